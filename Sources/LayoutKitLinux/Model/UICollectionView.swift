import Foundation

/// The collection view a layout is prepared in (UIKit: `UICollectionView`), headless: what a layout can read of
/// its view — bounds, content offset and size, insets, traits and item counts — made from the `LayoutContext` that
/// `UICollectionViewLayout.prepare(in:)` was given. There are no cells or views on Linux; layout code reads
/// `collectionView?.contentOffset` or `collectionView?.bounds` (stretchy headers, for instance) and gets the
/// context's values. Also the namespace for the names layout code uses (`ScrollDirection`, `elementKindSectionHeader`).
public final class UICollectionView {
    /// The context the view stands for.
    let context: LayoutContext

    init(context: LayoutContext) {
        self.context = context
    }

    /// The visible area in content coordinates: origin `contentOffset`, size the context's `containerSize`.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: context.containerSize) }
    /// The view's frame in its (absent) superview: origin zero, the container's size.
    public var frame: CGRect { CGRect(origin: .zero, size: context.containerSize) }
    /// `LayoutContext.contentOffset`.
    public var contentOffset: CGPoint { context.contentOffset }
    /// The layout's `collectionViewContentSize` after `prepare(in:)`.
    public internal(set) var contentSize: CGSize = .zero
    /// Not modelled: always zero (the context's offset is already the visible area's origin; Docs/Differences.md).
    public var contentInset: UIEdgeInsets { .zero }
    /// Not modelled: always zero, like `contentInset`.
    public var adjustedContentInset: UIEdgeInsets { .zero }
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(context.safeAreaInsets, direction: effectiveUserInterfaceLayoutDirection) }
    public var layoutMargins: UIEdgeInsets { UIEdgeInsets(context.layoutMargins, direction: effectiveUserInterfaceLayoutDirection) }
    public var directionalLayoutMargins: NSDirectionalEdgeInsets { context.layoutMargins }
    public var traitCollection: UITraitCollection { context.resolvedTraitCollection }
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        context.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    public var numberOfSections: Int { context.itemCounts.count }
    /// 0 for a section that does not exist (UIKit raises; a layout asking about one is a bug we report as empty).
    public func numberOfItems(inSection section: Int) -> Int {
        context.itemCounts.indices.contains(section) ? context.itemCounts[section] : 0
    }

    /// The direction the whole layout scrolls in (UIKit: `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// What an attributes object describes (UIKit: `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable, Comparable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// How a section scrolls across the layout's scroll axis (UIKit: `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

/// Which insets of the collection view a section's content is inset by (UIKit: `UIContentInsetsReference`).
/// They apply across the scroll axis only (Docs/Solver.md, step 3a).
public enum UIContentInsetsReference: Int, Sendable, CaseIterable {
    case automatic = 0
    case none = 1
    case safeArea = 2
    case layoutMargins = 3
    case readableContent = 4
}

/// The direction a view lays out in (UIKit: `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Insets by left and right rather than leading and trailing (UIKit: `UIEdgeInsets`), as scroll views report them.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()

    /// Directional insets seen in a view laid out in `direction`: leading is left in left-to-right, right otherwise.
    init(_ insets: NSDirectionalEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
                  right: rtl ? insets.leading : insets.trailing)
    }

    /// UIKit's `NSStringFromUIEdgeInsets` order: `{top, left, bottom, right}`.
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
    }
}

extension IndexPath {
    /// UIKit's collection-view index path: `[section, item]`.
    /// Built without an intermediate array: half the cost of `init(indexes: [section, item])`, which matters on
    /// the self-sizing path (one index path per `SizingRequest`; Docs/Performance.md).
    public init(item: Int, section: Int) { self = IndexPath(index: section).appending(item) }

    /// The item (the second index). An index path of another length answers 0 rather than trapping.
    /// Its length is read as `endIndex` (an index path's indexes start at 0): one Foundation call fewer than `count`,
    /// which calls `endIndex` (a sizing function reads an index path per cell; Docs/Performance.md).
    public var item: Int {
        get { endIndex > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(item: newValue, section: section) } }
    }

    /// The section (the first index). An empty index path answers 0 rather than trapping.
    public var section: Int {
        get { endIndex > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(item: 0, section: newValue) } }
    }
}
