import Foundation

/// A measured cell's frame from its kept box when every instance keeps the template's positions: the slot's origin and
/// the kept box (the proposed box for a cell not measured) less the cell's insets, as `InstanceArranger.arrangeAcross`
/// computes it (Docs/Solver.md, the keepsTemplatePositions rule; Docs/Testing-Properties.md, 6b).
struct DerivedFrames: Sendable {
    struct Slot: Sendable {
        let origin: CGPoint
        let box: CGSize
        let measured: Bool
        let insets: CellInsets
    }
    let slots: [Slot]

    /// Cell `i`'s frame relative to its group, `kept` its kept box.
    func frame(_ i: Int, kept: CGSize) -> CGRect {
        let slot = slots[i % slots.count]
        return slot.insets.frame(box: CGRect(origin: slot.origin, size: slot.measured ? kept : slot.box))
    }

    /// nil for a run whose instances do not all keep the template's positions: its frames are stored.
    init?(template: ArrangedGroup, capacity: Int) {
        guard template.holdsOnlyCells, let plan = template.plan, plan.group.keepsTemplatePositions, plan.slots.count == capacity,
              template.slots.count == capacity else { return nil }
        slots = zip(template.slots, plan.slots).map { slot, facts in
            Slot(origin: slot.box.origin, box: facts.box, measured: !facts.axes.isEmpty, insets: facts.insets)
        }
    }
}
