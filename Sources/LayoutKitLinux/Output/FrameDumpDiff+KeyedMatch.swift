import Foundation

// Matching two dumps by key (`compare`, and `layout-dump diff` of dumps keyed by identifier) without holding either
// side's elements (Docs/Reliability.md, "Memory on millions of items"): each side is read element by element where it
// is (a solution's store, a dump's text, a list), and only compact records are kept: B's positions sorted by the hash
// value of their keys (`HashedPositions`, 8 bytes an element, with 4 more for what has been paired), a flag an
// element for what is left, and a side's order when it is not the dump's. A key found by its hash is then compared
// exactly, so two keys that share hash bits are never paired.

extension FrameDumpDiff {
    /// One side of a match by key: its elements by position, and the dump's order of them.
    struct KeyedSide {
        let count: Int
        /// The element at `position`, in this side's own order.
        let element: (Int) -> Element
        /// The positions in the dump's order (`Element.inDumpOrder`, stable); nil when they are already in it.
        let order: [UInt32]?

        /// `inDumpOrder`: the positions are known to be in the dump's order (a solution's rows), not checked.
        init(count: Int, inDumpOrder: Bool = false, element: @escaping (Int) -> Element) {
            self.count = count
            self.element = element
            order = inDumpOrder ? nil : Self.dumpOrder(count: count, element: element)
        }

        /// The position of the `index`-th element in the dump's order.
        func position(inDumpOrder index: Int) -> Int { order.map { Int($0[index]) } ?? index }

        /// The positions sorted as `Element.inDumpOrder` sorts the elements, or nil when they are in that order. The
        /// sort reads compact keys (the kind by its rank among the kinds), not elements.
        static func dumpOrder(count: Int, element: (Int) -> Element) -> [UInt32]? {
            var previous: Element?
            var sorted = true
            for position in 0..<count {
                let current = element(position)
                if let previous, Element.precedes(current, previous) { sorted = false; break }
                previous = current
            }
            guard !sorted else { return nil }
            struct SortKey {
                var category: UICollectionView.ElementCategory
                var kind: UInt32
                var section: Int
                var item: Int
                var position: UInt32
            }
            var kindNumbers: [String: UInt32] = [:]
            var keys: [SortKey] = []
            keys.reserveCapacity(count)
            for position in 0..<count {
                let e = element(position)
                // `precedes` orders kinds as text, with no kind as "".
                let kind = e.kind ?? ""
                let number = kindNumbers[kind] ?? {
                    let next = UInt32(kindNumbers.count)
                    kindNumbers[kind] = next
                    return next
                }()
                keys.append(SortKey(category: e.category, kind: number, section: e.section, item: e.item, position: UInt32(position)))
            }
            var rank = [UInt32](repeating: 0, count: kindNumbers.count)
            for (index, entry) in kindNumbers.sorted(by: { $0.key < $1.key }).enumerated() { rank[Int(entry.value)] = UInt32(index) }
            kindNumbers = [:]
            keys.sort { a, b in
                if a.category != b.category { return a.category < b.category }
                if a.section != b.section { return a.section < b.section }
                if a.item != b.item { return a.item < b.item }
                if a.kind != b.kind { return rank[Int(a.kind)] < rank[Int(b.kind)] }
                return a.position < b.position
            }
            return keys.map(\.position)
        }
    }

    /// Matches A's elements with B's by key, and visits them in the report's order: the pairs in A's dump order
    /// (`visit(a, b)`), then B's elements left unmatched in dump order (`visit(nil, b)`), then A's left unmatched
    /// (`visit(a, nil)`), so a reader sees what moved first. A key that appears several times is matched in order of
    /// appearance in B. `hash` files the keys (tests give one that makes different keys share hash values).
    static func matchByKey(_ a: KeyedSide, _ b: KeyedSide, hash: (Key) -> Int = { $0.hashValue }, _ visit: (Element?, Element?) -> Void) {
        var index = HashedPositions(count: b.count) { hash(b.element($0).key) }
        var removed = [Bool](repeating: false, count: a.count)
        for order in 0..<a.count {
            let old = a.element(a.position(inDumpOrder: order))
            let key = old.key
            var new: Element?
            let found = index.take(hash: hash(key)) { position in
                let candidate = b.element(position)
                guard candidate.key == key else { return false }
                new = candidate
                return true
            }
            guard found != nil, let new else {
                removed[order] = true
                continue
            }
            visit(old, new)
        }
        // B's elements left unmatched, in B's dump order: the diff of the same two dumps reads the same every time.
        let taken = index.takenPositions
        for order in 0..<b.count {
            let position = b.position(inDumpOrder: order)
            if !taken[position] { visit(nil, b.element(position)) }
        }
        for order in 0..<a.count where removed[order] { visit(a.element(a.position(inDumpOrder: order)), nil) }
    }
}

extension FrameDumpDiff.Dump {
    /// The dump as one side of a match by key.
    var keyedSide: FrameDumpDiff.KeyedSide {
        let elements = elements
        return FrameDumpDiff.KeyedSide(count: elements.count) { elements[$0] }
    }
}
