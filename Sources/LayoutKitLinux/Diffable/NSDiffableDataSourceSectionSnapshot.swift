import Foundation

/// One section's items as a hierarchy (UIKit: `NSDiffableDataSourceSectionSnapshot`, iOS 14; Docs/Diffable.md).
///
/// Items form a forest: root items, each with ordered children. An item is expanded or collapsed (collapsed when
/// added, as in UIKit); `visibleItems` are the roots and the children of expanded visible items, depth first, and
/// only they are laid out — UIKit shows a section snapshot's visible items as the section's cells.
/// Misuse is recorded as for `NSDiffableDataSourceSnapshot` (`firstMisuse`).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    private var roots: [Item] = []
    private var children: [Item: [Item]] = [:]
    private var parents: [Item: Item] = [:]
    /// Every item (the key set), and whether it is expanded.
    private var expansion: [Item: Bool] = [:]
    private var misuse = SnapshotMisuseRecord()

    public init() {}

    /// A copy of `snapshot` (UIKit's copy initialiser; the snapshot is a value, so this is `snapshot` itself), its
    /// first misuse included.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    // MARK: - Queries

    /// Every item, depth first: each item followed by its descendants.
    public var items: [ItemIdentifierType] { flatten(roots, visibleOnly: false) }
    public var rootItems: [ItemIdentifierType] { roots }
    /// The roots, and the children of every expanded visible item, depth first: the cells the section shows.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, visibleOnly: true) }
    /// The expanded items, in `items` order.
    public var expandedItems: [ItemIdentifierType] { items.filter { expansion[$0] == true } }

    public func contains(_ item: ItemIdentifierType) -> Bool { expansion[item] != nil }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expansion[item] == true }

    /// Whether every ancestor of `item` is expanded (false for an item the snapshot does not hold).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expansion[parent] == true else { return false }
            current = parent
        }
        return true
    }

    /// 0 for a root, 1 for its children, and so on; -1 for an item the snapshot does not hold (Docs/Diffable.md).
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else { return -1 }
        var level = 0, current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's position in `items`.
    public func index(of item: ItemIdentifierType) -> Int? {
        contains(item) ? items.firstIndex(of: item) : nil
    }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The subtree under `parent` as a snapshot of its own: `parent`'s children become roots, or `parent` is the
    /// one root when `includingParent` is true. Expansion is kept. An unknown parent gives an empty snapshot that
    /// records the misuse.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false,
                         file: StaticString = #fileID, line: UInt = #line) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard contains(parent) else {
            result.misuse.record("snapshot(of:includingParent:)", .unknownItem, [parent], file: file, line: line)
            return result
        }
        let top = includingParent ? [parent] : children[parent, default: []]
        result.roots = top
        for item in flatten(top, visibleOnly: false) {
            result.expansion[item] = expansion[item]
            if let kids = children[item] { result.children[item] = kids }
            if let up = parents[item], result.expansion[up] != nil { result.parents[item] = up }
        }
        return result
    }

    /// `items` as an indented tree, two spaces a level, with Apple's documented marks: `*` for a visible item, `+` for
    /// an expanded one and `-` for a collapsed one (the layout of the lines is ours; UIKit's is not published).
    public func visualDescription() -> String {
        items.map { item in
            String(repeating: "  ", count: level(of: item)) + (isVisible(item) ? "*" : " ") + (isExpanded(item) ? "+ " : "- ")
                + String(describing: item)
        }.joined(separator: "\n")
    }

    /// Not a UIKit name: the first misuse, if any (Docs/Diffable.md, "Misuse").
    public var firstMisuse: DiffableSnapshotError? { misuse.first }

    /// Not a UIKit name: throws the first misuse.
    public func validate() throws {
        if let error = misuse.first { throw error }
    }

    // MARK: - Changes

    /// Appends `items` as roots, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil,
                                file: StaticString = #fileID, line: UInt = #line) {
        let operation = "append(_:to:)"
        if let parent, !contains(parent) {
            return misuse.record(operation, .unknownItem, [parent], file: file, line: line)
        }
        guard checkNew(items, operation, file: file, line: line) else { return }
        add(items, under: parent)
        if let parent { children[parent, default: []].append(contentsOf: items) } else { roots.append(contentsOf: items) }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType,
                                file: StaticString = #fileID, line: UInt = #line) {
        insert(items, relativeTo: item, after: false, "insert(_:before:)", file: file, line: line)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType,
                                file: StaticString = #fileID, line: UInt = #line) {
        insert(items, relativeTo: item, after: true, "insert(_:after:)", file: file, line: line)
    }

    /// Inserts another section snapshot's whole forest (with its expansion) before `item`, at `item`'s level.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType,
                                file: StaticString = #fileID, line: UInt = #line) {
        insert(snapshot, relativeTo: item, after: false, "insert(_:before:)", file: file, line: line)
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType,
                                file: StaticString = #fileID, line: UInt = #line) {
        insert(snapshot, relativeTo: item, after: true, "insert(_:after:)", file: file, line: line)
    }

    /// Replaces `parent`'s children (and their descendants) with `snapshot`'s forest.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                 file: StaticString = #fileID, line: UInt = #line) {
        let operation = "replace(childrenOf:using:)"
        guard contains(parent) else { return misuse.record(operation, .unknownItem, [parent], file: file, line: line) }
        let old = Set(flatten(children[parent, default: []], visibleOnly: false))
        let incoming = snapshot.items
        if let clash = incoming.first(where: { contains($0) && !old.contains($0) }) {
            return misuse.record(operation, .identifierAlreadyInSnapshot, [clash], file: file, line: line)
        }
        remove(old)
        graft(snapshot, under: parent)
        children[parent] = snapshot.roots
    }

    /// Deletes `items` with their descendants; identifiers the snapshot does not hold are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let doomed = Set(flatten(items.filter(contains), visibleOnly: false))
        guard !doomed.isEmpty else { return }
        roots.removeAll { doomed.contains($0) }
        for item in doomed {
            if let parent = parents[item], !doomed.contains(parent) { children[parent]?.removeAll { doomed.contains($0) } }
        }
        remove(doomed)
    }

    public mutating func deleteAll() {
        roots = []
        children = [:]
        parents = [:]
        expansion = [:]
    }

    public mutating func expand(_ items: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        setExpanded(items, true, "expand(_:)", file: file, line: line)
    }

    public mutating func collapse(_ items: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        setExpanded(items, false, "collapse(_:)", file: file, line: line)
    }

    // MARK: - Internals

    /// Depth first from `top`; into an item's children only when it is expanded if `visibleOnly`.
    private func flatten(_ top: [Item], visibleOnly: Bool) -> [Item] {
        var result: [Item] = []
        var stack = Array(top.reversed())
        while let item = stack.popLast() {
            result.append(item)
            guard !visibleOnly || expansion[item] == true, let kids = children[item] else { continue }
            stack.append(contentsOf: kids.reversed())
        }
        return result
    }

    private mutating func setExpanded(_ items: [Item], _ expanded: Bool, _ operation: String, file: StaticString, line: UInt) {
        if let unknown = items.first(where: { !contains($0) }) {
            return misuse.record(operation, .unknownItem, [unknown], file: file, line: line)
        }
        for item in items { expansion[item] = expanded }
    }

    /// New items must be unique among themselves and new to the snapshot: UIKit raises "Identifiers in a section
    /// snapshot must be unique" otherwise.
    private mutating func checkNew(_ items: [Item], _ operation: String, file: StaticString, line: UInt) -> Bool {
        if let clash = firstClash(items) {
            misuse.record(operation, clash.problem, clash.identifiers, file: file, line: line)
            return false
        }
        if let existing = items.first(where: contains) {
            misuse.record(operation, .identifierAlreadyInSnapshot, [existing], file: file, line: line)
            return false
        }
        return true
    }

    /// Registers new leaves under `parent` (nil: roots), collapsed; the caller places them among their siblings.
    private mutating func add(_ items: [Item], under parent: Item?) {
        for item in items {
            expansion[item] = false
            parents[item] = parent
        }
    }

    /// Forgets `items` (already taken out of their siblings' lists).
    private mutating func remove(_ items: Set<Item>) {
        for item in items {
            expansion[item] = nil
            parents[item] = nil
            children[item] = nil
        }
    }

    /// Places `items` beside `anchor`, among its siblings.
    private mutating func place(_ items: [Item], beside anchor: Item, after: Bool) {
        func splice(_ siblings: inout [Item]) {
            guard let index = siblings.firstIndex(of: anchor) else { return }
            siblings.insert(contentsOf: items, at: after ? index + 1 : index)
        }
        if let parent = parents[anchor] { splice(&children[parent, default: []]) } else { splice(&roots) }
    }

    private mutating func insert(_ items: [Item], relativeTo anchor: Item, after: Bool, _ operation: String,
                                 file: StaticString, line: UInt) {
        guard contains(anchor) else { return misuse.record(operation, .unknownItem, [anchor], file: file, line: line) }
        guard checkNew(items, operation, file: file, line: line) else { return }
        add(items, under: parents[anchor])
        place(items, beside: anchor, after: after)
    }

    private mutating func insert(_ snapshot: Self, relativeTo anchor: Item, after: Bool, _ operation: String,
                                 file: StaticString, line: UInt) {
        guard contains(anchor) else { return misuse.record(operation, .unknownItem, [anchor], file: file, line: line) }
        guard checkNew(snapshot.items, operation, file: file, line: line) else { return }
        let parent = parents[anchor]
        graft(snapshot, under: parent)
        place(snapshot.roots, beside: anchor, after: after)
    }

    /// Copies `snapshot`'s forest in, its roots under `parent`; the caller places the roots among their siblings.
    private mutating func graft(_ snapshot: Self, under parent: Item?) {
        add(snapshot.roots, under: parent)
        for item in snapshot.items {
            expansion[item] = snapshot.expansion[item] ?? false
            if let kids = snapshot.children[item] {
                children[item] = kids
                for kid in kids { parents[kid] = item }
            }
        }
    }
}
