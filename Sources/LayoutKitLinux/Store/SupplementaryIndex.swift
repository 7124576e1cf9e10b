import Foundation

/// Where each written supplementary and decoration is, by category, kind, section and item (the look-ups of
/// Docs/Solver.md, step 6), built once per solve.
///
/// Elements of one category, kind and section are recorded together, their items in order (0, 1, 2 … for badges and
/// decorations): each such run is one entry, its positions an array the item indexes directly. Only the run is
/// hashed, once per change of run (a few recent runs are remembered), not each element: hashing a key per badge took
/// most of the time of a badged layout's index (Docs/Performance.md). Where items are not 0, 1, 2 … (several boundary
/// items of one kind, all item 0; the layout's, item `Int.max`), the last element recorded with the item answers,
/// as a dictionary written in order would.
struct SupplementaryIndex: Sendable {
    struct RunKey: Hashable, Sendable {
        var category: UICollectionView.ElementCategory
        var kind: UInt16
        var section: Int32
    }
    struct Run: Sendable {
        /// Indices into the store's elements, in the order recorded: the first, then the others (most runs, a
        /// section's header or footer, have one element, and then no array is made).
        var first: Int
        var others: [Int] = []
        /// Whether the elements' items are exactly 0, 1, 2 … in that order.
        var consecutive: Bool

        var count: Int { 1 + others.count }
        subscript(index: Int) -> Int { index == 0 ? first : others[index - 1] }
        var positions: [Int] { [first] + others }
    }
    private var runs: [Run] = []
    private var runOfKey: [RunKey: Int] = [:]

    init() {}

    /// The index of `elements[first...]`, skipping cells (kind 0). `kinds`: how many kinds there are (cells' included).
    init(_ elements: [ElementRecord], from first: Int, kinds: Int) {
        reserve(elements, from: first, kinds: kinds)
        var recent: [(key: RunKey, run: Int)] = []
        for position in first..<elements.count {
            let record = elements[position]
            guard record.kind != 0 else { continue }
            let key = RunKey(category: record.category, kind: record.kind, section: record.section)
            let run: Int
            var started = false
            if let hit = recent.firstIndex(where: { $0.key == key }) {
                run = recent[hit].run
            } else {
                // One hash a run: a new key's entry is made, numbered as the next run, by the same look-up.
                let next = runs.count
                run = Self.value(of: &runOfKey[key, default: next])
                if run == next {
                    runs.append(Run(first: position, consecutive: record.item == 0))
                    started = true
                }
                if recent.count == 4 { recent.removeFirst() }
                recent.append((key, run))
            }
            // A run just started holds this element as its first.
            if started { continue }
            if runs[run].consecutive && record.item != runs[run].count { runs[run].consecutive = false }
            runs[run].others.append(position)
        }
    }

    private static func value(of entry: inout Int) -> Int { entry }

    /// Makes room for every run at once: growing the table as runs are found rehashed every key each time it doubled
    /// (a layout of many sections, a header each, spent a twentieth of its solve there; Docs/Performance.md, "Many
    /// sections"). The room is an upper bound on the runs: no more than the changes of key from one element to the
    /// next, nor than the changes of section times the two categories (supplementary views, decorations) of each kind.
    private mutating func reserve(_ elements: [ElementRecord], from first: Int, kinds: Int) {
        var changes = 0, sectionChanges = 0
        var last: RunKey?
        for position in first..<elements.count where elements[position].kind != 0 {
            let record = elements[position]
            let key = RunKey(category: record.category, kind: record.kind, section: record.section)
            guard key != last else { continue }
            changes += 1
            if key.section != last?.section { sectionChanges += 1 }
            last = key
        }
        let bound = min(changes, sectionChanges * 2 * kinds)
        runs.reserveCapacity(bound)
        runOfKey.reserveCapacity(bound)
    }

    /// The index in `elements` of the element with these keys; nil when there is none.
    func position(category: UICollectionView.ElementCategory, kind: UInt16, section: Int32, item: Int, in elements: [ElementRecord]) -> Int? {
        guard let index = runOfKey[RunKey(category: category, kind: kind, section: section)] else { return nil }
        let run = runs[index]
        if run.consecutive { return item >= 0 && item < run.count ? run[item] : nil }
        return run.positions.last { elements[$0].item == item }
    }
}
