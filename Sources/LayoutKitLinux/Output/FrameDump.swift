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

    /// Writes the dump of `solution` line by line (`layout-dump` streams it to standard output), so memory stays
    /// proportional to the solution however long the text: cells are written as they are made (`forEachRow`).
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, to output: inout Target) {
        output.write("\(header)\ncontent \(number(solution.contentSize.width)) \(number(solution.contentSize.height))\n")
        forEachRow(of: solution) { row in
            output.write(line(row))
            output.write("\n")
        }
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
        output.write("\(header)\ncontent \(number(contentSize.width)) \(number(contentSize.height))\n")
        for row in sortedRows(elements) {
            output.write(line(row))
            output.write("\n")
        }
    }

    /// One line for one element, in the dump's column order.
    public static func line(for attributes: UICollectionViewLayoutAttributes) -> String {
        line(FrameDumpDiff.Element(attributes))
    }

    /// The dump's spelling of a category.
    public static func name(of category: UICollectionView.ElementCategory) -> String {
        switch category {
        case .cell: return "cell"
        case .supplementaryView: return "supplementary"
        case .decorationView: return "decoration"
        }
    }

    /// A number as the dump prints it: an integer when whole, else up to 4 decimals with no trailing zeros; never `-0`.
    public static func number(_ value: CGFloat) -> String { formatPoints(value) }

    // MARK: -

    /// A solution's rows in dump order (`FrameDumpDiff.Element.inDumpOrder`), one at a time: the cells come first in
    /// `attributes`, in index-path order, which is the dump's order, so they are passed on as they are made; only the
    /// supplementaries and decorations after them are collected and sorted.
    static func forEachRow(of solution: LayoutSolution, _ body: (FrameDumpDiff.Element) -> Void) {
        let attributes = solution.attributes
        let cells = min(solution.store.cellCount, attributes.count)
        for position in 0..<cells {
            body(FrameDumpDiff.Element(attributes[position]))
        }
        for row in sortedRows(attributes[cells...]) {
            body(row)
        }
    }

    /// The rows in dump order (`FrameDumpDiff.Element.inDumpOrder`).
    static func sortedRows<C: Collection>(_ attributes: C) -> [FrameDumpDiff.Element] where C.Element == UICollectionViewLayoutAttributes {
        FrameDumpDiff.Element.inDumpOrder(attributes.map(FrameDumpDiff.Element.init))
    }

    static func line(_ row: FrameDumpDiff.Element) -> String {
        let f = row.frame.standardized
        let path = row.identifier.map(identifierToken) ?? "\(row.section).\(row.item)"
        let line = "\(name(of: row.category)) \(kindToken(row.kind)) \(path) "
            + "\(number(f.minX)) \(number(f.minY)) \(number(f.width)) \(number(f.height)) \(row.zIndex)"
        return row.hasAppearance ? ([line] + appearanceFields(row)).joined(separator: " ") : line
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
        let plain = token.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && $0 != "\"" }
        return plain ? token : quoted(token, limit: Int.max)
    }

    /// `-` for cells; a kind with spaces or other characters that would break the columns is written in quotes.
    static func kindToken(_ kind: String?) -> String {
        guard let kind else { return "-" }
        let plain = !kind.isEmpty && kind != "-" && kind.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && $0 != "\"" }
        return plain ? kind : quoted(kind, limit: Int.max)
    }
}
