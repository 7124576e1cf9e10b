import Foundation

/// The sections a section provider's layout described last, in one describe step, so that a section whose builder
/// objects hold the values of one of them is given that description instead of a new one.
///
/// Why: a section provider returns new objects for every section, mostly of a few shapes; describing each (a section,
/// a group and an array of subitems allocated, every builder property read and validated, the descriptions freed
/// after the solve) was about a quarter of solving a layout of many small sections (Docs/Performance.md, "Describing
/// many sections"). Comparing the new objects with a kept description reads the same properties and allocates nothing.
///
/// Exact: `matches` reads every value `LayoutDescriber.describe(_:index:)` reads, and compares lengths by their bits
/// (0 and −0 are equal numbers but need not place an element alike), so a section that matches would be described as
/// the kept description is; a kept description is valid, so a section that matches is too. What is not a value is
/// never matched: a custom group's item provider (called once per section, as UIKit does). Each test of
/// `DescriptionReuseTests` fails when a value is dropped from the comparison.
///
/// Errors: a description names the section it was made for (`ItemDescription.path`), which arranging its groups
/// reports. A description is kept only from a section with items (`keep(_:from:changes:itemCount:)`), which the solve
/// arranges before any later section; arranging is a function of the description and the container, and the container
/// of a function of the description and the context: an error the reused description can cause is thrown, naming the
/// first section, before a later section that reuses it is reached (as a layout made with `init(section:)`, whose one
/// description serves every section, LayoutDescriber.swift). A section with no items is never arranged: its description
/// is not kept, so an error cannot name it.
///
/// The same object again: each kept description also holds the section object it was last read from (held, so that no
/// other object can take its address) and the count of builder changes then (BuilderChanges.swift). The provider
/// returning that object, the count unchanged, is given the description without a value read: every value the
/// comparison would read is either a constant or was set through a write that changes the count, so it holds what
/// was read, and the comparison would match. An object with a custom group is never held (its provider is called for
/// every section). A provider that changes any builder object between two sections changes the count: the comparison
/// runs, as for a new object.
struct RecentSectionDescriptions {
    /// A kept description, with the section it was last read from and the count of builder changes before it was. A
    /// class, so that holding a section changes no array in place (with value entries so changed, the look-up was not
    /// inlined, nor the comparison within it: about 550 instructions more a section of new objects, callgrind).
    private final class Entry {
        let description: SectionDescription
        var object: NSCollectionLayoutSection?
        var changes: UInt64

        init(_ description: SectionDescription, object: NSCollectionLayoutSection?, changes: UInt64) {
            self.description = description
            self.object = object
            self.changes = changes
        }
    }

    private var kept = RecentEntries<Entry>()

    /// A kept description of `section`, or nil; `changes` is the count of builder changes (BuilderChanges.swift) read
    /// before `section` is. The held object first (no value read), then the comparison. Inlined into the describe
    /// step, as its one caller.
    @inline(__always)
    func description(of section: NSCollectionLayoutSection, changes: UInt64) -> SectionDescription? {
        // Entries read where they lie (`entries[index]`): binding one to a name retained and released it.
        let entries = kept.entries
        for index in entries.indices where entries[index].object === section && entries[index].changes == changes {
            return entries[index].description
        }
        return compared(section, changes: changes)
    }

    /// A kept description whose values `section` holds, or nil; a match holds `section` for the next look-up.
    private func compared(_ section: NSCollectionLayoutSection, changes: UInt64) -> SectionDescription? {
        let entries = kept.entries
        for index in entries.indices where Self.matches(section, entries[index].description) {
            // A match has no custom group (`matches`): the object may be held.
            entries[index].object = section
            entries[index].changes = changes
            return entries[index].description
        }
        return nil
    }

    /// Keeps `description`, just made from `section`, a section of `itemCount` items (`changes` as in
    /// `description(of:changes:)`); a section with none is not kept (see above), nor is the object of a section with a
    /// custom group held.
    mutating func keep(_ description: SectionDescription, from section: NSCollectionLayoutSection, changes: UInt64, itemCount: Int) {
        guard itemCount > 0 else { return }
        kept.keep(Entry(description, object: description.key.isValue ? section : nil, changes: changes))
    }

    // MARK: The comparison: every value the describer reads

    /// The scalars first, then the group (where sections of different shapes mostly differ), then the supplementaries.
    @inline(__always)
    static func matches(_ section: NSCollectionLayoutSection, _ d: SectionDescription) -> Bool {
        d.values.isRead(from: section) && matches(section.group, d.group) && matches(section.boundarySupplementaryItems, d.boundaryItems)
            && matches(section.decorationItems, d.decorations)
    }

