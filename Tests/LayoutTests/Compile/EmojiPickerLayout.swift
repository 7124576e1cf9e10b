import LayoutKitLinux

// An emoji keyboard: the whole layout scrolls sideways, each category a section led by a vertical label strip
// (a leading boundary item), four emoji a column.
enum EmojiPickerLayout {
    static let categoryLabelKind = "category-label"

    static func make() -> UICollectionViewLayout {
        let emoji = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                              heightDimension: .fractionalHeight(0.25)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(44),
                                                                                         heightDimension: .fractionalHeight(1.0)),
                                                      repeatingSubitem: emoji, count: 4)
        let section = NSCollectionLayoutSection(group: column)
        let label = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1.0)),
            elementKind: categoryLabelKind, alignment: .leading)
        section.boundarySupplementaryItems = [label]

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
