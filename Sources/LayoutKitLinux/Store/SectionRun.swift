import Foundation

/// A section's solved top-level groups, independent of where the section starts. Group *g* starts at `(contentStart +
/// prefix(g)) + leadMain` along the scroll axis, `prefix(g)` summing the advances (`leadMain + length + trailMain +
/// interGroupSpacing`) before it: `g × advance` for a repeated template, an `AdvanceTree` for measured groups. Cells are
/// kept relative to their group and finished on demand, so one group's change of length rewrites no cell.
struct SectionRun {
    let grid: PixelGrid
    let main: Axis
    /// Items in the section, and cells per full group.
    let count: Int
    let capacity: Int
    /// One full instance of the template, and its sibling groups as the section's record keeps them.
    let template: [Leaf]
    let slotGroups: [Int32]
    let leadMain: CGFloat
    let trailMain: CGFloat
    let interGroupSpacing: CGFloat
    /// Where a group starts across the scroll axis given its length across (`CrossPlacement`).
    private(set) var placement: CrossPlacement
    /// The repeated group's size and cross-axis origin, and the trimmed length of a partial last group (Docs/Solver.md, step 3d).
    let groupSize: CGSize
    private(set) var groupCross: CGFloat
    let lastLength: CGFloat
    /// Set when the cells are measured (Docs/Solver.md, "Self-sizing"): every instance is its own. Boxed, so that a copy
    /// of the run is one retain; a change puts a new box (`measured`; Docs/Performance.md, "The store's values").
    private(set) var measuredBox: MeasuredBox?

    /// The measured facts as a value (a copy, to change them or read many at once).
    var measured: Measured? {
        get { measuredBox?.value }
        set { measuredBox = newValue.map(MeasuredBox.init) }
    }

    final class MeasuredBox: Sendable {
        let value: Measured
        init(_ value: Measured) { self.value = value }
    }
    /// Where measuring stopped, in the scrolled-through scope (SectionRun+ScrolledThrough.swift).
    var cutOff: ScrolledThroughCutOff?

    struct Measured {
        /// How to arrange an instance again, held by reference (a copy of the facts retains it once).
        let source: Source
        /// Per cell: its measured box, and its frame relative to its group (none when derived, `Source.derived`).
        var boxes: [CGSize]
        var frames: [CGRect]
        /// Per instance: its arranged size and trim, from which `layOut` derives the rest when asked.
        var natural: [CGSize]
        var trims: [CGFloat]
        /// Derived (`layOutInstances`): the uniform lengths (−∞ on an axis not `uniformAcrossSiblings`), the advances' tree.
        var uniform = CGSize(width: -CGFloat.infinity, height: -CGFloat.infinity)
        var tree = AdvanceTree(count: 0) { _ in (0, 0) }

        /// What arranges the instances again (without the sizer), and the template's arrangement.
        final class Source: Sendable {
            let arranger: InstanceArranger
            let arranged: ArrangedGroup
            /// Set when every instance keeps the template's positions: a cell's frame is made from its kept box, not stored.
            let derived: DerivedFrames?

            init(arranger: InstanceArranger, arranged: ArrangedGroup, derived: DerivedFrames?) {
                self.arranger = arranger
                self.arranged = arranged
                self.derived = derived
            }
        }

        init(arranger: InstanceArranger, arranged: ArrangedGroup, derived: DerivedFrames?, boxes: [CGSize],
             frames: [CGRect], natural: [CGSize], trims: [CGFloat]) {
            source = Source(arranger: arranger, arranged: arranged, derived: derived)
            self.boxes = boxes
            self.frames = frames
            self.natural = natural
            self.trims = trims
        }
    }

