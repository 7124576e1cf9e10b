import Foundation

/// What a solve has made so far (LayoutSolver's steps 3 and 4), section after section: the cursor along the scroll
/// axis, the pieces the frame store is assembled from, the pinned items and handler calls still to apply.
struct SolveProgress {
    let description: LayoutDescription
    let main: Axis
    let grid: PixelGrid
    /// Measures estimated boundary items and badges (SupplementarySizing.swift).
    let sizer: SupplementarySizer
    /// Which sections write their cells (the others make theirs on demand), decided once per solve.
    let writesCells: [Bool]
    /// Where the next section starts along the scroll axis; relative to the section being placed when sections move
    /// whole (`origins`).
    var cursor: CGFloat = 0
    /// Each section is placed from 0 and its elements kept relative to its start, the starts kept here
    /// (SectionOrigins.swift).
    var origins: SectionOrigins
    /// The longest top-level group across the scroll axis, at least the view (Docs/Solver.md, step 4).
    var longestAcross: CGFloat
    /// The written cells, in section order, and the sections whose cells are made on demand.
    var elements: [ElementRecord] = []
    var cellRuns: [OnDemandCells] = []
    /// Where the runs' badges made on demand sit among the supplementaries (`before`: local to `store` until assembled).
    var badgeBlocks: [BadgeBlock] = []
    var sections: [SectionRecord] = []
    /// The cells' query spans: one per top-level group instance, or one per section made on demand.
    var spans: [QuerySpan] = []
    /// Supplementaries and decorations, with their own spans, appended after every cell when assembled.
    var store: ElementStore
    var pinned: [PinnedItem] = []
    /// What the solve made for a section that the next section of its shape is handed again (PageMemo.swift).
    let memo = PageMemo()
    var calls: [PendingInvalidationCall] = []

    /// The progress of placing one section of a layout whose sections move whole again, on its own (an incremental
    /// update, LayoutSolver+SectionsMovingWhole.swift): its cells made on demand, its kinds numbered as `kinds`, its start
    /// kept apart (`origins`, of no section: the section's own length is read from `cursor`).
    init(placingAgainIn description: LayoutDescription, context: LayoutContext, grid: PixelGrid, kinds: [String?], at origin: CGFloat = 0) {
        self.description = description
        placedAt = origin
        main = description.scrollAxis
        self.grid = grid
        sizer = SupplementarySizer(sizing: context.sizing)
        writesCells = []
        longestAcross = context.containerSize[description.scrollAxis.other]
        store = ElementStore(grid: grid, kinds: kinds)
        origins = SectionOrigins(sections: 0, start: 0, interSectionSpacing: description.interSectionSpacing, main: main, grid: grid,
                                 viewAcross: longestAcross)
    }

    /// Where the one section placed again starts (`init(placingAgainIn:…)`).
    private var placedAt: CGFloat?

    /// Section `s`'s start, the sections placed before it settled into the tree of starts first
    /// (`SectionOrigins.settle`); placing one section again, where it starts.
    mutating func origin(ofSection s: Int) -> CGFloat {
        if let placedAt { return placedAt }
        origins.settle()
        return origins.origin(ofSection: s)
    }

    /// Whether section `index`'s cells are written (the others are made on demand).
    func writesCells(ofSection index: Int) -> Bool { writesCells.indices.contains(index) && writesCells[index] }

    /// `start`: where the first section starts, after the layout's extending boundary items.
    init(description: LayoutDescription, context: LayoutContext, storage: StoragePolicy, grid: PixelGrid, start: CGFloat) {
        self.description = description
        main = description.scrollAxis
        self.grid = grid
        sizer = SupplementarySizer(sizing: context.sizing)
        writesCells = context.itemCounts.indices.map { storage == .plain || description.cellsDependOnMoreThanTheirRun(section: $0) }
        longestAcross = context.containerSize[description.scrollAxis.other]
        store = ElementStore(grid: grid)
        origins = SectionOrigins(sections: description.sections.count, start: start, interSectionSpacing: description.interSectionSpacing,
                                 main: main, grid: grid, viewAcross: longestAcross)
        // Room for the written cells, a record per section, a run and a span per section made on demand, and a boundary
        // item (a header) per section, which joins the cells and their spans when assembled: so that no array is grown and
        // copied section after section (Docs/Performance.md, "Many sections"). Room a layout does not use is never
        // touched. Counted without
        // reading the sections' descriptions, which the solve reaches one at a time.
        var written = 0, onDemand = 0
        for (count, writes) in zip(context.itemCounts, writesCells) where count > 0 {
            if writes { written += count } else { onDemand += 1 }
        }
        let sectionCount = context.itemCounts.count
        elements.reserveCapacity(written + sectionCount)
        sections.reserveCapacity(sectionCount)
        cellRuns.reserveCapacity(onDemand)
        spans.reserveCapacity(onDemand + sectionCount)
        store.records.reserveCapacity(sectionCount)
        store.spans.reserveCapacity(sectionCount)
    }

