import LayoutKitLinux

// Grouped cards on a phone: each section sits on a rounded background — an `NSCollectionLayoutDecorationItem`
// whose view class is registered on the layout, never dequeued by the app — and the screen watches the collection
// view's adjusted content inset to place a floating button above the home indicator.
final class CardSectionBackgroundView: UICollectionReusableView {
    static let elementKind = "card-section-background"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct SummaryTile: Hashable, Sendable {
    let section: Int
    let title: String
}

@MainActor
final class SectionBackgroundCardsScreen: NSObject, UICollectionViewDelegate {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, SummaryTile>!
    /// Where a floating button would sit: above the bottom of the adjusted content inset.
    private(set) var floatingButtonBottomInset: CGFloat = 0

    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: CardSectionBackgroundView.elementKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        background.zIndex = -1
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CardSectionBackgroundView.self, forDecorationViewOfKind: CardSectionBackgroundView.elementKind)
        return layout
    }

    init(device: LayoutDevice) {
        collectionView = UICollectionView(device: device, collectionViewLayout: Self.makeLayout())
        super.init()
        collectionView.contentInsetAdjustmentBehavior = .automatic
        collectionView.delegate = self
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, SummaryTile> { cell, _, tile in
            var content = cell.defaultContentConfiguration()
            content.text = tile.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, tile in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tile)
        }
    }

    func show(sections: Int, tilesPerSection: Int) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, SummaryTile>()
        for section in 0..<sections {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<tilesPerSection).map { SummaryTile(section: section, title: "Tile \(section).\($0)") })
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        floatingButtonBottomInset = scrollView.adjustedContentInset.bottom + 16
    }
}
