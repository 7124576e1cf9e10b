import Foundation

/// An orthogonal row scrolled to the offset it rests at (Docs/Solver.md, step 3d′): its cells and their badges move
/// along the orthogonal axis, each position snapped to the pixel again, as they are made (`OnDemandCells.scroll`,
/// `Finish.finished`).
enum OrthogonalScroll {
    /// How far a row has scrolled, along which axis.
    struct Shift: Equatable, Sendable {
        let axis: Axis
        let offset: CGFloat

        /// `rect` moved back by the offset along the axis, its position snapped to the pixel again.
        @inline(__always)
        func apply(_ rect: CGRect, grid: PixelGrid) -> CGRect {
            var origin = rect.origin
            origin[axis] = grid.position(origin[axis] - offset)
            return CGRect(origin: origin, size: rect.size)
        }
    }
}
