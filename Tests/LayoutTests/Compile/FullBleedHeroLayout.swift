import LayoutKitLinux

// A movie page: the poster runs under the sensor housing in landscape (no content-insets reference), the
// cast list below stays inside the safe area (the default).
enum MovieDetailLayout {
    static func make() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let height: CGFloat = index == 0 ? 200 : 60
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                              heightDimension: .absolute(height)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 0 { section.contentInsetsReference = .none }
            return section
        }
    }
}
