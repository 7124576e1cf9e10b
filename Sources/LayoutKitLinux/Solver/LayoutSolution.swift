import Foundation

/// One solved element, stored compactly; `UICollectionViewLayoutAttributes` are made from it on demand.
/// 48 bytes (Docs/Performance.md): the item is kept in 32 bits (at most 50,000,000 items are solved), with
/// `Int.max`, the index of layout-level boundary items (Docs/Solver.md, step 3e), stored as `Int32.min`.
struct ElementRecord: Equatable, Sendable {
    var frame: CGRect
    private var storedItem: Int32
    var section: Int32
    var zIndex: Int32
    /// Index into `LayoutSolution.kinds`; 0 for cells.
    var kind: UInt16
    var category: UICollectionView.ElementCategory

    init(frame: CGRect, item: Int, section: Int32, zIndex: Int32, kind: UInt16, category: UICollectionView.ElementCategory) {
        self.frame = frame
        self.storedItem = item == Int.max ? Int32.min : Int32(clamping: item)
        self.section = section
        self.zIndex = zIndex
        self.kind = kind
        self.category = category
    }

    var item: Int {
        get { storedItem == Int32.min ? Int.max : Int(storedItem) }
        set { storedItem = newValue == Int.max ? Int32.min : Int32(clamping: newValue) }
    }
}

/// A run of elements that `layoutAttributesForElements(in:)` answers together: a top-level group instance's
/// cells, answered only where they lie inside the group's frame (Docs/Solver.md, step 6); its item and group
/// supplementaries, answered whole, but only while the group's frame meets the rect (`gate`; issue #13, CHARON
/// cases 145-153); a single supplementary or decoration (`clip` is nil: the whole frame counts); or a whole
/// section's cells made on demand (`run`: an index into `LayoutSolution.runs`, which answers for its groups itself).
///
/// 48 bytes: the clip or gate, when there is one, is always the span's own bounds, so it is a flag; the element
/// range is kept in 32 bits.
struct QuerySpan: Equatable, Sendable {
    var bounds: CGRect
    private var first: Int32
    private var end: Int32
    private var clipped: Bool
    /// Decorations are answered when their frame meets or merely touches the rect.
    var touching: Bool
    private var isRun: Bool = false
    private var gated: Bool = false

    init(bounds: CGRect, clipped: Bool, elements: Range<Int>, touching: Bool) {
        self.bounds = bounds
        self.first = Int32(clamping: elements.lowerBound)
        self.end = Int32(clamping: elements.upperBound)
        self.clipped = clipped
        self.touching = touching
    }

    /// The supplementaries of the top-level group instance whose frame is `bounds`: each is answered where its own
    /// frame meets the rect, but only while the group's frame does too.
    init(groupBounds bounds: CGRect, supplementaries: Range<Int>) {
        self.init(bounds: bounds, clipped: false, elements: supplementaries, touching: false)
        gated = true
    }

    /// The span of a section whose cells are made on demand; `bounds` is the run's extent (`RunCells.extent`).
    init(bounds: CGRect, run: Int) {
        self.init(bounds: bounds, clipped: false, elements: run..<run, touching: false)
        isRun = true
    }

    /// The group's frame when the span is a group instance's cells, which count only inside it.
    var clip: CGRect? { clipped ? bounds : nil }
    /// The group's frame when the span is a group instance's supplementaries, which count only while it meets the rect.
    var gate: CGRect? { gated ? bounds : nil }

    /// The same span with its elements `base` further on (a store's spans moved into the solution's numbering).
    func shifted(by base: Int) -> QuerySpan {
        var span = self
        span.first = Int32(clamping: Int(first) + base)
        span.end = Int32(clamping: Int(end) + base)
        return span
    }
    /// Indices into `LayoutSolution.elements` (empty for a run).
    var elements: Range<Int> { isRun ? 0..<0 : Int(first)..<Int(end) }
    /// The index into `LayoutSolution.runs` when the span stands for a section's cells made on demand.
    var run: Int? { isRun ? Int(first) : nil }
}

