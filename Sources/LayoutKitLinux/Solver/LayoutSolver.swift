import Foundation

extension UICollectionViewCompositionalLayout {
    /// Solves the whole layout. Pure: the same layout and context give the same solution.
    /// Throws `LayoutError`, naming the place (`section 1 > group > subitems[0]`), for a layout UIKit would
    /// reject or input no layout can be made from. See Docs/Solver.md for the steps and their sources.
    public func solve(_ context: LayoutContext) throws -> LayoutSolution {
        try LayoutSolver(context: context).solve(self)
    }
}

/// The solver's steps, in order (Docs/Solver.md):
/// 1. validate the context; 2. describe the layout (call providers once, validate, snapshot);
/// 3. per section: boundary items sized and the content pushed by the extending ones; the group container, one
///    template group solved once, repeated along the scroll axis (or in one row along the orthogonal axis), the
///    last partial group trimmed; item and group supplementaries; the section's end; the boundary items placed;
///    then the layout's boundary items; 4. the content size; decorations; pinning; invalidation handlers;
///    5. mirror for right-to-left; 6. the query index.
struct LayoutSolver {
    /// More elements than this are refused rather than attempting the allocation.
    static let maximumItems = 50_000_000

    let context: LayoutContext
    let grid: PixelGrid
    /// Writes every cell, even those a run can make on demand (for the tests that check both ways agree).
    var writesEveryCell = false
    /// Stores every measured cell's frame as it is arranged, even those that follow from its kept box
    /// (`DerivedFrames`; for the tests that check both ways agree).
    var storesMeasuredFrames = false

    init(context: LayoutContext) throws {
        // Step 1: the context.
        let size = context.containerSize
        guard LayoutLimits.isSize(size.width), LayoutLimits.isSize(size.height) else {
            throw LayoutError(path: "context.containerSize", message: "\(describe(size)) is not a size; width and height must be finite, "
                + "0 or more and at most \(formatPoints(LayoutLimits.maximumLength))")
        }
        var total = 0
        for (section, count) in context.itemCounts.enumerated() {
            guard count >= 0 else {
                throw LayoutError(path: "context.itemCounts[\(section)]", message: "\(count) items; a section has 0 items or more")
            }
            total += min(count, Self.maximumItems + 1)
            guard total <= Self.maximumItems else {
                throw LayoutError(path: "context.itemCounts", message: "more than \(Self.maximumItems) items in all; LayoutKitLinux solves at most that many")
            }
        }
        let scale = context.traitCollection.displayScale
        guard scale == 0 || LayoutContext.supportedDisplayScales.contains(scale) else {
            throw LayoutError(path: "context.traitCollection.displayScale", message: "\(formatPoints(scale)) is not a display scale; "
                + "use 1, 2 or 3, the scales of UIKit's displays (0 means unspecified: 2)")
        }
        for (name, insets) in [("safeAreaInsets", context.safeAreaInsets), ("layoutMargins", context.layoutMargins),
                               ("readableContentInsets", context.readableContentInsets)] {
            try LayoutLimits.checkInsets(insets, path: "context.\(name)")
        }
        try LayoutLimits.checkLength(context.contentOffset.x, path: "context.contentOffset.x")
        try LayoutLimits.checkLength(context.contentOffset.y, path: "context.contentOffset.y")
        for (section, offset) in context.orthogonalOffsets {
            try LayoutLimits.checkLength(offset.x, path: "context.orthogonalOffsets[\(section)].x")
            try LayoutLimits.checkLength(offset.y, path: "context.orthogonalOffsets[\(section)].y")
        }
        if let identifiers = context.identifiers {
            // A snapshot UIKit would have crashed on is not laid out (Docs/Diffable.md, "Misuse").
            if let misuse = identifiers.misuse { throw misuse }
            try identifiers.check(against: context.itemCounts)
        }
        self.context = context
        self.grid = PixelGrid(scale: scale == 0 ? 2 : scale, rounding: context.sizeRounding)
    }

    func solve(_ layout: UICollectionViewCompositionalLayout) throws -> LayoutSolution {
        // Step 2: the description.
        try solve(description(of: layout))
    }

    func description(of layout: UICollectionViewCompositionalLayout) throws -> LayoutDescription {
        try describer.describe(layout)
    }

    /// Reads builder objects in this solve's context (also how a layout is exported to a document).
    var describer: LayoutDescriber { LayoutDescriber(context: context, grid: grid) }

