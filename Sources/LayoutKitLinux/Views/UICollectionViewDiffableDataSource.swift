import Foundation

/// The diffable data source (UIKit: `UICollectionViewDiffableDataSource`, iOS 13): it owns the snapshot, answers
/// the collection view's questions from it, makes cells with the cell provider, and applies a new snapshot as the
/// batch update our linear difference computes (Docs/Diffable.md, "Updates"; Docs/DataSource.md). `open`, as in
/// UIKit: apps subclass it and override `collectionView(_:canMoveItemAt:)` and the other data-source methods.
///
/// `apply` is synchronous: the update, the layout and the completion are done before it returns. A misuse — a
/// snapshot with a misuse of its own (duplicate identifiers…), a provider returning nil, an `apply` while another
/// runs — is recorded on the collection view (`firstMisuse`) with the caller's file and line.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Weak, as UIKit's: the collection view keeps its data source weakly too, so the app keeps the data source.
    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let providerFile: String
    private let providerLine: UInt
    public var supplementaryViewProvider: SupplementaryViewProvider?
    public var reorderingHandlers = ReorderingHandlers()
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    private var current = Snapshot()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    private var isApplying = false
    /// The last apply: the snapshots before and after, for `lastLayoutUpdate`.
    private var lastApply: (before: Snapshot, after: Snapshot)?

    /// Becomes `collectionView`'s data source, as in UIKit. The provider's file and line are where a nil cell is reported.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider,
                file: StaticString = #fileID, line: UInt = #line) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        providerFile = "\(file)"
        providerLine = line
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Applies `snapshot`: the difference from the current one, performed as a batch update, then laid out; the
    /// completion is called before it returns. The first apply (and any apply before the view has laid out) reloads.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) {
        perform(snapshot, reload: false, operation: "apply(_:animatingDifferences:completion:)", file: "\(file)", line: line)
        completion?()
    }

    /// The same, awaited (iOS 15).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    file: StaticString = #fileID, line: UInt = #line) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil, file: file, line: line)
    }

    /// Replaces the data and reloads the collection view, without a difference (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) {
        perform(snapshot, reload: true, operation: "applySnapshotUsingReloadData(_:completion:)", file: "\(file)", line: line)
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           file: StaticString = #fileID, line: UInt = #line) async {
        applySnapshotUsingReloadData(snapshot, completion: nil, file: file, line: line)
    }

    /// Shows `snapshot`'s visible items as `section` (iOS 14): the section is appended when the snapshot lacks it.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) {
        let operation = "apply(_:to:animatingDifferences:completion:)"
        if let misuse = snapshot.firstMisuse {
            collectionView?.record(operation, .invalidSnapshot, "the section snapshot has a misuse: \(misuse)", file: "\(file)", line: line)
            completion?()
            return
        }
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section], file: file, line: line)
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section, file: file, line: line)
        let previous = sectionSnapshots[section]
        sectionSnapshots[section] = snapshot
        if !perform(whole, reload: false, operation: operation, file: "\(file)", line: line) {
            sectionSnapshots[section] = previous
        }
        completion?()
    }

    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, file: StaticString = #fileID, line: UInt = #line) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil, file: file, line: line)
    }

    /// The section snapshot applied to `section`, or one holding the section's items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// Applies `snapshot`; false when it was refused (a misuse).
    @discardableResult
    private func perform(_ snapshot: Snapshot, reload: Bool, operation: String, file: String, line: UInt) -> Bool {
        guard let collectionView else {
            current = snapshot
            return true
        }
        if isApplying {
            collectionView.record(operation, .concurrentApply, "apply was called while an earlier apply on the same data source was running",
                                  file: file, line: line)
            return false
        }
        if let misuse = snapshot.firstMisuse {
            collectionView.record(operation, .invalidSnapshot, "the snapshot has a misuse, so UIKit would not get to apply it: \(misuse)",
                                  file: file, line: line)
            return false
        }
        isApplying = true
        defer { isApplying = false }
        let before = current
        lastApply = (before, snapshot)
        for section in sectionSnapshots.keys where snapshot.indexOfSection(section) == nil { sectionSnapshots[section] = nil }
        guard !reload, collectionView.loadedCounts != nil, let difference = try? snapshot.difference(from: before) else {
            current = snapshot
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            return true
        }
        let counts = collectionView.loadCountsIfNeeded()
        current = snapshot
        collectionView.commit(BatchUpdate(difference), before: counts, operation: operation, file: file, line: line)
        return true
    }

    /// Not a UIKit name: what the last `apply` animated, with the frames before and after (Docs/Diffable.md,
    /// "Updates"), computed when read. nil before the first apply, or when the layout is not compositional.
    public var lastLayoutUpdate: LayoutUpdate? {
        get throws {
            guard let (before, after) = lastApply, let collectionView,
                  let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
            return try LayoutUpdate(layout: layout, from: before, to: after, in: collectionView.context)
        }
    }

    // MARK: Identifiers

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier), let index = current.indexOfSection(section),
              let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: item, section: index)
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            collectionView.record("collectionView(_:cellForItemAt:)", .invalidIndexPath,
                                  "the snapshot has no item at \(indexPath.section).\(indexPath.item)", file: providerFile, line: providerLine)
            return placeholderCell()
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.record("UICollectionViewDiffableDataSource(collectionView:cellProvider:)", .providerReturnedNoView,
                                  "the cell provider returned nil for the item \"\(item)\" at \(indexPath.section).\(indexPath.item)",
                                  file: providerFile, line: providerLine)
            return placeholderCell()
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            collectionView.recordMissingSupplementaryProvider(kind: kind, at: indexPath)
            return UICollectionReusableView(frame: .zero)
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            collectionView.record("supplementaryViewProvider", .providerReturnedNoView,
                                  "the supplementary view provider returned nil for the kind \"\(kind)\" at \(indexPath.section).\(indexPath.item)",
                                  file: providerFile, line: providerLine)
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }

    /// True when `reorderingHandlers.canReorderItem` says so (UIKit's default); subclasses override it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// Commits an interactive move to the snapshot, between `reorderingHandlers.willReorder` and `didReorder`, as
    /// UIKit's diffable data source does.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
        var moved = current
        let others = current.itemIdentifiers(inSection: section).filter { $0 != item }
        if others.indices.contains(destinationIndexPath.item) {
            moved.moveItem(item, beforeItem: others[destinationIndexPath.item])
        } else if let last = others.last {
            moved.moveItem(item, afterItem: last)
        } else {
            moved.deleteItems([item])
            moved.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: moved)
        reorderingHandlers.willReorder?(transaction)
        current = moved
        reorderingHandlers.didReorder?(transaction)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// A cell standing in for one the provider did not give (the misuse is recorded); it has a reuse identifier so
    /// that the collection view does not report it twice.
    private func placeholderCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "placeholder"
        return cell
    }

    // MARK: Handlers

    /// (UIKit: `UICollectionViewDiffableDataSource.ReorderingHandlers`.) Kept; no touches reorder here.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// (UIKit: `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`; its generic parameter is named `Item`
    /// here, as Swift 6 rejects a nested parameter shadowing the class's.) Called by `tapOutlineDisclosure(at:)`, the
    /// headless stand-in for tapping an outline disclosure (UICollectionViewDiffableDataSource+Outline.swift).
    public struct SectionSnapshotHandlers<Item> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
            -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        public init() {}
    }
}

/// A reordering (UIKit: `NSDiffableDataSourceTransaction`): the snapshots before and after.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }
}

extension BatchUpdate {
    /// The batch update of a snapshot difference (Docs/Diffable.md, "Updates").
    init(_ difference: SnapshotDifference) {
        self.init()
        deletedSections = Set(difference.deletedSections)
        insertedSections = Set(difference.insertedSections)
        movedSections = difference.movedSections.map { ($0.from, $0.to) }
        deletedItems = Set(difference.deletedItems)
        insertedItems = Set(difference.insertedItems)
        movedItems = difference.movedItems.map { ($0.from, $0.to) }
        reloadedItems = Set(difference.reloadedItems.map(\.from))
        reloadedSections = Set(difference.reloadedSections.map(\.from))
        reconfiguredItems = Set(difference.reconfiguredItems.map(\.to))
    }
}
