import Foundation

/// A group whose direct children have been sized and placed, relative to the group's outer corner.
final class ArrangedGroup: Sendable {
    struct Slot: Sendable {
        /// Index into the group's `subitems`.
        let subitem: Int
        /// The child's box (its frame before its own content insets), relative to the group's outer corner.
        let box: CGRect
        /// The child's own arrangement when the child is a group.
        let nested: ArrangedGroup?
    }

    /// The group's outer size; on an estimated axis, the length of its contents (Docs/Solver.md, step 3c).
    let size: CGSize
    let slots: [Slot]
    /// A custom group's frames, relative to its outer corner (Docs/Solver.md, step 2).
    let customFrames: [CustomFrame]?
    let plan: Plan?
    /// Cells in one full instance (depth first), and whether any of them has an estimated axis, i.e. is measured.
    let leafCount: Int
    let measures: Bool
    /// Whether every slot holds a cell (no nested group) and the group has a plan: lists and grids, arranged per
    /// instance straight from the plan's table (`InstanceArranger.arrangeInstance`).
    let holdsOnlyCells: Bool

    init(size: CGSize, slots: [Slot], customFrames: [CustomFrame]? = nil, plan: Plan? = nil) {
        self.size = size
        self.slots = slots
        self.customFrames = customFrames
        self.plan = plan
        if let customFrames {
            leafCount = customFrames.count
            measures = false
            holdsOnlyCells = false
        } else {
            var count = 0
            var measures = false
            var holdsOnlyCells = true
            for (j, slot) in slots.enumerated() {
                if let nested = slot.nested {
                    count += nested.leafCount
                    measures = measures || nested.measures
                    holdsOnlyCells = false
                } else {
                    count += 1
                    if let plan, j < plan.slots.count, !plan.slots[j].axes.isEmpty { measures = true }
                }
            }
            leafCount = count
            self.measures = measures
            self.holdsOnlyCells = holdsOnlyCells && plan != nil
        }
    }
}
