import Foundation

/// Interactive movement (UIKit, iOS 9): what a long-press gesture's handler calls to let the user drag an item. There
/// are no touches here; a test calls these with the positions a gesture would report. Ending the movement asks the
/// data source to move the item (`collectionView(_:moveItemAt:to:)`; a diffable data source commits the move to its
/// snapshot and calls its `reorderingHandlers`) and moves the cell.
extension UICollectionView {
    /// Starts moving `indexPath`; false when the data source does not allow it (`collectionView(_:canMoveItemAt:)`).
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard let dataSource, interactiveMovement == nil, collectionViewLayout.layoutAttributesForItem(at: indexPath) != nil,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        interactiveMovement = (indexPath, indexPath)
        return true
    }

    /// The item would go where the item under `targetPosition` is (content coordinates); over no item, the target stays.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement, let target = indexPathForItem(at: targetPosition) else { return }
        interactiveMovement = (movement.from, target)
    }

    /// Moves the item to the last target: the data source first, then the cells.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        guard movement.from != movement.target, let dataSource else { return }
        let before = loadCountsIfNeeded()
        dataSource.collectionView(self, moveItemAt: movement.from, to: movement.target)
        var batch = BatchUpdate()
        batch.movedItems = [(movement.from, movement.target)]
        commit(batch, before: before, operation: "endInteractiveMovement()", file: "UICollectionView", line: 0)
    }

    /// Ends the movement with the item where it was.
    public func cancelInteractiveMovement() {
        interactiveMovement = nil
    }
}
