import Foundation

/// How a list draws the separators between its rows (UIKit: `UIListSeparatorConfiguration`, iOS 14.5).
///
/// Kept and compared, never drawn: UIKit draws separators inside cells, so they are not layout elements and have no
/// frames. Names and defaults are UIKit's
/// (developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows (UIKit: `UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Int, Hashable, Sendable, CaseIterable {
        /// The list decides.
        case automatic = 0
        case visible = 1
        case hidden = 2
    }

    /// The placeholder for "the list decides this edge's inset" (UIKit: `automaticInsets`, whose value UIKit does not
    /// publish; here every edge is `CGFloat.greatestFiniteMagnitude`, so one edge can be set and the others left
    /// automatic). The automatic separator insets are in `LayoutContext.listMetrics` (Docs/Lists.md).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// Default `.automatic`.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Default `.automatic`.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Default `automaticInsets`.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// Default `automaticInsets`.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// Default `.separator`.
    public var color: UIColor = .separator
    /// The colour while the list is in multiple selection. Default `.separator`.
    public var multipleSelectionColor: UIColor = .separator

    /// The defaults for a list of the given appearance. UIKit publishes none that differ by appearance, so every
    /// appearance starts from the defaults above (the automatic values resolve per appearance when drawn).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
