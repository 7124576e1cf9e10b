import Foundation

/// All elements of a solution, made into attributes objects lazily.
public struct LayoutAttributesCollection: RandomAccessCollection {
    let store: FrameStore
    public var startIndex: Int { 0 }
    public var endIndex: Int { store.elementCount }
    public subscript(position: Int) -> UICollectionViewLayoutAttributes {
        let element = store.element(at: position)
        return store.makeAttributes(record: element.record)
    }
    public var underestimatedCount: Int { store.elementCount }
    public func makeIterator() -> Iterator { Iterator(store: store) }

    /// Walks the elements in order (`ElementWalk`), an attributes object for each. The object handed out last is filled
    /// again for the next element when nothing else holds it (`isKnownUniquelyReferenced`): a loop that lets each go
    /// allocates one object; one that keeps them gets one each. A `weak` or `unowned` reference to an object the loop
    /// has let go may see it change (not supported).
    public struct Iterator: IteratorProtocol {
        private var walk: ElementWalk
        private var recycled: UICollectionViewLayoutAttributes?
        private var indexPaths = ItemIndexPaths()

        init(store: FrameStore) { walk = ElementWalk(store: store) }

        public mutating func next() -> UICollectionViewLayoutAttributes? {
            guard let element = walk.next() else {
                recycled = nil
                return nil
            }
            if isKnownUniquelyReferenced(&recycled), let object = recycled {
                walk.store.refill(object, record: element.record,
                                  indexPath: indexPaths.indexPath(item: element.record.item, section: element.record.section))
                return object
            }
            let object = walk.store.makeAttributes(record: element.record)
            recycled = object
            return object
        }
    }
}

/// Every element's frame, in `attributes` order (`LayoutSolution.frames`). Iterating it walks the cells made
/// on demand group by group (`SectionPage.Cursor`); the subscript finds any one in O(log sections).
public struct LayoutFramesCollection: RandomAccessCollection {
    let store: FrameStore
    public var startIndex: Int { 0 }
    public var endIndex: Int { store.elementCount }
    public subscript(position: Int) -> CGRect { store.element(at: position).record.frame }
    public var underestimatedCount: Int { store.elementCount }
    public func makeIterator() -> Iterator { Iterator(store: store) }

    /// `Array(frames)` and `append(contentsOf:)` write the cells made on demand a group at a time (`ElementWalk.fill`).
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
        private var walk: ElementWalk

        init(store: FrameStore) { walk = ElementWalk(store: store) }

        mutating func fill(_ buffer: UnsafeMutableBufferPointer<CGRect>, from start: Int) -> Int? { walk.fill(buffer, from: start) }

        public mutating func next() -> CGRect? { walk.next()?.record.frame }
    }
}

/// A store's elements in `attributes` order, O(1) each (the subscripts find one in O(log sections)): the cells a group
/// at a time (`SectionPage.Cursor`), then the written ones by index, each block of badges before its element.
struct ElementWalk {
    let store: FrameStore
    /// The next section; the cells left in the current one; its cursor and template zIndices; then the next in `elements`.
    private var section = 0
    private var remaining = 0
    private var item = 0
    private var cellSection: Int32 = 0
    private var cursor = SectionPage.Cursor()
    private var zIndices: [Int32] = []
    /// `item % zIndices.count` (0 when there are none): counted, not divided, for every cell.
    private var slot = 0
    private var written = 0
    /// Set once every cell has been read (`enterSection` is not asked again).
    private var cellsRead = false
    /// After the cells: the next block of badges, and its cursor once entered (`inBlock`: a nil check copied the cursor).
    private var block = 0
    private var inBlock = false
    private var badges: SectionPage.BadgeCursor?

    init(store: FrameStore) { self.store = store }

    /// Moves to the next section with cells left, or past the cells; false when every cell has been read.
    private mutating func enterSection() -> Bool {
        while remaining == 0 {
            guard section < store.sections.count else {
                cellsRead = true
                return false
            }
            let record = store.sections[section]
            cellSection = Int32(clamping: section)
            section += 1
            remaining = record.cellCount
            item = 0
            slot = 0
            if record.page >= 0, remaining > 0 {
                let cells = store.page(record.page)
                cursor = SectionPage.Cursor(cells)
                zIndices = cells.run.template.indices.map { cells.zIndex(slot: $0) }
            }
        }
        return true
    }

    /// Writes the next frames made on demand (cells of the current section or badges of the current block) into `buffer`
    /// from `start`; nil when the next element is written, none is left, or a handler changed some (`next()` reads it).
    mutating func fill(_ buffer: UnsafeMutableBufferPointer<CGRect>, from start: Int) -> Int? {
        guard store.overlay.isEmpty else { return nil }
        if remaining == 0 && (cellsRead || !enterSection()) {
            guard enterBadges() else { return nil }
            let filled = badges?.fill(buffer, from: start) ?? 0
            return filled > 0 ? filled : nil
        }
        let filled = cursor.fill(UnsafeMutableBufferPointer(rebasing: buffer[..<Swift.min(buffer.count, start + remaining)]), from: start)
        remaining -= filled
        item += filled
        slot = zIndices.isEmpty ? 0 : item % zIndices.count
        return filled > 0 ? filled : nil
    }

    /// The next element: its index in `elements` when written, and its record. Inlined: the iterators take the record's
    /// fields as they are made, not from a copy (Docs/Performance.md, "The rows at the edge").
    @inline(__always)
    mutating func next() -> (written: Int?, record: ElementRecord)? {
        // Checked here, not only in the call: a section's cells but its first need no call.
        guard remaining > 0 || (!cellsRead && enterSection()) else {
            if enterBadges(), let record = badges?.next() { return (nil, store.made(record)) }
            guard written < store.elements.count else { return nil }
            written += 1
            return (written - 1, store.resolved(at: written - 1))
        }
        remaining -= 1
        defer { item += 1 }
        guard let frame = cursor.next() else { return nil }
        let zIndex = zIndices.isEmpty ? 0 : zIndices[slot]
        slot += 1
        if slot == zIndices.count { slot = 0 }
        return (nil, store.made(ElementRecord(frame: frame, item: item, section: cellSection, zIndex: zIndex, kind: 0, category: .cell)))
    }

    /// After the cells: moves to the block of badges before the next written element; true when it has badges left.
    private mutating func enterBadges() -> Bool {
        while true {
            if inBlock {
                if let left = badges?.left, left > 0 { return true }
                inBlock = false
                badges = nil
                block += 1
            }
            guard block < store.badgeBlocks.count, store.badgeBlocks[block].before <= written else { return false }
            badges = SectionPage.BadgeCursor(store.page(store.badgeBlocks[block].page))
            inBlock = true
        }
    }
}
