import Foundation

/// A solved layout as JSON, for programs (Docs/CLI.md, "json" format):
///
/// ```
/// {
///   "format": "layout-dump json v1",
///   "contentSize": {"width": 320, "height": 44},
///   "elements": [
///     {"category": "cell", "kind": null, "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 160, "height": 44}, "zIndex": 0}
///   ]
/// }
/// ```
///
/// Elements come in the frame dump's order (category, section, item, kind), one per line so that the text
/// diffs well too; numbers are printed as the frame dump prints them, which is valid JSON.
public enum JSONDump {
    /// The value of `"format"`. A change to the keys or their meaning bumps the version.
    public static let format = "layout-dump json v1"

    public static func render(_ solution: LayoutSolution) -> String {
        var text = ""
        write(solution, to: &text)
        return text
    }

    /// Writes the JSON of `solution` element by element (`layout-dump` streams it to standard output); memory stays
    /// proportional to the solution, not to the text (`FrameDump.forEachRow`).
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, to output: inout Target) {
        write(contentSize: solution.contentSize, rows: FrameDump.RowCursor(solution), to: &output)
    }

    /// Writes the JSON with an `"id"` beside each element's index path when `keyedByIdentifier`, element by element as
    /// `write(_:to:)` does. Throws before writing anything when the solution cannot be keyed.
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, keyedByIdentifier: Bool, to output: inout Target) throws {
        let identifiers = keyedByIdentifier ? try solution.keyingIdentifiers() : nil
        write(contentSize: solution.contentSize, rows: FrameDump.RowCursor(solution, identifiers: identifiers), to: &output)
    }

    static func write<Target: TextOutputStream>(contentSize: CGSize, rows: FrameDump.RowCursor, to output: inout Target) {
        var writer = Writer(contentSize: contentSize)
        var rows = rows
        rows.forEachRemaining { writer.element($0, to: &output) }
        writer.finish(to: &output)
    }

    public static func render<C: Collection>(contentSize: CGSize, elements: C) -> String
    where C.Element == UICollectionViewLayoutAttributes {
        var text = ""
        write(contentSize: contentSize, elements: elements, to: &text)
        return text
    }

    public static func write<C: Collection, Target: TextOutputStream>(contentSize: CGSize, elements: C, to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        write(contentSize: contentSize, elements: elements, cellLabel: nil, to: &output)
    }

    /// `write(contentSize:elements:to:)` with `"text"` (after `"id"`, before `"frame"`) for each cell `cellLabel`
    /// answers a label for (`FrameDump.write(contentSize:elements:cellLabel:to:)`), in the same pass.
    static func write<C: Collection, Target: TextOutputStream>(contentSize: CGSize, elements: C, cellLabel: FrameDump.CellLabel?,
                                                               to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        var writer = Writer(contentSize: contentSize)
        for row in FrameDump.sortedRows(elements) { writer.element(row, text: FrameDump.label(of: row, cellLabel), to: &output) }
        writer.finish(to: &output)
    }

    /// The document around the elements: the head is written before the first element (or at the end when there is
    /// none), and each element after the first is preceded by the comma that ends the line before. Elements are made
    /// in bytes and handed to the stream a piece at a time, never split (`OutputBytes`).
    struct Writer {
        let contentSize: CGSize
        var count = 0
        private var text = OutputBytes()

        init(contentSize: CGSize) { self.contentSize = contentSize }

        private mutating func writeHead() {
            text.append("{\n  \"format\": \"")
            text.append(format)
            text.append("\",\n  \"contentSize\": {\"width\": ")
            text.append(jsonNumber: contentSize.width)
            text.append(", \"height\": ")
            text.append(jsonNumber: contentSize.height)
            text.append("},\n")
        }

        /// One element; `text`, when given, is its content (`"text"`).
        mutating func element<Target: TextOutputStream>(_ row: FrameDumpDiff.Element, text content: String? = nil, to output: inout Target) {
            if count == 0 {
                writeHead()
                text.append("  \"elements\": [\n")
            } else {
                text.append(",\n")
            }
            count += 1
            let f = row.frame.standardized
            text.append("    {\"category\": \"")
            text.append(FrameDump.spelling(of: row.category))
            text.append("\", \"kind\": ")
            if let kind = row.kind { text.append(jsonString(kind)) } else { text.append("null") }
            text.append(", \"section\": ")
            text.append(integer: row.section)
            text.append(", \"item\": ")
            text.append(integer: row.item)
            if let identifier = row.identifier {
                text.append(", \"id\": ")
                text.append(jsonString(identifier))
            }
            if let content {
                text.append(", \"text\": ")
                text.append(jsonString(content))
            }
            text.append(", \"frame\": {\"x\": ")
            text.append(jsonNumber: f.minX)
            text.append(", \"y\": ")
            text.append(jsonNumber: f.minY)
            text.append(", \"width\": ")
            text.append(jsonNumber: f.width)
            text.append(", \"height\": ")
            text.append(jsonNumber: f.height)
            text.append("}, \"zIndex\": ")
            text.append(integer: row.zIndex)
            if row.hasAppearance { text.append(appearance(row)) }
            text.append("}")
            text.handOnIfFull(to: &output)
        }

        mutating func finish<Target: TextOutputStream>(to output: inout Target) {
            if count == 0 {
                writeHead()
                text.append("  \"elements\": []\n}\n")
            } else {
                text.append("\n  ]\n}\n")
            }
            text.handOn(to: &output)
        }
    }

    /// `"alpha"`, `"isHidden"` and `"transform"` (`[a, b, c, d, tx, ty]`), present only when a visible-items handler
    /// changed them, as in the frame dump (Docs/CLI.md).
    static func appearance(_ row: FrameDumpDiff.Element) -> String {
        var out = ""
        if row.alpha != 1 { out += ", \"alpha\": \(number(row.alpha))" }
        if row.isHidden { out += ", \"isHidden\": true" }
        if !row.transform.isIdentity {
            let t = row.transform
            out += ", \"transform\": [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
        }
        return out
    }

    /// A JSON number: the dump's spelling, or `null` for a value JSON cannot hold (NaN, infinity).
    static func number(_ value: CGFloat) -> String {
        var text = OutputBytes()
        text.append(jsonNumber: value)
        return text.text
    }
}

/// A JSON string literal with the escapes RFC 8259 requires.
func jsonString(_ text: String) -> String {
    var body = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": body += "\\\""
        case "\\": body += "\\\\"
        case "\n": body += "\\n"
        case "\r": body += "\\r"
        case "\t": body += "\\t"
        default:
            if scalar.value < 0x20 {
                body += String(format: "\\u%04x", scalar.value)
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
    }
    return body + "\""
}
