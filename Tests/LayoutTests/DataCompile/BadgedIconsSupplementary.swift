import LayoutKitLinux

// Home-screen style icons with unread badges: each item carries an `NSCollectionLayoutSupplementaryItem`
// anchored to its top-trailing corner, and a `SupplementaryRegistration` of a small `UICollectionReusableView`
// subclass fills it from the item at the same index path — hidden when the count is zero — through the
// diffable data source's `supplementaryViewProvider`.
struct AppIcon: Hashable, Sendable {
    let name: String
    var unreadCount: Int
}

final class UnreadBadgeView: UICollectionReusableView {
    static let elementKind = "unread-badge"
    private(set) var text: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = frame.height / 2
        layer.borderColor = UIColor.white.cgColor
        layer.borderWidth = 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(count: Int) {
        text = count > 99 ? "99+" : "\(count)"
        accessibilityLabel = "\(count) unread"
        isHidden = count == 0
    }
}

@MainActor
final class SpringboardGrid {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, AppIcon>!

    init(frame: CGRect) {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 6, y: -6))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: UnreadBadgeView.elementKind, containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
                                                       subitems: [item])
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))

        let iconCell = UICollectionView.CellRegistration<UICollectionViewCell, AppIcon> { cell, _, icon in
            var content = UIListContentConfiguration.cell()
            content.text = icon.name
            cell.contentConfiguration = content
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<UnreadBadgeView>(elementKind: UnreadBadgeView.elementKind) {
            [weak self] badgeView, _, indexPath in
            guard let icon = self?.dataSource.itemIdentifier(for: indexPath) else { return }
            badgeView.show(count: icon.unreadCount)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, icon in
            collectionView.dequeueConfiguredReusableCell(using: iconCell, for: indexPath, item: icon)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: indexPath)
        }
    }

    func show(_ icons: [AppIcon]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, AppIcon>()
        snapshot.appendSections([0])
        snapshot.appendItems(icons)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
