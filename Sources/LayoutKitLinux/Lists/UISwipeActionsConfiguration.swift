import Foundation

/// The actions a list row shows when swiped (UIKit: `UISwipeActionsConfiguration`). Kept, never performed:
/// there is no swiping on Linux, and swipe actions place nothing.
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Default true, as in UIKit.
    open var performsFirstActionWithFullSwipe: Bool = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// One swipe action (UIKit: `UIContextualAction`). Kept with its handler, which is never called.
open class UIContextualAction {
    /// (UIKit: `UIContextualAction.Style`.)
    public enum Style: Int, Hashable, Sendable {
        case normal = 0
        case destructive = 1
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    /// UIKit's defaults: red for a destructive action, grey otherwise.
    open var backgroundColor: UIColor!
    /// Default nil. Kept, never drawn.
    open var image: UIImage?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
