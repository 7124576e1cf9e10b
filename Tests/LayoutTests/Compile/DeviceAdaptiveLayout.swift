import LayoutKitLinux

// One screen for iPhone and iPad: a full-width list inside the layout margins on a compact width, two columns
// inside the readable width on a regular one, as apps branch on the trait collection.
enum ArticleListLayout {
    static func make() -> UICollectionViewLayout {
        let provider: UICollectionViewCompositionalLayoutSectionProvider = { _, environment in
            let isCompact = environment.traitCollection.horizontalSizeClass == .compact
            let columns = isCompact ? 1 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                              heightDimension: .absolute(80)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = isCompact ? .layoutMargins : .readableContent
            return section
        }
        return UICollectionViewCompositionalLayout(sectionProvider: provider)
    }
}
