import Foundation

/// Not a UIKit name: the batch update UIKit's diffable data source performs to go from one snapshot to another
/// (Docs/Diffable.md, "Updates"), in the index paths `performBatchUpdates` takes: deletions and reloads in the old
/// snapshot's, insertions in the new one's, moves and reconfigurations from old to new.
///
/// Items and sections are matched by identity. The items of an inserted section are inserted with it, and those
/// of a deleted section deleted with it, so they are not listed one by one (UIKit's batch-update rule); an item
/// that changes section is a move when both its sections survive, and a deletion plus an insertion otherwise.
/// Among the survivors, the update keeps as many in place as it can in one linear pass and moves the rest
/// (`SnapshotDiffing`).
public struct SnapshotDifference: Equatable, Sendable {
    /// An item's index path before and after.
    public struct ItemMove: Equatable, Hashable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// A section's index before and after.
    public struct SectionMove: Equatable, Hashable, Sendable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Old indices, ascending.
    public var deletedSections: [Int] = []
    /// New indices, ascending.
    public var insertedSections: [Int] = []
    /// Ordered by the new index.
    public var movedSections: [SectionMove] = []
    /// Sections the new snapshot marked with `reloadSections(_:)` that both snapshots hold.
    public var reloadedSections: [SectionMove] = []
    /// Old index paths, ascending.
    public var deletedItems: [IndexPath] = []
    /// New index paths, ascending.
    public var insertedItems: [IndexPath] = []
    /// Ordered by the new index path.
    public var movedItems: [ItemMove] = []
    /// Items the new snapshot marked with `reloadItems(_:)` that both snapshots hold, ordered by the new index path.
    public var reloadedItems: [ItemMove] = []
    /// Items the new snapshot marked with `reconfigureItems(_:)` that both snapshots hold.
    public var reconfiguredItems: [ItemMove] = []

    public init() {}

    /// Nothing to animate.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Not a UIKit name: the batch update from `old` to this snapshot (Docs/Diffable.md, "Updates"); linear in the
    /// number of items. Throws the first misuse of either snapshot.
    @inlinable
    public func difference(from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) throws -> SnapshotDifference {
        try old.validate()
        try validate()
        return SnapshotDiffing.difference(oldSections: old.sectionIdentifiers, oldItems: old.itemsBySectionIdentifier,
                                          newSections: sectionIdentifiers, newItems: itemsBySectionIdentifier,
                                          reloadedSections: reloadedSectionIdentifiers, reloadedItems: reloadedItemIdentifiers,
                                          reconfiguredItems: reconfiguredItemIdentifiers)
    }
}
