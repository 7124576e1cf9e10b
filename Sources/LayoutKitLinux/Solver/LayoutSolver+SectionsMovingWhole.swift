import Foundation

/// An incremental update of a layout whose sections move whole (SectionOrigins.swift; Docs/Solver.md, "Incremental
/// re-layout"): each changed section is placed again on its own, from 0, as a solve places it; its length goes into
/// the sections' tree, which moves every later section in O(log sections); the layout's own boundary items are placed
/// again at the new end. Nothing else is touched: the later sections are kept relative to their starts.
extension LayoutSolver {
    /// One section placed again: everything the store keeps of it.
    private struct PlacedAgain {
        let section: Int
        let run: Int
        let cells: OnDemandCells
        let runSpan: CGRect
        let record: SectionRecord
        /// Its boundary items and decorations, in the order they were placed (and recorded), and their indices in the
        /// store; the bounds of their spans, by the index of the first element of each among `items`.
        let items: [ElementRecord]
        let indices: [Int]
        let spanBounds: [Int: CGRect]
        /// Its pinned boundary items, by the index of each among `items`.
        let pinned: [PinnedItem]
        let length: CGFloat
        let longestAcross: CGFloat
    }

    /// Places `changed` sections (whose runs in `solution` are already updated) again, and the layout's boundary items
    /// and content size after them. Throws, leaving `solution` unchanged, when a size overflows. Returns false, changing
    /// nothing, when the change moves more than these sections and the later ones (every decoration, when the content's
    /// length across changes; a later section's scrolled-through limit). Not for a layout that writes sections
    /// (`IncrementalLayout.writesSections`).
    func placeAgain(sections changed: [Int], of description: LayoutDescription, in solution: inout LayoutSolution) throws -> Bool {
        var origins = solution.store.origins
        var placed: [PlacedAgain] = []
        for section in changed.sorted() {
            guard solution.store.sections.indices.contains(section) else { continue }
            let run = solution.store.sections[section].run
            guard solution.store.runs.indices.contains(run) else { continue }
            var progress = SolveProgress(placingAgainIn: description, context: context, grid: grid, kinds: solution.store.elementKinds,
                                         at: origins.origin(ofSection: section))
            if let badges = solution.store.runs[run].badges { progress.memo.keep(badges) }
            try placeSection(section, of: description, reusing: solution.store.runs[run].run, storage: .compact, into: &progress)
            guard let placedRecord = progress.sections.first else { return false }
            if let decorations = description.sections[section]?.decorations, !decorations.isEmpty {
                // Step 4 for this section: its frame across the content as the solve's (an update that changes the
                // content's length across is refused below: it moves every section's decorations).
                var frame = placedRecord.frame
                frame.size[description.scrollAxis.other] = origins.contentAcross
                let decorated = try progress.store.append(decorations: Decorations.place(decorations, sectionFrame: frame, main: description.scrollAxis),
                                                          section: section, sectionFrame: frame)
                if !decorated.isEmpty { progress.promoteZIndex(inSections: [Int32(clamping: section)]) }
            }
            let indices = items(ofSection: section, in: solution.store)
            guard let cells = progress.cellRuns.first, let span = progress.spans.first, progress.store.records.count == indices.count else {
                return false
            }
            var spanBounds: [Int: CGRect] = [:]
            for span in progress.store.spans { if let first = span.elements.first { spanBounds[first] = span.bounds } }
            placed.append(PlacedAgain(section: section, run: run, cells: cells, runSpan: span.bounds, record: placedRecord,
                                      items: progress.store.records, indices: indices, spanBounds: spanBounds, pinned: progress.pinned,
                                      length: progress.cursor,
                                      // An orthogonal row's groups lie along the row: none counts across (`placeGroups`).
                                      longestAcross: cells.run.main == description.scrollAxis ? cells.run.longestAcross : -.infinity))
        }
        // The store is taken out of the solution, and the origins out of the store, so that each is changed in place
        // (a copy still held would copy their arrays, O(sections)); both are put back, as they were, on a throw.
        var store = solution.store
        let none = SectionOrigins(sections: 0, start: 0, interSectionSpacing: 0, main: store.scrollAxis, grid: grid, viewAcross: 0)
        solution.store = FrameStore(elements: [], elementKinds: [], sections: [], spans: [], scrollAxis: store.scrollAxis, runs: [],
                                    origins: none)
        store.origins = none
        let previous = placed.map { (section: $0.section, advance: origins.advances[$0.section], across: origins.acrosses[$0.section]) }
        let across = origins.contentAcross, end = origins.end
        for again in placed { origins.setSection(again.section, length: again.length, longestAcross: again.longestAcross) }
        let decorationsMove = origins.contentAcross != across && description.sections.contains(where: { $0?.decorations.isEmpty == false })
        let limitsMove = context.selfSizingScope == .scrolledThrough
            && previous.contains(where: { $0.section + 1 < origins.count && $0.advance != origins.advances[$0.section] })
        if decorationsMove || limitsMove {
            // The content's length across changed: every section's decorations span it; the chain places them all.
            // In the scrolled-through scope, a section that moves has a new limit (relative to its start): which of its
            // groups are measured may change, and the chain follows every section's (`SectionRunBuilder.place`).
            for leaf in previous.reversed() { origins.setLeaf(leaf.section, advance: leaf.advance, across: leaf.across) }
            store.origins = origins
            solution.store = store
            return false
        }
        // The layout's boundary items at the new end, as a solve places them after its sections: only when the end or
        // the content's length across moved (otherwise they, the content size and the visible bounds stand).
        let layoutMoves = origins.end != end || origins.contentAcross != across
        var layoutProgress = SolveProgress(placingAgainIn: description, context: context, grid: grid,
                                           kinds: layoutMoves ? store.elementKinds : [nil])
        layoutProgress.cursor = origins.end
        var contentSize = solution.contentSize
        if layoutMoves { do {
            let layoutEnd = try placeLayoutBoundaryItems(try layoutBoundaryItems(description), main: description.scrollAxis, into: &layoutProgress)
            contentSize = try Self.contentSize(layoutEnd: layoutEnd, across: origins.contentAcross, main: description.scrollAxis)
        } catch {
            for leaf in previous.reversed() { origins.setLeaf(leaf.section, advance: leaf.advance, across: leaf.across) }
            store.origins = origins
            solution.store = store
            throw error
        } }
        guard !layoutMoves || layoutProgress.store.records.count == origins.layoutItems.count else {
            for leaf in previous.reversed() { origins.setLeaf(leaf.section, advance: leaf.advance, across: leaf.across) }
            store.origins = origins
            solution.store = store
            return false
        }

        // Nothing has thrown: the store changes, whole.
        for again in placed {
            var cells = again.cells
            cells.mirror = store.runs[again.run].mirror
            cells.promotesZIndex = store.runs[again.run].promotesZIndex
            store.runs[again.run] = cells
            var record = store.sections[again.section]
            record.frame = again.record.frame
            // An orthogonal row's record (its groups' starts, scroll range and resting offset) follows its cells.
            record.orthogonal = again.record.orthogonal
            store.sections[again.section] = record
            for (index, item) in zip(again.indices, again.items) { store.elements[index] = item }
            for position in Int(origins.spanStarts[again.section])..<Int(origins.spanStarts[again.section + 1]) {
                let span = store.spans[position]
                if span.run != nil {
                    store.spans[position].bounds = again.runSpan
                } else if let first = span.elements.first, let local = again.indices.firstIndex(of: first),
                          let bounds = again.spanBounds[local] {
                    store.spans[position].bounds = bounds
                }
            }
        }
        if layoutMoves {
            for (index, item) in zip(origins.layoutItems, layoutProgress.store.records) { store.elements[index] = item }
            for position in Int(origins.spanStarts.last ?? 0)..<store.spans.count {
                if let first = store.spans[position].elements.first, origins.layoutItems.contains(first) {
                    store.spans[position].bounds = store.elements[first].frame
                }
            }
            // The visible bounds in left-to-right coordinates follow a right-to-left content's width (step 4, "Pinning").
            origins.pin(against: visibleBounds(contentSize: contentSize), viewLength: context.containerSize[description.scrollAxis])
            // The layout's own pinned items, in the layout's new box.
            for item in layoutProgress.pinned where item.element < origins.layoutItems.count {
                origins.pinned[origins.layoutItems.lowerBound + item.element] = item
            }
        }
        for again in placed {
            for item in again.pinned where again.indices.indices.contains(item.element) { origins.pinned[again.indices[item.element]] = item }
        }
        // Moved, not copied: a copy left here would make the store's spans' extents below copy their arrays.
        store.origins = consume origins
        store.mirrorAgain(contentWidth: contentSize.width)
        for again in placed { store.sortSpans(ofSection: again.section) }
        solution.store = store
        solution.contentSize = contentSize
        return true
    }

    /// The indices in `elements` of a section's written elements (its boundary items, then its decorations), in the order
    /// they were recorded.
    private func items(ofSection section: Int, in store: FrameStore) -> [Int] {
        let origins = store.origins
        guard section + 1 < origins.spanStarts.count else { return [] }
        var indices: [Int] = []
        for position in Int(origins.spanStarts[section])..<Int(origins.spanStarts[section + 1]) where store.spans[position].run == nil {
            indices.append(contentsOf: store.spans[position].elements)
        }
        return indices.sorted()
    }
}
