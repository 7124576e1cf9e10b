import Foundation

/// A layout document that cannot be read: malformed JSON, or a key or value the format does not allow.
///
/// `path` names the place in the document the way a reader would type it, `sections[2].group.subitems[1].layoutSize`
/// (empty for the document as a whole); `message` says what is wrong and what would be valid.
public struct LayoutDocumentError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone for the whole document.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    public var errorDescription: String? { description }
}

/// A position in a document: keys and array indices from the root.
struct DocumentPath: CustomStringConvertible {
    enum Component {
        case key(String)
        case index(Int)
    }

    var components: [Component] = []

    static let root = DocumentPath()

    func key(_ name: String) -> DocumentPath { DocumentPath(components: components + [.key(name)]) }
    func index(_ index: Int) -> DocumentPath { DocumentPath(components: components + [.index(index)]) }

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
        case "\n": body += "\\n"
        case "\t": body += "\\t"
        case "\r": body += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                body += String(format: "\\u%04X", scalar.value)
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
    }
    if body.count > limit { body = String(body.prefix(limit)) + "..." }
    return "\"\(body)\""
}
