import Foundation

/// Where a supplementary item attaches to its container (UIKit: `NSCollectionLayoutAnchor`).
///
/// The edges name a point of the container (top → y 0, bottom → y 1, leading → x 0, trailing → x 1,
/// none or both → the middle); the offset is in points, or for a fractional anchor a fraction of the
/// supplementary's own size (Docs/Solver.md, step 3d″).
public final class NSCollectionLayoutAnchor: CustomStringConvertible {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }
    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = absolute
    }

    public var description: String {
        "<NSCollectionLayoutAnchor: edges=\(edges.rawValue); offset={\(formatPoints(offset.x)), \(formatPoints(offset.y))}>"
    }
}

/// A view attached to an item or a group, such as a badge (UIKit: `NSCollectionLayoutSupplementaryItem`).
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Supplementary items default to zIndex 1, above cells (Docs/Solver.md, step 6).
    public var zIndex: Int {
        get { zIndexStorage }
        set { zIndexStorage = newValue }
    }
    /// Internal, as `NSCollectionLayoutItem.contentInsetsStorage` is: reading it makes no run-time exclusivity check.
    var zIndexStorage = 1 { didSet { BuilderChanges.note() } }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header, footer or other view placed around a section or the whole layout
/// (UIKit: `NSCollectionLayoutBoundarySupplementaryItem`).
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Defaults to true: an item aligned to a scroll-axis edge grows its section (Docs/Solver.md, step 3e).
    public var extendsBoundary: Bool {
        get { extendsBoundaryStorage }
        set { extendsBoundaryStorage = newValue }
    }
    public var pinToVisibleBounds: Bool {
        get { pinToVisibleBoundsStorage }
        set { pinToVisibleBoundsStorage = newValue }
    }
    /// Internal, as `NSCollectionLayoutItem.contentInsetsStorage` is: reading them makes no run-time exclusivity check.
    var extendsBoundaryStorage = true { didSet { BuilderChanges.note() } }
    var pinToVisibleBoundsStorage = false { didSet { BuilderChanges.note() } }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: Self.unanchored, itemAnchor: nil)
    }

    /// The container anchor of every boundary item, which places nothing (boundary items are placed by their
    /// alignment): one object rather than one made and freed with each header. Immutable (its properties are
    /// constants), so sharing it across threads is safe.
    nonisolated(unsafe) private static let unanchored = NSCollectionLayoutAnchor(edges: [])
}

/// A view behind a section, such as a background (UIKit: `NSCollectionLayoutDecorationItem`).
/// Its zIndex defaults to 0 and the section's other elements are promoted to zIndex 1 ([HDR]).
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex: Int {
        get { zIndexStorage }
        set { zIndexStorage = newValue }
    }
    /// Internal, as `NSCollectionLayoutItem.contentInsetsStorage` is: reading it makes no run-time exclusivity check.
    var zIndexStorage = 0 { didSet { BuilderChanges.note() } }

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: Self.wholeSection, supplementaryItems: [])
    }

    /// The size of every decoration (the whole section): one object rather than three made and freed with each.
    /// Immutable (its properties and its dimensions' are constants), so sharing it across threads is safe.
    nonisolated(unsafe) private static let wholeSection = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1))

    /// `file` and `line` (the caller's, not UIKit parameters) are kept as where the kind was declared: a collection
    /// view showing a decoration of a kind its layout has no view class for reports the misuse there
    /// (Docs/DataSource.md, "Decoration views").
    public class func background(elementKind: String, file: StaticString = #fileID, line: UInt = #line) -> NSCollectionLayoutDecorationItem {
        declarationSites.note(elementKind, file: file, line: line)
        return NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// Where each decoration kind was last declared (`background(elementKind:)`), for misuse reports.
    static let declarationSites = DeclarationSites()

    /// The latest declaration site of each kind, behind a lock (layouts are built on any thread). Bounded: the kinds
    /// an app names, and at most `limit` of them. The file is kept as the `StaticString` it came as (no text is made
    /// for it until a misuse is reported): a section provider declares its background once for every section.
    final class DeclarationSites: @unchecked Sendable {
        static let limit = 4_096
        private let lock = NSLock()
        private var sites: [String: (file: StaticString, line: UInt)] = [:]

        func note(_ kind: String, file: StaticString, line: UInt) {
            lock.lock()
            defer { lock.unlock() }
            if sites.count < Self.limit || sites[kind] != nil { sites[kind] = (file, line) }
        }

        func site(of kind: String) -> (file: String, line: UInt)? {
            lock.lock()
            defer { lock.unlock() }
            return sites[kind].map { ("\($0.file)", $0.line) }
        }
    }
}
