import Foundation

/// A section's item and top-level group supplementaries (badges), made on demand from its group run as its cells are
/// (OnDemandCells.swift), rather than written one record per badge.
///
/// Why: a badge follows from its cell's frame, its top-level group's or its nested group's box (the template's, or a
/// measured instance's own, `nestedBoxes(ofGroup:in:)`), and nothing else, when none is estimated; in an orthogonal
/// row they are scrolled with its cells (`OnDemandCells.finished`) (`ItemSupplementaries.followTheirAnchors`). Writing them tied the cells to being written too, so a badged layout
/// paid a record per cell and per badge, and an incremental update re-solved it in full. Every frame made here is
/// the one `ItemSupplementaries.place` computes: the same attachments, anchor rects and placement rule
/// (`ItemSupplementaries.Attachment.anchor`, `ItemSupplementaries.frame`), snapped by the same grid, then the same
/// mirror. An estimated badge's size is the sizer's answer, asked once at solve time and kept by badge number
/// (`OnDemandCells.badgeSizes`), as a measured cell's box is.
/// `testStoreAnswersEqualTheEagerReference` compares them with badges placed eagerly over random layouts.
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
    /// What they were made from (`PageMemo.Key.badges`): the section's top-level group, the size it was arranged in, and
    /// the section's number of cells (which of the first group's badges exist, and so which kinds were recorded).
    let madeFrom: PageMemo.Key
    private let container: CGSize
    /// Whether a nested group carries a badge: in a measured run each group's nested boxes are then its own
    /// (`nestedBoxes(ofGroup:in:)`).
    let carriesNested: Bool

    /// - Parameters:
    ///   - kinds: the kind index of each attachment's supplementaries (`ElementStore.kind`).
    ///   - madeFrom, container: what the attachments and kinds were made from, and the group's container.
    init(attachments: [ItemSupplementaries.Attachment], kinds: [[UInt16]], grid: PixelGrid, madeFrom: PageMemo.Key, in container: CGSize) {
        self.madeFrom = madeFrom
        self.container = container
        carriesNested = attachments.contains { $0.nestedBox != nil }
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

    /// In a measured run, the boxes of group `g`'s nested groups as its own cells put them, in the attachments' order
    /// (`ItemSupplementaries.nestedBoxes`, from the instance arranged again as the solve arranged it,
    /// `SectionRun.arrangedMeasuredInstance`): what the written path anchors them to. Empty when no nested group carries
    /// a badge or the run is not measured: every group then has the template's nested boxes. O(the group's cells).
    func nestedBoxes(ofGroup g: Int, in run: SectionRun) -> [CGRect?] {
        // Arranging it again cannot throw: the solve (or the update that changed the run) arranged this instance from
        // these very boxes without an error, and the arrangement is a pure function of them.
        guard carriesNested, let top = run.measuredBox?.value.source.arranger.section.group,
              let instance = try? run.arrangedMeasuredInstance(g) else { return [] }
        return ItemSupplementaries(grid: grid).nestedBoxes(of: instance, top: top, container: container, count: attachments.count)
    }

    /// The frame of the group attachment `a` names, as it stands: a nested group's box (the group's own in `nested` when
    /// given, `nestedBoxes(ofGroup:in:)`, else the template's `templateBox`) placed at the top-level group's corner and
    /// snapped as a cell's is (Docs/Solver.md, step 3b; `ItemSupplementaries.Attachment.groupFrame`), or for none the
    /// top-level group's frame `bounds` itself.
    static func groupFrame(_ templateBox: CGRect?, attachment a: Int, nested: [CGRect?], in bounds: CGRect, finish: Finish) -> CGRect {
        guard let box = a < nested.count ? nested[a] : templateBox else { return bounds }
        return finish.placed(ItemSupplementaries.Attachment.groupFrame(box, in: bounds))
    }

    /// Where one group instance is: its number, its outer corner (unrounded), its frame, its first cell, and in a measured
    /// run its nested groups' own boxes (`nestedBoxes(ofGroup:in:)`).
    struct GroupPlace {
        let g: Int
        let origin: CGPoint
        let bounds: CGRect
        let first: Int
        var nested: [CGRect?] = []
    }

    /// Badge `entry` of the group at `place`, in section `section`, whose cells' frames relative to their groups are
    /// `relative` (`SectionRun.relativeFrames`): its record, finished by `finish` (anchored to its cell or group as
    /// placed, then placed itself, then scrolled and mirrored). Reads only what it needs: a copy of the run or of an
    /// entry for each badge cost more than the badge.
    /// `measured`: the sizer's answer for it (`OnDemandCells.badgeSizes`), nil when its size follows from its anchor.
    func record(_ entry: Int, in place: GroupPlace, relative: RelativeFrames, section: Int32, promotesZIndex: Bool, finish: Finish,
                measured: CGSize? = nil) -> ElementRecord {
        let a = entries[entry].attachment
        let (rect, sizing) = attachments[a].anchor(
            cellFrame: { finish.placed(relative.frame(item: place.first + $0, slot: $0), at: place.origin) },
            groupFrame: { Self.groupFrame($0, attachment: a, nested: place.nested, in: place.bounds, finish: finish) })
        let size = measured ?? DimensionResolver.resolve(entries[entry].supplementary.size, in: sizing, grid: grid)
        let frame = finish.finished(finish.placed(ItemSupplementaries.frame(of: entries[entry].supplementary, size: size, in: rect)))
        let z = ZIndex.stored(entries[entry].supplementary.zIndex)
        return ElementRecord(frame: frame, item: place.g &* entries[entry].ofItsKind &+ entries[entry].rank, section: section,
                             zIndex: promotesZIndex ? Decorations.promoted(z) : z, kind: entries[entry].kind, category: .supplementaryView)
    }
}

