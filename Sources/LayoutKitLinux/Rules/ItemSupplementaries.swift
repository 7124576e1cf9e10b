import Foundation

/// Item and group supplementary items (badges), attached after a section's cells are placed, from the cells'
/// final frames and the group instances' frames (Docs/Solver.md, steps 3d″ and 6).
///
/// The placement rule, per axis (written once for both):
///
///     origin = container.min + containerFraction · container.length − itemFraction · size + containerOffset + itemOffset
///
/// where a fraction is 0 for top/leading, 1 for bottom/trailing, ½ for none or both; the item anchor defaults to
/// the container anchor's edges with no offset; a fractional offset is a fraction of the supplementary's own size
/// [CHARON cases 144-153].
struct ItemSupplementaries {
    let grid: PixelGrid

    /// Where a template group's supplementaries attach: a cell (by its slot in the group), or a group box.
    struct Attachment: Sendable {
        enum Target {
            case leaf(Int)
            /// A group's box relative to the top-level group's corner (nil: the top-level group itself), the size its
            /// supplementaries' fractions resolve in, the slots it holds, and its content insets (the ones it
            /// applies: none on an estimated axis), which its supplementaries anchor inside.
            case group(box: CGRect?, container: CGSize, leaves: Range<Int>, insets: NSDirectionalEdgeInsets)

            /// `Attachment.anchor`: on the target alone, which holds no reference (a badge made on demand reads it
            /// without retaining its attachment's list of supplementaries).
            @inline(__always)
            func anchor(cellFrame: (Int) -> CGRect, groupFrame: (CGRect?) -> CGRect) -> (rect: CGRect, sizing: CGSize) {
                switch self {
                case .leaf(let slot):
                    let rect = cellFrame(slot)
                    return (rect, rect.size)
                case .group(let box, let container, _, let insets):
                    return (ItemSupplementaries.anchorRect(groupFrame(box), less: insets), container)
                }
            }
        }
        var target: Target
        var supplementaries: [SupplementaryDescription]

        /// The frame of a nested group whose box (relative to the top-level group's corner) is `box`, in the top-level
        /// group instance whose frame is `topLevelFrame`: unrounded (a caller puts it on the pixel as a cell's is).
        static func groupFrame(_ box: CGRect, in topLevelFrame: CGRect) -> CGRect {
            CGRect(x: topLevelFrame.minX + box.minX, y: topLevelFrame.minY + box.minY, width: box.width, height: box.height)
        }

        /// The box of a nested group's attachment; nil for a cell's or the top-level group's.
        var nestedBox: CGRect? {
            if case .group(let box, _, _, _) = target { return box }
            return nil
        }

        /// The first slot of the group that must hold a cell for the supplementaries to be placed: a partial last
        /// group places those of its present cells, and of its groups holding one.
        var firstSlot: Int {
            switch target {
            case .leaf(let slot): return slot
            case .group(_, _, let leaves, _): return leaves.lowerBound
            }
        }

        /// The rect the supplementaries anchor to and the size their fractions resolve in: a cell's frame and its
        /// size (case 153: 106 × 48.5); a group's frame (`groupFrame`, given the nested group's box, nil for the
        /// top-level group) less its content insets, and the size the group was laid out in (case 154's quirk).
        func anchor(cellFrame: (Int) -> CGRect, groupFrame: (CGRect?) -> CGRect) -> (rect: CGRect, sizing: CGSize) {
            target.anchor(cellFrame: cellFrame, groupFrame: groupFrame)
        }
    }

    /// The attachments of `top`, arranged in `container`, in the order their supplementaries are placed in each group
    /// instance, and the group's number of cells. `arranged`: `top` already arranged in `container` (the solve's
    /// template, `SectionTemplate.Arrangement`), the same pure function of the two; nil: arranged here.
    func attachments(of top: ItemDescription, in container: CGSize, arranged: ArrangedGroup? = nil) throws -> (list: [Attachment], leaves: Int) {
        let arranged = try arranged ?? GroupSolver(grid: grid).arrange(top, size: DimensionResolver.resolve(top.size, in: container, grid: grid))
        var list: [Attachment] = []
        var leaves = 0
        walk(arranged, item: top, box: nil, container: container, leaf: &leaves, into: &list)
        return (list, leaves)
    }

    /// Whether any item or group of the section carries a supplementary.
    static func hasAny(_ item: ItemDescription) -> Bool {
        !item.supplementaries.isEmpty || (item.group?.subitems.contains { hasAny($0) } ?? false)
    }

    /// The box of each attachment's nested group in `arranged`, an instance of `top` (a measured one, arranged from its
    /// own cells), in the order `attachments(of:in:)` lists them; nil for the attachments of cells and of the top-level
    /// group. Empty when the instance's tree does not hold `count` attachments (the template's then stand).
    func nestedBoxes(of arranged: ArrangedGroup, top: ItemDescription, container: CGSize, count: Int) -> [CGRect?] {
        var measured: [Attachment] = []
        var leaves = 0
        walk(arranged, item: top, box: nil, container: container, leaf: &leaves, into: &measured)
        return measured.count == count ? measured.map(\.nestedBox) : []
    }

