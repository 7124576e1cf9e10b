import LayoutKitLinux

// Cards styled with background configurations instead of views: each cell starts from
// `UIBackgroundConfiguration.listGroupedCell()` with a corner radius, stroke and insets, and a
// `configurationUpdateHandler` (iOS 15) restyles it from the cell's configuration state when it is selected or
// highlighted; `automaticallyUpdatesBackgroundConfiguration` is off so the handler alone decides.
struct WorkoutCard: Hashable, Sendable {
    let id: Int
    var title: String
    var minutes: Int
}

@MainActor
final class WorkoutCardsController {
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, WorkoutCard>!

    init(frame: CGRect) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.allowsMultipleSelection = true

        let cardCell = UICollectionView.CellRegistration<UICollectionViewCell, WorkoutCard> { cell, _, card in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = card.title
            content.secondaryText = "\(card.minutes) min"
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            cell.contentConfiguration = content
            cell.automaticallyUpdatesBackgroundConfiguration = false
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listGroupedCell()
                background.cornerRadius = 16
                background.strokeWidth = state.isSelected ? 2 : 0
                background.strokeColor = .systemGreen
                background.backgroundColor = state.isHighlighted ? .systemGray5 : .secondarySystemGroupedBackground
                background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                cell.backgroundConfiguration = background
            }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, card in
            collectionView.dequeueConfiguredReusableCell(using: cardCell, for: indexPath, item: card)
        }
    }

    func show(_ cards: [WorkoutCard]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, WorkoutCard>()
        snapshot.appendSections([0])
        snapshot.appendItems(cards)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
