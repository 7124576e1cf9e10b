import LayoutKitLinux

// A grid of shortcut tiles that adapts to the device and to Dynamic Type: the tile height is scaled with
// `UIFontMetrics(forTextStyle: .body).scaledValue(for:)`, iPads show four columns and phones two
// (`UIDevice.current.userInterfaceIdiom`), and at accessibility text sizes a single column is used
// (`traitCollection.preferredContentSizeCategory.isAccessibilityCategory`, read from the layout environment).
struct ShortcutTile: Hashable, Sendable {
    let title: String
    let symbolName: String
}

@MainActor
final class ShortcutsGridController {
    static let baseTileHeight: CGFloat = 60

    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Int, ShortcutTile>!

    init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: ShortcutsGridController.makeLayout())
        let tileCell = UICollectionView.CellRegistration<UICollectionViewCell, ShortcutTile> { cell, _, tile in
            var content = UIListContentConfiguration.cell()
            content.text = tile.title
            content.image = UIImage(systemName: tile.symbolName)
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .secondarySystemBackground
            background.cornerRadius = 10
            cell.backgroundConfiguration = background
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, tile in
            collectionView.dequeueConfiguredReusableCell(using: tileCell, for: indexPath, item: tile)
        }
    }

    static func columnCount(for environment: NSCollectionLayoutEnvironment) -> Int {
        if environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory { return 1 }
        return UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = columnCount(for: environment)
            let height = UIFontMetrics(forTextStyle: .body).scaledValue(for: baseTileHeight)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
            return section
        }
    }

    func show(_ tiles: [ShortcutTile]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, ShortcutTile>()
        snapshot.appendSections([0])
        snapshot.appendItems(tiles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
