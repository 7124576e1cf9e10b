import Foundation

/// Steps 3b-3d of a solve: a section's top-level groups, laid one per line along the scroll axis
/// (Docs/Solver.md, step 3d). Written once over the abstract scroll axis `main`.
///
/// The top-level group is solved once (a template). Without measured cells it is repeated: item *i* goes to slot
/// *i mod capacity* of group *i / capacity* (Docs/Solver.md, step 3d). With measured cells (self-sizing, Docs/Solver.md, "Self-sizing"), each instance is
/// arranged with its own cells' measured sizes (`GroupSolver.arrangeInstance`). The last, partial group is
/// trimmed by the room its missing slots would have taken (Docs/Solver.md, step 3d); custom groups keep their length (case 60).
struct GroupRun {
    let grid: PixelGrid
    /// The scroll axis.
    let main: Axis
    let section: SectionDescription
    let sectionIndex: Int
    /// Items in the section (> 0).
    let count: Int
    /// The top-level group's container (Docs/Solver.md, step 3a).
    let container: CGSize
    /// Where the groups start across the scroll axis (reference insets + section insets).
    let crossStart: CGFloat
    /// Where the first group's edge spacing starts along the scroll axis (section start + leading inset).
    let contentStart: CGFloat
    /// Self-sizing; nil: every estimate stands and the template is repeated.
    var sizing: ((SizingRequest) -> CGSize)? = nil
    /// `SelfSizingScope.scrolledThrough`: top-level groups that start at or past this position along the scroll
    /// axis, and every one after them, are not measured. nil: every group is measured.
    var measureLimit: CGFloat? = nil

    struct Result {
        /// Index of the section's first cell in the element store.
        var firstCell: Int
        /// Leaves per full group, and the innermost non-custom group each slot belongs to.
        var capacity: Int
        var slotGroups: [Int32]
        /// The far edge of the last group along the scroll axis, its trailing edge spacing included.
        var end: CGFloat
        /// The farthest top-level group edge across the scroll axis, and the longest group's length across it.
        var farthestAcross: CGFloat
        var longestAcross: CGFloat
        /// The section's groups, kept for incremental re-layout.
        var state: RunState
    }

    /// Appends the section's cells (in index-path order) and one query span per group instance.
    /// `reusing` is a state built earlier for this section (incremental re-layout); it is used as is.
    func place(into elements: inout [ElementRecord], spans: inout [QuerySpan], reusing: RunState? = nil,
               writeCells: Bool = true, storage: StoragePolicy = .compact) throws -> Result {
        let state = try reusing ?? build(storage: storage)
        let firstCell = elements.count
        if writeCells { state.write(contentStart: contentStart, section: sectionIndex, into: &elements, spans: &spans) }
        return Result(firstCell: firstCell, capacity: state.capacity, slotGroups: state.template.map { $0.siblingGroup },
                      end: state.end(contentStart: contentStart), farthestAcross: state.farthestAcross,
                      longestAcross: state.longestAcross, state: state)
    }

