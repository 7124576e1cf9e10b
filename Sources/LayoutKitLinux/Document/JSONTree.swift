import Foundation

/// A parsed JSON text (RFC 8259), as layout documents need it (Docs/Schema.md, "Reading JSON").
///
/// Why not `JSONSerialization`: it builds a tree of Foundation objects 40-60 times the size of the text, recurses once
/// per nesting level, and reports a problem as a byte offset with no path. This reader keeps every value as one
/// 16-byte node in a flat array, in document order (a container is followed by its members; it records where its
/// subtree ends), and reads strings and numbers from the text itself when asked. It loops rather than recursing, so
/// `[[[[…` cannot overflow the stack, and it stops at `maximumNestingDepth`. Every value knows its byte offset, from
/// which an error gets its line and column; a syntax error also names the path it occurred at.
///
/// Leniencies, kept from the documents written so far: a UTF-8 byte order mark is skipped, and one trailing comma
/// after the last member or element is allowed. Everything else is strict: a duplicate key, a number beyond
/// `Double`'s range, invalid UTF-8, a lone surrogate escape and anything after the top-level value are errors.
final class JSONTree {
    enum Kind: UInt32 {
        case null, boolean, number, string, array, object
    }

    /// One value. `payload`: a number's bits, a boolean's 0/1, a string's end offset (the closing quote), or for a
    /// container the index of the first node after its subtree. `info`: the kind in the top 3 bits; below them a
    /// container's member count, or 1 for a string with escapes.
    struct Node {
        var payload: UInt64
        var offset: UInt32
        var info: UInt32

        var kind: Kind { Kind(rawValue: info >> 29) ?? .null }
        var low: Int { Int(info & Node.lowMask) }
        static let lowMask: UInt32 = (1 << 29) - 1
    }

    /// Arrays and objects may be nested this deep (a layout document needs about 70 levels at most).
    static let maximumNestingDepth = 256

    let data: Data
    /// Constant once parsed (a `let`, so reading a node needs no exclusivity check).
    let nodes: [Node]

    private init(data: Data, nodes: [Node]) {
        self.data = data
        self.nodes = nodes
    }

    var root: JSONValue { JSONValue(tree: self, index: 0) }

    /// Parses `data` (at most `LayoutDocument.maximumInputSize` bytes; the caller checks). Throws a
    /// `LayoutDocumentError` with the place and path of the first problem.
    static func parse(_ data: Data) throws -> JSONTree {
        let nodes = try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var parser = JSONParser(bytes: buffer.bindMemory(to: UInt8.self))
            try parser.parse()
            return parser.nodes
        }
        return JSONTree(data: data, nodes: nodes)
    }

    // MARK: Reading values back

    /// The index of the first node after the value at `index` and its subtree.
    func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.payload) : index + 1
    }

    func string(at index: Int) -> String {
        let node = nodes[index]
        let start = Int(node.offset) + 1
        let end = Int(node.payload)
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let body = UnsafeBufferPointer(rebasing: bytes[start..<end])
            return node.low == 0 ? String(decoding: body, as: UTF8.self) : JSONParser.unescape(body)
        }
    }

    /// 1-based line and column (in Unicode scalars, so "é" is one column) of a byte offset.
    func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
        data.withUnsafeBytes { raw in
            JSONParser.lineAndColumn(ofByte: offset, in: raw.bindMemory(to: UInt8.self))
        }
    }
}

/// A handle on one value of a `JSONTree`.
struct JSONValue {
    let tree: JSONTree
    let index: Int

    var node: JSONTree.Node { tree.nodes[index] }
    var kind: JSONTree.Kind { node.kind }
    var isNull: Bool { kind == .null }
    var boolean: Bool? { kind == .boolean ? node.payload != 0 : nil }
    var number: Double? { kind == .number ? Double(bitPattern: node.payload) : nil }
    var string: String? { kind == .string ? tree.string(at: index) : nil }
    var byteOffset: Int { Int(node.offset) }

    /// An array's elements, in order; nil for any other kind.
    var elements: [JSONValue]? {
        guard kind == .array else { return nil }
        return children(count: node.low)
    }

    /// An object's members, in order (keys are unique: the parser rejects duplicates); nil for any other kind.
    var members: [(key: String, value: JSONValue)]? {
        guard kind == .object else { return nil }
        let count = node.low
        var result: [(key: String, value: JSONValue)] = []
        result.reserveCapacity(count)
        var next = index + 1
        for _ in 0..<count {
            result.append((tree.string(at: next), JSONValue(tree: tree, index: next + 1)))
            next = tree.end(of: next + 1)
        }
        return result
    }

    /// The direct children: each subtree is skipped by its recorded end.
    private func children(count: Int) -> [JSONValue] {
        var result: [JSONValue] = []
        result.reserveCapacity(count)
        var next = index + 1
        for _ in 0..<count {
            result.append(JSONValue(tree: tree, index: next))
            next = tree.end(of: next)
        }
        return result
    }
}
