import Foundation

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (UIKit: `UICollectionViewCompositionalLayout.list(using:)`,
    /// iOS 14): each section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, so it takes its metrics
    /// from the context the layout is solved in.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }
}
