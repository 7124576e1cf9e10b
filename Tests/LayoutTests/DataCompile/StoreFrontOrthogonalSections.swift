import LayoutKitLinux

// An App Store-like front page: a section provider chooses each section's layout from the section identifier
// (`dataSource.snapshot().sectionIdentifiers`), a paging row of featured banners and a grid of apps, each with its
// own cell registration; the headers come from one `SupplementaryRegistration` through the
// `supplementaryViewProvider`, titled from the section, and only the grid has one.
enum StoreSection: Int, Hashable, Sendable, CaseIterable {
    case featured
    case topFree

    var title: String {
        switch self {
        case .featured: return "Featured"
        case .topFree: return "Top Free"
        }
    }
}

enum StoreItem: Hashable, Sendable {
    case banner(id: Int, headline: String)
    case app(bundleID: String, name: String)
}

final class StoreHeaderView: UICollectionReusableView {
    var title = "" {
        didSet { accessibilityLabel = title }
    }
}

@MainActor
final class StoreFrontController {
    static let headerKind = UICollectionView.elementKindSectionHeader

    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<StoreSection, StoreItem>!

    init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
        collectionView.collectionViewLayout = makeLayout()
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
            guard let section = self?.dataSource.sectionIdentifier(for: sectionIndex) else { return nil }
            switch section {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
                                                               subitems: [item])
                let row = NSCollectionLayoutSection(group: group)
                row.orthogonalScrollingBehavior = .groupPaging
                row.interGroupSpacing = 10
                row.contentInsets = .init(top: 0, leading: 16, bottom: 20, trailing: 16)
                return row
            case .topFree:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)),
                                                               subitems: [item])
                group.interItemSpacing = .fixed(10)
                let grid = NSCollectionLayoutSection(group: group)
                grid.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: StoreFrontController.headerKind, alignment: .top)
                grid.boundarySupplementaryItems = [header]
                return grid
            }
        }
    }

    private func configureDataSource() {
        let bannerCell = UICollectionView.CellRegistration<UICollectionViewCell, StoreItem> { cell, _, item in
            guard case let .banner(_, headline) = item else { return }
            var content = UIListContentConfiguration.cell()
            content.text = headline
            cell.contentConfiguration = content
            cell.layer.cornerRadius = 12
        }
        let appCell = UICollectionView.CellRegistration<UICollectionViewListCell, StoreItem> { cell, _, item in
            guard case let .app(bundleID, name) = item else { return }
            var content = UIListContentConfiguration.subtitleCell()
            content.text = name
            content.secondaryText = bundleID
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "GET")]
        }
        let header = UICollectionView.SupplementaryRegistration<StoreHeaderView>(elementKind: StoreFrontController.headerKind) {
            [weak self] view, _, indexPath in
            view.title = self?.dataSource.sectionIdentifier(for: indexPath.section)?.title ?? ""
        }

        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .banner:
                return collectionView.dequeueConfiguredReusableCell(using: bannerCell, for: indexPath, item: item)
            case .app:
                return collectionView.dequeueConfiguredReusableCell(using: appCell, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    func show(banners: [String], apps: [(String, String)]) {
        var snapshot = NSDiffableDataSourceSnapshot<StoreSection, StoreItem>()
        snapshot.appendSections(StoreSection.allCases)
        snapshot.appendItems(banners.enumerated().map { StoreItem.banner(id: $0.offset, headline: $0.element) }, toSection: .featured)
        snapshot.appendItems(apps.map { StoreItem.app(bundleID: $0.0, name: $0.1) }, toSection: .topFree)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
