import Foundation

// Comparing frames at @3x without working out thirds by hand (issue #28, item 5; Docs/Devices.md, "Comparing frames
// at @3x"). On a 3x display a frame edge is a whole number of pixels divided by 3, so the frame of the first third of
// 393 points is (0, 0, 130.666…, …), which `==` with `CGRect(x: 0, y: 0, width: 130.67, height: …)` is not. Two rects
// are the same on screen when each edge falls on the same pixel: that is the comparison here. A one-pixel change
// (1/3 pt at @3x) is still a difference.

extension CGRect {
    /// Not a UIKit name: true when both rects cover the same pixels at `scale` (1, 2 or 3; the default is the @3x of
    /// current iPhones): each edge of each, times `scale`, rounds to the same whole pixel. `130.67`, `130.667` and
    /// `130.6667` all name the pixel edge 392 / 3 at @3x; `130.33` names another.
    public func isPixelEqual(to other: CGRect, scale: CGFloat = 3) -> Bool {
        let a = standardized, b = other.standardized
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() }
        return pixel(a.minX) == pixel(b.minX) && pixel(a.minY) == pixel(b.minY)
            && pixel(a.maxX) == pixel(b.maxX) && pixel(a.maxY) == pixel(b.maxY)
    }
}

/// Not a UIKit name: nil when `actual` covers the same pixels as `expected` at `scale` (`CGRect.isPixelEqual`), else a
/// failure message giving both frames and the scale; hand it to your test framework, as `verifyLayoutSnapshot` does:
///
/// ```swift
/// // XCTest
/// if let message = verifyFrame(attributes?.frame, equals: CGRect(x: 131, y: 0, width: 130.67, height: 100)) { XCTFail(message) }
/// // Swift Testing
/// if let message = verifyFrame(attributes?.frame, equals: CGRect(x: 131, y: 0, width: 130.67, height: 100)) { Issue.record(Comment(rawValue: message)) }
/// ```
public func verifyFrame(_ actual: CGRect?, equals expected: CGRect, scale: CGFloat = 3) -> String? {
    func text(_ r: CGRect) -> String {
        "(\(formatPoints(r.minX)), \(formatPoints(r.minY)), \(formatPoints(r.width)) x \(formatPoints(r.height)))"
    }
    guard let actual else { return "no frame: the element does not exist; expected \(text(expected))" }
    if actual.isPixelEqual(to: expected, scale: scale) { return nil }
    return "frame \(text(actual)) is not \(text(expected)) at @\(formatPoints(scale))x (compared by pixel: each edge times \(formatPoints(scale)), rounded)"
}
