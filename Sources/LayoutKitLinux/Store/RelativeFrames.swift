import Foundation

/// A run's cells' frames relative to their groups, as kept: per slot of the template (cells not measured), per cell,
/// or derived from the kept boxes.
enum RelativeFrames {
    case perSlot([Leaf])
    case perCell([CGRect])
    case derived(DerivedFrames, boxes: [CGSize])

    /// The frame of `item`, the cell in slot `slot` of its group.
    func frame(item: Int, slot: Int) -> CGRect {
        switch self {
        case .perSlot(let template): return template[slot].frame
        case .perCell(let frames): return frames[item]
        case .derived(let derived, let boxes): return derived.frame(item, kept: boxes[item])
        }
    }
}
