import Foundation

/// An orthogonal row scrolled to the offset it rests at (Docs/Solver.md, step 3d′): its cells, their badges and
/// their query spans move along the orthogonal axis, each position snapped to the pixel again.
enum OrthogonalScroll {
    /// Scrolls a section's cells, their supplementaries and their query spans by `offset` along `axis`.
    static func scroll(by offset: CGFloat, axis: Axis, grid: PixelGrid, records: inout [ElementRecord], range: Range<Int>,
                       spans: inout [QuerySpan], spanRange: Range<Int>) {
        guard offset != 0 else { return }
        func shifted(_ rect: CGRect) -> CGRect {
            var origin = rect.origin
            origin[axis] = grid.position(origin[axis] - offset)
            return CGRect(origin: origin, size: rect.size)
        }
        for index in range { records[index].frame = shifted(records[index].frame) }
        for index in spanRange {
            spans[index].bounds = shifted(spans[index].bounds)
        }
    }
}
