import Foundation

/// A section's solved top-level groups, independent of where the section starts along the scroll axis.
///
/// Group *g* starts at `(contentStart + prefix(g)) + leadMain` along the scroll axis, where `prefix(g)` is the sum
/// of the advances (`leadMain + length + trailMain + interGroupSpacing`) of the groups before it. Repeated groups
/// all have the same advance, so `prefix(g) = g × advance`; measured groups keep theirs in an `AdvanceTree`.
/// Cells are kept relative to their group and made absolute (and rounded to the pixel, Docs/Solver.md, step 3b) on demand, so a
/// change in one group's length moves the later groups without rewriting their cells.
struct SectionRun {
    let grid: PixelGrid
    let main: Axis
    /// Items in the section, and cells per full group.
    let count: Int
    let capacity: Int
    /// One full instance of the template: its cells' frames, zIndex and sibling groups; the sibling groups again, as
    /// the section's record keeps them (`SectionTemplate.Arrangement.slotGroups`).
    let template: [Leaf]
    let slotGroups: [Int32]
    let isCustom: Bool
    let leadMain: CGFloat
    let trailMain: CGFloat
    let interGroupSpacing: CGFloat
    /// Where a group starts across the scroll axis given its length across (`CrossPlacement`).
    private(set) var placement: CrossPlacement
    /// The repeated group's size and cross-axis origin, and the trimmed length of a partial last group (Docs/Solver.md, step 3d).
    let groupSize: CGSize
    private(set) var groupCross: CGFloat
    let lastLength: CGFloat
    /// Set when the section's cells are measured (Docs/Solver.md, "Self-sizing"): every instance is its own.
    /// Held in an immutable box: a run is copied whole wherever a solve takes it (into the section's `OnDemandCells`,
    /// from an incremental update into the section chain), and each copy of the value retained and released every
    /// one of its arrays, most of the time of an update that moves later sections (Docs/Performance.md, "One change").
    /// Hot readers go through the box (`measuredBox?.value.x`); a change takes the value out, drops the box (so the
    /// arrays are uniquely held again and change in place, unless another copy of the run still holds them: then
    /// they are copied, as a value's are) and puts the changed value in a new box (`measured`'s setter).
    private(set) var measuredBox: MeasuredBox?

    /// The measured facts as a value (a copy: for the places that change them or read many at once).
    var measured: Measured? {
        get { measuredBox?.value }
        set { measuredBox = newValue.map(MeasuredBox.init) }
    }

    final class MeasuredBox: Sendable {
        let value: Measured
        init(_ value: Measured) { self.value = value }
    }
    /// Set when the measured section was solved in the scrolled-through scope: where its measuring stopped
    /// (SectionRun+ScrolledThrough.swift).
    var cutOff: ScrolledThroughCutOff?

    struct Measured {
        /// How to arrange an instance again. Held by reference: the run is copied and read often (its accessors
        /// take it out of the optional), and the run is large.
        let source: Source
        /// Per cell: its measured box (kept so that re-arranging an instance never asks the sizer again) and its
        /// frame relative to its group's outer corner; no frames when they follow from the boxes
        /// (`Source.derived`).
        var boxes: [CGSize]
        var frames: [CGRect]
        /// Per instance: its arranged size, and how much a partial last group is trimmed.
        var natural: [CGSize]
        var trims: [CGFloat]
        /// Derived (`layOutInstances`): the section's uniform lengths (−∞ on an axis that is not
        /// `uniformAcrossSiblings`) and the advances' tree. An instance's length, cross size and origin are not
        /// stored: `SectionRun.instance(_:)` derives them from its natural size and trim, the same arithmetic every
        /// time (24 bytes an instance less to write and keep; Docs/Performance.md).
        var uniform = CGSize(width: -CGFloat.infinity, height: -CGFloat.infinity)
        var tree = AdvanceTree(advances: [], across: [])

        /// What arranges the section's instances again (without the sizer), and its template arrangement.
        final class Source: Sendable {
            let arranger: InstanceArranger
            let arranged: ArrangedGroup
            /// Set when every instance keeps the template's positions (`GroupFacts.keepsTemplatePositions`): a cell's frame is
            /// then made from its kept box when asked, not stored.
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
        self.isCustom = isCustom
        self.leadMain = leadMain
        self.trailMain = trailMain
        self.interGroupSpacing = interGroupSpacing
        self.groupSize = groupSize
        self.placement = placement
        self.groupCross = placement.origin(across: groupSize[main.other])
        // The last, partial group is trimmed by the room its missing slots would have taken (Docs/Solver.md, step 3d, cases 36-41,
        // 45); custom groups keep their length (case 60).
        let take = count - (GroupPositions.instances(count, capacity: capacity) - 1) * capacity
        if take < capacity && !isCustom {
            lastLength = GroupPositions.trimmed(groupSize[main], by: GroupPositions.trim(template.lazy.map(\.box), take: take, main: main))
        } else {
            lastLength = groupSize[main]
        }
    }

    var instanceCount: Int { GroupPositions.instances(count, capacity: capacity) }

