import Foundation

/// Where a measured cell's box comes from: the sizer, new answers, or the kept boxes. A generic parameter rather than a
/// closure, so that the solve's loop over cells calls the sizer directly.
protocol MeasuredBoxSource {
    /// The measured box of cell `item`, given its proposed box, the cell's proposed size (the box less its content insets
    /// on the non-estimated axes), its estimated axes and the box kept for it (`.zero` unless `readsKept`).
    mutating func box(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis, kept: CGSize) throws -> CGSize
    /// Whether `box` reads `kept`: only then is it read from storage (a first pass's is uninitialised).
    static var readsKept: Bool { get }
}

/// The answers of a solve's measure pass: each measured cell is asked once.
struct BoxesFromSizer: MeasuredBoxSource {
    var pass: CellQuestions
    var measuring = true

    /// The scrolled-through scope: measuring stops for good at the first top-level group that starts (its leading edge
    /// spacing included) at or past `limit` (Docs/Solver.md, "Self-sizing" [CHARON sized 14-18]); nil: never.
    mutating func stopMeasuring(atGroupStart start: CGFloat, limit: CGFloat?) {
        if let limit, measuring, Self.stops(atGroupStart: start, limit: limit) { measuring = false }
    }

    @inline(__always)
    static func stops(atGroupStart start: CGFloat, limit: CGFloat) -> Bool { start >= limit }

    static var readsKept: Bool { false }
    mutating func box(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis, kept: CGSize) throws -> CGSize {
        measuring ? try pass.cell(item, box: box, proposed: proposed, axes: axes) : box
    }
}

/// The answers of an incremental re-layout: a cell with a new answer takes `merge(answer, proposed box, axes, item)`,
/// every other its kept box.
struct BoxesFromUpdate: MeasuredBoxSource {
    let given: [Int: CGSize]
    let merge: (CGSize, CGSize, UIAxis, Int) throws -> CGSize

    static var readsKept: Bool { true }
    mutating func box(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis, kept: CGSize) throws -> CGSize {
        guard let value = given[item] else { return kept }
        return try merge(value, box, axes, item)
    }
}

/// The answers of arranging a measured instance again: every cell's kept box (`SectionRun.arrangedMeasuredInstance`).
struct BoxesAsKept: MeasuredBoxSource {
    static var readsKept: Bool { true }
    mutating func box(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis, kept: CGSize) throws -> CGSize { kept }
}
