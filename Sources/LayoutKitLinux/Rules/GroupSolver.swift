import Foundation

/// Solves one group: how many subitems fit, their sizes and their positions (Docs/Solver.md, steps 3a and 3c).
///
/// Written once over an abstract axis: `main` is the group's own axis, `cross` the other. A horizontal and a
/// vertical group run the same code.
struct GroupSolver {
    let grid: PixelGrid
    /// A group that would hold more slots than this is refused (zero-length items with no spacing fit forever).
    static let maximumSlots = 100_000

    // MARK: Arrange

    /// Arranges `item`'s group in the outer size `size` (already resolved in the group's container).
    func arrange(_ item: ItemDescription, size: CGSize) throws -> ArrangedGroup {
        guard let group = item.group else { return ArrangedGroup(size: size, slots: []) }
        guard let main = group.axis else {
            if case .custom(let frames) = group.arrangement {
                return ArrangedGroup(size: size, slots: [], customFrames: frames)
            }
            return ArrangedGroup(size: size, slots: [])
        }
        let cross = main.other
        let mainEstimated = item.size[main].isEstimated
        let mainInsets = item.effectiveInsets(along: main)
        let crossInsets = item.effectiveInsets(along: cross)

        // Step 1: the inner size the children are laid out in: the group less its own content insets (Docs/Solver.md, step 3a).
        let inner = CGSize(main: size[main] - mainInsets.lead - mainInsets.trail,
                           cross: size[cross] - crossInsets.lead - crossInsets.trail, along: main)
        if (!mainEstimated && inner[main] <= 0) || inner[cross] < 0 {
            throw LayoutError(path: item.path, message:
                "There is no room for this group to fit its subitems: its size \(describe(size)) less its contentInsets "
                + "\(item.contentInsets) leaves \(describe(inner)). (UIKit: \"There is no room for this NSCollectionLayoutGroup to fit "
                + "into its parent group or section, or it has no room for any subitems itself.\") Make the group larger or its insets smaller.")
        }

        let spacing = group.spacing?.value ?? 0
        let subitems = group.subitems

        // Step 2: how many slots, and the length their fractions resolve against (Docs/Solver.md, step 3c).
        let count: Int
        var along: CGFloat
        var overriddenMain: CGFloat?
        switch group.arrangement {
        case .subitems where mainEstimated:
            // Estimated along its own axis: exactly one run of the subitems, "whatever room the estimate
            // leaves" (Docs/Solver.md, step 3c). Spacing wider than the estimate leaves the fractions nothing, never less.
            count = subitems.count
            along = max(0, inner[main] - CGFloat(count - 1) * spacing)
        case .subitems:
            (count, along) = try fit(subitems, inner: inner, main: main, spacing: spacing, path: item.path)
        case .count(let n):
            // Deprecated count form: n equal slots; the subitem's own length is overridden (Docs/Solver.md, step 3c).
            count = n
            along = inner[main] - CGFloat(n - 1) * spacing
            if !mainEstimated { try requireRoom(along, for: item, inner: inner) }
            overriddenMain = grid.share(of: max(0, along), among: n)
        case .repeating(let n):
            // iOS 16 form: n copies that keep their own size, resolved as in a group that holds n (Docs/Solver.md, step 3c).
            count = n
            along = inner[main] - CGFloat(n - 1) * spacing
            if !mainEstimated { try requireRoom(along, for: item, inner: inner) }
            along = max(0, along)
        case .custom:
            return ArrangedGroup(size: size, slots: [])
        }
        guard count <= Self.maximumSlots else {
            throw LayoutError(path: item.path, message: "the group would hold \(count) slots; at most \(Self.maximumSlots) are supported")
        }

        // Step 3: each distinct subitem's size (all slots of one subitem share it).
        let container = CGSize(main: along, cross: inner[cross], along: main)
        var sizes: [CGSize] = []
        var axes: [UIAxis] = []
        var nestedByKind: [ArrangedGroup?] = []
        sizes.reserveCapacity(subitems.count)
        // Only the subitems that get a slot are measured: one that does not fit must not fail the group.
        for subitem in subitems.prefix(count) {
            let measured = try measure(subitem, in: container, overriding: overriddenMain.map { (main, $0) })
            sizes.append(measured.size)
            nestedByKind.append(measured.arranged)
            // A leaf self-sizes on its estimated axes, except the main axis of a count group, whose length is
            // overridden by the division: the vertical `subitem:count:` pitfall (Docs/Solver.md, "Self-sizing", CHARON sized case 8).
            var estimated: UIAxis = []
            if subitem.group == nil {
                for axis in [Axis.horizontal, .vertical] where subitem.size[axis].isEstimated {
                    if overriddenMain != nil && axis == main { continue }
                    estimated.insert(axis == .horizontal ? .horizontal : .vertical)
                }
            }
            axes.append(estimated)
        }

        // The limit applies to the cells of one instance, nested groups multiplied out, before any of them is
        // flattened: 1000 slots of 1000 slots of 1000 cells would otherwise allocate 10^9 leaves (Docs/Reliability.md, "Limits").
        var cells = 0
        for kind in 0..<min(count, subitems.count) where cells <= Self.maximumSlots {
            let copies = count / subitems.count + (kind < count % subitems.count ? 1 : 0)
            let (product, overflow) = copies.multipliedReportingOverflow(by: nestedByKind[kind]?.leafCount ?? 1)
            cells = overflow ? .max : cells + min(product, .max - cells)
        }
        guard cells <= Self.maximumSlots else {
            throw LayoutError(path: item.path, message: "one instance of the group would hold \(cells) cells (its \(count) slots "
                + "times the cells of the groups nested in them); at most \(Self.maximumSlots) are supported. Use fewer or smaller nested groups.")
        }

        let plan = ArrangedGroup.Plan(item: item, group: group, main: main, size: size, inner: inner, kindSizes: sizes,
                                      kindAxes: axes, count: count)
        return place(plan: plan, sizes: plan.subitemOfSlot.map { sizes[$0] }, nested: plan.subitemOfSlot.map { nestedByKind[$0] })
    }