/// Per-section facts that queries and tests need.
struct SectionRecord: Equatable, Sendable {
    /// Index of the section's first cell in `elements` (where it would be, when the cells are made on demand).
    var firstCell: Int
    var cellCount: Int
    /// The number of cells in the sections before: the section's first cell's position in `attributes`.
    var cellsBefore = 0
    /// Index into `LayoutSolution.runs` when the section's cells are made on demand; -1 when they are written.
    var run = -1
    /// Leaves per (full) top-level group, and the innermost non-custom group each slot belongs to
    /// (-1 for a custom group's frames).
    var groupCapacity: Int
    var slotGroups: [Int32]
    /// The section's frame: its extent along the scroll axis, and the layout's full extent across it.
    var frame: CGRect
    /// Set when the section scrolls orthogonally (OrthogonalSection.swift).
    var orthogonal: OrthogonalRecord? = nil
}

/// The solved layout: every element's attributes and the content size (Docs/Solver.md, step 6).
/// A value: solving twice gives equal solutions.
///
/// Storage: `elements` holds the written elements (cells of the sections that need them written, then every
/// supplementary and decoration); the cells of the other sections are made on demand from their group runs
/// (`runs`, RunCells.swift). Positions in `attributes` are cells in index-path order, then the written
/// supplementaries and decorations, whichever way the cells are kept.
public struct LayoutSolution: Sendable {
    /// `collectionViewContentSize`.
    public var contentSize: CGSize
    var elements: [ElementRecord]
    /// Element kinds; index 0 is the cell "kind" (nil).
    var kinds: [String?]
    var sections: [SectionRecord]
    /// Sorted by `bounds.minX`/`minY` along the scroll axis, with `spanReachPrefix[i]` the largest
    /// max-coordinate along that axis among spans 0...i, so a rect query is a binary search plus a walk.
    var spans: [QuerySpan]
    var spanReachPrefix: [CGFloat]
    var scrollAxis: Axis
    var supplementaryIndex: [ElementKey: Int]
    /// Alpha and hidden state a `visibleItemsInvalidationHandler` set, by index into `elements` (OrthogonalSection.swift).
    var appearances: [Int: ElementAppearance] = [:]
    /// The sections whose cells are made on demand.
    var runs: [RunCells] = []
    /// Not a UIKit name: the identifiers of the context solved (Docs/Diffable.md); nil unless it was made from a snapshot.
    public internal(set) var identifiers: LayoutIdentifiers?
    /// Cells in all sections, and how many of them are written in `elements` (they come first there).
    private(set) var cellCount = 0
    private(set) var writtenCellCount = 0

    /// A supplementary's or decoration's look-up key; the kind is its index in `kinds`, so that building the index
    /// hashes no strings.
    struct ElementKey: Hashable, Sendable {
        var category: UICollectionView.ElementCategory
        var kind: UInt16
        var section: Int32
        var item: Int
    }

    /// The key of `elementKind` at `indexPath`; nil when no element has that kind or the path cannot name one.
    /// A layout-level boundary item answers at its two-index path (item `Int.max` of section 0, what its attributes
    /// carry) and at the one-index path `[0]`, as UIKit answers code written for iOS 14 (issue #13).
    private func key(_ category: UICollectionView.ElementCategory, _ elementKind: String, _ indexPath: IndexPath) -> ElementKey? {
        guard let kind = kinds.indices.dropFirst().first(where: { kinds[$0] == elementKind }) else { return nil }
        if category == .supplementaryView, indexPath.count == 1, indexPath[0] == 0 {
            return ElementKey(category: category, kind: UInt16(kind), section: 0, item: Int.max)
        }
        guard indexPath.count == 2, let section = Int32(exactly: indexPath.section) else { return nil }
        return ElementKey(category: category, kind: UInt16(kind), section: section, item: indexPath.item)
    }

