import LayoutKitLinux

// A profile screen: one header above everything and a footer below, 20 pt between the sections, set on the
// layout's configuration rather than on a section.
enum ProfileLayout {
    static let profileHeaderKind = "profile-header"
    static let profileFooterKind = "profile-footer"

    static func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                          heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .vertical
        configuration.interSectionSpacing = 20
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            elementKind: profileHeaderKind, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            elementKind: profileFooterKind, alignment: .bottom)
        configuration.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
