import LayoutKitLinux

/// The card behind each section (a UICollectionReusableView subclass in the app).
final class RoundedSectionBackgroundView {}

// Settings-like cards: every section sits on a rounded background decoration inset 5 pt inside the section
// (Apple's "Section Background Decoration" pattern); the view class is registered on the layout.
enum SectionBackgroundLayout {
    static let backgroundKind = "section-background-element-kind"

    static func make() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                          heightDimension: .absolute(44)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(RoundedSectionBackgroundView.self, forDecorationViewOfKind: backgroundKind)
        return layout
    }
}
