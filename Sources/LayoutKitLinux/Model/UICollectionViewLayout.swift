import Foundation

/// The abstract layout a collection view asks for frames (UIKit: `UICollectionViewLayout`). Apps write
/// `func createLayout() -> UICollectionViewLayout` and `extension UICollectionViewLayout { static func … }`, and
/// subclass it (or `UICollectionViewCompositionalLayout`) to adjust attributes.
///
/// UIKit attaches a layout to a collection view, calls `prepare()`, then asks the queries. Here
/// `prepare(in:)` (not a UIKit name, Docs/Model.md) does the same with a headless `UICollectionView` made from a
/// `LayoutContext`; the queries then answer for that context until `invalidateLayout()` or the next `prepare(in:)`.
open class UICollectionViewLayout {
    /// The collection view the layout is attached to (a `UICollectionView` showing it; UIKit's reference is weak), or
    /// else the headless one it was last prepared in (`prepare(in:)`, which the layout keeps).
    public var collectionView: UICollectionView? { attachedView ?? preparedView }
    /// The view showing the layout (Docs/DataSource.md): weak, as UIKit's, since the view keeps its layout.
    weak var attachedView: UICollectionView?
    /// The headless view of the last `prepare(in:)`.
    var preparedView: UICollectionView?
    /// Decoration view classes registered by kind: a collection view showing the layout makes its decoration views
    /// of these classes (Docs/DataSource.md, "Decoration views").
    public private(set) var registeredDecorationViewKinds: [String: AnyClass?] = [:]

    public init() {}

    /// Called before the queries; subclasses compute what they need and call `super.prepare()` first.
    open func prepare() {}

    /// Drops what `prepare()` computed. The next `prepare(in:)` computes it again.
    open func invalidateLayout() {}

    /// The size of the whole content. Zero until prepared.
    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// UIKit asks this when the bounds change (stretchy headers answer true). Accepted; no view scrolls here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling comes to rest; UIKit's default keeps the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// Registers the view class a decoration kind is drawn with (`NSCollectionLayoutDecorationItem.background(elementKind:)`),
    /// a `UICollectionReusableView` subclass the collection view makes, reuses and applies the decoration's attributes
    /// to; a `nil` class counts as none (Docs/DataSource.md, "Decoration views").
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationViewKinds[elementKind] = viewClass
    }

    /// Prepares the layout in a headless collection view described by `context`: sets `collectionView`, drops what
    /// an earlier preparation computed, and calls `prepare()` — the order UIKit follows before it asks a layout for
    /// attributes. Throws what preparing found wrong (for a compositional layout, the `LayoutError` that
    /// `solve(_:)` would throw). Not a UIKit name (Docs/Model.md).
    public func prepare(in context: LayoutContext) throws {
        attachedView = nil
        preparedView = UICollectionView.headless(context)
        invalidateLayout()
        prepare()
        if let error = preparationError() { throw error }
    }

    /// What the last `prepare()` could not do; overridden by layouts whose preparation can fail.
    func preparationError() -> Error? { nil }

    /// Every element the layout object answers, through its (possibly overridden) queries: for a layout of our own
    /// kind, the rect query for the whole content. Used by dumps and snapshots of a prepared layout.
    func answeredAttributes() -> [UICollectionViewLayoutAttributes] {
        let size = collectionViewContentSize
        return layoutAttributesForElements(in: CGRect(origin: .zero, size: size).insetBy(dx: -1, dy: -1)) ?? []
    }
}
