import Foundation

/// The difference of two snapshots in time linear in their items (Docs/Diffable.md, "Updates"). Written from the
/// descriptions of Heckel's algorithm ("A technique for isolating differences between files", CACM 1978) as
/// DifferenceKit and IGListKit document their use of it: identities are unique, so an element equal to another is
/// its other self, and a hash table pairs every old element with its new self, or finds it deleted; what is left is
/// which survivors move.
///
/// The steps, for sections and then for the items of each surviving section:
/// 1. pair the elements: walk the old and new sequences together, pairing equal elements directly and, after a
///    mismatch, looking a few elements ahead on either side for the pair that re-aligns them (an insertion, deletion
///    or move shifts the rest by one); what the walk leaves unpaired goes through a hash table from new identifier
///    to new position, looked up once per old one: absent means deleted;
/// 2. `keepInPlace` walks the old and new survivors together and decides which stay and which move.
/// Both steps touch each element a bounded number of times, so 100,000 items cost about the same whether 10 or
/// 10,000 of them change, where a longest-common-subsequence diff (the standard library's `CollectionDifference`,
/// Myers's O(ND) algorithm) grows with the changes (Docs/Performance.md has the measurements). Pairing equal
/// neighbours first hashes only the few elements near a change.
///
/// The code is `@inlinable` so that it is specialised for the app's identifier types: unspecialised generic code
/// compares and hashes through witness tables and is several times slower.
@usableFromInline
enum SnapshotDiffing {
    /// How far past a mismatch step 1 looks for the pair that re-aligns the walk.
    @usableFromInline static let lookahead = 4

    @inlinable
    static func difference<Section: Hashable, Item: Hashable>(
        oldSections: [Section], oldItems: [[Item]], newSections: [Section], newItems: [[Item]],
        reloadedSections: [Section], reloadedItems: [Item], reconfiguredItems: [Item]
    ) -> SnapshotDifference {
        var result = SnapshotDifference()

        // Sections (few): a table, then step 2.
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
        var sectionMoves: [(old: Int, new: Int)] = []
        keepInPlace(partnerOfOld: sectionTo, partnerOfNew: sectionFrom, old: oldSections.indices, new: newSections.indices,
                    movedOld: &sectionMovedOld, movedNew: &sectionMovedNew, moves: &sectionMoves)
        result.movedSections = sectionMoves.sorted { $0.new < $1.new }.map { SnapshotDifference.SectionMove(from: $0.old, to: $0.new) }

        // Items, numbered across sections ("flat" positions). `partnerOfOld`/`partnerOfNew` pair survivors that stay in
        // their (surviving) section; `oldOfNew` pairs every survivor.
        let oldLayout = FlatLayout(oldItems), newLayout = FlatLayout(newItems)
        var partnerOfOld = [Int](repeating: -1, count: oldLayout.count)
        var partnerOfNew = [Int](repeating: -1, count: newLayout.count)
        var oldOfNew = [Int](repeating: -1, count: newLayout.count)
        var unpairedOld: [Int] = [], unpairedNew: [Int] = []
        // Step 1, the walk, per surviving section.
        for (section, target) in sectionTo.enumerated() {
            guard target >= 0 else { continue }
            let a = oldItems[section], b = newItems[target]
            let aBase = oldLayout.starts[section], bBase = newLayout.starts[target]
            var i = 0, j = 0
            walk: while i < a.count, j < b.count {
                if a[i] == b[j] {
                    partnerOfOld[aBase + i] = bBase + j
                    partnerOfNew[bBase + j] = aBase + i
                    oldOfNew[bBase + j] = aBase + i
                    i += 1
                    j += 1
                    continue
                }
                for skip in 1...lookahead {
                    if j + skip < b.count, a[i] == b[j + skip] {
                        for k in j..<(j + skip) { unpairedNew.append(bBase + k) }
                        j += skip
                        continue walk
                    }
                    if i + skip < a.count, a[i + skip] == b[j] {
                        for k in i..<(i + skip) { unpairedOld.append(aBase + k) }
                        i += skip
                        continue walk
                    }
                }
                unpairedOld.append(aBase + i)
                unpairedNew.append(bBase + j)
                i += 1
                j += 1
            }
            for k in i..<a.count { unpairedOld.append(aBase + k) }
            for k in j..<b.count { unpairedNew.append(bBase + k) }
        }
        // ... and every item of deleted and inserted sections.
        for (section, target) in sectionTo.enumerated() where target < 0 { unpairedOld.append(contentsOf: oldLayout.range(section)) }
        for (section, source) in sectionFrom.enumerated() where source < 0 { unpairedNew.append(contentsOf: newLayout.range(section)) }
        // Step 1, the table, for what the walk left.
        var newPosition = [Item: Int](minimumCapacity: unpairedNew.count)
        for position in unpairedNew {
            let (section, item) = newLayout.indexPathComponents(position)
            newPosition[newItems[section][item]] = position
        }
        var crossMoves: [(old: Int, new: Int)] = []
        for position in unpairedOld {
            let (section, item) = oldLayout.indexPathComponents(position)
            let target = sectionTo[section]
            guard let partner = newPosition.removeValue(forKey: oldItems[section][item]) else {
                if target >= 0 { result.deletedItems.append(IndexPath(item: item, section: section)) }
                continue
            }
            let newSection = newLayout.indexPathComponents(partner).section
            if newSection == target {
                partnerOfOld[position] = partner
                partnerOfNew[partner] = position
                oldOfNew[partner] = position
            } else if target >= 0, sectionFrom[newSection] >= 0 {
                crossMoves.append((position, partner))
                oldOfNew[partner] = position
            } else {
                // Out of a deleted section, or into an inserted one: deleted and inserted, each with its section or
                // on its own (UIKit moves no item out of a section it deletes).
                oldOfNew[partner] = position
                if target >= 0 { result.deletedItems.append(IndexPath(item: item, section: section)) }
                if sectionFrom[newSection] >= 0 { result.insertedItems.append(newLayout.indexPath(partner)) }
            }
        }
        // New items with no old self, except those that come with their inserted section.
        for position in newPosition.values where sectionFrom[newLayout.indexPathComponents(position).section] >= 0 {
            result.insertedItems.append(newLayout.indexPath(position))
        }
        result.deletedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        result.insertedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }

