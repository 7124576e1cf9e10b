import Foundation

/// An orthogonal row scrolled to the offset it rests at (Docs/Solver.md, step 3d′): its cells, their badges and
/// their query spans move along the orthogonal axis, each position snapped to the pixel again. Written elements are
/// moved once (`scroll`); the cells of a row made on demand are moved as they are made (`OnDemandCells.scroll`),
/// by the same `Shift`.
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

    /// Scrolls a section's written cells, their supplementaries and their query spans by `offset` along `axis`.
    static func scroll(by offset: CGFloat, axis: Axis, grid: PixelGrid, records: inout [ElementRecord], range: Range<Int>,
                       spans: inout [QuerySpan], spanRange: Range<Int>) {
        guard offset != 0 else { return }
        let shift = Shift(axis: axis, offset: offset)
        for index in range { records[index].frame = shift.apply(records[index].frame, grid: grid) }
        for index in spanRange {
            spans[index].bounds = shift.apply(spans[index].bounds, grid: grid)
        }
    }
}
