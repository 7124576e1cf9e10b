import LayoutKitLinux

// A comment thread whose rows are as tall as their text: the layout estimates 44-pt rows and each cell answers
// `preferredLayoutAttributesFitting(_:)` with the height its wrapped text needs (a fixed line height per line of
// about 40 characters, plus padding), the manual self-sizing apps write when they do not use Auto Layout. The
// cells are registered with a `CellRegistration` of the custom class and fed by a diffable data source.
struct ThreadComment: Hashable, Sendable {
    let id: Int
    var author: String
    var body: String
}

final class CommentCell: UICollectionViewCell {
    static let charactersPerLine = 40
    static let lineHeight: CGFloat = 20
    static let verticalPadding: CGFloat = 12

    private(set) var comment: ThreadComment?
    let avatarView = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.layer.cornerRadius = 16
        contentView.addSubview(avatarView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with comment: ThreadComment) {
        self.comment = comment
        accessibilityLabel = "\(comment.author): \(comment.body)"
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        comment = nil
    }

    static func height(for body: String) -> CGFloat {
        let lines = max(1, (body.count + charactersPerLine - 1) / charactersPerLine)
        return verticalPadding * 2 + CGFloat(lines) * lineHeight
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        guard let comment else { return attributes }
        attributes.frame.size.height = CommentCell.height(for: comment.body)
        return attributes
    }
}

@MainActor
final class CommentThreadView {
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, ThreadComment>!

    init(frame: CGRect) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))

        let registration = UICollectionView.CellRegistration<CommentCell, ThreadComment> { cell, _, comment in
            cell.configure(with: comment)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, comment in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: comment)
        }
    }

    func show(_ comments: [ThreadComment]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, ThreadComment>()
        snapshot.appendSections([0])
        snapshot.appendItems(comments, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
