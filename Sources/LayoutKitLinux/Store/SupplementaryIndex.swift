import Foundation

/// Where each written supplementary and decoration is, by category, kind, section and item (the look-ups of
/// Docs/Solver.md, step 6), built once per solve.
///
/// Elements of one category, kind and section are recorded together, their items in order (0, 1, 2 … for badges and
/// decorations): each such run is one entry, its positions an array the item indexes directly. A run is found once
/// per change of run (a few recent runs are remembered), not per element: hashing a key per badge took most of the
/// time of a badged layout's index (Docs/Performance.md). Where items are not 0, 1, 2 … (several boundary items of
/// one kind, all item 0; the layout's, item `Int.max`), the last element recorded with the item answers, as a
/// dictionary written in order would.
///
/// A run is found from its section: each section's runs are chained (`firstRun`, `Run.next`), a few a section (a
/// header, a footer, a badge kind or two), so nothing is hashed; hashing a key per section was most of the index of a
/// layout of many sections (Docs/Performance.md, "Many sections"). A section with more runs than `longestChain` turns
/// the index into a table by key, so that no look-up walks far.
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
        /// The run's category and kind (its section is the chain it is in), and the next run of its section (-1: none).
        let category: UICollectionView.ElementCategory
        let kind: UInt16
        var next: Int32 = -1

        var count: Int { 1 + others.count }
        subscript(index: Int) -> Int { index == 0 ? first : others[index - 1] }
        var positions: [Int] { [first] + others }
    }
    private var runs: [Run] = []
    /// Each section's most recent run (-1: none), the head of its chain; unused once `runOfKey` is made.
    private var firstRun: [Int32] = []
    /// The runs by key, made instead of the chains when a section holds more than `longestChain` runs.
    private var runOfKey: [RunKey: Int]?
    private static let longestChain = 16

    init() {}

    /// The index of `elements[first...]`, skipping cells (kind 0). `kinds`: how many kinds there are (cells' included).
    ///
    /// An element of the run the one before it joined joins it at once; any other finds its run through its section's
    /// chain (`run(of:)`, a few links), or starts one. (A list of the last four runs, searched and shifted for every
    /// element, cost more than the chains it saved walking: most runs, a section's header, hold one element.)
    init(_ elements: [ElementRecord], from first: Int, kinds: Int) {
        reserve(elements, from: first, kinds: kinds)
        guard first < elements.count else { return }
        var lastKey = RunKey(category: .cell, kind: 0, section: -1), lastRun = -1
        for position in first..<elements.count {
            let record = elements[position]
            guard record.kind != 0 else { continue }
            let key = RunKey(category: record.category, kind: record.kind, section: record.section)
            let run: Int
            if lastRun >= 0 && key == lastKey {
                run = lastRun
            } else if let known = self.run(of: key) {
                run = known
            } else {
                // A run just started holds this element as its first.
                lastRun = add(Run(first: position, consecutive: record.item == 0, category: key.category, kind: key.kind), key: key)
                lastKey = key
                continue
            }
            lastKey = key
            lastRun = run
            if runs[run].consecutive && record.item != runs[run].count { runs[run].consecutive = false }
            runs[run].others.append(position)
        }
    }

    /// The run of `key`, if recorded.
    private func run(of key: RunKey) -> Int? {
        if let runOfKey { return runOfKey[key] }
        guard key.section >= 0, Int(key.section) < firstRun.count else { return nil }
        var index = Int(firstRun[Int(key.section)])
        while index >= 0 {
            if runs[index].category == key.category && runs[index].kind == key.kind { return index }
            index = Int(runs[index].next)
        }
        return nil
    }

    /// Records a new run of `key` (not recorded before) and returns its index: at the head of its section's chain, or
    /// in the table once there is one. A section whose chain would grow past `longestChain`, or one out of the chains'
    /// range, makes the table.
    private mutating func add(_ run: Run, key: RunKey) -> Int {
        let index = runs.count
        runs.append(run)
        if runOfKey == nil {
            let section = Int(key.section)
            if section >= 0, section < firstRun.count {
                var length = 0, link = Int(firstRun[section])
                while link >= 0 && length <= Self.longestChain {
                    length += 1
                    link = Int(runs[link].next)
                }
                if length < Self.longestChain {
                    runs[index].next = firstRun[section]
                    firstRun[section] = Int32(index)
                    return index
                }
            }
            makeTable()
        }
        runOfKey?[key] = index
        return index
    }

    /// Puts every run recorded so far in a table by key and stops using the chains.
    private mutating func makeTable() {
        var table: [RunKey: Int] = [:]
        table.reserveCapacity(runs.capacity)
        for section in firstRun.indices {
            var link = Int(firstRun[section])
            while link >= 0 {
                table[RunKey(category: runs[link].category, kind: runs[link].kind, section: Int32(section))] = link
                link = Int(runs[link].next)
            }
        }
        runOfKey = table
        firstRun = []
    }

    /// Makes room for every run at once, and a chain head for every section up to the last one recorded. The room is an
    /// upper bound on the runs: no more than the changes of key from one element to the next, nor than the changes of
    /// section times the two categories (supplementary views, decorations) of each kind.
    private mutating func reserve(_ elements: [ElementRecord], from first: Int, kinds: Int) {
        var changes = 0, sectionChanges = 0, lastSection: Int32 = -1
        var last: RunKey?
        for position in first..<elements.count where elements[position].kind != 0 {
            let record = elements[position]
            let key = RunKey(category: record.category, kind: record.kind, section: record.section)
            guard key != last else { continue }
            changes += 1
            if key.section != last?.section { sectionChanges += 1 }
            lastSection = max(lastSection, key.section)
            last = key
        }
        runs.reserveCapacity(min(changes, sectionChanges * 2 * kinds))
        firstRun = [Int32](repeating: -1, count: Int(lastSection) + 1)
    }

    /// The index in `elements` of the element with these keys; nil when there is none.
    func position(category: UICollectionView.ElementCategory, kind: UInt16, section: Int32, item: Int, in elements: [ElementRecord]) -> Int? {
        guard let index = run(of: RunKey(category: category, kind: kind, section: section)) else { return nil }
        let run = runs[index]
        if run.consecutive { return item >= 0 && item < run.count ? run[item] : nil }
        return run.positions.last { elements[$0].item == item }
    }
}
