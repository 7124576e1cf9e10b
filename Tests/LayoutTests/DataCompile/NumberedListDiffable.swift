import LayoutKitLinux

// The simple list of Apple's "Implementing Modern Collection Views" sample, as apps start from it: a plain list
// layout, one section of numbered rows, a `UICollectionViewListCell` registration that fills the cell's
// `defaultContentConfiguration()`, and a diffable data source whose cell provider dequeues that registration.
// There is no view controller here: a plain main-actor "screen" object owns the collection view, as coordinator
// objects do in many apps, and `loadView(frame:)` plays `viewDidLoad`.
@MainActor
final class NumberedListScreen {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    func loadView(frame: CGRect, count: Int = 94) {
        configureHierarchy(frame: frame)
        configureDataSource()
        applyInitialSnapshot(count: count)
    }

    private func createLayout() -> UICollectionViewLayout {
        let config = UICollectionLayoutListConfiguration(appearance: .plain)
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func configureHierarchy(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: createLayout())
        collectionView.backgroundColor = .systemBackground
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
    }

    private func applyInitialSnapshot(count: Int) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
