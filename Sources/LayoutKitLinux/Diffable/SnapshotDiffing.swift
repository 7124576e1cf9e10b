import Foundation

/// The difference of two snapshots in time linear in their items (Docs/Diffable.md, "Updates"). Written from the
/// descriptions of Heckel's algorithm ("A technique for isolating differences between files", CACM 1978) as
/// DifferenceKit and IGListKit document their use of it: identities are unique, so one hash table pass matches
/// every old element with its new self, or finds it deleted; what is left is which survivors move.
///
/// The steps, for sections and then for the items of each surviving section:
/// 1. a table from each new identifier to its new position (one pass over the new snapshot);
/// 2. one pass over the old snapshot looks each identifier up: absent means deleted, present pairs the two positions;
/// 3. `keepInPlace` walks the old and new survivors together and decides which stay and which move.
/// Unlike a longest-common-subsequence diff (the standard library's `CollectionDifference`, Myers's O(ND)
/// algorithm), no step compares sequences element against element, so 100,000 items cost the same whether 10 or
/// 10,000 of them change (Docs/Performance.md has the measurements).
enum SnapshotDiffing {
    static func difference<Section: Hashable, Item: Hashable>(
        oldSections: [Section], oldItems: [[Item]], newSections: [Section], newItems: [[Item]],
        reloadedSections: [Section], reloadedItems: [Item], reconfiguredItems: [Item]
    ) -> SnapshotDifference {
        var result = SnapshotDifference()

        // Sections: steps 1-3.
        var newSectionIndex = [Section: Int](minimumCapacity: newSections.count)
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }
        var sectionTo = [Int](repeating: -1, count: oldSections.count)
        var sectionFrom = [Int](repeating: -1, count: newSections.count)
        for (index, section) in oldSections.enumerated() {
            guard let target = newSectionIndex[section] else {
                result.deletedSections.append(index)
                continue
            }
            sectionTo[index] = target
            sectionFrom[target] = index
        }
        result.insertedSections = newSections.indices.filter { sectionFrom[$0] < 0 }
        var sectionMovedOld = [Bool](repeating: false, count: oldSections.count)
        var sectionMovedNew = [Bool](repeating: false, count: newSections.count)
        keepInPlace(partnerOfOld: sectionTo, partnerOfNew: sectionFrom, old: oldSections.indices, new: newSections.indices,
                    movedOld: &sectionMovedOld, movedNew: &sectionMovedNew)
        result.movedSections = newSections.indices.filter { sectionFrom[$0] >= 0 && sectionMovedNew[$0] }
            .map { SnapshotDifference.SectionMove(from: sectionFrom[$0], to: $0) }

        // Items, numbered across sections ("flat" positions): step 1.
        let oldLayout = FlatLayout(oldItems), newLayout = FlatLayout(newItems)
        var newPosition = [Item: Int](minimumCapacity: newLayout.count)
        var flat = 0
        for items in newItems {
            for item in items {
                newPosition[item] = flat
                flat += 1
            }
        }
        // Step 2. `partnerOfOld`/`partnerOfNew` pair survivors that stay in the same (surviving) section; -1 otherwise.
        var oldOfNew = [Int](repeating: -1, count: newLayout.count)
        var partnerOfOld = [Int](repeating: -1, count: oldLayout.count)
        var partnerOfNew = [Int](repeating: -1, count: newLayout.count)
        var crossMoves: [(new: Int, old: Int)] = []
        flat = 0
        for (section, items) in oldItems.enumerated() {
            let target = sectionTo[section]
            for item in items {
                defer { flat += 1 }
                guard let position = newPosition[item] else {
                    if target >= 0 { result.deletedItems.append(oldLayout.indexPath(flat)) }
                    continue
                }
                oldOfNew[position] = flat
                let newSection = newLayout.section(of: position)
                if newSection == target {
                    partnerOfOld[flat] = position
                    partnerOfNew[position] = flat
                } else if target >= 0, sectionFrom[newSection] >= 0 {
                    crossMoves.append((position, flat))
                } else if target >= 0 {
                    // Into an inserted section: deleted here, inserted with its section.
                    result.deletedItems.append(oldLayout.indexPath(flat))
                }
            }
        }
        // Inserted: new items with no old self, or whose old self was in a deleted section or another section that
        // cannot be moved from; not those of an inserted section (they come with it).
        for position in 0..<newLayout.count where sectionFrom[newLayout.section(of: position)] >= 0 {
            let old = oldOfNew[position]
            if old < 0 || (partnerOfOld[old] != position && sectionTo[oldLayout.section(of: old)] < 0) {
                result.insertedItems.append(newLayout.indexPath(position))
            }
        }
        // Step 3, per surviving section.
        var movedOld = [Bool](repeating: false, count: oldLayout.count)
        var movedNew = [Bool](repeating: false, count: newLayout.count)
        for (section, target) in sectionTo.enumerated() where target >= 0 {
            keepInPlace(partnerOfOld: partnerOfOld, partnerOfNew: partnerOfNew, old: oldLayout.range(section), new: newLayout.range(target),
                        movedOld: &movedOld, movedNew: &movedNew)
        }
        var moves = crossMoves
        for position in 0..<newLayout.count where movedNew[position] && partnerOfNew[position] >= 0 {
            moves.append((position, partnerOfNew[position]))
        }
        moves.sort { $0.new < $1.new }
        result.movedItems = moves.map { SnapshotDifference.ItemMove(from: oldLayout.indexPath($0.old), to: newLayout.indexPath($0.new)) }

