import Foundation

/// The one update path (Docs/Solver.md, "Incremental re-layout"): each changed section placed again, from 0, its length
/// set in the sections' tree, which moves the later ones in O(log sections); what that moves placed again (a later
/// section's scrolled-through cut-off, decorations, the layout's boundary items); the handlers called again.
extension LayoutSolver {
    /// One section placed again: everything the store keeps of it.
    private struct PlacedAgain {
        let section: Int
        let run: Int
        let cells: SectionPage
        let runSpan: CGRect
        let record: SectionRecord
        /// Its boundary items, in the order placed, their indices in the store, and its pinned ones (by index in `items`).
        let items: [ElementRecord]
        let indices: [Int]
        let pinned: [PinnedItem]
    }

    /// Places `changed` sections (their runs already updated) again, and what they move; throws, leaving `solution`
    /// unchanged, when a size overflows. `regrouped`: by section, the groups whose estimated badges are asked again.
    func placeAgain(sections changed: [Int], regrouped: [Int: Set<Int>] = [:], of description: LayoutDescription,
                    in solution: inout LayoutSolution) throws {
        let main = description.scrollAxis
        // The store taken out of the solution, and the origins out of the store, to change each in place.
        var store = solution.store
        let none = SectionOrigins(sections: 0, start: 0, interSectionSpacing: 0, main: store.scrollAxis, grid: grid, viewAcross: 0)
        solution.store = FrameStore(elements: [], elementKinds: [], sections: [], spans: [], scrollAxis: store.scrollAxis, pages: [],
                                    origins: none)
        var origins = store.origins
        store.origins = none
        let across = origins.contentAcross, end = origins.end
        let scrolledThrough = context.selfSizingScope == .scrolledThrough
        var placed: [PlacedAgain] = []
        var previous: [(section: Int, advance: CGFloat, across: CGFloat)] = []
        var moved = false
        // In the scrolled-through scope a later section is placed again when its limit moved (an earlier one's advance did).
        let candidates = scrolledThrough ? Array((changed.min() ?? store.sections.count)..<store.sections.count)
                                         : changed.sorted()
        var decorations: [(section: Int, frame: CGRect, records: [ElementRecord])] = []
        var layoutProgress: SolveProgress?
        var contentSize = solution.contentSize
        do {
            for section in candidates {
                guard store.sections.indices.contains(section) else { continue }
                let run = store.sections[section].page
                guard store.pages.indices.contains(run) else { continue }
                if !changed.contains(section) {
                    guard moved, let cutOff = store.pages[run].run.cutOff else { continue }
                    let limit = context.contentOffset[main] + context.containerSize[main] - origins.origin(ofSection: section)
                    guard !store.pages[run].run.keepsCutOff(contentStart: cutOff.contentStart, limit: limit) else { continue }
                }
                var progress = SolveProgress(placingAgainIn: description, context: context, grid: grid, kinds: store.elementKinds,
                                             at: origins.origin(ofSection: section))
                if let badges = store.pages[run].badges { progress.memo.keep(badges) }
                // In the scrolled-through scope which groups are measured may change with the limit: every badge asked again.
                if !scrolledThrough { progress.keptBadgeSizes = (store.pages[run].badgeSizes, regrouped[section] ?? []) }
                try placeSection(section, of: description, reusing: store.pages[run].run, into: &progress)
                if description.sections[section]?.decorations.isEmpty == false { progress.promoteZIndex(inSections: [Int32(clamping: section)]) }
                let indices = store.boundaryItems(ofSection: section, spanStarts: origins.spanStarts)
                guard let record = progress.sections.first, let cells = progress.pages.first, let span = progress.spans.first,
                      progress.store.records.count == indices.count else { continue }
                placed.append(PlacedAgain(section: section, run: run, cells: cells, runSpan: span.bounds, record: record,
                                          items: progress.store.records, indices: indices, pinned: progress.pinned))
                previous.append((section, origins.advances[section], origins.acrosses[section]))
                // An orthogonal row's groups lie along the row: none counts across (`placeGroups`).
                origins.setSection(section, length: progress.cursor,
                                   longestAcross: cells.run.main == main ? cells.run.longestAcross : -.infinity)
                if origins.advances[section] != previous[previous.count - 1].advance { moved = true }
            }
            // Decorations span the content across (step 4): every section's placed again when that changed.
            let acrossMoved = origins.contentAcross != across
            for section in acrossMoved ? Array(description.sections.indices) : placed.map(\.section) {
                guard let list = description.sections[section]?.decorations, !list.isEmpty,
                      store.sections.indices.contains(section) else { continue }
                var frame = placed.first { $0.section == section }?.record.frame ?? store.sections[section].frame
                frame.size[main.other] = origins.contentAcross
                var store = ElementStore(kinds: store.elementKinds)
                _ = try store.append(decorations: Decorations.place(list, sectionFrame: frame, main: main), section: section, sectionFrame: frame)
                decorations.append((section, frame, store.records))
            }
            // The layout's boundary items at the new end, when the end or the content's length across moved.
            if origins.end != end || acrossMoved {
                var layout = SolveProgress(placingAgainIn: description, context: context, grid: grid, kinds: store.elementKinds)
                layout.cursor = origins.end
                let layoutEnd = try placeLayoutBoundaryItems(try layoutBoundaryItems(description), main: main, into: &layout)
                contentSize = try Self.contentSize(layoutEnd: layoutEnd, across: origins.contentAcross, main: main)
                layoutProgress = layout
            }
        } catch {
            for leaf in previous.reversed() { origins.setLeaf(leaf.section, advance: leaf.advance, across: leaf.across) }
            store.origins = origins
            solution.store = store
            throw error
        }

        // Nothing has thrown: the store changes, whole.
        for again in placed {
            var cells = again.cells
            cells.mirror = store.pages[again.run].mirror
            cells.promotesZIndex = store.pages[again.run].promotesZIndex
            store.pages[again.run] = cells
            store.sections[again.section].frame = again.record.frame
            store.sections[again.section].orthogonal = again.record.orthogonal
            for (index, item) in zip(again.indices, again.items) { store.elements[index] = item }
            for position in Int(origins.spanStarts[again.section])..<Int(origins.spanStarts[again.section + 1]) {
                let span = store.spans[position]
                if span.page != nil {
                    store.spans[position].bounds = again.runSpan
                } else if !span.touching, let first = span.elements.first, store.elements.indices.contains(first) {
                    store.spans[position].bounds = store.elements[first].frame
                }
            }
            for item in again.pinned where again.indices.indices.contains(item.element) { origins.pinned[again.indices[item.element]] = item }
        }
        for (section, frame, records) in decorations {
            for position in Int(origins.spanStarts[section])..<Int(origins.spanStarts[section + 1]) where store.spans[position].touching {
                store.spans[position].bounds = frame
                for (index, record) in zip(store.spans[position].elements, records) { store.elements[index] = record }
            }
        }
        if let layoutProgress, layoutProgress.store.records.count == origins.layoutItems.count {
            for (index, item) in zip(origins.layoutItems, layoutProgress.store.records) { store.elements[index] = item }
            for position in Int(origins.spanStarts.last ?? 0)..<store.spans.count {
                if let first = store.spans[position].elements.first, origins.layoutItems.contains(first) {
                    store.spans[position].bounds = store.elements[first].frame
                }
            }
            // The visible bounds follow a right-to-left content's width (step 4, "Pinning").
            origins.pin(against: visibleBounds(contentSize: contentSize), viewLength: context.containerSize[main])
            for item in layoutProgress.pinned where item.element < origins.layoutItems.count {
                origins.pinned[origins.layoutItems.lowerBound + item.element] = item
            }
        }
        // Moved, not copied: a copy left here would make the writes below copy its arrays.
        store.origins = origins
        origins = none
        for again in placed { store.sortSpans(ofSection: again.section) }
        // Step 4's handlers, called again on the store as it now stands, before the mirror (as a solve calls them).
        if !description.handlers.isEmpty {
            let mirror = store.origins.mirror
            store.unmirror()
            store.overlay = HandlerOverlay()
            runInvalidationHandlers(description, visibleBounds: visibleBounds(contentSize: contentSize), store: &store)
            if mirror != nil { store.mirror(RightToLeftMirror(contentWidth: contentSize.width)) }
        } else {
            store.mirrorAgain(contentWidth: contentSize.width)
        }
        solution.store = store
        solution.contentSize = contentSize
    }
}