    /// Solves the section's groups, independent of where the section starts (except for which groups the
    /// scrolled-through scope measures; such a state is never reused).
    func build(storage: StoragePolicy = .compact) throws -> RunState {
        let groups = GroupSolver(grid: grid)

        // 3b. One template instance of the group, solved once (Docs/Solver.md, step 3d).
        let top = section.group
        let arranged = try groups.arrange(top, size: DimensionResolver.resolve(top.size, in: container, grid: grid))
        let template = groups.leaves(of: arranged, item: top)
        var templateFrames = template.map { $0.frame }
        try templateFrames.withUnsafeMutableBufferPointer { try requireFinite(arranged.size, $0) }
        let capacity = template.count
        guard capacity > 0 else {
            throw LayoutError(path: top.path, message: "the group holds no items; it must hold at least one")
        }

        // 3c. The group's edge spacing along the scroll axis adds room around each group, on top of
        // interGroupSpacing (Docs/Solver.md, step 3c, case 49).
        let edges = top.edgeSpacing
        var state = RunState(grid: grid, main: main, count: count, capacity: capacity, template: template,
                             isCustom: top.group?.axis == nil,
                             leadMain: edges?.lead(main)?.value ?? 0, trailMain: edges?.trail(main)?.value ?? 0,
                             interGroupSpacing: section.interGroupSpacing, groupSize: arranged.size,
                             groupCross: crossOrigin(of: arranged.size))
        guard let sizing, arranged.measures else { return state }

        // Self-sizing (Docs/Solver.md, "Self-sizing"): each instance arranged with its own cells' measured sizes, each cell asked once.
        let instances = (count + capacity - 1) / capacity
        let leadMain = state.leadMain
        // When every instance keeps the template's positions, a cell's frame follows from its kept box and is not
        // stored (`DerivedFrames`: 32 bytes a cell less to write and keep).
        let derived = storage == .compact ? Self.derivedFrames(of: arranged, capacity: capacity) : nil
        var frames: [CGRect] = [], natural: [CGSize] = [], trims: [CGFloat] = []
        // Every cell's box and frame, and every instance's size and trim, is written once, instance by instance, into
        // uninitialised storage; a group with nested groups may skip the cells of a subtree that is not measured
        // (`LeafMeasurer.skip`), so its boxes start zeroed.
        let boxes = try [CGSize](unsafeUninitializedCapacity: count) { boxes, boxesWritten in
            if !arranged.cellsOnly { boxes.initialize(repeating: .zero) }
            var cells = LeafMeasurer(next: 0, boxes: boxes, answers: SizerAnswers(pass: MeasurePass(sizing: sizing, section: sectionIndex)))
            frames = try [CGRect](unsafeUninitializedCapacity: derived == nil ? count : 0) { frames, framesWritten in
                natural = try [CGSize](unsafeUninitializedCapacity: instances) { natural, naturalWritten in
                    trims = try [CGFloat](unsafeUninitializedCapacity: instances) { trims, trimsWritten in
                        try Scratch.with(template: arranged, capacity: capacity, reusingPositions: storage == .compact) { scratch in
                            // Where the next group starts, for the scrolled-through scope (`SizerAnswers.stopMeasuring`).
                            var position = contentStart
                            // A group of cells whose instances only change across its axis: its full instances in one
                            // loop (`arrangeFullAcross`); the partial last one, if any, below.
                            var start = 0
                            if let plan = scratch.cellsOnly, plan.acrossOnly, plan.count == capacity {
                                start = try plan.group.pointee.main == .horizontal
                                    ? arrangeFullAcross(plan, along: HorizontalAxis.self, state: state, cells: &cells,
                                                        sizes: scratch.sizes, boxes: scratch.boxes, frames: frames,
                                                        natural: natural, trims: trims, position: &position)
                                    : arrangeFullAcross(plan, along: VerticalAxis.self, state: state, cells: &cells,
                                                        sizes: scratch.sizes, boxes: scratch.boxes, frames: frames,
                                                        natural: natural, trims: trims, position: &position)
                            }
                            let end = min(instances, natural.count, trims.count)
                            for g in min(start, end)..<end {
                                cells.answers.stopMeasuring(atGroupStart: position + leadMain, limit: measureLimit)
                                cells.next = g &* capacity
                                let instance = try arrangeInstance(g, template: arranged, cells: &cells, scratch: &scratch, frames: frames)
                                natural[g] = instance.size
                                trims[g] = instance.trim
                                if measureLimit != nil {
                                    position += state.advance(length: instance.size[main] - (g == instances - 1 ? instance.trim : 0))
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
        state.measured = RunState.Measured(run: self, arranged: arranged, derived: derived, boxes: boxes, frames: frames,
                                           natural: natural, trims: trims)
        state.layOutInstances()
        return state
    }

    /// Buffers reused from one instance to the next, one entry per slot of the top-level group: the slots' sizes and
    /// boxes; and, for a group of cells only, its plan's facts, bound once for every instance.
    /// Views of temporary storage that lives as long as the `with` call.
    ///
    /// For a group whose instances only change across its axis (`CellsOnly.acrossOnly`), `boxes` start as the
    /// template's boxes, and each instance replaces only their sizes: their positions are the template's.
    struct Scratch {
        var leaves: [Leaf] = []
        let sizes: UnsafeMutableBufferPointer<CGSize>
        let boxes: UnsafeMutableBufferPointer<CGRect>
        /// A group whose slots are all cells (lists, grids): its own facts and its slots' (the plan's table); nil
        /// for any other group.
        let cellsOnly: CellsOnly?

        /// The plan of a group of cells only, bound for the length of the `with` call, with the number of slots the
        /// buffers hold. The group's facts are held by pointer, as `placeSlots` reads them: an optional holding them
        /// by value was copied out for every instance.
        struct CellsOnly {
            let group: UnsafePointer<GroupFacts>
            let slots: UnsafeBufferPointer<SlotFacts>
            /// Slots per instance: at most the number of `slots` and of the scratch buffers' entries (`Scratch` bounds
            /// it once), so that every index below it is in bounds of all three.
            let count: Int
            /// Whether instances take the template's positions (`GroupFacts.acrossOnly`, when the caller allows it),
            /// and the template's outer size, whose length along the group's axis they keep.
            let acrossOnly: Bool
            let size: CGSize

            /// The same, with at most `buffers` slots.
            func bounded(by buffers: Int) -> CellsOnly {
                CellsOnly(group: group, slots: slots, count: min(count, buffers), acrossOnly: acrossOnly, size: size)
            }
        }

        /// Scratch for the instances of `template`, which holds `capacity` cells. With `reusingPositions`, a group
        /// whose instances only change across its axis reuses the template's positions; without, every instance is
        /// placed by `GroupSolver.placeSlots` (an incremental re-layout: the property tests then check the two
        /// against each other, bit for bit).
        static func with<R>(template: ArrangedGroup, capacity: Int, reusingPositions: Bool,
                            _ body: (inout Scratch) throws -> R) rethrows -> R {
            guard template.cellsOnly, let plan = template.plan else {
                return try with(capacity: capacity, cellsOnly: nil, templateBoxes: [], body)
            }
            return try withUnsafePointer(to: plan.group) { group in
                try plan.slots.withUnsafeBufferPointer { slots in
                    let acrossOnly = reusingPositions && plan.group.acrossOnly
                    let cellsOnly = CellsOnly(group: group, slots: slots, count: min(slots.count, capacity),
                                              acrossOnly: acrossOnly, size: template.size)
                    return try with(capacity: capacity, cellsOnly: cellsOnly, templateBoxes: acrossOnly ? template.slots : [], body)
                }
            }
        }

        private static func with<R>(capacity: Int, cellsOnly: CellsOnly?, templateBoxes: [ArrangedGroup.Slot],
                                    _ body: (inout Scratch) throws -> R) rethrows -> R {
            try withUnsafeTemporaryAllocation(of: CGSize.self, capacity: capacity) { sizes in
                try withUnsafeTemporaryAllocation(of: CGRect.self, capacity: capacity) { boxes in
                    sizes.initialize(repeating: .zero)
                    boxes.initialize(repeating: .zero)
                    for (j, slot) in templateBoxes.prefix(boxes.count).enumerated() { boxes[j] = slot.rect }
                    var scratch = Scratch(sizes: sizes, boxes: boxes, cellsOnly: cellsOnly?.bounded(by: min(sizes.count, boxes.count)))
                    return try body(&scratch)
                }
            }
        }
    }

    /// One measured instance: writes its cells' frames, relative to its outer corner, to `frames` (indexed by item),
    /// and returns its size and how much shorter a partial last group is (Docs/Solver.md, step 3d). `cells` answers each cell's
    /// measured box. Inlined into the loops over instances, which then read the section's facts once.
    ///
    /// Frames are written as they are made, before the instance's lengths are known to be finite: when they are not,
    /// the caller drops the frames (a solve) or arranges the instance again (`RunState.restore`).
    @inline(__always)
    func arrangeInstance<Answers>(_ g: Int, template: ArrangedGroup, cells: inout LeafMeasurer<Answers>, scratch: inout Scratch,
                                  frames: UnsafeMutableBufferPointer<CGRect>) throws -> (size: CGSize, trim: CGFloat) {
        let size: CGSize
        let capacity: Int
        let take: Int
        // x × 0 is ±0 for a finite x and NaN otherwise, so the sum of the lengths × 0 is 0 exactly when every
        // length is finite (no branch per cell; a sum of the lengths themselves could overflow).
        var zero: CGFloat = 0
        if let plan = scratch.cellsOnly {
            // A group of cells only (lists, grids): its slots placed straight into reused buffers from the plan's
            // table, bound once (`Scratch`), without arrangement objects or reading the descriptions again; the same
            // math (`placeSlots`, or its cross part `longestAcross` with the template's positions) and the same cell
            // frames (`CellInsets.frame`) as the template and `GroupSolver.arrangeInstance`.
            capacity = plan.count
            let (first, written): (Int, Int)
            (first, take, written) = span(g, capacity: capacity, frames: frames)
            if plan.acrossOnly {
                size = try plan.group.pointee.main == .horizontal
                    ? arrangeAcross(plan, along: HorizontalAxis.self, first: first, written: written,
                                    cells: &cells, sizes: scratch.sizes, boxes: scratch.boxes, frames: frames, zero: &zero)
                    : arrangeAcross(plan, along: VerticalAxis.self, first: first, written: written,
                                    cells: &cells, sizes: scratch.sizes, boxes: scratch.boxes, frames: frames, zero: &zero)
            } else {
                for j in 0..<capacity { scratch.sizes[j] = try cells.leaf(plan.slots[j]) }
                var sizes = scratch.sizes.mutableSpan, boxes = scratch.boxes.mutableSpan
                size = GroupSolver.placeSlots(plan.group.pointee, slots: plan.slots.span, sizes: &sizes, into: &boxes)
                for j in 0..<capacity {
                    let frame = plan.slots[j].insets.frame(box: scratch.boxes[j])
                    zero += frame.size.width * 0 + frame.size.height * 0
                    if j < written { frames[first &+ j] = frame }
                }
            }
        } else {
            (size, capacity) = try arrangeNested(template, cells: &cells, scratch: &scratch)
            let (first, written): (Int, Int)
            (first, take, written) = span(g, capacity: capacity, frames: frames)
            for j in 0..<min(capacity, scratch.leaves.count) {
                let frame = scratch.leaves[j].frame
                zero += frame.size.width * 0 + frame.size.height * 0
                if j < written { frames[first &+ j] = frame }
            }
        }
        zero += size.width * 0 + size.height * 0
        try requireFinite(zero)
        var trim: CGFloat = 0
        if take < capacity { trim = GroupPositions.trim(scratch.boxes.prefix(capacity), take: take, main: main) }
        return (size, trim)
    }

    /// Instance `g` of a group of `capacity` cells: its first item, how many of its cells exist (Docs/Solver.md, step 3d), and how many
    /// of those have room in `frames` (all or none).
    @inline(__always)
    private func span(_ g: Int, capacity: Int, frames: UnsafeMutableBufferPointer<CGRect>) -> (first: Int, take: Int, written: Int) {
        // Bounded by the section's count: no overflow.
        let first = g &* capacity
        let take = min(capacity, count &- first)
        let written = first >= 0 && take > 0 && first &+ take <= frames.count ? take : 0
        return (first, take, written)
    }

    /// An instance of a group whose instances only change across its axis (`GroupFacts.acrossOnly`): `boxes` hold
    /// the template's boxes, whose positions every instance keeps (Docs/Solver.md, step 3c); each slot's box takes its cell's
    /// measured size, and an estimated group's length across is its longest slot's (Docs/Solver.md, step 3c and "Self-sizing", `longestAcross`, the
    /// rule `placeSlots` follows). Writes the cells' frames and adds their lengths × 0 to `zero`; returns the
    /// group's size.
    @inline(__always)
    private func arrangeAcross<Main: FixedAxis, Answers>(_ plan: Scratch.CellsOnly, along _: Main.Type,
                                                         first: Int, written: Int, cells: inout LeafMeasurer<Answers>,
                                                         sizes: UnsafeMutableBufferPointer<CGSize>,
                                                         boxes: UnsafeMutableBufferPointer<CGRect>,
                                                         frames: UnsafeMutableBufferPointer<CGRect>,
                                                         zero: inout CGFloat) throws -> CGSize {
        let cross = Main.axis.other
        // `plan.count` bounds the slots and both buffers. The cells are asked first, then placed: a loop without calls
        // keeps its values in registers.
        let slots = plan.count
        for j in 0..<slots { sizes[j] = try cells.leaf(plan.slots[j]) }
        var longest: CGFloat = 0
        for j in 0..<slots {
            let measured = sizes[j]
            longest = GroupSolver.longestAcross(longest, measured, plan.slots[j], cross: cross)
            boxes[j].size = measured
            let frame = plan.slots[j].insets.frame(box: boxes[j])
            zero += frame.size.width * 0 + frame.size.height * 0
            if j < written { frames[first &+ j] = frame }
        }
        var size = plan.size
        if plan.group.pointee.crossEstimated { size[cross] = longest }
        return size
    }

    /// The full instances of a group whose instances only change across its axis (`Scratch.CellsOnly.acrossOnly`,
    /// with `plan.count` the group's capacity), from the first, in one loop with the plan's facts bound once: what
    /// `build` does for each instance through `arrangeInstance`, the same cells asked in the same order, the same
    /// scrolled-through cut-off, frames (`arrangeAcross`) and finiteness check, and a full instance's trim, 0. Returns
    /// how many instances it arranged; the partial last one, if any, is left to `arrangeInstance` (its trim, Docs/Solver.md, step 3d).
    @inline(__always)
    private func arrangeFullAcross<Main: FixedAxis>(_ plan: Scratch.CellsOnly, along axis: Main.Type, state: RunState,
                                                    cells: inout LeafMeasurer<SizerAnswers>,
                                                    sizes: UnsafeMutableBufferPointer<CGSize>,
                                                    boxes: UnsafeMutableBufferPointer<CGRect>,
                                                    frames: UnsafeMutableBufferPointer<CGRect>,
                                                    natural: UnsafeMutableBufferPointer<CGSize>,
                                                    trims: UnsafeMutableBufferPointer<CGFloat>,
                                                    position: inout CGFloat) throws -> Int {
        let capacity = plan.count
        guard capacity > 0 else { return 0 }
        // Every index below is in bounds: instance g < full holds items g × capacity ..< (g + 1) × capacity, all
        // existing and, unless no frames are stored (`DerivedFrames`), with room in `frames`.
        let writes = !frames.isEmpty
        let full = min(count / capacity, writes ? frames.count / capacity : .max, natural.count, trims.count)
        let leadMain = state.leadMain
        // A sum of lengths × 0 (`arrangeInstance`): checked after each instance, so that a group that is not finite
        // stops the pass where it did.
        var zero: CGFloat = 0
        for g in 0..<full {
            cells.answers.stopMeasuring(atGroupStart: position + leadMain, limit: measureLimit)
            let first = g &* capacity
            cells.next = first
            let size = try arrangeAcross(plan, along: axis, first: first, written: writes ? capacity : 0, cells: &cells,
                                         sizes: sizes, boxes: boxes, frames: frames, zero: &zero)
            zero += size.width * 0 + size.height * 0
            try requireFinite(zero)
            natural[g] = size
            trims[g] = 0
            if measureLimit != nil { position += state.advance(length: size[main]) }
        }
        return full
    }

    /// An instance of a group with nested groups: arranged by `GroupSolver.arrangeInstance`, its cells flattened into
    /// `scratch.leaves` and their boxes into `scratch.boxes`. Returns its size and how many cells it holds.
    @inline(never)
    private func arrangeNested<Answers>(_ template: ArrangedGroup, cells: inout LeafMeasurer<Answers>,
                                        scratch: inout Scratch) throws -> (size: CGSize, capacity: Int) {
        let groups = GroupSolver(grid: grid)
        let top = section.group
        let arranged = try groups.arrangeInstance(template, item: top, cells: &cells)
        groups.leaves(of: arranged, item: top, into: &scratch.leaves)
        let capacity = min(scratch.leaves.count, scratch.boxes.count)
        for j in 0..<capacity { scratch.boxes[j] = scratch.leaves[j].slot }
        return (arranged.size, capacity)
    }

    /// The frames of a measured run whose instances all keep the template's positions, as `arrangeAcross` makes
    /// them (`GroupFacts.acrossOnly`, one slot per cell of the group); nil for any other run, whose frames are stored.
    static func derivedFrames(of template: ArrangedGroup, capacity: Int) -> DerivedFrames? {
        guard template.cellsOnly, let plan = template.plan, plan.group.acrossOnly, plan.slots.count == capacity,
              template.slots.count == capacity else { return nil }
        return DerivedFrames(slots: zip(template.slots, plan.slots).map { slot, facts in
            DerivedFrames.Slot(origin: slot.rect.origin, box: facts.box, measured: !facts.axes.isEmpty, insets: facts.insets)
        })
    }

    /// Where a top-level group of `size` starts across the scroll axis (`CrossPlacement`).
    func crossOrigin(of size: CGSize) -> CGFloat { crossPlacement.origin(across: size[main.other]) }

    /// How top-level groups are placed across the scroll axis, read once from the group's edge spacing.
    var crossPlacement: CrossPlacement {
        let cross = main.other
        let edges = section.group.edgeSpacing
        let leadCross = edges?.lead(cross), trailCross = edges?.trail(cross)
        return CrossPlacement(start: crossStart, container: container[cross], lead: leadCross?.value ?? 0, trail: trailCross?.value ?? 0,
                              leadFlexible: leadCross?.isFlexible == true,
                              flexible: CGFloat((leadCross?.isFlexible == true ? 1 : 0) + (trailCross?.isFlexible == true ? 1 : 0)))
    }

    /// Throws unless `zero` is 0: a sum of lengths × 0, 0 exactly when every length is finite.
    private func requireFinite(_ zero: CGFloat) throws {
        guard zero == 0 else {
            throw LayoutError(path: section.group.path, message: "the layout's content size overflows: the group resolves to a length that "
                + "is not finite; some length or spacing is far too large")
        }
    }

    /// `requireFinite` of a group of `size` and its cells' `frames`.
    private func requireFinite(_ size: CGSize, _ frames: UnsafeMutableBufferPointer<CGRect>) throws {
        var zero = size.width * 0 + size.height * 0
        for frame in frames { zero += frame.size.width * 0 + frame.size.height * 0 }
        try requireFinite(zero)
    }
}
