import Foundation

/// The measure pass's questions to `LayoutContext.sizing` for one section's cells (Docs/Solver.md, "Self-sizing"; the
/// rule is `MeasurePass`'s): one request rewritten in place for each cell, as making one per cell cost more than the
/// rest of measuring it (Docs/Performance.md, "Where the self-sized time went").
struct CellQuestions {
    let sizing: (SizingRequest) -> CGSize
    let section: Int
    private var request: SizingRequest
    /// The item the request's index path holds: rewritten after each question for the next item, almost always asked next.
    private var prepared = 0
    private let itemSlot = IndexPathItemSlot.found

    init(sizing: @escaping (SizingRequest) -> CGSize, section: Int) {
        self.sizing = sizing
        self.section = section
        request = SizingRequest(indexPath: IndexPath(item: 0, section: section), category: .cell, elementKind: nil,
                                proposedSize: .zero, estimatedAxes: [])
    }

    /// The measured box of cell `item`: `box` with its estimated axes replaced by the answer for `proposed` (content
    /// insets are ignored on estimated axes).
    mutating func cell(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis) throws -> CGSize {
        // Nothing is written just before the call that can be written earlier: the copy's wide loads would wait for the
        // narrower stores to reach the cache (same section). So the item is rewritten after each question, the
        // proposed size and axes only when they change.
        if prepared != item { setItem(item) }
        if request.proposedSize != proposed { request.proposedSize = proposed }
        if request.estimatedAxes != axes { request.estimatedAxes = axes }
        let answer = sizing(request)
        setItem(item &+ 1)
        prepared = item &+ 1
        return try MeasurePass.cell(item, section: section, answer: answer, box: box, axes: axes)
    }

    /// Rewrites the request's item: one store where the index path keeps it, else Foundation's setter (its `[1]`).
    @inline(__always)
    private mutating func setItem(_ item: Int) {
        if let itemSlot { itemSlot.write(item, into: &request.indexPath) } else { request.indexPath[1] = item }
    }
}
