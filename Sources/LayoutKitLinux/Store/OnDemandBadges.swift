import Foundation

/// A section's item and top-level group supplementaries (badges), made on demand from its group run as its cells are
/// (OnDemandCells.swift), rather than written one record per badge.
///
/// Why: a badge follows from its cell's frame, or its top-level group's, and nothing else when no nested group
/// carries one, none is estimated and the section does not scroll orthogonally
/// (`ItemSupplementaries.followTheirAnchors`). Writing them tied the cells to being written too, so a badged layout
/// paid a record per cell and per badge, and an incremental update re-solved it in full. Every frame made here is
/// the one `ItemSupplementaries.place` writes: the same attachments, anchor rects and placement rule
/// (`ItemSupplementaries.Attachment.anchor`, `ItemSupplementaries.frame`), snapped by the same grid, then the same
/// mirror; `testCellsMadeOnDemandEqualWrittenCells` compares the two over random layouts.
///
/// Order and numbering are the written ones: group by group, in the template's attachment order (the top-level
/// group's first, then the cells' by slot), each badge numbered from 0 per kind per section. A partial last group
/// holds the badges of its present cells: a prefix of the template's, since the cells' attachments come in slot order.
struct OnDemandBadges: Sendable {
    struct Entry: Sendable {
        /// Index into `attachments`.
        let attachment: Int
        let supplementary: SupplementaryDescription
        let kind: UInt16
        /// Its number among the group's badges of its kind: its item is `group × perGroup(kind) + rank`.
        let rank: Int
    }
    let attachments: [ItemSupplementaries.Attachment]
    /// Every badge of one full group instance, in the order placed.
    let entries: [Entry]
    /// The entries of each kind, in order (`byKind[kind][rank]`).
    let byKind: [UInt16: [Int]]
    let grid: PixelGrid

    /// - Parameter kinds: the kind index of each attachment's supplementaries (`ElementStore.kind`).
    init(attachments: [ItemSupplementaries.Attachment], kinds: [[UInt16]], grid: PixelGrid) {
        var entries: [Entry] = [], byKind: [UInt16: [Int]] = [:]
        for (a, attachment) in attachments.enumerated() {
            for (s, supplementary) in attachment.supplementaries.enumerated() {
                let kind = kinds[a][s]
                entries.append(Entry(attachment: a, supplementary: supplementary, kind: kind, rank: byKind[kind, default: []].count))
                byKind[kind, default: []].append(entries.count - 1)
            }
        }
        self.attachments = attachments
        self.entries = entries
        self.byKind = byKind
        self.grid = grid
    }

    /// The badges a group instance holds when `present` of its cells exist (all of them in a full group).
    func count(present: Int) -> Int {
        var n = 0
        while n < entries.count, attachments[entries[n].attachment].firstSlot < present { n += 1 }
        return n
    }

    /// Badge `entry` of group `g`, whose outer corner is `origin`, of the cells `cells`: its record as written, unmirrored.
    func record(_ entry: Int, group g: Int, origin: CGPoint, of cells: OnDemandCells) -> ElementRecord {
        let state = cells.state
        let e = entries[entry]
        let first = g &* state.capacity
        let (rect, sizing) = attachments[e.attachment].anchor(cellFrame: { state.absolute(state.relativeFrame(first + $0), at: origin) },
                                                               groupFrame: { _ in state.bounds(g, at: origin) })
        let size = DimensionResolver.resolve(e.supplementary.size, in: sizing, grid: grid)
        let frame = grid.snapped(ItemSupplementaries.frame(of: e.supplementary, size: size, in: rect))
        let z = ZIndex.stored(e.supplementary.zIndex)
        return ElementRecord(frame: frame, item: g &* (byKind[e.kind]?.count ?? 0) &+ e.rank, section: cells.section,
                             zIndex: cells.promotesZIndex ? Decorations.promoted(z) : z, kind: e.kind, category: .supplementaryView)
    }
}

extension OnDemandCells {
    /// The number of badges made on demand (0 without them).
    var badgeCount: Int {
        guard let badges, state.instanceCount > 0 else { return 0 }
        let last = state.instanceCount - 1
        return last * badges.entries.count + badges.count(present: state.count - last * state.capacity)
    }

    /// Badge `index` in the order they are placed (0 ≤ index < badgeCount).
    func badge(at index: Int) -> ElementRecord? {
        guard let badges, !badges.entries.isEmpty else { return nil }
        let g = index / badges.entries.count
        return badge(badges, index - g * badges.entries.count, group: g)
    }

    /// The badge of kind `kind` numbered `item`, if the section has it.
    func badge(kind: UInt16, item: Int) -> ElementRecord? {
        guard let badges, let ofKind = badges.byKind[kind], !ofKind.isEmpty, item >= 0 else { return nil }
        let g = item / ofKind.count
        return badge(badges, ofKind[item - g * ofKind.count], group: g)
    }

    /// Entry `entry` of group `g`, finished (mirrored as the cells are); nil when the group does not hold it.
    private func badge(_ badges: OnDemandBadges, _ entry: Int, group g: Int) -> ElementRecord? {
        guard g < state.instanceCount, entry < badges.count(present: min(state.capacity, state.count - g * state.capacity)) else { return nil }
        var record = badges.record(entry, group: g, origin: origin(g), of: self)
        record.frame = finished(record.frame)
        return record
    }

    /// Calls `body` with each badge of group `g` (at `origin`) that meets `query`, in the order placed: a group's
    /// badges are answered while its frame meets the rect, each where its own frame does (issue #13; CHARON cases
    /// 145-153), as the written badges' gated spans are.
    func forEachBadge(ofGroup g: Int, origin: CGPoint, meeting query: CGRect, _ body: (ElementRecord) -> Void) {
        guard let badges else { return }
        for entry in 0..<badges.count(present: min(state.capacity, state.count - g * state.capacity)) {
            var record = badges.record(entry, group: g, origin: origin, of: self)
            record.frame = finished(record.frame)
            if Geometry.overlaps(record.frame, query) { body(record) }
        }
    }
}
