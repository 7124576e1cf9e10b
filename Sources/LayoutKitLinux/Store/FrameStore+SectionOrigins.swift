import Foundation

/// The frame store of a layout whose sections move whole (SectionOrigins.swift): what is kept relative to a section's
/// start is placed, rounded to the pixel and mirrored here, as it is read, with the same arithmetic for a solve and
/// an update (Docs/Solver.md, "Incremental re-layout").
extension FrameStore {
    /// A written element as the solution holds it. A section's supplementary is kept unrounded and relative to the
    /// section's start: its position along the scroll axis is the section's origin plus it, and each coordinate is
    /// rounded to the pixel once (Docs/Solver.md, step 3b), as `ElementStore` rounds the others when it records
    /// them; then every written element is mirrored for a right-to-left layout (step 5). Without origins, the
    /// record as stored.
    /// A decoration's two edges are each rounded, its size what lies between them (`ElementStore.append(edges:)`).
    /// A pinned boundary item stands where `Pinning` puts it against the visible
    /// bounds, its box moved with its section (the layout's own, in the layout's box), with its zIndex (Docs/Solver.md,
    /// step 4, "Pinning").
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
            // The edges as recorded (the low one at the origin, the high one a size further, even a negative one).
            record.frame = Finish.edges(low: CGPoint(main: origin + frame.origin[main], cross: frame.origin[cross], along: main),
                                        high: CGPoint(main: origin + (frame.origin[main] + frame.size[main]),
                                                      cross: frame.origin[cross] + frame.size[cross], along: main), grid: origins.grid)
        } else if record.category != .cell {
            // A boundary item: a section's placed where its section starts, the layout's at the layout's end (kept
            // absolute); on the pixel; a pinned one pinned against the visible bounds in its box, moved with its section.
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

    /// Run `run`'s cells, placed where their section starts when sections move whole (its `contentStart` kept
    /// relative to it, the origin added here: the one sum a written cell of the same section is placed from). An
    /// orthogonal row runs across the scroll axis: it is moved across instead (`SectionRun.placedAcross`).
    @inline(__always)
    func cells(ofRun run: Int) -> OnDemandCells {
        var cells = runs[run]
        let origin = origins.origin(ofSection: Int(cells.section))
        if cells.run.main == origins.main {
            cells.contentStart = origin + cells.contentStart
        } else {
            cells.run = cells.run.placedAcross(atSectionOrigin: origin)
        }
        return cells
    }

    /// A right-to-left layout whose content changed width (an update): every frame is mirrored anew as it is read,
    /// the cells made on demand included (O(sections), only when the width changes).
    mutating func mirrorAgain(contentWidth: CGFloat) {
        guard let mirror = origins.mirror, mirror.contentWidth != contentWidth else { return }
        let again = RightToLeftMirror(contentWidth: contentWidth)
        origins.mirror = again
        for index in runs.indices { runs[index].mirror = again }
    }

    /// Section `s`'s frame: its extent along the scroll axis, the content's full extent across it.
    func sectionFrame(_ s: Int) -> CGRect {
        guard sections.indices.contains(s) else { return .null }
        var frame = sections[s].frame
        frame.origin[origins.main] = origins.origin(ofSection: s) + frame.origin[origins.main]
        frame.size[origins.main.other] = origins.contentAcross
        return frame
    }

    /// A span's bounds as the solution holds them (the white-box index tests): a section's supplementary's is its
    /// placed frame; its decorations' the section's frame.
    func resolvedBounds(of span: QuerySpan) -> CGRect {
        guard let first = span.elements.first, elements.indices.contains(first) else { return span.bounds }
        if span.touching {
            // A section's decorations: their span is the section's frame, relative to its start (not rounded).
            var bounds = span.bounds
            bounds.origin[origins.main] = origins.origin(ofSection: Int(elements[first].section)) + bounds.origin[origins.main]
            return Finish.mirrored(bounds, origins.mirror)
        }
        return resolved(at: first).frame
    }

    // MARK: The query index, section by section

    /// The section of a span, or nil for the layout's own boundary items.
    private func section(ofSpan span: QuerySpan) -> Int? {
        if let run = span.run { return runs.indices.contains(run) ? Int(runs[run].section) : nil }
        guard let first = span.elements.first, elements.indices.contains(first), elements[first].item != Int.max else { return nil }
        return Int(elements[first].section)
    }


    /// The index of a layout whose sections move whole: the spans grouped by section, in section order (the layout's
    /// own boundary items last), each section's sorted by where they start (placed; ties kept in their order, the cells'
    /// first, as a stable sort keeps them), and each section's extent relative to its start.
    mutating func buildSectionIndex() {
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
        // Written into a new array, each slot once (the counts above make the keys' ranges cover it exactly): moving
        // them within `spans` copied the whole array first, and checked it unique at every write.
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

    /// Sorts section `s`'s spans by where they start, and widens its extent (`SectionOrigins.low`, `high`): after an update.
    mutating func sortSpans(ofSection s: Int) {
        // Read from the store and written back in place: a copy of the origins, changed, copied their arrays (O(sections)).
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

    /// Sorts `spans[range]`, one section's, by where they start placed at `origin` (stable: an insertion sort in place,
    /// a section holding a few), and returns their extent along the scroll axis relative to `origin` (low > high: none),
    /// with the section's own `frame` (where its pinned items may stand).
    ///
    /// The spans are moved in the section's stretch of the array, without a uniqueness check at every write, and each
    /// span's start is read once a comparison. A null rect's edges are infinite, so the finite checks skip it.
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

    /// Calls `body` with each element answered for `rect` (Docs/Solver.md, step 6): its index in `elements` when it is
    /// written (nil when made on demand), and its record. The layout's boundary items that start before the first
    /// section, the sections that may meet the query (`SectionOrigins.sections(meeting:_:)`), each span of each, then
    /// the layout's other boundary items.
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

    /// The elements of one span answered for `query`, each compared as the solution holds it (`resolved`).
    private func visit(_ span: QuerySpan, query: CGRect, _ body: (Int?, ElementRecord) -> Void) {
        if let run = span.run {
            cells(ofRun: run).forEachAnswer(in: query, overlay: overlay) { body(nil, $0) }
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
