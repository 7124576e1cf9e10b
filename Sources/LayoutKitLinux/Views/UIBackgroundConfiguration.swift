import Foundation

/// A cell's background, as a value (UIKit: `UIBackgroundConfiguration`): colour, corner radius, stroke and insets.
/// Kept, not drawn.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    // @unchecked: the colours are immutable; the custom view is only touched on the main actor.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var image: UIImage?
    public var customView: UIView?
    /// Not a UIKit name: which variant made it (`listPlainCell`, `clear`…).
    public private(set) var variant: String

    init(variant: String, backgroundColor: UIColor?) {
        self.variant = variant
        self.backgroundColor = backgroundColor
    }

    public static func listPlainCell() -> Self { Self(variant: "listPlainCell", backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> Self { Self(variant: "listGroupedCell", backgroundColor: .secondarySystemGroupedBackground) }
    public static func listSidebarCell() -> Self { Self(variant: "listSidebarCell", backgroundColor: .clear) }
    public static func listAccompaniedSidebarCell() -> Self { Self(variant: "listAccompaniedSidebarCell", backgroundColor: .clear) }
    public static func listPlainHeaderFooter() -> Self { Self(variant: "listPlainHeaderFooter", backgroundColor: .systemBackground) }
    public static func listGroupedHeaderFooter() -> Self { Self(variant: "listGroupedHeaderFooter", backgroundColor: .clear) }
    public static func listSidebarHeader() -> Self { Self(variant: "listSidebarHeader", backgroundColor: .clear) }
    /// iOS 18's appearance-neutral variants.
    public static func listCell() -> Self { Self(variant: "listCell", backgroundColor: .systemBackground) }
    public static func listHeader() -> Self { Self(variant: "listHeader", backgroundColor: .clear) }
    public static func listFooter() -> Self { Self(variant: "listFooter", backgroundColor: .clear) }
    public static func clear() -> Self { Self(variant: "clear", backgroundColor: .clear) }

    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// The colour after the transformer, as UIKit resolves it.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variant == rhs.variant && lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
            && lhs.image == rhs.image && lhs.customView === rhs.customView
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(variant)
        hasher.combine(cornerRadius)
    }
}
