import Foundation

/// A section's page: its cells made on demand from its group run, which knows every cell's frame in O(1) (template) or
/// O(log n) (measured groups), rather than one record written per cell (Docs/Performance.md, "What the engine does for speed").
/// Each frame is placed at its group's corner and finished by `Finish`; a handler's changes are an overlay (HandlerOverlay.swift).
struct SectionPage: Sendable {
    var run: SectionRun
    /// Where the first group's edge spacing starts along the scroll axis, relative to the section's start (SectionOrigins.swift).
    var contentStart: CGFloat
    let section: Int32
    /// Set for a right-to-left layout (step 5) and a scrolled orthogonal row (step 3d′): `Finish` applies them.
    var mirror: RightToLeftMirror?
    var scroll: OrthogonalScroll.Shift?

    /// How each frame is finished as it is made; made when asked (Docs/Performance.md, "The store's values").
    @inline(__always)
    var finish: Finish { Finish(grid: run.grid, scroll: scroll, mirror: mirror) }

    /// Set when the section is decorated: its cells' zIndex 0 is promoted to 1 (`Decorations.promoted`, step 4).
    var promotesZIndex = false
    /// The section's item and group supplementaries, if any (OnDemandBadges.swift).
    var badges: OnDemandBadges?
    /// When a badge is estimated and there is a sizer, every badge's size by badge number (`measureBadges(with:)`).
    var badgeSizes: [CGSize] = []

    var count: Int { run.count }

    /// The stored zIndex of the cell in `slot` of its group.
    func zIndex(slot: Int) -> Int32 {
        let z = ZIndex.stored(run.template[slot].zIndex)
        return promotesZIndex ? Decorations.promoted(z) : z
    }

    /// Cell `item`'s record (0 ≤ item < count).
    func record(_ item: Int) -> ElementRecord {
        record(item, origin: origin(item / run.capacity))
    }

    /// Group `g`'s outer corner, unrounded.
    func origin(_ g: Int) -> CGPoint { run.origin(g, contentStart: contentStart) }

    func record(_ item: Int, origin: CGPoint) -> ElementRecord {
        let slot = item % run.capacity
        return ElementRecord(frame: finish.cell(run.relativeFrames.frame(item: item, slot: slot), at: origin), item: item,
                             section: section, zIndex: zIndex(slot: slot), kind: 0, category: .cell)
    }

    /// Reads the cells' frames in order (`LayoutSolution.frames`): `record(_:origin:)`'s arithmetic, one origin per group.
    struct Cursor {
        private let origins: GroupOrigins
        private let finish: Finish
        private let relative: RelativeFrames
        private let count: Int
        private let capacity: Int
        private var item = 0
        private var groupStart = 0
        private var groupEnd = 0
        private var g = -1
        private var origin = CGPoint.zero

        init(_ cells: SectionPage) {
            origins = cells.run.origins(contentStart: cells.contentStart)
            finish = cells.finish
            relative = cells.run.relativeFrames
            count = cells.run.count
            capacity = cells.run.capacity
        }

        /// A cursor with no cells, so that `ElementWalk`'s cursor is not optional (Docs/Performance.md, "The store's values").
        init() {
            origins = GroupOrigins(main: .vertical, contentStart: 0, leadMain: 0, step: 0, groupCross: 0, tree: nil, measured: nil)
            finish = Finish(grid: PixelGrid(scale: 1, rounding: .floorToPixel))
            relative = .perSlot([])
            count = 0
            capacity = 1
        }

        /// The next cell's frame; nil after the last.
        mutating func next() -> CGRect? {
            guard item < count else { return nil }
            if item == groupEnd { enterNextGroup() }
            let frame = finish.cell(relative.frame(item: item, slot: item - groupStart), at: origin)
            item += 1
            return frame
        }

        private mutating func enterNextGroup() {
            g += 1
            origin = origins(g)
            groupStart = item
            groupEnd = min(count, item + capacity)
        }

        /// Writes the next frames into uninitialised `buffer` from `start`, a group at a time; returns how many.
        mutating func fill(_ buffer: UnsafeMutableBufferPointer<CGRect>, from start: Int) -> Int {
            guard let base = buffer.baseAddress, start < buffer.count, item < count else { return 0 }
            let end = start + min(buffer.count - start, count - item), finish = self.finish
            // The form of the frames, and whether `Finish.cell` leaves them as placed (`leavesPlacedFrames`: no scroll, no
            // mirror), are decided once per call, not per group or frame.
            switch (relative, finish.leavesPlacedFrames) {
            case (.perSlot(let template), true): write(to: base, start, end) { finish.placed(template[$1].frame, at: $2) }
            case (.perSlot(let template), false): write(to: base, start, end) { finish.cell(template[$1].frame, at: $2) }
            case (.perCell(let frames), true): write(to: base, start, end) { finish.placed(frames[$0], at: $2) }
            case (.perCell(let frames), false): write(to: base, start, end) { finish.cell(frames[$0], at: $2) }
            case (.derived(let derived, let boxes), true): write(to: base, start, end) { finish.placed(derived.frame($0, kept: boxes[$0]), at: $2) }
            case (.derived(let derived, let boxes), false): write(to: base, start, end) { finish.cell(derived.frame($0, kept: boxes[$0]), at: $2) }
            }
            return end - start
        }

