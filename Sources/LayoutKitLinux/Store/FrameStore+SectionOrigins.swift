import Foundation

/// What the store keeps relative to a section's start (SectionOrigins.swift), placed, rounded and mirrored as it is read,
/// with the same arithmetic for a solve and an update (Docs/Solver.md, "Incremental re-layout"); and the query index.
extension FrameStore {
    /// A written element as the solution holds it: its section's origin added along the scroll axis, then finished
    /// (Finish.swift): a decoration's two edges each rounded, a boundary item rounded and pinned (its box moved with its
    /// section; the layout's own kept absolute), every element mirrored and overlaid.
    @inline(__always)
    func resolved(at index: Int) -> ElementRecord {
        resolved(elements[index], pinnedAs: origins.pinned.isEmpty ? nil : origins.pinned[index])
    }

    @inline(__always)
    private func resolved(_ record: ElementRecord, pinnedAs pin: PinnedItem?) -> ElementRecord {
        var record = record
        if record.category == .decorationView {
            let main = origins.main, cross = main.other, frame = record.frame
            let origin = origins.origin(ofSection: Int(record.section))
            // The high edge a size further than the low, even a negative one.
            record.frame = Finish.edges(low: CGPoint(main: origin + frame.origin[main], cross: frame.origin[cross], along: main),
                                        high: CGPoint(main: origin + (frame.origin[main] + frame.size[main]),
                                                      cross: frame.origin[cross] + frame.size[cross], along: main), grid: origins.grid)
        } else if record.category != .cell {
            let main = origins.main
            var frame = record.frame, box = pin?.box
            if record.item != Int.max {
                let origin = origins.origin(ofSection: Int(record.section))
                frame.origin[main] += origin
                box?.start += origin
                box?.contentEdgeStart += origin
                box?.innerEnd += origin
                box?.end += origin
            }
            frame = Finish(grid: origins.grid).placed(frame)
            if let pin, let box {
                (frame, record.zIndex) = Finish.pinned(frame, pin, box: box, main: main, visibleStart: origins.visibleStart,
                                                       visibleEnd: origins.visibleEnd, grid: origins.grid)
            }
            record.frame = frame
        }
        record.frame = Finish.mirrored(record.frame, origins.mirror)
        return Finish.overlaid(record, by: overlay, mirror: origins.mirror)
    }

    /// Page `index`, placed where its section starts (the origin added to its `contentStart`); an orthogonal row runs
    /// across the scroll axis and is moved across instead (`SectionRun.placedAcross`).
    @inline(__always)
    func page(_ index: Int) -> SectionPage {
        var page = pages[index]
        let origin = origins.origin(ofSection: Int(page.section))
        if page.run.main == origins.main {
            page.contentStart = origin + page.contentStart
        } else {
            page.run = page.run.placedAcross(atSectionOrigin: origin)
        }
        return page
    }

    /// Section `s`'s frame: its extent along the scroll axis, the content's full extent across it.
    func sectionFrame(_ s: Int) -> CGRect {
        guard sections.indices.contains(s) else { return .null }
        var frame = sections[s].frame
        frame.origin[origins.main] = origins.origin(ofSection: s) + frame.origin[origins.main]
        frame.size[origins.main.other] = origins.contentAcross
        return frame
    }

    /// A span's bounds as the solution holds them: a supplementary's placed frame; decorations' their section's frame.
    func resolvedBounds(of span: QuerySpan) -> CGRect {
        guard let first = span.elements.first, elements.indices.contains(first) else { return span.bounds }
        if span.touching {
            // Relative to the section's start, not rounded.
            var bounds = span.bounds
            bounds.origin[origins.main] = origins.origin(ofSection: Int(elements[first].section)) + bounds.origin[origins.main]
            return Finish.mirrored(bounds, origins.mirror)
        }
        return resolved(at: first).frame
    }

    /// The section of a span, or nil for the layout's own boundary items.
    private func section(ofSpan span: QuerySpan) -> Int? {
        if let run = span.page { return pages.indices.contains(run) ? Int(pages[run].section) : nil }
        guard let first = span.elements.first, elements.indices.contains(first), elements[first].item != Int.max else { return nil }
        return Int(elements[first].section)
    }

    /// Step 6's index: the spans grouped by section (the layout's own boundary items last), each section's sorted by where
    /// they start (stable: ties keep the cells' first), and each section's extent relative to its start.
    mutating func buildIndex() {
        var origins = self.origins
        let count = origins.count
        // A counting sort by section, stable: the spans arrive as the cells', then the supplementaries', each in section order.
        var starts = [Int32](repeating: 0, count: count + 2)
        var keys = [Int32](repeating: 0, count: spans.count)
        for (index, span) in spans.enumerated() {
            let key = section(ofSpan: span).map { max(0, min($0, count - 1)) } ?? count
            keys[index] = Int32(key)
            starts[key + 1] += 1
        }
        for s in 0...count { starts[s + 1] += starts[s] }
        // Into a new array, each slot written once: moving them within `spans` copied it and checked it unique each write.
        var next = starts
        let unsorted = spans
        spans = [QuerySpan](unsafeUninitializedCapacity: unsorted.count) { buffer, initialized in
            for (span, key) in zip(unsorted, keys) {
                buffer.initializeElement(at: Int(next[Int(key)]), to: span)
                next[Int(key)] += 1
            }
            initialized = unsorted.count
        }
        origins.spanStarts = Array(starts.prefix(count + 1))
        // Every section's start at once, with the additions `SectionOrigins.origin(ofSection:)` makes.
        let prefixes = origins.tree.allPrefixes()
        var low = [CGFloat](repeating: 0, count: count), high = [CGFloat](repeating: 0, count: count)
        var before: CGFloat = 0, after: CGFloat = 0
        for s in 0..<count {
            let extent = sortSpans(in: Int(starts[s])..<Int(starts[s + 1]), origin: origins.start + prefixes[s], frame: sections[s].frame)
            guard extent.low <= extent.high else { continue }
            low[s] = extent.low
            high[s] = extent.high
            before = max(before, -extent.low)
            after = max(after, extent.high - origins.advances[s])
        }
        origins.low = low
        origins.high = high
        origins.reachBefore = before
        origins.reachAfter = after
        self.origins = origins
    }

