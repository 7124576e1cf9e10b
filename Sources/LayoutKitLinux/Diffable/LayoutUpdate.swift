import Foundation

/// Not a UIKit name: what applying a snapshot animates (Docs/Diffable.md, "Updates"): the batch update between the
/// two snapshots, with every item's frame in the layout solved before and after.
///
/// UIKit animates an item the batch update moves from its old frame to its new one, fades inserted items in at their
/// new frames and deleted ones out at their old frames; an item the update leaves in place still slides when the
/// layout moves it (an insertion above pushes it down). `items` says which of these happens to each item.
public struct LayoutUpdate: Sendable {
    /// What happens to one item.
    public enum Change: String, Sendable, CaseIterable {
        /// Inserted: fades in at `frameAfter`.
        case inserted
        /// Deleted: fades out at `frameBefore`.
        case deleted
        /// Moved by the batch update: animates from `frameBefore` to `frameAfter`.
        case moved
        /// Left in place by the batch update, but the layout moves or resizes it: animates too.
        case slid
        /// Same place, same frame.
        case unchanged
    }

    /// One item's part in the update. An item deleted from one section and inserted into another (out of a deleted
    /// section, or into an inserted one) has two entries.
    public struct Item: Equatable, Sendable {
        /// The item's identifier, as the solutions' `identifiers` print it.
        public var identifier: String
        public var change: Change
        /// The index path before (nil for an insertion) and after (nil for a deletion).
        public var from: IndexPath?
        public var to: IndexPath?
        public var frameBefore: CGRect?
        public var frameAfter: CGRect?
        /// Marked with `reloadItems(_:)` / `reconfigureItems(_:)` in the new snapshot.
        public var isReloaded = false
        public var isReconfigured = false

        public init(identifier: String, change: Change, from: IndexPath?, to: IndexPath?, frameBefore: CGRect?, frameAfter: CGRect?,
                    isReloaded: Bool = false, isReconfigured: Bool = false) {
            self.identifier = identifier
            self.change = change
            self.from = from
            self.to = to
            self.frameBefore = frameBefore
            self.frameAfter = frameAfter
            self.isReloaded = isReloaded
            self.isReconfigured = isReconfigured
        }
    }

    public let difference: SnapshotDifference
    public let before: LayoutSolution
    public let after: LayoutSolution
    /// Deleted items first (in old order), then the items of the new layout in order.
    public let items: [Item]

    /// Pairs `difference` with the solutions before and after; both must carry identifiers (solved from contexts made
    /// from the two snapshots), which name the items and pair those the update leaves in place.
    public init(difference: SnapshotDifference, before: LayoutSolution, after: LayoutSolution) throws {
        let (old, new) = try Self.identifiers(before, after)
        self.difference = difference
        self.before = before
        self.after = after
        var items: [Item] = []
        Self.forEachItem(difference: difference, old: old, new: new, before: before, after: after) { items.append($0) }
        self.items = items
    }

    /// Not a UIKit name: the batch update between the snapshots `before` and `after` were solved from, as
    /// `NSDiffableDataSourceSnapshot.difference(from:)` computes it, read from the solutions' identifiers without
    /// making the snapshots (whose tables of identifiers took several times the identifiers' size on millions).
    /// Throws when a solution has no identifiers, or two of its items or sections print the same.
    public static func difference(from before: LayoutSolution, to after: LayoutSolution) throws -> SnapshotDifference {
        let (old, new) = try identifiers(before, after)
        // Unique (checked above), as a snapshot's are: the snapshots would hold these sequences and find no misuse.
        return SnapshotDiffing.difference(oldSections: old.sections, oldItems: old.items, newSections: new.sections, newItems: new.items,
                                          reloadedSections: [String](), reloadedItems: [String](), reconfiguredItems: [String]())
    }

    /// Both solutions' identifiers; throws when one has none, or two of its items or sections print the same.
    static func identifiers(_ before: LayoutSolution, _ after: LayoutSolution) throws -> (old: LayoutIdentifiers, new: LayoutIdentifiers) {
        guard let old = before.identifiers, let new = after.identifiers else {
            throw LayoutError(path: "identifiers", message: "an update needs the identifiers of both layouts; solve contexts made from "
                + "the snapshots (LayoutContext(containerSize:snapshot:))")
        }
        try old.checkDistinctKeys()
        try new.checkDistinctKeys()
        return (old, new)
    }

