import Foundation

/// A container of items laid out along one axis, or by a custom provider (UIKit: `NSCollectionLayoutGroup`).
///
/// A group is an item: it is sized in its parent as an item is, then solved inside (uikit-semantics §2.5).
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group decides its slots (uikit-semantics §2.2–2.4).
    enum Arrangement {
        /// `horizontal/vertical(layoutSize:subitems:)`: repeat the subitems while they fit.
        case subitems
        /// Deprecated `subitem:count:`: exactly `count` equal slots; the subitem's own length on the axis is overridden.
        case count(Int)
        /// iOS 16 `repeatingSubitem:count:`: exactly `count` copies that keep their own size.
        case repeating(Int)
        /// `custom(layoutSize:itemProvider:)`.
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    enum Direction { case horizontal, vertical, custom }

    let direction: Direction
    let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    /// Space between neighbouring subitems; `nil` means none.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary items anchored to the group's frame (badges on groups); settable on groups, as in UIKit.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { supplementaryStorage }
        set { supplementaryStorage = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, direction: Direction, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]) {
        self.direction = direction
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    // MARK: Horizontal

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, arrangement: .subitems, subitems: subitems)
    }
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)",
               message: "UIKit deprecates this in iOS 16: it overrides the subitem's width. LayoutKitLinux keeps its exact behaviour.")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, arrangement: .count(count), subitems: [subitem])
    }
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, arrangement: .repeating(count), subitems: [subitem])
    }

    // MARK: Vertical

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, arrangement: .subitems, subitems: subitems)
    }
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)",
               message: "UIKit deprecates this in iOS 16: it overrides the subitem's height. LayoutKitLinux keeps its exact behaviour.")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, arrangement: .count(count), subitems: [subitem])
    }
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, arrangement: .repeating(count), subitems: [subitem])
    }

    // MARK: Custom

    /// The provider is called once per section and solve, with the group's environment; its frames are
    /// relative to the group's outer corner and are neither clipped nor trimmed (uikit-semantics §2.4).
    public class func custom(layoutSize: NSCollectionLayoutSize,
                             itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .custom, arrangement: .custom(itemProvider), subitems: [])
    }

    /// The debug shape UIKit prints (uikit-semantics §9), without memory addresses.
    public override var description: String {
        var lines = ["<NSCollectionLayoutGroup size=\(layoutSize)>"]
        if let edgeSpacing { lines.append("\tedgeSpacing=\(edgeSpacing)") }
        switch direction {
        case .horizontal: lines.append("\t layoutDirection: .horizontal")
        case .vertical: lines.append("\t layoutDirection: .vertical")
        case .custom: lines.append("\t layoutDirection: .custom")
        }
        if let interItemSpacing { lines.append("\t interItemSpacing=\(interItemSpacing)") }
        if !subitems.isEmpty {
            lines.append("\t subitems=")
            for sub in subitems {
                lines.append(contentsOf: sub.description.split(separator: "\n", omittingEmptySubsequences: false).map { "\t\t " + $0 })
            }
        }
        return lines.joined(separator: "\n")
    }

    /// An ASCII rendering of one instance of the group's slots. UIKit's format is unpublished
    /// (uikit-semantics §9); ours is documented in Docs/VisualDescription.md.
    public func visualDescription() -> String {
        VisualDescription.render(group: self)
    }
}

public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One frame produced by a custom group's provider (UIKit: `NSCollectionLayoutGroupCustomItem`).
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