    init(contentSize: CGSize, elements: [ElementRecord], kinds: [String?], sections: [SectionRecord], spans: [QuerySpan],
         spanReachPrefix: [CGFloat], scrollAxis: Axis, supplementaryIndex: [ElementKey: Int], runs: [RunCells] = []) {
        self.contentSize = contentSize
        self.elements = elements
        self.kinds = kinds
        self.sections = sections
        self.spans = spans
        self.spanReachPrefix = spanReachPrefix
        self.scrollAxis = scrollAxis
        self.supplementaryIndex = supplementaryIndex
        self.runs = runs
        var before = 0
        for index in self.sections.indices {
            self.sections[index].cellsBefore = before
            before += self.sections[index].cellCount
            if self.sections[index].run < 0 { writtenCellCount += self.sections[index].cellCount }
        }
        cellCount = before
    }

    /// Every element: cells in index-path order, then supplementaries, then decorations.
    public var attributes: LayoutAttributesCollection { LayoutAttributesCollection(solution: self) }

    /// Not a UIKit name. Every element's frame, in `attributes` order, without making an attributes object for
    /// each: for tools and tests that only need the geometry (Docs/Performance.md).
    public var frames: LayoutFramesCollection { LayoutFramesCollection(solution: self) }

    /// The number of elements, cells made on demand included.
    var elementCount: Int { cellCount + elements.count - writtenCellCount }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let record = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < record.cellCount else { return nil }
        if record.run >= 0 { return makeAttributes(runs[record.run].record(indexPath.item)) }
        return makeAttributes(at: record.firstCell + indexPath.item)
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        key(.supplementaryView, elementKind, indexPath).flatMap { supplementaryIndex[$0] }.map { makeAttributes(at: $0) }
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        key(.decorationView, elementKind, indexPath).flatMap { supplementaryIndex[$0] }.map { makeAttributes(at: $0) }
    }

    /// The elements UIKit would answer for `rect` (Docs/Solver.md, step 6): the rect is first clipped to the
    /// content; a group's elements count only where they lie inside the group's frame; a zero-area rect
    /// meets nothing but decorations. O(log n + k) in the number of spans, not a scan.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        forEachElement(in: rect) { written, record in
            result.append(written.map { makeAttributes(at: $0) } ?? makeAttributes(record))
        }
        return result
    }

    /// Calls `body` with each element answered for `rect`, span by span in the index's order: its index in
    /// `elements` when it is written (nil when made on demand), and its record.
    func forEachElement(in rect: CGRect, _ body: (Int?, ElementRecord) -> Void) {
        guard let query = Self.query(rect, contentSize: contentSize) else { return }
        let lo = query.minAlong(scrollAxis), hi = query.maxAlong(scrollAxis)
        // First span whose reach (prefix max of its far edge) gets to `lo`.
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spanReachPrefix[mid] < lo { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < spans.count, spans[index].bounds.minAlong(scrollAxis) <= hi {
            let span = spans[index]
            index += 1
            if let run = span.run {
                runs[run].forEachAnswer(in: query, contentWidth: contentSize.width) { body(nil, $0) }
                continue
            }
            if span.touching {
                if Geometry.touches(span.bounds, query) { for element in span.elements { body(element, elements[element]) } }
                continue
            }
            guard (span.clip == nil && span.gate == nil) || Geometry.overlaps(span.bounds, query) else { continue }
            for element in span.elements where Self.answers(elements[element].frame, clip: span.clip, query: query) {
                body(element, elements[element])
            }
        }
    }

    /// The record at `position` of `attributes`, and its index in `elements` when it is written.
    func element(at position: Int) -> (written: Int?, record: ElementRecord) {
        guard position < cellCount else {
            let index = position - cellCount + writtenCellCount
            return (index, elements[index])
        }
        // The section holding cell `position`: the last whose first cell is at or before it (binary search).
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].cellsBefore <= position { low = mid } else { high = mid - 1 }
        }
        let section = sections[low], item = position - section.cellsBefore
        if section.run >= 0 { return (nil, runs[section.run].record(item)) }
        return (section.firstCell + item, elements[section.firstCell + item])
    }

    /// Every query span as the index would hold it if every cell were written: a run's groups one span each,
    /// elements given by their positions in `attributes` (for the white-box tests that compare the index with a
    /// linear scan).
    func linearSpans() -> [(bounds: CGRect, clip: CGRect?, gate: CGRect?, touching: Bool, elements: [Int])] {
        var positionOfWritten = [Int](repeating: 0, count: elements.count)
        for section in sections where section.run < 0 {
            for item in 0..<section.cellCount { positionOfWritten[section.firstCell + item] = section.cellsBefore + item }
        }
        for index in writtenCellCount..<elements.count { positionOfWritten[index] = index - writtenCellCount + cellCount }
        var result: [(bounds: CGRect, clip: CGRect?, gate: CGRect?, touching: Bool, elements: [Int])] = []
        for span in spans {
            if let run = span.run {
                let cellsBefore = sections[Int(runs[run].section)].cellsBefore
                for group in runs[run].groupSpans() {
                    result.append((group.bounds, group.bounds, nil, false, group.cells.map { cellsBefore + $0 }))
                }
            } else {
                result.append((span.bounds, span.clip, span.gate, span.touching, span.elements.map { positionOfWritten[$0] }))
            }
        }
        return result
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

    func makeAttributes(_ record: ElementRecord) -> UICollectionViewLayoutAttributes {
        Self.attributes(for: record, kinds: kinds)
    }

    /// The attributes of `elements[index]`, with any appearance a handler gave it.
    func makeAttributes(at index: Int) -> UICollectionViewLayoutAttributes {
        let attributes = Self.attributes(for: elements[index], kinds: kinds)
        appearances[index]?.apply(to: attributes)
        return attributes
    }

    static func attributes(for record: ElementRecord, kinds: [String?]) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: record.item, section: Int(record.section))
        let attributes: UICollectionViewLayoutAttributes
        switch record.category {
        case .cell: attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: (Int(record.kind) < kinds.count ? kinds[Int(record.kind)] : nil) ?? "", with: indexPath)
        case .decorationView:
            attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: (Int(record.kind) < kinds.count ? kinds[Int(record.kind)] : nil) ?? "", with: indexPath)
        }
        attributes.frame = record.frame
        attributes.zIndex = Int(record.zIndex)
        return attributes
    }

    /// For tests of the "siblings never overlap" invariant: equal keys for cells in the same instance of the
    /// same innermost non-custom group; nil for cells of custom groups or unknown index paths.
    func siblingGroupKey(forItemAt indexPath: IndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let record = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < record.cellCount, record.groupCapacity > 0 else { return nil }
        let slot = record.slotGroups[indexPath.item % record.groupCapacity]
        guard slot >= 0 else { return nil }
        // A group id is below 2^31, so the instance in the high bits keeps keys of different instances apart.
        return (indexPath.item / record.groupCapacity) << 32 | Int(slot)
    }
}

