import Foundation

/// Where each section starts along the scroll axis: the frame store keeps every section's elements relative to the section's
/// start, and this keeps the starts, so that a change in one section's length moves every later section in
/// O(log sections) without rewriting any of them (Docs/Solver.md, "Incremental re-layout"; Docs/Performance.md,
/// "One change").
///
/// Section *s* starts at `start + prefix(s)`, the sum of the advances of the sections before it (a section's length
/// along the scroll axis plus the configuration's `interSectionSpacing` after it, when a section follows) added in
/// the order of an `AdvanceTree`. A solve and an update compute every start with the same additions in the same
/// order, so an update gives bit for bit the frames of a fresh solve. A position inside a section is the section's
/// start plus its position relative to the section, rounded to the pixel once, when it is read
/// (`FrameStore.resolved`), as a cell made on demand is.
struct SectionOrigins: Sendable {
    /// The advances, one leaf per section; across, each section's longest top-level group (the content's length
    /// across follows the longest, Docs/Solver.md, step 4).
    private(set) var tree: AdvanceTree
    /// Where the first section starts: after the layout's extending boundary items.
    let start: CGFloat
    let interSectionSpacing: CGFloat
    let main: Axis
    let grid: PixelGrid
    /// The view's length across the scroll axis: the content is at least as long.
    let viewAcross: CGFloat
    /// Set for a right-to-left layout: the written elements are mirrored as they are read (the content's width may
    /// change with an update).
    var mirror: RightToLeftMirror?
    /// The store's spans grouped by section, in section order: section s's are `spanStarts[s]..<spanStarts[s + 1]`;
    /// the layout's own boundary items' after the last section's, to the end.
    var spanStarts: [Int32] = []
    /// Per section, the least and greatest extent of its elements along the scroll axis relative to its start, and
    /// over all sections how far they reach before their start and past their advance: what a rect query widens its
    /// search of sections by. Only ever widened by an update, never narrowed: a wider search finds the same elements.
    var low: [CGFloat] = []
    var high: [CGFloat] = []
    var reachBefore: CGFloat = 0
    var reachAfter: CGFloat = 0
    /// How many sections advance by a negative length (a negative spacing or insets): the starts are then not in
    /// order, and a query looks at every section.
    private(set) var negativeAdvances = 0
    /// Each section's advance and longest group across, as the tree's leaves hold them.
    private(set) var advances: [CGFloat]
    private(set) var acrosses: [CGFloat]
    /// The indices in `FrameStore.elements` of the layout's own boundary items, placed after the sections at the
    /// layout's end (kept absolute: an update places them again).
    var layoutItems: Range<Int> = 0..<0
    /// The sections' pinned boundary items, by index in `FrameStore.elements` (their boxes relative to their section's
    /// start), pinned as they are read against the visible bounds `visibleStart…visibleEnd` along the scroll axis
    /// (Pinning.swift): a change that moves a section moves where its items stop.
    var pinned: [Int: PinnedItem] = [:]
    private(set) var visibleStart: CGFloat = 0
    private(set) var visibleEnd: CGFloat = 0

    /// The visible bounds the pinned items are pinned against: from `bounds`' start (left-to-right coordinates) along
    /// the scroll axis, the view's length (as `ElementStore.pin` takes them).
    mutating func pin(against bounds: CGRect, viewLength: CGFloat) {
        visibleStart = bounds.minAlong(main)
        visibleEnd = visibleStart + viewLength
    }

    init(sections: Int, start: CGFloat, interSectionSpacing: CGFloat, main: Axis, grid: PixelGrid, viewAcross: CGFloat) {
        tree = AdvanceTree(count: sections) { _ in (0, -CGFloat.infinity) }
        advances = [CGFloat](repeating: 0, count: sections)
        acrosses = [CGFloat](repeating: -.infinity, count: sections)
        self.start = start
        self.interSectionSpacing = interSectionSpacing
        self.main = main
        self.grid = grid
        self.viewAcross = viewAcross
    }

    var count: Int { tree.count }

    /// Section `s`'s start along the scroll axis, unrounded. Only the sections before `s` count, so it is known as
    /// soon as they are placed.
    func origin(ofSection s: Int) -> CGFloat { start + tree.prefix(s) }

    /// Where the last section ends.
    var end: CGFloat { start + tree.total }

    /// The content's length across the scroll axis: the view's, or the longest group's if longer.
    var contentAcross: CGFloat { max(viewAcross, tree.longestAcross) }

    /// Records section `s`'s length and its longest group across the scroll axis.
    mutating func setSection(_ s: Int, length: CGFloat, longestAcross: CGFloat) {
        guard s >= 0, s < tree.count else { return }
        setLeaf(s, advance: s < tree.count - 1 ? length + interSectionSpacing : length, across: longestAcross)
    }

    /// Records section `s`'s length as `setSection` does, its leaf joining the tree at the next `settle()`: a solve sets
    /// every section in turn and reads the tree only where a section needs its start (the scrolled-through limit) and once all are placed, so the
    /// tree's sums are made once for the sections set in between (`AdvanceTree.set(_:leaf:)`), not once a section each
    /// (Docs/Performance.md, "Placing a section"). Until settled, the tree (every start, the end) is not to be read.
    mutating func setSectionUnsettled(_ s: Int, length: CGFloat, longestAcross: CGFloat) {
        guard s >= 0, s < tree.count else { return }
        let advance = s < tree.count - 1 ? length + interSectionSpacing : length
        if advances[s] < 0 { negativeAdvances -= 1 }
        if advance < 0 { negativeAdvances += 1 }
        advances[s] = advance
        acrosses[s] = longestAcross
        unsettled = unsettled.isEmpty ? s..<(s + 1) : min(unsettled.lowerBound, s)..<max(unsettled.upperBound, s + 1)
    }

    /// The sections set by `setSectionUnsettled` since the tree last took their leaves.
    private var unsettled = 0..<0

    /// Puts the leaves set by `setSectionUnsettled` into the tree: afterwards it is what `setSection` for each would
    /// have made.
    mutating func settle() {
        guard !unsettled.isEmpty else { return }
        let advances = self.advances, acrosses = self.acrosses
        tree.set(unsettled) { (advances[$0], acrosses[$0]) }
        unsettled = 0..<0
    }

    /// Sets section `s`'s leaf as it is kept (`advances`, `acrosses`): what an update that throws puts back. The tree's
    /// sums are a function of its leaves, so putting the leaves back puts back every start.
    mutating func setLeaf(_ s: Int, advance: CGFloat, across: CGFloat) {
        guard s >= 0, s < tree.count else { return }
        if advances[s] < 0 { negativeAdvances -= 1 }
        if advance < 0 { negativeAdvances += 1 }
        advances[s] = advance
        acrosses[s] = across
        tree.set(s, advance: advance, across: across)
    }

    /// The sections whose elements may meet the stretch `lo...hi` of the scroll axis (left-to-right coordinates),
    /// in order: from the first whose advance, widened by how far any section's elements reach past it, gets to
    /// `lo`, to the last that starts (less how far elements reach before their start) at or before `hi`.
    func sections(meeting lo: CGFloat, _ hi: CGFloat) -> Range<Int> {
        guard tree.count > 0 else { return 0..<0 }
        let slack: CGFloat = 1
        guard negativeAdvances == 0 else { return 0..<tree.count }
        var first = tree.firstReaching(lo - start - reachAfter - slack)
        first = max(0, min(first, tree.count))
        var last = first
        while last < tree.count, origin(ofSection: last) - reachBefore - slack <= hi { last += 1 }
        return first..<last
    }
}
