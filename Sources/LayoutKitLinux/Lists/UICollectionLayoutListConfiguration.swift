import Foundation

/// A list's settings: its appearance, headers and footers, separators, background and swipe actions
/// (UIKit: `UICollectionLayoutListConfiguration`, iOS 14). Turn it into a section with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or into a whole layout with
/// `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Names, types and defaults are UIKit's (developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct).
/// What changes frames: `appearance`, `headerMode`, `footerMode` and `headerTopPadding`, with the metrics of
/// `LayoutContext.listMetrics` (Docs/Lists.md). Separators, the background colour and swipe actions are kept, for
/// code that sets them to compile and for tests to read, and place nothing: UIKit draws them inside cells and
/// behind the section, not as layout elements.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list (UIKit: `UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Rows edge to edge, as `UITableView.Style.plain`.
        case plain = 0
        /// Rows edge to edge in sections set apart, as `UITableView.Style.grouped`.
        case grouped = 1
        /// Sections as cards inset from the edges, as `UITableView.Style.insetGrouped`.
        case insetGrouped = 2
        /// An iPad sidebar.
        case sidebar = 3
        /// A sidebar without the sidebar's background, for a column's main content.
        case sidebarPlain = 4
    }

    /// How sections show headers (UIKit: `UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` at the top of each section.
        case supplementary = 1
        /// The first item of each section is styled as its header; no supplementary view.
        case firstItemInSection = 2
    }

    /// How sections show footers (UIKit: `UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` at the bottom of each section.
        case supplementary = 1
    }

    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Fixed at creation, as in UIKit.
    public private(set) var appearance: Appearance
    /// Default true. When false, `separatorConfiguration` has no effect (UIKit's documented rule).
    public var showsSeparators: Bool = true
    /// The section-wide separators; defaults to `UIListSeparatorConfiguration(listAppearance: appearance)`.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Per-item separators, starting from `separatorConfiguration`. Kept, not called: separators place nothing.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// Default nil: the appearance's own background (UIKit: "the system default background color").
    public var backgroundColor: UIColor?
    /// Default `.none`.
    public var headerMode: HeaderMode = .none
    /// Default `.none`.
    public var footerMode: FooterMode = .none
    /// The padding above each section's header (iOS 15). Default nil: automatic, the appearance's
    /// `headerTopPadding` in `LayoutContext.listMetrics` (Docs/Lists.md).
    public var headerTopPadding: CGFloat?
    /// Kept, not called: swipe actions place nothing.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Kept, not called: swipe actions place nothing.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