/// All elements of a solution, made into attributes objects lazily.
public struct LayoutAttributesCollection: RandomAccessCollection {
    let solution: LayoutSolution
    public var startIndex: Int { 0 }
    public var endIndex: Int { solution.elementCount }
    public subscript(position: Int) -> UICollectionViewLayoutAttributes {
        let element = solution.element(at: position)
        return element.written.map { solution.makeAttributes(at: $0) } ?? solution.makeAttributes(element.record)
    }
}

/// Every element's frame, in `attributes` order (`LayoutSolution.frames`). Iterating it walks the cells made
/// on demand group by group (`RunCells.Cursor`); the subscript finds any one in O(log sections).
public struct LayoutFramesCollection: RandomAccessCollection {
    let solution: LayoutSolution
    public var startIndex: Int { 0 }
    public var endIndex: Int { solution.elementCount }
    public subscript(position: Int) -> CGRect { solution.element(at: position).record.frame }
    public var underestimatedCount: Int { solution.elementCount }
    public func makeIterator() -> Iterator { Iterator(solution: solution) }

    /// `Array(frames)` and `append(contentsOf:)` copy section by section, the cells made on demand written a group
    /// at a time (`RunCells.Cursor.fill`), rather than element by element through the subscript.
    public func _copyContents(initializing buffer: UnsafeMutableBufferPointer<CGRect>) -> (Iterator, UnsafeMutableBufferPointer<CGRect>.Index) {
        var iterator = makeIterator()
        var written = 0
        while written < buffer.count {
            if let filled = iterator.fill(buffer, from: written) {
                written += filled
                continue
            }
            guard let frame = iterator.next() else { break }
            buffer.initializeElement(at: written, to: frame)
            written += 1
        }
        return (iterator, written)
    }

