import Foundation

/// A section's item and group supplementaries (badges), made on demand as its cells are: anchored to a cell's frame or
/// a group's box by the placement rule (`ItemSupplementaries.Attachment.anchor`, `ItemSupplementaries.frame`), then
/// finished; an estimated badge's size is the sizer's answer kept by badge number (`SectionPage.badgeSizes`).
/// Order: group by group, in the template's attachment order, numbered from 0 per kind per section; a partial last group
/// holds its present cells' badges, a prefix of the template's (the cells' attachments come in slot order).
struct OnDemandBadges: Sendable {
    struct Entry: Sendable {
        let attachment: Int
        let supplementary: SupplementaryDescription
        let kind: UInt16
        /// Its item is `group × ofItsKind + rank`.
        let rank: Int
        var ofItsKind = 0
    }
    let attachments: [ItemSupplementaries.Attachment]
    /// Every badge of one full group, in order.
    let entries: [Entry]
    /// The entries of each kind, in order (`byKind[kind][rank]`).
    let byKind: [UInt16: [Int]]
    let grid: PixelGrid
    /// What they were made from (`PageMemo.Key.badges`): the section's top-level group, its container and cell count.
    let madeFrom: PageMemo.Key
    private let container: CGSize
    /// Whether a nested group carries a badge (`nestedBoxes(ofGroup:in:)`).
    let carriesNested: Bool

    /// `kinds`: the kind index of each attachment's supplementaries (`ElementStore.kind`).
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

    /// In a measured run, group `g`'s own nested boxes in the attachments' order (else empty: the template's). O(its cells).
    func nestedBoxes(ofGroup g: Int, in run: SectionRun) -> [CGRect?] {
        // Cannot throw: the solve or update arranged this instance from these very boxes, and arranging is pure.
        guard carriesNested, let top = run.measuredBox?.value.source.arranger.section.group,
              let instance = try? run.arrangedMeasuredInstance(g) else { return [] }
        return ItemSupplementaries(grid: grid).nestedBoxes(of: instance, top: top, container: container, count: attachments.count)
    }

    /// The frame of the group attachment `a` names: a nested group's box (its own in `nested`, else `templateBox`) placed
    /// at the group's corner and snapped as a cell's is, or `bounds` for the top-level group.
    static func groupFrame(_ templateBox: CGRect?, attachment a: Int, nested: [CGRect?], in bounds: CGRect, finish: Finish) -> CGRect {
        guard let box = a < nested.count ? nested[a] : templateBox else { return bounds }
        return finish.placed(ItemSupplementaries.Attachment.groupFrame(box, in: bounds))
    }

    /// Entry `entry`'s size resolved in its anchor's in the group whose first cell is `first`, read with the group at zero.
    func proposedSize(_ entry: Int, first: Int, relative: RelativeFrames, finish: Finish) -> CGSize {
        let sizing = attachments[entries[entry].attachment].anchor(
            cellFrame: { finish.placed(relative.frame(item: first + $0, slot: $0), at: .zero) }, groupFrame: { _ in .zero }).sizing
        return DimensionResolver.resolve(entries[entry].supplementary.size, in: sizing, grid: grid)
    }

    /// Where one group instance is.
    struct GroupPlace {
        let g: Int
        let origin: CGPoint
        let bounds: CGRect
        let first: Int
        var nested: [CGRect?] = []
    }

    /// The one badge-frame rule, for a look-up and the cursor alike: anchored to its cell as placed (group `first`'s at
    /// `origin`) or to its group's frame (`bounds`, or a nested group's box in it), placed by `placement` given the size
    /// its anchor resolves fractions in (`ItemSupplementaries.Placement`), then finished.
    @inline(__always)
    static func frame(_ target: ItemSupplementaries.Attachment.Target, attachment a: Int, first: Int, origin: CGPoint, bounds: CGRect,
                      nested: [CGRect?], relative: RelativeFrames, finish: Finish,
                      placement: (CGSize) -> ItemSupplementaries.Placement) -> CGRect {
        let (rect, sizing) = target.anchor(cellFrame: { finish.placed(relative.frame(item: first + $0, slot: $0), at: origin) },
                                           groupFrame: { groupFrame($0, attachment: a, nested: nested, in: bounds, finish: finish) })
        return finish.finished(finish.placed(placement(sizing).frame(in: rect)))
    }

    /// A badge's placement: its size the sizer's answer (`measured`, by badge `number`) when the section has them, else
    /// resolved in the size its anchor gives (`sizing`). For a look-up's `record` and the cursor's unplanned badges.
    @inline(__always)
    static func placement(of supplementary: SupplementaryDescription, sizing: CGSize, measured: [CGSize], number: Int,
                          grid: PixelGrid) -> ItemSupplementaries.Placement {
        ItemSupplementaries.Placement(of: supplementary, size: measured.isEmpty ? DimensionResolver.resolve(supplementary.size, in: sizing, grid: grid)
                                                                                : measured[number])
    }

