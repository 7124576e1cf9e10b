import Foundation

/// Insets that speak of leading and trailing instead of left and right, so that a layout flips in
/// right-to-left languages without any change (UIKit: `NSDirectionalEdgeInsets`, WWDC19 session 215).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    // Written by `OutputBytes.append(insets:)` (Output/), which `--format describe` calls directly.
    /// UIKit's `NSStringFromDirectionalEdgeInsets` order: `{top, leading, bottom, trailing}`.
    public var description: String { OutputBytes.text { $0.append(insets: self) } }
}

/// The edges of a rectangle named directionally (UIKit: `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits around its section (UIKit: `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable, CaseIterable {
    case none = 0
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}
