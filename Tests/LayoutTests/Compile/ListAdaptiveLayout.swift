import LayoutKitLinux

// One list that becomes a sidebar on a regular-width screen and inset cards on a phone.
enum ListAdaptiveLayout {
    static func make() -> UICollectionViewLayout {
        let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider = { _, environment in
            let isRegular = environment.traitCollection.horizontalSizeClass == .regular
            var config = UICollectionLayoutListConfiguration(appearance: isRegular ? .sidebar : .insetGrouped)
            config.backgroundColor = isRegular ? nil : UIColor(red: 0.96, green: 0.96, blue: 0.98, alpha: 1)
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
        }
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
    }
}
