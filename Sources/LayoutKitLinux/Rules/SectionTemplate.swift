import Foundation

/// Steps 3b-3c for one section: its top-level group solved once, as a template (Docs/Solver.md, step 3d), with what
/// places its instances along and across the scroll axis. The kernel's value for a section: plain, unrounded, every
/// frame relative to the group's outer corner. The frame store repeats it (or arranges measured instances from it)
/// and makes absolute frames on demand.
struct SectionTemplate: Sendable {
    /// The arrangement of one full instance, its cells flattened in data order (depth first, case 154), and their
    /// sibling groups (`Arrangement.slotGroups`).
    let arranged: ArrangedGroup
    let leaves: [Leaf]
    let slotGroups: [Int32]
    /// Whether the group is custom: its instances are never trimmed (case 60).
    let isCustom: Bool
    /// The top-level group's edge spacing along the scroll axis, and the section's `interGroupSpacing`
    /// (Docs/Solver.md, step 3d, case 49).
    let leadMain: CGFloat
    let trailMain: CGFloat
    let interGroupSpacing: CGFloat
    /// How the groups are placed across the scroll axis.
    let placement: CrossPlacement

    /// The top-level group arranged once in `container`, and its cells flattened: the part of the template that
    /// depends on nothing but the group's values (not its path, which errors alone read) and its container, so that
    /// sections whose groups have one shape are arranged once per solve (`PageMemo`).
    struct Arrangement: Sendable {
        let arranged: ArrangedGroup
        let leaves: [Leaf]
        /// Each leaf's sibling group (`Leaf.siblingGroup`), as the section's record keeps them: made once per
        /// arrangement, so sections that share one share the array.
        let slotGroups: [Int32]

        init(section: SectionDescription, container: CGSize, grid: PixelGrid) throws {
            let groups = GroupSolver(grid: grid)
            let top = section.group
            arranged = try groups.arrange(top, size: DimensionResolver.resolve(top.size, in: container, grid: grid))
            leaves = groups.leaves(of: arranged, item: top)
            slotGroups = leaves.map(\.siblingGroup)
            // x × 0 is ±0 for a finite x and NaN otherwise: the sum is 0 exactly when every length is finite.
            var zero = arranged.size.width * 0 + arranged.size.height * 0
            for leaf in leaves { zero += leaf.frame.size.width * 0 + leaf.frame.size.height * 0 }
            try SectionTemplate.requireFinite(zero, path: top.path)
            guard !leaves.isEmpty else {
                throw LayoutError(path: top.path, message: "the group holds no items; it must hold at least one")
            }
        }
    }

    /// - Parameters:
    ///   - container: the top-level group's container (Docs/Solver.md, step 3a).
    ///   - crossStart: where the groups start across the scroll axis (reference insets + section insets).
    ///   - arrangement: the group arranged in `container` (`Arrangement`).
    init(section: SectionDescription, main: Axis, container: CGSize, crossStart: CGFloat, arrangement: Arrangement) {
        arranged = arrangement.arranged
        leaves = arrangement.leaves
        slotGroups = arrangement.slotGroups
        let top = section.group
        isCustom = top.group?.axis == nil
        // The group's edge spacing along the scroll axis adds room around each group, on top of interGroupSpacing
        // (Docs/Solver.md, step 3d, case 49); across it, it moves the group, flexible sides sharing the room left.
        let edges = top.edgeSpacing
        leadMain = edges?.lead(main)?.value ?? 0
        trailMain = edges?.trail(main)?.value ?? 0
        interGroupSpacing = section.values.interGroupSpacing
        let cross = main.other
        let leadCross = edges?.lead(cross), trailCross = edges?.trail(cross)
        placement = CrossPlacement(start: crossStart, container: container[cross], lead: leadCross?.value ?? 0, trail: trailCross?.value ?? 0,
                                   leadFlexible: leadCross?.isFlexible == true,
                                   flexible: CGFloat((leadCross?.isFlexible == true ? 1 : 0) + (trailCross?.isFlexible == true ? 1 : 0)))
    }

    /// Cells per full instance.
    var capacity: Int { leaves.count }

    /// Throws unless `zero` is 0: a sum of lengths × 0, 0 exactly when every length is finite. `path` names the group.
    static func requireFinite(_ zero: CGFloat, path: LayoutPath) throws {
        guard zero == 0 else {
            throw LayoutError(path: path, message: "the layout's content size overflows: the group resolves to a length that "
                + "is not finite; some length or spacing is far too large")
        }
    }
}
