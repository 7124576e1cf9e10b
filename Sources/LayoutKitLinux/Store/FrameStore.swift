import Foundation

/// Where a solution's frames live (Docs/Architecture.md, "The frame store"): everything clever about keeping them.
/// `LayoutSolution` owns one and speaks to it in frames and records; the rules never see it.
///
/// * Every section's cells (and badges) are made on demand from its group run (`runs`, OnDemandCells.swift), each
///   frame finished as it is made (Finish.swift). `elements` holds the written elements: every boundary item and
///   decoration. Positions in `attributes` order are cells in index-path order, then the written supplementaries and
///   decorations, each block of badges made on demand before the written element it precedes (`BadgeBlock`).
/// * Every section is kept relative to its start, the starts in `origins` (SectionOrigins.swift); what is kept is
///   placed, rounded to the pixel and mirrored as it is read (FrameStore+SectionOrigins.swift).
/// * `spans` is the query index, grouped by section (`buildSectionIndex`).
struct FrameStore: Sendable {
    var elements: [ElementRecord]
    /// Element kinds; index 0 is the cell "kind" (nil). `ElementRecord.kind` indexes it.
    var elementKinds: [String?]
    var sections: [SectionRecord]
    var spans: [QuerySpan]
    let scrollAxis: Axis
    /// What the `visibleItemsInvalidationHandler`s changed, by element (InvalidationCall.swift, HandlerOverlay.swift).
    var overlay = HandlerOverlay()
    /// The sections whose cells are made on demand.
    var runs: [OnDemandCells]
    /// Cells in all sections.
    private(set) var cellCount = 0

    /// The written supplementaries and decorations of one category, kind and section, by their index path's item
    /// (`SupplementaryIndex`).
    var supplementaryIndex = SupplementaryIndex()
    /// Where the badges made on demand sit in `attributes` order (OnDemandBadges.swift), in that order.
    private(set) var badgeBlocks: [BadgeBlock]
    /// The sections' starts (SectionOrigins.swift): the sections' written supplementaries, their runs' cells, their
    /// spans and their frames are kept relative to each section's start, and placed, rounded to the pixel and mirrored
    /// when read (`resolved`, `cells(ofRun:)`, `sectionFrame`).
    var origins: SectionOrigins

    init(elements: [ElementRecord], elementKinds: [String?], sections: [SectionRecord], spans: [QuerySpan], scrollAxis: Axis,
         runs: [OnDemandCells], badgeBlocks: [BadgeBlock] = [], origins: SectionOrigins) {
        self.origins = origins
        self.badgeBlocks = badgeBlocks
        self.elements = elements
        self.elementKinds = elementKinds
        self.sections = sections
        self.spans = spans
        self.scrollAxis = scrollAxis
        self.runs = runs
        var before = 0
        for index in self.sections.indices {
            self.sections[index].cellsBefore = before
            before += self.sections[index].cellCount
        }
        cellCount = before
        var badges = 0
        for index in self.badgeBlocks.indices {
            self.badgeBlocks[index].start = self.badgeBlocks[index].before + badges
            badges += self.badgeBlocks[index].count
            self.badgeBlocks[index].through = badges
        }
    }

    /// The number of elements, cells and badges made on demand included.
    var elementCount: Int { cellCount + elements.count + (badgeBlocks.last?.through ?? 0) }

    // MARK: The one mirror pass (Docs/Solver.md, step 5)

    /// Mirrors every frame for a right-to-left layout as it is read (an update may change the content's width):
    /// the written elements (`resolved`) and the cells made on demand; any transform a handler gave, now.
    mutating func mirror(_ mirror: RightToLeftMirror) {
        overlay.mirrorTransforms()
        origins.mirror = mirror
        for index in runs.indices { runs[index].mirror = mirror }
    }

    /// The store as before the mirror (an update calls the handlers again on left-to-right frames).
    mutating func unmirror() {
        origins.mirror = nil
        for index in runs.indices { runs[index].mirror = nil }
    }

    /// The indices in `elements` of section `s`'s boundary items, in the order they were recorded. `spanStarts`: the
    /// index's (`SectionOrigins.spanStarts`), when the origins are out of the store (an update).
    func boundaryItems(ofSection s: Int, spanStarts: [Int32]? = nil) -> [Int] {
        let spanStarts = spanStarts ?? origins.spanStarts
        guard s >= 0, s + 1 < spanStarts.count else { return [] }
        var indices: [Int] = []
        for position in Int(spanStarts[s])..<Int(spanStarts[s + 1]) where spans[position].run == nil && !spans[position].touching {
            indices.append(contentsOf: spans[position].elements)
        }
        return indices.sorted()
    }