    init(grid: PixelGrid, main: Axis, count: Int, capacity: Int, template: [Leaf], slotGroups: [Int32], isCustom: Bool,
         leadMain: CGFloat, trailMain: CGFloat, interGroupSpacing: CGFloat, groupSize: CGSize, placement: CrossPlacement) {
        self.grid = grid
        self.main = main
        self.count = count
        self.capacity = capacity
        self.template = template
        self.slotGroups = slotGroups
        self.leadMain = leadMain
        self.trailMain = trailMain
        self.interGroupSpacing = interGroupSpacing
        self.groupSize = groupSize
        self.placement = placement
        self.groupCross = placement.origin(across: groupSize[main.other])
        // A partial last group loses its missing slots' room (Docs/Solver.md, step 3d, cases 36-41, 45); a custom one keeps it (case 60).
        let take = count - (GroupPositions.instances(count, capacity: capacity) - 1) * capacity
        if take < capacity && !isCustom {
            lastLength = GroupPositions.trimmed(groupSize[main], by: GroupPositions.trim(template.lazy.map(\.box), take: take, main: main))
        } else {
            lastLength = groupSize[main]
        }
    }

    var instanceCount: Int { GroupPositions.instances(count, capacity: capacity) }

    /// The same groups starting at `start` across the scroll axis: where an orthogonal row sits (OrthogonalRun.swift).
    func startingAcross(at start: CGFloat) -> SectionRun {
        var moved = self
        moved.placement = placement.starting(at: start)
        moved.groupCross = moved.placement.origin(across: groupSize[main.other])
        return moved
    }

    /// An orthogonal row kept relative to its section's start moved across to the section's `origin` (SectionOrigins.swift).
    func placedAcross(atSectionOrigin origin: CGFloat) -> SectionRun {
        startingAcross(at: origin + placement.start)
    }

    func advance(length: CGFloat) -> CGFloat {
        GroupPositions.advance(lead: leadMain, length: length, trail: trailMain, interGroupSpacing: interGroupSpacing)
    }

    /// Group `g`'s length along the scroll axis, length across and cross-axis origin; a measured instance's are read
    /// through the box in place (Docs/Performance.md, "The store's values").
    @inline(__always)
    func instance(_ g: Int) -> (length: CGFloat, crossSize: CGFloat, crossOrigin: CGFloat) {
        guard let box = measuredBox else { return (g == instanceCount - 1 ? lastLength : groupSize[main], groupSize[main.other], groupCross) }
        return layOut(g, natural: box.value.natural[g], trim: box.value.trims[g], instances: box.value.natural.count,
                      uniform: box.value.uniform)
    }

    func crossOrigin(_ g: Int) -> CGFloat { measuredBox == nil ? groupCross : instance(g).crossOrigin }

    private func prefix(_ g: Int) -> CGFloat {
        if let box = measuredBox { return box.value.tree.prefix(g) }
        return CGFloat(g) * advance(length: groupSize[main])
    }

    /// Group `g`'s outer corner, unrounded.
    func origin(_ g: Int, contentStart: CGFloat) -> CGPoint {
        GroupPositions.origin(prefix: prefix(g), cross: crossOrigin(g), contentStart: contentStart, leadMain: leadMain, main: main)
    }

    /// Every cell's frame relative to its group, in the form that is kept.
    var relativeFrames: RelativeFrames {
        guard let m = measuredBox?.value else { return .perSlot(template) }
        if let derived = m.source.derived { return .derived(derived, boxes: m.boxes) }
        return .perCell(m.frames)
    }

    /// The numbers `origin(_:contentStart:)` reads, copied out of the run once for a tight loop (SectionPage.Cursor).
    func origins(contentStart: CGFloat) -> GroupOrigins {
        GroupOrigins(main: main, contentStart: contentStart, leadMain: leadMain, step: advance(length: groupSize[main]),
                     groupCross: groupCross, tree: measuredBox?.value.tree,
                     measured: measuredBox.map(\.value).map { GroupOrigins.Measured(natural: $0.natural, uniformCross: $0.uniform[main.other],
                                                                    placement: placement) })
    }

