import Foundation

/// The right-to-left mirror (Docs/Solver.md, step 5): the rules lay out left to right; every frame is mirrored across the
/// content's width once, as it is read (`Finish.mirrored`).
struct RightToLeftMirror: Equatable, Sendable {
    let contentWidth: CGFloat

    /// x' = width − x − w; y and size kept.
    @inline(__always)
    func apply(_ rect: CGRect) -> CGRect {
        CGRect(x: contentWidth - rect.minX - rect.width, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The mirrored x range `low...high` in the left-to-right coordinates the store keeps.
    func leftToRight(low: CGFloat, high: CGFloat) -> (low: CGFloat, high: CGFloat) { (contentWidth - high, contentWidth - low) }
}
