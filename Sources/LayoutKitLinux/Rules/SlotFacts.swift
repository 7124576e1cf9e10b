import Foundation

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
