import Foundation

/// The layout of one element, as a collection view receives it (UIKit: `UICollectionViewLayoutAttributes`).
///
/// Solved layouts store elements compactly (`LayoutSolution`); these objects are made on demand.
public final class UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem, Equatable, CustomStringConvertible {
    public var indexPath: IndexPath
    public var frame: CGRect
    public var zIndex: Int = 0
    public var alpha: CGFloat = 1
    public var isHidden: Bool = false
    /// Applied about the element's center, as UIKit applies it; `frame` stays the untransformed frame
    /// (Docs/Solver.md, "Visible-item effects"). Carousels set it in a `visibleItemsInvalidationHandler`.
    public var transform: CGAffineTransform = .identity
    public let representedElementCategory: UICollectionView.ElementCategory
    public let representedElementKind: String?
    /// Not UIKit's: the key an identifier-keyed dump names the element by (`LayoutIdentifiers`, Docs/Diffable.md).
    var identifier: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        self.representedElementCategory = .cell
        self.representedElementKind = nil
    }
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
    }
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
    }

    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public var name: String { representedElementKind ?? "cell" }

    public static func == (lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes) -> Bool {
        lhs.indexPath == rhs.indexPath && lhs.frame == rhs.frame && lhs.zIndex == rhs.zIndex && lhs.alpha == rhs.alpha
            && lhs.isHidden == rhs.isHidden && lhs.transform == rhs.transform && lhs.representedElementCategory == rhs.representedElementCategory
            && lhs.representedElementKind == rhs.representedElementKind
    }

    public var description: String {
        let kind = representedElementKind.map { " kind=\($0)" } ?? ""
        return "<UICollectionViewLayoutAttributes \(representedElementCategory)\(kind) [\(indexPath.section), \(indexPath.item)] "
            + "frame=(\(formatPoints(frame.minX)) \(formatPoints(frame.minY)); \(formatPoints(frame.width)) \(formatPoints(frame.height))) zIndex=\(zIndex)>"
    }
}
