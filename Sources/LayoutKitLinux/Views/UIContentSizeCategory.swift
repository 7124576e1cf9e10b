import Foundation

/// The user's preferred text size (UIKit: `UIContentSizeCategory`), with UIKit's raw values. `.large` is the
/// default; the five `accessibility…` sizes are the larger accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes in increasing order: the columns of `UIFontMetrics`' table (Docs/DataSource.md, "Dynamic Type").
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// The column of the size in the Dynamic Type table; `.unspecified` and unknown values read as `.large`.
    var tableColumn: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    public var isAccessibilityCategory: Bool { tableColumn >= 7 && Self.ordered.contains(self) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.tableColumn < rhs.tableColumn }
}

/// (UIKit: `UIFont.TextStyle`.)
extension UIFont {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's published Dynamic Type sizes for iOS, in points, one row per style, one column per content size
        /// category from xSmall to AX5 (Apple Human Interface Guidelines, "Typography", the iOS/iPadOS Dynamic
        /// Type sizes tables: https://developer.apple.com/design/human-interface-guidelines/typography). Docs/DataSource.md
        /// reprints the table.
        static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
        ]

        /// The style's size at `category` (an unknown style reads as `.body`).
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            (Self.dynamicTypeSizes[self] ?? Self.dynamicTypeSizes[.body] ?? [])[category.tableColumn]
        }
    }
}

/// Scales values by a text style's Dynamic Type curve (UIKit: `UIFontMetrics`). `scaledValue(for:)` is the value
/// times the style's size at the content size category over its size at `.large`: 10 points for `.body` are
/// 10 × 23 / 17 ≈ 13.53 at `.extraExtraExtraLarge`. Without traits the category is `UITraitCollection.current`'s,
/// `.large` (UIKit's default; there is no Settings app here) outside a collection view's layout pass and providers.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics (UIKit: `UIFontMetrics.default`).
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `value` scaled to `UITraitCollection.current`'s text size, as UIKit does: inside a collection view's layout
    /// pass and providers, the view's (Docs/DataSource.md, "Dynamic Type").
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: UITraitCollection.current)
    }

    /// `value` scaled to `traitCollection.preferredContentSizeCategory` (`.large`, unscaled, when nil or unspecified).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let base = textStyle.pointSize(at: .large)
        guard base > 0 else { return value }
        return value * textStyle.pointSize(at: category) / base
    }

    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: UITraitCollection.current)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize, compatibleWith: traitCollection)))
    }
}

/// A font (UIKit: `UIFont`), headless: its point size, weight and text style, so that configurations holding one
/// compile and a test can read them. No glyphs are measured.
public final class UIFont: Hashable, CustomStringConvertible, Sendable {
    public let pointSize: CGFloat
    public let fontName: String
    public let weight: Weight
    /// The text style it was made for, if any.
    let textStyle: TextStyle?

    init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle?) {
        fontName = name
        pointSize = size
        self.weight = weight
        self.textStyle = textStyle
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, weight: .regular, textStyle: nil)
    }

    /// The style's size at `.large` (UIKit answers the user's current size; here the default category).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let weight: Weight = style == .headline ? .semibold : .regular
        return UIFont(name: ".SFUI", size: style.pointSize(at: traitCollection?.preferredContentSizeCategory ?? .large),
                      weight: weight, textStyle: style)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight, textStyle: nil)
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize, weight: weight, textStyle: textStyle) }

    /// (UIKit: `UIFont.Weight`, with its raw values.)
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.fontName == rhs.fontName && lhs.weight == rhs.weight
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(fontName)
    }
    public var description: String { "<UIFont \(fontName) \(formatPoints(pointSize))pt>" }
}
