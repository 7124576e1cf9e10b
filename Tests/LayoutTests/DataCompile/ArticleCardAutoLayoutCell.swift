import LayoutKitLinux

// The custom cell most apps write: a `UICollectionViewCell` subclass with a `UIImageView` and two `UILabel`s in
// its `contentView`, pinned with Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`,
// `NSLayoutConstraint.activate`), fonts from `UIFont.preferredFont(forTextStyle:)`, and
// `adjustsFontForContentSizeCategory`; registered by class with a `CellRegistration` and fed by a diffable
// data source over a two-column grid of estimated height.
struct NewsArticle: Hashable, Sendable {
    let url: String
    let title: String
    let source: String
}

final class ArticleCardCell: UICollectionViewCell {
    let thumbnailView = UIImageView()
    let titleLabel = UILabel()
    let sourceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 2
        titleLabel.adjustsFontForContentSizeCategory = true
        sourceLabel.font = .preferredFont(forTextStyle: .caption1)
        sourceLabel.textColor = .secondaryLabel
        for view in [thumbnailView, titleLabel, sourceLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            thumbnailView.topAnchor.constraint(equalTo: contentView.topAnchor),
            thumbnailView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            thumbnailView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            thumbnailView.heightAnchor.constraint(equalTo: thumbnailView.widthAnchor, multiplier: 0.6),
            titleLabel.topAnchor.constraint(equalTo: thumbnailView.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            sourceLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            sourceLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            sourceLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailView.image = nil
        titleLabel.text = nil
        sourceLabel.text = nil
    }
}

@MainActor
final class ArticleGridController {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, NewsArticle>!

    init(frame: CGRect) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(220)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(220)),
                                                       subitems: [item])
        group.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let card = UICollectionView.CellRegistration<ArticleCardCell, NewsArticle> { cell, _, article in
            cell.titleLabel.text = article.title
            cell.sourceLabel.text = article.source
            cell.thumbnailView.image = UIImage(named: article.url)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, article in
            collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: article)
        }
    }

    func show(_ articles: [NewsArticle]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, NewsArticle>()
        snapshot.appendSections([0])
        snapshot.appendItems(articles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
