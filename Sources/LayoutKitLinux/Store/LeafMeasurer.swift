import Foundation

/// The measure pass's view of one top-level group instance's cells, in data order (depth first, Docs/Solver.md, step 3c):
/// the cell at `next` is item `next` of the section; cells at or past `count` do not exist (a partial last
/// group), and keep their estimate. Every measured cell's box is kept in `boxes` (by item), so that re-arranging
/// an instance never asks the sizer again.
struct LeafMeasurer<Answers: MeasuredBoxSource>: InstanceCells {
    var next: Int
    /// Per item of the section: its measured box (`.zero` for a cell that is not measured). A view of storage
    /// the caller owns for the length of the pass, one entry per item: written once per cell without an array's
    /// uniqueness check. Cells skipped (`skip`) are not written: storage that may be skipped starts zeroed.
    let boxes: UnsafeMutableBufferPointer<CGSize>
    var answers: Answers

    var count: Int { boxes.count }

    /// The box of the next cell, whose slot has the facts `slot`. Every existing cell's entry in `boxes` is written
    /// (`.zero` when it is not measured). Inlined into the loops over slots, which pass the slot's facts from the
    /// plan's table: a call would copy the whole table entry.
    @inline(__always)
    mutating func leaf(_ slot: SlotFacts) throws -> CGSize {
        defer { next += 1 }
        // 0 ≤ next < count, in one comparison.
        guard UInt(bitPattern: next) < UInt(bitPattern: count) else { return slot.box }
        guard !slot.axes.isEmpty else {
            boxes[next] = .zero
            return slot.box
        }
        // The cell is asked in the size of its frame: UIKit sizes the cell, not its slot (CHARON sized case 6:
        // 288-wide cells in 300-wide slots wrap as at 240, not as at 300 (case 13)).
        let measured = try answers.box(next, box: slot.box, proposed: slot.cell, axes: slot.axes, kept: Answers.readsKept ? boxes[next] : .zero)
        boxes[next] = measured
        return measured
    }

    mutating func skip(_ cells: Int) { next += cells }
}
