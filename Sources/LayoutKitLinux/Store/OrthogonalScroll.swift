import Foundation

/// An orthogonal row scrolled to the offset it rests at (Docs/Solver.md, step 3d′): its cells and their badges move
/// back along the orthogonal axis, each position snapped to the pixel again, as they are made (`OnDemandCells.scroll`,
/// `Finish.scrolled`).
enum OrthogonalScroll {
    /// How far a row has scrolled, along which axis.
    struct Shift: Equatable, Sendable {
        let axis: Axis
        let offset: CGFloat
    }
}