    /// The group's frame (its length trimmed when partial), as the query index uses it (Docs/Solver.md, step 6).
    func bounds(_ g: Int, at origin: CGPoint) -> CGRect {
        let finish = Finish(grid: grid), instance = instance(g)
        return CGRect(origin: CGPoint(x: finish.position(origin.x), y: finish.position(origin.y)),
                      size: CGSize(main: instance.length, cross: instance.crossSize, along: main))
    }

    /// Every group's frame, in order, for a section starting at `contentStart` (an orthogonal row's, OrthogonalRun.swift).
    func groupBounds(contentStart: CGFloat) -> [CGRect] {
        let origins = self.origins(contentStart: contentStart)
        return (0..<instanceCount).map { bounds($0, at: origins($0)) }
    }

    /// The far edge of the last group along the scroll axis, its trailing edge spacing included.
    func end(contentStart: CGFloat) -> CGFloat {
        let last = instanceCount - 1
        return origin(last, contentStart: contentStart)[main] + instance(last).length + trailMain
    }

    /// The longest group's length across the scroll axis, which the content's follows (Docs/Solver.md step 4; CHARON case 49).
    var longestAcross: CGFloat { measuredBox?.value.tree.longestAcross ?? groupSize[main.other] }

    /// The farthest group edge across the scroll axis (an orthogonal row's length): the longest group's, since an origin
    /// moves by at most the change of length (a flexible leading edge takes half or all of the room left, `CrossPlacement`).
    var farthestAcross: CGFloat {
        guard let longest = measuredBox?.value.tree.longestAcross else { return groupCross + groupSize[main.other] }
        return placement.origin(across: longest) + longest
    }

    /// The least and greatest edges of the groups' frames across the run's axis (an orthogonal row's); O(1) unless measured.
    var reachAcross: (low: CGFloat, high: CGFloat) {
        guard measuredBox != nil else {
            let low = Finish(grid: grid).position(groupCross)
            return (low, low + groupSize[main.other])
        }
        var low = CGFloat.infinity, high = -CGFloat.infinity
        let finish = Finish(grid: grid)
        for g in 0..<instanceCount {
            let instance = instance(g), start = finish.position(instance.crossOrigin)
            low = min(low, start)
            high = max(high, start + instance.crossSize)
        }
        return (low, high)
    }

    /// Derives the section's uniform lengths and the advances' tree. A top-level group `uniformAcrossSiblings` on an axis
    /// makes every instance as long as the longest on it: uniform across the whole section ([DOC]).
    mutating func layOutInstances() {
        guard var m = measured else { return }
        measured = nil
        let top = m.source.arranger.section.group.size
        var uniform = CGSize(width: -CGFloat.infinity, height: -CGFloat.infinity)
        for axis in [Axis.horizontal, .vertical] where top[axis].kind == .uniformAcrossSiblings {
            uniform[axis] = m.natural.reduce(-CGFloat.infinity) { max($0, $1[axis]) }
        }
        m.uniform = uniform
        m.tree = m.natural.withUnsafeBufferPointer { natural in
            m.trims.withUnsafeBufferPointer { trims in
                let n = min(natural.count, trims.count)
                return AdvanceTree(count: n) { g in
                    let (length, crossSize, _) = layOut(g, natural: natural[g], trim: trims[g], instances: n, uniform: uniform)
                    return (advance(length: length), crossSize)
                }
            }
        }
        measured = m
    }

    /// Measured instance `g`'s lengths and cross origin from its arranged size and the uniform lengths, the partial last
    /// group trimmed (Docs/Solver.md, step 3d).
    private func layOut(_ g: Int, natural: CGSize, trim: CGFloat, instances: Int,
                        uniform: CGSize) -> (length: CGFloat, crossSize: CGFloat, crossOrigin: CGFloat) {
        let size = CGSize(width: GroupPositions.instanceLength(natural.width, uniform: uniform.width),
                          height: GroupPositions.instanceLength(natural.height, uniform: uniform.height))
        var length = size[main]
        if g == instances - 1 && count % capacity != 0 { length = GroupPositions.trimmed(size[main], by: trim) }
        let across = size[main.other]
        return (length, across, placement.origin(across: across))
    }

