import Foundation

/// One section of a compositional layout: a group repeated for the section's items (UIKit: `NSCollectionLayoutSection`).
public final class NSCollectionLayoutSection: CustomStringConvertible {
    public let group: NSCollectionLayoutGroup
    /// Along the scroll axis these separate the section's edge from its first and last group; across it they
    /// move the groups and shrink the container the top-level group is sized in (Docs/Solver.md, step 3a).
    public var contentInsets: NSDirectionalEdgeInsets {
        get { contentInsetsStorage }
        set { contentInsetsStorage = newValue }
    }
    /// `.automatic` inherits the configuration's reference (iOS 14; Docs/Solver.md, step 3a).
    public var contentInsetsReference: UIContentInsetsReference {
        get { contentInsetsReferenceStorage }
        set { contentInsetsReferenceStorage = newValue }
    }
    /// Space between top-level groups only; nested groups are spaced by their parent's `interItemSpacing`.
    public var interGroupSpacing: CGFloat {
        get { interGroupSpacingStorage }
        set { interGroupSpacingStorage = newValue }
    }
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { orthogonalScrollingBehaviorStorage }
        set { orthogonalScrollingBehaviorStorage = newValue }
    }
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { boundarySupplementaryItemsStorage }
        set { boundarySupplementaryItemsStorage = newValue }
    }
    /// Boundary supplementaries are sized and placed inside the section's content insets across the scroll axis (default true).
    public var supplementariesFollowContentInsets: Bool {
        get { supplementariesFollowContentInsetsStorage }
        set { supplementariesFollowContentInsetsStorage = newValue }
    }
    public var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { decorationItemsStorage }
        set { decorationItemsStorage = newValue }
    }
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        get { visibleItemsInvalidationHandlerStorage }
        set { visibleItemsInvalidationHandlerStorage = newValue }
    }
    /// Room along the scroll axis before the section, outside its frame and its boundary items: a list's padding above
    /// its header (`UICollectionLayoutListConfiguration.headerTopPadding`; Docs/Lists.md). Not a UIKit property:
    /// only list sections set it.
    var spacingBefore: CGFloat = 0 { didSet { BuilderChanges.note() } }
    /// The list configuration a list section was made from, kept with what places nothing (separators, background,
    /// swipe actions). Not a UIKit property.
    var listConfiguration: UICollectionLayoutListConfiguration? { didSet { BuilderChanges.note() } }
    // The values behind the public properties above, internal so that the whole-module optimizer sees every access
    // and drops the run-time exclusivity check each read of a public stored property of a class makes (about 75
    // instructions: the describe step reads a section's properties for every section; Docs/Performance.md,
    // "Describing many sections"). Each write is counted (BuilderChanges.swift), as every settable value here is.
    var contentInsetsStorage = NSDirectionalEdgeInsets.zero { didSet { BuilderChanges.note() } }
    var contentInsetsReferenceStorage = UIContentInsetsReference.automatic { didSet { BuilderChanges.note() } }
    var interGroupSpacingStorage: CGFloat = 0 { didSet { BuilderChanges.note() } }
    var orthogonalScrollingBehaviorStorage = UICollectionLayoutSectionOrthogonalScrollingBehavior.none { didSet { BuilderChanges.note() } }
    var boundarySupplementaryItemsStorage: [NSCollectionLayoutBoundarySupplementaryItem] = [] { didSet { BuilderChanges.note() } }
    var supplementariesFollowContentInsetsStorage = true { didSet { BuilderChanges.note() } }
    var decorationItemsStorage: [NSCollectionLayoutDecorationItem] = [] { didSet { BuilderChanges.note() } }
    var visibleItemsInvalidationHandlerStorage: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? { didSet { BuilderChanges.note() } }

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    public var description: String {
        var text = "<NSCollectionLayoutSection contentInsets=\(contentInsets) interGroupSpacing=\(formatPoints(interGroupSpacing))"
            + " orthogonalScrollingBehavior=\(orthogonalScrollingBehavior)>\n\t group=\n"
        group.appendDescription(to: &text, prefix: "\t\t", depth: 0)
        return text
    }

    /// An ASCII rendering of the section's group (our documented format; Docs/VisualDescription.md).
    public func visualDescription() -> String {
        VisualDescription.render(section: self)
    }
}

/// Settings for the whole layout (UIKit: `UICollectionViewCompositionalLayoutConfiguration`).
public final class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Between every two sections, empty ones included, never after the last (Docs/Solver.md, step 3f).
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The layout-wide default is `.safeArea` ([HDR]).
    public var contentInsetsReference: UIContentInsetsReference = .safeArea

    public init() {}
}
