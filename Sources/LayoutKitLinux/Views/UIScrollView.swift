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
    /// (`safeAreaAdjustedAxes`; Docs/DataSource.md, "The adjusted content inset").
    nonisolated open var adjustedContentInset: UIEdgeInsets {
        let axes = safeAreaAdjustedAxes, safeArea = safeAreaInsets
        var inset = storedContentInset
        if axes.vertical {
            inset.top += safeArea.top
            inset.bottom += safeArea.bottom
        }
        if axes.horizontal {
            inset.left += safeArea.left
            inset.right += safeArea.right
        }
        return inset
    }

    /// Which edges take the safe area. Apple's documentation of `UIScrollView.ContentInsetAdjustmentBehavior`:
    /// `.never` none, `.always` all; `.scrollableAxes` the top and bottom when the content is taller than the view
    /// or `alwaysBounceVertical` is set, the left and right when it is wider or `alwaysBounceHorizontal` is set.
    /// `.automatic` is `.scrollableAxes` here: it also adjusts the top and bottom of a view shown by a navigation or
    /// tab bar controller, and there are none here.
    nonisolated var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .automatic, .scrollableAxes:
            let size = bounds.size, content = contentSize
            return (content.height > size.height || alwaysBounceVertical, content.width > size.width || alwaysBounceHorizontal)
        }
    }

    /// Where the content rests, scrolled to its start: `−adjustedContentInset.left`, `−adjustedContentInset.top`.
    nonisolated var restingContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// `offset` brought into the scrollable range: from the resting offset to the content's end plus the adjusted
    /// inset, less the view's size (the resting offset when the content is shorter).
    nonisolated func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset, size = bounds.size, content = contentSize
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(x: max(low.x, content.width + inset.right - size.width), y: max(low.y, content.height + inset.bottom - size.height))
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
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
        setContentOffset(leastScroll(showing: rect, vertically: true, horizontally: true), animated: animated)
    }

    /// The offset nearest the current one at which `rect` is in the area the adjusted inset does not cover, along
    /// the axes asked for (its start when it is longer than that area).
    nonisolated func leastScroll(showing rect: CGRect, vertically: Bool, horizontally: Bool) -> CGPoint {
        let inset = adjustedContentInset, size = bounds.size
        var offset = contentOffset
        if horizontally {
            let seen = size.width - inset.left - inset.right
            if rect.maxX > offset.x + inset.left + seen { offset.x = rect.maxX - seen - inset.left }
            if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
        }
        if vertically {
            let seen = size.height - inset.top - inset.bottom
            if rect.maxY > offset.y + inset.top + seen { offset.y = rect.maxY - seen - inset.top }
            if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
        }
        return offset
    }

    /// (UIKit: `UIScrollView.ContentInsetAdjustmentBehavior`.)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// (UIKit: `UIScrollView.KeyboardDismissMode`.)
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
}