    /// New sizer answers for some cells (by item): re-arranges only their groups, from the other cells' kept boxes (a cell
    /// without an estimated axis ignores its answer). Returns the boxes it replaced, for `restore`; restores on a throw.
    mutating func update(_ answers: [Int: CGSize], section: Int) throws -> [Int: CGSize] {
        guard let boxes = measuredBox?.value.boxes else { return [:] }
        var previous: [Int: CGSize] = [:]
        for item in answers.keys where item >= 0 && item < count { previous[item] = boxes[item] }
        do {
            try rearrange(answers) { answer, box, axes, item in
                try MeasurePass.merge(answer, into: box, axes: axes) { "section \(section) > item \(item)" }
            }
            if !previous.isEmpty { cutOff?.lengthsChanged = true }
        } catch {
            restore(previous)
            throw error
        }
        return previous
    }

    /// Puts back the boxes `update` or `followCutOff` returned, and the cut-off: the run is then what it was before.
    mutating func restore(_ previous: [Int: CGSize], cutOff: ScrolledThroughCutOff? = nil) {
        try? rearrange(previous) { box, _, _, _ in box }
        if let cutOff { self.cutOff = cutOff }
    }

    /// Re-arranges the instances holding `given`'s cells, each cell's box becoming `box(given, proposed, axes, item)`.
    private mutating func rearrange(_ given: [Int: CGSize], box: @escaping (CGSize, CGSize, UIAxis, Int) throws -> CGSize) throws {
        let count = self.count, capacity = self.capacity
        let touched = Set(given.keys.filter { $0 >= 0 && $0 < count }.map { $0 / capacity })
        try rearrange(instances: touched.sorted(), answers: BoxesFromUpdate(given: given, merge: box))
    }

    /// Re-arranges `instances` (in that order), each of their cells' boxes coming from `answers`, and updates the tree.
    mutating func rearrange<Answers: MeasuredBoxSource>(instances touched: [Int], answers: Answers) throws {
        guard var m = measured else { return }
        measured = nil
        defer { measured = m }
        let capacity = self.capacity
        // The kept boxes and frames are moved out while the instances are arranged, and back even on a throw.
        var boxes = m.boxes, frames = m.frames
        m.boxes = []
        m.frames = []
        let arranging = Result<Void, Error> {
            try boxes.withUnsafeMutableBufferPointer { boxes in
                try frames.withUnsafeMutableBufferPointer { frames in
                    var cells = LeafMeasurer(next: 0, boxes: boxes, answers: answers)
                    try InstanceBuffers.with(template: m.source.arranged, capacity: capacity) { buffers in
                        for g in touched {
                            cells.next = g * capacity
                            let instance = try m.source.arranger.arrangeInstance(g, template: m.source.arranged, cells: &cells, buffers: &buffers, frames: frames)
                            m.natural[g] = instance.size
                            m.trims[g] = instance.trim
                        }
                    }
                }
            }
        }
        m.boxes = boxes
        m.frames = frames
        try arranging.get()
        let top = m.source.arranger.section.group.size
        if top.width.kind == .uniformAcrossSiblings || top.height.kind == .uniformAcrossSiblings {
            // Every instance may change with the section's largest: lay them all out again (O(n), still exact).
            measured = m
            layOutInstances()
            m = measured ?? m
            return
        }
        for g in touched {
            let (length, crossSize, _) = layOut(g, natural: m.natural[g], trim: m.trims[g], instances: m.natural.count, uniform: m.uniform)
            m.tree.set(g, advance: advance(length: length), across: crossSize)
        }
    }