        // Reloads and reconfigurations of items and sections both snapshots hold.
        func survivors(_ items: [Item]) -> [SnapshotDifference.ItemMove] {
            items.compactMap { item -> (Int, Int)? in
                guard let position = newPosition[item], oldOfNew[position] >= 0 else { return nil }
                return (oldOfNew[position], position)
            }.sorted { $0.1 < $1.1 }.map { SnapshotDifference.ItemMove(from: oldLayout.indexPath($0.0), to: newLayout.indexPath($0.1)) }
        }
        result.reloadedItems = survivors(reloadedItems)
        result.reconfiguredItems = survivors(reconfiguredItems)
        result.reloadedSections = reloadedSections.compactMap { section in
            newSectionIndex[section].flatMap { sectionFrom[$0] >= 0 ? SnapshotDifference.SectionMove(from: sectionFrom[$0], to: $0) : nil }
        }.sorted { $0.to < $1.to }
        return result
    }

    /// Step 3: which paired survivors stay in place. Walks the old and new sequences together, skipping elements that
    /// are not paired (`partner < 0`) or already moved; when the two fronts are each other's partners they stay,
    /// otherwise the one whose partner lies farther ahead is moved (moving one item across a list moves that item,
    /// not everything it passed). Each step consumes one element, so the walk is linear; the survivors that stay are
    /// in the same order in both sequences, which is what makes the moves a valid batch update.
    static func keepInPlace(partnerOfOld: [Int], partnerOfNew: [Int], old: Range<Int>, new: Range<Int>,
                            movedOld: inout [Bool], movedNew: inout [Bool]) {
        var i = old.lowerBound, j = new.lowerBound
        while true {
            while i < old.upperBound, partnerOfOld[i] < 0 || movedOld[i] { i += 1 }
            while j < new.upperBound, partnerOfNew[j] < 0 || movedNew[j] { j += 1 }
            guard i < old.upperBound, j < new.upperBound else { return }
            let target = partnerOfOld[i]
            if target == j {
                i += 1
                j += 1
                continue
            }
            let source = partnerOfNew[j]
            if target - j >= source - i {
                movedOld[i] = true
                movedNew[target] = true
                i += 1
            } else {
                movedNew[j] = true
                movedOld[source] = true
                j += 1
            }
        }
    }

    /// Where each section's items start among all items, for converting flat positions to index paths.
    struct FlatLayout {
        private var starts: [Int] = [0]
        /// The section of each flat position.
        private var sections: [Int32] = []

        init<Item>(_ items: [[Item]]) {
            sections.reserveCapacity(items.reduce(0) { $0 + $1.count })
            for (index, section) in items.enumerated() {
                starts.append(starts[starts.count - 1] + section.count)
                sections.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: index), count: section.count))
            }
        }

        var count: Int { sections.count }
        func section(of position: Int) -> Int { Int(sections[position]) }
        func range(_ section: Int) -> Range<Int> { starts[section]..<starts[section + 1] }
        func indexPath(_ position: Int) -> IndexPath {
            let section = Int(sections[position])
            return IndexPath(item: position - starts[section], section: section)
        }
    }
}
