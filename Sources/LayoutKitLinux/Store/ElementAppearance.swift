import Foundation

/// How an element looks beyond its frame and zIndex, when a `visibleItemsInvalidationHandler` changed it.
struct ElementAppearance: Equatable, Sendable {
    var alpha: CGFloat
    var isHidden: Bool
    var transform: CGAffineTransform = .identity

    /// What `attributes` carry beyond frame and zIndex; nil when they look as solved.
    init?(of attributes: UICollectionViewLayoutAttributes) {
        guard attributes.alpha != 1 || attributes.isHidden || !attributes.transform.isIdentity else { return nil }
        self.alpha = attributes.alpha
        self.isHidden = attributes.isHidden
        self.transform = attributes.transform
    }

    func apply(to attributes: UICollectionViewLayoutAttributes) { apply(to: &attributes.values) }

    func apply(to values: inout UICollectionViewLayoutAttributes.Values) {
        values.alpha = alpha
        values.isHidden = isHidden
        values.transform = transform
    }
}