    /// Solves `layout` for both snapshots (in `context`'s container, traits and insets; the counts are the snapshots')
    /// and computes the update between them. Throws the first misuse of either snapshot, or the solver's error.
    public init<SectionIdentifierType, ItemIdentifierType>(
        layout: UICollectionViewCompositionalLayout,
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        in context: LayoutContext
    ) throws {
        let difference = try new.difference(from: old)
        func solve(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) throws -> LayoutSolution {
            var solved = context
            let counted = LayoutContext(containerSize: context.containerSize, snapshot: snapshot)
            solved.itemCounts = counted.itemCounts
            solved.identifiers = counted.identifiers
            return try layout.solve(solved)
        }
        try self.init(difference: difference, before: solve(old), after: solve(new))
    }

    /// How many items each change has.
    public var counts: [Change: Int] {
        items.reduce(into: [:]) { $0[$1.change, default: 0] += 1 }
    }

    /// Every item's entry, in `items` order: deleted items first (in old order), then the items of the new layout.
    /// An item is paired with its old self through `HashedPositions` (8 bytes an item on each side), not a table
    /// of names, so that `writeReport` walks millions of items in memory that the changes bound, not the items.
    static func forEachItem(difference: SnapshotDifference, old: LayoutIdentifiers, new: LayoutIdentifiers,
                            before: LayoutSolution, after: LayoutSolution, _ body: (Item) -> Void) {
        let deletedSections = Set(difference.deletedSections), insertedSections = Set(difference.insertedSections)
        let deletedItems = Set(difference.deletedItems), insertedItems = Set(difference.insertedItems)
        let movedTo = Set(difference.movedItems.map(\.to))
        let reloaded = Set(difference.reloadedItems.map(\.to)), reconfigured = Set(difference.reconfiguredItems.map(\.to))
        let oldLayout = SnapshotDiffing.FlatLayout(old.items), newLayout = SnapshotDiffing.FlatLayout(new.items)
        func name(_ identifiers: LayoutIdentifiers, _ layout: SnapshotDiffing.FlatLayout, _ position: Int) -> String {
            let (section, item) = layout.indexPathComponents(position)
            return identifiers.items[section][item]
        }
        let oldPositions = HashedPositions(count: oldLayout.count) { name(old, oldLayout, $0).hashValue }
        let newPositions = HashedPositions(count: newLayout.count) { name(new, newLayout, $0).hashValue }
        func oldPath(of identifier: String) -> IndexPath? {
            oldPositions.first(hash: identifier.hashValue) { name(old, oldLayout, $0) == identifier }.map(oldLayout.indexPath)
        }
        func isNew(_ identifier: String) -> Bool {
            newPositions.first(hash: identifier.hashValue) { name(new, newLayout, $0) == identifier } != nil
        }
        func leaves(_ path: IndexPath) -> Bool { deletedSections.contains(path.section) || deletedItems.contains(path) }
        func arrives(_ path: IndexPath) -> Bool { insertedSections.contains(path.section) || insertedItems.contains(path) }
        func frame(_ solution: LayoutSolution, _ path: IndexPath) -> CGRect? { solution.layoutAttributesForItem(at: path)?.frame }

        for (section, names) in old.items.enumerated() {
            for (item, name) in names.enumerated() {
                let path = IndexPath(item: item, section: section)
                guard leaves(path) || !isNew(name) else { continue }
                body(Item(identifier: name, change: .deleted, from: path, to: nil, frameBefore: frame(before, path), frameAfter: nil))
            }
        }
        for (section, names) in new.items.enumerated() {
            for (item, name) in names.enumerated() {
                let path = IndexPath(item: item, section: section)
                var entry = Item(identifier: name, change: .inserted, from: nil, to: path, frameBefore: nil, frameAfter: frame(after, path))
                if !arrives(path), let from = oldPath(of: name), !leaves(from) {
                    entry.from = from
                    entry.frameBefore = frame(before, from)
                    entry.change = movedTo.contains(path) ? .moved : (entry.frameBefore == entry.frameAfter ? .unchanged : .slid)
                }
                entry.isReloaded = reloaded.contains(path)
                entry.isReconfigured = reconfigured.contains(path)
                body(entry)
            }
        }
    }
}