    @inline(__always)
    private static func matches(_ item: NSCollectionLayoutItem, _ d: ItemDescription) -> Bool {
        guard same(item.layoutSize, d.size), same(item.contentInsets, d.contentInsets), matches(item.edgeSpacing, d.edgeSpacing),
              matches(item.supplementaryStorage, d.supplementaries) else { return false }
        let group = item as? NSCollectionLayoutGroup
        guard let described = d.group else { return group == nil }
        guard let group else { return false }
        return matches(group, described)
    }

    private static func matches(_ group: NSCollectionLayoutGroup, _ d: GroupDescription) -> Bool {
        switch (group.direction, d.axis) {
        case (.horizontal, .horizontal?), (.vertical, .vertical?): break
        default: return false   // custom groups included: their frames come from a provider, called for every section
        }
        switch (group.arrangement, d.arrangement) {
        case (.subitems, .subitems): break
        case (.count(let m), .count(let n)), (.repeating(let m), .repeating(let n)): guard m == n else { return false }
        default: return false
        }
        guard matches(group.interItemSpacing, d.spacing) else { return false }
        let subitems = group.subitems
        guard subitems.count == d.subitems.count else { return false }
        for index in subitems.indices where !matches(subitems[index], d.subitems[index]) { return false }
        return true
    }

    private static func matches(_ items: [NSCollectionLayoutSupplementaryItem], _ d: [SupplementaryDescription]) -> Bool {
        guard items.count == d.count else { return false }
        for index in items.indices {
            let item = items[index], described = d[index]
            guard item.elementKind == described.kind, same(item.layoutSize, described.size), item.zIndex == described.zIndex,
                  matches(item.containerAnchor, described.containerAnchor) else { return false }
            switch (item.itemAnchor, described.itemAnchor) {
            case (nil, nil): break
            case (let anchor?, let describedAnchor?): guard matches(anchor, describedAnchor) else { return false }
            default: return false
            }
        }
        return true
    }

    private static func matches(_ anchor: NSCollectionLayoutAnchor, _ d: AnchorDescription) -> Bool {
        anchor.edges == d.edges && anchor.isAbsoluteOffset == d.isAbsolute && same(anchor.offset.x, d.offset.x) && same(anchor.offset.y, d.offset.y)
    }

    /// Each description's values read where they lie (`d[index].kind`): binding the description to a name copied it,
    /// its kind retained and released, for every section (about 160 instructions a section with a header).
    private static func matches(_ items: [NSCollectionLayoutBoundarySupplementaryItem], _ d: [BoundaryItemDescription]) -> Bool {
        guard items.count == d.count else { return false }
        for index in items.indices {
            let item = items[index]
            guard item.elementKind == d[index].kind, same(item.layoutSize, d[index].size), item.alignment == d[index].alignment,
                  same(item.offset.x, d[index].offset.x), same(item.offset.y, d[index].offset.y),
                  item.extendsBoundary == d[index].extendsBoundary, item.pinToVisibleBounds == d[index].pinToVisibleBounds,
                  item.zIndex == d[index].zIndex else { return false }
        }
        return true
    }

    private static func matches(_ items: [NSCollectionLayoutDecorationItem], _ d: [DecorationDescription]) -> Bool {
        guard items.count == d.count else { return false }
        for index in items.indices {
            let item = items[index], described = d[index]
            guard item.elementKind == described.kind, same(item.contentInsets, described.contentInsets), item.zIndex == described.zIndex
            else { return false }
        }
        return true
    }

    private static func matches(_ edges: NSCollectionLayoutEdgeSpacing?, _ d: EdgeSpacingDescription?) -> Bool {
        guard let edges, let d else { return edges == nil && d == nil }
        return matches(edges.leading, d.leading) && matches(edges.top, d.top) && matches(edges.trailing, d.trailing)
            && matches(edges.bottom, d.bottom)
    }

    private static func matches(_ spacing: NSCollectionLayoutSpacing?, _ d: SpacingDescription?) -> Bool {
        guard let spacing, let d else { return spacing == nil && d == nil }
        return spacing.isFlexibleSpacing == d.isFlexible && same(spacing.spacing, d.value)
    }

    private static func same(_ size: NSCollectionLayoutSize, _ d: SizeDescription) -> Bool {
        let width = size.widthDimension, height = size.heightDimension
        return width.kind == d.width.kind && same(width.dimension, d.width.value) && height.kind == d.height.kind
            && same(height.dimension, d.height.value)
    }

    private static func same(_ a: NSDirectionalEdgeInsets, _ b: NSDirectionalEdgeInsets) -> Bool { SectionValues.same(a, b) }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { SectionValues.same(a, b) }
}
