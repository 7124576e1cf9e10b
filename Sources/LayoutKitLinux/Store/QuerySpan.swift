import Foundation

/// Elements `layoutAttributesForElements(in:)` answers together (Docs/Solver.md, step 6): a supplementary, a section's
/// decorations (`touching`), or a section's cells and badges (`run`, which answers for its groups). 48 bytes.
struct QuerySpan: Equatable, Sendable {
    var bounds: CGRect
    private var first: Int32
    private var end: Int32
    /// Decorations are answered when their frame meets or merely touches the rect.
    var touching: Bool
    private var isRun: Bool = false

    init(bounds: CGRect, elements: Range<Int>, touching: Bool) {
        self.bounds = bounds
        self.first = Int32(clamping: elements.lowerBound)
        self.end = Int32(clamping: elements.upperBound)
        self.touching = touching
    }

    /// A section's run; `bounds` is its extent (`OnDemandCells.extent`).
    init(bounds: CGRect, run: Int) {
        self.init(bounds: bounds, elements: run..<run, touching: false)
        isRun = true
    }

    /// Indices into `FrameStore.elements` (empty for a run).
    var elements: Range<Int> { isRun ? 0..<0 : Int(first)..<Int(end) }
    /// The index into `FrameStore.runs`.
    var run: Int? { isRun ? Int(first) : nil }
}
