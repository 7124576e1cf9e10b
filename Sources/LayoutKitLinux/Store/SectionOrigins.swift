import Foundation

/// Where each section starts along the scroll axis: the store keeps each section's elements relative to its start, so a
/// change in one section's length moves every later section in O(log sections) without rewriting any (Docs/Solver.md,
/// "Incremental re-layout"; Docs/Performance.md, "One change"). Section *s* starts at `start + prefix(s)`, the advances
/// before it (a section's length plus `interSectionSpacing` when a section follows) added in the order of an
/// `AdvanceTree`: a solve and an update make the same additions, so an update gives bit for bit a fresh solve's frames.
struct SectionOrigins: Sendable {
    /// The advances, one leaf per section; across, each section's longest top-level group (Docs/Solver.md, step 4).
    private(set) var tree: AdvanceTree
    /// Where the first section starts: after the layout's extending boundary items.
    let start: CGFloat
    let interSectionSpacing: CGFloat
    let main: Axis
    let grid: PixelGrid
    /// The view's length across the scroll axis: the content is at least as long.
    let viewAcross: CGFloat
    /// Set for a right-to-left layout: the written elements are mirrored as they are read.
    var mirror: RightToLeftMirror?
    /// Section s's spans are `spanStarts[s]..<spanStarts[s + 1]`; the layout's own boundary items' follow the last.
    var spanStarts: [Int32] = []
    /// Per section, its elements' extent along the scroll axis relative to its start, and over all sections how far
    /// they reach before their start and past their advance: what a rect query widens its search by. An update only
    /// widens them: a wider search finds the same elements.
    var low: [CGFloat] = []
    var high: [CGFloat] = []
    var reachBefore: CGFloat = 0
    var reachAfter: CGFloat = 0
    /// How many sections advance by a negative length: the starts are then not in order, and a query looks at every section.
    private(set) var negativeAdvances = 0
    /// Each section's advance and longest group across, as the tree's leaves hold them.
    private(set) var advances: [CGFloat]
    private(set) var acrosses: [CGFloat]
    /// The indices in `FrameStore.elements` of the layout's own boundary items, kept absolute (an update places them again).
    var layoutItems: Range<Int> = 0..<0
    /// The pinned boundary items by index in `FrameStore.elements` (boxes relative to their section's start), pinned as
    /// they are read against the visible bounds `visibleStart…visibleEnd` along the scroll axis (Pinning.swift).
    var pinned: [Int: PinnedItem] = [:]
    private(set) var visibleStart: CGFloat = 0
    private(set) var visibleEnd: CGFloat = 0

    /// The visible bounds the pinned items are pinned against: from `bounds`' start (left to right), the view's length.
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

    /// Section `s`'s start along the scroll axis, unrounded: known as soon as the sections before it are placed.
    func origin(ofSection s: Int) -> CGFloat { start + tree.prefix(s) }

    /// Where the last section ends.
    var end: CGFloat { start + tree.total }

    /// The content's length across the scroll axis: the view's, or the longest group's if longer.
    var contentAcross: CGFloat { max(viewAcross, tree.longestAcross) }

    /// Records section `s`'s length and its longest group across the scroll axis.
    mutating func setSection(_ s: Int, length: CGFloat, longestAcross: CGFloat) {
        setLeaf(s, advance: advance(s, length: length), across: longestAcross)
    }

    /// As `setSection`, the leaf joining the tree at the next `settle()`, which makes the tree's sums once for the
    /// sections set in between (Docs/Performance.md, "Placing a section"). No start nor the end is read until then.
    mutating func setSectionUnsettled(_ s: Int, length: CGFloat, longestAcross: CGFloat) {
        guard keep(s, advance: advance(s, length: length), across: longestAcross) else { return }
        unsettled = unsettled.isEmpty ? s..<(s + 1) : min(unsettled.lowerBound, s)..<max(unsettled.upperBound, s + 1)
    }

    private func advance(_ s: Int, length: CGFloat) -> CGFloat { s < tree.count - 1 ? length + interSectionSpacing : length }

    /// The sections set by `setSectionUnsettled` since the tree last took their leaves.
    private var unsettled = 0..<0

    mutating func settle() {
        guard !unsettled.isEmpty else { return }
        let advances = self.advances, acrosses = self.acrosses
        tree.set(unsettled) { (advances[$0], acrosses[$0]) }
        unsettled = 0..<0
    }

    /// Sets section `s`'s leaf (what an update that throws puts back: the tree's sums follow from its leaves).
    mutating func setLeaf(_ s: Int, advance: CGFloat, across: CGFloat) {
        guard keep(s, advance: advance, across: across) else { return }
        tree.set(s, advance: advance, across: across)
    }

    /// Keeps section `s`'s leaf in `advances` and `acrosses`; false when there is no such section.
    private mutating func keep(_ s: Int, advance: CGFloat, across: CGFloat) -> Bool {
        guard s >= 0, s < tree.count else { return false }
        if advances[s] < 0 { negativeAdvances -= 1 }
        if advance < 0 { negativeAdvances += 1 }
        advances[s] = advance
        acrosses[s] = across
        return true
    }

    /// The sections whose elements may meet `lo...hi` along the scroll axis (left to right), in order, their reach
    /// before their start and past their advance included.
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