extension OnDemandCells {
    /// The number of badges made on demand (0 without them).
    var badgeCount: Int {
        guard let badges, run.instanceCount > 0 else { return 0 }
        let last = run.instanceCount - 1
        return last * badges.entries.count + badges.count(present: run.count - last * run.capacity)
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
        let present = min(run.capacity, run.count - g &* run.capacity)
        return present == run.capacity ? badges.entries.count : badges.count(present: present)
    }

    /// Where group `g` is, for its badges.
    func place(_ g: Int, at origin: CGPoint) -> OnDemandBadges.GroupPlace {
        OnDemandBadges.GroupPlace(g: g, origin: origin, bounds: run.bounds(g, at: origin), first: g &* run.capacity,
                                  nested: badges?.nestedBoxes(ofGroup: g, in: run) ?? [])
    }

    /// Entry `entry` of group `g`, finished (mirrored as the cells are); nil when the group does not hold it.
    private func badge(_ badges: OnDemandBadges, _ entry: Int, group g: Int) -> ElementRecord? {
        guard g < run.instanceCount, entry < badgesHeld(byGroup: g) else { return nil }
        return badges.record(entry, in: place(g, at: origin(g)), relative: run.relativeFrames, section: section, promotesZIndex: promotesZIndex,
                             finish: finish, measured: badgeSize(group: g, entry: entry))
    }

    /// The sizer's answer for entry `entry` of group `g` when the section's badges are measured (`badgeSizes`).
    @inline(__always)
    func badgeSize(group g: Int, entry: Int) -> CGSize? {
        guard !badgeSizes.isEmpty, let badges else { return nil }
        return badgeSizes[g &* badges.entries.count &+ entry]
    }

    /// Asks `sizer` the size of every badge, group after group in the order placed (Docs/Solver.md, "Self-sizing"),
    /// when some badge of the section is estimated: each is proposed the size its anchor resolves it to, as a cell is
    /// proposed its estimate, and its answer is kept by badge number (`badgeSizes`), as a measured cell's box is.
    /// `kept`: placing the section again (an update), the sizes it had and the groups the update arranged again: only
    /// those groups' badges are asked again (the others' anchors did not change).
    mutating func measureBadges(with sizer: SupplementarySizer, kept: (sizes: [CGSize], groups: Set<Int>)? = nil) throws {
        guard let badges, sizer.sizing != nil, badges.entries.contains(where: { sizer.measures($0.supplementary.size) }) else { return }
        let relative = run.relativeFrames, finish = self.finish, perGroup = badges.entries.count
        var sizes: [CGSize], groups: [Int]
        if let kept, kept.sizes.count == run.instanceCount * perGroup {
            sizes = kept.sizes
            groups = kept.groups.filter { $0 >= 0 && $0 < run.instanceCount }.sorted()
        } else {
            sizes = [CGSize](repeating: .zero, count: run.instanceCount * perGroup)
            groups = Array(0..<run.instanceCount)
        }
        for g in groups {
            let first = g &* run.capacity
            for entry in 0..<badgesHeld(byGroup: g) {
                let planned = badges.entries[entry], supplementary = planned.supplementary
                let sizing = badges.attachments[planned.attachment].anchor(
                    cellFrame: { finish.placed(relative.frame(item: first + $0, slot: $0), at: .zero) }, groupFrame: { _ in .zero }).sizing
                let resolved = DimensionResolver.resolve(supplementary.size, in: sizing, grid: badges.grid)
                sizes[g * perGroup + entry] = try sizer.measure(resolved, size: supplementary.size, kind: supplementary.kind,
                                                                indexPath: IndexPath(item: g &* planned.ofItsKind &+ planned.rank,
                                                                                     section: Int(section)))
            }
        }
        badgeSizes = sizes
    }

