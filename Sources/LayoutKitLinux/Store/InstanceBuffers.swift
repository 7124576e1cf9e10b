import Foundation

/// Buffers reused from one instance to the next, one entry per slot, living as long as the `with` call: the slots' sizes
/// and boxes (the template's, where instances keep its positions); for a group of cells only, its plan's facts.
struct InstanceBuffers {
    var leaves: [Leaf] = []
    let sizes: UnsafeMutableBufferPointer<CGSize>
    let boxes: UnsafeMutableBufferPointer<CGRect>
    /// A group whose slots are all cells (lists, grids): its facts and its slots' (the plan's table); nil for any other.
    let boundPlan: BoundPlan?

    /// The plan of a group of cells only, bound for the `with` call. The group's facts are held by pointer, as
    /// `placeSlots` reads them (an optional holding them by value was copied out for every instance).
    struct BoundPlan {
        let group: UnsafePointer<GroupFacts>
        let slots: UnsafeBufferPointer<SlotFacts>
        /// Slots per instance: at most the number of `slots` and of the buffers' entries (`capacity`, which
        /// `withUnsafeTemporaryAllocation` gives exactly), so that every index below it is in bounds of all three.
        let count: Int
        /// The template's outer size, whose length along the group's axis instances that keep its positions keep.
        let size: CGSize
        /// Whether instances take the template's positions (`GroupFacts.keepsTemplatePositions`).
        var keepsTemplatePositions: Bool { group.pointee.keepsTemplatePositions }
    }

    /// Buffers for the instances of `template`, which holds `capacity` cells.
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
                var buffers = InstanceBuffers(sizes: sizes, boxes: boxes, boundPlan: boundPlan)
                return try body(&buffers)
            }
        }
    }
}
