import Foundation

/// The measure pass (Docs/Solver.md, "Self-sizing"): asks `LayoutContext.sizing` for the preferred size of a cell that has
/// an estimated dimension, once per cell, with UIKit's proposed size: the slot's length on the non-estimated axes
/// and the estimate on the estimated ones. Only the estimated axes of the answer are used
/// ([CHARON facts]: "takes the cell's preferred size on that axis only").
///
/// A supplementary is measured the same way (`SupplementarySizer`): `category` and `elementKind` say which element is asked.
struct MeasurePass {
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
        return try Self.merge(answer, into: box, axes: axes) { "section \(section) > item \(item)" }
    }

    /// Rewrites the request's item: one store where the index path keeps it (`IndexPathItemSlot`), else Foundation's setter.
    @inline(__always)
    private mutating func setItem(_ item: Int) {
        if let itemSlot { itemSlot.write(item, into: &request.indexPath) } else { request.indexPath[1] = item }
    }

    /// The measured box of any element (a supplementary): the same question, in a request made for it.
    static func element(_ indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?, box: CGSize,
                        proposed: CGSize, axes: UIAxis, sizing: (SizingRequest) -> CGSize) throws -> CGSize {
        let answer = sizing(SizingRequest(indexPath: indexPath, category: category, elementKind: kind,
                                          proposedSize: proposed, estimatedAxes: axes))
        return try Self.merge(answer, into: box, axes: axes) {
            let name = category == .cell ? "item \(indexPath.item)" : "\(kind ?? "") \(indexPath.item)"
            return "section \(indexPath.section) > \(name)"
        }
    }

    /// `proposed` with the estimated axes taken from `answer`. A length that is not finite or is negative is not
    /// a size: it throws rather than placing a cell at infinity. `path` is made only then.
    static func merge(_ answer: CGSize, into proposed: CGSize, axes: UIAxis, path: () -> String) throws -> CGSize {
        var size = proposed
        if axes.contains(.horizontal) { size.width = try valid(answer.width, answer, path) }
        if axes.contains(.vertical) { size.height = try valid(answer.height, answer, path) }
        return size
    }

    private static func valid(_ length: CGFloat, _ answer: CGSize, _ path: () -> String) throws -> CGFloat {
        // Finite, 0 or more and within the length limit (LayoutLimits), in two comparisons (both false for NaN).
        guard length >= 0, length <= LayoutLimits.maximumLength else {
            throw LayoutError(path: path(), message: "the sizing function answered \(describe(answer)); a measured "
                + "length must be finite, 0 or more and at most \(formatPoints(LayoutLimits.maximumLength)) points")
        }
        return length
    }
}

extension Axis {
    var uiAxis: UIAxis { self == .horizontal ? .horizontal : .vertical }
}