    /// Badge `entry` of the group at `place`, sized by the sizer's answer in `measured` (by badge number) or its anchor.
    func record(_ entry: Int, in place: GroupPlace, relative: RelativeFrames, section: Int32, promotesZIndex: Bool, finish: Finish,
                measured: [CGSize] = []) -> ElementRecord {
        let supplementary = entries[entry].supplementary, grid = self.grid
        let frame = Self.frame(attachments[entries[entry].attachment].target, attachment: entries[entry].attachment, first: place.first,
                               origin: place.origin, bounds: place.bounds, nested: place.nested, relative: relative, finish: finish) {
            Self.placement(of: supplementary, sizing: $0, measured: measured, number: place.g &* entries.count &+ entry, grid: grid)
        }
        let z = ZIndex.stored(supplementary.zIndex)
        return ElementRecord(frame: frame, item: place.g &* entries[entry].ofItsKind &+ entries[entry].rank, section: section,
                             zIndex: promotesZIndex ? Decorations.promoted(z) : z, kind: entries[entry].kind, category: .supplementaryView)
    }
}

extension SectionPage {
    /// Read through `badges?` rather than bound by `guard let`, here and in `badgesHeld`: a binding copied the badges
    /// (retaining each of their lists) on every call.
    var badgeCount: Int {
        guard let perGroup = badges?.entries.count, run.instanceCount > 0 else { return 0 }
        let last = run.instanceCount - 1
        return last * perGroup + badgesHeld(byGroup: last)
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
        let present = min(run.capacity, run.count - g &* run.capacity)
        return (present == run.capacity ? badges?.entries.count : badges?.count(present: present)) ?? 0
    }

    func place(_ g: Int, at origin: CGPoint) -> OnDemandBadges.GroupPlace {
        OnDemandBadges.GroupPlace(g: g, origin: origin, bounds: run.bounds(g, at: origin), first: g &* run.capacity,
                                  nested: badges?.nestedBoxes(ofGroup: g, in: run) ?? [])
    }

    /// Entry `entry` of group `g`; nil when the group does not hold it.
    private func badge(_ badges: OnDemandBadges, _ entry: Int, group g: Int) -> ElementRecord? {
        guard g < run.instanceCount, entry < badgesHeld(byGroup: g) else { return nil }
        return badges.record(entry, in: place(g, at: origin(g)), relative: run.relativeFrames, section: section, promotesZIndex: promotesZIndex,
                             finish: finish, measured: badgeSizes)
    }

    /// When some badge is estimated, asks `sizer` every badge's size in order, proposing what its anchor resolves it to
    /// (Docs/Solver.md, "Self-sizing"). `kept`: in an update, the sizes it had and the groups whose badges are asked again.
    mutating func measureBadges(with sizer: SupplementarySizer, kept: (sizes: [CGSize], groups: Set<Int>)? = nil) throws {
        guard let badges, sizer.sizing != nil, badges.entries.contains(where: { sizer.measures($0.supplementary.size) }) else { return }
        let relative = run.relativeFrames, finish = self.finish, perGroup = badges.entries.count
        var sizes: [CGSize], groups: [Int]
        if let kept, kept.sizes.count == run.instanceCount * perGroup {
            sizes = kept.sizes
            groups = kept.groups.filter { $0 >= 0 && $0 < run.instanceCount }
            groups.sort()
        } else {
            sizes = [CGSize](repeating: .zero, count: run.instanceCount * perGroup)
            groups = Array(0..<run.instanceCount)
        }
        for g in groups {
            for entry in 0..<badgesHeld(byGroup: g) {
                let planned = badges.entries[entry], supplementary = planned.supplementary
                let resolved = badges.proposedSize(entry, first: g &* run.capacity, relative: relative, finish: finish)
                sizes[g * perGroup + entry] = try sizer.measure(resolved, size: supplementary.size, kind: supplementary.kind,
                                                                indexPath: IndexPath(item: g &* planned.ofItsKind &+ planned.rank,
                                                                                     section: Int(section)))
            }
        }
        badgeSizes = sizes
    }

    /// Calls `body` with each badge of group `g` (at `origin`) that meets `query`, in the order placed (issue #13; CHARON
    /// cases 145-153: a group's badges are answered while its frame meets the rect, each where its own frame does).
    func forEachBadge(ofGroup g: Int, origin: CGPoint, meeting query: CGRect, overlay: HandlerOverlay, _ body: (ElementRecord) -> Void) {
        guard let badges else { return }
        let relative = run.relativeFrames, place = place(g, at: origin)
        for entry in 0..<badgesHeld(byGroup: g) {
            let record = Finish.overlaid(badges.record(entry, in: place, relative: relative, section: section, promotesZIndex: promotesZIndex,
                                                       finish: finish, measured: badgeSizes),
                                         by: overlay, mirror: mirror)
            if Geometry.overlaps(record.frame, query) { body(record) }
        }
    }

