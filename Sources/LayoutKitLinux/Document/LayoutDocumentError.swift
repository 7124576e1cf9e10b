import Foundation

/// A layout document that cannot be read: malformed JSON, or a key or value the format does not allow.
///
/// `path` names the place in the document the way a reader would type it, `sections[2].group.subitems[1].layoutSize`
/// (empty for the document as a whole); `line` and `column` (1-based; columns count Unicode scalars) say where that
/// value, or the problem in the JSON text, starts; `message` says what is wrong and what would be valid.
public struct LayoutDocumentError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    public let path: String
    public let message: String
    /// Where the problem is in the text; nil when it has no place (an input over the size limit, or an error made by hand).
    public private(set) var line: Int?
    public private(set) var column: Int?
    /// The path as keys and indices, so that `LayoutDocument.parse` can find the value's line and column.
    let components: [DocumentPath.Component]

    public init(path: String, message: String) {
        self.init(path: path, message: message, line: nil, column: nil)
    }

    public init(path: String, message: String, line: Int?, column: Int?) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
        self.components = []
    }

    init(at path: DocumentPath, message: String) {
        self.init(path: path, message: message, line: nil, column: nil)
    }

    init(path: DocumentPath, message: String, line: Int?, column: Int?) {
        self.path = path.description
        self.message = message
        self.line = line
        self.column = column
        self.components = path.components
    }

    /// `line 3, column 14: path: message`; the parts without a value are left out.
    public var description: String {
        var parts: [String] = []
        if let line, let column { parts.append("line \(line), column \(column)") }
        if !path.isEmpty { parts.append(path) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    public var errorDescription: String? { description }

    public static func == (a: LayoutDocumentError, b: LayoutDocumentError) -> Bool {
        a.path == b.path && a.message == b.message && a.line == b.line && a.column == b.column
    }

    /// The error with the line and column of the value its path names (or of the deepest part of the path that
    /// exists: a missing key is reported at the object that lacks it).
    func located(in tree: JSONTree) -> LayoutDocumentError {
        guard line == nil, !tree.nodes.isEmpty else { return self }
        var value = tree.root
        for component in components {
            switch component {
            case .key(let name):
                guard let member = value.members?.first(where: { $0.key == name }) else { break }
                value = member.value
                continue
            case .index(let index):
                guard let elements = value.elements, elements.indices.contains(index) else { break }
                value = elements[index]
                continue
            }
            break
        }
        var copy = self
        (copy.line, copy.column) = tree.lineAndColumn(ofByte: value.byteOffset)
        return copy
    }
}

/// A position in a document: keys and array indices from the root.
struct DocumentPath: CustomStringConvertible {
    enum Component: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The last component and the path before it, shared by every path that extends it. The reader makes a path
    /// for each object and array it reads (an error may name it) and reads one only on an error, so extending one is a
    /// small allocation rather than a copy of every component before it. Readers of single values (`number`,
    /// `dimension`, `enumeration`, ...) take their path as an `@autoclosure` and make it only when they throw.
    private final class Link: Sendable {
        let parent: Link?
        let component: Component

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private var last: Link?

    static let root = DocumentPath()

    init() {}

    init(components: [Component]) {
        for component in components { last = Link(parent: last, component: component) }
    }

    /// The keys and indices from the root.
    var components: [Component] {
        var reversed: [Component] = []
        var link = last
        while let current = link {
            reversed.append(current.component)
            link = current.parent
        }
        return reversed.reversed()
    }

    func key(_ name: String) -> DocumentPath { extended(.key(name)) }
    func index(_ index: Int) -> DocumentPath { extended(.index(index)) }

    private func extended(_ component: Component) -> DocumentPath {
        var path = DocumentPath()
        path.last = Link(parent: last, component: component)
        return path
    }

    /// `sections[2].group.subitems[1]`; a key that is not a plain identifier is written `["odd key"]`.
    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let name):
                if DocumentPath.isPlainKey(name) {
                    text += text.isEmpty ? name : ".\(name)"
                } else {
                    text += "[\(quoted(name))]"
                }
            }
        }
        return text
    }

    private static func isPlainKey(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "$") }
    }
}

/// A string in double quotes, with quotes, backslashes and control characters escaped, for messages.
func quoted(_ text: String, limit: Int = 60) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": body += "\\\""
        case "\\": body += "\\\\"
        default:
            // Control characters (C0, DEL, C1) in their visible form, the one rule for every text output.
            if TerminalText.isControl(scalar) {
                body += TerminalText.escape(scalar)
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
    }
    if body.count > limit { body = String(body.prefix(limit)) + "..." }
    return "\"\(body)\""
}