    /// Arranges one instance of a group whose cells are measured (Docs/Solver.md, "Self-sizing"): the plan (slot count, proposed sizes) is
    /// the template's, each cell's box is its measured size, each nested group is arranged for its own cells, and
    /// the group's lengths then follow from steps 4-6 exactly as for the template. A subtree without measured
    /// cells is the template's.
    func arrangeInstance<Cells: InstanceCells>(_ template: ArrangedGroup, item: ItemDescription,
                                               cells: inout Cells) throws -> ArrangedGroup {
        guard template.measures, let plan = template.plan, let group = item.group else {
            cells.skip(template.leafCount)
            return template
        }
        var sizes: [CGSize] = []
        var nested: [ArrangedGroup?] = []
        sizes.reserveCapacity(template.slots.count)
        nested.reserveCapacity(template.slots.count)
        for (j, slot) in template.slots.enumerated() {
            if let templateNested = slot.nested {
                let arranged = try arrangeInstance(templateNested, item: group.subitems[slot.subitem], cells: &cells)
                sizes.append(arranged.size)
                nested.append(arranged)
            } else {
                sizes.append(try cells.leaf(plan.facts(j)))
                nested.append(nil)
            }
        }
        return place(plan: plan, sizes: sizes, nested: nested)
    }

    /// Steps 4-6 of a group: from each slot's size to the group's lengths and the slots' positions.
    /// Written once for the template (sizes from the dimensions) and for measured instances.
    private func place(plan: ArrangedGroup.Plan, sizes slotSizes: [CGSize], nested: [ArrangedGroup?]) -> ArrangedGroup {
        var sizes = slotSizes
        var boxes = [CGRect](repeating: .zero, count: sizes.count)
        var sizeSpan = sizes.mutableSpan, boxSpan = boxes.mutableSpan
        let outer = Self.placeSlots(plan.group, slots: plan.slots.span, sizes: &sizeSpan, into: &boxSpan)
        var slots: [ArrangedGroup.Slot] = []
        slots.reserveCapacity(boxes.count)
        for (j, box) in boxes.enumerated() { slots.append(ArrangedGroup.Slot(subitem: plan.subitemOfSlot[j], box: box, nested: nested[j])) }
        return ArrangedGroup(size: outer, slots: slots, plan: plan)
    }