    /// Sorts section `s`'s spans and widens its extent (`SectionOrigins.low`, `high`) after an update, in place (a
    /// changed copy of the origins would copy their arrays).
    mutating func sortSpans(ofSection s: Int) {
        let spanStarts = origins.spanStarts
        guard s >= 0, s + 1 < spanStarts.count else { return }
        let origin = origins.origin(ofSection: s), advance = origins.advances[s]
        let extent = sortSpans(in: Int(spanStarts[s])..<Int(spanStarts[s + 1]), origin: origin,
                               frame: sections.indices.contains(s) ? sections[s].frame : .null)
        guard extent.low <= extent.high else { return }
        origins.low[s] = extent.low
        origins.high[s] = extent.high
        origins.reachBefore = max(origins.reachBefore, -extent.low)
        origins.reachAfter = max(origins.reachAfter, extent.high - advance)
    }

    /// Sorts `spans[range]`, one section's few, by where they start placed at `origin` (a stable insertion sort in place,
    /// without a uniqueness check each write), and returns their extent relative to `origin` with the section's own
    /// `frame` (where its pinned items may stand); low > high: none. A null rect's infinite edges are skipped.
    private mutating func sortSpans(in range: Range<Int>, origin: CGFloat, frame: CGRect) -> (low: CGFloat, high: CGFloat) {
        let axis = scrollAxis
        var low = CGFloat.infinity, high = -CGFloat.infinity
        let frameLow = frame.minAlong(axis), frameHigh = frame.maxAlong(axis)
        if frameLow.isFinite, frameHigh.isFinite {
            low = frameLow
            high = frameHigh
        }
        guard range.lowerBound >= 0, range.upperBound <= spans.count, !range.isEmpty else { return (low, high) }
        spans.withUnsafeMutableBufferPointer { all in
            guard let base = all.baseAddress else { return }
            let first = base + range.lowerBound, count = range.count
            var i = 1
            while i < count {
                let span = first[i], key = origin + span.bounds.minAlong(axis)
                var j = i
                while j > 0, origin + first[j - 1].bounds.minAlong(axis) > key {
                    first[j] = first[j - 1]
                    j -= 1
                }
                if j != i { first[j] = span }
                i += 1
            }
            for k in 0..<count {
                let bounds = first[k].bounds
                let spanLow = bounds.minAlong(axis), spanHigh = bounds.maxAlong(axis)
                guard spanLow.isFinite, spanHigh.isFinite else { continue }
                let placed = (origin + spanLow) - origin
                low = min(low, placed)
                high = max(high, placed + bounds.size[axis])
            }
        }
        return (low, high)
    }

    /// Calls `body` with each element answered for `rect` (Docs/Solver.md, step 6), its index in `elements` when written:
    /// the layout's boundary items before the first section, the sections that may meet the query, then the layout's others.
    func forEachElement(in rect: CGRect, contentSize: CGSize, _ body: (Int?, ElementRecord) -> Void) {
        guard let query = Self.query(rect, contentSize: contentSize) else { return }
        var lo = query.minAlong(scrollAxis), hi = query.maxAlong(scrollAxis)
        if let mirror = origins.mirror, scrollAxis == .horizontal { (lo, hi) = mirror.leftToRight(low: lo, high: hi) }
        let layoutSpans = Int(origins.spanStarts.last ?? 0)..<spans.count
        func leads(_ index: Int) -> Bool { spans[index].bounds.minAlong(scrollAxis) <= origins.start }
        for index in layoutSpans where leads(index) { visit(spans[index], query: query, body) }
        let slack: CGFloat = 1
        for s in origins.sections(meeting: lo, hi) {
            let origin = origins.origin(ofSection: s)
            guard origin + origins.low[s] - slack <= hi, origin + origins.high[s] + slack >= lo else { continue }
            for index in Int(origins.spanStarts[s])..<Int(origins.spanStarts[s + 1]) { visit(spans[index], query: query, body) }
        }
        for index in layoutSpans where !leads(index) { visit(spans[index], query: query, body) }
    }

    /// The elements of one span answered for `query`, as the solution holds them.
    private func visit(_ span: QuerySpan, query: CGRect, _ body: (Int?, ElementRecord) -> Void) {
        if let run = span.page {
            page(run).forEachAnswer(in: query, overlay: overlay) { body(nil, $0) }
            return
        }
        let bounds = resolvedBounds(of: span)
        if span.touching {
            if Geometry.touches(bounds, query) { for element in span.elements { body(element, resolved(at: element)) } }
            return
        }
        for element in span.elements {
            let record = resolved(at: element)
            if Geometry.overlaps(record.frame, query) { body(element, record) }
        }
    }
}
