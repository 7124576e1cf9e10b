import Foundation

/// Where a measured group instance's cells get their boxes, one after another in data order (depth first,
/// Docs/Solver.md, step 3c): what `GroupSolver.arrangeInstance` reads. The kernel asks only for the next box; how it
/// is found (the sizer, an update's answers, boxes kept from an earlier pass) and where it is kept is the frame
/// store's (`LeafMeasurer`). A generic parameter rather than a closure, so that the loop over cells is specialised.
protocol InstanceCells {
    /// The box of the next cell, whose slot has the facts `slot`; `slot.box` for a cell past the section's end.
    mutating func leaf(_ slot: SlotFacts) throws -> CGSize
    /// Passes over `cells` cells that keep the template's boxes.
    mutating func skip(_ cells: Int)
}