    /// The same groups, starting at `start` across the scroll axis. An orthogonal row's run runs along the row, so its
    /// "across" is the layout's scroll axis: where the row sits, which a change in an earlier section moves
    /// (OrthogonalRun.swift). Nothing else in the run depends on it (its boxes, arrangements and advances are
    /// lengths), so the moved run is the one solving the section at `start` would build.
    func startingAcross(at start: CGFloat) -> SectionRun {
        var moved = self
        moved.placement = placement.starting(at: start)
        moved.groupCross = moved.placement.origin(across: groupSize[main.other])
        return moved
    }

    /// An orthogonal row kept relative to its section's start (SectionOrigins.swift) placed where the section starts:
    /// moved across to `origin` plus where it starts now. The one sum a row's cells are placed from, whether they are
    /// written (`OrthogonalRun.place`) or made on demand (`FrameStore.cells(ofRun:)`), so that both give the same frames.
    func placedAcross(atSectionOrigin origin: CGFloat) -> SectionRun {
        startingAcross(at: origin + placement.start)
    }

    // MARK: Geometry of instance g

    func advance(length: CGFloat) -> CGFloat {
        GroupPositions.advance(lead: leadMain, length: length, trail: trailMain, interGroupSpacing: interGroupSpacing)
    }

    func length(_ g: Int) -> CGFloat {
        if let instance = measuredInstance(g) { return instance.length }
        return g == instanceCount - 1 ? lastLength : groupSize[main]
    }

    func crossSize(_ g: Int) -> CGFloat {
        if let instance = measuredInstance(g) { return instance.crossSize }
        return groupSize[main.other]
    }

    func crossOrigin(_ g: Int) -> CGFloat {
        if let instance = measuredInstance(g) { return instance.crossOrigin }
        return groupCross
    }

    /// Measured instance `g`'s length along the scroll axis, its length across and its cross-axis origin; nil when
    /// the template is repeated. Each number is read from `measured` in place: binding it (`if let measured`) copied
    /// the whole value, a retain and a release of each of its arrays, on every group position a query or an update
    /// asked for (Docs/Performance.md, "One change").
    @inline(__always)
    private func measuredInstance(_ g: Int) -> (length: CGFloat, crossSize: CGFloat, crossOrigin: CGFloat)? {
        guard let box = measuredBox else { return nil }
        return layOut(g, natural: box.value.natural[g], trim: box.value.trims[g], instances: box.value.natural.count,
                      uniform: box.value.uniform, placement: placement)
    }

    /// Measured instance `g`'s length along the scroll axis, its length across and its cross-axis origin.
    private func instance(_ g: Int, of m: Measured) -> (length: CGFloat, crossSize: CGFloat, crossOrigin: CGFloat) {
        layOut(g, natural: m.natural[g], trim: m.trims[g], instances: m.natural.count, uniform: m.uniform,
               placement: placement)
    }

    func prefix(_ g: Int) -> CGFloat {
        if let box = measuredBox { return box.value.tree.prefix(g) }
        return CGFloat(g) * advance(length: groupSize[main])
    }

    /// The group's outer corner, unrounded, given the sum of the advances before it.
    func origin(_ g: Int, prefix: CGFloat, contentStart: CGFloat) -> CGPoint {
        GroupPositions.origin(prefix: prefix, cross: crossOrigin(g), contentStart: contentStart, leadMain: leadMain, main: main)
    }

    /// Cell `i`'s frame relative to its group.
    func relativeFrame(_ i: Int) -> CGRect { relativeFrames.frame(item: i, slot: i % capacity) }

    /// Every cell's frame relative to its group, in the form that is kept (`relativeFrame`, OnDemandCells.Cursor).
    var relativeFrames: RelativeFrames {
        guard let m = measuredBox?.value else { return .perSlot(template) }
        if let derived = m.source.derived { return .derived(derived, boxes: m.boxes) }
        return .perCell(m.frames)
    }

    /// `origin(_:prefix:contentStart:)` for every group, copied out of the run for tight loops (OnDemandCells.Cursor):
    /// the run is large, and reading it group by group copied more than the group's own numbers.
    func origins(contentStart: CGFloat) -> GroupOrigins {
        GroupOrigins(main: main, contentStart: contentStart, leadMain: leadMain, step: advance(length: groupSize[main]),
                     groupCross: groupCross, tree: measuredBox?.value.tree,
                     measured: measuredBox.map(\.value).map { GroupOrigins.Measured(natural: $0.natural, uniformCross: $0.uniform[main.other],
                                                                    placement: placement) })
    }

    /// The group's frame (its length trimmed when partial), as the query index uses it (Docs/Solver.md, step 6).
    func bounds(_ g: Int, at origin: CGPoint) -> CGRect {
        let finish = Finish(grid: grid)
        return CGRect(origin: CGPoint(x: finish.position(origin.x), y: finish.position(origin.y)),
                      size: CGSize(main: length(g), cross: crossSize(g), along: main))
    }

    /// Every group's frame, in order, for a section starting at `contentStart` (an orthogonal row keeps its groups'
    /// starts and lengths, OrthogonalRun.swift).
    func groupBounds(contentStart: CGFloat) -> [CGRect] {
        let origins = self.origins(contentStart: contentStart)
        return (0..<instanceCount).map { bounds($0, at: origins($0)) }
    }

