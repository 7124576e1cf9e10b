import Foundation

/// Arranges a measured section's top-level group instances, each with its own cells' measured sizes (Docs/Solver.md,
/// "Self-sizing"), by the kernel's rules run fast: buffers reused from one instance to the next and, where instances keep
/// the template's positions, only the lengths across recomputed; checked bit for bit against the kernel
/// (Docs/Testing-Properties.md, 6b). A value without the sizer: the run keeps it for incremental updates.
struct InstanceArranger: Sendable {
    let grid: PixelGrid
    /// The scroll axis.
    let main: Axis
    let section: SectionDescription
    let count: Int
    /// For errors (the description may be shared by sections of one shape).
    let sectionIndex: Int

    /// One measured instance: writes its cells' frames, relative to its corner, to `frames` (by item), and returns its
    /// size and trim (Docs/Solver.md, step 3d). Frames are written before the lengths are known to be finite: when they
    /// are not, the caller drops them (a solve) or arranges the instance again (`SectionRun.restore`).
    @inline(__always)
    func arrangeInstance<Answers>(_ g: Int, template: ArrangedGroup, cells: inout LeafMeasurer<Answers>, buffers: inout InstanceBuffers,
                                  frames: UnsafeMutableBufferPointer<CGRect>) throws -> (size: CGSize, trim: CGFloat) {
        let size: CGSize
        let capacity: Int
        let take: Int
        // x × 0 is ±0 for a finite x and NaN otherwise: the sum of the lengths × 0 is 0 exactly when every length is
        // finite (no branch per cell; a sum of the lengths themselves could overflow).
        var zero: CGFloat = 0
        if let plan = buffers.boundPlan {
            // A group of cells only (lists, grids): its slots placed from the plan's table, by the template's math.
            capacity = plan.count
            let (first, written): (Int, Int)
            (first, take, written) = span(g, capacity: capacity, frames: frames)
            if plan.keepsTemplatePositions {
                size = try plan.group.pointee.main == .horizontal
                    ? arrangeAcross(plan, along: HorizontalAxis.self, first: first, written: written,
                                    cells: &cells, sizes: buffers.sizes, boxes: buffers.boxes, frames: frames, zero: &zero)
                    : arrangeAcross(plan, along: VerticalAxis.self, first: first, written: written,
                                    cells: &cells, sizes: buffers.sizes, boxes: buffers.boxes, frames: frames, zero: &zero)
            } else {
                for j in 0..<capacity { buffers.sizes[j] = try cells.leaf(plan.slots[j]) }
                var sizes = buffers.sizes.mutableSpan, boxes = buffers.boxes.mutableSpan
                size = GroupSolver.placeSlots(plan.group.pointee, slots: plan.slots.span, sizes: &sizes, into: &boxes)
                for j in 0..<capacity {
                    let frame = plan.slots[j].insets.frame(box: buffers.boxes[j])
                    zero += frame.size.width * 0 + frame.size.height * 0
                    if j < written { frames[first &+ j] = frame }
                }
            }
        } else {
            (size, capacity) = try arrangeNested(template, cells: &cells, buffers: &buffers)
            let (first, written): (Int, Int)
            (first, take, written) = span(g, capacity: capacity, frames: frames)
            for j in 0..<min(capacity, buffers.leaves.count) {
                let frame = buffers.leaves[j].frame
                zero += frame.size.width * 0 + frame.size.height * 0
                if j < written { frames[first &+ j] = frame }
            }
        }
        zero += size.width * 0 + size.height * 0
        try requireFinite(zero)
        var trim: CGFloat = 0
        if take < capacity { trim = GroupPositions.trim(buffers.boxes.prefix(capacity), take: take, main: main) }
        return (size, trim)
    }

    /// Instance `g`'s first item, how many of its cells exist, and how many of those have room in `frames` (all or none).
    @inline(__always)
    private func span(_ g: Int, capacity: Int, frames: UnsafeMutableBufferPointer<CGRect>) -> (first: Int, take: Int, written: Int) {
        // Bounded by the section's count: no overflow.
        let first = g &* capacity
        let take = min(capacity, count &- first)
        let written = first >= 0 && take > 0 && first &+ take <= frames.count ? take : 0
        return (first, take, written)
    }

    /// An instance that keeps the template's positions (`GroupFacts.keepsTemplatePositions`, `boxes` holding them): each box
    /// takes its cell's measured size, an estimated group's length across is its longest slot's (`longestAcross`, as in
    /// `placeSlots`). Writes the cells' frames, adds their lengths × 0 to `zero`; returns the group's size.
    @inline(__always)
    private func arrangeAcross<Main: FixedAxis, Answers>(_ plan: InstanceBuffers.BoundPlan, along _: Main.Type,
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

    /// The full instances of a group that keep the template's positions, in one loop: what `arrangeInstance` does for each,
    /// in the same order, a trim of 0. Returns how many it arranged; the partial last one is left to `arrangeInstance`.
    @inline(__always)
    func arrangeFullAcross<Main: FixedAxis>(_ plan: InstanceBuffers.BoundPlan, along axis: Main.Type, run: SectionRun, measureLimit: CGFloat?,
                                                    cells: inout LeafMeasurer<BoxesFromSizer>,
                                                    sizes: UnsafeMutableBufferPointer<CGSize>,
                                                    boxes: UnsafeMutableBufferPointer<CGRect>,
                                                    frames: UnsafeMutableBufferPointer<CGRect>,
                                                    natural: UnsafeMutableBufferPointer<CGSize>,
                                                    trims: UnsafeMutableBufferPointer<CGFloat>,
                                                    position: inout CGFloat) throws -> Int {
        let capacity = plan.count
        guard capacity > 0 else { return 0 }
        // Every index below is in bounds: instance g < full holds items g × capacity ..< (g + 1) × capacity, all existing
        // and, unless no frames are stored (`DerivedFrames`), with room in `frames`.
        let writes = !frames.isEmpty
        let full = min(count / capacity, writes ? frames.count / capacity : .max, natural.count, trims.count)
        let leadMain = run.leadMain
        // A sum of lengths × 0 (`arrangeInstance`), checked after each instance: one not finite stops the pass there.
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
            if measureLimit != nil { position += run.advance(length: size[main]) }
        }
        return full
    }

    /// An instance of a group with nested groups (`GroupSolver.arrangeInstance`), its cells flattened into `buffers`.
    @inline(never)
    private func arrangeNested<Answers>(_ template: ArrangedGroup, cells: inout LeafMeasurer<Answers>,
                                        buffers: inout InstanceBuffers) throws -> (size: CGSize, capacity: Int) {
        let groups = GroupSolver(grid: grid)
        let top = section.group
        let arranged = try groups.arrangeInstance(template, item: top, cells: &cells)
        groups.leaves(of: arranged, item: top, into: &buffers.leaves)
        let capacity = min(buffers.leaves.count, buffers.boxes.count)
        for j in 0..<capacity { buffers.boxes[j] = buffers.leaves[j].box }
        return (arranged.size, capacity)
    }

    /// Throws unless `zero` is 0: a sum of lengths × 0, 0 exactly when every length is finite.
    private func requireFinite(_ zero: CGFloat) throws { try SectionTemplate.requireFinite(zero, path: LayoutPath(section: sectionIndex)) }
}
