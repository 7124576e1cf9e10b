import LayoutKitLinux

// The loader pattern: a feed is fetched off the main thread (here a background queue standing in for
// URLSession), and the completion hops back with `DispatchQueue.main.async` to build the snapshot and
// `apply(_:animatingDifferences:completion:)` it; the apply's completion hides the spinner and tells the caller.
struct FeedPost: Hashable, Sendable {
    let id: Int
    let headline: String
}

protocol FeedService: Sendable {
    func fetchPosts(page: Int, completion: @escaping @Sendable ([FeedPost]) -> Void)
}

struct CannedFeedService: FeedService {
    let posts: [FeedPost]

    func fetchPosts(page: Int, completion: @escaping @Sendable ([FeedPost]) -> Void) {
        let posts = self.posts
        DispatchQueue.global(qos: .userInitiated).async {
            completion(posts)
        }
    }
}

@MainActor
final class NewsFeedViewModelController {
    enum Section: Hashable, Sendable { case posts }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, FeedPost>!
    private let service: FeedService
    private(set) var isLoading = false

    init(frame: CGRect, service: FeedService) {
        self.service = service
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(88)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = .init(top: 12, leading: 12, bottom: 12, trailing: 12)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))

        let postCell = UICollectionView.CellRegistration<UICollectionViewListCell, FeedPost> { cell, _, post in
            var content = cell.defaultContentConfiguration()
            content.text = post.headline
            content.textProperties.numberOfLines = 2
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 12
            cell.backgroundConfiguration = background
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, post in
            collectionView.dequeueConfiguredReusableCell(using: postCell, for: indexPath, item: post)
        }
    }

    func loadFirstPage(completion: @escaping @MainActor () -> Void = {}) {
        isLoading = true
        service.fetchPosts(page: 0) { posts in
            DispatchQueue.main.async {
                var snapshot = NSDiffableDataSourceSnapshot<Section, FeedPost>()
                snapshot.appendSections([.posts])
                snapshot.appendItems(posts, toSection: .posts)
                self.dataSource.apply(snapshot, animatingDifferences: true) {
                    self.isLoading = false
                    completion()
                }
            }
        }
    }
}
