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
        /// Its number among the group's badges of its kind, and how many of its kind a full group holds: its item is
        /// `group × ofItsKind + rank`.
        let rank: Int
        var ofItsKind = 0
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
        for index in entries.indices { entries[index].ofItsKind = byKind[entries[index].kind]?.count ?? 0 }
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

    /// Where one group instance is: its number, its outer corner (unrounded), its frame and its first cell.
    struct GroupPlace {
        let g: Int
        let origin: CGPoint
        let bounds: CGRect
        let first: Int
    }

    /// Badge `entry` of the group at `place`, in section `section`, whose cells' frames relative to their groups are
    /// `relative` (`SectionRun.relativeFrames`): its record as written, unmirrored. Reads only what it needs: a copy of the
    /// run or of an entry for each badge cost more than the badge.
    func record(_ entry: Int, in place: GroupPlace, relative: RelativeFrames, section: Int32, promotesZIndex: Bool) -> ElementRecord {
        let grid = self.grid
        let (rect, sizing) = attachments[entries[entry].attachment].anchor(
            cellFrame: { grid.place(relative.frame(item: place.first + $0, slot: $0), at: place.origin) },
            groupFrame: { _ in place.bounds })
        let size = DimensionResolver.resolve(entries[entry].supplementary.size, in: sizing, grid: grid)
        let frame = grid.snapped(ItemSupplementaries.frame(of: entries[entry].supplementary, size: size, in: rect))
        let z = ZIndex.stored(entries[entry].supplementary.zIndex)
        return ElementRecord(frame: frame, item: place.g &* entries[entry].ofItsKind &+ entries[entry].rank, section: section,
                             zIndex: promotesZIndex ? Decorations.promoted(z) : z, kind: entries[entry].kind, category: .supplementaryView)
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

    /// How many badges group `g` holds: every entry, but in a partial last group only those of its present cells.
    func badgesHeld(byGroup g: Int) -> Int {
        guard let badges else { return 0 }
        let present = min(state.capacity, state.count - g &* state.capacity)
        return present == state.capacity ? badges.entries.count : badges.count(present: present)
    }

    /// Where group `g` is, for its badges.
    func place(_ g: Int, at origin: CGPoint) -> OnDemandBadges.GroupPlace {
        OnDemandBadges.GroupPlace(g: g, origin: origin, bounds: state.bounds(g, at: origin), first: g &* state.capacity)
    }

    /// Entry `entry` of group `g`, finished (mirrored as the cells are); nil when the group does not hold it.
    private func badge(_ badges: OnDemandBadges, _ entry: Int, group g: Int) -> ElementRecord? {
        guard g < state.instanceCount, entry < badgesHeld(byGroup: g) else { return nil }
        var record = badges.record(entry, in: place(g, at: origin(g)), relative: state.relativeFrames, section: section, promotesZIndex: promotesZIndex)
        record.frame = finished(record.frame)
        return record
    }

    /// Calls `body` with each badge of group `g` (at `origin`) that meets `query`, in the order placed: a group's
    /// badges are answered while its frame meets the rect, each where its own frame does (issue #13; CHARON cases
    /// 145-153), as the written badges' gated spans are.
    func forEachBadge(ofGroup g: Int, origin: CGPoint, meeting query: CGRect, _ body: (ElementRecord) -> Void) {
        guard let badges else { return }
        let relative = state.relativeFrames, place = place(g, at: origin)
        for entry in 0..<badgesHeld(byGroup: g) {
            var record = badges.record(entry, in: place, relative: relative, section: section, promotesZIndex: promotesZIndex)
            record.frame = finished(record.frame)
            if Geometry.overlaps(record.frame, query) { body(record) }
        }
    }

    /// Reads the badges in order, one group origin per group: the path `attributes` and `frames` take when iterated
    /// (`ElementWalk`), where `badge(at:)` would find each badge's group again.
    struct BadgeCursor {
        private let cells: OnDemandCells
        private let badges: OnDemandBadges?
        private let relative: RelativeFrames
        private let instances: Int
        private var g = -1
        private var entry = 0
        private var held = 0
        private var place = OnDemandBadges.GroupPlace(g: 0, origin: .zero, bounds: .zero, first: 0)

        init(_ cells: OnDemandCells) {
            self.cells = cells
            badges = cells.badges
            relative = cells.state.relativeFrames
            instances = cells.state.instanceCount
        }

        /// The next badge; nil after the last.
        mutating func next() -> ElementRecord? {
            guard let badges else { return nil }
            while entry >= held {
                g += 1
                guard g < instances else { return nil }
                place = cells.place(g, at: cells.origin(g))
                held = cells.badgesHeld(byGroup: g)
                entry = 0
            }
            var record = badges.record(entry, in: place, relative: relative, section: cells.section, promotesZIndex: cells.promotesZIndex)
            record.frame = cells.finished(record.frame)
            entry += 1
            return record
        }
    }
}
