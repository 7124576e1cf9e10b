import Foundation

/// A view the collection view reuses (UIKit: `UICollectionReusableView`): supplementary views, and the base of
/// cells. The collection view sets its `frame` from the layout attributes (`apply(_:)`) and calls
/// `prepareForReuse()` before handing it out again.
@MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Not a UIKit name: how many times `prepareForReuse()` was called on it by the collection view.
    public internal(set) var reuseCount = 0
    /// The attributes the collection view last applied.
    public internal(set) var appliedLayoutAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Not a UIKit name: how the collection view makes a registered class it knows only at run time (UIKit calls
    /// `initWithFrame:`). Required and convenience, so every subclass that overrides `init(frame:)` (or no
    /// initialiser) inherits it, and it runs the subclass's own `init(frame:)` (Docs/DataSource.md, "Reuse").
    public required convenience init(headlessFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// A copy of the attributes the collection view last applied, to compare the next ones with (the object it
    /// applied may be changed later, by `preferredLayoutAttributesFitting(_:)` for one).
    var lastAppliedByCollectionView: UICollectionViewLayoutAttributes?

    /// How the collection view applies attributes: `apply(_:)`, remembering a copy of what it applied.
    func applyFromCollectionView(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        lastAppliedByCollectionView = UICollectionViewLayoutAttributes(layoutAttributes.values)
        apply(layoutAttributes)
    }

    /// Called before the view is handed out again; subclasses reset their state and call `super`.
    open func prepareForReuse() {}

    /// Takes the frame, alpha, hidden state and z position of `layoutAttributes` (UIKit applies them the same way).
    /// The collection view calls it as it dequeues the view, before the app's provider or registration handler, and
    /// again only when the element's attributes change (Docs/DataSource.md, "The layout pass", step 4).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        appliedLayoutAttributes = layoutAttributes
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }

    /// The attributes the view wants for an estimated size. UIKit's default asks Auto Layout for a size fitting the
    /// proposed width; here it is `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// at the proposed size, which answers the proposed size unless a subclass overrides it. Override either to
    /// size estimated items (Docs/DataSource.md, "Self-sizing cells").
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let size = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .required,
                                           verticalFittingPriority: .fittingSizeLevel)
        if size != layoutAttributes.size { layoutAttributes.size = size }
        return layoutAttributes
    }

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