        /// `finished(item, slot, its group's corner)` for each of the frames `start..<end` of `target`, a group at a time.
        @inline(__always)
        private mutating func write(to target: UnsafeMutablePointer<CGRect>, _ start: Int, _ end: Int,
                                    _ finished: (Int, Int, CGPoint) -> CGRect) {
            var k = start
            while k < end {
                if item == groupEnd { enterNextGroup() }
                let take = min(groupEnd - item, end - k), origin = self.origin, first = item, slot = item - groupStart
                for j in 0..<take { (target + k + j).initialize(to: finished(first + j, slot + j, origin)) }
                k += take
                item += take
            }
        }
    }

    /// Group `g`'s frame as the query index uses it (Docs/Solver.md, step 6), scrolled with its row and mirrored.
    func bounds(_ g: Int, at origin: CGPoint) -> CGRect { finish.finished(run.bounds(g, at: origin)) }

    /// Whether no group starts before the previous one ends: a query then stops at the first group past it.
    var isOrdered: Bool { run.trailMain + run.interGroupSpacing + run.leadMain >= 0 }

    /// The query span standing for the run, left to right: the groups' union along the scroll axis, the first's across.
    func extent() -> CGRect {
        let instances = run.instanceCount
        guard instances > 0 else { return .null }
        let first = run.bounds(0, at: origin(0))
        if isOrdered {
            let last = instances - 1
            let end = run.bounds(last, at: origin(last)).maxAlong(run.main)
            return CGRect(origin: first.origin, size: CGSize(main: max(first.size[run.main], end - first.minAlong(run.main)),
                                                             cross: first.size[run.main.other], along: run.main))
        }
        var low = first.minAlong(run.main), high = first.maxAlong(run.main)
        for g in 1..<instances {
            let bounds = run.bounds(g, at: origin(g))
            low = min(low, bounds.minAlong(run.main))
            high = max(high, bounds.maxAlong(run.main))
        }
        return CGRect(origin: CGPoint(main: low, cross: first.origin[run.main.other], along: run.main),
                      size: CGSize(main: high - low, cross: first.size[run.main.other], along: run.main))
    }

    /// Calls `body` with each cell answered for `query` (clipped to the content; a cell counts only inside its group's
    /// frame, Docs/Solver.md, step 6), then the group's badges, each with `overlay` laid over it. O(log n + k) when ordered.
    func forEachAnswer(in query: CGRect, overlay: HandlerOverlay, _ body: (ElementRecord) -> Void) {
        let main = run.main
        let instances = run.instanceCount
        // The query along the scroll axis, in left-to-right coordinates, widened by a point for pixel rounding.
        var lo = query.minAlong(main), hi = query.maxAlong(main)
        if let mirror, main == .horizontal { (lo, hi) = mirror.leftToRight(low: lo, high: hi) }
        // A scrolled row's groups are searched where they were laid out, before the scroll.
        if let scroll, scroll.axis == main { (lo, hi) = (lo + scroll.offset, hi + scroll.offset) }
        let slack: CGFloat = 1
        let ordered = isOrdered
        var g = 0
        if ordered {
            let target = lo - contentStart - slack - max(0, -(run.trailMain + run.interGroupSpacing))
            if let measured = run.measuredBox {
                g = measured.value.tree.firstReaching(target)
            } else {
                let advance = run.advance(length: run.groupSize[main])
                let first = (target / advance).rounded(.down)
                // Clamped before converting: Int(_:) of a non-finite or huge value traps.
                if advance > 0, target > 0, first.isFinite { g = Int(min(first, CGFloat(instances))) }
            }
            g = max(0, min(g, instances))
        }
        while g < instances {
            let origin = origin(g)
            if ordered && origin[main] > hi + slack { break }
            let bounds = bounds(g, at: origin)
            if Geometry.overlaps(bounds, query) {
                let first = g * run.capacity
                for item in first..<min(run.count, first + run.capacity) {
                    let record = Finish.overlaid(record(item, origin: origin), by: overlay, mirror: mirror)
                    if FrameStore.answers(record.frame, clip: bounds, query: query) { body(record) }
                }
                forEachBadge(ofGroup: g, origin: origin, meeting: query, overlay: overlay, body)
            }
            g += 1
        }
    }
}
