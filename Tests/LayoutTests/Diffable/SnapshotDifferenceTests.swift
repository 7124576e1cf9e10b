import LayoutKitLinux
import XCTest

/// The batch update between two snapshots (Docs/Diffable.md, "Updates"): matched by identity, items of inserted and
/// deleted sections implicit, as few moves as the linear walk finds; and, over seeded random edit scripts, an update
/// that performed on the old snapshot gives the new one.
final class SnapshotDifferenceTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func make(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    func testMovingOneItemToTheEndMovesOnlyThatItem() throws {
        let difference = try make([("a", [4, 1, 2, 3])]).difference(from: make([("a", [1, 2, 3, 4])]))
        XCTAssertEqual(difference.movedItems, [.init(from: path(0, 3), to: path(0, 0))])
        let other = try make([("a", [2, 3, 4, 1])]).difference(from: make([("a", [1, 2, 3, 4])]))
        XCTAssertEqual(other.movedItems, [.init(from: path(0, 0), to: path(0, 3))])
        XCTAssertEqual(other.deletedItems + other.insertedItems, [])
    }

    func testDeletionsUseOldPathsAndInsertionsNewOnes() throws {
        let difference = try make([("a", [0, 1, 3])]).difference(from: make([("a", [1, 2, 3])]))
        XCTAssertEqual(difference.deletedItems, [path(0, 1)])     // 2 was second
        XCTAssertEqual(difference.insertedItems, [path(0, 0)])    // 0 is first
        XCTAssertEqual(difference.movedItems, [])
    }

    func testSectionsAreMatchedAndMovedByIdentity() throws {
        let difference = try make([("c", []), ("a", []), ("d", [])]).difference(from: make([("a", []), ("b", []), ("c", [])]))
        XCTAssertEqual(difference.deletedSections, [1])
        XCTAssertEqual(difference.insertedSections, [2])
        XCTAssertEqual(difference.movedSections, [.init(from: 2, to: 0)])
    }

    func testAnItemChangingSurvivingSectionsIsAMove() throws {
        let difference = try make([("a", [2]), ("b", [3, 1])]).difference(from: make([("a", [1, 2]), ("b", [3])]))
        XCTAssertEqual(difference.movedItems, [.init(from: path(0, 0), to: path(1, 1))])
        XCTAssertEqual(difference.deletedItems + difference.insertedItems, [])
    }

    /// Items of a deleted section go with it; one that survives into another section is inserted there, because
    /// UIKit does not move an item out of a section being deleted.
    func testItemsOfDeletedAndInsertedSectionsAreImplicit() throws {
        let difference = try make([("b", [2, 1]), ("c", [9])]).difference(from: make([("a", [1, 5]), ("b", [2])]))
        XCTAssertEqual(difference.deletedSections, [0])
        XCTAssertEqual(difference.insertedSections, [1])
        XCTAssertEqual(difference.deletedItems, [])               // 5 goes with a
        XCTAssertEqual(difference.insertedItems, [path(0, 1)])    // 1 comes out of deleted a; 9 comes with c
        XCTAssertEqual(difference.movedItems, [])
    }

    func testReloadsAndReconfigurationsOfSurvivorsAreReported() throws {
        let old = make([("a", [1, 2, 3])])
        var new = old
        new.insertItems([0], beforeItem: 1)
        new.reloadItems([3])
        new.reconfigureItems([0, 1])
        new.reloadSections(["a"])
        let difference = try new.difference(from: old)
        XCTAssertEqual(difference.reloadedItems, [.init(from: path(0, 2), to: path(0, 3))])
        XCTAssertEqual(difference.reconfiguredItems, [.init(from: path(0, 0), to: path(0, 1))])   // 0 is new: inserted, not reconfigured
        XCTAssertEqual(difference.reloadedSections, [.init(from: 0, to: 0)])
        XCTAssertEqual(difference.insertedItems, [path(0, 0)])
    }

    func testEqualSnapshotsHaveAnEmptyDifference() throws {
        XCTAssertTrue(try make([("a", [1, 2]), ("b", [3])]).difference(from: make([("a", [1, 2]), ("b", [3])])).isEmpty)
    }

    func testAMisusedSnapshotCannotBeCompared() {
        var bad = make([("a", [1])])
        bad.moveSection("a", beforeSection: "a")
        XCTAssertThrowsError(try make([("a", [1])]).difference(from: bad)) { error in
            XCTAssertEqual((error as? DiffableSnapshotError)?.operation, "moveSection(_:beforeSection:)")
        }
        XCTAssertThrowsError(try bad.difference(from: make([("a", [1])])))
    }

    // MARK: - Property: the update performed on the old snapshot gives the new one

    /// Performs `difference` on `old` as `performBatchUpdates` would and checks the result is `new`: the sections
    /// and items that neither move nor go keep their order and fill the places insertions and moves leave.
    func assertUpdate(_ difference: SnapshotDifference, turns old: Snapshot, into new: Snapshot, _ message: String,
                      file: StaticString = #filePath, line: UInt = #line) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldItems = oldSections.map { old.itemIdentifiers(inSection: $0) }
        let newItems = newSections.map { new.itemIdentifiers(inSection: $0) }
        // Sections: each new index comes from an old one, or is inserted.
        let deletedSections = Set(difference.deletedSections)
        let movedFrom = Set(difference.movedSections.map(\.from))
        var sectionSource = [Int?](repeating: nil, count: oldSections.count - deletedSections.count + difference.insertedSections.count)
        guard sectionSource.count == newSections.count else {
            return XCTFail("\(message): section count \(sectionSource.count), expected \(newSections.count)", file: file, line: line)
        }
        var fixed = Set(difference.insertedSections)
        for move in difference.movedSections { sectionSource[move.to] = move.from; fixed.insert(move.to) }
        var stationary = oldSections.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for index in sectionSource.indices where !fixed.contains(index) { sectionSource[index] = stationary.next() }
        for (index, source) in sectionSource.enumerated() {
            if let source {
                XCTAssertEqual(oldSections[source], newSections[index], "\(message): section \(index)", file: file, line: line)
            } else {
                XCTAssertNil(old.indexOfSection(newSections[index]), "\(message): section \(index) inserted but was there", file: file, line: line)
            }
        }
        // Items, per new section.
        let deletedItems = Set(difference.deletedItems)
        let movesFrom = Set(difference.movedItems.map(\.from))
        for (index, source) in sectionSource.enumerated() {
            let inserted = Set(difference.insertedItems.filter { $0.section == index }.map(\.item))
            let moves = difference.movedItems.filter { $0.to.section == index }
            guard let source else {
                XCTAssertTrue(inserted.isEmpty && moves.isEmpty, "\(message): items listed in inserted section \(index)", file: file, line: line)
                for item in newItems[index] {
                    if let oldSection = old.sectionIdentifier(containingItem: item), let oldIndex = old.indexOfSection(oldSection),
                       !deletedSections.contains(oldIndex) {
                        let oldPath = IndexPath(item: oldItems[oldIndex].firstIndex(of: item) ?? -1, section: oldIndex)
                        XCTAssertTrue(deletedItems.contains(oldPath), "\(message): \(item) reappears in an inserted section", file: file, line: line)
                    }
                }
                continue
            }
            var slots = [IndexPath?](repeating: nil, count: newItems[index].count)
            var taken = Set(inserted)
            for move in moves where slots.indices.contains(move.to.item) { slots[move.to.item] = move.from; taken.insert(move.to.item) }
            var staying = oldItems[source].indices.map { IndexPath(item: $0, section: source) }
                .filter { !deletedItems.contains($0) && !movesFrom.contains($0) }.makeIterator()
            for slot in slots.indices where !taken.contains(slot) { slots[slot] = staying.next() }
            XCTAssertNil(staying.next(), "\(message): section \(index) has items left over", file: file, line: line)
            for (slot, from) in slots.enumerated() {
                let item = newItems[index][slot]
                if let from {
                    XCTAssertEqual(oldItems[from.section][from.item], item, "\(message): \(index).\(slot)", file: file, line: line)
                } else if let oldSection = old.sectionIdentifier(containingItem: item), let oldIndex = old.indexOfSection(oldSection),
                          !deletedSections.contains(oldIndex) {
                    let oldPath = IndexPath(item: oldItems[oldIndex].firstIndex(of: item) ?? -1, section: oldIndex)
                    XCTAssertTrue(deletedItems.contains(oldPath), "\(message): \(item) inserted at \(index).\(slot) but not deleted", file: file, line: line)
                }
            }
        }
    }

    /// One random edit, valid by construction (the script never misuses the snapshot).
    static func randomEdit(_ snapshot: inout Snapshot, _ random: inout SplitMix64, next: inout Int) {
        let sections = snapshot.sectionIdentifiers, items = snapshot.itemIdentifiers
        func pick<T>(_ list: [T]) -> T { list[random.int(0...(list.count - 1))] }
        // Item edits weighed double. (`case 4, 5 where c` would guard only 5, hence the table.)
        switch [0, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 8, 9, 10][random.int(0...13)] {
        case 0:
            next += 1
            snapshot.appendSections(["s\(next)"])
        case 1 where !sections.isEmpty:
            next += 1
            if random.int(0...1) == 0 { snapshot.insertSections(["s\(next)"], beforeSection: pick(sections)) }
            else { snapshot.insertSections(["s\(next)"], afterSection: pick(sections)) }
        case 2 where sections.count > 1 && random.int(0...2) == 0:
            snapshot.deleteSections([pick(sections)])
        case 3 where sections.count > 1:
            let a = pick(sections), b = pick(sections)
            if a != b {
                if random.int(0...1) == 0 { snapshot.moveSection(a, beforeSection: b) } else { snapshot.moveSection(a, afterSection: b) }
            }
        case 4 where !sections.isEmpty:
            let count = random.int(1...3)
            let new = (0..<count).map { _ in next += 1; return next }
            snapshot.appendItems(new, toSection: pick(sections))
        case 6 where !items.isEmpty:
            next += 1
            if random.int(0...1) == 0 { snapshot.insertItems([next], beforeItem: pick(items)) } else { snapshot.insertItems([next], afterItem: pick(items)) }
        case 7 where !items.isEmpty:
            snapshot.deleteItems([pick(items)])
        case 8 where items.count > 1:
            let a = pick(items), b = pick(items)
            if a != b {
                if random.int(0...1) == 0 { snapshot.moveItem(a, beforeItem: b) } else { snapshot.moveItem(a, afterItem: b) }
            }
        case 9 where !items.isEmpty:
            // A run longer than the walk's look-ahead (`SnapshotDiffing.lookahead`).
            let start = random.int(0...(items.count - 1))
            snapshot.deleteItems(Array(items[start..<min(items.count, start + random.int(1...9))]))
        case 10 where !items.isEmpty:
            let count = random.int(5...9)
            let new = (0..<count).map { _ in next += 1; return next }
            snapshot.insertItems(new, afterItem: pick(items))
        case 5 where !items.isEmpty:
            if random.int(0...1) == 0 { snapshot.reloadItems([pick(items)]) } else { snapshot.reconfigureItems([pick(items)]) }
        default:
            break
        }
    }

    func testUpdatesOfRandomEditScriptsTurnTheOldSnapshotIntoTheNew() throws {
        for seed in 1...300 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            var next = 0
            var old = Snapshot()
            for _ in 0..<random.int(0...30) { Self.randomEdit(&old, &random, next: &next) }
            var new = old
            let edits = random.int(0...25)
            for _ in 0..<edits { Self.randomEdit(&new, &random, next: &next) }
            XCTAssertNil(old.firstMisuse, "seed \(seed)")
            XCTAssertNil(new.firstMisuse, "seed \(seed)")
            let difference = try new.difference(from: old)
            assertUpdate(difference, turns: old, into: new, "seed \(seed)")
            if edits == 0 { XCTAssertTrue(difference.movedItems.isEmpty && difference.insertedItems.isEmpty, "seed \(seed)") }
        }
    }

    /// Shuffles are the worst case for moves; the update must still be valid.
    func testUpdatesOfShuffledSnapshotsAreValid() throws {
        for seed in 1...50 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            var ids = Array(0..<random.int(0...40))
            let old = make([("a", Array(ids.prefix(ids.count / 2))), ("b", Array(ids.dropFirst(ids.count / 2)))])
            for index in ids.indices.reversed() { ids.swapAt(index, random.int(0...index)) }
            let cut = random.int(0...ids.count)
            let new = make([("b", Array(ids.prefix(cut))), ("a", Array(ids.dropFirst(cut)))])
            assertUpdate(try new.difference(from: old), turns: old, into: new, "seed \(seed)")
        }
    }
}