    // MARK: The query index (Docs/Solver.md, step 6)

    /// The by-kind index of supplementaries and decorations, and the spans grouped by section (`buildSectionIndex`).
    mutating func buildIndex() {
        supplementaryIndex = SupplementaryIndex(elements, from: 0, kinds: elementKinds.count)
        buildSectionIndex()
    }

    // MARK: Reading

    /// The record of cell `item` of `section` (made on demand: no index in `elements`).
    func cell(_ item: Int, inSection section: Int) -> (written: Int?, record: ElementRecord)? {
        guard sections.indices.contains(section) else { return nil }
        let record = sections[section]
        guard item >= 0, item < record.cellCount, record.run >= 0 else { return nil }
        return (nil, made(cells(ofRun: record.run).record(item)))
    }

    /// A cell or badge made on demand, with what a handler changed of it (`Finish.overlaid`).
    @inline(__always)
    func made(_ record: ElementRecord) -> ElementRecord {
        overlay.isEmpty ? record : Finish.overlaid(record, by: overlay, mirror: origins.mirror)
    }

    /// The index in `elements` of the supplementary or decoration of `elementKind` at `indexPath`.
    /// A layout-level boundary item answers at its two-index path (item `Int.max` of section 0, what its attributes
    /// carry) and at the one-index path `[0]`, as UIKit answers code written for iOS 14 (Docs/Solver.md, step 6).
    /// A badge made on demand answers when no written element does (OnDemandBadges.swift): a section's written
    /// supplementaries of a badge's kind are its boundary items, recorded after its badges, so they answered first before too.
    func supplementary(_ category: UICollectionView.ElementCategory, _ elementKind: String, _ indexPath: IndexPath) -> (written: Int?, record: ElementRecord)? {
        guard let kind = elementKinds.indices.dropFirst().first(where: { elementKinds[$0] == elementKind }) else { return nil }
        if category == .supplementaryView, indexPath.count == 1, indexPath[0] == 0 {
            return supplementaryIndex.position(category: category, kind: UInt16(kind), section: 0, item: Int.max, in: elements).map { ($0, resolved(at: $0)) }
        }
        guard indexPath.count == 2, let section = Int32(exactly: indexPath.section) else { return nil }
        if let index = supplementaryIndex.position(category: category, kind: UInt16(kind), section: section, item: indexPath.item, in: elements) {
            return (index, resolved(at: index))
        }
        guard category == .supplementaryView, sections.indices.contains(indexPath.section), sections[indexPath.section].run >= 0 else { return nil }
        return cells(ofRun: sections[indexPath.section].run).badge(kind: UInt16(kind), item: indexPath.item).map { (nil, made($0)) }
    }