    /// What a group's supplementaries anchor to: the group's frame less its content insets (issue #13: a 375-wide
    /// group with a trailing inset of 20 puts a 20-wide `[.trailing]` supplementary with fractional offset (1, 0) at
    /// x 355, flush with the view's edge; every measured group of CHARON cases 145-155 has no insets, where the two
    /// readings agree). Insets larger than the frame leave a zero-length rect at the clamped edge.
    static func anchorRect(_ frame: CGRect, less insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
               width: max(0, frame.width - insets.total(.horizontal)), height: max(0, frame.height - insets.total(.vertical)))
    }

    /// The frame of `supplementary`, of `size`, anchored to `rect`; unrounded (the store snaps its origin).
    static func frame(of supplementary: SupplementaryDescription, size: CGSize, in rect: CGRect) -> CGRect {
        Placement(of: supplementary, size: size).frame(in: rect)
    }

    /// The placement rule of one supplementary of one size, its anchors read: everything `frame(of:size:in:)` needs
    /// but the rect it anchors to.
    ///
    /// Why: badges made on demand (OnDemandBadges.swift) place the same badge of the same size in every group
    /// instance; reading its anchors for each one was a third of making it. Both ways compute each coordinate as
    /// the same sum of the same terms, in the same order, so a placement made once gives every frame bit for bit.
    struct Placement: Sendable {
        let size: CGSize
        /// Per axis (x: horizontal, y: vertical): the container anchor's fraction of the rect's length, the item
        /// anchor's fraction of the supplementary's own length (already multiplied), and the two offsets in points.
        private let containerFraction: CGPoint
        private let itemShift: CGPoint
        private let containerOffset: CGPoint
        private let itemOffset: CGPoint

        init(of supplementary: SupplementaryDescription, size: CGSize) {
            let containerAnchor = supplementary.containerAnchor
            let itemAnchor = supplementary.itemAnchor
                ?? AnchorDescription(edges: containerAnchor.edges, offset: .zero, isAbsolute: true)
            self.size = size
            func perAxis(_ value: (Axis) -> CGFloat) -> CGPoint { CGPoint(x: value(.horizontal), y: value(.vertical)) }
            containerFraction = perAxis { containerAnchor.fraction(along: $0) }
            itemShift = perAxis { itemAnchor.fraction(along: $0) * size[$0] }
            containerOffset = perAxis { containerAnchor.offset(along: $0, size: size) }
            itemOffset = perAxis { itemAnchor.offset(along: $0, size: size) }
        }

        /// The frame anchored to `rect`, unrounded: per axis, rect's start + container fraction × rect's length
        /// − item fraction × own length + container offset + item offset.
        @inline(__always)
        func frame(in rect: CGRect) -> CGRect {
            CGRect(origin: CGPoint(x: start(along: .horizontal, in: rect), y: start(along: .vertical, in: rect)), size: size)
        }

        @inline(__always)
        private func start(along axis: Axis, in rect: CGRect) -> CGFloat {
            rect.minAlong(axis) + containerFraction[axis] * rect.size[axis] - itemShift[axis] + containerOffset[axis] + itemOffset[axis]
        }
    }

    /// Walks an arranged group in the order `GroupSolver.leaves(of:item:)` flattens it (depth first), noting the
    /// supplementaries of each group box and each cell slot.
    private func walk(_ arranged: ArrangedGroup, item: ItemDescription, box: CGRect?, container: CGSize,
                      leaf: inout Int, into list: inout [Attachment]) {
        let firstLeaf = leaf
        var children: [Attachment] = []
        let h = item.effectiveInsets(along: .horizontal), v = item.effectiveInsets(along: .vertical)
        let insets = NSDirectionalEdgeInsets(top: v.lead, leading: h.lead, bottom: v.trail, trailing: h.trail)
        if let frames = arranged.customFrames {
            leaf += frames.count
        } else if let group = item.group {
            let origin = box?.origin ?? .zero
            // A child group's supplementaries resolve in the size the child was laid out in: this group's inner size
            // less its spacings along its axis (Docs/Solver.md, steps 3a and 3c; CHARON case 154: FW(1) on a nested 160-wide group is 320).
            var inner = CGSize(width: arranged.size.width - insets.total(.horizontal),
                               height: arranged.size.height - insets.total(.vertical))
            if let axis = group.axis {
                inner[axis] = max(0, inner[axis] - CGFloat(max(arranged.slots.count - 1, 0)) * (group.spacing?.value ?? 0))
            }
            for slot in arranged.slots {
                let subitem = group.subitems[slot.subitem]
                let childBox = slot.box.offsetBy(dx: origin.x, dy: origin.y)
                if let nested = slot.nested {
                    walk(nested, item: subitem, box: childBox, container: inner, leaf: &leaf, into: &children)
                } else {
                    if !subitem.supplementaries.isEmpty {
                        children.append(Attachment(target: .leaf(leaf), supplementaries: subitem.supplementaries))
                    }
                    leaf += 1
                }
            }
        }
        if !item.supplementaries.isEmpty {
            list.append(Attachment(target: .group(box: box, container: container, leaves: firstLeaf..<leaf, insets: insets),
                                   supplementaries: item.supplementaries))
        }
        list.append(contentsOf: children)
    }
}
