import LayoutKitLinux

// Filter chips that wrap onto new lines: estimated widths (the chip's label decides on iOS), 8 pt apart.
enum FilterChipsLayout {
    static func make() -> UICollectionViewLayout {
        let chip = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(80),
                                                                             heightDimension: .absolute(32)))
        let line = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                         heightDimension: .absolute(32)),
                                                      subitems: [chip])
        line.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: line)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }
}