    /// The far edge of the last group along the scroll axis, its trailing edge spacing included.
    func end(contentStart: CGFloat) -> CGFloat {
        let last = instanceCount - 1
        return origin(last, prefix: prefix(last), contentStart: contentStart)[main] + length(last) + trailMain
    }

    /// The longest top-level group's length across the scroll axis: what the content's cross length follows
    /// (Docs/Solver.md step 4; CHARON case 49).
    var longestAcross: CGFloat { measuredBox?.value.tree.longestAcross ?? groupSize[main.other] }

    /// The farthest top-level group edge across the scroll axis (an orthogonal row's length along the layout's scroll
    /// axis). The longest group reaches farthest: an origin moves by at most the change of length (a flexible leading
    /// edge takes half or all of the room left, `CrossPlacement`).
    var farthestAcross: CGFloat {
        guard let longest = measuredBox?.value.tree.longestAcross else { return groupCross + groupSize[main.other] }
        return placement.origin(across: longest) + longest
    }

    // MARK: Measured instances

    /// Derives each measured instance's length, cross size and origin, and the advances' tree.
    /// A top-level group that is `uniformAcrossSiblings` on an axis makes every instance as long as the longest
    /// on that axis: the outermost group's uniform dimension is uniform across the whole section ([DOC]).
    mutating func layOutInstances() {
        guard var m = measured else { return }
        measured = nil
        let top = m.source.arranger.section.group.size
        var uniform = CGSize(width: -CGFloat.infinity, height: -CGFloat.infinity)
        for axis in [Axis.horizontal, .vertical] where top[axis].kind == .uniformAcrossSiblings {
            uniform[axis] = m.natural.reduce(-CGFloat.infinity) { max($0, $1[axis]) }
        }
        m.uniform = uniform
        // The tree's leaves, one per instance (natural and trims hold one per instance).
        let placement = self.placement
        m.tree = m.natural.withUnsafeBufferPointer { natural in
            m.trims.withUnsafeBufferPointer { trims in
                let n = min(natural.count, trims.count)
                return AdvanceTree(count: n) { g in
                    let (length, crossSize, _) = layOut(g, natural: natural[g], trim: trims[g], instances: n,
                                                        uniform: uniform, placement: placement)
                    return (advance(length: length), crossSize)
                }
            }
        }
        measured = m
    }

    /// Instance `g`'s length along the scroll axis (trimmed when it is the partial last group, Docs/Solver.md, step 3d), its length
    /// across it and its cross-axis origin, from its arranged size and the section's uniform lengths (-∞: none).
    private func layOut(_ g: Int, natural: CGSize, trim: CGFloat, instances: Int, uniform: CGSize,
                        placement: CrossPlacement) -> (length: CGFloat, crossSize: CGFloat, crossOrigin: CGFloat) {
        let size = CGSize(width: GroupPositions.instanceLength(natural.width, uniform: uniform.width),
                          height: GroupPositions.instanceLength(natural.height, uniform: uniform.height))
        var length = size[main]
        if g == instances - 1 && count % capacity != 0 { length = GroupPositions.trimmed(size[main], by: trim) }
        let across = size[main.other]
        return (length, across, placement.origin(across: across))
    }

    /// New measured answers for some cells of this section (item → the sizer's answer): re-arranges only their
    /// group instances, from the kept boxes of the other cells (never asking the sizer), and updates the tree.
    /// A cell without an estimated axis ignores its answer, as a full solve never asks for it.
    /// Returns the boxes it replaced, for `restore`; on a throw the run is restored before rethrowing.
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

    /// Puts back the boxes `update` (or `followCutOff`) returned, and the cut-off: the run is then what it was
    /// before (arranging is deterministic).
    mutating func restore(_ previous: [Int: CGSize], cutOff: ScrolledThroughCutOff? = nil) {
        try? rearrange(previous) { box, _, _, _ in box }
        if let cutOff { self.cutOff = cutOff }
    }

    /// Re-arranges the instances holding `given`'s cells, each cell's box becoming `box(given, proposed box, axes,
    /// item)`; the other cells keep theirs.
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
        let uniform = m.source.arranger.section.group.size.width.kind == .uniformAcrossSiblings
            || m.source.arranger.section.group.size.height.kind == .uniformAcrossSiblings
        if uniform {
            // Every instance may change with the section's largest: lay them all out again (O(n), still exact).
            measured = m
            layOutInstances()
            m = measured ?? m
            return
        }
        for g in touched {
            let (length, crossSize, _) = instance(g, of: m)
            m.tree.set(g, advance: advance(length: length), across: crossSize)
        }
    }
}

// MARK: Measured instances, again

extension SectionRun {
    /// Measured instance `g` arranged again from its cells' kept boxes, nested groups included: the same template,
    /// boxes and `GroupSolver.arrangeInstance` as the solve, so the same tree. nil when the section is not measured or
    /// has no instance `g`. O(the instance's cells): the measurer reads this instance's boxes only (cells past the
    /// section's end keep their estimate, as in the solve).
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
