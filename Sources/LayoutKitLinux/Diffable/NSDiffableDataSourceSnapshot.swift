import Foundation

/// The sections and items a collection view shows, by identity (UIKit: `NSDiffableDataSourceSnapshot`, with
/// UIKit's generic constraints, method names, labels and defaults; Docs/Diffable.md).
///
/// Every identifier is unique under `Hashable`: a section once among the sections, an item once among all items.
/// UIKit's calls crash on misuse (Docs/Diffable.md lists each case and its public source); ours record the first
/// misuse instead (`firstMisuse`, a `DiffableSnapshotError` with the operation, the identifiers involved and the
/// caller's file and line, from the defaulted `file`/`line` parameters UIKit's calls lack), leave the snapshot as
/// it was before that call, and make every solve, dump or comparison of the snapshot throw it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    /// The sections in order, and each one's items (parallel arrays).
    private var sections: [Section] = []
    private var itemsBySection: [[Item]] = []
    /// Where each section is in `sections`, and which section holds each item.
    private var sectionPositions: [Section: Int] = [:]
    private var itemSections: [Item: Section] = [:]
    private var reloadedSections = OrderedIdentifiers<Section>()
    private var reloadedItems = OrderedIdentifiers<Item>()
    private var reconfiguredItems = OrderedIdentifiers<Item>()
    private var misuse = SnapshotMisuseRecord()

    public init() {}

    // MARK: - Queries

    public var numberOfItems: Int { itemSections.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// 0 for a section the snapshot does not hold (UIKit raises; a query cannot record a misuse: Docs/Diffable.md).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionPositions[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// Empty for a section the snapshot does not hold (UIKit raises since iOS 14).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionPositions[identifier].map { itemsBySection[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's position in `itemIdentifiers` (across all sections), as UIKit answers it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let position = sectionPositions[section],
              let index = itemsBySection[position].firstIndex(of: identifier) else { return nil }
        return itemsBySection[..<position].reduce(index) { $0 + $1.count }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionPositions[identifier] }

    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// Not a UIKit name: the first misuse, if any (Docs/Diffable.md, "Misuse"). nil for a snapshot UIKit would accept.
    public var firstMisuse: DiffableSnapshotError? { misuse.first }

    /// Not a UIKit name: throws the first misuse, so a test can check the snapshot it built on its own.
    public func validate() throws {
        if let error = misuse.first { throw error }
    }

    // MARK: - Items

    /// Appends to `sectionIdentifier`, or to the last section when it is nil.
    ///
    /// Items already in the snapshot are moved into place, as UIKit does since iOS 15 (it logs "Diffable data
    /// source detected an attempt to insert or append … item identifier that already exists in the snapshot. The
    /// existing item identifier will be moved into place instead"); the same identifier twice in one call is a misuse.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
                                     file: StaticString = #fileID, line: UInt = #line) {
        let operation = "appendItems(_:toSection:)"
        let target: Section
        if let sectionIdentifier {
            guard sectionPositions[sectionIdentifier] != nil else {
                return misuse.record(operation, .unknownSection, [sectionIdentifier], file: file, line: line)
            }
            target = sectionIdentifier
        } else {
            guard let last = sections.last else {
                return misuse.record(operation, .noSection, identifiers, file: file, line: line)
            }
            target = last
        }
        guard checkUnique(identifiers, operation, file: file, line: line) else { return }
        removeItemsForMove(identifiers)
        guard let position = sectionPositions[target] else { return }
        itemsBySection[position].append(contentsOf: identifiers)
        for identifier in identifiers { itemSections[identifier] = target }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
                                     file: StaticString = #fileID, line: UInt = #line) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, "insertItems(_:beforeItem:)", file: file, line: line)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
                                     file: StaticString = #fileID, line: UInt = #line) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, "insertItems(_:afterItem:)", file: file, line: line)
    }

    /// Deletes the items the snapshot holds; identifiers it does not hold are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeItems(Set(identifiers))
    }

    /// Deletes every item and every section, as UIKit's `deleteAllItems()` does.
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = []
        sectionPositions = [:]
        itemSections = [:]
        reloadedSections = OrderedIdentifiers()
        reloadedItems = OrderedIdentifiers()
        reconfiguredItems = OrderedIdentifiers()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType,
                                  file: StaticString = #fileID, line: UInt = #line) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, "moveItem(_:beforeItem:)", file: file, line: line)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType,
                                  file: StaticString = #fileID, line: UInt = #line) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, "moveItem(_:afterItem:)", file: file, line: line)
    }

    /// Marks items for reload: applied, their cells are replaced (`reloadedItemIdentifiers`).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        guard checkKnownItems(identifiers, "reloadItems(_:)", file: file, line: line) else { return }
        reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items for reconfiguring: applied, their existing cells are updated in place (`reconfiguredItemIdentifiers`).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        guard checkKnownItems(identifiers, "reconfigureItems(_:)", file: file, line: line) else { return }
        reconfiguredItems.append(contentsOf: identifiers)
    }

    // MARK: - Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        guard checkNewSections(identifiers, "appendSections(_:)", file: file, line: line) else { return }
        insertSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
                                        file: StaticString = #fileID, line: UInt = #line) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false, "insertSections(_:beforeSection:)", file: file, line: line)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
                                        file: StaticString = #fileID, line: UInt = #line) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true, "insertSections(_:afterSection:)", file: file, line: line)
    }

    /// Deletes the sections the snapshot holds, with their items; identifiers it does not hold are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers).filter { sectionPositions[$0] != nil }
        guard !doomed.isEmpty else { return }
        var removedItems = Set<Item>()
        for section in doomed {
            if let position = sectionPositions[section] { removedItems.formUnion(itemsBySection[position]) }
        }
        var keptSections: [Section] = [], keptItems: [[Item]] = []
        for (section, items) in zip(sections, itemsBySection) where !doomed.contains(section) {
            keptSections.append(section)
            keptItems.append(items)
        }
        sections = keptSections
        itemsBySection = keptItems
        for item in removedItems { itemSections[item] = nil }
        reloadedItems.remove(removedItems)
        reconfiguredItems.remove(removedItems)
        reloadedSections.remove(doomed)
        indexSections()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType,
                                     file: StaticString = #fileID, line: UInt = #line) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, "moveSection(_:beforeSection:)", file: file, line: line)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType,
                                     file: StaticString = #fileID, line: UInt = #line) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, "moveSection(_:afterSection:)", file: file, line: line)
    }

    /// Marks sections for reload (`reloadedSectionIdentifiers`).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        if let unknown = identifiers.first(where: { sectionPositions[$0] == nil }) {
            return misuse.record("reloadSections(_:)", .unknownSection, [unknown], file: file, line: line)
        }
        reloadedSections.append(contentsOf: identifiers)
    }

    // MARK: - Internals

    private mutating func insertItems(_ identifiers: [Item], relativeTo anchor: Item, after: Bool, _ operation: String,
                                      file: StaticString, line: UInt) {
        guard itemSections[anchor] != nil else {
            return misuse.record(operation, .unknownItem, [anchor], file: file, line: line)
        }
        guard !identifiers.contains(anchor) else {
            return misuse.record(operation, .relativeToItself, [anchor], file: file, line: line)
        }
        guard checkUnique(identifiers, operation, file: file, line: line) else { return }
        removeItemsForMove(identifiers)
        guard let section = itemSections[anchor], let position = sectionPositions[section],
              let index = itemsBySection[position].firstIndex(of: anchor) else { return }
        itemsBySection[position].insert(contentsOf: identifiers, at: after ? index + 1 : index)
        for identifier in identifiers { itemSections[identifier] = section }
    }

    private mutating func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool, _ operation: String,
                                   file: StaticString, line: UInt) {
        for candidate in [identifier, anchor] where itemSections[candidate] == nil {
            return misuse.record(operation, .unknownItem, [candidate], file: file, line: line)
        }
        guard identifier != anchor else {
            return misuse.record(operation, .relativeToItself, [identifier], file: file, line: line)
        }
        removeItemsForMove([identifier])
        guard let section = itemSections[anchor], let position = sectionPositions[section],
              let index = itemsBySection[position].firstIndex(of: anchor) else { return }
        itemsBySection[position].insert(identifier, at: after ? index + 1 : index)
        itemSections[identifier] = section
    }

    private mutating func insertSections(_ identifiers: [Section], relativeTo anchor: Section, after: Bool, _ operation: String,
                                         file: StaticString, line: UInt) {
        guard sectionPositions[anchor] != nil else {
            return misuse.record(operation, .unknownSection, [anchor], file: file, line: line)
        }
        guard !identifiers.contains(anchor) else {
            return misuse.record(operation, .relativeToItself, [anchor], file: file, line: line)
        }
        guard checkNewSections(identifiers, operation, file: file, line: line), let index = sectionPositions[anchor] else { return }
        insertSections(identifiers, at: after ? index + 1 : index)
    }

    private mutating func moveSection(_ identifier: Section, relativeTo anchor: Section, after: Bool, _ operation: String,
                                      file: StaticString, line: UInt) {
        for candidate in [identifier, anchor] where sectionPositions[candidate] == nil {
            return misuse.record(operation, .unknownSection, [candidate], file: file, line: line)
        }
        guard identifier != anchor else {
            return misuse.record(operation, .relativeToItself, [identifier], file: file, line: line)
        }
        guard let from = sectionPositions[identifier] else { return }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        indexSections()
        guard let index = sectionPositions[anchor] else { return }
        let to = after ? index + 1 : index
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        indexSections()
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        if index == sections.count {
            // Element by element: this generic code is not specialised for the app's identifier type, and the
            // unspecialised `append(contentsOf:)` costs several times the appends themselves for one or two sections.
            for identifier in identifiers {
                sections.append(identifier)
                itemsBySection.append([])
            }
        } else {
            sections.insert(contentsOf: identifiers, at: index)
            itemsBySection.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        }
        indexSections(from: index)
    }

    /// Brings `sectionPositions` up to date for the sections from `start` on, the only ones whose positions a change
    /// at `start` moves: appending sections one call at a time (Docs/Diffable.md shows that pattern) costs the new
    /// sections only, not a rebuild of the whole index per call (issue #29: 40,000 calls took 422 s that way).
    private mutating func indexSections(from start: Int = 0) {
        if start == 0 { sectionPositions = [Section: Int](minimumCapacity: sections.count) }
        // Assigned one by one: `Dictionary(uniqueKeysWithValues:)` traps on a duplicate, which a Hashable that breaks
        // its contract could slip past the checks.
        for index in start..<sections.count { sectionPositions[sections[index]] = index }
    }

    /// Records a duplicate-identifier misuse when the same item occurs twice in `identifiers`.
    private mutating func checkUnique(_ identifiers: [Item], _ operation: String, file: StaticString, line: UInt) -> Bool {
        guard let clash = firstClash(identifiers) else { return true }
        misuse.record(operation, clash.problem, clash.identifiers, file: file, line: line)
        return false
    }

    private mutating func checkKnownItems(_ identifiers: [Item], _ operation: String, file: StaticString, line: UInt) -> Bool {
        guard let unknown = identifiers.first(where: { itemSections[$0] == nil }) else { return true }
        misuse.record(operation, .unknownItem, [unknown], file: file, line: line)
        return false
    }

    /// New sections must be unique among themselves and new to the snapshot: UIKit's section count check fails
    /// otherwise (Docs/Diffable.md).
    private mutating func checkNewSections(_ identifiers: [Section], _ operation: String, file: StaticString, line: UInt) -> Bool {
        if let clash = firstClash(identifiers) {
            misuse.record(operation, clash.problem, clash.identifiers, file: file, line: line)
            return false
        }
        if let existing = identifiers.first(where: { sectionPositions[$0] != nil }) {
            misuse.record(operation, .identifierAlreadyInSnapshot, [existing], file: file, line: line)
            return false
        }
        return true
    }

    /// Takes items that are about to be placed again out of their current places (UIKit moves them into place).
    private mutating func removeItemsForMove(_ identifiers: [Item]) {
        let present = identifiers.filter { itemSections[$0] != nil }
        guard !present.isEmpty else { return }
        let moving = Set(present)
        var touched = Set<Int>()
        for item in present {
            if let section = itemSections[item], let position = sectionPositions[section] { touched.insert(position) }
        }
        for position in touched { itemsBySection[position].removeAll { moving.contains($0) } }
        for item in present { itemSections[item] = nil }
    }

    /// Deletes items for good: out of their sections and the reload lists.
    private mutating func removeItems(_ identifiers: Set<Item>) {
        let present = identifiers.filter { itemSections[$0] != nil }
        guard !present.isEmpty else { return }
        removeItemsForMove(Array(present))
        reloadedItems.remove(present)
        reconfiguredItems.remove(present)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Not a UIKit name: for the layout context and the update (Docs/Diffable.md): each section's items.
    @usableFromInline var itemsBySectionIdentifier: [[Item]] { itemsBySection }
}

/// Identifiers in the order they were first added, each once (the `reloaded…` and `reconfigured…` lists).
struct OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    mutating func append(contentsOf identifiers: [Element]) {
        for identifier in identifiers where members.insert(identifier).inserted { elements.append(identifier) }
    }

    mutating func remove(_ identifiers: Set<Element>) {
        guard !members.isDisjoint(with: identifiers) else { return }
        members.subtract(identifiers)
        elements.removeAll { identifiers.contains($0) }
    }
}
