import Foundation

/// Steps 3b-3d: a section's top-level groups, one per line along the axis `main` (Docs/Solver.md, step 3d): the template
/// group solved once and repeated, or each instance arranged with its own cells' measured sizes (`InstanceArranger`).
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
    let count: Int
    /// The top-level group's container (Docs/Solver.md, step 3a).
    let container: CGSize
    /// Where the groups start across the scroll axis, and where the first group's edge spacing starts along it.
    let crossStart: CGFloat
    let contentStart: CGFloat
    /// Self-sizing; nil: every estimate stands and the template is repeated.
    var sizing: ((SizingRequest) -> CGSize)? = nil
    unowned(unsafe) var memo: PageMemo? = nil
    /// Off for an orthogonal row, which the memo keeps whole (`PageMemo.row`).
    var keepsRun = true
    /// `SelfSizingScope.scrolledThrough`: groups from the first that starts at or past this position are not measured.
    var measureLimit: CGFloat? = nil

    struct Result {
        /// The far edge of the last group along the scroll axis, its trailing edge spacing included.
        var end: CGFloat
        var run: SectionRun
        /// The run's query span (`SectionPage.extent`) when asked for (`withExtent`); null otherwise.
        var extent = CGRect.null
    }

    /// The section's run. `reusing`: the section's run, updated, following the scrolled-through cut-off.
    func place(reusing: SectionRun? = nil, withExtent: Bool = false) throws -> Result {
        if var run = reusing {
            if let measureLimit, let sizing, !run.keepsCutOff(contentStart: contentStart, limit: measureLimit) {
                try run.followCutOff(contentStart: contentStart, limit: measureLimit, sizing: sizing, section: sectionIndex)
            }
            return Self.place(run, contentStart: contentStart, section: sectionIndex, withExtent: withExtent)
        }
        // A run built for a section of the same shape, with what placing it from this content start gave (`PageMemo`).
        guard keepsRun, let memo, let entry = memo.run(of: section, count: count, container: container, crossStart: crossStart) else {
            return try Self.place(build(), contentStart: contentStart, section: sectionIndex, withExtent: withExtent)
        }
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
                extent = SectionPage(run: copy run, contentStart: contentStart, section: Int32(clamping: sectionIndex)).extent()
            }
        }
        return Result(end: end, run: run, extent: extent)
    }

    /// Solves the section's groups, independent of where the section starts but for the scrolled-through cut-off.
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
        let arranger = InstanceArranger(grid: grid, main: main, section: section, count: count, sectionIndex: sectionIndex)
        let leadMain = run.leadMain
        // Instances that keep the template's positions store no frames (`DerivedFrames`: 32 bytes a cell less).
        let derived = DerivedFrames(template: arranged, capacity: capacity)
        var frames: [CGRect] = [], natural: [CGSize] = [], trims: [CGFloat] = []
        // Every box, frame, size and trim written once into uninitialised storage; a group with nested groups may skip a
        // subtree that is not measured (`LeafMeasurer.skip`), so its boxes start zeroed.
        let boxes = try [CGSize](unsafeUninitializedCapacity: count) { boxes, boxesWritten in
            if !arranged.holdsOnlyCells { boxes.initialize(repeating: .zero) }
            var cells = LeafMeasurer(next: 0, boxes: boxes, answers: BoxesFromSizer(pass: CellQuestions(sizing: sizing, section: sectionIndex)))
            frames = try [CGRect](unsafeUninitializedCapacity: derived == nil ? count : 0) { frames, framesWritten in
                natural = try [CGSize](unsafeUninitializedCapacity: instances) { natural, naturalWritten in
                    trims = try [CGFloat](unsafeUninitializedCapacity: instances) { trims, trimsWritten in
                        try InstanceBuffers.with(template: arranged, capacity: capacity) { buffers in
                            // Where the next group starts, for the scrolled-through scope (`BoxesFromSizer.stopMeasuring`).
                            var position = contentStart
                            // Full instances that only change across the group's axis in one loop; the rest below.
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