    /// Measured instance `g` arranged again from its cells' kept boxes, as the solve arranged it; nil if there is none.
    func arrangedMeasuredInstance(_ g: Int) throws -> ArrangedGroup? {
        guard let m = measuredBox?.value else { return nil }
        let first = g &* capacity
        guard g >= 0, first < m.boxes.count else { return nil }
        // `LeafMeasurer` writes back every box it reads (unchanged here): it is given a copy of the instance's.
        var boxes = Array(m.boxes[first..<min(first &+ capacity, m.boxes.count)])
        return try boxes.withUnsafeMutableBufferPointer { buffer in
            var cells = LeafMeasurer(next: 0, boxes: buffer, answers: BoxesAsKept())
            return try GroupSolver(grid: grid).arrangeInstance(m.source.arranged, item: m.source.arranger.section.group, cells: &cells)
        }
    }
}

/// A measured cell's frame from its kept box when every instance keeps the template's positions: the slot's origin and
/// the kept box (the proposed box for a cell not measured) less the cell's insets, as `InstanceArranger.arrangeAcross`
/// computes it (Docs/Solver.md, the keepsTemplatePositions rule; Docs/Testing-Properties.md, 6b).
struct DerivedFrames: Sendable {
    struct Slot: Sendable {
        let origin: CGPoint
        let box: CGSize
        let measured: Bool
        let insets: CellInsets
    }
    let slots: [Slot]

    /// Cell `i`'s frame relative to its group, `kept` its kept box.
    func frame(_ i: Int, kept: CGSize) -> CGRect {
        let slot = slots[i % slots.count]
        return slot.insets.frame(box: CGRect(origin: slot.origin, size: slot.measured ? kept : slot.box))
    }

    /// nil for a run whose instances do not all keep the template's positions: its frames are stored.
    init?(template: ArrangedGroup, capacity: Int) {
        guard template.holdsOnlyCells, let plan = template.plan, plan.group.keepsTemplatePositions, plan.slots.count == capacity,
              template.slots.count == capacity else { return nil }
        slots = zip(template.slots, plan.slots).map { slot, facts in
            Slot(origin: slot.box.origin, box: facts.box, measured: !facts.axes.isEmpty, insets: facts.insets)
        }
    }
}

/// A run's cells' frames relative to their groups, as kept (`SectionRun.relativeFrames`).
enum RelativeFrames {
    case perSlot([Leaf])
    case perCell([CGRect])
    case derived(DerivedFrames, boxes: [CGSize])

    /// The frame of `item`, the cell in slot `slot` of its group.
    func frame(item: Int, slot: Int) -> CGRect {
        switch self {
        case .perSlot(let template): return template[slot].frame
        case .perCell(let frames): return frames[item]
        case .derived(let derived, let boxes): return derived.frame(item, kept: boxes[item])
        }
    }
}

/// Where a section's top-level groups start: the numbers `SectionRun.origin` reads, copied out (`SectionRun.origins`).
struct GroupOrigins {
    let main: Axis
    let contentStart: CGFloat
    let leadMain: CGFloat
    /// The advance of a repeated group, unless `tree`.
    let step: CGFloat
    let groupCross: CGFloat
    let tree: AdvanceTree?
    /// What a measured group's cross origin is derived from (`SectionRun.layOut`).
    let measured: Measured?

    struct Measured {
        let natural: [CGSize]
        /// The section's uniform length across the scroll axis; −∞ when it is not `uniformAcrossSiblings`.
        let uniformCross: CGFloat
        let placement: CrossPlacement
    }

    /// Inlined: a call copied the whole value for every group a cursor entered.
    @inline(__always)
    func callAsFunction(_ g: Int) -> CGPoint {
        var cross = groupCross
        if let measured {
            // `SectionRun.layOut`'s cross origin.
            cross = measured.placement.origin(across: GroupPositions.instanceLength(measured.natural[g][main.other], uniform: measured.uniformCross))
        }
        return GroupPositions.origin(prefix: tree?.prefix(g) ?? CGFloat(g) * step, cross: cross, contentStart: contentStart,
                           leadMain: leadMain, main: main)
    }
}
