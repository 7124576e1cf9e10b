import Foundation

/// Where a solution's frames live (Docs/Architecture.md, "The frame store"); `LayoutSolution` owns one, the rules never
/// see it. Cells and badges are made on demand from each section's page (`pages`, SectionPage.swift); `elements` holds
/// the boundary items and decorations. `attributes` order: the cells in index-path order, then `elements`, each block of badges before the
/// element it precedes (`BadgeBlock`). Sections are kept relative to their starts (`origins`), placed, rounded and
/// mirrored as read (FrameStore+SectionOrigins.swift); `spans` is the query index, grouped by section (`buildIndex`).
struct FrameStore: Sendable {
    var elements: [ElementRecord]
    /// Element kinds; index 0 is the cell "kind" (nil). `ElementRecord.kind` indexes it.
    var elementKinds: [String?]
    var sections: [SectionRecord]
    var spans: [QuerySpan]
    let scrollAxis: Axis
    /// What the `visibleItemsInvalidationHandler`s changed, by element (InvalidationCall.swift, HandlerOverlay.swift).
    var overlay = HandlerOverlay()
    /// The sections' cells and badges, made on demand (SectionPage.swift).
    var pages: [SectionPage]
    private(set) var cellCount = 0
    /// Where the badges made on demand sit in `attributes` order, in that order.
    private(set) var badgeBlocks: [BadgeBlock]
    /// The sections' starts (SectionOrigins.swift).
    var origins: SectionOrigins

    init(elements: [ElementRecord], elementKinds: [String?], sections: [SectionRecord], spans: [QuerySpan], scrollAxis: Axis,
         pages: [SectionPage], badgeBlocks: [BadgeBlock] = [], origins: SectionOrigins) {
        self.origins = origins
        self.badgeBlocks = badgeBlocks
        self.elements = elements
        self.elementKinds = elementKinds
        self.sections = sections
        self.spans = spans
        self.scrollAxis = scrollAxis
        self.pages = pages
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

    /// Step 5 (Docs/Solver.md): every frame of a right-to-left layout is mirrored as it is read; a handler's transforms now.
    mutating func mirror(_ mirror: RightToLeftMirror) {
        overlay.mirrorTransforms()
        setMirror(mirror)
    }

    /// The store as before the mirror (an update calls the handlers again on left-to-right frames).
    mutating func unmirror() { setMirror(nil) }

    /// A right-to-left layout whose content changed width (an update) is mirrored anew.
    mutating func mirrorAgain(contentWidth: CGFloat) {
        guard let mirror = origins.mirror, mirror.contentWidth != contentWidth else { return }
        setMirror(RightToLeftMirror(contentWidth: contentWidth))
    }

    private mutating func setMirror(_ mirror: RightToLeftMirror?) {
        origins.mirror = mirror
        for index in pages.indices { pages[index].mirror = mirror }
    }

    /// The indices in `elements` of section `s`'s boundary items, in recorded order. `spanStarts`: the index's, when the
    /// origins are out of the store (an update).
    func boundaryItems(ofSection s: Int, spanStarts: [Int32]? = nil) -> [Int] {
        var indices: [Int] = []
        for position in Self.spans(ofSection: s, spanStarts ?? origins.spanStarts) where spans[position].page == nil && !spans[position].touching {
            indices.append(contentsOf: spans[position].elements)
        }
        indices.sort()
        return indices
    }

    /// The positions in `spans` of section `s`'s spans, by the index's `spanStarts`; none when there is no such section.
    static func spans(ofSection s: Int, _ spanStarts: [Int32]) -> Range<Int> {
        s >= 0 && s + 1 < spanStarts.count ? Int(spanStarts[s])..<Int(spanStarts[s + 1]) : 0..<0
    }

    /// The record of cell `item` of `section` (made on demand: no index in `elements`).
    func cell(_ item: Int, inSection section: Int) -> (written: Int?, record: ElementRecord)? {
        guard sections.indices.contains(section) else { return nil }
        let record = sections[section]
        guard item >= 0, item < record.cellCount, record.page >= 0 else { return nil }
        return (nil, made(page(record.page).record(item)))
    }

    /// A cell or badge made on demand, with what a handler changed of it (`Finish.overlaid`).
    @inline(__always)
    func made(_ record: ElementRecord) -> ElementRecord {
        overlay.isEmpty ? record : Finish.overlaid(record, by: overlay, mirror: origins.mirror)
    }

    /// The supplementary or decoration of `elementKind` at `indexPath` (Docs/Solver.md, step 6), found among its
    /// section's spans (the layout's own for item `Int.max`); of several, the last recorded, as a dictionary written in
    /// order keeps it. A layout-level boundary item also answers at the one-index path `[0]`, as UIKit answers code
    /// written for iOS 14. A badge made on demand answers when no written element does.
    func supplementary(_ category: UICollectionView.ElementCategory, _ elementKind: String, _ indexPath: IndexPath) -> (written: Int?, record: ElementRecord)? {
        guard let kind = elementKinds.indices.dropFirst().first(where: { elementKinds[$0] == elementKind }).map(UInt16.init) else { return nil }
        let onePath = category == .supplementaryView && indexPath.count == 1 && indexPath[0] == 0
        guard onePath || indexPath.count == 2, let section = Int32(exactly: onePath ? 0 : indexPath.section) else { return nil }
        let item = onePath ? Int.max : indexPath.item
        let range = item == Int.max ? Int(origins.spanStarts.last ?? 0)..<spans.count : Self.spans(ofSection: Int(section), origins.spanStarts)
        var found = -1
        for position in range where spans[position].page == nil {
            for index in spans[position].elements where index > found {
                let record = elements[index]
                if record.category == category, record.kind == kind, record.section == section, record.item == item { found = index }
            }
        }
        if found >= 0 { return (found, resolved(at: found)) }
        guard category == .supplementaryView, !onePath, sections.indices.contains(indexPath.section), sections[indexPath.section].page >= 0 else {
            return nil
        }
        return page(sections[indexPath.section].page).badge(kind: kind, item: item).map { (nil, made($0)) }
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
        return (nil, made(page(section.page).record(item)))
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
        if position < block.start + block.count, let badge = page(block.page).badge(at: position - block.start) { return (nil, made(badge)) }
        let index = position - block.through
        return (index, resolved(at: index))
    }

    /// The rect `layoutAttributesForElements(in:)` answers, clipped to the content.
    static func query(_ rect: CGRect, contentSize: CGSize) -> CGRect? {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return Geometry.closedIntersection(r, CGRect(origin: .zero, size: contentSize))
    }

    /// Whether an element clipped to its group's frame `clip` is answered for `query`: only its part inside counts (step 6).
    static func answers(_ frame: CGRect, clip: CGRect?, query: CGRect) -> Bool {
        var frame = frame
        if let clip {
            guard let inside = Geometry.openIntersection(frame, clip) else { return false }
            frame = inside
        }
        return Geometry.overlaps(frame, query)
    }

    /// The attributes of an element as it is finally read (`resolved`, or a cell or badge made on demand).
    func makeAttributes(record: ElementRecord) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(attributeValues(record: record))
    }

