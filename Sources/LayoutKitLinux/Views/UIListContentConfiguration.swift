import Foundation

/// The standard content of a list cell, header or footer (UIKit: `UIListContentConfiguration`): an image, a text
/// and a secondary text with their properties and the margins around them. Kept, not drawn: the cell's content
/// view holds it, and dumps show its `text` (Docs/DataSource.md). The fonts and colours of the variants follow
/// UIKit's documented roles (body text, secondary label colour…); their exact values are not measured.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    // @unchecked: every stored value is immutable or a value type (UIImage and UIFont are immutable classes).
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Not a UIKit name: which variant made it (`cell`, `subtitleCell`, `groupedHeader`…), for dumps and tests.
    public private(set) var variant: String

    init(variant: String) { self.variant = variant }

    public static func cell() -> Self { Self(variant: "cell") }
    public static func subtitleCell() -> Self {
        var c = Self(variant: "subtitleCell")
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return c
    }
    public static func valueCell() -> Self {
        var c = Self(variant: "valueCell")
        c.prefersSideBySideTextAndSecondaryText = true
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        return c
    }
    public static func plainHeader() -> Self { header(variant: "plainHeader", style: .headline, color: .label) }
    public static func plainFooter() -> Self { header(variant: "plainFooter", style: .footnote, color: .secondaryLabel) }
    public static func groupedHeader() -> Self { header(variant: "groupedHeader", style: .footnote, color: .secondaryLabel) }
    public static func groupedFooter() -> Self { header(variant: "groupedFooter", style: .footnote, color: .secondaryLabel) }
    public static func prominentInsetGroupedHeader() -> Self { header(variant: "prominentInsetGroupedHeader", style: .title3, color: .label) }
    public static func extraProminentInsetGroupedHeader() -> Self { header(variant: "extraProminentInsetGroupedHeader", style: .title2, color: .label) }
    public static func sidebarCell() -> Self { Self(variant: "sidebarCell") }
    public static func sidebarSubtitleCell() -> Self { Self(variant: "sidebarSubtitleCell") }
    public static func accompaniedSidebarCell() -> Self { Self(variant: "accompaniedSidebarCell") }
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(variant: "accompaniedSidebarSubtitleCell") }
    public static func sidebarHeader() -> Self { header(variant: "sidebarHeader", style: .headline, color: .label) }
    /// iOS 18's appearance-neutral variants.
    public static func header() -> Self { header(variant: "header", style: .headline, color: .label) }
    public static func footer() -> Self { header(variant: "footer", style: .footnote, color: .secondaryLabel) }

    private static func header(variant: String, style: UIFont.TextStyle, color: UIColor) -> Self {
        var c = Self(variant: variant)
        c.textProperties.font = .preferredFont(forTextStyle: style)
        c.textProperties.color = color
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
        return c
    }

    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// The text a dump shows for the content: `text`, else the attributed text's string.
    var displayedText: String? { text ?? attributedText?.string }

    /// (UIKit: `UIListContentConfiguration.TextProperties`.)
    public struct TextProperties: Hashable, @unchecked Sendable {
        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: no limit, UIKit's default.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment && lhs.numberOfLines == rhs.numberOfLines
                && lhs.lineBreakMode == rhs.lineBreakMode && lhs.transform == rhs.transform
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(numberOfLines)
        }

        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Hashable, Sendable { case none, uppercase, lowercase, capitalized }
    }

    /// (UIKit: `UIListContentConfiguration.ImageProperties`.)
    public struct ImageProperties: Hashable, @unchecked Sendable {
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        /// (UIKit: `ImageProperties.standardDimension`.)
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        public init() {}

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variant == rhs.variant && lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText && lhs.image == rhs.image
            && lhs.attributedText == rhs.attributedText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.imageProperties == rhs.imageProperties && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(variant)
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}

/// A function from a colour to a colour (UIKit: `UIConfigurationColorTransformer`).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    public let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
    public static let grayscale = UIConfigurationColorTransformer { color in
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getWhite(&white, alpha: &alpha)
        return UIColor(white: white, alpha: alpha)
    }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

/// How a label truncates (UIKit: `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The content view of a list configuration (UIKit: `UIListContentView`): holds the configuration.
@MainActor
open class UIListContentView: UIView, UIContentView {
    public var configuration: any UIContentConfiguration {
        get { listContentConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listContentConfiguration = list } }
    }
    public var listContentConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listContentConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        listContentConfiguration = .cell()
        super.init(coder: coder)
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }
}
