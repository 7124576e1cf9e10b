import Foundation

/// Everything a `UICollectionView` would tell its layout (Docs/Model.md, "Names UIKit does not have").
public struct LayoutContext {
    /// How fractional sizes snap to the display's pixel grid (Docs/Solver.md, step 3b; [CHARON facts] vs [SO]; Docs/Differences.md).
    public enum SizeRounding: String, Sendable, CaseIterable {
        /// Current UIKit (measured on Mac Catalyst, scale 2): sizes round down to a pixel.
        case floorToPixel
        /// Older iOS (a StackOverflow measurement: 37.48 → 37.5): sizes round to the nearest pixel.
        case nearestPixel
    }

    /// Not a UIKit name: which UIKit version's pixel rounding a solve reproduces (Docs/Solver.md, step 3b;
    /// Docs/Differences.md, "Rounding on older iOS versions"). It selects the whole rule; `sizeRounding` refines
    /// `.current` only.
    public enum PixelRounding: String, Sendable, CaseIterable {
        /// iOS 14 (measured in iOS 14.4 and 14.5 renders at @3x): sizes are resolved unrounded, positions are their
        /// unrounded sums, and each frame's origin and size are then rounded to the nearest pixel, halves away from zero.
        case iOS14
        /// iOS 15: no render has been measured; the iOS 14 rule is assumed (Docs/Differences.md).
        case iOS15
        /// Current UIKit (iOS 16.4 and iOS 17 renders, Mac Catalyst): sizes resolved as `sizeRounding` says
        /// (floored to the pixel by default), positions their unrounded sums rounded to the nearest pixel.
        case current
    }

    /// The collection view's bounds size.
    public var containerSize: CGSize
    /// Items per section; the number of entries is the number of sections.
    public var itemCounts: [Int]
    public var safeAreaInsets: NSDirectionalEdgeInsets = .zero
    /// 8 points on each side by default, UIKit's default for a view that is not a view controller's root view
    /// (`UIView.directionalLayoutMargins`; Docs/Devices.md, "A context without a device"). Device contexts hold the
    /// root view's margins (the system minimum plus the safe area).
    public var layoutMargins: NSDirectionalEdgeInsets = LayoutContext.defaultLayoutMargins
    public var readableContentInsets: NSDirectionalEdgeInsets = .zero
    /// `displayScale` sets the pixel grid (2 by default); `layoutDirection == .rightToLeft` mirrors the layout.
    /// By default a phone in portrait: compact width, regular height, idiom `.phone` (Docs/Devices.md, "A context
    /// without a device"); a trait this collection leaves unspecified is read as that default.
    public var traitCollection: UITraitCollection = LayoutContext.defaultTraitCollection
    /// Pinned supplementaries depend on it.
    public var contentOffset: CGPoint = .zero
    /// Per-section orthogonal scroll position.
    public var orthogonalOffsets: [Int: CGPoint] = [:]
    /// Self-sizing. `nil`: every element keeps its estimate.
    public var sizing: ((SizingRequest) -> CGSize)?
    /// Not a UIKit name: which pixel-rounding rule sizes follow under `pixelRounding == .current`. Defaults to current
    /// UIKit's. An older `pixelRounding` resolves sizes unrounded and does not read it.
    public var sizeRounding: SizeRounding = .floorToPixel
    /// Not a UIKit name: which UIKit version's pixel rounding the frames follow. Defaults to `.current`.
    public var pixelRounding: PixelRounding = .current
    /// Not a UIKit name: which cells `sizing` measures (Docs/Solver.md, "Self-sizing"). Defaults to every cell.
    public var selfSizingScope: SelfSizingScope = .allCells
    /// Not a UIKit name: the numbers list sections are built with (Docs/Lists.md). Defaults to `.iOS18`.
    public var listMetrics: UICollectionLayoutListMetrics = .default
    /// Not a UIKit name: the sections' and items' identifiers, set when the context is made from a diffable snapshot
    /// (`init(containerSize:snapshot:)`, Docs/Diffable.md); the solution keeps them to name its cells.
    public var identifiers: LayoutIdentifiers?

    /// Which cells self-size. UIKit measures a cell when it is displayed, so its layout depends on where the user
    /// has scrolled (Docs/Solver.md, "Self-sizing", CHARON sized cases 14-18).
    public enum SelfSizingScope: String, Sendable, CaseIterable {
        /// Every cell with an estimated dimension: the layout UIKit converges to once every cell has been shown.
        case allCells
        /// As UIKit right after scrolling from the top to `contentOffset`: top-level groups are measured top down
        /// while they start before the far edge of the visible bounds (`contentOffset + containerSize` along the
        /// scroll axis); the later ones keep their estimates.
        case scrolledThrough
    }

    /// Not a UIKit name: the display scales a solve accepts, those of UIKit's displays (@1x, @2x, @3x). A non-integral
    /// or larger scale has no device to match, and a tiny one makes a pixel thousands of points wide, so every
    /// fractional size floors to 0. `displayScale` 0, UIKit's "unspecified", is also accepted and means 2
    /// (Docs/Reliability.md, "Display scale").
    public static let supportedDisplayScales: [CGFloat] = [1, 2, 3]

    public init(containerSize: CGSize, itemCounts: [Int]) {
        self.containerSize = containerSize
        self.itemCounts = itemCounts
    }

    /// The layout margins of a context without a device: "for most views, the default layout margins are 8 points on
    /// each side" (developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    static let defaultLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// What a context without a device assumes: the traits of a phone in portrait (what `LayoutDevice.default`
    /// reports), at the pixel grid of display scale 2 and left to right, so a builder that branches on
    /// `horizontalSizeClass == .compact` or `userInterfaceIdiom == .phone` takes its phone branch.
    static let defaultTraitCollection = UITraitCollection(displayScale: 2, layoutDirection: .leftToRight,
                                                          horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                          userInterfaceIdiom: .phone)

    /// The traits a layout sees (environments, the collection view): `traitCollection` with every trait it leaves
    /// unspecified taken from the default, as a view on a real screen always has every trait specified.
    var resolvedTraitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [LayoutContext.defaultTraitCollection, traitCollection])
    }
}
