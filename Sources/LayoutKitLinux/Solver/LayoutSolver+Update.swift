import Foundation

/// The one update path (Docs/Solver.md, "Incremental re-layout"): each changed section placed again, from 0, its length
/// set in the sections' tree, which moves the later ones in O(log sections); what that moves placed again (a later
/// section's scrolled-through cut-off, decorations, the layout's boundary items); the handlers called again.
extension LayoutSolver {
    /// One section placed again: everything the store keeps of it.
    private struct PlacedAgain {
        let section: Int
        let run: Int
        var cells: SectionPage
        let runSpan: CGRect
        let record: SectionRecord
        /// Its boundary items, in the order placed, their indices in the store, and its pinned ones (by index in `items`).
        let items: [ElementRecord]
        let indices: [Int]
        let pinned: [PinnedItem]
        /// Its leaf in the sections' tree before, put back if a later section throws.
        let advance: CGFloat
        let across: CGFloat
    }

    /// Places `changed` sections (their runs already updated) again, and what they move; throws, leaving `solution`
    /// unchanged, when a size overflows. `regrouped`: by section, the groups whose estimated badges are asked again.
    func placeAgain(sections changed: [Int], regrouped: [Int: Set<Int>] = [:], of description: LayoutDescription,
                    in solution: inout LayoutSolution) throws {
        let main = description.scrollAxis
        // The store swapped out of the solution, and the origins out of the store, to change each in place: moved, not
        // copied (a copy retained and released every array it holds, Docs/Performance.md, "The store's values").
        let axis = solution.store.scrollAxis
        let none = SectionOrigins(sections: 0, start: 0, interSectionSpacing: 0, main: axis, grid: grid, viewAcross: 0)
        var store = FrameStore(elements: [], elementKinds: [], sections: [], spans: [], scrollAxis: axis, pages: [], origins: none)
        swap(&store, &solution.store)
        var origins = none
        swap(&origins, &store.origins)
        let across = origins.contentAcross, end = origins.end
        let scrolledThrough = context.selfSizingScope == .scrolledThrough
        var placed: [PlacedAgain] = []
        var moved = false
        // In the scrolled-through scope a later section is placed again when its limit moved (an earlier one's advance did).
        let candidates = scrolledThrough ? Array((changed.min() ?? store.sections.count)..<store.sections.count)
                                         : changed.count > 1 ? changed.sorted() : changed
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
                progress.keptBadges = store.pages[run].badges
                // In the scrolled-through scope which groups are measured may change with the limit: every badge asked again.
                if !scrolledThrough { progress.keptBadgeSizes = (store.pages[run].badgeSizes, regrouped[section] ?? []) }
                try placeSection(section, of: description, reusing: store.pages[run].run, into: &progress)
                if description.sections[section]?.decorations.isEmpty == false { progress.promoteZIndex(inSections: [Int32(clamping: section)]) }
                let indices = store.boundaryItems(ofSection: section, spanStarts: origins.spanStarts)
                // One section placed: its one record and page, moved out of the progress.
                guard progress.sections.count == 1, progress.pages.count == 1, let span = progress.spans.first,
                      progress.store.records.count == indices.count else { continue }
                let record = progress.sections.removeLast(), cells = progress.pages.removeLast()
                let advance = origins.advances[section]
                // An orthogonal row's groups lie along the row: none counts across (`placeGroups`).
                let longestAcross = cells.run.main == main ? cells.run.longestAcross : -CGFloat.infinity
                placed.append(PlacedAgain(section: section, run: run, cells: consume cells, runSpan: span.bounds, record: record,
                                          items: progress.store.records, indices: indices, pinned: progress.pinned,
                                          advance: advance, across: origins.acrosses[section]))
                origins.setSection(section, length: progress.cursor, longestAcross: longestAcross)
                if origins.advances[section] != advance { moved = true }
            }
            // Decorations span the content across (step 4): every section's placed again when that changed.
            let acrossMoved = origins.contentAcross != across
            for section in acrossMoved ? Array(description.sections.indices) : placed.map(\.section) {
                guard let list = description.sections[section]?.decorations, !list.isEmpty,
                      store.sections.indices.contains(section) else { continue }
                var frame = placed.firstIndex { $0.section == section }.map { placed[$0].record.frame } ?? store.sections[section].frame
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
            for p in placed.indices.reversed() { origins.setLeaf(placed[p].section, advance: placed[p].advance, across: placed[p].across) }
            swap(&store.origins, &origins)
            swap(&solution.store, &store)
            throw error
        }

        // Nothing has thrown: the store changes, whole.
        // Each read in place and its page swapped in: a copy of one retained and released every array it holds.
        for p in placed.indices {
            let run = placed[p].run, section = placed[p].section
            placed[p].cells.mirror = store.pages[run].mirror
            placed[p].cells.promotesZIndex = store.pages[run].promotesZIndex
            swap(&store.pages[run], &placed[p].cells)
            store.sections[section].frame = placed[p].record.frame
            store.sections[section].orthogonal = placed[p].record.orthogonal
            for (index, item) in zip(placed[p].indices, placed[p].items) { store.elements[index] = item }
            for position in Int(origins.spanStarts[section])..<Int(origins.spanStarts[section + 1]) {
                if store.spans[position].page != nil {
                    store.spans[position].bounds = placed[p].runSpan
                } else if !store.spans[position].touching, let first = store.spans[position].elements.first,
                          store.elements.indices.contains(first) {
                    store.spans[position].bounds = store.elements[first].frame
                }
            }
            for item in placed[p].pinned where placed[p].indices.indices.contains(item.element) {
                origins.pinned[placed[p].indices[item.element]] = item
            }
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
        swap(&store.origins, &origins)
        for p in placed.indices { store.sortSpans(ofSection: placed[p].section) }
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
        swap(&solution.store, &store)
        solution.contentSize = contentSize
    }
}
