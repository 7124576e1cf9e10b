import LayoutKitLinux

// A social app's home: a sideways row of story bubbles (room for a name under each), then the posts.
final class HomeFeedLayout: UICollectionViewCompositionalLayout {
    convenience init() {
        self.init(sectionProvider: { sectionIndex, _ in
            sectionIndex == 0 ? HomeFeedLayout.storiesSection() : HomeFeedLayout.postsSection()
        })
    }

    static func storiesSection() -> NSCollectionLayoutSection {
        let bubble = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                               heightDimension: .fractionalHeight(1.0)))
        bubble.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 20, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80),
                                                                                          heightDimension: .absolute(96)),
                                                       subitems: [bubble])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        return section
    }

    static func postsSection() -> NSCollectionLayoutSection {
        let post = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                        heightDimension: .absolute(60)),
                                                     subitems: [post])
        return NSCollectionLayoutSection(group: group)
    }
}
