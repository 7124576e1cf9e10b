import LayoutKitLinux

// A search screen that filters a catalogue as the user types. Each query rebuilds the snapshot from scratch and
// applies it with `applySnapshotUsingReloadData(_:)` (iOS 15: no diffing, as `reloadData`), since results share
// nothing worth animating; clearing the field empties the current `snapshot()` with `deleteAllItems()` and
// applies that inside `UIView.performWithoutAnimation`.
struct CatalogueProduct: Hashable, Sendable {
    let sku: String
    let title: String
}

@MainActor
final class ProductSearchController {
    enum ResultSection: Hashable, Sendable {
        case results
    }

    let collectionView: UICollectionView
    private let catalogue: [CatalogueProduct]
    private var dataSource: UICollectionViewDiffableDataSource<ResultSection, CatalogueProduct>!
    private(set) var appliedQueries: [String] = []

    init(frame: CGRect, catalogue: [CatalogueProduct]) {
        self.catalogue = catalogue
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        let resultCell = UICollectionView.CellRegistration<UICollectionViewListCell, CatalogueProduct> { cell, _, product in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = product.title
            content.secondaryText = product.sku
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = .init(collectionView: collectionView) { collectionView, indexPath, product in
            collectionView.dequeueConfiguredReusableCell(using: resultCell, for: indexPath, item: product)
        }
    }

    func updateSearchResults(for query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            clear()
            return
        }
        var snapshot = NSDiffableDataSourceSnapshot<ResultSection, CatalogueProduct>()
        snapshot.appendSections([.results])
        snapshot.appendItems(catalogue.filter { $0.title.localizedCaseInsensitiveContains(trimmed) })
        dataSource.applySnapshotUsingReloadData(snapshot) { [weak self] in
            self?.appliedQueries.append(trimmed)
        }
    }

    private func clear() {
        var snapshot = dataSource.snapshot()
        snapshot.deleteAllItems()
        UIView.performWithoutAnimation {
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    var resultCount: Int { dataSource.snapshot().numberOfItems }
}
