import Foundation

/// A view (UIKit: `UIView`), headless: it holds its state — frame, colours, layer, subviews, accessibility — so that
/// a test or a dump can read it, and draws nothing (Docs/DataSource.md, "What is headless").
///
/// `@MainActor`, as UIKit's views are. `frame` and `bounds` are also readable off the main actor, because a layout
/// object's `prepare()` (not main-actor isolated here, Docs/Model.md) reads `collectionView?.bounds`; they are only
/// written on the main actor.
@MainActor
open class UIView {
    /// Written on the main actor only; read by a layout's `prepare()`, which the collection view calls there too.
    nonisolated(unsafe) private var storedFrame: CGRect
    nonisolated(unsafe) var storedBoundsOrigin: CGPoint = .zero

    /// The view's frame in its superview. Setting it keeps the bounds' origin and takes the new size.
    nonisolated open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// The view's own coordinates: origin (the content offset of a scroll view) and the frame's size.
    nonisolated open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            storedBoundsOrigin = newValue.origin
            storedFrame.size = newValue.size
        }
    }

    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var tag = 0
    open var tintColor: UIColor!
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var contentMode: ContentMode = .scaleToFill
    /// Kept for code that sets it; no transform is drawn.
    open var transform: CGAffineTransform = .identity
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var isAccessibilityElement = false
    /// UIKit's default margins, 8 on every side. Readable off the main actor, like `bounds` (a layout reads them).
    nonisolated(unsafe) private var storedMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    nonisolated open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedMargins }
        set { storedMargins = newValue }
    }
    nonisolated open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(directionalLayoutMargins, direction: .leftToRight) }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
    }
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    /// The insets of the area no bar or screen edge covers. None for a plain view here; a collection view has its
    /// context's (`UICollectionView.safeAreaInsets`, Docs/DataSource.md, "The adjusted content inset").
    nonisolated open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The layer's state: corner radius, border, shadow, masking. Kept, never drawn.
    public let layer = CALayer()

    public private(set) var subviews: [UIView] = []
    /// Written on the main actor only (`addSubview`); readable off it for `traitCollection`.
    nonisolated(unsafe) private weak var storedSuperview: UIView?
    nonisolated public var superview: UIView? { storedSuperview }

    /// The traits of the view: its collection view's, for a view inside one; otherwise those of a context without a
    /// device, a phone in portrait (Docs/Devices.md). Readable off the main actor, like `bounds`.
    nonisolated open var traitCollection: UITraitCollection {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView.traitCollection }
            view = current.superview
        }
        return LayoutContext.defaultTraitCollection
    }

    public init(frame: CGRect) {
        storedFrame = frame
    }

    public convenience init() { self.init(frame: .zero) }

    /// Views from a storyboard or nib: there are none on Linux, so this makes a zero-sized view. Declared, as in
    /// UIKit, so that subclasses' `required init?(coder:)` compile.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
    }

    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.storedSuperview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.storedSuperview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view of this subtree (depth first) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Nothing is laid out later: there is no render loop. Kept so that code calling them compiles.
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { layoutSubviews() }
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}

    /// A view without content: the size it is proposed (UIKit's `UIView` answers its current size; subclasses override).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    /// No intrinsic size (UIKit: `UIView.noIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// Auto Layout is not modelled: the size the view answers is `targetSize` unless a subclass overrides this (a cell
    /// answering its own height here sizes its estimated items, Docs/DataSource.md, "Self-sizing cells").
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    /// (UIKit: `UIView.layoutFittingCompressedSize` / `layoutFittingExpandedSize`.)
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// (UIKit: `UIView.ContentMode`.)
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// (UIKit: `UILayoutPriority`.)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
