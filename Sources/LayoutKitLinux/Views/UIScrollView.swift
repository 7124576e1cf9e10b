import Foundation

/// A scrolling view (UIKit: `UIScrollView`), headless: `contentOffset` is the origin of `bounds`, as in UIKit, and
/// setting it is the only scrolling there is (no deceleration, no bounce). The content geometry is readable off
/// the main actor because a layout's `prepare()` reads it (`UIView`).
@MainActor
open class UIScrollView: UIView {
    nonisolated(unsafe) private var storedContentSize: CGSize = .zero
    nonisolated(unsafe) private var storedContentInset: UIEdgeInsets = .zero

    /// The origin of the visible area in content coordinates (`bounds.origin`).
    nonisolated open var contentOffset: CGPoint {
        get { storedBoundsOrigin }
        set { storedBoundsOrigin = newValue }
    }

    nonisolated open var contentSize: CGSize {
        get { storedContentSize }
        set { storedContentSize = newValue }
    }

    /// The app's own inset around the content; `adjustedContentInset` adds the safe area to it.
    nonisolated open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { storedContentInset = newValue }
    }

    /// `contentInset` plus the safe area (`safeAreaInsets`) on the edges `contentInsetAdjustmentBehavior` adjusts
    /// (`adjustsSafeArea(along:)`; Docs/DataSource.md, "The adjusted content inset").
    nonisolated open var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaInsets
        var inset = storedContentInset
        if adjustsSafeArea(along: .vertical) {
            inset.top += safeArea.top
            inset.bottom += safeArea.bottom
        }
        if adjustsSafeArea(along: .horizontal) {
            inset.left += safeArea.left
            inset.right += safeArea.right
        }
        return inset
    }

    /// Whether the edges across `axis` (top and bottom for `.vertical`) take the safe area. Apple's documentation of
    /// `UIScrollView.ContentInsetAdjustmentBehavior`: `.never` none, `.always` all; `.scrollableAxes` an axis along
    /// which the content is longer than the view, or which always bounces. `.automatic` is `.scrollableAxes` here: it
    /// also adjusts the top and bottom of a view shown by a navigation or tab bar controller, and there are none here.
    nonisolated func adjustsSafeArea(along axis: Axis) -> Bool {
        switch contentInsetAdjustmentBehavior {
        case .never: return false
        case .always: return true
        case .automatic, .scrollableAxes:
            return contentSize[axis] > bounds.size[axis] || (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
        }
    }

    /// Where the content rests, scrolled to its start: `−adjustedContentInset.left`, `−adjustedContentInset.top`.
    nonisolated var restingContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// `offset` brought into the scrollable range along each axis: from the resting offset to the content's end plus
    /// the adjusted inset, less the view's length (the resting offset when the content is shorter).
    nonisolated func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset, size = bounds.size, content = contentSize
        var clamped = offset
        for axis in [Axis.horizontal, .vertical] {
            let low = -inset.start(axis), high = max(low, content[axis] + inset.end(axis) - size[axis])
            clamped[axis] = min(max(offset[axis], low), high)
        }
        return clamped
    }

    /// Called when `adjustedContentInset` changes; subclasses call `super`.
    open func adjustedContentInsetDidChange() {}

    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    nonisolated open var alwaysBounceVertical: Bool {
        get { storedBounce.vertical }
        set { storedBounce.vertical = newValue }
    }
    nonisolated open var alwaysBounceHorizontal: Bool {
        get { storedBounce.horizontal }
        set { storedBounce.horizontal = newValue }
    }
    nonisolated(unsafe) private var storedBounce = (vertical: false, horizontal: false)
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    /// How the safe area enters `adjustedContentInset`; `.automatic` by default, as in UIKit.
    nonisolated open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storedAdjustmentBehavior }
        set { storedAdjustmentBehavior = newValue }
    }
    nonisolated(unsafe) private var storedAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Never true: nothing is touched or scrolled by a finger here.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets `contentOffset` at once (`animated` is accepted; nothing animates here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least distance that makes `rect` visible, as UIKit does: within the area the adjusted inset does
    /// not cover.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        for axis in [Axis.horizontal, .vertical] { offset[axis] = leastScroll(showing: rect, along: axis) }
        setContentOffset(offset, animated: animated)
    }

    /// The offset along `axis` nearest the current one at which `rect` is in the area the adjusted inset does not
    /// cover (its start when it is longer than that area).
    nonisolated func leastScroll(showing rect: CGRect, along axis: Axis) -> CGFloat {
        let inset = adjustedContentInset, lead = inset.start(axis)
        let seen = bounds.size[axis] - lead - inset.end(axis)
        var offset = contentOffset[axis]
        if rect.maxAlong(axis) > offset + lead + seen { offset = rect.maxAlong(axis) - seen - lead }
        if rect.minAlong(axis) < offset + lead { offset = rect.minAlong(axis) - lead }
        return offset
    }

    /// (UIKit: `UIScrollView.ContentInsetAdjustmentBehavior`.)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// (UIKit: `UIScrollView.KeyboardDismissMode`.)
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
}

extension UIEdgeInsets {
    /// The inset at the start of `axis` (left or top).
    func start(_ axis: Axis) -> CGFloat { axis == .horizontal ? left : top }
    /// The inset at the end of `axis` (right or bottom).
    func end(_ axis: Axis) -> CGFloat { axis == .horizontal ? right : bottom }
}
