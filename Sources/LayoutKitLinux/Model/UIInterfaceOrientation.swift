import Foundation

/// The orientation of the app's interface (UIKit: `UIInterfaceOrientation`, with UIKit's raw values).
/// A device context reads only whether it is landscape: every preset's insets are the same on both sides.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