    /// The math of steps 3b-6: each slot's box (into `boxes`; relative to the group's outer corner) from the slots'
    /// sizes (`sizes`, made uniform in place where asked), and the group's outer size. `slots`, `sizes` and `boxes`
    /// hold one entry per slot. Everything but the sizes is read from the plan's table (`group`, `slots`): the
    /// template, every measured instance and every incremental update run this one function, on buffers the caller
    /// owns (the frame store reuses its own from one instance to the next). Safe code: spans, not pointers; the
    /// group's facts are borrowed, not copied, for each call.
    static func placeSlots(_ group: borrowing GroupFacts, slots facts: Span<SlotFacts>,
                           sizes: inout MutableSpan<CGSize>, into boxes: inout MutableSpan<CGRect>) -> CGSize {
        // The axis is decided once per group, so that each slot's lengths along and across it are read without a
        // branch: the same code, compiled for each axis.
        group.main == .horizontal
            ? placeSlots(group, along: HorizontalAxis.self, slots: facts, sizes: &sizes, into: &boxes)
            : placeSlots(group, along: VerticalAxis.self, slots: facts, sizes: &sizes, into: &boxes)
    }

    private static func placeSlots<Main: FixedAxis>(_ group: borrowing GroupFacts, along _: Main.Type,
                                                    slots facts: Span<SlotFacts>,
                                                    sizes: inout MutableSpan<CGSize>,
                                                    into boxes: inout MutableSpan<CGRect>) -> CGSize {
        let main = Main.axis, cross = main.other
        let count = min(facts.count, sizes.count, boxes.count)
        let spacing = group.spacing
        var inner = group.inner

        // Step 3b: `uniformAcrossSiblings` (iOS 17, [DOC]): every sibling whose dimension on an axis is uniform
        // takes the largest size among them on that axis.
        if !group.uniform.isEmpty {
            for axis in [Axis.horizontal, .vertical] where group.uniform.contains(axis.uiAxis) {
                func isUniform(_ j: Int) -> Bool { facts[j].uniform.contains(axis.uiAxis) }
                var largest = -CGFloat.infinity
                for j in 0..<count where isUniform(j) { largest = max(largest, sizes[j][axis]) }
                for j in 0..<count where isUniform(j) { sizes[j][axis] = largest }
            }
        }

        // Step 4: a length that is estimated becomes the length of the contents (Docs/Solver.md, step 3c and "Self-sizing"): across, the longest
        // slot with its fixed edge spacing; along, the slots, their fixed edge spacing and the spacings between.
        var longest: CGFloat = 0
        var used: CGFloat = CGFloat(max(0, count - 1)) * spacing
        for j in 0..<count {
            longest = Self.longestAcross(longest, sizes[j], facts[j], cross: cross)
            used += sizes[j][main] + facts[j].leadMain + facts[j].trailMain
        }
        if group.crossEstimated { inner[cross] = longest }
        if group.mainEstimated { inner[main] = used }

        // Step 5: share what is left among the flexible spacings, between items and at item edges alike;
        // the share may be negative (Docs/Solver.md, step 3c).
        let leftover = inner[main] - used
        let share = group.flexibleSlots > 0 ? leftover / CGFloat(group.flexibleSlots) : 0
        let between = group.flexibleSpacing ? share : 0

        // Step 6: positions. Along the axis, a running sum; across it, each child starts at the inner start
        // unless a flexible top/leading edge takes a share of the room left across (Docs/Solver.md, step 3c).
        var position = group.mainInsetLead
        for j in 0..<count {
            let size = sizes[j]
            position += facts[j].leadMain + (facts[j].leadMainFlexible ? share : 0)
            let mainOrigin = position
            position += size[main] + (facts[j].trailMain + (facts[j].trailMainFlexible ? share : 0))
            if j < count - 1 { position += spacing + between }

            let roomAcross = inner[cross] - size[cross] - facts[j].leadCross - facts[j].trailCross
            let leadAcross = facts[j].leadCross + (facts[j].leadCrossFlexible ? roomAcross / facts[j].flexibleAcross : 0)
            let origin = CGPoint(main: mainOrigin, cross: group.crossInsetLead + leadAcross, along: main)
            boxes[j] = CGRect(origin: origin, size: size)
        }

        var outer = group.size
        if group.mainEstimated { outer[main] = inner[main] }
        if group.crossEstimated { outer[cross] = inner[cross] }
        return outer
    }