    /// Writes the attributes `makeAttributes` makes into `object`, which nobody else holds, `indexPath` the record's
    /// (`LayoutAttributesCollection.Iterator`, which makes it more cheaply).
    @inline(__always)
    func refill(_ object: UICollectionViewLayoutAttributes, record: ElementRecord, indexPath: consuming IndexPath) {
        object.values.reset(indexPath: indexPath, frame: record.frame, zIndex: Int(record.zIndex), category: record.category,
                            kind: Self.kindName(of: record, in: elementKinds))
        ElementAppearance.overlay(&object.values, look: overlay.change(of: record)?.appearance)
    }

    /// The element kind a record names; nil for a cell.
    @inline(__always)
    static func kindName(of record: ElementRecord, in kinds: [String?]) -> String? {
        record.category == .cell ? nil : (Int(record.kind) < kinds.count ? kinds[Int(record.kind)] : nil) ?? ""
    }

    /// The attributes of an element as one value, with any appearance a handler gave it (one initializer: fields set
    /// after `init` are each an exclusivity-checked access, Docs/Performance.md).
    @inline(__always)
    func attributeValues(record: ElementRecord) -> UICollectionViewLayoutAttributes.Values {
        var values = Self.values(of: record, kind: Self.kindName(of: record, in: elementKinds))
        ElementAppearance.overlay(&values, look: overlay.change(of: record)?.appearance)
        return values
    }

    @inline(__always)
    static func values(of record: ElementRecord, kind: String?) -> UICollectionViewLayoutAttributes.Values {
        .init(indexPath: IndexPath(item: record.item, section: Int(record.section)), frame: record.frame, zIndex: Int(record.zIndex),
              category: record.category, kind: kind)
    }
}

extension FrameStore {
    /// Whether `other` holds the same elements (in `attributes` order, with their appearances) and sections: what
    /// `LayoutSolution`'s `==` compares besides the content size.
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

/// Where a run's badges made on demand sit in `attributes` order (OnDemandBadges.swift): just before the written
/// element (the section's boundary items) they preceded when the solve placed them.
struct BadgeBlock: Equatable, Sendable {
    /// Index into `FrameStore.pages`.
    let page: Int
    /// The index in `FrameStore.elements` of the written element the block precedes (`elements.count`: the end).
    var before: Int
    let count: Int
    /// Its first badge's position after the cells, and the badges of the blocks up to it included (`FrameStore.init`).
    var start = 0
    var through = 0
}
