import Foundation

/// The dumps, diagrams and layout snapshots of a collection view (Docs/DataSource.md, "Content in every output"):
/// every element as the layout object answers it, each cell named by its item identifier when the data source is
/// diffable (`@news-7`, as in Docs/Diffable.md, "Keyed by identifier"), and each cell that is shown labelled with its
/// content: the `text` of its `UIListContentConfiguration`, else its `accessibilityLabel`. Only shown cells exist
/// (cells are made for the visible bounds), so only they carry content. Each throws the view's first misuse.
extension UICollectionView {
    /// The content label texts are cut to, in characters, so that a line stays readable.
    static let contentLabelLimit = 80

    /// The elements keyed by identifier, and the content label of each shown cell by index path.
    func describedElements() throws -> (contentSize: CGSize, elements: [UICollectionViewLayoutAttributes], labels: [IndexPath: String]) {
        layoutIfNeeded()
        if let error = misuse.first { throw error }
        let identifiers = (dataSource as? any SnapshotIdentifying)?.layoutIdentifiers()
        try identifiers?.checkDistinctKeys()
        let elements = collectionViewLayout.answeredAttributes().map { element in
            element.identifier = identifiers?.key(category: element.representedElementCategory, section: element.indexPath.section,
                                                  item: element.indexPath.item)
            return element
        }
        var labels: [IndexPath: String] = [:]
        for (path, cell) in visibleCellsByIndexPath {
            if let label = Self.contentLabel(of: cell) { labels[path] = label }
        }
        return (collectionViewLayout.collectionViewContentSize, elements, labels)
    }

    /// What a dump shows of a cell's content — its list configuration's text, else its accessibility label, else the
    /// text of the first label in its content view — cut to `contentLabelLimit` characters.
    static func contentLabel(of cell: UICollectionViewCell) -> String? {
        let text = (cell.contentConfiguration as? UIListContentConfiguration)?.displayedText ?? cell.accessibilityLabel
            ?? firstLabelText(in: cell.contentView)
        guard let text, !text.isEmpty else { return nil }
        return text.count > contentLabelLimit ? String(text.prefix(contentLabelLimit)) + "…" : text
    }

    /// The text of the first `UILabel` in `view`'s subtree, depth first.
    static func firstLabelText(in view: UIView) -> String? {
        if let label = view as? UILabel, let text = label.text ?? label.attributedText?.string { return text }
        for subview in view.subviews {
            if let text = firstLabelText(in: subview) { return text }
        }
        return nil
    }

    /// The elements with each shown cell's label after its key (for the diagrams, whose label is the key).
    func labelledElements() throws -> (contentSize: CGSize, elements: [UICollectionViewLayoutAttributes]) {
        let described = try describedElements()
        for element in described.elements where element.representedElementCategory == .cell {
            guard let label = described.labels[element.indexPath] else { continue }
            let key = element.identifier ?? "\(element.indexPath.section).\(element.indexPath.item)"
            element.identifier = key + " " + quoted(label, limit: Int.max)
        }
        return (described.contentSize, described.elements)
    }
}

/// A data source that can name its sections and items (the diffable one).
@MainActor
protocol SnapshotIdentifying {
    func layoutIdentifiers() -> LayoutIdentifiers
}

extension UICollectionViewDiffableDataSource: SnapshotIdentifying {
    func layoutIdentifiers() -> LayoutIdentifiers {
        let snapshot = snapshot()
        return LayoutIdentifiers(sections: snapshot.sectionIdentifiers.map { String(describing: $0) },
                                 items: snapshot.itemsBySectionIdentifier.map { $0.map { String(describing: $0) } })
    }
}

extension FrameDump {
    /// The frame dump of a collection view: cells keyed `@identifier` under a diffable data source, and each shown
    /// cell's content as a last field in quotes, `"text=…"` (`cell - @news-7 0 0 320 44 0 "text=Breaking: …"`).
    @MainActor
    public static func render(_ collectionView: UICollectionView) throws -> String {
        let described = try collectionView.describedElements()
        var text = ""
        write(contentSize: described.contentSize, elements: described.elements, cellLabel: { described.labels[$0] }, to: &text)
        return text
    }
}

extension JSONDump {
    /// The JSON dump of a collection view: `"id"` for each cell under a diffable data source, and `"text"` for each
    /// shown cell's content.
    @MainActor
    public static func render(_ collectionView: UICollectionView) throws -> String {
        let described = try collectionView.describedElements()
        var text = ""
        write(contentSize: described.contentSize, elements: described.elements, cellLabel: { described.labels[$0] }, to: &text)
        return text
    }
}

extension ASCIIDiagram {
    /// The drawing of a collection view's whole content, cells labelled with their key and content.
    @MainActor
    public static func render(_ collectionView: UICollectionView, width: Int = defaultWidth, maxRows: Int = defaultMaxRows) throws -> String {
        let labelled = try collectionView.labelledElements()
        return render(contentSize: labelled.contentSize, elements: labelled.elements, width: width, maxRows: maxRows)
    }
}

extension SVGDiagram {
    /// The picture of a collection view's content, cells labelled with their key and content.
    @MainActor
    public static func render(_ collectionView: UICollectionView) throws -> String {
        let labelled = try collectionView.labelledElements()
        return render(contentSize: labelled.contentSize, elements: labelled.elements)
    }
}

extension HTMLPage {
    /// The page of a collection view's content, cells labelled with their key and content.
    @MainActor
    public static func render(_ collectionView: UICollectionView, title: String = "collection view") throws -> String {
        let labelled = try collectionView.labelledElements()
        return render([Tab(name: title, contentSize: labelled.contentSize, elements: labelled.elements)], title: title)
    }
}

/// Compares the frame dump of `collectionView` (keys and content included, `FrameDump.render(_:)`) with its reference,
/// as `verifyLayoutSnapshot(of:)` does for a solution; nil when they match. The view's first misuse is a failure.
@MainActor
public func verifyLayoutSnapshot(of collectionView: UICollectionView, named name: String? = nil, record: LayoutSnapshotRecordMode? = nil,
                                 snapshotDirectory: String? = nil, filePath: String = #filePath, testName: String = #function) -> String? {
    do {
        return LayoutSnapshot.verify(text: try FrameDump.render(collectionView), named: name, record: record,
                                     snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
    } catch {
        return "The collection view cannot be dumped: \(error)"
    }
}
