import Foundation

/// What a solve has made so far (LayoutSolver's steps 3 and 4): the pieces the frame store is assembled from.
struct SolveProgress {
    let main: Axis
    let sizer: SupplementarySizer
    /// Where the next section starts along the scroll axis, relative to the section being placed.
    var cursor: CGFloat = 0
    /// The sections' starts (SectionOrigins.swift): each section is placed from 0, its elements relative to its start.
    var origins: SectionOrigins
    /// The longest top-level group across the scroll axis, at least the view (Docs/Solver.md, step 4).
    var longestAcross: CGFloat
    var pages: [SectionPage] = []
    /// Where the runs' badges made on demand sit among the supplementaries (`before`: local to `store` until assembled).
    var badgeBlocks: [BadgeBlock] = []
    /// Placing one section again: its estimated badges' sizes, and the groups whose badges are asked again.
    var keptBadgeSizes: (sizes: [CGSize], groups: Set<Int>)?
    /// Placing one section again: the badges its page had (made from its group, container and count, which an update
    /// does not change), checked against their key as the memo's are.
    var keptBadges: OnDemandBadges?
    var sections: [SectionRecord] = []
    var spans: [QuerySpan] = []
    /// Supplementaries and decorations, with their own spans, appended after every cell when assembled.
    var store: ElementStore
    var pinned: [PinnedItem] = []
    /// What the next section of a section's shape is handed again (PageMemo.swift).
    let memo = PageMemo()
    /// Where the one section placed again starts (`init(placingAgainIn:…)`).
    private var placedAt: CGFloat?

    /// `start`: where the first section starts.
    init(description: LayoutDescription, context: LayoutContext, grid: PixelGrid, start: CGFloat) {
        self.init(description, context: context, grid: grid, store: ElementStore(), sections: description.sections.count,
                  start: start)
        // Room for a record, a run and a span per section, and a boundary item (a header) per section, counted without
        // reading the sections' descriptions (Docs/Performance.md, "Many sections").
        let sectionCount = context.itemCounts.count
        sections.reserveCapacity(sectionCount)
        pages.reserveCapacity(sectionCount)
        spans.reserveCapacity(2 * sectionCount)
        store.records.reserveCapacity(sectionCount)
        store.spans.reserveCapacity(sectionCount)
    }

    /// Placing one section again on its own at `origin` (LayoutSolver+Update.swift), its kinds numbered as `kinds`.
    init(placingAgainIn description: LayoutDescription, context: LayoutContext, grid: PixelGrid, kinds: [String?], at origin: CGFloat = 0) {
        self.init(description, context: context, grid: grid, store: ElementStore(kinds: kinds), sections: 0, start: 0)
        placedAt = origin
    }

    private init(_ description: LayoutDescription, context: LayoutContext, grid: PixelGrid, store: ElementStore, sections: Int,
                 start: CGFloat) {
        main = description.scrollAxis
        sizer = SupplementarySizer(sizing: context.sizing)
        longestAcross = context.containerSize[main.other]
        self.store = store
        origins = SectionOrigins(sections: sections, start: start, interSectionSpacing: description.interSectionSpacing, main: main,
                                 grid: grid, viewAcross: longestAcross)
    }

    /// Section `s`'s start, the sections before it settled into the tree of starts first (`SectionOrigins.settle`).
    mutating func origin(ofSection s: Int) -> CGFloat {
        if let placedAt { return placedAt }
        origins.settle()
        return origins.origin(ofSection: s)
    }

    /// Places one section's (or the layout's) boundary items in `box`, unrounded (a section's relative to its start,
    /// finished when read, `FrameStore.resolved`), each with its own span (Docs/Solver.md, step 6); records the pinned ones.
    mutating func placeBoundaryItems(_ boundary: BoundaryLayout, box: SectionBox, section: Int, item: (Int) -> Int) throws {
        // Each description read in place: binding it to a name copied it (its kind retained and released).
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
    }

    /// The zIndex promotion of a decorated section's cells and item supplementaries (Docs/Solver.md, step 4;
    /// `Decorations.promoted`); those made on demand are made promoted.
    mutating func promoteZIndex(inSections decorated: Set<Int32>) {
        // By section, read without hashing for each element (placing one section again, only it is held).
        var isDecorated = [Bool](repeating: false, count: max(sections.count, Int(decorated.max() ?? -1) + 1))
        for section in decorated where section >= 0 && Int(section) < isDecorated.count { isDecorated[Int(section)] = true }
        func decorates(_ section: Int32) -> Bool { section >= 0 && Int(section) < isDecorated.count && isDecorated[Int(section)] }
        for index in pages.indices where decorates(pages[index].section) {
            pages[index].promotesZIndex = true
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

    /// The frame store: the runs, then the supplementaries and decorations, their spans after the runs'.
    mutating func assemble() -> FrameStore {
        // Moved out and consumed, not copied, so that the frame store holds the only reference when it writes into them.
        var elements: [ElementRecord] = [], spans: [QuerySpan] = [], sections: [SectionRecord] = []
        swap(&elements, &store.records)
        swap(&spans, &self.spans)
        swap(&sections, &self.sections)
        spans.append(contentsOf: store.spans)
        return FrameStore(elements: consume elements, elementKinds: store.kinds, sections: consume sections, spans: consume spans,
                          scrollAxis: main, pages: pages, badgeBlocks: badgeBlocks, origins: origins)
    }
}
