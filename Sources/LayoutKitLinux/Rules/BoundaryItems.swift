import Foundation

/// The boundary supplementary items of one section, or of the whole layout (Docs/Solver.md, step 3e).
/// Written once over the abstract scroll axis `main`; the cross axis is the other.
struct BoundaryLayout {
    let items: [BoundaryItemDescription]
    let main: Axis
    /// Each item's size, resolved in (whole view along the scroll axis, the section's cross length), Docs/Solver.md, step 3e:
    /// the first's, then the others' (most sections have one item, a header, and then no array is made).
    private let firstSize: CGSize
    private let otherSizes: [CGSize]
    /// How far the extending start-side items push the content: max(length − offset along the scroll axis)
    /// (CHARON case 67: a 30-long header offset 7 moves the content to 30 − 7; case 136: several items do not
    /// stack, the longest counts).
    let startExtension: CGFloat
    /// How far the extending end-side items lengthen the section: max(length + offset) (CHARON case 97: a
    /// 30-long footer offset 7 is placed 7 past the content and the section ends 37 past it).
    let endExtension: CGFloat
    /// The least length of the section between its extensions: an extending item on a cross-axis side makes its
    /// section at least as long as itself (CHARON cases 113/117: a 200-tall leading item grows an 80-tall section
    /// to 200; 138, 139 for the layout's items). With extensions as well, the room between them is what grows
    /// (a decision: the measured cases have none), so that the centred item fits between them.
    let minimumLength: CGFloat

    /// `indexPath` names item `index` for the sizer (item 0 of its section; `Int.max` of section 0 for the layout's).
    init(items: [BoundaryItemDescription], main: Axis, container: CGSize, grid: PixelGrid,
         sizer: SupplementarySizer = SupplementarySizer(sizing: nil), indexPath: (Int) -> IndexPath = { _ in IndexPath(item: 0, section: 0) }) throws {
        self.items = items
        self.main = main
        // The items are read in place (`items[index].x`): binding each to a name copied it, its kind retained and
        // released, for every item of every section (Docs/Performance.md, "Placing a section").
        var firstSize = CGSize.zero, otherSizes: [CGSize] = []
        for index in items.indices {
            let resolved = DimensionResolver.resolve(items[index].size, in: container, grid: grid)
            let size = try sizer.measure(resolved, size: items[index].size, kind: items[index].kind, indexPath: indexPath(index))
            if index == 0 { firstSize = size } else { otherSizes.append(size) }
        }
        self.firstSize = firstSize
        self.otherSizes = otherSizes
        var start: CGFloat = 0, end: CGFloat = 0, minimum: CGFloat = 0
        for index in items.indices where items[index].extendsBoundary {
            let size = index == 0 ? firstSize : otherSizes[index - 1], offset = items[index].offset
            switch items[index].alignment.side(along: main) {
            case .start: start = max(start, size[main] - offset[main])
            case .end: end = max(end, size[main] + offset[main])
            case .middle: minimum = max(minimum, size[main])
            }
        }
        // Decision (unmeasured): an offset larger than the item never shrinks the section.
        startExtension = start
        endExtension = end
        minimumLength = minimum
    }

    var isEmpty: Bool { items.isEmpty }

    /// Item `index`'s size.
    func size(_ index: Int) -> CGSize { index == 0 ? firstSize : otherSizes[index - 1] }

    /// Whether item `index` lies outside the content box and grows the section: it extends and its alignment
    /// names a scroll-axis edge (Docs/Solver.md, step 3e). Any other item lies inside the section rectangle without growing it.
    func extendsAlongScrollAxis(_ index: Int) -> Bool {
        items[index].extendsBoundary && items[index].alignment.side(along: main) != .middle
    }

    /// An item's frame, unrounded: the frame store snaps each origin to the pixel when it records it.
    ///
    /// Along the scroll axis: an extending start item sits against the content edge, `contentEdgeStart −
    /// length + offset` (so with the offset the content box moves and the item still starts at the section
    /// origin, case 67); an extending end item at `innerEnd + offset` (case 97); anything else is placed in the
    /// whole section rectangle, insets and extensions included: at its start or at its end less its length
    /// (cases 72, 92, 103-134); an item on a cross-axis side is centred between the extensions, insets included
    /// (cases 73, 111: (80 − 200)/2 = −60; case 139: the layout's top item centred in 0…320, before the footer's
    /// extension). Across: at the region's start, end less length, or centred (cases 63-66).
    /// The offset is added whatever the alignment.
    /// Item `index`'s frame (one at a time, so that placing a section's items makes no array).
    func frame(_ index: Int, in box: SectionBox) -> CGRect {
        let cross = main.other
        let alignment = items[index].alignment, offset = items[index].offset, size = size(index)
        let along: CGFloat
        switch alignment.side(along: main) {
        case .start where extendsAlongScrollAxis(index): along = box.contentEdgeStart - size[main]
        case .end where extendsAlongScrollAxis(index): along = box.innerEnd
        case .start: along = box.start
        case .end: along = box.end - size[main]
        case .middle: along = box.contentEdgeStart + (box.innerEnd - box.contentEdgeStart - size[main]) / 2
        }
        let across: CGFloat
        switch alignment.side(along: cross) {
        case .start: across = box.crossStart
        case .end: across = box.crossStart + box.crossLength - size[cross]
        case .middle: across = box.crossStart + (box.crossLength - size[cross]) / 2
        }
        let origin = CGPoint(main: along + offset[main], cross: across + offset[cross], along: main)
        return CGRect(origin: origin, size: size)
    }
}
