import Foundation

/// Buffers reused from one instance to the next, one entry per slot of the top-level group: the slots' sizes and
/// boxes; and, for a group of cells only, its plan's facts, bound once for every instance.
/// Views of temporary storage that lives as long as the `with` call.
///
/// For a group whose instances only change across its axis (`BoundPlan.keepsTemplatePositions`), `boxes` start as the
/// template's boxes, and each instance replaces only their sizes: their positions are the template's.
struct InstanceBuffers {
    var leaves: [Leaf] = []
    let sizes: UnsafeMutableBufferPointer<CGSize>
    let boxes: UnsafeMutableBufferPointer<CGRect>
    /// A group whose slots are all cells (lists, grids): its own facts and its slots' (the plan's table); nil
    /// for any other group.
    let boundPlan: BoundPlan?

    /// The plan of a group of cells only, bound for the length of the `with` call, with the number of slots the
    /// buffers hold. The group's facts are held by pointer, as `placeSlots` reads them: an optional holding them
    /// by value was copied out for every instance.
    struct BoundPlan {
        let group: UnsafePointer<GroupFacts>
        let slots: UnsafeBufferPointer<SlotFacts>
        /// Slots per instance: at most the number of `slots` and of the buffers buffers' entries (`InstanceBuffers` bounds
        /// it once), so that every index below it is in bounds of all three.
        let count: Int
        /// The template's outer size, whose length along the group's axis instances that keep its positions keep.
        let size: CGSize

        /// Whether instances take the template's positions (`GroupFacts.keepsTemplatePositions`).
        var keepsTemplatePositions: Bool { group.pointee.keepsTemplatePositions }

        /// The same, with at most `buffers` slots.
        func bounded(by buffers: Int) -> BoundPlan {
            BoundPlan(group: group, slots: slots, count: min(count, buffers), size: size)
        }
    }

    /// Buffers for the instances of `template`, which holds `capacity` cells. A group whose instances only change
    /// across its axis reuses the template's positions; any other is placed by `GroupSolver.placeSlots`.
    static func with<R>(template: ArrangedGroup, capacity: Int, _ body: (inout InstanceBuffers) throws -> R) rethrows -> R {
        guard template.holdsOnlyCells, let plan = template.plan else {
            return try with(capacity: capacity, boundPlan: nil, templateBoxes: [], body)
        }
        return try withUnsafePointer(to: plan.group) { group in
            try plan.slots.withUnsafeBufferPointer { slots in
                let boundPlan = BoundPlan(group: group, slots: slots, count: min(slots.count, capacity), size: template.size)
                return try with(capacity: capacity, boundPlan: boundPlan, templateBoxes: plan.group.keepsTemplatePositions ? template.slots : [], body)
            }
        }
    }

    private static func with<R>(capacity: Int, boundPlan: BoundPlan?, templateBoxes: [ArrangedGroup.Slot],
                                _ body: (inout InstanceBuffers) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: CGSize.self, capacity: capacity) { sizes in
            try withUnsafeTemporaryAllocation(of: CGRect.self, capacity: capacity) { boxes in
                sizes.initialize(repeating: .zero)
                boxes.initialize(repeating: .zero)
                for (j, slot) in templateBoxes.prefix(boxes.count).enumerated() { boxes[j] = slot.box }
                var buffers = InstanceBuffers(sizes: sizes, boxes: boxes, boundPlan: boundPlan?.bounded(by: min(sizes.count, boxes.count)))
                return try body(&buffers)
            }
        }
    }
}
