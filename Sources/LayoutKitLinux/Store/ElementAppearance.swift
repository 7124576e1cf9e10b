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

    /// The one place a handler's `look` (`HandlerOverlay`) is laid over attributes: the solution's and a later handler's.
    @inline(__always)
    static func overlay(_ values: inout UICollectionViewLayoutAttributes.Values, look: ElementAppearance?) {
        guard let look else { return }
        values.alpha = look.alpha
        values.isHidden = look.isHidden
        values.transform = look.transform
    }
}
