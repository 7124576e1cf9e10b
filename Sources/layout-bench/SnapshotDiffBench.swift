import Foundation
import LayoutKitLinux

/// The snapshot-difference workload of Docs/Performance.md ("Snapshot updates"): a 100,000-item snapshot and the same
/// after 1,000 seeded changes (a third deletions, a third insertions, a third moves, with the snapshot's own calls), diffed by
/// `NSDiffableDataSourceSnapshot.difference(from:)` and, on the same identifiers as flat arrays, by the standard
/// library's `CollectionDifference` (`difference(from:).inferringMoves()`).
enum SnapshotDiffBench {
    struct Result {
        var items: Int
        var changes: Int
        var sections: Int
        var snapshotNanoseconds: Double
        var collectionDifferenceNanoseconds: Double
        var reported: Int
    }

    /// A SplitMix64 step: the same edits on every platform.
    static func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The snapshot of `items` identifiers in `sections` sections, and the same after `changes` seeded changes.
    static func snapshots(items: Int, changes: Int, sections: Int)
        -> (old: NSDiffableDataSourceSnapshot<Int, Int>, new: NSDiffableDataSourceSnapshot<Int, Int>) {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        let perSection = items / sections
        old.appendSections(Array(0..<sections))
        for section in 0..<sections { old.appendItems(Array((section * perSection)..<((section + 1) * perSection)), toSection: section) }
        // The changes, made with the snapshot's own calls on items picked at random (moves may cross sections).
        var new = old
        var state: UInt64 = 17
        var fresh = items
        func pick() -> Int { new.itemIdentifiers(inSection: Int(next(&state) % UInt64(sections))).randomElementStable(&state) ?? 0 }
        for change in 0..<changes {
            let item = pick()
            switch change % 3 {
            case 0: new.deleteItems([item])
            case 1: new.insertItems([fresh], beforeItem: item); fresh += 1
            default:
                let anchor = pick()
                if anchor != item { new.moveItem(item, afterItem: anchor) }
            }
        }
        return (old, new)
    }

    static func run(items: Int, changes: Int, sections: Int) throws -> Result {
        let (old, new) = snapshots(items: items, changes: changes, sections: sections)
        let oldFlat = old.itemIdentifiers, newFlat = new.itemIdentifiers
        var reported = 0
        let ours = try Clock.best(runs: 10) {
            let difference = try new.difference(from: old)
            reported = difference.deletedItems.count + difference.insertedItems.count + difference.movedItems.count
        }
        var kept = 0
        let standard = Clock.best(runs: 3) {
            kept = newFlat.difference(from: oldFlat).inferringMoves().count
        }
        blackHole(kept)
        return Result(items: items, changes: changes, sections: sections, snapshotNanoseconds: ours,
                      collectionDifferenceNanoseconds: standard, reported: reported)
    }
}

extension Array {
    /// An element picked with `SnapshotDiffBench.next`, the same on every platform.
    func randomElementStable(_ state: inout UInt64) -> Element? {
        isEmpty ? nil : self[Int(SnapshotDiffBench.next(&state) % UInt64(count))]
    }
}
