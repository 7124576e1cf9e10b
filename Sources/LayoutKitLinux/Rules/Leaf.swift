import Foundation

/// One cell of a solved group instance, relative to the top-level group's outer corner.
struct Leaf: Sendable, Equatable {
    /// The cell's frame: its box less its content insets (not on estimated axes).
    var frame: CGRect
    /// The cell's box, used to trim a partly filled last group (Docs/Solver.md, step 3d).
    var box: CGRect
    var zIndex: Int
    /// The innermost non-custom group instance the cell belongs to; -1 for a custom group's frames.
    var siblingGroup: Int32
}