    /// The record at `position` of `attributes`, and its index in `elements` when it is written.
    func element(at position: Int) -> (written: Int?, record: ElementRecord) {
        guard position < cellCount else { return element(afterCells: position - cellCount) }
        // The section holding cell `position`: the last whose first cell is at or before it (binary search).
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].cellsBefore <= position { low = mid } else { high = mid - 1 }
        }
        let section = sections[low], item = position - section.cellsBefore
        return (nil, made(cells(ofRun: section.run).record(item)))
    }

    /// The element at `position` among those after the cells: a written one, or a badge made on demand.
    private func element(afterCells position: Int) -> (written: Int?, record: ElementRecord) {
        // The blocks that start at or before `position` (binary search).
        var low = 0, high = badgeBlocks.count
        while low < high {
            let mid = (low + high) / 2
            if badgeBlocks[mid].start <= position { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return (position, resolved(at: position)) }
        let block = badgeBlocks[low - 1]
        if position < block.start + block.count, let badge = cells(ofRun: block.run).badge(at: position - block.start) { return (nil, made(badge)) }
        let index = position - block.through
        return (index, resolved(at: index))
    }

    /// The rect query (already clipped to the content) that `layoutAttributesForElements(in:)` answers.
    static func query(_ rect: CGRect, contentSize: CGSize) -> CGRect? {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return Geometry.closedIntersection(r, CGRect(origin: .zero, size: contentSize))
    }

    /// Whether an element of a span clipped to `clip` is answered for `query` (Docs/Solver.md, step 6): only its part inside the
    /// group's frame counts.
    static func answers(_ frame: CGRect, clip: CGRect?, query: CGRect) -> Bool {
        var frame = frame
        if let clip {
            guard let inside = Geometry.openIntersection(frame, clip) else { return false }
            frame = inside
        }
        return Geometry.overlaps(frame, query)
    }

    /// The attributes of an element, `written` its index in `elements` (nil when made on demand).
    func makeAttributes(written: Int?, record: ElementRecord) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(attributeValues(written: written, record: record))
    }

    /// Writes the attributes `makeAttributes(written:record:)` makes into `object`, an object nobody else holds
    /// (`LayoutAttributesCollection.Iterator`), `indexPath` the record's (made by the caller, which can make it more
    /// cheaply: `ItemIndexPaths`).
    @inline(__always)
    func refill(_ object: UICollectionViewLayoutAttributes, written: Int?, record: ElementRecord, indexPath: consuming IndexPath) {
        object.values.reset(indexPath: indexPath, frame: record.frame, zIndex: Int(record.zIndex), category: record.category,
                            kind: Self.kindName(of: record, in: elementKinds))
        ElementAppearance.overlay(&object.values, look: overlay.change(of: record)?.appearance)
    }

    /// The attributes of `elements[index]`, with any appearance a handler gave it.
    func makeAttributes(at index: Int) -> UICollectionViewLayoutAttributes { makeAttributes(written: index, record: resolved(at: index)) }

    /// The attributes of a record, without appearance (for the invalidation handlers, before the store is made).
    /// Made in one initializer: fields set after `init` were one more access of a class's stored properties each,
    /// checked for exclusivity at run time (Docs/Performance.md).
    static func attributes(for record: ElementRecord, kinds: [String?]) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(values(of: record, kind: kindName(of: record, in: kinds)))
    }

    /// The element kind a record names; nil for a cell.
    @inline(__always)
    static func kindName(of record: ElementRecord, in kinds: [String?]) -> String? {
        record.category == .cell ? nil : (Int(record.kind) < kinds.count ? kinds[Int(record.kind)] : nil) ?? ""
    }

    /// The attributes of an element as one value: its record's, with any appearance a handler gave it when it is
    /// written (`written` its index in `elements`).
    @inline(__always)
    func attributeValues(written: Int?, record: ElementRecord) -> UICollectionViewLayoutAttributes.Values {
        var values = Self.values(of: record, kind: Self.kindName(of: record, in: elementKinds))
        ElementAppearance.overlay(&values, look: overlay.change(of: record)?.appearance)
        return values
    }

    /// An element's attributes as one value (`UICollectionViewLayoutAttributes.Values`).
    @inline(__always)
    static func values(of record: ElementRecord, kind: String?) -> UICollectionViewLayoutAttributes.Values {
        .init(indexPath: IndexPath(item: record.item, section: Int(record.section)), frame: record.frame, zIndex: Int(record.zIndex),
              category: record.category, kind: kind)
    }
}

extension FrameStore {
    /// Whether `other` holds the same elements (in `attributes` order, with their appearances) and sections, however
    /// each keeps its cells: what `LayoutSolution`'s `==` compares besides the content size.
    func keepsTheSameElements(as other: FrameStore) -> Bool {
        let a = self, b = other
        guard a.scrollAxis == b.scrollAxis, a.elementKinds == b.elementKinds,
              a.elementCount == b.elementCount, a.sections.count == b.sections.count else { return false }
        for (s, (x, y)) in zip(a.sections, b.sections).enumerated() where a.sectionFrame(s) != b.sectionFrame(s) || x.cellCount != y.cellCount
            || x.groupCapacity != y.groupCapacity || x.slotGroups != y.slotGroups || x.orthogonal != y.orthogonal {
            return false
        }
        for position in 0..<a.elementCount {
            let x = a.element(at: position), y = b.element(at: position)
            guard x.record == y.record, a.overlay.change(of: x.record)?.appearance == b.overlay.change(of: y.record)?.appearance else {
                return false
            }
        }
        return true
    }
}

/// Where a run's badges made on demand sit in `attributes` order (OnDemandBadges.swift): among the written
/// supplementaries, just before the written element they preceded when the solve placed them (the section's
/// boundary items).
struct BadgeBlock: Equatable, Sendable {
    /// Index into `FrameStore.runs`.
    let run: Int
    /// The index in `FrameStore.elements` of the written element the block precedes (`elements.count`: the end).
    var before: Int
    let count: Int
    /// Its first badge's position among the elements after the cells, and the badges of the blocks up to it, itself
    /// included (set by `FrameStore.init`).
    var start = 0
    var through = 0
}
