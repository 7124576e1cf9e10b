import Foundation

extension NSCollectionLayoutSection {
    /// A list section (UIKit: `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, iOS 14), built from the
    /// ordinary model so that the solver applies its usual rules and nothing list-specific (Docs/Lists.md, "How a
    /// list section is built"):
    ///
    /// * rows: one full-width item per group, height estimated at the appearance's `estimatedRowHeight`, so every
    ///   row self-sizes as any estimated cell does (WWDC20 10026: self-sizing is the default for lists; no minimum
    ///   height, measured S1); rows abut (no spacing, S1);
    /// * across: the appearance's `contentInsetsReference` (`.layoutMargins` for inset-grouped cards, S1) plus its
    ///   `sideInset` on each side;
    /// * `.supplementary` header and footer: boundary items of UIKit's kinds (`UICollectionView.elementKindSectionHeader`
    ///   / `Footer`), full width of the section, height estimated; the header directly above the first row (S1);
    /// * `.firstItemInSection`: the first item is the header; no supplementary view;
    /// * along: `headerTopPadding` (or the appearance's automatic one) above a header, the appearance's `topPadding`
    ///   above the first row of a section without one, `bottomPadding` after the last row or the footer.
    ///
    /// The metrics come from `LayoutContext.listMetrics` through the environment the solver passes to section
    /// providers; an environment of another kind gets `UICollectionLayoutListMetrics.default`.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let metrics = ((layoutEnvironment as? LayoutEnvironment)?.listMetrics ?? .default)[configuration.appearance]
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.estimatedRowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = metrics.contentInsetsReference
        let headerPadding = configuration.headerTopPadding ?? metrics.headerTopPadding
        var insets = NSDirectionalEdgeInsets(top: 0, leading: metrics.sideInset, bottom: metrics.bottomPadding, trailing: metrics.sideInset)

        switch configuration.headerMode {
        case .none:
            insets.top = metrics.topPadding
        case .firstItemInSection:
            insets.top = headerPadding
        case .supplementary:
            section.spacingBefore = headerPadding
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(metrics.estimatedHeaderHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = metrics.pinsHeadersToVisibleBounds
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(metrics.estimatedFooterHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.contentInsets = insets
        section.listConfiguration = configuration
        return section
    }
}