    /// Places one section's (or the layout's) boundary items in `box`, records the pinned ones, and returns their
    /// local indices. Each is answered by rect queries wherever its frame lies (Docs/Solver.md, step 6), so each gets
    /// its own span.
    /// `relative`: the box is relative to a section that moves whole; the frames are kept as they are, unrounded, and
    /// placed and rounded when read (`FrameStore.resolved`).
    mutating func placeBoundaryItems(_ boundary: BoundaryLayout, box: SectionBox, section: Int, relative: Bool = false,
                                     item: (Int) -> Int) throws -> Range<Int> {
        let first = store.records.count
        // Each description read in place: binding it to a name copied it (its kind retained and released), a section at a time.
        for index in boundary.items.indices {
            let frame = boundary.frame(index, in: box), zIndex = boundary.items[index].zIndex
            let element = try store.append(frame: frame, kind: boundary.items[index].kind, section: section, item: item(index),
                                           zIndex: zIndex, category: .supplementaryView, snapped: !relative)
            store.spans.append(QuerySpan(bounds: store.records[element].frame, clipped: false, elements: element..<(element + 1), touching: false))
            if boundary.items[index].pinToVisibleBounds {
                pinned.append(PinnedItem(element: element, side: boundary.items[index].alignment.side(along: main),
                                         box: box, zIndex: zIndex))
            }
        }
        return first..<store.records.count
    }

    /// Scrolls an orthogonal section's cells, their badges and their spans by the offset the row rests at
    /// (Docs/Solver.md, step 3d′).
    mutating func scroll(by offset: CGFloat, axis: Axis, cells: Range<Int>, cellSpans: Range<Int>, badges: Range<Int>, badgeSpans: Range<Int>) {
        OrthogonalScroll.scroll(by: offset, axis: axis, grid: grid, records: &elements, range: cells, spans: &spans, spanRange: cellSpans)
        store.scroll(by: offset, axis: axis, records: badges, spans: badgeSpans)
    }

    /// The zIndex promotion of a decorated section's other elements (Docs/Solver.md, step 4; Decorations.swift):
    /// cells and item supplementaries at zIndex 0 go to 1; the layout's own boundary items stay.
    /// Written cells are rewritten; a section whose cells are made on demand makes them promoted.
    mutating func promoteZIndex(inSections decorated: Set<Int32>) {
        // By section, read without hashing for each element.
        // As many as the sections, or up to the last decorated (a progress placing one section again holds only it).
        var isDecorated = [Bool](repeating: false, count: max(sections.count, Int(decorated.max() ?? -1) + 1))
        for section in decorated where section >= 0 && Int(section) < isDecorated.count { isDecorated[Int(section)] = true }
        func decorates(_ section: Int32) -> Bool { section >= 0 && Int(section) < isDecorated.count && isDecorated[Int(section)] }
        for index in elements.indices where decorates(elements[index].section) {
            elements[index].zIndex = Decorations.promoted(elements[index].zIndex)
        }
        for index in cellRuns.indices where decorates(cellRuns[index].section) {
            cellRuns[index].promotesZIndex = true
        }
        for index in store.records.indices where store.records[index].category == .supplementaryView
            && store.records[index].item != Int.max && decorates(store.records[index].section) {
            store.records[index].zIndex = Decorations.promoted(store.records[index].zIndex)
        }
    }

    /// Pinned boundary items against the visible bounds (Pinning.swift), as they are read (`FrameStore.resolved`).
    mutating func pin(visibleBounds: CGRect, viewLength: CGFloat) {
        origins.pin(against: visibleBounds, viewLength: viewLength)
        for item in pinned { origins.pinned[item.element] = item }
    }

    /// The frame store: the written cells, then the supplementaries and decorations (cells stay contiguous per section),
    /// their spans moved into the same numbering.
    mutating func assemble() -> FrameStore {
        // Moved out, not copied: the progress is done with them (the frame store writes into its section records at
        // once, which copied every record while the progress still held them).
        var elements: [ElementRecord] = [], spans: [QuerySpan] = [], sections: [SectionRecord] = []
        swap(&elements, &self.elements)
        swap(&spans, &self.spans)
        swap(&sections, &self.sections)
        let base = elements.count
        elements.reserveCapacity(base + store.records.count)
        spans.reserveCapacity(spans.count + store.spans.count)
        elements.append(contentsOf: store.records)
        for span in store.spans { spans.append(span.shifted(by: base)) }
        var blocks = badgeBlocks
        for index in blocks.indices { blocks[index].before += base }
        origins.layoutItems = (origins.layoutItems.lowerBound + base)..<(origins.layoutItems.upperBound + base)
        origins.placed = origins.placed.map { ($0.lowerBound + base)..<($0.upperBound + base) }
        var pinned: [Int: PinnedItem] = [:]
        for (element, item) in origins.pinned { pinned[element + base] = item }
        origins.pinned = pinned
        // Consumed, so that the frame store holds the only reference when it writes into the records.
        return FrameStore(elements: consume elements, elementKinds: store.kinds, sections: consume sections, spans: consume spans,
                          scrollAxis: main, runs: cellRuns, badgeBlocks: blocks, origins: origins)
    }
}

/// A handler call noted while the sections are solved, run once the frame store is assembled (InvalidationCall.swift).
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
