import LayoutKitLinux

// A contacts-style list: separators start after the avatar, none above the first row, in a softer colour.
extension UICollectionViewLayout {
    static func listWithInsetSeparators() -> UICollectionViewLayout {
        var listConfig = UICollectionLayoutListConfiguration(appearance: .plain)
        listConfig.separatorConfiguration.color = .tertiarySystemFill
        listConfig.itemSeparatorHandler = { indexPath, sectionSeparatorConfiguration in
            var configuration = sectionSeparatorConfiguration
            configuration.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
            return configuration
        }
        return UICollectionViewCompositionalLayout.list(using: listConfig)
    }
}
