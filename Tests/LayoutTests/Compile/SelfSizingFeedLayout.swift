import LayoutKitLinux

// A social feed of posts whose height depends on their text: estimated rows and an estimated header, the
// cells measured by Auto Layout on iOS (here by the context's sizing function).
final class FeedViewLayoutFactory {
    static let titleKind = "feed-title"

    func makeLayout() -> UICollectionViewLayout {
        let estimatedHeight: CGFloat = 120
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .estimated(estimatedHeight)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                        heightDimension: .estimated(estimatedHeight)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                           heightDimension: .estimated(30)),
                                                        elementKind: Self.titleKind, alignment: .top),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