    /// Calls `body` with each badge of group `g` (at `origin`) that meets `query`, in the order placed: a group's
    /// badges are answered while its frame meets the rect, each where its own frame does (issue #13; CHARON cases
    /// 145-153), as the written badges' gated spans are.
    func forEachBadge(ofGroup g: Int, origin: CGPoint, meeting query: CGRect, overlay: HandlerOverlay, _ body: (ElementRecord) -> Void) {
        guard let badges else { return }
        let relative = run.relativeFrames, place = place(g, at: origin)
        for entry in 0..<badgesHeld(byGroup: g) {
            let record = Finish.overlaid(badges.record(entry, in: place, relative: relative, section: section, promotesZIndex: promotesZIndex,
                                                       finish: finish, measured: badgeSize(group: g, entry: entry)),
                                         by: overlay, mirror: mirror)
            if Geometry.overlaps(record.frame, query) { body(record) }
        }
    }

    /// Reads the badges in order, one group origin per group: the path `attributes` and `frames` take when iterated
    /// (`ElementWalk`), where `badge(at:)` would find each badge's group again.
    ///
    /// Each badge's placement (`ItemSupplementaries.Placement`: its size resolved and its anchors read) is worked out
    /// once for the run when it is the same in every group: always for the top-level group's badges (their size
    /// resolves in the size the group was laid out in), and for a cell's when the run repeats its template (every
    /// instance of a slot has that slot's size). A measured run's cells each have their own size: their badges'
    /// placements are worked out badge by badge, as `OnDemandBadges.record` does. Then a badge costs its anchor (the
    /// cell's frame, or the group's), the rule's sums and the snapping; the records' other fields are read from the
    /// plan, and `fill` writes frames without making records (`Array(solution.frames)`).
    struct BadgeCursor {
        /// One badge of a full group, as the cursor makes it. Plain values only: reading one copies no reference (its
        /// supplementary's description, with the kind's string, stays in `supplementaries`).
        private struct Planned {
            let target: ItemSupplementaries.Attachment.Target
            /// Index into the badges' attachments.
            let attachment: Int
            /// nil: the size depends on the cell's own (a measured run); the supplementary is then placed badge by badge.
            let placement: ItemSupplementaries.Placement?
            let kind: UInt16
            let rank: Int
            let ofItsKind: Int
            let zIndex: Int32
        }

        private let cells: OnDemandCells
        private let plan: [Planned]
        /// Each planned badge's description, for those placed badge by badge.
        private let supplementaries: [SupplementaryDescription]
        private let relative: RelativeFrames
        private let finish: Finish
        /// The sizer's answers, by badge number (`OnDemandCells.badgeSizes`); empty when none is measured.
        private let measured: [CGSize]
        private let instances: Int
        /// Whether a badge anchors to the top-level group: only then is each group's frame worked out.
        private let anchorsToGroups: Bool
        /// The badges not read yet.
        private(set) var left: Int
        private var g = -1
        private var entry = 0
        private var held = 0
        private var origin = CGPoint.zero
        private var bounds = CGRect.zero
        private var first = 0
        /// The current group's nested boxes in a measured run (`OnDemandBadges.nestedBoxes(ofGroup:in:)`).
        private var nested: [CGRect?] = []

