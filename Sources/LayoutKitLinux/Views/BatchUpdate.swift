import Foundation

/// One batch update as `performBatchUpdates` collects it (UIKit's rule, from Apple's documentation of
/// `performBatchUpdates(_:completion:)`: deletions and reloads are in the index paths before the update, insertions
/// in those after it, whatever order the calls were made in; moves go from before to after). Internal.
struct BatchUpdate {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections = Set<Int>()
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems = Set<IndexPath>()
    var reconfiguredItems = Set<IndexPath>()

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// The `r`-th (from 0) index not in `taken` (sorted ascending): where the `r`-th survivor lands among fixed places.
    private static func slot(_ r: Int, skipping taken: [Int]) -> Int {
        var index = r
        for place in taken {
            if place <= index { index += 1 } else { break }
        }
        return index
    }

    /// Where old section `section` is after the update; nil when deleted.
    func newSection(forOld section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        let leaving = deletedSections.union(movedSections.map(\.from))
        let rank = section - leaving.filter { $0 < section }.count
        return Self.slot(rank, skipping: insertedSections.union(movedSections.map(\.to)).sorted())
    }

    /// Where the old item `indexPath` is after the update; nil when deleted (with its section or alone).
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard let section = newSection(forOld: indexPath.section), !deletedItems.contains(indexPath) else { return nil }
        if let move = movedItems.first(where: { $0.from == indexPath }) { return move.to }
        let leaving = deletedItems.filter { $0.section == indexPath.section && $0.item < indexPath.item }.count
            + movedItems.filter { $0.from.section == indexPath.section && $0.from.item < indexPath.item }.count
        let taken = insertedItems.filter { $0.section == section }.map(\.item) + movedItems.filter { $0.to.section == section }.map(\.to.item)
        return IndexPath(item: Self.slot(indexPath.item - leaving, skipping: taken.sorted()), section: section)
    }

    /// UIKit's checks of the counts after an update against the counts before it plus the update: the first
    /// inconsistency, in UIKit's wording ("Invalid update: …"), or nil.
    func inconsistency(before: [Int], after: [Int]) -> String? {
        for section in deletedSections.sorted() where section >= before.count {
            return "attempt to delete section \(section), but there are only \(before.count) sections before the update"
        }
        for section in insertedSections.sorted() where section >= after.count {
            return "attempt to insert section \(section) but there are only \(after.count) sections after the update"
        }
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        if expectedSections != after.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the "
                + "update (\(after.count)) must be equal to the number of sections contained in the collection view before the update "
                + "(\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                + "\(deletedSections.count) deleted)."
        }
        for path in deletedItems.sorted() where !before.indices.contains(path.section) || path.item >= before[path.section] {
            let count = before.indices.contains(path.section) ? before[path.section] : 0
            return "attempt to delete item \(path.item) from section \(path.section) which only contains \(count) items before the update"
        }
        for path in insertedItems.sorted() where !after.indices.contains(path.section) || path.item >= after[path.section] {
            let count = after.indices.contains(path.section) ? after[path.section] : 0
            return "attempt to insert item \(path.item) into section \(path.section), but there are only \(count) items in section "
                + "\(path.section) after the update"
        }
        for old in before.indices {
            guard let new = newSection(forOld: old), after.indices.contains(new) else { continue }
            let deleted = deletedItems.filter { $0.section == old }.count
            let inserted = insertedItems.filter { $0.section == new }.count
            let movedOut = movedItems.filter { $0.from.section == old && $0.to.section != new }.count
            let movedIn = movedItems.filter { $0.to.section == new && $0.from.section != old }.count
            let expected = before[old] - deleted + inserted - movedOut + movedIn
            if expected != after[new] {
                return "Invalid update: invalid number of items in section \(new). The number of items contained in an existing section "
                    + "after the update (\(after[new])) must be equal to the number of items contained in that section before the update "
                    + "(\(before[old])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, "
                    + "\(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out)."
            }
        }
        return nil
    }
}
