import LayoutKitLinux

// A profile screen: a banner across the whole layout above inset-grouped list sections.
final class ListProfileHeaderLayout {
    static let bannerKind = "profile-banner"

    func makeLayout() -> UICollectionViewLayout {
        let listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
            elementKind: Self.bannerKind, alignment: .top)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [banner]
        return UICollectionViewCompositionalLayout(sectionProvider: { _, layoutEnvironment in
            NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: layoutEnvironment)
        }, configuration: configuration)
    }
}
