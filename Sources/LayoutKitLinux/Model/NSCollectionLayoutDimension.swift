import Foundation

/// One axis of a layout size (UIKit: `NSCollectionLayoutDimension`).
///
/// Either fraction may be used on either axis: a height of `.fractionalWidth(0.2)` is a fifth of the
/// container's width ([HDR]; Docs/Solver.md, step 3b, measured in charon case 31).
///
/// Immutable (`Sendable`): nothing in it can change once made, so the whole width and the whole height, the two
/// dimensions layouts use most, are one object each rather than a new one per call (Docs/Model.md, "Shared
/// dimensions"): a section provider makes and frees fewer objects for every section.
public final class NSCollectionLayoutDimension: CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    enum Kind: Equatable, Sendable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
        case uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, the length in points, or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    private static let wholeWidth = NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: 1)
    private static let wholeHeight = NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: 1)

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        // The class is final: `Self` is this class, so the shared object is one.
        fractionalWidth == 1 ? unsafeDowncast(wholeWidth, to: Self.self) : Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        fractionalHeight == 1 ? unsafeDowncast(wholeHeight, to: Self.self) : Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension)
    }
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension)
    }
    /// iOS 17: starts as an estimate; after self-sizing, siblings share the largest measured size.
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    /// True for `.estimated` and for `.uniformAcrossSiblings`, which is estimated until measured.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    // Written by `OutputBytes.append(dimension:)` (Output/), which `--format describe` calls directly.
    /// The token UIKit's debug descriptions use (`.containerWidthFactor(0.5)`, [LOG] LiveContainer#1414).
    public var description: String { OutputBytes.text { $0.append(dimension: self) } }
    public var debugDescription: String { description }
}

/// A width and a height (UIKit: `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: CustomStringConvertible {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    // Written by `OutputBytes.append(size:)` (Output/), which `--format describe` calls directly.
    public var description: String { OutputBytes.text { $0.append(size: self) } }
}
