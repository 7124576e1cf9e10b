import Foundation

// Step 0 of a solve: the builder objects are read once into immutable values. The solver works on these
// only, so it is a pure function of (description, context), and user code that mutates an item after
// building the layout cannot affect a solve in flight.

struct DimensionDescription: Equatable, Sendable {
    typealias Kind = NSCollectionLayoutDimension.Kind
    var kind: Kind
    var value: CGFloat

    var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// True when the dimension is a fraction of the container's length along `axis`
    /// (fractionalWidth is a fraction of the horizontal axis).
    func isFraction(of axis: Axis) -> Bool {
        axis == .horizontal ? kind == .fractionalWidth : kind == .fractionalHeight
    }
}

struct SizeDescription: Equatable, Sendable {
    var width: DimensionDescription
    var height: DimensionDescription
    subscript(axis: Axis) -> DimensionDescription { axis == .horizontal ? width : height }
}

struct SpacingDescription: Equatable, Sendable {
    var value: CGFloat
    var isFlexible: Bool
}

struct EdgeSpacingDescription: Equatable, Sendable {
    var leading: SpacingDescription?
    var top: SpacingDescription?
    var trailing: SpacingDescription?
    var bottom: SpacingDescription?

    func lead(_ axis: Axis) -> SpacingDescription? { axis == .horizontal ? leading : top }
    func trail(_ axis: Axis) -> SpacingDescription? { axis == .horizontal ? trailing : bottom }
}

struct CustomFrame: Equatable, Sendable {
    var frame: CGRect
    var zIndex: Int
}

/// An item or (when `group` is set) a group.
struct ItemDescription: Equatable, Sendable {
    var size: SizeDescription
    var contentInsets: NSDirectionalEdgeInsets
    var edgeSpacing: EdgeSpacingDescription?
    var group: GroupDescription?
    /// Where this element sits in the user's layout, for error messages.
    var path: LayoutPath
    /// Badges and other supplementaries anchored to this item or group (ItemSupplementaries.swift).
    var supplementaries: [SupplementaryDescription] = []

    /// UIKit ignores contentInsets on any axis whose dimension is estimated ([HDR]).
    func effectiveInsets(along axis: Axis) -> (lead: CGFloat, trail: CGFloat) {
        size[axis].isEstimated ? (0, 0) : (contentInsets.leading(axis), contentInsets.trailing(axis))
    }
}

final class GroupDescription: Equatable, Sendable {
    enum Arrangement: Equatable, Sendable {
        case subitems
        case count(Int)
        case repeating(Int)
        case custom([CustomFrame])
    }

    /// The axis the group lays its subitems along; nil for custom groups.
    let axis: Axis?
    let arrangement: Arrangement
    let subitems: [ItemDescription]
    let spacing: SpacingDescription?

    init(axis: Axis?, arrangement: Arrangement, subitems: [ItemDescription], spacing: SpacingDescription?) {
        self.axis = axis
        self.arrangement = arrangement
        self.subitems = subitems
        self.spacing = spacing
    }

    static func == (lhs: GroupDescription, rhs: GroupDescription) -> Bool {
        lhs === rhs || (lhs.axis == rhs.axis && lhs.arrangement == rhs.arrangement && lhs.subitems == rhs.subitems
            && lhs.spacing == rhs.spacing)
    }
}

/// A section, held by reference as `GroupDescription` is: it is read in many places of a solve, which copied its
/// 250 bytes and five references each time, several times a section (Docs/Performance.md, "Many sections").
/// Immutable once described. Its own values (insets, spacings, scrolling behaviour…) are listed once, in
/// `SectionValues`, and read in place (`section.values.spacingBefore`: a field of a field, no copy).
final class SectionDescription: Sendable {
    let group: ItemDescription
    let values: SectionValues
    /// Headers, footers and other boundary items (BoundaryItems.swift).
    let boundaryItems: [BoundaryItemDescription]
    /// Backgrounds (Decorations.swift).
    let decorations: [DecorationDescription]
    /// Whether an item or group of the section has badges (`ItemSupplementaries.hasAny`), found once when described:
    /// every solve asks before it places the section, which otherwise walked the group once more per section.
    let hasItemSupplementaries: Bool
    /// The key of the section's shape, read from the builder it was described from (ShapeKey.swift).
    let key: ShapeKey

    init(group: ItemDescription, values: SectionValues, boundaryItems: [BoundaryItemDescription] = [],
         decorations: [DecorationDescription] = [], key: ShapeKey) {
        self.key = key
        hasItemSupplementaries = ItemSupplementaries.hasAny(group)
        self.group = group
        self.values = values
        self.boundaryItems = boundaryItems
        self.decorations = decorations
    }
}

struct LayoutDescription: Sendable {
    var scrollAxis: Axis
    var interSectionSpacing: CGFloat
    var contentInsetsReference: UIContentInsetsReference
    /// nil for a section the provider declined and that has no items.
    var sections: [SectionDescription?]
    /// The configuration's boundary items (layout headers and footers; BoundaryItems.swift).
    var boundaryItems: [BoundaryItemDescription] = []
    /// Each section's `visibleItemsInvalidationHandler`, by section index (InvalidationCall.swift).
    var handlers: [Int: InvalidationHandlerBox] = [:]
}
