import Foundation

extension ArrangedGroup {
    /// What steps 1-3 of `GroupSolver.arrange` decided, which do not depend on measured sizes: kept so that
    /// the measure pass can arrange another instance of the group with its own measured leaves
    /// (`GroupSolver.arrangeInstance`) without redoing the fit.
    ///
    /// Everything steps 3b-6 (`GroupSolver.placeSlots`) read besides the slots' sizes is read here once from the
    /// descriptions into plain values (no optionals, no class references, no `ItemDescription` copies), so that the
    /// template and every measured instance run the same math on the same table.
    struct Plan: Sendable {
        /// The group's own facts.
        let group: GroupFacts
        /// Per slot: the facts of the subitem it holds (one entry per slot, so that the measure pass reads them
        /// through one pointer, without the subitem's index in between).
        let slots: [SlotFacts]
        /// The subitem each slot holds.
        let subitemOfSlot: [Int]

        /// - Parameters:
        ///   - kindSizes: per slotted subitem, its proposed size (resolved in the group, the count form's override
        ///     applied).
        ///   - kindAxes: per slotted subitem, for a leaf item, the axes whose dimension is estimated and not
        ///     overridden (Docs/Solver.md, step 3c and "Self-sizing").
        init(item: ItemDescription, group: GroupDescription, main: Axis, size: CGSize, inner: CGSize,
             kindSizes: [CGSize], kindAxes: [UIAxis], count: Int) {
            var facts: [SlotFacts] = []
            facts.reserveCapacity(kindSizes.count)
            for (k, box) in kindSizes.enumerated() {
                facts.append(SlotFacts(group.subitems[k], main: main, box: box, axes: kindAxes[k]))
            }
            let subitemOfSlot = (0..<count).map { $0 % group.subitems.count }
            self.subitemOfSlot = subitemOfSlot
            slots = subitemOfSlot.map { facts[$0] }
            self.group = GroupFacts(item: item, group: group, main: main, size: size, inner: inner, slots: slots)
        }

        /// The facts of slot `j`.
        func facts(_ j: Int) -> SlotFacts { slots[j] }
    }
}

/// The facts of a group itself that steps 3b-6 (`GroupSolver.placeSlots`) read, besides its slots': plain values,
/// copied freely (no arrays, no references).
struct GroupFacts: Sendable {
    let main: Axis
    /// The group's resolved outer size (estimates stand) and its inner size before any estimated growth.
    let size: CGSize
    let inner: CGSize
    /// interItemSpacing and whether it is flexible (Docs/Solver.md, step 3c).
    let spacing: CGFloat
    let flexibleSpacing: Bool
    /// An estimated length of the group becomes the length of its contents (Docs/Solver.md, step 3c and "Self-sizing").
    let mainEstimated: Bool
    let crossEstimated: Bool
    /// The group's own content insets at the start of each axis (Docs/Solver.md, step 3a), none on an estimated axis ([HDR]).
    let mainInsetLead: CGFloat
    let crossInsetLead: CGFloat
    /// How many flexible spacings share the room left along the axis, between slots and at slot edges (Docs/Solver.md, step 3c).
    let flexibleSlots: Int
    /// The axes on which some slot is `uniformAcrossSiblings` (iOS 17, [DOC]).
    let uniform: UIAxis
    /// Whether a measured instance differs from the template only across the group's axis: every slot holds a cell
    /// not measured along the axis, no slot is uniform (step 3b) and no slot's leading edge across is flexible. Each
    /// slot's length along the axis is then its proposed box's in every instance, so the lengths along it and the
    /// flexible share are the template's (Docs/Solver.md, step 3c), and so is every slot's position on both axes (Docs/Solver.md, step 3c); only the
    /// slots' lengths across and, when estimated, the group's length across change (Docs/Solver.md, "Self-sizing").
    let keepsTemplatePositions: Bool

