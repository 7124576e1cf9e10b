import Foundation

/// Reloading and batch updates (UIKit's `reloadData()`, `performBatchUpdates(_:completion:)` and the insert, delete,
/// move, reload and reconfigure calls). An update is applied at once — nothing animates here — and the completion
/// is called with `true` before the call returns.
extension UICollectionView {
    /// Forgets the counts and the visible cells (they go back to the pool); the next layout asks the data source again.
    public func reloadData() {
        loadedCounts = nil
        for (_, cell) in visibleCellsByIndexPath { enqueue(cell, kind: nil) }
        for (key, view) in visibleSupplementariesByKey { enqueue(view, kind: key.kind) }
        visibleCellsByIndexPath = [:]
        visibleSupplementariesByKey = [:]
        layoutIsPrepared = false
    }

    /// Runs `updates` — where the data source changes and the insert/delete/move/reload calls are made — then checks
    /// the data source's new counts against the old counts plus the update (UIKit raises "Invalid update: …" when
    /// they disagree; here the misuse is recorded with this call's file and line, and the view reloads), moves the
    /// visible cells to their new index paths and lays out. The completion is called at once with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
                                  file: StaticString = #fileID, line: UInt = #line) {
        let before = loadCountsIfNeeded()
        let outer = pendingBatch
        pendingBatch = outer ?? BatchUpdate()
        updates?()
        guard outer == nil, let batch = pendingBatch else { completion?(true); return }
        pendingBatch = nil
        commit(batch, before: before, operation: "performBatchUpdates(_:completion:)", file: "\(file)", line: line)
        completion?(true)
    }

    /// The same, awaited (iOS 15): returns `true` once applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, file: StaticString = #fileID, line: UInt = #line) async -> Bool {
        performBatchUpdates(updates, completion: nil, file: file, line: line)
        return true
    }

    public func insertSections(_ sections: IndexSet, file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.insertedSections.formUnion(sections) }
    }
    public func deleteSections(_ sections: IndexSet, file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.deletedSections.formUnion(sections) }
    }
    public func reloadSections(_ sections: IndexSet, file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.reloadedSections.formUnion(sections) }
    }
    public func moveSection(_ section: Int, toSection newSection: Int, file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.movedSections.append((section, newSection)) }
    }
    public func insertItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.insertedItems.formUnion(indexPaths) }
    }
    public func deleteItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.deletedItems.formUnion(indexPaths) }
    }
    public func reloadItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.reloadedItems.formUnion(indexPaths) }
    }
    /// iOS 15: the data source is asked again for the cell, which keeps its place and is not replaced.
    public func reconfigureItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.reconfiguredItems.formUnion(indexPaths) }
    }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
        update(file: file, line: line) { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Adds to the batch being collected, or performs a batch of one (UIKit: a call outside `performBatchUpdates`).
    private func update(file: StaticString, line: UInt, _ change: (inout BatchUpdate) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        let before = loadCountsIfNeeded()
        var batch = BatchUpdate()
        change(&batch)
        commit(batch, before: before, operation: "performBatchUpdates(_:completion:)", file: "\(file)", line: line)
    }

    /// Checks `batch` against the data source's new counts and moves the visible cells (the diffable data source
    /// commits its applies here too).
    func commit(_ batch: BatchUpdate, before: [Int], operation: String, file: String, line: UInt) {
        guard let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let after = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        if let problem = batch.inconsistency(before: before, after: after) {
            record(operation, .invalidUpdate, problem, file: file, line: line)
            reloadData()
            loadedCounts = after
            layoutIfNeeded()
            return
        }
        loadedCounts = after
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleCellsByIndexPath {
            if batch.reloadedItems.contains(old) || batch.reloadedSections.contains(old.section) {
                enqueue(cell, kind: nil)
            } else if let new = batch.newIndexPath(forOld: old) {
                moved[new] = cell
            } else {
                delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
                enqueue(cell, kind: nil)
            }
        }
        visibleCellsByIndexPath = moved
        var movedSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementariesByKey {
            if let section = batch.newSection(forOld: key.indexPath.section), !batch.reloadedSections.contains(key.indexPath.section) {
                movedSupplementaries[SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))] = view
            } else {
                enqueue(view, kind: key.kind)
            }
        }
        visibleSupplementariesByKey = movedSupplementaries
        selectedIndexPaths = selectedIndexPaths.compactMap { batch.newIndexPath(forOld: $0) }
        layoutIsPrepared = false
        layoutIfNeeded()
        for path in batch.reconfiguredItems where visibleCellsByIndexPath[path] != nil {
            // UIKit asks for the cell again and the provider's dequeue hands back the same cell.
            reconfiguring = path
            _ = requestCell(at: path)
            reconfiguring = nil
        }
    }
}