    public struct Iterator: IteratorProtocol {
        let solution: LayoutSolution
        /// The next section whose cells are read, the current one's cursor when its cells are made on demand,
        /// and the next index in `elements` otherwise (and after the cells).
        private var section = 0
        private var remaining = 0
        private var cursor: RunCells.Cursor?
        private var written = 0

        init(solution: LayoutSolution) { self.solution = solution }

        /// When the current section's cells are made on demand and some remain: writes as many as fit (see
        /// `_copyContents`). nil otherwise.
        mutating func fill(_ buffer: UnsafeMutableBufferPointer<CGRect>, from start: Int) -> Int? {
            guard remaining > 0, cursor != nil else { return nil }
            let filled = cursor?.fill(UnsafeMutableBufferPointer(rebasing: buffer[..<Swift.min(buffer.count, start + remaining)]), from: start) ?? 0
            remaining -= filled
            return filled > 0 ? filled : nil
        }

        public mutating func next() -> CGRect? {
            while remaining == 0 {
                guard section < solution.sections.count else {
                    // The cells are read: the supplementaries and decorations follow in `elements`.
                    if written < solution.writtenCellCount { written = solution.writtenCellCount }
                    guard written < solution.elements.count else { return nil }
                    written += 1
                    return solution.elements[written - 1].frame
                }
                let record = solution.sections[section]
                section += 1
                remaining = record.cellCount
                cursor = record.run >= 0 ? RunCells.Cursor(solution.runs[record.run]) : nil
                written = record.run >= 0 ? written : record.firstCell
            }
            remaining -= 1
            if cursor != nil { return cursor?.next() }
            written += 1
            return solution.elements[written - 1].frame
        }
    }
}

extension LayoutSolution: Equatable {
    /// Equal when every element (in `attributes` order, with its appearance), the content size and the sections'
    /// frames are: how the cells are kept does not matter.
    public static func == (a: LayoutSolution, b: LayoutSolution) -> Bool {
        guard a.contentSize == b.contentSize, a.scrollAxis == b.scrollAxis, a.kinds == b.kinds,
              a.elementCount == b.elementCount, a.sections.count == b.sections.count else { return false }
        for (x, y) in zip(a.sections, b.sections) where x.frame != y.frame || x.cellCount != y.cellCount
            || x.groupCapacity != y.groupCapacity || x.slotGroups != y.slotGroups || x.orthogonal != y.orthogonal {
            return false
        }
        for position in 0..<a.elementCount {
            let x = a.element(at: position), y = b.element(at: position)
            guard x.record == y.record, x.written.flatMap({ a.appearances[$0] }) == y.written.flatMap({ b.appearances[$0] }) else {
                return false
            }
        }
        return true
    }
}
