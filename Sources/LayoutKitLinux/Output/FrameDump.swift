import Foundation

/// A stable text dump of a solved layout, made for diffs (Docs/CLI.md, "frames" format):
///
/// ```
/// # layout-dump frames v1
/// content 320 44
/// cell - 0.0 0 0 160 44 0
/// cell - 0.1 160 0 160 44 0
/// ```
///
/// The first line names the format and its version; then `content W H`; then one element per line,
/// sorted by category (cell, supplementary, decoration), section, item, then kind. The columns are always
/// `category kind section.item x y width height z`, separated by one space; `kind` is `-` for cells.
/// An element a `visibleItemsInvalidationHandler` changed has optional trailing fields (`alpha=0.5`, `hidden`,
/// `transform=a,b,c,d,tx,ty`), printed only when they differ from the defaults.
/// Numbers have no trailing zeros (frames are on the pixel grid, so `106.5`, never `106.500`) and nothing
/// depends on memory addresses or on the order the solver produced the elements in.
public enum FrameDump {
    /// The first line of every dump. A change to the columns or their meaning bumps the version.
    public static let header = "# layout-dump frames v1"

    /// The dump of `solution`, ending in a newline.
    public static func render(_ solution: LayoutSolution) -> String {
        var text = ""
        write(solution, to: &text)
        return text
    }

