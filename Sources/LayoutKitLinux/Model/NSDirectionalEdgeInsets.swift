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

    /// UIKit's `NSStringFromDirectionalEdgeInsets` order: `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(leading)), \(formatPoints(bottom)), \(formatPoints(trailing))}"
    }
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

/// Formats a point value the way `%g` would for the values layouts use: no trailing zeros.
func formatPoints(_ value: CGFloat) -> String {
    let v = Double(value)
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    if abs(v) >= 1e15 { return String(format: "%g", v) }
    if let text = fourDecimals(v) { return text }
    var s = String(format: "%.4f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
}

/// `String(format: "%.4f", v)` without its trailing zeros, in integer arithmetic: dumps print millions of numbers,
/// and Foundation's formatting took most of their time (Docs/CLI.md, "Output"). `v × 10⁴` is exact to within
/// 2⁻⁹ below 10⁹, so rounding it to nearest-even gives printf's digits except within that distance of a tie
/// (`x.xxxx5`), where this returns nil and printf decides.
func fourDecimals(_ v: Double) -> String? {
    guard abs(v) < 1e9 else { return nil }
    let scaled = abs(v) * 10_000
    guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-3 else { return nil }
    let units = Int64(scaled.rounded(.toNearestOrEven))
    guard units != 0 else { return "0" }
    var decimals = units % 10_000
    var digits = decimals == 0 ? 0 : 4
    while digits > 0, decimals % 10 == 0 {
        decimals /= 10
        digits -= 1
    }
    var text = (v < 0 ? "-" : "") + String(units / 10_000)
    if digits > 0 {
        let fraction = String(decimals)
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
}
