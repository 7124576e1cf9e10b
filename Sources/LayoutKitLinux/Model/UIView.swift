import Foundation

/// Stands for a view where UIKit hands one to user code (a contextual action's source view). There are no views on
/// Linux: it has a frame and nothing else.
open class UIView {
    open var frame: CGRect

    public init(frame: CGRect) {
        self.frame = frame
    }

    public convenience init() { self.init(frame: .zero) }
}
