import Foundation

/// The measure pass's questions to `LayoutContext.sizing` for one section's cells (Docs/Solver.md, "Self-sizing";
/// the rule of what is asked and how the answer is merged is `MeasurePass`'s): one request, made once and rewritten
/// in place for each cell, because making a request and an index path, and destroying them, for every cell cost more
/// than the rest of measuring it (Docs/Performance.md).
struct CellQuestions {
    let sizing: (SizingRequest) -> CGSize
    let section: Int
    /// The request for the section's cells, `[section, item]`, made once: each cell's question rewrites its item,
    /// proposed size and axes in place (`IndexPath(item:section:)`'s index path, without making a request and an
    /// index path, and destroying them, for every cell).
    private var request: SizingRequest
    /// The item the request's index path holds: after each question it is rewritten for the next item, the one
    /// asked next in almost every pass (`cell`).
    private var prepared = 0
    /// Where the request's index path keeps its item, when known: rewritten with one store (`IndexPathItemSlot`).
    private let itemSlot = IndexPathItemSlot.found

    init(sizing: @escaping (SizingRequest) -> CGSize, section: Int) {
        self.sizing = sizing
        self.section = section
        request = SizingRequest(indexPath: IndexPath(item: 0, section: section), category: .cell, elementKind: nil,
                                proposedSize: .zero, estimatedAxes: [])
    }

    /// The measured box of cell `item`: `box` with its estimated axes replaced by the answer to "how big is this
    /// cell in `proposed`" (its frame's size; content insets are ignored on estimated axes, so the answer is the
    /// box's length there).
    mutating func cell(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis) throws -> CGSize {
        // The request is copied for the call right after it is written, and the copy's wide loads cannot take bytes
        // from narrower stores still in flight: they wait for them to reach the cache (perf: a third of the measure
        // loop's samples sat on those loads). So nothing is written just before the call that can be written
        // earlier: the index path is rewritten for the next item after each question (the request's index path
        // was made by `IndexPath(item:section:)`: it has two indexes, so `[1]` is its item; `setItem`), and the
        // proposed size and axes only when they change (cells of one slot share them). ≈ 5 ns a cell (Docs/Performance.md).
        if prepared != item { setItem(item) }
        if request.proposedSize != proposed { request.proposedSize = proposed }
        if request.estimatedAxes != axes { request.estimatedAxes = axes }
        let answer = sizing(request)
        setItem(item &+ 1)
        prepared = item &+ 1
        return try MeasurePass.cell(item, section: section, answer: answer, box: box, axes: axes)
    }

    /// Rewrites the request's item: one store where the index path keeps it (`IndexPathItemSlot`), else Foundation's setter.
    @inline(__always)
    private mutating func setItem(_ item: Int) {
        if let itemSlot { itemSlot.write(item, into: &request.indexPath) } else { request.indexPath[1] = item }
    }
}