    /// Reads the badges in order, one group origin per group, each placement planned once when it is the same in every
    /// group: a group's badges, and a cell's in a repeated template (Docs/Performance.md, "Reading every badge").
    struct BadgeCursor {
        /// One badge of a full group, plain values only: reading one retains nothing.
        private struct Planned {
            let target: ItemSupplementaries.Attachment.Target
            let attachment: Int
            /// nil: the size is the sizer's answer or depends on the cell's own (a measured run); the supplementary is
            /// then placed badge by badge.
            let placement: ItemSupplementaries.Placement?
            let kind: UInt16
            let rank: Int
            let ofItsKind: Int
            let zIndex: Int32
        }

        /// Read only where a group's box or a partial group's badges are needed (`enterGroupBoxes`, `badgesHeld`).
        private let page: SectionPage
        private let plan: [Planned]
        private let supplementaries: [SupplementaryDescription]
        private let relative: RelativeFrames
        private let finish: Finish
        /// The groups' corners, copied out of the run once, as the cells' cursor does (`SectionPage.Cursor`): entering a
        /// group through the page copied it whole (Docs/Performance.md, "Reading every badge").
        private let origins: GroupOrigins
        private let count: Int
        private let capacity: Int
        /// The sizer's answers, by badge number (`SectionPage.badgeSizes`).
        private let measured: [CGSize]
        private let instances: Int
        /// Whether a badge anchors to a group (the top-level one or a nested one): only then are a group's boxes worked out.
        private let anchorsToGroups: Bool
        private let perFullGroup: Int
        private(set) var left: Int
        private var g = -1
        private var entry = 0
        private var held = 0
        private var origin = CGPoint.zero
        private var bounds = CGRect.zero
        private var first = 0
        private var nested: [CGRect?] = []

        init(_ page: SectionPage) {
            self.page = page
            relative = page.run.relativeFrames
            measured = page.badgeSizes
            instances = page.run.instanceCount
            left = page.badgeCount
            finish = page.finish
            origins = page.run.origins(contentStart: page.contentStart)
            count = page.run.count
            capacity = page.run.capacity
            guard let badges = page.badges else {
                plan = []
                supplementaries = []
                anchorsToGroups = false
                perFullGroup = 0
                return
            }
            perFullGroup = badges.entries.count
            anchorsToGroups = badges.attachments.contains { if case .leaf = $0.target { false } else { true } }
            let relative = self.relative, promotes = page.promotesZIndex, finish = page.finish
            // The frames of one slot's cells differ from group to group only where the group is (`perSlot`); with the
            // sizer's answers (`badgeSizes`), every badge has its own size.
            let sameInEveryGroup = if case .perSlot = relative { true } else { false }
            supplementaries = badges.entries.map(\.supplementary)
            plan = badges.entries.indices.map { index in
                let entry = badges.entries[index], target = badges.attachments[entry.attachment].target
                let isCell = if case .leaf = target { true } else { false }
                let placement = page.badgeSizes.isEmpty && (sameInEveryGroup || !isCell)
                    ? ItemSupplementaries.Placement(of: entry.supplementary,
                                                    size: badges.proposedSize(index, first: 0, relative: relative, finish: finish))
                    : nil
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
            return ElementRecord(frame: frame(planned), item: g &* plan[planned].ofItsKind &+ plan[planned].rank, section: page.section,
                                 zIndex: plan[planned].zIndex, kind: plan[planned].kind, category: .supplementaryView)
        }

        /// `SectionPage.Cursor.fill` for badges.
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

        /// Moves to the next group; false after the last.
        @inline(__always)
        private mutating func enterNextGroup() -> Bool {
            guard g + 1 < instances else {
                left = 0
                return false
            }
            g += 1
            origin = origins(g)
            first = g &* capacity
            held = count - first >= capacity ? perFullGroup : page.badgesHeld(byGroup: g)
            if anchorsToGroups { enterGroupBoxes() }
            entry = 0
            return true
        }

        /// The current group's frame and its own nested boxes, for badges anchored to groups.
        private mutating func enterGroupBoxes() {
            bounds = page.run.bounds(g, at: origin)
            // Read through `badges?`: binding them copied them for every group.
            nested = page.badges?.nestedBoxes(ofGroup: g, in: page.run) ?? []
        }

        /// Badge `entry` of the current group (`OnDemandBadges.frame`), its placement from the plan when planned.
        @inline(__always)
        private func frame(_ entry: Int) -> CGRect {
            OnDemandBadges.frame(plan[entry].target, attachment: plan[entry].attachment, first: first, origin: origin, bounds: bounds,
                                 nested: nested, relative: relative, finish: finish) { sizing in
                if let planned = plan[entry].placement { planned } else { unplanned(entry, sizing: sizing) }
            }
        }

        /// The placement of a badge whose size is the sizer's answer or resolves in its own cell's (`sizing`).
        private func unplanned(_ entry: Int, sizing: CGSize) -> ItemSupplementaries.Placement {
            OnDemandBadges.placement(of: supplementaries[entry], sizing: sizing, measured: measured, number: g &* plan.count &+ entry,
                                     grid: finish.grid)
        }
    }
}
