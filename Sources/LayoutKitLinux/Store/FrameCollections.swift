import Foundation

/// All elements of a solution, made into attributes objects lazily.
public struct LayoutAttributesCollection: RandomAccessCollection {
    let store: FrameStore
    public var startIndex: Int { 0 }
    public var endIndex: Int { store.elementCount }
    public subscript(position: Int) -> UICollectionViewLayoutAttributes {
        let element = store.element(at: position)
        return element.written.map { store.makeAttributes(at: $0) } ?? store.makeAttributes(element.record)
    }
}

/// Every element's frame, in `attributes` order (`LayoutSolution.frames`). Iterating it walks the cells made
/// on demand group by group (`OnDemandCells.Cursor`); the subscript finds any one in O(log sections).
public struct LayoutFramesCollection: RandomAccessCollection {
    let store: FrameStore
    public var startIndex: Int { 0 }
    public var endIndex: Int { store.elementCount }
    public subscript(position: Int) -> CGRect { store.element(at: position).record.frame }
    public var underestimatedCount: Int { store.elementCount }
    public func makeIterator() -> Iterator { Iterator(store: store) }

    /// `Array(frames)` and `append(contentsOf:)` copy section by section, the cells made on demand written a group
    /// at a time (`OnDemandCells.Cursor.fill`), rather than element by element through the subscript.
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
        let store: FrameStore
        /// The next section whose cells are read, the current one's cursor when its cells are made on demand,
        /// and the next index in `elements` otherwise (and after the cells).
        private var section = 0
        private var remaining = 0
        private var cursor: OnDemandCells.Cursor?
        private var written = 0

        init(store: FrameStore) { self.store = store }

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
                guard section < store.sections.count else {
                    // The cells are read: the supplementaries and decorations follow in `elements`.
                    if written < store.writtenCellCount { written = store.writtenCellCount }
                    guard written < store.elements.count else { return nil }
                    written += 1
                    return store.elements[written - 1].frame
                }
                let record = store.sections[section]
                section += 1
                remaining = record.cellCount
                cursor = record.run >= 0 ? OnDemandCells.Cursor(store.runs[record.run]) : nil
                written = record.run >= 0 ? written : record.firstCell
            }
            remaining -= 1
            if cursor != nil { return cursor?.next() }
            written += 1
            return store.elements[written - 1].frame
        }
    }
}
