import Foundation

extension LayoutDocument {
    /// Where in a document's text the solver's place `solverPath` (`section 1 > group > subitems[0]`, as a `LayoutError`
    /// names it) is written: the line and column (from 1) of the deepest value of the path the document spells out,
    /// so that an error found when solving points into the file as a reading error does (Docs/CLI.md, "Exit status
    /// and errors"). Nil when `data` is not a document or the path names nothing in it. Parses `data` again: for error
    /// messages only.
    public static func location(ofSolverPath solverPath: String, in data: Data) -> (line: Int, column: Int)? {
        // `section 2 > group > subitems[1] > layoutSize.widthDimension` → sections, 2, group, subitems, 1, layoutSize, widthDimension.
        var steps: [(key: String?, index: Int?)] = []
        for part in solverPath.components(separatedBy: " > ") {
            if part.hasPrefix("section "), let index = Int(part.dropFirst("section ".count)) {
                steps += [("sections", nil), (nil, index)]
                continue
            }
            for piece in part.split(separator: ".") {
                let name = piece.prefix { $0 != "[" }
                steps.append((String(name), nil))
                var rest = piece.dropFirst(name.count)
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]) {
                    steps.append((nil, index))
                    rest = rest[rest.index(after: close)...]
                }
            }
        }
        return try? JSONTree.parse(data) { tree -> (line: Int, column: Int)? in
            var value = tree.root
            var found: JSONValue?
            for step in steps {
                if let key = step.key {
                    guard value.kind == .object, let member = tree.member(of: value.index, named: key) else { break }
                    value = member
                } else if let index = step.index {
                    guard let elements = value.elements, elements.indices.contains(index) else { break }
                    value = elements[index]
                }
                found = value
            }
            return found.map { tree.lineAndColumn(ofByte: $0.byteOffset) }
        } ?? nil
    }
}
