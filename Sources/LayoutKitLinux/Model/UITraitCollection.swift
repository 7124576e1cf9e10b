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

/// The traits a layout can read: size classes, display scale and layout direction only
/// (the subset of `UITraitCollection` that compositional layouts depend on).
public final class UITraitCollection: Equatable, CustomStringConvertible {
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// All traits at once; the UIKit-named initialisers below each set one and leave the rest unspecified.
    public init(displayScale: CGFloat = 0, layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    public convenience init() { self.init(displayScale: 0) }
    public convenience init(displayScale scale: CGFloat) { self.init(displayScale: scale, layoutDirection: .unspecified) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(displayScale: 0, layoutDirection: layoutDirection) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(displayScale: 0, horizontalSizeClass: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(displayScale: 0, verticalSizeClass: verticalSizeClass) }

    /// Later collections win for every trait they specify, as in UIKit.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        for traits in traitCollections {
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
        }
        self.init(displayScale: scale, layoutDirection: direction, horizontalSizeClass: horizontal, verticalSizeClass: vertical)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
    }

    public var description: String {
        "<UITraitCollection displayScale=\(formatPoints(displayScale)) layoutDirection=\(layoutDirection) "
            + "horizontalSizeClass=\(horizontalSizeClass) verticalSizeClass=\(verticalSizeClass)>"
    }
}
