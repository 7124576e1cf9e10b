import Foundation

/// Steps 3b-3d of a solve, on the frame store's side: a section's top-level groups, laid one per line along the scroll axis
/// (Docs/Solver.md, step 3d). Written once over the abstract scroll axis `main`.
///
/// The top-level group is solved once (a template). Without measured cells it is repeated: item *i* goes to slot
/// *i mod capacity* of group *i / capacity*. With measured cells (Docs/Solver.md, "Self-sizing"), each instance is
/// arranged with its own cells' measured sizes (`InstanceArranger`). The last, partial group is trimmed by the room its
/// missing slots would have taken (Docs/Solver.md, step 3d); custom groups keep their length (case 60).
///
/// A builder lives for one call; it refers to the section's description and the solve's memo, which outlive it, with
/// `unowned(unsafe)`, as retaining them cost about 250 instructions a section (Docs/Performance.md, "Placing a section,
/// again"). Anything that keeps the description past the call (a measured run's arranger) takes its own reference.
struct SectionRunBuilder {
    let grid: PixelGrid
    /// The scroll axis.
    let main: Axis
    unowned(unsafe) let section: SectionDescription
    let sectionIndex: Int
    /// Items in the section (> 0).
    let count: Int
    /// The top-level group's container (Docs/Solver.md, step 3a).
    let container: CGSize
    /// Where the groups start across the scroll axis (reference insets + section insets).
    let crossStart: CGFloat
    /// Where the first group's edge spacing starts along the scroll axis (relative to the section's start).
    let contentStart: CGFloat
    /// Self-sizing; nil: every estimate stands and the template is repeated.
    var sizing: ((SizingRequest) -> CGSize)? = nil
    /// The solve's memo (PageMemo.swift): arrangements and, when `keepsRun`, runs whose cells are not measured.
    unowned(unsafe) var memo: PageMemo? = nil
    /// Off for an orthogonal row, which the memo keeps whole (`PageMemo.row`).
    var keepsRun = true
    /// `SelfSizingScope.scrolledThrough`: top-level groups that start at or past this position along the scroll axis
    /// (relative to the section's start), and every one after them, are not measured. nil: every group is measured.
    var measureLimit: CGFloat? = nil

    struct Result {
        /// The far edge of the last group along the scroll axis, its trailing edge spacing included.
        var end: CGFloat
        /// The farthest top-level group edge across the scroll axis, and the longest group's length across it.
        var farthestAcross: CGFloat
        var longestAcross: CGFloat
        /// The section's groups, kept for incremental re-layout.
        var run: SectionRun
        /// The run's query span (`OnDemandCells.extent`) when asked for (`withExtent`); null otherwise.
        var extent = CGRect.null
    }

    /// The section's run. `reusing`: a run built earlier for this section (incremental re-layout), used as is but for
    /// the scrolled-through cut-off, which it follows (SectionRun+ScrolledThrough.swift).
    func place(reusing: SectionRun? = nil, withExtent: Bool = false) throws -> Result {
        guard var run = reusing else {
            if let kept = placeKept(withExtent: withExtent) { return kept }
            return try Self.place(build(), contentStart: contentStart, section: sectionIndex, withExtent: withExtent)
        }
        if let measureLimit, let sizing, !run.keepsCutOff(contentStart: contentStart, limit: measureLimit) {
            try run.followCutOff(contentStart: contentStart, limit: measureLimit, sizing: sizing, section: sectionIndex)
        }
        return Self.place(run, contentStart: contentStart, section: sectionIndex, withExtent: withExtent)
    }

    /// `place` for a run built for a section of the same shape (`PageMemo.run`), with what placing it from this content
    /// start gave an earlier section, when one did; nil when no run is kept.
    @inline(__always)
    private func placeKept(withExtent: Bool) -> Result? {
        guard keepsRun, let memo, let entry = memo.run(of: section, count: count, container: container, crossStart: crossStart) else { return nil }
        let known = memo.footprint(at: entry, contentStart: contentStart)
        let result = Self.place(memo.run(at: entry), contentStart: contentStart, section: sectionIndex, withExtent: withExtent, known: known)
        if known == nil || (withExtent && known?.hasExtent == false) {
            memo.keep(PageMemo.Footprint(contentStart: contentStart, end: result.end, extent: result.extent, hasExtent: withExtent),
                      at: entry)
        }
        return result
    }

    /// The result of `run` placed from `contentStart`, without a builder (also for a row moved to its place, `PageMemo.row`).
    /// `known`: what placing the same run from the same `contentStart` gave before (`PageMemo.Footprint`).
    static func place(_ run: consuming SectionRun, contentStart: CGFloat, section sectionIndex: Int, withExtent: Bool = false,
                      known: PageMemo.Footprint? = nil) -> Result {
        let end = known?.end ?? run.end(contentStart: contentStart)
        var extent = CGRect.null
        if withExtent {
            if let known, known.hasExtent {
                extent = known.extent
            } else {
                extent = OnDemandCells(run: copy run, contentStart: contentStart, section: Int32(clamping: sectionIndex)).extent()
            }
        }
        return Result(end: end, farthestAcross: run.farthestAcross, longestAcross: run.longestAcross, run: run, extent: extent)
    }

