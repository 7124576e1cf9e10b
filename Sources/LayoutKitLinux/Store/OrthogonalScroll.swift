import Foundation

/// An orthogonal row scrolled to the offset it rests at (Docs/Solver.md, step 3d′): its cells and badges move back,
/// snapped again, as they are made (`Finish.scrolled`).
enum OrthogonalScroll {
    struct Shift: Equatable, Sendable {
        let axis: Axis
        let offset: CGFloat
    }
}