    /// Step 4 across, one slot at a time (Docs/Solver.md, step 3c and "Self-sizing"): the longest of `longest` and the slot of `size` with its fixed
    /// edge spacing across. Starting at 0, over every slot, it is an estimated group's inner length across. Shared by
    /// `placeSlots` and the instances that only change across (`GroupFacts.keepsTemplatePositions`), so that both are one rule.
    @inline(__always)
    static func longestAcross(_ longest: CGFloat, _ size: CGSize, _ slot: SlotFacts, cross: Axis) -> CGFloat {
        max(longest, size[cross] + slot.leadCross + slot.trailCross)
    }

    /// A count or repeating group whose spacings alone take more than the group's inner length has no room
    /// for a single slot: UIKit's "invalid combination of spacing and size … cannot fit even a single item"
    /// ([LOG] SideStore#1340). Refused rather than producing negative lengths.
    private func requireRoom(_ along: CGFloat, for item: ItemDescription, inner: CGSize) throws {
        guard along < 0 else { return }
        throw LayoutError(path: item.path, message:
            "NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a "
            + "single item: its interItemSpacing between its slots takes more than its effective size \(describe(inner)). "
            + "Reduce the spacing or the count, or make the group larger.")
    }

    /// The size of a child in its container, and its arrangement when it is a group.
    /// With `sizeOnly`, a group is arranged only when its size depends on its contents (an estimated axis).
    func measure(_ item: ItemDescription, in container: CGSize, overriding: (Axis, CGFloat)? = nil,
                 sizeOnly: Bool = false) throws -> (size: CGSize, arranged: ArrangedGroup?) {
        var size = DimensionResolver.resolve(item.size, in: container, grid: grid)
        if let (axis, length) = overriding { size[axis] = length }
        guard item.group != nil else { return (size, nil) }
        if sizeOnly && !item.size.width.isEstimated && !item.size.height.isEstimated { return (size, nil) }
        let arranged = try arrange(item, size: size)
        return (arranged.size, arranged)
    }

    // MARK: Flatten

    /// The cells of one full instance of `item`'s group, relative to its outer corner, in data order
    /// (depth first through nested groups; Docs/Solver.md, step 3c, charon case 154).
    func leaves(of arranged: ArrangedGroup, item: ItemDescription) -> [Leaf] {
        var result: [Leaf] = []
        leaves(of: arranged, item: item, into: &result)
        return result
    }

    /// The same, into a buffer the caller reuses (emptied first).
    func leaves(of arranged: ArrangedGroup, item: ItemDescription, into leaves: inout [Leaf]) {
        leaves.removeAll(keepingCapacity: true)
        leaves.reserveCapacity(arranged.leafCount)
        var nextGroup: Int32 = 0
        flatten(arranged, item: item, origin: .zero, into: &leaves, nextGroup: &nextGroup)
    }

    private func flatten(_ arranged: ArrangedGroup, item: ItemDescription, origin: CGPoint, into leaves: inout [Leaf], nextGroup: inout Int32) {
        if let frames = arranged.customFrames {
            for custom in frames {
                let frame = custom.frame.offsetBy(dx: origin.x, dy: origin.y)
                leaves.append(Leaf(frame: frame, box: frame, zIndex: custom.zIndex, siblingGroup: -1))
            }
            return
        }
        guard let group = item.group else { return }
        let id = nextGroup
        nextGroup += 1
        for slot in arranged.slots {
            let subitem = group.subitems[slot.subitem]
            let box = slot.box.offsetBy(dx: origin.x, dy: origin.y)
            if let nested = slot.nested {
                flatten(nested, item: subitem, origin: box.origin, into: &leaves, nextGroup: &nextGroup)
            } else {
                leaves.append(Leaf(frame: CellInsets(subitem).frame(box: box), box: box, zIndex: 0, siblingGroup: id))
            }
        }
    }

}
