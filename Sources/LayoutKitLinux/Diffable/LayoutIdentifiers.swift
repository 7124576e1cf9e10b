import Foundation

/// Not a UIKit name: the identifiers of a layout's sections and items, as text (Docs/Diffable.md, "Solving a snapshot").
///
/// A `LayoutContext` made from a snapshot carries them, and so does the solution solved from it, so that dumps,
/// diagrams and layout snapshots can name a cell by its item identifier rather than its index path: a stored dump
/// then still matches cell for cell after an item is inserted above. Each identifier is written as
/// `String(describing:)` prints it (its `description` when it has one).
public struct LayoutIdentifiers: Equatable, Sendable {
    /// One entry per section.
    public let sections: [String]
    /// Per section, one entry per item (visible item, for a section given as a section snapshot).
    public let items: [[String]]
    /// The snapshot's first misuse: solving a context that holds one throws it.
    let misuse: DiffableSnapshotError?

    public init(sections: [String], items: [[String]]) {
        self.init(sections: sections, items: items, misuse: nil)
    }

    init(sections: [String], items: [[String]], misuse: DiffableSnapshotError?) {
        self.sections = sections
        self.items = items
        self.misuse = misuse
    }

    /// The identifier of the item at `indexPath` (UIKit's data source answers the same question with `itemIdentifier(for:)`).
    public func itemIdentifier(for indexPath: IndexPath) -> String? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// Where the item whose identifier prints as `identifier` is (UIKit: the data source's `indexPath(for:)`). A linear
    /// search: a context keeps no table it might never need.
    public func indexPath(for identifier: String) -> IndexPath? {
        for (section, names) in items.enumerated() {
            if let item = names.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The name an element is keyed by: a cell by its item identifier; a supplementary or decoration by its section's
    /// identifier and its item index (`feed#0`). nil for a layout-level boundary item or an index path out of range.
    func key(category: UICollectionView.ElementCategory, section: Int, item: Int) -> String? {
        if category == .cell { return itemIdentifier(for: IndexPath(item: item, section: section)) }
        guard item != Int.max, sections.indices.contains(section) else { return nil }
        return "\(sections[section])#\(item)"
    }

    /// Throws when the identifiers cannot key a layout: their number differs from the context's item counts, or two
    /// sections, or two items, print the same (equal under `==` they are not, or the snapshot would have said so).
    func check(against itemCounts: [Int]) throws {
        let counts = items.map(\.count)
        guard counts == itemCounts else {
            throw LayoutError(path: "context.identifiers", message: "identifiers for \(counts.count) sections with \(counts) items, "
                + "but itemCounts is \(itemCounts); make the context from the snapshot (LayoutContext(containerSize:snapshot:)) "
                + "and leave itemCounts as it sets them")
        }
    }

    /// Throws when two sections or two items print the same, so that their keys could not tell them apart.
    func checkDistinctKeys() throws {
        if let repeated = Self.firstRepeat(in: items) {
            throw LayoutError(path: "identifiers", message: "the items at \(repeated.earlier.section).\(repeated.earlier.item) and "
                + "\(repeated.later.section).\(repeated.later.item) both print as \(quoted(repeated.name, limit: 200)), so a dump keyed by "
                + "identifier cannot tell them apart; give the item type a description that includes its id (CustomStringConvertible)")
        }
        try checkDistinctSections()
    }

    /// The first name of `items` (per section, in order) that an earlier one repeats, with both places; nil when all
    /// differ. The names' hash values are gathered first, in a set of integers (8 bytes a name, where a table of names
    /// and places took several times that on millions of identifiers); only names whose hash value repeats are
    /// compared as text.
    static func firstRepeat(in items: [[String]]) -> (name: String, earlier: (section: Int, item: Int), later: (section: Int, item: Int))? {
        var hashes = Set<Int>(minimumCapacity: items.reduce(0) { $0 + $1.count })
        var repeated = Set<Int>()
        for names in items {
            for name in names where !hashes.insert(name.hashValue).inserted { repeated.insert(name.hashValue) }
        }
        guard !repeated.isEmpty else { return nil }
        hashes = []
        var seen: [String: (section: Int, item: Int)] = [:]
        for (section, names) in items.enumerated() {
            for (item, name) in names.enumerated() where repeated.contains(name.hashValue) {
                if let earlier = seen.updateValue((section, item), forKey: name) { return (name, earlier, (section, item)) }
            }
        }
        return nil
    }

    private func checkDistinctSections() throws {
        var seenSections: [String: Int] = [:]
        for (section, name) in sections.enumerated() {
            if let earlier = seenSections.updateValue(section, forKey: name) {
                throw LayoutError(path: "identifiers", message: "sections \(earlier) and \(section) both print as \(quoted(name, limit: 200)), "
                    + "so a dump keyed by identifier cannot tell their supplementaries apart; give the section type a description that includes its id")
            }
        }
    }
}

extension LayoutContext {
    /// Not a UIKit name: a context whose sections and item counts are `snapshot`'s, and whose `identifiers` name them
    /// (Docs/Diffable.md). A section given in `sectionSnapshots` shows that section snapshot's `visibleItems`, as UIKit
    /// shows a section snapshot applied to it (`apply(_:to:animatingDifferences:)`).
    ///
    /// A misuse of `snapshot` or of a section snapshot is kept and thrown by `solve`; so is a section snapshot for a
    /// section the snapshot does not hold.
    public init<SectionIdentifierType, ItemIdentifierType>(
        containerSize: CGSize, snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:],
        file: StaticString = #fileID, line: UInt = #line
    ) {
        let operation = "LayoutContext(containerSize:snapshot:sectionSnapshots:)"
        var misuse = snapshot.firstMisuse
        var items = snapshot.itemsBySectionIdentifier
        func record(_ problem: DiffableSnapshotError.Problem, _ identifier: Any) {
            guard misuse == nil else { return }
            misuse = DiffableSnapshotError(operation: operation, problem: problem, identifiers: [String(describing: identifier)],
                                           file: "\(file)", line: line)
        }
        if !sectionSnapshots.isEmpty {
            for (index, section) in snapshot.sectionIdentifiers.enumerated() {
                guard let sectionSnapshot = sectionSnapshots[section] else { continue }
                misuse = misuse ?? sectionSnapshot.firstMisuse
                items[index] = sectionSnapshot.visibleItems
            }
            let unknown = sectionSnapshots.keys.filter { snapshot.indexOfSection($0) == nil }.map { String(describing: $0) }.sorted()
            if let first = unknown.first { record(.unknownSection, first) }
            // An item shown by a section snapshot must not be shown by another section too.
            if let pair = firstRepeatedPair(Array(items.joined())) { record(.identifierAlreadyInSnapshot, pair[1]) }
        }
        self.init(containerSize: containerSize, itemCounts: items.map(\.count))
        identifiers = LayoutIdentifiers(sections: snapshot.sectionIdentifiers.map { String(describing: $0) },
                                        items: items.map { $0.map { String(describing: $0) } }, misuse: misuse)
    }
}
