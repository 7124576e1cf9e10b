import Foundation

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