    /// Solves the section's groups, independent of where the section starts but for which groups the scrolled-through
    /// scope measures (a kept run follows that when reused, `place`).
    func build() throws -> SectionRun {
        // 3b-3c. One template instance of the group, solved once by the rules (SectionTemplate.swift).
        let arrangement = try memo?.arrangement(of: section, in: container, grid: grid)
            ?? SectionTemplate.Arrangement(section: section, container: container, grid: grid)
        let solved = SectionTemplate(section: section, main: main, container: container, crossStart: crossStart, arrangement: arrangement)
        let arranged = solved.arranged, capacity = solved.capacity
        var run = SectionRun(grid: grid, main: main, count: count, capacity: capacity, template: solved.leaves, slotGroups: solved.slotGroups,
                             isCustom: solved.isCustom, leadMain: solved.leadMain, trailMain: solved.trailMain,
                             interGroupSpacing: solved.interGroupSpacing, groupSize: arranged.size,
                             placement: solved.placement)
        guard let sizing, arranged.measures else {
            if keepsRun { memo?.keep(run, of: section, count: count, container: container, crossStart: crossStart) }
            return run
        }

        // Self-sizing (Docs/Solver.md, "Self-sizing"): each instance arranged with its own cells' measured sizes, each cell asked once.
        let instances = GroupPositions.instances(count, capacity: capacity)
        // What arranges the measured instances, without the sizer: kept by the run for incremental updates.
        let arranger = InstanceArranger(grid: grid, main: main, section: section, count: count, sectionIndex: sectionIndex)
        let leadMain = run.leadMain
        // When every instance keeps the template's positions, a cell's frame follows from its kept box and is not
        // stored (`DerivedFrames`: 32 bytes a cell less to write and keep).
        let derived = DerivedFrames(template: arranged, capacity: capacity)
        var frames: [CGRect] = [], natural: [CGSize] = [], trims: [CGFloat] = []
        // Every cell's box and frame, and every instance's size and trim, is written once, instance by instance, into
        // uninitialised storage; a group with nested groups may skip the cells of a subtree that is not measured
        // (`LeafMeasurer.skip`), so its boxes start zeroed.
        let boxes = try [CGSize](unsafeUninitializedCapacity: count) { boxes, boxesWritten in
            if !arranged.holdsOnlyCells { boxes.initialize(repeating: .zero) }
            var cells = LeafMeasurer(next: 0, boxes: boxes, answers: BoxesFromSizer(pass: CellQuestions(sizing: sizing, section: sectionIndex)))
            frames = try [CGRect](unsafeUninitializedCapacity: derived == nil ? count : 0) { frames, framesWritten in
                natural = try [CGSize](unsafeUninitializedCapacity: instances) { natural, naturalWritten in
                    trims = try [CGFloat](unsafeUninitializedCapacity: instances) { trims, trimsWritten in
                        try InstanceBuffers.with(template: arranged, capacity: capacity) { buffers in
                            // Where the next group starts, for the scrolled-through scope (`BoxesFromSizer.stopMeasuring`).
                            var position = contentStart
                            // A group of cells whose instances only change across its axis: its full instances in one
                            // loop (`arrangeFullAcross`); the partial last one, if any, below.
                            var start = 0
                            if let plan = buffers.boundPlan, plan.keepsTemplatePositions, plan.count == capacity {
                                start = try plan.group.pointee.main == .horizontal
                                    ? arranger.arrangeFullAcross(plan, along: HorizontalAxis.self, run: run, measureLimit: measureLimit, cells: &cells,
                                                        sizes: buffers.sizes, boxes: buffers.boxes, frames: frames,
                                                        natural: natural, trims: trims, position: &position)
                                    : arranger.arrangeFullAcross(plan, along: VerticalAxis.self, run: run, measureLimit: measureLimit, cells: &cells,
                                                        sizes: buffers.sizes, boxes: buffers.boxes, frames: frames,
                                                        natural: natural, trims: trims, position: &position)
                            }
                            let end = min(instances, natural.count, trims.count)
                            for g in min(start, end)..<end {
                                cells.answers.stopMeasuring(atGroupStart: position + leadMain, limit: measureLimit)
                                cells.next = g &* capacity
                                let instance = try arranger.arrangeInstance(g, template: arranged, cells: &cells, buffers: &buffers, frames: frames)
                                natural[g] = instance.size
                                trims[g] = instance.trim
                                if measureLimit != nil {
                                    position += run.advance(length: GroupPositions.trimmed(instance.size[main], by: g == instances - 1 ? instance.trim : 0))
                                }
                            }
                        }
                        trimsWritten = instances
                    }
                    naturalWritten = instances
                }
                framesWritten = frames.count
            }
            boxesWritten = count
        }
        run.measured = SectionRun.Measured(arranger: arranger, arranged: arranged, derived: derived, boxes: boxes, frames: frames,
                                           natural: natural, trims: trims)
        run.layOutInstances()
        if let measureLimit {
            run.cutOff = ScrolledThroughCutOff(limit: measureLimit, contentStart: contentStart,
                                                 measured: run.measuredGroups(contentStart: contentStart, limit: measureLimit))
        }
        return run
    }
}
