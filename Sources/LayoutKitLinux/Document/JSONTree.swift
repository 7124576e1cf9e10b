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
    /// container's member count, or for a string `escapedFlag` and `nonASCIIFlag`.
    struct Node {
        var payload: UInt64
        var offset: UInt32
        var info: UInt32

        var kind: Kind { Kind(rawValue: info >> 29) ?? .null }
        var low: Int { Int(info & Node.lowMask) }
        static let lowMask: UInt32 = (1 << 29) - 1
        /// A string with escapes: decoded when read.
        static let escapedFlag: UInt32 = 1
        /// A string with bytes beyond ASCII.
        static let nonASCIIFlag: UInt32 = 2

        /// A string's closing quote.
        var stringEnd: Int { Int(truncatingIfNeeded: payload) }

        var isEscaped: Bool { info & Node.escapedFlag != 0 }
        /// A string of ASCII characters without escapes: its bytes are its text, and it equals another ASCII string
        /// exactly when their bytes are equal.
        var isPlain: Bool { info & (Node.escapedFlag | Node.nonASCIIFlag) == 0 }
    }

    /// Arrays and objects may be nested this deep (a layout document needs about 70 levels at most).
    static let maximumNestingDepth = 256

    /// The text, read in place: valid only while `parse(_:_:)` runs its body, which is why a tree is never kept.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Constant once parsed (a `let`, so reading a node needs no exclusivity check).
    let nodes: [Node]

    private init(bytes: UnsafeBufferPointer<UInt8>, nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    var root: JSONValue { JSONValue(tree: self, index: 0) }

    /// Parses `data` (at most `LayoutDocument.maximumInputSize` bytes; the caller checks) and gives the tree to
    /// `body`, the only place it may be used: it reads `data`'s bytes in place. Throws a `LayoutDocumentError` with
    /// the place and path of the first problem, or what `body` throws.
    static func parse<Result>(_ data: Data, _ body: (JSONTree) throws -> Result) throws -> Result {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var parser = JSONParser(bytes: bytes)
            try parser.parse()
            return try body(JSONTree(bytes: bytes, nodes: parser.nodes))
        }
    }

    // MARK: Reading values back

    /// The index of the first node after the value at `index` and its subtree.
    func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.payload) : index + 1
    }

    func string(at index: Int) -> String {
        let node = nodes[index]
        let body = UnsafeBufferPointer(rebasing: bytes[(Int(node.offset) + 1)..<node.stringEnd])
        return node.isEscaped ? JSONParser.unescape(body) : String(decoding: body, as: UTF8.self)
    }

    /// The value of the member of the object at `object` whose key is `key` (keys are compared as Swift compares
    /// strings), nil when it has none. A plain key (ASCII without escapes) is compared with an ASCII `key` byte by
    /// byte, which is the same answer (ASCII text is canonically equivalent only to itself) without making a
    /// `String`: a document's objects are many and small, and making their keys was a good part of reading one.
    ///
    /// Most lookups are for keys the object does not have (a section names a dozen optional keys and has three), so
    /// the loop is kept to a length test per member: the key's bytes are read in place (no copy of `key`), the nodes
    /// without bounds checks, and bytes are compared only when the lengths agree.
    func member(of object: Int, named key: String) -> JSONValue? {
        let found = key.utf8.withContiguousStorageIfAvailable { wanted in
            nodes.withUnsafeBufferPointer { nodes in
                memberIndex(of: object, named: key, bytes: wanted, nodes: nodes)
            }
        } ?? nodes.withUnsafeBufferPointer { nodes in
            memberIndex(of: object, named: key, bytes: nil, nodes: nodes)
        }
        return found.map { JSONValue(tree: self, index: $0) }
    }

    /// The index of the value of `object`'s member `key`, whose UTF-8 is `wanted` (nil: compare as `String`s).
    private func memberIndex(of object: Int, named key: String, bytes wanted: UnsafeBufferPointer<UInt8>?,
                             nodes: UnsafeBufferPointer<Node>) -> Int? {
        // An ASCII key equals a plain member exactly when their bytes are equal; any other pair is compared as
        // `String`s, which may equate different bytes (canonical equivalence: "\u{212A}" == "K").
        let ascii = wanted.flatMap { wanted in JSONTree.isASCII(wanted) ? wanted : nil }
        let count = ascii?.count ?? 0
        var next = object + 1
        for _ in 0..<nodes[object].low {
            let node = nodes[next]
            if node.isPlain, let ascii {
                let start = Int(node.offset) + 1
                if node.stringEnd - start == count, count == 0 || sameBytes(at: start, as: ascii) { return next + 1 }
            } else if string(at: next) == key {
                return next + 1
            }
            let value = nodes[next + 1]
            next = value.kind == .array || value.kind == .object ? Int(value.payload) : next + 2
        }
        return nil
    }

    /// Whether every byte is below 0x80 (a plain loop: `allSatisfy`'s closure was most of a lookup's cost).
    private static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for byte in text { bits |= byte }
        return bits < 0x80
    }

    /// Whether the text's bytes from `start` are `wanted` (which fits in the text: a string of its length ends there).
    private func sameBytes(at start: Int, as wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let text = bytes.baseAddress, let other = wanted.baseAddress else { return wanted.isEmpty }
        return memcmp(text + start, other, wanted.count) == 0
    }

    /// Whether the string at `index` is one of `names` (compared as in `member(of:named:)`). Every member of every
    /// object is checked against its list (`checkKeys`), so a plain key is tested by length first and its bytes
    /// compared only with the names of its length, all read from one buffer.
    func string(at index: Int, isOneOf names: JSONKeyList) -> Bool {
        let node = nodes[index]
        guard node.isPlain else { return names.contains(string(at: index)) }
        let start = Int(node.offset) + 1, length = node.stringEnd - start
        return names.asciiBytes.withUnsafeBufferPointer { table in
            for position in names.asciiSpans.indices {
                let span = names.asciiSpans[position]
                if span.count < 0 {
                    if string(at: index) == names[position] { return true }
                } else if span.count == length,
                          length == 0 || sameBytes(at: start, as: UnsafeBufferPointer(rebasing: table[span.start..<(span.start + length)])) {
                    return true
                }
            }
            return false
        }
    }

    /// Whether the body of the string at `index` is `wanted`, byte for byte.
    private func string(at index: Int, hasBytes wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[index]
        let start = Int(node.offset) + 1
        guard node.stringEnd - start == wanted.count else { return false }
        for position in 0..<wanted.count where bytes[start + position] != wanted[position] { return false }
        return true
    }

    /// Whether the plain strings at `a` and `b` have the same bytes (and so the same text).
    func string(at a: Int, sameAsAt b: Int) -> Bool {
        let node = nodes[a]
        return string(at: b, hasBytes: UnsafeBufferPointer(rebasing: bytes[(Int(node.offset) + 1)..<node.stringEnd]))
    }

    /// FNV-1a of a string's bytes.
    static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// `hash` of the body of the string at `index`.
    func stringHash(at index: Int) -> UInt32 {
        let node = nodes[index]
        return JSONTree.hash(bytes[(Int(node.offset) + 1)..<node.stringEnd])
    }

    /// 1-based line and column (in Unicode scalars, so "é" is one column) of a byte offset.
    func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
        JSONParser.lineAndColumn(ofByte: offset, in: bytes)
    }
}

/// Names to compare keys with (the reader's lists of allowed keys, Docs/Schema.md), each with its bytes when it is
/// ASCII: made once per list, so comparing a key of the text with one costs a length and a few bytes.
struct JSONKeyList: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    let names: [String]
    /// The UTF-8 of the ASCII names, one after another (a plain key equals one exactly when their bytes are equal).
    let asciiBytes: [UInt8]
    /// Where each name's bytes are in `asciiBytes`; `count` is -1 for a name beyond ASCII, compared as a `String`.
    let asciiSpans: [(start: Int, count: Int)]

    init(_ names: [String]) {
        self.names = names
        var bytes: [UInt8] = []
        asciiSpans = names.map { name in
            guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return (start: 0, count: -1) }
            defer { bytes.append(contentsOf: name.utf8) }
            return (start: bytes.count, count: name.utf8.count)
        }
        asciiBytes = bytes
    }

    init(arrayLiteral names: String...) { self.init(names) }

    var startIndex: Int { names.startIndex }
    var endIndex: Int { names.endIndex }
    subscript(position: Int) -> String { names[position] }
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