    init(item: ItemDescription, group: GroupDescription, main: Axis, size: CGSize, inner: CGSize, slots: [SlotFacts]) {
        let cross = main.other
        self.main = main
        self.size = size
        self.inner = inner
        spacing = group.spacing?.value ?? 0
        flexibleSpacing = group.spacing?.isFlexible ?? false
        mainEstimated = item.size[main].isEstimated
        crossEstimated = item.size[cross].isEstimated
        mainInsetLead = item.effectiveInsets(along: main).lead
        crossInsetLead = item.effectiveInsets(along: cross).lead
        var flexible = flexibleSpacing ? max(0, slots.count - 1) : 0
        var uniform: UIAxis = []
        for slot in slots {
            if slot.leadMainFlexible { flexible += 1 }
            if slot.trailMainFlexible { flexible += 1 }
            uniform.formUnion(slot.uniform)
        }
        flexibleSlots = flexible
        self.uniform = uniform
        let cells = group.subitems.prefix(slots.count).allSatisfy { $0.group == nil }
        keepsTemplatePositions = cells && uniform.isEmpty
            && slots.allSatisfy { !$0.axes.contains(main.uiAxis) && !$0.leadCrossFlexible }
    }
}

/// The facts of one subitem's slots in a group, from its description, that do not depend on measured sizes.
struct SlotFacts: Sendable {
    /// Edge spacing (Docs/Solver.md, step 3c): the fixed minimum on each side, along and across the group's axis, and which are flexible.
    let leadMain: CGFloat
    let trailMain: CGFloat
    let leadMainFlexible: Bool
    let trailMainFlexible: Bool
    let leadCross: CGFloat
    let trailCross: CGFloat
    let leadCrossFlexible: Bool
    /// How many of the two sides across are flexible: they share the room left across (Docs/Solver.md, step 3c).
    let flexibleAcross: CGFloat
    /// The axes on which the subitem is `uniformAcrossSiblings` (iOS 17, [DOC]).
    let uniform: UIAxis
    /// The slot's proposed box; for a leaf, the cell's proposed size (the box less its content insets on the
    /// non-estimated axes: UIKit sizes the cell, not its slot, CHARON sized cases 6, 13), its estimated axes
    /// (Docs/Solver.md, "Self-sizing"; empty for a group, or for a leaf that is not measured) and its effective content insets.
    let box: CGSize
    let cell: CGSize
    let axes: UIAxis
    let insets: CellInsets

    init(_ subitem: ItemDescription, main: Axis, box: CGSize, axes: UIAxis) {
        let cross = main.other
        let edges = subitem.edgeSpacing
        let lead = edges?.lead(main), trail = edges?.trail(main)
        let leadAcross = edges?.lead(cross), trailAcross = edges?.trail(cross)
        leadMain = lead?.value ?? 0
        trailMain = trail?.value ?? 0
        leadMainFlexible = lead?.isFlexible == true
        trailMainFlexible = trail?.isFlexible == true
        leadCross = leadAcross?.value ?? 0
        trailCross = trailAcross?.value ?? 0
        leadCrossFlexible = leadAcross?.isFlexible == true
        flexibleAcross = CGFloat((leadAcross?.isFlexible == true ? 1 : 0) + (trailAcross?.isFlexible == true ? 1 : 0))
        var uniform: UIAxis = []
        if subitem.size.width.kind == .uniformAcrossSiblings { uniform.insert(.horizontal) }
        if subitem.size.height.kind == .uniformAcrossSiblings { uniform.insert(.vertical) }
        self.uniform = uniform
        self.box = box
        self.axes = axes
        insets = CellInsets(subitem)
        cell = insets.frame(box: CGRect(origin: .zero, size: box)).size
    }
}

/// A cell's effective content insets: none on an axis whose dimension is estimated ([HDR]).
struct CellInsets: Sendable, Equatable {
    let leading: CGFloat
    let trailing: CGFloat
    let top: CGFloat
    let bottom: CGFloat

    init(_ item: ItemDescription) {
        (leading, trailing) = item.effectiveInsets(along: .horizontal)
        (top, bottom) = item.effectiveInsets(along: .vertical)
    }

    /// The cell's frame in its box: contentInsets are the last-stage subtraction (WWDC19 215); an inset larger than
    /// the box leaves a frame of the difference, taken positive (charon facts; Docs/Solver.md, step 3c).
    func frame(box: CGRect) -> CGRect {
        CGRect(x: box.origin.x + leading, y: box.origin.y + top,
               width: abs(box.size.width - leading - trailing), height: abs(box.size.height - top - bottom))
    }
}
