import LayoutKitLinux

// A shopping list in the inset-grouped style: aisles as sections with supplementary headers made by a
// `SupplementaryRegistration` of `UICollectionViewListCell` filled with `UIListContentConfiguration.header()`,
// rows as subtitle cells, and a checkmark accessory on what is already in the basket. The header provider reads
// the aisle from `sectionIdentifier(for:)` (iOS 15), the usual way since `snapshot().sectionIdentifiers[...]`.
enum GroceryAisle: String, CaseIterable, Hashable, Sendable {
    case produce = "Produce"
    case bakery = "Bakery"
    case dairy = "Dairy"
}

struct GroceryItem: Hashable, Sendable {
    let id: UUID
    var name: String
    var quantity: String
    var inBasket: Bool

    init(name: String, quantity: String, inBasket: Bool = false) {
        self.id = UUID()
        self.name = name
        self.quantity = quantity
        self.inBasket = inBasket
    }

    static func == (lhs: GroceryItem, rhs: GroceryItem) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@MainActor
final class GroceryListController {
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<GroceryAisle, GroceryItem>!

    init(frame: CGRect) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        configureDataSource()
    }

    private func configureDataSource() {
        let itemRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, GroceryItem> { cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = item.name
            content.secondaryText = item.quantity
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.accessories = item.inBasket ? [.checkmark()] : []
        }

        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] headerView, _, indexPath in
            guard let aisle = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = UIListContentConfiguration.header()
            content.text = aisle.rawValue
            headerView.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<GroceryAisle, GroceryItem>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: itemRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    func show(_ items: [GroceryAisle: [GroceryItem]]) {
        var snapshot = NSDiffableDataSourceSnapshot<GroceryAisle, GroceryItem>()
        for aisle in GroceryAisle.allCases {
            guard let aisleItems = items[aisle], !aisleItems.isEmpty else { continue }
            snapshot.appendSections([aisle])
            snapshot.appendItems(aisleItems, toSection: aisle)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