    /// Writes the dump of `solution` a piece of lines at a time (`layout-dump` streams it to standard output), so
    /// memory stays proportional to the solution however long the text: cells are written as they are made
    /// (`forEachRow`), and handed on every `OutputBytes.pieceSize` bytes.
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, to output: inout Target) {
        write(contentSize: solution.contentSize, rows: RowCursor(solution), to: &output)
    }

    /// Writes the dump keyed by identifier (Docs/Diffable.md, "Keyed by identifier") when `keyedByIdentifier`, as
    /// `write(_:to:)` writes the plain one: row by row, in the same memory. Throws before writing anything when the
    /// solution cannot be keyed (`LayoutSolution.keyingIdentifiers`).
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, keyedByIdentifier: Bool, to output: inout Target) throws {
        let identifiers = keyedByIdentifier ? try solution.keyingIdentifiers() : nil
        write(contentSize: solution.contentSize, rows: RowCursor(solution, identifiers: identifiers), to: &output)
    }

    static func write<Target: TextOutputStream>(contentSize: CGSize, rows: RowCursor, to output: inout Target) {
        var text = OutputBytes()
        writeHead(contentSize: contentSize, to: &text)
        var rows = rows
        rows.forEachRemaining { row in
            write(row, to: &text)
            text.append(ascii: UInt8(ascii: "\n"))
            text.handOnIfFull(to: &output)
        }
        text.handOn(to: &output)
    }

    /// The dump of a prepared layout object (`prepare(in:)`): its content size and every element as its — possibly
    /// overridden — queries answer them (Docs/Model.md, "The layout object"). Empty before `prepare(in:)`.
    public static func render(_ layout: UICollectionViewLayout) -> String {
        render(contentSize: layout.collectionViewContentSize, elements: layout.answeredAttributes())
    }

    /// The dump of any list of elements (a dump read back, or attributes made by hand).
    public static func render<C: Collection>(contentSize: CGSize, elements: C) -> String where C.Element == UICollectionViewLayoutAttributes {
        var text = ""
        write(contentSize: contentSize, elements: elements, to: &text)
        return text
    }

    public static func write<C: Collection, Target: TextOutputStream>(contentSize: CGSize, elements: C, to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        write(contentSize: contentSize, elements: elements, cellLabel: nil, to: &output)
    }

    /// `write(contentSize:elements:to:)` with each cell's content, when `cellLabel` answers one for its index path, as
    /// a last field in quotes, `"text=…"` (a collection view's dump, Docs/DataSource.md, "Content in every output"):
    /// written with the line, in the same pass.
    static func write<C: Collection, Target: TextOutputStream>(contentSize: CGSize, elements: C, cellLabel: CellLabel?,
                                                               to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        var text = OutputBytes()
        writeHead(contentSize: contentSize, to: &text)
        for row in sortedRows(elements) {
            write(row, to: &text)
            if let label = label(of: row, cellLabel) {
                text.append(ascii: UInt8(ascii: " "))
                text.append(quoted("text=" + label, limit: Int.max))
            }
            text.append(ascii: UInt8(ascii: "\n"))
            text.handOnIfFull(to: &output)
        }
        text.handOn(to: &output)
    }

    /// The content label of a cell by its index path (`UICollectionView.contentLabel(of:)`); nil: none.
    typealias CellLabel = (IndexPath) -> String?

    /// The label `cellLabel` gives `row`: cells only.
    static func label(of row: FrameDumpDiff.Element, _ cellLabel: CellLabel?) -> String? {
        guard let cellLabel, row.category == .cell else { return nil }
        return cellLabel(IndexPath(item: row.item, section: row.section))
    }

    /// The header line and `content W H`.
    static func writeHead(contentSize: CGSize, to text: inout OutputBytes) {
        text.append(header)
        text.append("\ncontent ")
        text.append(points: contentSize.width)
        text.append(ascii: UInt8(ascii: " "))
        text.append(points: contentSize.height)
        text.append(ascii: UInt8(ascii: "\n"))
    }

    /// One line for one element, in the dump's column order.
    public static func line(for attributes: UICollectionViewLayoutAttributes) -> String {
        line(FrameDumpDiff.Element(attributes))
    }

    /// The dump's spelling of a category.
    public static func name(of category: UICollectionView.ElementCategory) -> String { "\(spelling(of: category))" }

    static func spelling(of category: UICollectionView.ElementCategory) -> StaticString {
        switch category {
        case .cell: return "cell"
        case .supplementaryView: return "supplementary"
        case .decorationView: return "decoration"
        }
    }

    /// The category a dump's first column spells (`spelling(of:)` read back), from its bytes: nil for any other word.
    /// The one reading of the column, for the general reader (`FrameDumpDiff.element`) and the plain line's
    /// (`FrameDumpReader.plainElement`).
    static func category<Bytes: Collection<UInt8>>(spelled bytes: Bytes) -> UICollectionView.ElementCategory? {
        for category in [UICollectionView.ElementCategory.cell, .supplementaryView, .decorationView] {
            let spelling = spelling(of: category)
            if bytes.elementsEqual(UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)) { return category }
        }
        return nil
    }

    /// A number as the dump prints it: an integer when whole, else up to 4 decimals with no trailing zeros; never `-0`.
    public static func number(_ value: CGFloat) -> String { formatPoints(value) }

    // MARK: -

    /// A solution's rows in dump order (`FrameDumpDiff.Element.inDumpOrder`), one at a time: the cells come first in
    /// `attributes`, in index-path order, which is the dump's order, so they are passed on as they are made, read
    /// from their records by the walk `attributes` and `frames` iterate with (`ElementWalk`: the cells made on demand
    /// a group origin per group, not looked up one by one), rather than through an attributes object; only the
    /// supplementaries and decorations after them are collected and sorted.
    static func forEachRow(of solution: LayoutSolution, _ body: (FrameDumpDiff.Element) -> Void) {
        var rows = RowCursor(solution)
        rows.forEachRemaining(body)
    }

    /// A solution's rows in dump order, pulled one at a time (`forEachRow`; `FrameDumpDiff` walks two sides at once).
    struct RowCursor: IteratorProtocol {
        let solution: LayoutSolution
        private var walk: ElementWalk
        private var cellsLeft: Int
        private var others: [FrameDumpDiff.Element]?
        private var nextOther = 0
        /// Names every row by its key (`LayoutIdentifiers.key`) when given: a dump keyed by identifier.
        let identifiers: LayoutIdentifiers?

        init(_ solution: LayoutSolution, identifiers: LayoutIdentifiers? = nil) {
            self.solution = solution
            walk = ElementWalk(store: solution.store)
            cellsLeft = solution.store.cellCount
            self.identifiers = identifiers
        }

        /// Calls `body` with each row left, in order: the cells from a walk and a store held in locals, as pulling each
        /// through `next()` copied the walk's cursors, and reading the store through `self` copied it, for every row
        /// (`layout-dump`'s frame dump of 1M cells: 3,334 M instructions pulled, 2,797 M pushed; Docs/Performance.md).
        mutating func forEachRemaining(_ body: (FrameDumpDiff.Element) -> Void) {
            var cells = walk
            let store = solution.store
            if identifiers == nil {
                // Handed on as made: through `keyed` each row was copied once more.
                while cellsLeft > 0, let cell = cells.next() {
                    cellsLeft -= 1
                    body(cellRow(cell.record, in: store))
                }
            }
            while cellsLeft > 0, let cell = cells.next() {
                cellsLeft -= 1
                body(keyed(cellRow(cell.record, in: store)))
            }
            walk = cells
            while let row = next() { body(row) }
        }

        mutating func next() -> FrameDumpDiff.Element? {
            let row: FrameDumpDiff.Element
            if cellsLeft > 0, let cell = walk.next() {
                cellsLeft -= 1
                row = cellRow(cell.record, in: solution.store)
            } else {
                cellsLeft = 0
                if others == nil {
                    let attributes = solution.attributes
                    others = sortedRows(attributes[min(solution.store.cellCount, attributes.count)...])
                }
                guard let others, nextOther < others.count else { return nil }
                row = others[nextOther]
                nextOther += 1
            }
            return keyed(row)
        }

        /// `row` named by its key when the dump is keyed by identifier.
        @inline(__always)
        private func keyed(_ row: FrameDumpDiff.Element) -> FrameDumpDiff.Element {
            guard let identifiers else { return row }
            var row = row
            row.identifier = identifiers.key(category: row.category, section: row.section, item: row.item)
            return row
        }
    }

    /// A cell's row, as `FrameDumpDiff.Element(attributes)` reads it from the attributes the store makes; a cell whose
    /// look a visible-items handler changed is read from those attributes (`FrameStore.makeAttributes(record:)`).
    static func cellRow(_ record: ElementRecord, in store: FrameStore) -> FrameDumpDiff.Element {
        if store.overlay.change(of: record)?.appearance != nil {
            return FrameDumpDiff.Element(store.makeAttributes(record: record))
        }
        return FrameDumpDiff.Element(category: .cell, kind: nil, section: Int(record.section), item: record.item, frame: record.frame,
                                     zIndex: Int(record.zIndex))
    }

    /// The rows in dump order (`FrameDumpDiff.Element.inDumpOrder`).
    static func sortedRows<C: Collection>(_ attributes: C) -> [FrameDumpDiff.Element] where C.Element == UICollectionViewLayoutAttributes {
        FrameDumpDiff.Element.inDumpOrder(attributes.map(FrameDumpDiff.Element.init))
    }

    static func line(_ row: FrameDumpDiff.Element) -> String {
        var text = OutputBytes()
        write(row, to: &text)
        return text.text
    }

    /// One element's line, without its newline: `category kind section.item x y width height z`, then any appearance
    /// fields.
    static func write(_ row: FrameDumpDiff.Element, to text: inout OutputBytes) {
        let space = UInt8(ascii: " ")
        let f = row.frame.standardized
        text.append(spelling(of: row.category))
        text.append(ascii: space)
        if let kind = row.kind { text.append(kindToken(kind)) } else { text.append(cellKind) }
        text.append(ascii: space)
        if let identifier = row.identifier {
            text.append(identifierToken(identifier))
        } else {
            text.append(integer: row.section)
            text.append(ascii: UInt8(ascii: "."))
            text.append(integer: row.item)
        }
        text.append(ascii: space)
        text.append(points: f.minX)
        text.append(ascii: space)
        text.append(points: f.minY)
        text.append(ascii: space)
        text.append(points: f.width)
        text.append(ascii: space)
        text.append(points: f.height)
        text.append(ascii: space)
        text.append(integer: row.zIndex)
        if row.hasAppearance {
            for field in appearanceFields(row) {
                text.append(ascii: space)
                text.append(field)
            }
        }
    }

    /// The optional trailing fields of an element a visible-items handler changed (empty when it did not).
    static func appearanceFields(_ row: FrameDumpDiff.Element) -> [String] {
        var fields: [String] = []
        if row.alpha != 1 { fields.append("alpha=\(number(row.alpha))") }
        if row.isHidden { fields.append("hidden") }
        if !row.transform.isIdentity {
            let t = row.transform
            fields.append("transform=" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ","))
        }
        return fields
    }

    /// `@key` for an element of a dump keyed by identifier (Docs/Diffable.md), in quotes when the key has spaces,
    /// quotes or control characters.
    static func identifierToken(_ key: String) -> String {
        let token = "@" + key
        let plain = token.unicodeScalars.allSatisfy { $0 != " " && $0 != "\"" && !TerminalText.isControl($0) }
        return plain ? token : quoted(token, limit: Int.max)
    }

    /// The kind column of a cell.
    static let cellKind: StaticString = "-"

    /// `-` for cells; a kind with spaces or other characters that would break the columns is written in quotes.
    static func kindToken(_ kind: String?) -> String {
        guard let kind else { return "\(cellKind)" }
        let plain = !kind.isEmpty && kind != "-" && kind.unicodeScalars.allSatisfy { $0 != " " && $0 != "\"" && !TerminalText.isControl($0) }
        return plain ? kind : quoted(kind, limit: Int.max)
    }
}
