import LayoutKitLinux

// Infinite scrolling by section snapshots: the feed section's items are read back with `snapshot(for:)`, copied
// with `NSDiffableDataSourceSectionSnapshot(_:)` so the loading row can be taken out of the copy while the
// original stays as it was for comparison, the next page is appended, and the copy is applied to the section
// with `apply(_:to:animatingDifferences:)`. A separate header section is left untouched.
enum PagedFeedSection: Hashable, Sendable {
    case header
    case feed
}

enum PagedFeedItem: Hashable, Sendable {
    case banner
    case story(Int)
    case loadingIndicator
}

@MainActor
final class PagedStoriesController {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<PagedFeedSection, PagedFeedItem>!
    private(set) var pagesLoaded = 0
    let pageSize: Int

    init(frame: CGRect, pageSize: Int = 5) {
        self.pageSize = pageSize
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                     subitems: [item])
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, PagedFeedItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            switch item {
            case .banner: content.text = "Top stories"
            case .story(let number): content.text = "Story \(number)"
            case .loadingIndicator: content.text = "Loading…"
            }
            cell.contentConfiguration = content
        }
        dataSource = .init(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
    }

    func start() {
        var snapshot = NSDiffableDataSourceSnapshot<PagedFeedSection, PagedFeedItem>()
        snapshot.appendSections([.header, .feed])
        snapshot.appendItems([.banner], toSection: .header)
        snapshot.appendItems([.loadingIndicator], toSection: .feed)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Appends the next page; returns the feed's section snapshot as it was before, for the caller to compare.
    @discardableResult
    func appendNextPage(hasMore: Bool) -> NSDiffableDataSourceSectionSnapshot<PagedFeedItem> {
        let current = dataSource.snapshot(for: .feed)
        var next = NSDiffableDataSourceSectionSnapshot(current)
        next.delete([.loadingIndicator])
        let first = pagesLoaded * pageSize
        next.append((first..<first + pageSize).map(PagedFeedItem.story))
        if hasMore {
            next.append([.loadingIndicator])
        }
        pagesLoaded += 1
        dataSource.apply(next, to: .feed, animatingDifferences: true)
        return current
    }
}
