import Foundation

/// The numbers UIKit applies when it turns a `UICollectionLayoutListConfiguration` into a section (not a UIKit name:
/// UIKit keeps them private and publishes none of them). Set `LayoutContext.listMetrics` to a preset, or to numbers
/// measured on your own device, and every list section of a solve uses them.
///
/// Each value, its source and how sure it is: Docs/Lists.md. The default, `.iOS18`, is the preset whose key numbers
/// were measured in real UIKit pixels; `.iOS26` carries a third party's measurements of iOS 26.1.
public struct UICollectionLayoutListMetrics: Equatable, Sendable {
    /// The metrics of one appearance.
    public struct AppearanceMetrics: Equatable, Sendable {
        /// The height a row starts from before it self-sizes (the sizer answers as for any estimated cell).
        public var estimatedRowHeight: CGFloat
        /// The height a `.supplementary` header starts from before it self-sizes.
        public var estimatedHeaderHeight: CGFloat
        /// The height a `.supplementary` footer starts from before it self-sizes.
        public var estimatedFooterHeight: CGFloat
        /// Which of the collection view's insets the section sits inside across the scroll axis: `.layoutMargins`
        /// makes an inset-grouped card follow the view's layout margins.
        public var contentInsetsReference: UIContentInsetsReference
        /// Further room on each side, inside the reference's insets.
        public var sideInset: CGFloat
        /// The automatic padding above a section's header (`headerTopPadding == nil`); used with `.supplementary`
        /// and `.firstItemInSection` headers.
        public var headerTopPadding: CGFloat
        /// The space above a section's first row when it has no header.
        public var topPadding: CGFloat
        /// The space below a section's last row, or below its footer.
        public var bottomPadding: CGFloat
        /// Whether `.supplementary` headers pin to the visible bounds while their section scrolls by, as a plain
        /// table's headers float.
        public var pinsHeadersToVisibleBounds: Bool
        /// The automatic separator insets from a row's leading and trailing edges (what `automaticInsets` resolves
        /// to). Separators place nothing; kept for tests and tools that draw them.
        public var separatorInsets: NSDirectionalEdgeInsets

        public init(estimatedRowHeight: CGFloat, estimatedHeaderHeight: CGFloat, estimatedFooterHeight: CGFloat,
                    contentInsetsReference: UIContentInsetsReference, sideInset: CGFloat, headerTopPadding: CGFloat,
                    topPadding: CGFloat, bottomPadding: CGFloat, pinsHeadersToVisibleBounds: Bool,
                    separatorInsets: NSDirectionalEdgeInsets) {
            self.estimatedRowHeight = estimatedRowHeight
            self.estimatedHeaderHeight = estimatedHeaderHeight
            self.estimatedFooterHeight = estimatedFooterHeight
            self.contentInsetsReference = contentInsetsReference
            self.sideInset = sideInset
            self.headerTopPadding = headerTopPadding
            self.topPadding = topPadding
            self.bottomPadding = bottomPadding
            self.pinsHeadersToVisibleBounds = pinsHeadersToVisibleBounds
            self.separatorInsets = separatorInsets
        }
    }

    public var plain: AppearanceMetrics
    public var grouped: AppearanceMetrics
    public var insetGrouped: AppearanceMetrics
    public var sidebar: AppearanceMetrics
    public var sidebarPlain: AppearanceMetrics

    public init(plain: AppearanceMetrics, grouped: AppearanceMetrics, insetGrouped: AppearanceMetrics,
                sidebar: AppearanceMetrics, sidebarPlain: AppearanceMetrics) {
        self.plain = plain
        self.grouped = grouped
        self.insetGrouped = insetGrouped
        self.sidebar = sidebar
        self.sidebarPlain = sidebarPlain
    }

    /// The metrics of `appearance`.
    public subscript(appearance: UICollectionLayoutListConfiguration.Appearance) -> AppearanceMetrics {
        get {
            switch appearance {
            case .plain: return plain
            case .grouped: return grouped
            case .insetGrouped: return insetGrouped
            case .sidebar: return sidebar
            case .sidebarPlain: return sidebarPlain
            }
        }
        set {
            switch appearance {
            case .plain: plain = newValue
            case .grouped: grouped = newValue
            case .insetGrouped: insetGrouped = newValue
            case .sidebar: sidebar = newValue
            case .sidebarPlain: sidebarPlain = newValue
            }
        }
    }

    /// What a context assumes unless told otherwise: `.iOS18`.
    public static let `default` = iOS18

    /// iOS 14-18 lists. Measured in real UIKit pixels: the inset-grouped card following the layout margins, its
    /// header at the section's top with no padding, rows abutting at their self-sized heights, separators inset by
    /// the cell's layout margin (20 in a 20-margin view). The rest are UITableView's long-standing values or
    /// assumptions, each graded in Docs/Lists.md.
    public static let iOS18 = UICollectionLayoutListMetrics(
        plain: AppearanceMetrics(estimatedRowHeight: 44, estimatedHeaderHeight: 44, estimatedFooterHeight: 44,
                                 contentInsetsReference: .none, sideInset: 0, headerTopPadding: 22, topPadding: 0,
                                 bottomPadding: 0, pinsHeadersToVisibleBounds: true,
                                 separatorInsets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)),
        grouped: AppearanceMetrics(estimatedRowHeight: 44, estimatedHeaderHeight: 44, estimatedFooterHeight: 44,
                                   contentInsetsReference: .none, sideInset: 0, headerTopPadding: 0, topPadding: 35,
                                   bottomPadding: 0, pinsHeadersToVisibleBounds: false,
                                   separatorInsets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)),
        insetGrouped: AppearanceMetrics(estimatedRowHeight: 44, estimatedHeaderHeight: 44, estimatedFooterHeight: 44,
                                        contentInsetsReference: .layoutMargins, sideInset: 0, headerTopPadding: 0,
                                        topPadding: 35, bottomPadding: 0, pinsHeadersToVisibleBounds: false,
                                        separatorInsets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)),
        sidebar: AppearanceMetrics(estimatedRowHeight: 44, estimatedHeaderHeight: 44, estimatedFooterHeight: 44,
                                   contentInsetsReference: .none, sideInset: 8, headerTopPadding: 0, topPadding: 0,
                                   bottomPadding: 0, pinsHeadersToVisibleBounds: false,
                                   separatorInsets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)),
        sidebarPlain: AppearanceMetrics(estimatedRowHeight: 44, estimatedHeaderHeight: 44, estimatedFooterHeight: 44,
                                        contentInsetsReference: .none, sideInset: 8, headerTopPadding: 0, topPadding: 0,
                                        bottomPadding: 0, pinsHeadersToVisibleBounds: false,
                                        separatorInsets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)))

    /// iOS 26 lists, from a third party's measurements of the iOS 26.1 simulator (rows 52 tall, separators inset 16,
    /// a 35-point top padding in inset-grouped sections without headers). Unverified: Docs/Lists.md.
    public static let iOS26: UICollectionLayoutListMetrics = {
        var metrics = iOS18
        for appearance in UICollectionLayoutListConfiguration.Appearance.allCases {
            metrics[appearance].estimatedRowHeight = 52
            metrics[appearance].estimatedHeaderHeight = 40.5
            metrics[appearance].estimatedFooterHeight = 40.5
            metrics[appearance].separatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
        }
        metrics.plain.headerTopPadding = 18.5
        metrics.insetGrouped.separatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return metrics
    }()
}
