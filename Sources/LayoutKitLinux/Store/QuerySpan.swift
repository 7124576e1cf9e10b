import Foundation

/// A run of elements that `layoutAttributesForElements(in:)` answers together: a single supplementary (its whole
/// frame counts), a section's decorations (`touching`), or a whole section's cells and badges made on demand (`run`:
/// an index into `LayoutSolution.runs`, which answers for its groups itself, Docs/Solver.md, step 6).
///
/// 48 bytes: the element range is kept in 32 bits.
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

    /// The span of a section whose cells are made on demand; `bounds` is the run's extent (`OnDemandCells.extent`).
    init(bounds: CGRect, run: Int) {
        self.init(bounds: bounds, elements: run..<run, touching: false)
        isRun = true
    }

    /// Indices into `LayoutSolution.elements` (empty for a run).
    var elements: Range<Int> { isRun ? 0..<0 : Int(first)..<Int(end) }
    /// The index into `LayoutSolution.runs` when the span stands for a section's cells made on demand.
    var run: Int? { isRun ? Int(first) : nil }
}
