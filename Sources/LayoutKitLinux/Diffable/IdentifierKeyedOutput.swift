import Foundation

/// Dumps, diagrams and layout snapshots that name cells by item identifier instead of index path
/// (Docs/Diffable.md, "Keyed by identifier"). Each throws when the solution has no identifiers (its context was not
/// made from a snapshot) or when two items, or two sections, print the same and so could not be told apart.
extension LayoutSolution {
    /// Every element's attributes, in `attributes` order, each carrying the key it is named by.
    func identifiedAttributes() throws -> [UICollectionViewLayoutAttributes] {
        let identifiers = try keyingIdentifiers()
        return attributes.map { element in
            element.identifier = identifiers.key(category: element.representedElementCategory, section: element.indexPath.section,
                                                 item: element.indexPath.item)
            return element
        }
    }

    /// The identifiers to key the elements by; throws when there are none or two print the same.
    func keyingIdentifiers() throws -> LayoutIdentifiers {
        guard let identifiers else {
            throw LayoutError(path: "identifiers", message: "the solution has no identifiers to key its cells by; "
                + "solve a context made from a snapshot (LayoutContext(containerSize:snapshot:))")
        }
        try identifiers.checkDistinctKeys()
        return identifiers
    }

    /// Not a UIKit name: the attributes of the item whose identifier is `identifier` (compared as `String(describing:)`
    /// prints it); nil when the solution has no such item.
    public func layoutAttributesForItem<ItemIdentifierType>(identifiedBy identifier: ItemIdentifierType) -> UICollectionViewLayoutAttributes? {
        identifiers?.indexPath(for: String(describing: identifier)).flatMap { layoutAttributesForItem(at: $0) }
    }
}

extension FrameDump {
    /// The frame dump with each cell named `@identifier` in place of its index path, and each supplementary and
    /// decoration `@section#index`, when `keyedByIdentifier`; the plain dump otherwise.
    public static func render(_ solution: LayoutSolution, keyedByIdentifier: Bool) throws -> String {
        var text = ""
        try write(solution, keyedByIdentifier: keyedByIdentifier, to: &text)
        return text
    }
}

extension JSONDump {
    /// The JSON dump with an `"id"` beside each element's index path, when `keyedByIdentifier`.
    public static func render(_ solution: LayoutSolution, keyedByIdentifier: Bool) throws -> String {
        var text = ""
        try write(solution, keyedByIdentifier: keyedByIdentifier, to: &text)
        return text
    }
}

extension ASCIIDiagram {
    /// The drawing with cells labelled by identifier, when `keyedByIdentifier`; `window` as in `render(_:window:)`.
    public static func render(_ solution: LayoutSolution, keyedByIdentifier: Bool, width: Int = defaultWidth,
                              maxRows: Int = defaultMaxRows, color: Bool = false, badgeKinds: Set<String> = [],
                              window: CGRect? = nil) throws -> String {
        guard keyedByIdentifier else {
            return render(solution, width: width, maxRows: maxRows, color: color, badgeKinds: badgeKinds, window: window)
        }
        return render(contentSize: solution.contentSize, elements: try solution.identifiedAttributes(), width: width, maxRows: maxRows,
                      color: color, badgeKinds: badgeKinds, window: window)
    }
}

extension SVGDiagram {
    /// The picture with cells labelled by identifier, when `keyedByIdentifier`.
    public static func render(_ solution: LayoutSolution, keyedByIdentifier: Bool, badgeKinds: Set<String> = [],
                              viewport: CGRect? = nil, fitWidth: CGFloat? = nil) throws -> String {
        guard keyedByIdentifier else { return render(solution, badgeKinds: badgeKinds, viewport: viewport, fitWidth: fitWidth) }
        return render(contentSize: solution.contentSize, elements: try solution.identifiedAttributes(),
                      sectionFrames: solution.sections.map(\.frame), badgeKinds: badgeKinds, viewport: viewport, fitWidth: fitWidth)
    }
}

extension LayoutSnapshot {
    /// Compares the dump keyed by identifier (when `keyedByIdentifier`) with its reference: a reference recorded before
    /// an item was inserted above still names every other cell the same. A solution that cannot be keyed is a failure
    /// with the reason.
    public static func verify(_ solution: LayoutSolution, keyedByIdentifier: Bool, named name: String? = nil,
                              record: LayoutSnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              filePath: String = #filePath, testName: String = #function) -> String? {
        do {
            return verify(text: try FrameDump.render(solution, keyedByIdentifier: keyedByIdentifier), named: name, record: record,
                          snapshotDirectory: snapshotDirectory, environment: environment, filePath: filePath, testName: testName)
        } catch {
            return "The solution cannot be dumped keyed by identifier: \(error)"
        }
    }
}

/// `LayoutSnapshot.verify(_:keyedByIdentifier:)` under the snapshot-testing name; returns nil or a failure message.
public func verifyLayoutSnapshot(of solution: LayoutSolution, keyedByIdentifier: Bool, named name: String? = nil,
                                 record: LayoutSnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                                 filePath: String = #filePath, testName: String = #function) -> String? {
    LayoutSnapshot.verify(solution, keyedByIdentifier: keyedByIdentifier, named: name, record: record,
                          snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
}
