import Foundation

/// An accessory of a list cell (UIKit: `UICellAccessory`): disclosure indicator, checkmark, outline disclosure,
/// delete, insert, reorder, multiselect, label, detail, custom view. Kept with its options; none is drawn and no
/// handler is called (there are no touches here).
public struct UICellAccessory: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: handlers and custom views are only used on the main actor.
    /// Not a UIKit name: which accessory it is, for tests and dumps.
    public enum Kind: String, Sendable, CaseIterable {
        case disclosureIndicator, checkmark, outlineDisclosure, delete, insert, reorder, multiselect, label, detail, customView, popUpMenu
    }

    /// When the accessory shows (UIKit: `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// Where a custom accessory goes (UIKit: `UICellAccessory.Placement`).
    public enum Placement: Sendable {
        case leading(displayed: DisplayedState = .always, at: @Sendable ([UICellAccessory]) -> Int = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: @Sendable ([UICellAccessory]) -> Int = { _ in 0 })
    }

    public enum OutlineDisclosureStyle: Int, Sendable { case automatic, header, cell }

    public typealias ActionHandler = () -> Void

    public let kind: Kind
    public let displayed: DisplayedState
    /// The label accessory's text.
    public let text: String?
    public let isHidden: Bool
    public let tintColor: UIColor?
    public let reservedLayoutWidth: LayoutDimension
    let actionHandler: ActionHandler?
    let customView: UIView?

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool? = nil, tintColor: UIColor? = nil,
         reservedLayoutWidth: LayoutDimension = .standard, text: String? = nil, actionHandler: ActionHandler? = nil, customView: UIView? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.tintColor = tintColor
        self.reservedLayoutWidth = reservedLayoutWidth
        self.text = text
        self.actionHandler = actionHandler
        self.customView = customView
    }

    public var description: String { text.map { "\(kind.rawValue)(\($0))" } ?? kind.rawValue }

    /// (UIKit: `UICellAccessory.LayoutDimension`.)
    public enum LayoutDimension: Sendable, Equatable {
        case actual, standard, custom(CGFloat)
    }

    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DeleteOptions = DisclosureIndicatorOptions
    public typealias InsertOptions = DisclosureIndicatorOptions
    public typealias MultiselectOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    public struct OutlineDisclosureOptions: Sendable {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct ReorderOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct LabelOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
                    font: UIFont = .preferredFont(forTextStyle: .body), adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    public struct CustomViewConfiguration: @unchecked Sendable {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
             reservedLayoutWidth: options.reservedLayoutWidth)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(.checkmark, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, reservedLayoutWidth: options.reservedLayoutWidth)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> Self {
        Self(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
             reservedLayoutWidth: options.reservedLayoutWidth, actionHandler: actionHandler)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> Self {
        Self(.delete, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
             reservedLayoutWidth: options.reservedLayoutWidth, actionHandler: actionHandler)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> Self {
        Self(.insert, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
             reservedLayoutWidth: options.reservedLayoutWidth, actionHandler: actionHandler)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(.reorder, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, reservedLayoutWidth: options.reservedLayoutWidth)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        Self(.multiselect, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
             reservedLayoutWidth: options.reservedLayoutWidth)
    }
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> Self {
        Self(.detail, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
             reservedLayoutWidth: options.reservedLayoutWidth, actionHandler: actionHandler)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        Self(.label, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
             reservedLayoutWidth: options.reservedLayoutWidth, text: text)
    }
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return Self(.customView, displayed: displayed, isHidden: configuration.isHidden, tintColor: configuration.tintColor,
                    reservedLayoutWidth: configuration.reservedLayoutWidth, customView: configuration.customView)
    }
}
