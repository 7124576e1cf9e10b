import Foundation

extension UICollectionViewCompositionalLayout {
    /// Solves the whole layout. Pure: the same layout and context give the same solution.
    /// Throws `LayoutError`, naming the place (`section 1 > group > subitems[0]`), for a layout UIKit would
    /// reject or input no layout can be made from. See Docs/Solver.md for the steps and their sources.
    public func solve(_ context: LayoutContext) throws -> LayoutSolution {
        try LayoutSolver(context: context).solve(self)
    }
}

/// The solver's steps, one function each, in the order of Docs/Solver.md: 1. `init`; 2. the description; 3. the sections
/// (`placeSection`) and the layout's boundary items; 4. the content size, decorations, pinning, handlers; 5. the mirror;
/// 6. the query index.
struct LayoutSolver {
    /// More elements than this are refused rather than attempting the allocation.
    static let maximumItems = 50_000_000

    let context: LayoutContext
    let grid: PixelGrid

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
        self.grid = PixelGrid(scale: scale == 0 ? 2 : scale, context: context)
    }

    /// Step 2, the description, then steps 3-6.
    func solve(_ layout: UICollectionViewCompositionalLayout) throws -> LayoutSolution {
        try solve(describer.describe(layout))
    }

    /// Reads builder objects in this solve's context (also how a layout is exported to a document).
    var describer: LayoutDescriber { LayoutDescriber(context: context, grid: grid) }

    /// Steps 3-6, each a function below, in the order of Docs/Solver.md.
    func solve(_ description: LayoutDescription) throws -> LayoutSolution {
        let main = description.scrollAxis
        // Step 3e: the layout's own boundary items are sized first: the extending ones push every section.
        let layoutBoundary = try layoutBoundaryItems(description)
        var progress = SolveProgress(description: description, context: context, grid: grid, start: layoutBoundary.startExtension)
        // Step 3: the sections, one after another along the scroll axis, each placed from 0 (SectionOrigins.swift).
        for index in description.sections.indices {
            try placeSection(index, of: description, reusing: nil, into: &progress)
        }
        // Step 3e: the layout's end and its boundary items, once every section's leaf is in the tree of starts.
        progress.origins.settle()
        progress.cursor = progress.origins.end
        let layoutItemsStart = progress.store.records.count
        let layoutEnd = try placeLayoutBoundaryItems(layoutBoundary, main: main, into: &progress)
        progress.origins.layoutItems = layoutItemsStart..<progress.store.records.count
        // Step 4: the content size (every section's frame then spans it across the scroll axis); decorations; pinning.
        let contentSize = try Self.contentSize(layoutEnd: layoutEnd, across: progress.longestAcross, main: main)
        for index in progress.sections.indices {
            progress.sections[index].frame.size[main.other] = contentSize[main.other]
        }
        try placeDecorations(description, into: &progress)
        let visibleBounds = self.visibleBounds(contentSize: contentSize)
        progress.pin(visibleBounds: visibleBounds, viewLength: context.containerSize[main])
        var store = progress.assemble()
        try checkFinite(store.elements, kinds: store.elementKinds)
        // Step 6: the query index.
        store.buildIndex()
        // Step 4: the invalidation handlers, on the assembled store, before the mirror.
        if !description.handlers.isEmpty { runInvalidationHandlers(description, visibleBounds: visibleBounds, store: &store) }
        // Step 5: right to left, noted: every frame is mirrored as it is read.
        if context.traitCollection.layoutDirection == .rightToLeft { store.mirror(RightToLeftMirror(contentWidth: contentSize.width)) }
        return LayoutSolution(contentSize: contentSize, store: store, identifiers: context.identifiers)
    }

    /// Step 3 for section `index`, placed from 0 (SectionOrigins.swift): its containers (3a), groups (3b-3d′), badges (3d″),
    /// end and boundary items (3e). `reusing`: the section's run, already updated (LayoutSolver+Update.swift).
    func placeSection(_ index: Int, of description: LayoutDescription, reusing: SectionRun?,
                      into progress: inout SolveProgress) throws {
        let main = description.scrollAxis, cross = main.other
        let view = context.containerSize
        // The spacing before a section is part of the previous one's advance (Docs/Solver.md, step 3f, case 51).
        progress.cursor = 0
        let count = context.itemCounts[index]
        guard let section = description.sections[index], count > 0 || !section.boundaryItems.isEmpty else {
            // An empty section without boundary items has no size and no insets (Docs/Solver.md, step 3e, case 51).
            progress.sections.append(SectionRecord(cellCount: 0, groupCapacity: 0, slotGroups: [], frame: .zero))
            progress.origins.setSectionUnsettled(index, length: 0, longestAcross: -.infinity)
            return
        }
        // A list's padding above its header lies before the section (Docs/Lists.md).
        let sectionStart = progress.cursor + section.values.spacingBefore
        // 3a. The container of the top-level group: the view less the reference insets and the section's
        // insets across the scroll axis; the whole view along it (Docs/Solver.md, step 3a, cases 32, 53, 161-180).
        let reference = referenceInsets(of: section, in: description)
        let insets = section.values.contentInsets
        let crossStart = reference.leading(cross) + insets.leading(cross)
        let container = CGSize(main: view[main], cross: view[cross] - reference.total(cross) - insets.total(cross), along: main)
        // Boundary items are sized in the section's cross length (less its insets when they follow them) and the whole
        // view along the scroll axis; the extending ones push the content (Docs/Solver.md, step 3e; BoundaryItems.swift).
        let follows = section.values.supplementariesFollowContentInsets
        let boundaryCrossStart = reference.leading(cross) + (follows ? insets.leading(cross) : 0)
        let boundaryCrossLength = view[cross] - reference.total(cross) - (follows ? insets.total(cross) : 0)
        let boundary = try progress.memo.boundaryLayout(of: section, main: main,
                                                      container: CGSize(main: view[main], cross: boundaryCrossLength, along: main), grid: grid,
                                                      sizer: progress.sizer, indexPath: { _ in IndexPath(item: 0, section: index) })
        let contentStart = sectionStart + boundary.startExtension + insets.leading(main)
        // 3b-3d″. The section's groups and their badges, and its record (framed below).
        var groups = (contentEnd: contentStart, longestAcross: -CGFloat.infinity)
        if count > 0 {
            groups = try placeGroups(section, index: index, count: count, reference: reference, container: container,
                                     crossStart: crossStart, contentStart: contentStart, reusing: reusing, into: &progress)
        } else {
            progress.sections.append(SectionRecord(cellCount: 0, groupCapacity: 0, slotGroups: [], frame: .zero))
        }
        // 3e. The section's end: inset, then at least as long as its side items that extend, then the
        // extending end-side items (Docs/Solver.md, step 3e; cases 97, 113, 136, 140).
        var innerEnd = groups.contentEnd + insets.trailing(main)
        innerEnd = max(innerEnd, sectionStart + boundary.startExtension + boundary.minimumLength)
        progress.cursor = innerEnd + boundary.endExtension
        let box = SectionBox(start: sectionStart, contentEdgeStart: sectionStart + boundary.startExtension, innerEnd: innerEnd,
                             end: progress.cursor, crossStart: boundaryCrossStart, crossLength: boundaryCrossLength)
        try progress.placeBoundaryItems(boundary, box: box, section: index, item: { _ in 0 })
        progress.sections[progress.sections.count - 1].frame = CGRect(origin: CGPoint(main: sectionStart, cross: 0, along: main),
                                                                      size: CGSize(main: progress.cursor - sectionStart, cross: 0, along: main))
        progress.origins.setSectionUnsettled(index, length: progress.cursor, longestAcross: groups.longestAcross)
    }

    /// Steps 3b-3d″: the section's groups (SectionRunBuilder.swift, or one row along the orthogonal axis, OrthogonalRun.swift)
    /// kept as a run, with its span and record; their badges. Returns where the content ends and the longest group across.
    private func placeGroups(_ section: SectionDescription, index: Int, count: Int, reference: NSDirectionalEdgeInsets,
                             container: CGSize, crossStart: CGFloat, contentStart: CGFloat, reusing: SectionRun?,
                             into progress: inout SolveProgress) throws -> (contentEnd: CGFloat, longestAcross: CGFloat) {
        let main = progress.main
        let view = context.containerSize
        let runIndex = progress.pages.count
        let groupContainer: CGSize, contentEnd: CGFloat
        var longestAcross = -CGFloat.infinity
        if section.values.orthogonalScrollingBehavior != .none {
            let proposed = context.orthogonalOffsets[index].map { $0[main.other] } ?? 0
            let row = OrthogonalRun(grid: grid, main: main, view: view, reference: reference, sizing: context.sizing, memo: progress.memo)
            let result = try row.place(section: section, sectionIndex: index, count: count, contentStart: contentStart,
                                       proposedOffset: proposed, reusing: reusing)
            // 3d′: scrolled to its resting offset as its cells are made; as long as its tallest group.
            let scrolled = result.scrolled
            progress.pages.append(SectionPage(run: result.run.run, contentStart: result.rowStart, section: Int32(index),
                                                   scroll: scrolled.scroll))
            progress.spans.append(QuerySpan(bounds: scrolled.span, page: runIndex))
            progress.sections.append(SectionRecord(cellCount: count, page: runIndex, groupCapacity: result.run.run.capacity,
                                                   slotGroups: result.run.run.slotGroups, frame: .zero, orthogonal: result.facts.record))
            contentEnd = max(contentStart, result.run.run.farthestAcross)
            groupContainer = result.container
        } else {
            var group = SectionRunBuilder(grid: grid, main: main, section: section, sectionIndex: index, count: count,
                                          container: container, crossStart: crossStart, contentStart: contentStart,
                                          sizing: context.sizing, memo: progress.memo)
            if context.selfSizingScope == .scrolledThrough {
                // Where measuring stops: the bottom of the visible bounds, relative to the section's start.
                group.measureLimit = context.contentOffset[main] + view[main] - progress.origin(ofSection: index)
            }
            let run = try group.place(reusing: reusing, withExtent: true)
            longestAcross = run.run.longestAcross
            progress.longestAcross = max(progress.longestAcross, longestAcross)
            contentEnd = run.end
            groupContainer = container
            progress.spans.append(QuerySpan(bounds: run.extent, page: runIndex))
            progress.sections.append(SectionRecord(cellCount: count, page: runIndex, groupCapacity: run.run.capacity,
                                                   slotGroups: run.run.slotGroups, frame: .zero))
            // The run last, moved rather than copied (a copy retained and released each of its arrays).
            progress.pages.append(SectionPage(run: run.run, contentStart: group.contentStart, section: Int32(index)))
        }
        // 3d″. The badges, made on demand with the cells (whether the section has any was found when it was described).
        if section.hasItemSupplementaries {
            try makeBadges(section, container: groupContainer, run: runIndex, into: &progress)
        }
        return (contentEnd, longestAcross)
    }

    /// Step 3d″, badges made on demand (OnDemandBadges.swift): their kinds numbered in the order placed, and the block
    /// that puts them among the supplementaries, before the section's boundary items.
    private func makeBadges(_ section: SectionDescription, container: CGSize, run: Int, into progress: inout SolveProgress) throws {
        let made = PageMemo.Key.badges(of: section, count: progress.pages[run].count, container: container)
        if let kept = progress.keptBadges.flatMap({ $0.madeFrom.matches(section, count: made.count, inputs: made.inputs) ? $0 : nil })
            ?? progress.memo.badges(of: section, count: made.count, container: container) {
            // Made for a section of the same group, container and count: the same attachments and kinds (an update's
            // store is seeded with the solve's kinds).
            progress.pages[run].badges = kept
        } else {
            // The group as the section's run was arranged: kept by a measured run, or from the memo.
            let arranged = try progress.pages[run].run.measuredBox?.value.source.arranged
                ?? progress.memo.arrangement(of: section, in: container, grid: grid).arranged
            let (attachments, leaves) = try ItemSupplementaries(grid: grid).attachments(of: section.group, in: container, arranged: arranged)
            guard leaves > 0 else { return }
            let present = min(leaves, progress.pages[run].count)
            // A badge the first group does not hold is held by no group (the section is that one partial group): its kind
            // is never recorded (kind 0 names no supplementary).
            let kinds = try attachments.map { attachment in
                try attachment.supplementaries.map { attachment.firstSlot < present ? try progress.store.kind($0.kind) : 0 }
            }
            let badges = OnDemandBadges(attachments: attachments, kinds: kinds, grid: grid, madeFrom: made, in: container)
            progress.memo.keep(badges)
            progress.pages[run].badges = badges
        }
        // Estimated badges: each asked of the sizer once, its answer kept by badge number.
        try progress.pages[run].measureBadges(with: progress.sizer, kept: progress.keptBadgeSizes)
        progress.badgeBlocks.append(BadgeBlock(page: run, before: progress.store.records.count, count: progress.pages[run].badgeCount))
    }

    /// The layout's own boundary items span the whole view, no insets (Docs/Solver.md, step 3e; CHARON cases 137-139, 181).
    func layoutBoundaryItems(_ description: LayoutDescription) throws -> BoundaryLayout {
        try BoundaryLayout(items: description.boundaryItems, main: description.scrollAxis, container: context.containerSize, grid: grid,
                           sizer: SupplementarySizer(sizing: context.sizing), indexPath: { _ in IndexPath(item: Int.max, section: 0) })
    }

    /// The layout's end: at least as long as its side items, then its end-side items (Docs/Solver.md, steps 3e and 4;
    /// cases 137-139). Places the layout's boundary items; returns the end.
    func placeLayoutBoundaryItems(_ boundary: BoundaryLayout, main: Axis, into progress: inout SolveProgress) throws -> CGFloat {
        let innerEnd = max(progress.cursor, boundary.startExtension + boundary.minimumLength)
        let end = innerEnd + boundary.endExtension
        try progress.placeBoundaryItems(boundary, box: SectionBox(start: 0, contentEdgeStart: boundary.startExtension,
                                                                  innerEnd: innerEnd, end: end, crossStart: 0,
                                                                  crossLength: context.containerSize[main.other]),
                                        section: 0, item: { _ in Int.max })
        return end
    }

    /// Step 4: the content size, the sum along the scroll axis; across, the view or the longest group if longer, not its
    /// far edge (Docs/Solver.md, step 4; CHARON case 49: 320, not 324). Throws when it is not finite.
    static func contentSize(layoutEnd: CGFloat, across: CGFloat, main: Axis) throws -> CGSize {
        let contentSize = CGSize(main: layoutEnd, cross: across, along: main)
        guard contentSize.width.isFinite, contentSize.height.isFinite else {
            throw LayoutError(path: "", message: "the layout's content size overflows (\(describe(contentSize))); some length or spacing is far too large")
        }
        return contentSize
    }

    /// Decorations, and the zIndex promotion of their sections' other elements (Docs/Solver.md, step 4; Decorations.swift).
    private func placeDecorations(_ description: LayoutDescription, into progress: inout SolveProgress) throws {
        var decorated = Set<Int32>()
        for index in description.sections.indices {
            guard let decorations = description.sections[index]?.decorations, !decorations.isEmpty else { continue }
            let frame = progress.sections[index].frame
            let placed = try progress.store.append(decorations: Decorations.place(decorations, sectionFrame: frame, main: description.scrollAxis),
                                                   section: index, sectionFrame: frame)
            if !placed.isEmpty { decorated.insert(Int32(clamping: index)) }
        }
        if !decorated.isEmpty { progress.promoteZIndex(inSections: decorated) }
    }

    /// The visible bounds, in the left-to-right frame the solver works in: in right-to-left layouts the content
    /// offset is in mirrored coordinates, so its x is mirrored back before use (the one mirror pass, step 5).
    func visibleBounds(contentSize: CGSize) -> CGRect {
        var bounds = CGRect(origin: context.contentOffset, size: context.containerSize)
        if context.traitCollection.layoutDirection == .rightToLeft {
            bounds.origin.x = contentSize.width - bounds.maxX
        }
        return bounds
    }

    /// The invalidation handlers (InvalidationCall.swift), the last section first, on the indexed store before the mirror.
    func runInvalidationHandlers(_ description: LayoutDescription, visibleBounds: CGRect, store: inout FrameStore) {
        let view = context.containerSize, main = description.scrollAxis
        for section in description.handlers.keys.sorted(by: >) {
            guard let handler = description.handlers[section], store.sections.indices.contains(section),
                  store.sections[section].page >= 0 else { continue }
            let record = store.sections[section].orthogonal
            // An orthogonal section's handler gets a container of the section's own size (its scroll view's);
            // a plain section's the collection view's (unverified, see Docs/Differences.md).
            let containerSize = record == nil ? view : CGSize(main: store.sections[section].frame.size[main], cross: view[main.other], along: main)
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: containerSize),
                                                traitCollection: context.resolvedTraitCollection)
            InvalidationCall(section: section, handler: handler, record: record, fixed: store.boundaryItems(ofSection: section),
                             environment: environment)
                .run(store: &store, visible: visibleBounds)
        }
    }

    /// The backstop of `LayoutLimits` (Docs/Reliability.md): every stored frame is finite, or the solve throws naming the
    /// element (cells made on demand follow from their runs, whose bounds are in the finite content).
    private func checkFinite(_ elements: [ElementRecord], kinds: [String?]) throws {
        for record in elements {
            let f = record.frame
            guard !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) else { continue }
            let kind = record.category == .cell ? "item" : kinds.indices.contains(Int(record.kind)) ? kinds[Int(record.kind)] ?? "element" : "element"
            let place = record.item == Int.max ? "layout > \(kind)" : "section \(record.section) > \(kind) \(record.item)"
            throw LayoutError(path: place, message: "the frame \(describe(f)) is not finite; some length, offset or spacing is far too large")
        }
    }

    /// The insets a section's `contentInsetsReference` names, the layout's when it is `.automatic`; the solver uses them
    /// across the scroll axis only (Docs/Solver.md, step 3a).
    func referenceInsets(of section: SectionDescription, in description: LayoutDescription) -> NSDirectionalEdgeInsets {
        let reference = section.values.contentInsetsReference
        switch reference == .automatic ? description.contentInsetsReference : reference {
        case .none: return .zero
        case .automatic, .safeArea: return context.safeAreaInsets
        case .layoutMargins: return context.layoutMargins
        case .readableContent: return context.readableContentInsets
        }
    }
}
