import Foundation

/// The two axes of the plane. The solver is written once against `main`/`cross` and never names x or y.
enum Axis: Sendable, Equatable {
    case horizontal
    case vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// An axis fixed by a type, for loops compiled once per axis (`GroupSolver.placeSlots`): reading a length along it
/// then needs no branch.
protocol FixedAxis {
    static var axis: Axis { get }
}

enum HorizontalAxis: FixedAxis {
    static var axis: Axis { .horizontal }
}

enum VerticalAxis: FixedAxis {
    static var axis: Axis { .vertical }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(main: CGFloat, cross: CGFloat, along axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
    init(main: CGFloat, cross: CGFloat, along axis: Axis) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension CGRect {
    func minAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func maxAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}

extension NSDirectionalEdgeInsets {
    /// The inset at the start (leading or top) of `axis`.
    func leading(_ axis: Axis) -> CGFloat { axis == .horizontal ? leading : top }
    /// The inset at the end (trailing or bottom) of `axis`.
    func trailing(_ axis: Axis) -> CGFloat { axis == .horizontal ? trailing : bottom }
    func total(_ axis: Axis) -> CGFloat { leading(axis) + trailing(axis) }
}

/// Rectangle tests with the open/closed distinction UIKit's queries make (Docs/Solver.md, step 6).
enum Geometry {
    /// Positive-area overlap: the common part is wider and taller than zero (a zero-area rect overlaps nothing).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
    }
    /// Overlap or shared edge.
    static func touches(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
    /// The common part, if it has positive area.
    static func openIntersection(_ a: CGRect, _ b: CGRect) -> CGRect? {
        guard overlaps(a, b) else { return nil }
        return closedIntersection(a, b)
    }
    /// The common part, possibly of zero area; nil when disjoint.
    static func closedIntersection(_ a: CGRect, _ b: CGRect) -> CGRect? {
        guard touches(a, b) else { return nil }
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        return CGRect(x: x0, y: y0, width: min(a.maxX, b.maxX) - x0, height: min(a.maxY, b.maxY) - y0)
    }
}
