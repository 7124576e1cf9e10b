import LayoutKitLinux

// A settings screen: an inset-grouped list with a header per section on the grouped background, written as a view
// controller writes it on iOS (`import UIKit` there).
final class ListSettingsScreen {
    private(set) lazy var collectionViewLayout: UICollectionViewLayout = createLayout()

    func createLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        config.backgroundColor = .systemGroupedBackground
        return UICollectionViewCompositionalLayout.list(using: config)
    }
}
