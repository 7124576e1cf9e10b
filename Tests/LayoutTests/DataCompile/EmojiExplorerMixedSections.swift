import LayoutKitLinux

// The "Emoji Explorer" shape of Apple's modern collection views sample: one collection view with three kinds of
// section — an orthogonally scrolling grid of recents, an outline of categories whose header rows expand to
// their emoji, and a plain list — each section's layout chosen by its index in a section provider, and each
// filled by its own section snapshot through `apply(_:to:animatingDifferences:)`.
enum EmojiExplorerSection: Int, Hashable, Sendable, CaseIterable {
    case recents
    case outline
    case list
}

enum EmojiExplorerItem: Hashable, Sendable {
    case emoji(String)
    case category(String)
    case outlineEmoji(category: String, emoji: String)
    case listRow(String)
}

@MainActor
final class EmojiExplorerController {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<EmojiExplorerSection, EmojiExplorerItem>!

    init(frame: CGRect) {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = EmojiExplorerSection(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .recents:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(60), heightDimension: .absolute(60)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 8
                section.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
                return section
            case .outline:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar),
                                                      layoutEnvironment: environment)
            case .list:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                      layoutEnvironment: environment)
            }
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        configureDataSource()
    }

    private func configureDataSource() {
        let gridCell = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, emoji in
            var content = UIListContentConfiguration.cell()
            content.text = emoji
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
        }
        let categoryCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let outlineEmojiCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, emoji in
            var content = cell.defaultContentConfiguration()
            content.text = emoji
            cell.contentConfiguration = content
        }
        let listCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = UIListContentConfiguration.valueCell()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .emoji(let emoji):
                return collectionView.dequeueConfiguredReusableCell(using: gridCell, for: indexPath, item: emoji)
            case .category(let title):
                return collectionView.dequeueConfiguredReusableCell(using: categoryCell, for: indexPath, item: title)
            case .outlineEmoji(_, let emoji):
                return collectionView.dequeueConfiguredReusableCell(using: outlineEmojiCell, for: indexPath, item: emoji)
            case .listRow(let text):
                return collectionView.dequeueConfiguredReusableCell(using: listCell, for: indexPath, item: text)
            }
        }
    }

    func applyInitialSnapshots(recents: [String], categories: [(String, [String])], expanded: Set<String>, rows: [String]) {
        var sections = NSDiffableDataSourceSnapshot<EmojiExplorerSection, EmojiExplorerItem>()
        sections.appendSections(EmojiExplorerSection.allCases)
        dataSource.apply(sections, animatingDifferences: false)

        var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<EmojiExplorerItem>()
        recentsSnapshot.append(recents.map(EmojiExplorerItem.emoji))
        dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)

        var outline = NSDiffableDataSourceSectionSnapshot<EmojiExplorerItem>()
        for (category, emoji) in categories {
            let parent = EmojiExplorerItem.category(category)
            outline.append([parent])
            outline.append(emoji.map { .outlineEmoji(category: category, emoji: $0) }, to: parent)
            if expanded.contains(category) { outline.expand([parent]) }
        }
        dataSource.apply(outline, to: .outline, animatingDifferences: false)

        var list = NSDiffableDataSourceSectionSnapshot<EmojiExplorerItem>()
        list.append(rows.map(EmojiExplorerItem.listRow))
        dataSource.apply(list, to: .list, animatingDifferences: false)
    }
}
