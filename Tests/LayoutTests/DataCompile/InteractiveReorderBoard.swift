import LayoutKitLinux

// A kanban column the user reorders by long-pressing a card: the gesture handler drives UIKit's interactive
// movement — `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)`,
// `endInteractiveMovement()` or `cancelInteractiveMovement()` — and the diffable data source commits the move and
// reports it through `reorderingHandlers.didReorder`, whose transaction's `difference` the app saves. The
// gesture recogniser's states are passed in as the handler's arguments.
enum BoardGesturePhase {
    case began
    case changed
    case ended
    case cancelled
}

struct BoardCard: Hashable, Sendable {
    let id: Int
    var title: String
}

@MainActor
final class KanbanColumnController {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, BoardCard>!
    private(set) var savedMoves: [CollectionDifference<BoardCard>] = []

    init(frame: CGRect) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let cardCell = UICollectionView.CellRegistration<UICollectionViewListCell, BoardCard> { cell, _, card in
            var content = cell.defaultContentConfiguration()
            content.text = card.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, card in
            collectionView.dequeueConfiguredReusableCell(using: cardCell, for: indexPath, item: card)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.savedMoves.append(transaction.difference)
        }
    }

    func show(_ cards: [BoardCard]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, BoardCard>()
        snapshot.appendSections([0])
        snapshot.appendItems(cards)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// What the long-press gesture's action does, with the gesture's state and location.
    func handleLongPress(_ phase: BoardGesturePhase, at location: CGPoint) {
        switch phase {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            _ = collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        case .cancelled:
            collectionView.cancelInteractiveMovement()
        }
    }
}
