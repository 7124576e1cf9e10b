import Foundation

/// Steps 3b-3d of a solve: a section's top-level groups, laid one per line along the scroll axis
/// (uikit-semantics §5.1-5.3). Written once over the abstract scroll axis `main`.
///
/// The top-level group is solved once (a template). Without measured cells it is repeated: item *i* goes to slot
/// *i mod capacity* of group *i / capacity* (§5.2). With measured cells (self-sizing, §7), each instance is
/// arranged with its own cells' measured sizes (`GroupSolver.arrangeInstance`). The last, partial group is
/// trimmed by the room its missing slots would have taken (§5.3); custom groups keep their length (case 60).
struct GroupRun {
    let grid: PixelGrid
    /// The scroll axis.
    let main: Axis
    let section: SectionDescription
    let sectionIndex: Int
    /// Items in the section (> 0).
    let count: Int
    /// The top-level group's container (§1.2b).
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
        /// The farthest top-level group edge across the scroll axis.
        var farthestAcross: CGFloat
        /// The section's groups, kept for incremental re-layout.
        var state: RunState
    }

    /// Appends the section's cells (in index-path order) and one query span per group instance.
    /// `reusing` is a state built earlier for this section (incremental re-layout); it is used as is.
    func place(into elements: inout [ElementRecord], spans: inout [QuerySpan], reusing: RunState? = nil,
               writeCells: Bool = true) throws -> Result {
        let state = try reusing ?? build()
        let firstCell = elements.count
        if writeCells { state.write(contentStart: contentStart, section: sectionIndex, into: &elements, spans: &spans) }
        return Result(firstCell: firstCell, capacity: state.capacity, slotGroups: state.template.map { $0.siblingGroup },
                      end: state.end(contentStart: contentStart), farthestAcross: state.farthestAcross, state: state)
    }

    /// Solves the section's groups, independent of where the section starts (except for which groups the
    /// scrolled-through scope measures; such a state is never reused).
    func build() throws -> RunState {
        let groups = GroupSolver(grid: grid)

        // 3b. One template instance of the group, solved once (§5.2).
        let top = section.group
        let arranged = try groups.arrange(top, size: DimensionResolver.resolve(top.size, in: container, grid: grid))
        let template = groups.leaves(of: arranged, item: top)
        try requireFinite(arranged.size, template.map { $0.frame })
        let capacity = template.count
        guard capacity > 0 else {
            throw LayoutError(path: top.path, message: "the group holds no items; it must hold at least one")
        }

        // 3c. The group's edge spacing along the scroll axis adds room around each group, on top of
        // interGroupSpacing (§3.2, case 49).
        let edges = top.edgeSpacing
        var state = RunState(grid: grid, main: main, count: count, capacity: capacity, template: template,
                             isCustom: top.group?.axis == nil,
                             leadMain: edges?.lead(main)?.value ?? 0, trailMain: edges?.trail(main)?.value ?? 0,
                             interGroupSpacing: section.interGroupSpacing, groupSize: arranged.size,
                             groupCross: crossOrigin(of: arranged.size))
        guard let sizing, arranged.measures else { return state }

        // Self-sizing (§7): each instance arranged with its own cells' measured sizes, each cell asked once.
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        let instances = (count + capacity - 1) / capacity
        var natural: [CGSize] = [], trims: [CGFloat] = []
        natural.reserveCapacity(instances)
        trims.reserveCapacity(instances)
        // In the scrolled-through scope, measuring stops at the first group that starts past the visible bounds
        // (top down, §7 [CHARON sized 14-18]); its cells and all later ones keep their estimates.
        var position = contentStart
        var cells = LeafMeasurer(next: 0, count: count, boxes: [CGSize](repeating: .zero, count: count),
                                 answers: SizerAnswers(pass: MeasurePass(sizing: sizing, section: sectionIndex)))
        var scratch = Scratch()
        for g in 0..<instances {
            if let measureLimit, cells.answers.measuring, position + state.leadMain >= measureLimit { cells.answers.measuring = false }
            cells.next = g * capacity
            let instance = try arrangeInstance(g, template: arranged, cells: &cells, scratch: &scratch, frames: &frames)
            natural.append(instance.size)
            trims.append(instance.trim)
            position += state.advance(length: instance.size[main] - (g == instances - 1 ? instance.trim : 0))
        }
        state.measured = RunState.Measured(run: self, arranged: arranged, boxes: cells.boxes, frames: frames, natural: natural,
                                           trims: trims)
        state.layOutInstances()
        return state
    }

    /// Buffers reused from one instance to the next.
    struct Scratch {
        var leaves: [Leaf] = []
        var sizes: [CGSize] = []
        /// Per slot of the instance: its box and its cell's frame.
        var boxes: [CGRect] = []
        var frames: [CGRect] = []
    }

    /// One measured instance: appends its cells' frames, relative to its outer corner, to `frames`, and returns its
    /// size and how much shorter a partial last group is (§5.3). `cells` answers each cell's measured box.
    func arrangeInstance<Answers>(_ g: Int, template: ArrangedGroup, cells: inout LeafMeasurer<Answers>, scratch: inout Scratch,
                                  frames: inout [CGRect]) throws -> (size: CGSize, trim: CGFloat) {
        let size: CGSize
        if template.cellsOnly, let plan = template.plan {
            // A group of cells only (lists, grids): its slots placed straight into reused buffers from the plan's
            // table, without arrangement objects or reading the descriptions again; the same math (`placeSlots`) and
            // the same cell frames (`CellInsets.frame`) as the template and `GroupSolver.arrangeInstance`.
            scratch.sizes.removeAll(keepingCapacity: true)
            for j in plan.kinds.indices { scratch.sizes.append(try cells.leaf(plan.facts(j))) }
            size = GroupSolver.placeSlots(plan, sizes: &scratch.sizes, into: &scratch.boxes)
            scratch.frames.removeAll(keepingCapacity: true)
            for (j, box) in scratch.boxes.enumerated() { scratch.frames.append(plan.facts(j).insets.frame(box: box)) }
        } else {
            let groups = GroupSolver(grid: grid)
            let top = section.group
            let arranged = try groups.arrangeInstance(template, item: top, cells: &cells)
            groups.leaves(of: arranged, item: top, into: &scratch.leaves)
            scratch.boxes.removeAll(keepingCapacity: true)
            scratch.frames.removeAll(keepingCapacity: true)
            for leaf in scratch.leaves {
                scratch.boxes.append(leaf.slot)
                scratch.frames.append(leaf.frame)
            }
            size = arranged.size
        }
        try requireFinite(size, scratch.frames)
        let capacity = scratch.frames.count
        let take = min(capacity, count - g * capacity)
        var trim: CGFloat = 0
        if take < capacity {
            let fullReach = scratch.boxes.reduce(-CGFloat.infinity) { max($0, $1.maxAlong(main)) }
            let reach = scratch.boxes[0..<take].reduce(-CGFloat.infinity) { max($0, $1.maxAlong(main)) }
            trim = fullReach - reach
        }
        frames.append(contentsOf: scratch.frames[0..<take])
        return (size, trim)
    }

    /// Where a top-level group of `size` starts across the scroll axis: its edge spacing moves it, flexible
    /// sides sharing the room left (§3.2, case 49).
    func crossOrigin(of size: CGSize) -> CGFloat {
        let cross = main.other
        let edges = section.group.edgeSpacing
        let leadCross = edges?.lead(cross), trailCross = edges?.trail(cross)
        let flexibleAcross = (leadCross?.isFlexible == true ? 1 : 0) + (trailCross?.isFlexible == true ? 1 : 0)
        let roomAcross = container[cross] - size[cross] - (leadCross?.value ?? 0) - (trailCross?.value ?? 0)
        return crossStart + (leadCross?.value ?? 0) + (leadCross?.isFlexible == true ? roomAcross / CGFloat(flexibleAcross) : 0)
    }

    private func requireFinite(_ size: CGSize, _ frames: [CGRect]) throws {
        guard size.width.isFinite, size.height.isFinite,
              frames.allSatisfy({ $0.size.width.isFinite && $0.size.height.isFinite }) else {
            throw LayoutError(path: section.group.path, message: "the layout's content size overflows: the group resolves to a length that "
                + "is not finite; some length or spacing is far too large")
        }
    }
}
