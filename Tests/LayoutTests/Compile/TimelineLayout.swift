import LayoutKitLinux

// A timeline: each event card leaves a 60-pt gutter on its leading side for the time stamp (edge spacing, not
// insets, so the card keeps its size).
enum TimelineLayout {
    static func make() -> UICollectionViewLayout {
        let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200),
                                                                             heightDimension: .fractionalHeight(1.0)))
        card.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(60), top: nil, trailing: nil, bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                        heightDimension: .absolute(70)),
                                                     subitems: [card])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 12
        return UICollectionViewCompositionalLayout(section: section)
    }
}