        // Step 2, per surviving section.
        var movedOld = [Bool](repeating: false, count: oldLayout.count)
        var movedNew = [Bool](repeating: false, count: newLayout.count)
        var moves = crossMoves
        for (section, target) in sectionTo.enumerated() where target >= 0 {
            keepInPlace(partnerOfOld: partnerOfOld, partnerOfNew: partnerOfNew, old: oldLayout.range(section), new: newLayout.range(target),
                        movedOld: &movedOld, movedNew: &movedNew, moves: &moves)
        }
        moves.sort { $0.new < $1.new }
        result.movedItems = moves.map { SnapshotDifference.ItemMove(from: oldLayout.indexPath($0.old), to: newLayout.indexPath($0.new)) }

        // Reloads and reconfigurations of items and sections both snapshots hold.
        func survivors(_ marked: [Item]) -> [SnapshotDifference.ItemMove] {
            guard !marked.isEmpty else { return [] }
            let wanted = Set(marked)
            var found: [SnapshotDifference.ItemMove] = []
            var position = 0
            for items in newItems {
                for item in items {
                    if wanted.contains(item), oldOfNew[position] >= 0 {
                        found.append(.init(from: oldLayout.indexPath(oldOfNew[position]), to: newLayout.indexPath(position)))
                    }
                    position += 1
                }
            }
            return found
        }
        result.reloadedItems = survivors(reloadedItems)
        result.reconfiguredItems = survivors(reconfiguredItems)
        result.reloadedSections = reloadedSections.compactMap { section in
            newSectionIndex[section].flatMap { sectionFrom[$0] >= 0 ? SnapshotDifference.SectionMove(from: sectionFrom[$0], to: $0) : nil }
        }.sorted { $0.to < $1.to }
        return result
    }

    /// Step 2: which paired survivors stay in place. Walks the old and new sequences together, skipping elements that
    /// are not paired (`partner < 0`) or already moved; when the two fronts are each other's partners they stay,
    /// otherwise the one whose partner lies farther ahead is moved (moving one item across a list moves that item,
    /// not everything it passed) and appended to `moves`. Each step consumes one element, so the walk is linear; the
    /// survivors that stay are in the same order in both sequences, which is what makes the moves a valid batch update.
    @inlinable
    static func keepInPlace(partnerOfOld: [Int], partnerOfNew: [Int], old: Range<Int>, new: Range<Int>,
                            movedOld: inout [Bool], movedNew: inout [Bool], moves: inout [(old: Int, new: Int)]) {
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
                moves.append((i, target))
                i += 1
            } else {
                movedNew[j] = true
                movedOld[source] = true
                moves.append((source, j))
                j += 1
            }
        }
    }

    /// Where each section's items start among all items, for converting flat positions to index paths.
    @usableFromInline
    struct FlatLayout {
        /// `starts[s]` is the flat position of section `s`'s first item; the last entry is the number of items.
        @usableFromInline var starts: [Int] = [0]

        @inlinable
        init<Item>(_ items: [[Item]]) {
            starts.reserveCapacity(items.count + 1)
            for section in items { starts.append(starts[starts.count - 1] + section.count) }
        }

        @inlinable var count: Int { starts[starts.count - 1] }
        @inlinable func range(_ section: Int) -> Range<Int> { starts[section]..<starts[section + 1] }

        /// The section holding flat `position` (the last whose start is at or before it; empty sections skipped), by
        /// binary search, and the item's index in it.
        @inlinable func indexPathComponents(_ position: Int) -> (section: Int, item: Int) {
            var low = 0, high = starts.count - 2
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= position { low = mid } else { high = mid - 1 }
            }
            return (low, position - starts[low])
        }

        @inlinable func indexPath(_ position: Int) -> IndexPath {
            let (section, item) = indexPathComponents(position)
            return IndexPath(item: item, section: section)
        }
    }
}