    /// Steps 3-6. `reusing` supplies sections' group runs solved earlier (incremental re-layout).
    /// The cells of a section that depend on nothing but its group run are not written: the solution makes them
    /// on demand from the run (RunCells.swift).
    func solve(_ description: LayoutDescription, reusing: [Int: RunState] = [:])
        throws -> LayoutSolution {
        let main = description.scrollAxis, cross = main.other
        let view = context.containerSize

        // Which sections write their cells (the others make theirs on demand), decided once; room for those cells, so
        // that the array is not grown and copied section after section.
        let writesCells = context.itemCounts.indices.map { writesEveryCell || description.cellsDependOnMoreThanTheirRun(section: $0) }
        var elements: [ElementRecord] = []
        elements.reserveCapacity(zip(context.itemCounts, writesCells).reduce(0) { $0 + ($1.1 ? $1.0 : 0) })
        var cellRuns: [RunCells] = []
        var sections: [SectionRecord] = []
        var spans: [QuerySpan] = []
        var store = ElementStore()
        var pinned: [PinnedItem] = []
        var calls: [PendingInvalidationCall] = []
        var longestAcross = view[cross]

        // The layout's own boundary items span the whole view, no insets (Docs/Solver.md, step 3e; CHARON cases 137-139, 181).
        let sizer = SupplementarySizer(sizing: context.sizing)
        let layoutBoundary = try BoundaryLayout(items: description.boundaryItems, main: main, container: view, grid: grid,
                                                sizer: sizer, indexPath: { _ in IndexPath(item: Int.max, section: 0) })
        var cursor: CGFloat = layoutBoundary.startExtension

        // Step 3: the sections, one after another along the scroll axis.
        for (index, section) in description.sections.enumerated() {
            if index > 0 { cursor += description.interSectionSpacing }   // between sections only (Docs/Solver.md, step 3f, case 51)
            let count = context.itemCounts[index]
            guard let section, count > 0 || !section.boundaryItems.isEmpty else {
                // An empty section without boundary items has no size and no insets (Docs/Solver.md, step 3e, case 51).
                sections.append(SectionRecord(firstCell: elements.count, cellCount: 0, groupCapacity: 0, slotGroups: [],
                                              frame: sectionFrame(start: cursor, length: 0, main: main)))
                continue
            }
            // A list's padding above its header lies before the section (Docs/Lists.md).
            let sectionStart = cursor + section.spacingBefore

            // 3a. The container of the top-level group: the view less the reference insets and the section's
            // insets across the scroll axis; the whole view along it (Docs/Solver.md, step 3a, cases 32, 53, 161-180).
            let reference = referenceInsets(section.contentInsetsReference == .automatic
                                            ? description.contentInsetsReference : section.contentInsetsReference)
            let insets = section.contentInsets
            let crossStart = reference.leading(cross) + insets.leading(cross)
            let container = CGSize(main: view[main],
                                   cross: view[cross] - reference.total(cross) - insets.total(cross), along: main)

            // Boundary items are sized in the section's cross length (less its insets when they follow them) and
            // the whole view along the scroll axis; the extending ones push the content (Docs/Solver.md, step 3e; BoundaryItems.swift).
            let follows = section.supplementariesFollowContentInsets
            let boundaryCrossStart = reference.leading(cross) + (follows ? insets.leading(cross) : 0)
            let boundaryCrossLength = view[cross] - reference.total(cross) - (follows ? insets.total(cross) : 0)
            let boundary = try BoundaryLayout(items: section.boundaryItems, main: main,
                                              container: CGSize(main: view[main], cross: boundaryCrossLength, along: main), grid: grid,
                                              sizer: sizer, indexPath: { _ in IndexPath(item: 0, section: index) })
            let contentStart = sectionStart + boundary.startExtension + insets.leading(main)

            // 3b-3d. The section's groups: one per line along the scroll axis (GroupRun.swift), or one row along the
            // orthogonal axis (OrthogonalSection.swift). Then their badges (ItemSupplementaries.swift).
            var contentEnd = contentStart
            var capacity = 0, slotGroups: [Int32] = []
            let firstCell = elements.count
            var runIndex = -1
            var orthogonal: OrthogonalRecord?
            var runState: RunState?
            if count > 0 {
                let firstSpan = spans.count
                let groupContainer: CGSize
                if section.orthogonalScrollingBehavior != .none {
                    let proposed = context.orthogonalOffsets[index].map { $0[cross] } ?? 0
                    var row = OrthogonalRun(grid: grid, main: main, view: view, reference: reference, sizing: context.sizing)
                    row.derivesFrames = !storesMeasuredFrames
                    let result = try row.place(section: section, sectionIndex: index, count: count, contentStart: contentStart,
                                               proposedOffset: proposed, into: &elements, spans: &spans)
                    runState = result.run.state
                    contentEnd = max(contentStart, result.run.farthestAcross)
                    capacity = result.run.capacity
                    slotGroups = result.run.slotGroups
                    orthogonal = result.record
                    groupContainer = result.container
                } else {
                    var group = GroupRun(grid: grid, main: main, section: section, sectionIndex: index, count: count,
                                         container: container, crossStart: crossStart, contentStart: contentStart)
                    group.sizing = context.sizing
                    group.derivesFrames = !storesMeasuredFrames
                    if context.selfSizingScope == .scrolledThrough { group.measureLimit = context.contentOffset[main] + view[main] }
                    let onDemand = !writesCells[index]
                    let run = try group.place(into: &elements, spans: &spans, reusing: reusing[index], writeCells: !onDemand)
                    if onDemand {
                        runIndex = cellRuns.count
                        let cells = RunCells(state: run.state, contentStart: group.contentStart, section: Int32(index))
                        spans.append(QuerySpan(bounds: cells.extent(), run: runIndex))
                        cellRuns.append(cells)
                    }
                    runState = run.state
                    longestAcross = max(longestAcross, run.longestAcross)
                    contentEnd = run.end
                    capacity = run.capacity
                    slotGroups = run.slotGroups
                    groupContainer = container
                }
                let groupSpans = firstSpan..<spans.count
                let firstSupplementarySpan = store.spans.count
                // A measured instance is arranged again only for the badges of nested groups.
                let arranged = ItemSupplementaries.nestedGroupsHaveAny(section.group) ? runState : nil
                let badges = try RunState.withMeasuredInstances(of: arranged) { instance in
                    try ItemSupplementaries(grid: grid, sizer: sizer).place(
                        section: section, sectionIndex: index, elements: elements, cells: firstCell..<elements.count,
                        groupSpans: spans[groupSpans], container: groupContainer, instance: instance, into: &store)
                }
                if let record = orthogonal {
                    // The row scrolls by the offset it rests at (Docs/Solver.md, step 3d′); boundary items do not scroll.
                    OrthogonalRun.scroll(by: record.appliedOffset, axis: cross, grid: grid, records: &elements,
                                         range: firstCell..<elements.count, spans: &spans, spanRange: groupSpans)
                    OrthogonalRun.scroll(by: record.appliedOffset, axis: cross, grid: grid, records: &store.records,
                                         range: badges, spans: &store.spans, spanRange: firstSupplementarySpan..<store.spans.count)
                }
                if let handler = description.handlers[index] {
                    calls.append(PendingInvalidationCall(section: index, handler: handler, record: orthogonal,
                                                         cells: firstCell..<elements.count, badges: badges, fixed: 0..<0))
                }
            }

            // 3e. The section's end: inset, then at least as long as its side items that extend, then the
            // extending end-side items (Docs/Solver.md, step 3e; cases 97, 113, 136, 140).
            var innerEnd = contentEnd + insets.trailing(main)
            innerEnd = max(innerEnd, sectionStart + boundary.startExtension + boundary.minimumLength)
            cursor = innerEnd + boundary.endExtension
            let box = SectionBox(start: sectionStart, contentEdgeStart: sectionStart + boundary.startExtension, innerEnd: innerEnd,
                                 end: cursor, crossStart: boundaryCrossStart, crossLength: boundaryCrossLength)
            let fixed = try placeBoundaryItems(boundary, box: box, section: index, item: { _ in 0 }, main: main,
                                               into: &store, pinned: &pinned)
            if !calls.isEmpty, calls[calls.count - 1].section == index { calls[calls.count - 1].fixed = fixed }
            var record = SectionRecord(firstCell: firstCell, cellCount: count, groupCapacity: capacity, slotGroups: slotGroups,
                                       frame: sectionFrame(start: sectionStart, length: cursor - sectionStart, main: main))
            record.orthogonal = orthogonal
            record.run = runIndex
            sections.append(record)
        }

        // The layout's end: at least as long as its side items, then its end-side items (Docs/Solver.md, steps 3e and 4; cases 137-139).
        let layoutInnerEnd = max(cursor, layoutBoundary.startExtension + layoutBoundary.minimumLength)
        let layoutEnd = layoutInnerEnd + layoutBoundary.endExtension
        _ = try placeBoundaryItems(layoutBoundary, box: SectionBox(start: 0, contentEdgeStart: layoutBoundary.startExtension,
                                                                   innerEnd: layoutInnerEnd, end: layoutEnd,
                                                                   crossStart: 0, crossLength: view[cross]),
                                   section: 0, item: { _ in Int.max }, main: main, into: &store, pinned: &pinned)

        // Step 4: the content size: the sum along the scroll axis; across it, the view or the longest group if longer
        // (Docs/Solver.md, step 4); where edge spacing or insets push a group, not its far edge (CHARON case 49: 320, not 324).
        let contentSize = CGSize(main: layoutEnd, cross: longestAcross, along: main)
        guard contentSize.width.isFinite, contentSize.height.isFinite else {
            throw LayoutError(path: "", message: "the layout's content size overflows (\(describe(contentSize))); some length or spacing is far too large")
        }
        for index in sections.indices {
            sections[index].frame.size[cross] = contentSize[cross]
        }

        // Decorations, and the zIndex promotion of their sections' other elements (Docs/Solver.md, step 4; Decorations.swift).
        var decorated = Set<Int32>()
        for (index, section) in description.sections.enumerated() {
            guard let section, !section.decorations.isEmpty else { continue }
            let placed = try Decorations.place(section.decorations, section: index, sectionFrame: sections[index].frame,
                                               main: main, grid: grid, into: &store)
            if !placed.isEmpty { decorated.insert(Int32(clamping: index)) }
        }
        if !decorated.isEmpty {
            for index in elements.indices where elements[index].zIndex == 0 && decorated.contains(elements[index].section) {
                elements[index].zIndex = 1
            }
            for index in store.records.indices where store.records[index].category == .supplementaryView
                && store.records[index].zIndex == 0 && store.records[index].item != Int.max
                && decorated.contains(store.records[index].section) {
                store.records[index].zIndex = 1
            }
        }

        // Pinned boundary items against the visible bounds (Pinning.swift).
        // The visible bounds in the left-to-right frame the solver works in: in right-to-left layouts the content
        // offset is in mirrored coordinates, so its x is mirrored back before use (the one mirror pass, step 5).
        var visibleBounds = CGRect(origin: context.contentOffset, size: view)
        if context.traitCollection.layoutDirection == .rightToLeft {
            visibleBounds.origin.x = contentSize.width - visibleBounds.maxX
        }
        Pinning.apply(pinned, main: main, visibleStart: visibleBounds.minAlong(main), visibleLength: view[main],
                      grid: grid, to: &store)

        // Assembly: supplementaries and decorations after every cell (cells stay contiguous per section).
        let base = elements.count
        elements.append(contentsOf: store.records)
        for span in store.spans {
            spans.append(span.shifted(by: base))
        }

        // The invalidation handlers (OrthogonalSection.swift).
        var appearances: [Int: ElementAppearance] = [:]
        for call in calls.reversed() {
            let sectionLength = sections[call.section].frame.size[main]
            // An orthogonal section's handler gets a container of the section's own size (its scroll view's);
            // a plain section's the collection view's (unverified, see Docs/Differences.md).
            let containerSize = call.record == nil ? view : CGSize(main: sectionLength, cross: view[cross], along: main)
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: containerSize),
                                                traitCollection: context.resolvedTraitCollection)
            InvalidationCall(section: call.section, handler: call.handler, record: call.record,
                             scrolling: Array(call.cells) + call.badges.map { $0 + base }, fixed: call.fixed.map { $0 + base },
                             environment: environment)
                .run(elements: &elements, kinds: store.kinds, appearances: &appearances,
                     visible: visibleBounds)
        }

        // Step 5: right-to-left. Computed left-to-right with leading = low x, then mirrored as one pass
        // (Docs/Solver.md, step 5, recommendation) — cells, supplementaries and decorations alike.
        if context.traitCollection.layoutDirection == .rightToLeft {
            let width = contentSize.width
            func mirror(_ r: CGRect) -> CGRect { r.mirrored(inWidth: width) }
            for index in elements.indices { elements[index].frame = mirror(elements[index].frame) }
            for index in spans.indices {
                spans[index].bounds = mirror(spans[index].bounds)
            }
            for index in cellRuns.indices { cellRuns[index].mirrorWidth = width }
            for (index, look) in appearances where !look.transform.isIdentity {
                appearances[index]?.transform = look.transform.mirroredHorizontally()
            }
        }

        try checkFinite(elements, kinds: store.kinds)

        // Step 6: the query index, and the by-kind index of supplementaries and decorations.
        var supplementaryIndex: [LayoutSolution.ElementKey: Int] = [:]
        supplementaryIndex.reserveCapacity(elements.count - base)
        for index in base..<elements.count {
            let record = elements[index]
            guard record.kind != 0 else { continue }
            supplementaryIndex[LayoutSolution.ElementKey(category: record.category, kind: record.kind, section: record.section,
                                                         item: record.item)] = index
        }
        if !spans.isSortedByStart(along: main) {
            spans.sort { $0.bounds.minAlong(main) < $1.bounds.minAlong(main) }
        }
        var reach: [CGFloat] = []
        reach.reserveCapacity(spans.count)
        var farthest = -CGFloat.infinity
        for span in spans {
            farthest = max(farthest, span.bounds.maxAlong(main))
            reach.append(farthest)
        }
        var solution = LayoutSolution(contentSize: contentSize, elements: elements, kinds: store.kinds, sections: sections, spans: spans,
                                      spanReachPrefix: reach, scrollAxis: main, supplementaryIndex: supplementaryIndex, runs: cellRuns)
        solution.appearances = appearances
        solution.identifiers = context.identifiers
        return solution
    }

    /// Places one section's (or the layout's) boundary items in `box`, records the pinned ones, and returns their
    /// local indices. Each is answered by rect queries wherever its frame lies (Docs/Solver.md, step 6), so each gets its own span.
    private func placeBoundaryItems(_ boundary: BoundaryLayout, box: SectionBox, section: Int, item: (Int) -> Int, main: Axis,
                                    into store: inout ElementStore, pinned: inout [PinnedItem]) throws -> Range<Int> {
        let first = store.records.count
        for (index, frame) in boundary.frames(in: box, grid: grid).enumerated() {
            let description = boundary.items[index]
            let element = try store.append(frame: frame, kind: description.kind, section: section, item: item(index),
                                           zIndex: description.zIndex, category: .supplementaryView)
            store.spans.append(QuerySpan(bounds: frame, clipped: false, elements: element..<(element + 1), touching: false))
            if description.pinToVisibleBounds {
                pinned.append(PinnedItem(element: element, span: store.spans.count - 1, side: description.alignment.side(along: main), box: box,
                                         zIndex: description.zIndex))
            }
        }
        return first..<store.records.count
    }

    /// The backstop of `LayoutLimits`: every stored frame is finite, or the solve throws naming the element. Inputs
    /// within the limits cannot make one that is not (Docs/Reliability.md); cells made on demand follow from their
    /// runs, whose bounds are in the finite content. One pass of four comparisons a stored element.
    private func checkFinite(_ elements: [ElementRecord], kinds: [String?]) throws {
        for record in elements {
            let f = record.frame
            guard !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) else { continue }
            let kind = record.category == .cell ? "item" : kinds.indices.contains(Int(record.kind)) ? kinds[Int(record.kind)] ?? "element" : "element"
            let place = record.item == Int.max ? "layout > \(kind)" : "section \(record.section) > \(kind) \(record.item)"
            throw LayoutError(path: place, message: "the frame \(describe(f)) is not finite; some length, offset or spacing is far too large")
        }
    }

    /// The insets a `contentInsetsReference` names; the solver uses them across the scroll axis only (Docs/Solver.md, step 3a).
    func referenceInsets(_ reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return context.safeAreaInsets
        case .layoutMargins: return context.layoutMargins
        case .readableContent: return context.readableContentInsets
        }
    }

    private func sectionFrame(start: CGFloat, length: CGFloat, main: Axis) -> CGRect {
        CGRect(origin: CGPoint(main: start, cross: 0, along: main), size: CGSize(main: length, cross: 0, along: main))
    }
}

extension Array where Element == QuerySpan {
    func isSortedByStart(along axis: Axis) -> Bool {
        var previous = -CGFloat.infinity
        for span in self {
            let start = span.bounds.minAlong(axis)
            if start < previous { return false }
            previous = start
        }
        return true
    }
}

/// A handler call noted while the sections are solved, run once the solution is assembled.
struct PendingInvalidationCall {
    var section: Int
    var handler: InvalidationHandlerBox
    /// nil for a section that does not scroll orthogonally.
    var record: OrthogonalRecord?
    var cells: Range<Int>
    /// Local indices in the `ElementStore`.
    var badges: Range<Int>
    var fixed: Range<Int>
}
