import Foundation

/// The layout direction of a trait environment (UIKit: `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A size class (UIKit: `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device an interface runs on (UIKit: `UIUserInterfaceIdiom`, with UIKit's raw values).
/// Layout code branches on it (`traitCollection.userInterfaceIdiom == .pad`) as it does on size classes.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The traits a layout can read: size classes, idiom, display scale and layout direction only
/// (the subset of `UITraitCollection` that compositional layouts depend on).
public final class UITraitCollection: Equatable, CustomStringConvertible, Sendable {
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The user's preferred text size (Docs/DataSource.md, "Dynamic Type"); `.unspecified` by default, read as `.large`.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// All traits at once; the UIKit-named initialisers below each set one and leave the rest unspecified.
    public init(displayScale: CGFloat = 0, layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    public convenience init() { self.init(displayScale: 0) }
    public convenience init(displayScale scale: CGFloat) { self.init(displayScale: scale, layoutDirection: .unspecified) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(displayScale: 0, layoutDirection: layoutDirection) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(displayScale: 0, horizontalSizeClass: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(displayScale: 0, verticalSizeClass: verticalSizeClass) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(displayScale: 0, userInterfaceIdiom: idiom) }
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(displayScale: 0, preferredContentSizeCategory: category)
    }

    /// Later collections win for every trait they specify, as in UIKit.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var category = UIContentSizeCategory.unspecified
        for traits in traitCollections {
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(displayScale: scale, layoutDirection: direction, horizontalSizeClass: horizontal,
                  verticalSizeClass: vertical, userInterfaceIdiom: idiom, preferredContentSizeCategory: category)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    public var description: String {
        "<UITraitCollection displayScale=\(formatPoints(displayScale)) layoutDirection=\(layoutDirection) "
            + "horizontalSizeClass=\(horizontalSizeClass) verticalSizeClass=\(verticalSizeClass) "
            + "userInterfaceIdiom=\(userInterfaceIdiom)>"
    }
}
