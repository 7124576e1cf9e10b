import Foundation

/// The right-to-left mirror (Docs/Solver.md, step 5). The rules lay a layout out left to right, leading = low x; the
/// frame store mirrors every frame across the content's width, once: the written frames and the query index when the
/// solve ends (`FrameStore.mirror`), the cells made on demand as they are made (`OnDemandCells`).
struct RightToLeftMirror: Equatable, Sendable {
    let contentWidth: CGFloat

    /// x' = width − x − w; y and size kept.
    @inline(__always)
    func apply(_ rect: CGRect) -> CGRect {
        CGRect(x: contentWidth - rect.minX - rect.width, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The x range `low...high` of mirrored coordinates in the left-to-right coordinates the runs keep.
    func leftToRight(low: CGFloat, high: CGFloat) -> (low: CGFloat, high: CGFloat) { (contentWidth - high, contentWidth - low) }
}
