import Foundation
import LayoutKitLinux

/// The layouts the benchmark solves. Each is built with the public, UIKit-named API only, exactly as an
/// app's layout code would build it.
enum Workloads {
    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// The floor's grid: 2 columns, 390 wide, 16-pt section insets, 8-pt spacing both ways, 100-pt rows
    /// (`estimated(100)` rows when `selfSized`).
    static func grid(selfSized: Bool) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: gridSection(selfSized: selfSized))
    }

    /// The grid's one section.
    static func gridSection(selfSized: Bool) -> NSCollectionLayoutSection {
        let height: NSCollectionLayoutDimension = selfSized ? .estimated(100) : .absolute(100)
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), selfSized ? .estimated(100) : .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 8
        return section
    }

    /// A deterministic self-sizing answer: heights 40…119 pt, varying item by item.
    static func variedHeights(_ request: SizingRequest) -> CGSize {
        let item = request.indexPath.item
        return CGSize(width: request.proposedSize.width, height: CGFloat(40 + (item &* 37 + request.indexPath.section &* 11) % 80))
    }

    /// Apple's "nested groups" sample shape: a full-height item beside a column of two half-height items.
    static func nested() -> UICollectionViewCompositionalLayout {
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                      repeatingSubitem: trailingItem, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                       subitems: [leading, column])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Many sections, each with a header, distinct group shapes from a section provider; with `selfSized`, rows of
    /// estimated height, so that a measured change moves every later section.
    /// With `keepingSections`, the provider hands out four sections made once (section i is section i % 4, the same
    /// layout), as an app that keeps its section objects does: the solve without the app's objects made and freed.
    static func multiSection(selfSized: Bool = false, keepingSections: Bool = false) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        if keepingSections {
            let kept = (0..<4).map { multiSectionSection($0, selfSized: selfSized) }
            return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in kept[index % kept.count] },
                                                       configuration: configuration)
        }
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in multiSectionSection(index, selfSized: selfSized) },
                                                   configuration: configuration)
    }

    /// `multiSection`'s section provider: section `index`, new objects on every call, as an app's provider makes them
    /// (the benchmark also times it alone: "many sections: the section provider alone").
    static func multiSectionSection(_ index: Int, selfSized: Bool) -> NSCollectionLayoutSection {
        let columns = 1 + index % 4
        let rowHeight = 60 + CGFloat(columns) * 10
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)),
                                                           selfSized ? .estimated(rowHeight) : .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), selfSized ? .estimated(rowHeight) : .absolute(rowHeight)),
                                                       subitems: [item])
        group.interItemSpacing = .fixed(4)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        section.interGroupSpacing = 4
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader,
                                                                 alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// App-Store-style rows: every section scrolls orthogonally, one row of 150-wide cards.
    static func orthogonal() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    static let view = CGSize(width: 390, height: 844)

    /// `total` items in one section, or spread over sections of `perSection` items.
    static func context(total: Int, perSection: Int? = nil) -> LayoutContext {
        guard let perSection else { return LayoutContext(containerSize: view, itemCounts: [total]) }
        let sections = max(1, total / perSection)
        return LayoutContext(containerSize: view, itemCounts: Array(repeating: perSection, count: sections))
    }
}
