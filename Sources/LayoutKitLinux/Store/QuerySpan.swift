import Foundation

/// A run of elements that `layoutAttributesForElements(in:)` answers together: a top-level group instance's
/// cells, answered only where they lie inside the group's frame (Docs/Solver.md, step 6); its item and group
/// supplementaries, answered whole, but only while the group's frame meets the rect (`gate`; issue #13, CHARON
/// cases 145-153); a single supplementary or decoration (`clip` is nil: the whole frame counts); or a whole
/// section's cells made on demand (`run`: an index into `LayoutSolution.runs`, which answers for its groups itself).
///
/// 48 bytes: the clip or gate, when there is one, is always the span's own bounds, so it is a flag; the element
/// range is kept in 32 bits.
struct QuerySpan: Equatable, Sendable {
    var bounds: CGRect
    private var first: Int32
    private var end: Int32
    private var clipped: Bool
    /// Decorations are answered when their frame meets or merely touches the rect.
    var touching: Bool
    private var isRun: Bool = false
    private var gated: Bool = false

    init(bounds: CGRect, clipped: Bool, elements: Range<Int>, touching: Bool) {
        self.bounds = bounds
        self.first = Int32(clamping: elements.lowerBound)
        self.end = Int32(clamping: elements.upperBound)
        self.clipped = clipped
        self.touching = touching
    }

    /// The supplementaries of the top-level group instance whose frame is `bounds`: each is answered where its own
    /// frame meets the rect, but only while the group's frame does too.
    init(groupBounds bounds: CGRect, supplementaries: Range<Int>) {
        self.init(bounds: bounds, clipped: false, elements: supplementaries, touching: false)
        gated = true
    }

    /// The span of a section whose cells are made on demand; `bounds` is the run's extent (`OnDemandCells.extent`).
    init(bounds: CGRect, run: Int) {
        self.init(bounds: bounds, clipped: false, elements: run..<run, touching: false)
        isRun = true
    }

    /// The group's frame when the span is a group instance's cells, which count only inside it.
    var clip: CGRect? { clipped ? bounds : nil }
    /// The group's frame when the span is a group instance's supplementaries, which count only while it meets the rect.
    var gate: CGRect? { gated ? bounds : nil }
    /// Whether the span is a group instance's cells or supplementaries (`clip` or `gate` set): the plain store writes
    /// those placed already in a layout whose sections move whole (FrameStore+SectionOrigins.swift).
    var isPlaced: Bool { clipped || gated }

    /// The same span with its elements `base` further on (a store's spans moved into the solution's numbering).
    func shifted(by base: Int) -> QuerySpan {
        var span = self
        span.first = Int32(clamping: Int(first) + base)
        span.end = Int32(clamping: Int(end) + base)
        return span
    }
    /// Indices into `LayoutSolution.elements` (empty for a run).
    var elements: Range<Int> { isRun ? 0..<0 : Int(first)..<Int(end) }
    /// The index into `LayoutSolution.runs` when the span stands for a section's cells made on demand.
    var run: Int? { isRun ? Int(first) : nil }
}
