import Foundation

/// The layout of one element, as a collection view receives it (UIKit: `UICollectionViewLayoutAttributes`).
///
/// Solved layouts store elements compactly (`LayoutSolution`); these objects are made on demand.
public final class UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem, Equatable, CustomStringConvertible {
    /// Every field, in one stored value: a solver makes an object from one value, and an object nobody else holds
    /// can be filled again in place (`LayoutAttributesCollection.Iterator`, `reset`).
    struct Values: Equatable {
        var indexPath: IndexPath
        var frame: CGRect
        var zIndex: Int = 0
        var alpha: CGFloat = 1
        var isHidden = false
        var transform: CGAffineTransform = .identity
        var category: UICollectionView.ElementCategory
        var kind: String?
        var identifier: String?

        /// Becomes `Values(indexPath:frame:zIndex:category:kind:)`, written over this value field by field: how a
        /// recycled object is filled again (`FrameStore.refill`). Assigning
        /// a whole new value copied the old one aside (168 bytes) and destroyed it through the type's value witness,
        /// about a sixth of an element's cost; here only the index path is destroyed, in line, and the optional strings
        /// are written only when one of old and new is not nil (a cell's are both nil).
        @inline(__always)
        mutating func reset(indexPath: consuming IndexPath, frame: CGRect, zIndex: Int, category: UICollectionView.ElementCategory, kind: String?) {
            self.indexPath = indexPath
            self.frame = frame
            self.zIndex = zIndex
            alpha = 1
            isHidden = false
            transform = .identity
            self.category = category
            if let kind {
                self.kind = kind
            } else if self.kind != nil {
                self.kind = nil
            }
            if identifier != nil { identifier = nil }
        }
    }
    /// Not checked for exclusive access at run time, which a class's stored property otherwise is whenever the
    /// compiler cannot see that an access is instantaneous (about 120 instructions each: refilling an object in place,
    /// `Values.reset`, was one for every element of `attributes`). Safe because no two accesses can overlap: the
    /// property is internal, and every access to it (the public properties' accessors, `Values.reset`,
    /// `ElementAppearance.apply`, `==`) reads or writes plain fields and calls no other code while it lasts.
    @exclusivity(unchecked) var values: Values

    public var indexPath: IndexPath {
        get { values.indexPath }
        set { values.indexPath = newValue }
    }
    public var frame: CGRect {
        get { values.frame }
        set { values.frame = newValue }
    }
    public var zIndex: Int {
        get { values.zIndex }
        set { values.zIndex = newValue }
    }
    public var alpha: CGFloat {
        get { values.alpha }
        set { values.alpha = newValue }
    }
    public var isHidden: Bool {
        get { values.isHidden }
        set { values.isHidden = newValue }
    }
    /// Applied about the element's center, as UIKit applies it; `frame` stays the untransformed frame
    /// (Docs/Solver.md, "Visible-item effects"). Carousels set it in a `visibleItemsInvalidationHandler`.
    public var transform: CGAffineTransform {
        get { values.transform }
        set { values.transform = newValue }
    }
    public var representedElementCategory: UICollectionView.ElementCategory { values.category }
    public var representedElementKind: String? { values.kind }
    /// Not UIKit's: the key an identifier-keyed dump names the element by (`LayoutIdentifiers`, Docs/Diffable.md).
    var identifier: String? {
        get { values.identifier }
        set { values.identifier = newValue }
    }

    public init(forCellWith indexPath: IndexPath) {
        values = Values(indexPath: indexPath, frame: .zero, category: .cell, kind: nil)
    }
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        values = Values(indexPath: indexPath, frame: .zero, category: .supplementaryView, kind: elementKind)
    }
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        values = Values(indexPath: indexPath, frame: .zero, category: .decorationView, kind: decorationViewKind)
    }

    /// The solver's: every field at once (`FrameStore.attributeValues`).
    init(_ values: Values) { self.values = values }

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
        var a = lhs.values, b = rhs.values
        // The dump key is not part of UIKit's equality.
        a.identifier = nil
        b.identifier = nil
        return a == b
    }

    public var description: String {
        let kind = representedElementKind.map { " kind=\($0)" } ?? ""
        return "<UICollectionViewLayoutAttributes \(representedElementCategory)\(kind) [\(indexPath.section), \(indexPath.item)] "
            + "frame=(\(formatPoints(frame.minX)) \(formatPoints(frame.minY)); \(formatPoints(frame.width)) \(formatPoints(frame.height))) zIndex=\(zIndex)>"
    }
}
