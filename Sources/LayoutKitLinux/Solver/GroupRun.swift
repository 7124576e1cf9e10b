import Foundation

/// Steps 3b-3d of a solve: a section's top-level groups, laid one per line along the scroll axis
/// (uikit-semantics §5.1-5.3). Written once over the abstract scroll axis `main`.
///
/// The top-level group is solved once (a template) and repeated; item *i* goes to slot *i mod capacity*
/// of group *i / capacity* (§5.2). The last, partial group is trimmed by the room its missing slots would
/// have taken (§5.3); custom groups keep their length (case 60).
struct GroupRun {
    let grid: PixelGrid
    /// The scroll axis.
    let main: Axis
    let section: SectionDescription
    let sectionIndex: Int
    /// Items in the section (> 0).
    let count: Int
    /// The top-level group's container (§1.2b).
    let container: CGSize
    /// Where the groups start across the scroll axis (reference insets + section insets).
    let crossStart: CGFloat
    /// Where the first group's edge spacing starts along the scroll axis (section start + leading inset).
    let contentStart: CGFloat

    struct Result {
        /// Index of the section's first cell in the element store.
        var firstCell: Int
        /// Leaves per full group, and the innermost non-custom group each slot belongs to.
        var capacity: Int
        var slotGroups: [Int32]
        /// The far edge of the last group along the scroll axis, its trailing edge spacing included.
        var end: CGFloat
        /// The farthest top-level group edge across the scroll axis.
        var farthestAcross: CGFloat
    }

    /// Appends the section's cells (in index-path order) and one query span per group instance.
    func place(into elements: inout [ElementRecord], spans: inout [QuerySpan]) throws -> Result {
        let cross = main.other
        let groups = GroupSolver(grid: grid)

        // 3b. One template instance of the group, solved once and repeated (§5.2).
        let top = section.group
        let arranged = try groups.arrange(top, size: DimensionResolver.resolve(top.size, in: container, grid: grid))
        let template = groups.leaves(of: arranged, item: top)
        guard arranged.size.width.isFinite, arranged.size.height.isFinite,
              template.allSatisfy({ $0.frame.size.width.isFinite && $0.frame.size.height.isFinite }) else {
            throw LayoutError(path: top.path, message: "the layout's content size overflows: the group resolves to a length that "
                + "is not finite; some length or spacing is far too large")
        }
        let capacity = template.count
        guard capacity > 0 else {
            throw LayoutError(path: top.path, message: "the group holds no items; it must hold at least one")
        }
        let isCustom = top.group?.axis == nil
        let groupSize = arranged.size

        // 3c. The group's edge spacing: along the scroll axis it adds room around each group, on top of
        // interGroupSpacing; across it, it moves the group, flexible sides sharing the room left (§3.2, case 49).
        let edges = top.edgeSpacing
        let leadMain = edges?.lead(main)?.value ?? 0, trailMain = edges?.trail(main)?.value ?? 0
        let leadCross = edges?.lead(cross), trailCross = edges?.trail(cross)
        let flexibleAcross = (leadCross?.isFlexible == true ? 1 : 0) + (trailCross?.isFlexible == true ? 1 : 0)
        let roomAcross = container[cross] - groupSize[cross] - (leadCross?.value ?? 0) - (trailCross?.value ?? 0)
        let groupCross = crossStart + (leadCross?.value ?? 0)
            + (leadCross?.isFlexible == true ? roomAcross / CGFloat(flexibleAcross) : 0)

        // 3d. Repeat: one group per line (§5.1), items filling group after group; the last, partial group is
        // trimmed by the room its missing slots would have taken (§5.3, cases 36-41, 45); custom groups
        // keep their length (case 60).
        let fullReach = template.reduce(-CGFloat.infinity) { max($0, $1.slot.maxAlong(main)) }
        let firstCell = elements.count
        var position = contentStart
        var placed = 0
        var farthestAcross = -CGFloat.infinity
        while placed < count {
            let take = min(capacity, count - placed)
            var length = groupSize[main]
            if take < capacity && !isCustom {
                let reach = template[0..<take].reduce(-CGFloat.infinity) { max($0, $1.slot.maxAlong(main)) }
                length = max(0, groupSize[main] - (fullReach - reach))
            }
            let origin = CGPoint(main: position + leadMain, cross: groupCross, along: main)
            let spanStart = elements.count
            for leaf in template[0..<take] {
                let frame = CGRect(x: grid.position(origin.x + leaf.frame.minX), y: grid.position(origin.y + leaf.frame.minY),
                                   width: leaf.frame.width, height: leaf.frame.height)
                elements.append(ElementRecord(frame: frame, item: placed + (elements.count - spanStart), section: Int32(sectionIndex),
                                              zIndex: Int32(clamping: leaf.zIndex), kind: 0, category: .cell))
            }
            var groupExtent = groupSize
            groupExtent[main] = length
            let bounds = CGRect(origin: CGPoint(x: grid.position(origin.x), y: grid.position(origin.y)), size: groupExtent)
            spans.append(QuerySpan(bounds: bounds, clip: bounds, elements: spanStart..<elements.count, touching: false))
            farthestAcross = max(farthestAcross, origin[cross] + groupSize[cross])
            placed += take
            position = origin[main] + length + trailMain
            if placed < count { position += section.interGroupSpacing }
        }
        return Result(firstCell: firstCell, capacity: capacity, slotGroups: template.map { $0.siblingGroup },
                      end: position, farthestAcross: farthestAcross)
    }
}
