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
        var writer = Writer(contentSize: solution.contentSize)
        FrameDump.forEachRow(of: solution) { writer.element($0, to: &output) }
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
        var writer = Writer(contentSize: contentSize)
        for row in FrameDump.sortedRows(elements) { writer.element(row, to: &output) }
        writer.finish(to: &output)
    }

    /// The document around the elements: the head is written before the first element (or at the end when there is
    /// none), and each element after the first is preceded by the comma that ends the line before.
    struct Writer {
        let contentSize: CGSize
        var count = 0

        private func head() -> String {
            "{\n  \"format\": \"\(format)\",\n"
                + "  \"contentSize\": {\"width\": \(number(contentSize.width)), \"height\": \(number(contentSize.height))},\n"
        }

        mutating func element<Target: TextOutputStream>(_ row: FrameDumpDiff.Element, to output: inout Target) {
            output.write(count == 0 ? head() + "  \"elements\": [\n" : ",\n")
            count += 1
            let f = row.frame.standardized
            let kind = row.kind.map { jsonString($0) } ?? "null"
            output.write("    {\"category\": \"\(FrameDump.name(of: row.category))\", \"kind\": \(kind), "
                + "\"section\": \(row.section), \"item\": \(row.item), " + (row.identifier.map { "\"id\": \(jsonString($0)), " } ?? "")
                + "\"frame\": {\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}, "
                + "\"zIndex\": \(row.zIndex)" + appearance(row) + "}")
        }

        func finish<Target: TextOutputStream>(to output: inout Target) {
            output.write(count == 0 ? head() + "  \"elements\": []\n}\n" : "\n  ]\n}\n")
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
        value.isFinite ? formatPoints(value) : "null"
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
