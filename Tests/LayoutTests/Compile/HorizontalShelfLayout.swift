import LayoutKitLinux

// A whole layout that scrolls sideways (a TV-style shelf): columns of two tiles, 10 pt apart both ways.
func makeHorizontalShelfLayout() -> UICollectionViewCompositionalLayout {
    let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150),
                                                                                     heightDimension: .fractionalHeight(1.0)),
                                                  repeatingSubitem: tile, count: 2)
    column.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: column)
    section.interGroupSpacing = 10

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}
