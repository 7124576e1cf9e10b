import Foundation

/// UIKit's names nested in `UICollectionView` that layout code uses: readable anywhere (the view itself is
/// `@MainActor`, Views/UICollectionView.swift).
extension UICollectionView {
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

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
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
