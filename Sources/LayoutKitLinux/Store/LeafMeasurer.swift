import Foundation

/// The measure pass's view of a top-level group instance's cells in data order (Docs/Solver.md, step 3c): the cell at
/// `next` is item `next`; cells at or past `count` (a partial last group) keep their estimate. Every measured box is
/// kept in `boxes`, so re-arranging an instance never asks the sizer again.
struct LeafMeasurer<Answers: MeasuredBoxSource>: InstanceCells {
    var next: Int
    /// Per item: its measured box (`.zero` when not measured), in storage the caller owns for the pass (no uniqueness
    /// check); cells skipped (`skip`) are not written, so such storage starts zeroed.
    let boxes: UnsafeMutableBufferPointer<CGSize>
    var answers: Answers

    var count: Int { boxes.count }

    /// The box of the next cell, in slot `slot`, its entry in `boxes` written. Inlined: a call would copy the entry.
    @inline(__always)
    mutating func leaf(_ slot: SlotFacts) throws -> CGSize {
        defer { next += 1 }
        // 0 ≤ next < count, in one comparison.
        guard UInt(bitPattern: next) < UInt(bitPattern: count) else { return slot.box }
        guard !slot.axes.isEmpty else {
            boxes[next] = .zero
            return slot.box
        }
        // The cell is asked in its frame's size: UIKit sizes the cell, not its slot (CHARON sized cases 6 and 13).
        let measured = try answers.box(next, box: slot.box, proposed: slot.cell, axes: slot.axes, kept: Answers.readsKept ? boxes[next] : .zero)
        boxes[next] = measured
        return measured
    }

    mutating func skip(_ cells: Int) { next += cells }
}
