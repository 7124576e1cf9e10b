import LayoutKitLinux

// An outline in a column: plain sidebar rows, each folder's first item its header, folders 12 apart.
enum ListOutlineLayout {
    static func make() -> UICollectionViewCompositionalLayout {
        var listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        listConfiguration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        layout.configuration = configuration
        return layout
    }
}
