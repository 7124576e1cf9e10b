import Foundation

/// Tapping an outline disclosure, headless. On iOS a tap on a cell's `outlineDisclosure` accessory calls the
/// accessory's `actionHandler` when it has one; otherwise the diffable data source toggles the item in its section
/// snapshot, asking `sectionSnapshotHandlers` first: `shouldCollapseItem` then `willCollapseItem` for an expanded item,
/// `shouldExpandItem`, `willExpandItem` and `snapshotForExpandingParent` for a collapsed one (Apple's documentation of
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`,
/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct).
/// There are no touches here, so a test calls `tapOutlineDisclosure(at:)` (not a UIKit name; Docs/Model.md) where
/// the user would tap.
extension UICollectionViewDiffableDataSource {
    /// Does what a tap on the outline disclosure of the item at `indexPath` does on iOS: the accessory's own
    /// `actionHandler` if the visible cell's disclosure has one, else the handlers, then the expanded or collapsed
    /// section snapshot applied to the item's section. An index path with no item does nothing.
    public func tapOutlineDisclosure(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        let cell = collectionView?.cellForItem(at: indexPath) as? UICollectionViewListCell
        if let custom = cell?.accessories.first(where: { $0.kind == .outlineDisclosure })?.actionHandler {
            custom()
            return
        }
        var sectionSnapshot = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let makeChildren = handlers.snapshotForExpandingParent {
                // Given the item's current children; the answer holds either its children as roots, or the item
                // as its root with the children under it: both are read (the documentation does not say which).
                let answer = makeChildren(item, sectionSnapshot.snapshot(of: item))
                let children = answer.rootItems == [item] ? answer.snapshot(of: item) : answer
                sectionSnapshot.replace(childrenOf: item, using: children)
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section)
    }
}
