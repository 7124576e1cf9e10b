import Foundation

/// What a solve has made so far (LayoutSolver's steps 3 and 4), section after section: the cursor along the scroll
/// axis, the pieces the frame store is assembled from, the pinned items still to apply.
struct SolveProgress {
    let description: LayoutDescription
    let main: Axis
    let grid: PixelGrid
    /// Measures estimated boundary items and badges (SupplementarySizing.swift).
    let sizer: SupplementarySizer
    /// Where the next section starts along the scroll axis; relative to the section being placed when sections move
    /// whole (`origins`).
    var cursor: CGFloat = 0
    /// Each section is placed from 0 and its elements kept relative to its start, the starts kept here
    /// (SectionOrigins.swift).
    var origins: SectionOrigins
    /// The longest top-level group across the scroll axis, at least the view (Docs/Solver.md, step 4).
    var longestAcross: CGFloat
    /// The sections' cells, made on demand (OnDemandCells.swift), in section order.
    var cellRuns: [OnDemandCells] = []
    /// Where the runs' badges made on demand sit among the supplementaries (`before`: local to `store` until assembled).
    var badgeBlocks: [BadgeBlock] = []
    /// Placing one section again: its estimated badges' sizes and the groups the update arranged again, whose badges
    /// alone are asked again (`OnDemandCells.measureBadges`).
    var keptBadgeSizes: (sizes: [CGSize], groups: Set<Int>)?
    var sections: [SectionRecord] = []
    /// The cells' query spans: one per section.
    var spans: [QuerySpan] = []
    /// Supplementaries and decorations, with their own spans, appended after every cell when assembled.
    var store: ElementStore
    var pinned: [PinnedItem] = []
    /// What the solve made for a section that the next section of its shape is handed again (PageMemo.swift).
    let memo = PageMemo()

    /// The progress of placing one section of a layout whose sections move whole again, on its own (an incremental
    /// update, LayoutSolver+Update.swift): its cells made on demand, its kinds numbered as `kinds`, its start
    /// kept apart (`origins`, of no section: the section's own length is read from `cursor`).
    init(placingAgainIn description: LayoutDescription, context: LayoutContext, grid: PixelGrid, kinds: [String?], at origin: CGFloat = 0) {
        self.description = description
        placedAt = origin
        main = description.scrollAxis
        self.grid = grid
        sizer = SupplementarySizer(sizing: context.sizing)
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

    /// `start`: where the first section starts, after the layout's extending boundary items.
    init(description: LayoutDescription, context: LayoutContext, grid: PixelGrid, start: CGFloat) {
        self.description = description
        main = description.scrollAxis
        self.grid = grid
        sizer = SupplementarySizer(sizing: context.sizing)
        longestAcross = context.containerSize[description.scrollAxis.other]
        store = ElementStore(grid: grid)
        origins = SectionOrigins(sections: description.sections.count, start: start, interSectionSpacing: description.interSectionSpacing,
                                 main: main, grid: grid, viewAcross: longestAcross)
        // Room for a record, a run and a span per section, and a boundary item (a header) per section: so that no array
        // is grown and copied section after section (Docs/Performance.md, "Many sections"). Room a layout does not use is
        // never touched. Counted without reading the sections' descriptions, which the solve reaches one at a time.
        let sectionCount = context.itemCounts.count
        sections.reserveCapacity(sectionCount)
        cellRuns.reserveCapacity(sectionCount)
        spans.reserveCapacity(2 * sectionCount)
        store.records.reserveCapacity(sectionCount)
        store.spans.reserveCapacity(sectionCount)
    }

    /// Places one section's (or the layout's) boundary items in `box`, records the pinned ones, and returns their
    /// local indices. Each is answered by rect queries wherever its frame lies (Docs/Solver.md, step 6), so each gets
    /// its own span.
    /// The frames are kept as they are, unrounded (a section's relative to its start), and placed and finished when read
    /// (`FrameStore.resolved`).
    @discardableResult
    mutating func placeBoundaryItems(_ boundary: BoundaryLayout, box: SectionBox, section: Int, item: (Int) -> Int) throws -> Range<Int> {
        let first = store.records.count
        // Each description read in place: binding it to a name copied it (its kind retained and released), a section at a time.
        for index in boundary.items.indices {
            let frame = boundary.frame(index, in: box), zIndex = boundary.items[index].zIndex
            let element = try store.append(frame: frame, kind: boundary.items[index].kind, section: section, item: item(index),
                                           zIndex: zIndex, category: .supplementaryView)
            store.spans.append(QuerySpan(bounds: store.records[element].frame, elements: element..<(element + 1), touching: false))
            if boundary.items[index].pinToVisibleBounds {
                pinned.append(PinnedItem(element: element, side: boundary.items[index].alignment.side(along: main),
                                         box: box, zIndex: zIndex))
            }
        }
        return first..<store.records.count
    }

    /// The zIndex promotion of a decorated section's other elements (Docs/Solver.md, step 4; Decorations.swift):
    /// cells and item supplementaries at zIndex 0 go to 1; the layout's own boundary items stay.
    /// The cells (and badges) made on demand are made promoted.
    mutating func promoteZIndex(inSections decorated: Set<Int32>) {
        // By section, read without hashing for each element.
        // As many as the sections, or up to the last decorated (a progress placing one section again holds only it).
        var isDecorated = [Bool](repeating: false, count: max(sections.count, Int(decorated.max() ?? -1) + 1))
        for section in decorated where section >= 0 && Int(section) < isDecorated.count { isDecorated[Int(section)] = true }
        func decorates(_ section: Int32) -> Bool { section >= 0 && Int(section) < isDecorated.count && isDecorated[Int(section)] }
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

    /// The frame store: the sections' runs, then the supplementaries and decorations, their spans after the runs'.
    mutating func assemble() -> FrameStore {
        // Moved out, not copied: the progress is done with them (the frame store writes into its section records at
        // once, which copied every record while the progress still held them).
        var elements: [ElementRecord] = [], spans: [QuerySpan] = [], sections: [SectionRecord] = []
        swap(&elements, &store.records)
        swap(&spans, &self.spans)
        swap(&sections, &self.sections)
        spans.append(contentsOf: store.spans)
        // Consumed, so that the frame store holds the only reference when it writes into the records.
        return FrameStore(elements: consume elements, elementKinds: store.kinds, sections: consume sections, spans: consume spans,
                          scrollAxis: main, runs: cellRuns, badgeBlocks: badgeBlocks, origins: origins)
    }
}
