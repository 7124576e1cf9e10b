import Foundation

/// A container of items laid out along one axis, or by a custom provider (UIKit: `NSCollectionLayoutGroup`).
///
/// A group is an item: it is sized in its parent as an item is, then solved inside (Docs/Solver.md, step 3c).
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group decides its slots (Docs/Solver.md, steps 2 and 3c).
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
    public var subitems: [NSCollectionLayoutItem] { subitemStorage }
    /// Emptied only by `deinit`, which takes the subitems apart one at a time: otherwise a constant, so not counted
    /// (BuilderChanges.swift).
    private var subitemStorage: [NSCollectionLayoutItem]
    /// Space between neighbouring subitems; `nil` means none.
    public var interItemSpacing: NSCollectionLayoutSpacing? {
        get { interItemSpacingStorage }
        set { interItemSpacingStorage = newValue }
    }
    /// Internal, as `NSCollectionLayoutItem.contentInsetsStorage` is: reading it makes no run-time exclusivity check.
    var interItemSpacingStorage: NSCollectionLayoutSpacing? { didSet { BuilderChanges.note() } }
    /// Supplementary items anchored to the group's frame (badges on groups); settable on groups, as in UIKit.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { supplementaryStorage }
        set { supplementaryStorage = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, direction: Direction, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]) {
        self.direction = direction
        self.arrangement = arrangement
        self.subitemStorage = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Releasing a group releases its subitems, which release theirs: done recursively, a chain of 100,000
    /// nested groups overflows the stack. Instead, every group this one holds the last reference to hands its
    /// subitems to one work list before it is released, so each is freed with no subitems left and the
    /// teardown runs in a loop, in constant stack (Docs/Reliability.md, "Limits").
    deinit {
        guard subitemStorage.contains(where: { $0 is NSCollectionLayoutGroup }) else { return }
        var pending = subitemStorage
        subitemStorage = []
        while var item = pending.popLast() {
            guard isKnownUniquelyReferenced(&item), let group = item as? NSCollectionLayoutGroup else { continue }
            pending.append(contentsOf: group.subitemStorage)
            group.subitemStorage = []
        }
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
    /// relative to the group's outer corner and are neither clipped nor trimmed (Docs/Solver.md, step 2).
    public class func custom(layoutSize: NSCollectionLayoutSize,
                             itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .custom, arrangement: .custom(itemProvider), subitems: [])
    }

    /// The debug shape UIKit prints ([LOG] LiveContainer#1414, SideStore#1340), without memory addresses.
    public override var description: String {
        var text = ""
        appendDescription(to: &text, prefix: "", depth: 0)
        return text
    }

    /// Each nested level's lines are indented by one more `\t\t `, as UIKit prints them. Written once into one
    /// string, so the cost is the length of the text; levels below `LayoutDescriber.maximumDepth` (deeper than any
    /// layout the solver accepts) are summarised in one line rather than printed (Docs/Reliability.md, "Limits").
    override func appendDescription(to text: inout String, prefix: String, depth: Int) {
        text += prefix + "<NSCollectionLayoutGroup size=\(layoutSize)>"
        if let edgeSpacing { text += "\n" + prefix + "\tedgeSpacing=\(edgeSpacing)" }
        switch direction {
        case .horizontal: text += "\n" + prefix + "\t layoutDirection: .horizontal"
        case .vertical: text += "\n" + prefix + "\t layoutDirection: .vertical"
        case .custom: text += "\n" + prefix + "\t layoutDirection: .custom"
        }
        if let interItemSpacing { text += "\n" + prefix + "\t interItemSpacing=\(interItemSpacing)" }
        guard !subitems.isEmpty else { return }
        text += "\n" + prefix + "\t subitems="
        let nested = prefix + "\t\t "
        guard depth < LayoutDescriber.maximumDepth else {
            text += "\n" + nested + "… \(subitems.count) subitem\(subitems.count == 1 ? "" : "s") nested deeper than "
                + "\(LayoutDescriber.maximumDepth) levels, not shown"
            return
        }
        for sub in subitems {
            text += "\n"
            sub.appendDescription(to: &text, prefix: nested, depth: depth + 1)
        }
    }

    /// An ASCII rendering of one instance of the group's slots. UIKit's format is unpublished
    /// ([HDR] only promises ASCII art); ours is documented in Docs/VisualDescription.md.
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