        init(_ cells: OnDemandCells) {
            self.cells = cells
            relative = cells.run.relativeFrames
            measured = cells.badgeSizes
            instances = cells.run.instanceCount
            left = cells.badgeCount
            guard let badges = cells.badges else {
                plan = []
                supplementaries = []
                finish = cells.finish
                anchorsToGroups = false
                return
            }
            anchorsToGroups = badges.attachments.contains { attachment in
                if case .leaf = attachment.target { return false }
                return true
            }
            let grid = badges.grid, relative = self.relative, promotes = cells.promotesZIndex, finish = cells.finish
            // The frames of one slot's cells differ from group to group only where the group is (`perSlot`).
            let sameInEveryGroup: Bool
            if case .perSlot = relative { sameInEveryGroup = true } else { sameInEveryGroup = false }
            self.finish = finish
            supplementaries = badges.entries.map(\.supplementary)
            plan = badges.entries.map { entry in
                let target = badges.attachments[entry.attachment].target
                var placement: ItemSupplementaries.Placement?
                var isCell = false
                if case .leaf = target { isCell = true }
                if sameInEveryGroup || !isCell {
                    // The size the badge resolves in does not depend on where the group is: read it from the anchor of
                    // a group placed at zero.
                    let sizing = target.anchor(cellFrame: { finish.placed(relative.frame(item: $0, slot: $0), at: .zero) },
                                               groupFrame: { _ in .zero }).sizing
                    placement = ItemSupplementaries.Placement(of: entry.supplementary,
                                                             size: DimensionResolver.resolve(entry.supplementary.size, in: sizing, grid: grid))
                }
                let z = ZIndex.stored(entry.supplementary.zIndex)
                return Planned(target: target, attachment: entry.attachment, placement: placement, kind: entry.kind,
                               rank: entry.rank, ofItsKind: entry.ofItsKind, zIndex: promotes ? Decorations.promoted(z) : z)
            }
        }

        /// The next badge; nil after the last.
        mutating func next() -> ElementRecord? {
            while entry >= held {
                guard left > 0, enterNextGroup() else { return nil }
            }
            let planned = entry
            entry += 1
            left -= 1
            return ElementRecord(frame: frame(planned), item: g &* plan[planned].ofItsKind &+ plan[planned].rank, section: cells.section,
                                 zIndex: plan[planned].zIndex, kind: plan[planned].kind, category: .supplementaryView)
        }

        /// Writes the next badges' frames into `buffer` from `start` (uninitialised memory), as many as fit or remain, a
        /// group at a time: the bulk path of `Array(solution.frames)`. Returns how many it wrote.
        mutating func fill(_ buffer: UnsafeMutableBufferPointer<CGRect>, from start: Int) -> Int {
            guard let base = buffer.baseAddress else { return 0 }
            var k = start
            while left > 0 && k < buffer.count {
                if entry >= held {
                    guard enterNextGroup() else { break }
                    continue
                }
                let take = min(held - entry, buffer.count - k)
                for j in 0..<take { (base + k + j).initialize(to: frame(entry + j)) }
                entry += take
                left -= take
                k += take
            }
            return k - start
        }

        /// Moves to the next group: its origin, frame, first cell and the badges it holds. False after the last.
        private mutating func enterNextGroup() -> Bool {
            guard g + 1 < instances else {
                left = 0
                return false
            }
            g += 1
            origin = cells.origin(g)
            if anchorsToGroups { bounds = cells.run.bounds(g, at: origin) }
            if let badges = cells.badges, badges.carriesNested { nested = badges.nestedBoxes(ofGroup: g, in: cells.run) }
            first = g &* cells.run.capacity
            held = cells.badgesHeld(byGroup: g)
            entry = 0
            return true
        }

        /// Badge `entry` of the current group, finished: `OnDemandBadges.record`'s frame, with the placement read from the
        /// plan when it is the same in every group.
        @inline(__always)
        private func frame(_ entry: Int) -> CGRect {
            let finish = self.finish, origin = self.origin, first = self.first, bounds = self.bounds, relative = self.relative
            let a = plan[entry].attachment, nested = self.nested
            let (rect, sizing) = plan[entry].target.anchor(cellFrame: { finish.placed(relative.frame(item: first + $0, slot: $0), at: origin) },
                                                           groupFrame: { OnDemandBadges.groupFrame($0, attachment: a, nested: nested, in: bounds, finish: finish) })
            let placement = measured.isEmpty ? plan[entry].placement
                ?? ItemSupplementaries.Placement(of: supplementaries[entry],
                                                 size: DimensionResolver.resolve(supplementaries[entry].size, in: sizing, grid: finish.grid))
                : ItemSupplementaries.Placement(of: supplementaries[entry], size: measured[g &* plan.count &+ entry])
            return finish.finished(finish.placed(placement.frame(in: rect)))
        }
    }
}
