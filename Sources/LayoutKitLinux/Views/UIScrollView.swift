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

    /// Kept; the layout does not read it, and `contentOffset` is always the visible area's origin.
    nonisolated open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { storedContentInset = newValue }
    }

    /// `contentInset`: the system's safe-area adjustment is not modelled (Docs/DataSource.md, "What is headless").
    nonisolated open var adjustedContentInset: UIEdgeInsets { storedContentInset }

    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
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

    /// Scrolls the least distance that makes `rect` visible, as UIKit does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }

    /// (UIKit: `UIScrollView.ContentInsetAdjustmentBehavior`.)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// (UIKit: `UIScrollView.KeyboardDismissMode`.)
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
}
