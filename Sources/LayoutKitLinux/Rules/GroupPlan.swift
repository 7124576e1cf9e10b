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
