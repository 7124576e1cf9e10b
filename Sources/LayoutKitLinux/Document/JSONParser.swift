import Foundation

/// The loop that turns JSON bytes into `JSONTree` nodes (see `JSONTree` for why it exists and what it accepts).
///
/// One pass, no recursion: open arrays and objects live on an explicit stack, whose depth is bounded by
/// `JSONTree.maximumNestingDepth`. Strings are validated (escapes, UTF-8, control characters) but not copied; numbers
/// are converted once, and one beyond `Double`'s range is an error at its place.
struct JSONParser {
    typealias Node = JSONTree.Node

    /// An array or object still open: its node, the index of the member or element being read (-1 before the
    /// first), and for an object the node of the key being read (for the path of an error).
    private struct Open {
        let node: Int
        let isObject: Bool
        var count: Int
        var key = -1
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var stack: [Open] = []
    private(set) var nodes: [Node] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Structure

    mutating func parse() throws {
        // A node for every 8 bytes or so of text (a layout document has about 12), reserved up front so that the
        // array is not copied as it grows; pages never written are never touched.
        nodes.reserveCapacity(bytes.count / 8 + 16)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw error("the input is empty", at: 0) }
        try value()
        while true {
            skipWhitespace()
            guard var open = stack.last else { break }
            let close = open.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if open.count < 0 {
                // Just opened: it closes at once, or its first member or element follows.
                if position < bytes.count, bytes[position] == close {
                    position += 1
                    try closeContainer()
                    continue
                }
                stack[stack.count - 1].count = 0
                if open.isObject { try key() }
                try value()
                continue
            }
            let what = open.isObject ? "an object's member" : "an array's element"
            guard position < bytes.count else {
                throw error("the input ends inside \(open.isObject ? "an object" : "an array") (expected ',' or '\(Character(Unicode.Scalar(close)))')",
                            at: position)
            }
            let byte = bytes[position]
            if byte == close {
                position += 1
                try closeContainer()
                continue
            }
            guard byte == UInt8(ascii: ",") else {
                throw error("expected ',' or '\(Character(Unicode.Scalar(close)))' after \(what), found \(describeByte(at: position))",
                            at: position)
            }
            position += 1
            skipWhitespace()
            // One trailing comma is tolerated: `[1, 2,]`, `{"a": 1,}`.
            if position < bytes.count, bytes[position] == close {
                position += 1
                try closeContainer()
                continue
            }
            open.count += 1
            open.key = -1
            stack[stack.count - 1] = open
            if open.isObject { try key() }
            try value()
        }
        guard position == bytes.count else {
            throw error("unexpected \(describeByte(at: position)) after the end of the top-level value "
                            + "(a layout document is one JSON object)", at: position)
        }
    }

    /// Reads one value; an array or object is only opened, and the main loop reads its members.
    private mutating func value() throws {
        guard position < bytes.count else {
            throw error("the input ends where a value was expected", at: position)
        }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[position] == UInt8(ascii: "{")
            guard stack.count < JSONTree.maximumNestingDepth else {
                throw error("arrays and objects are nested more than \(JSONTree.maximumNestingDepth) levels deep", at: start,
                            malformed: false, abbreviatingPath: true)
            }
            nodes.append(Node(payload: 0, offset: UInt32(start), info: (isObject ? JSONTree.Kind.object : .array).rawValue << 29))
            // The main loop reads its members: reading the first one here would recurse once per level of `[[[[`.
            stack.append(Open(node: nodes.count - 1, isObject: isObject, count: -1))
            position += 1
        case UInt8(ascii: "\""):
            nodes.append(try scanString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try scanNumber()
            nodes.append(Node(payload: number.bitPattern, offset: UInt32(start), info: JSONTree.Kind.number.rawValue << 29))
        case UInt8(ascii: "t"):
            try literal("true")
            nodes.append(Node(payload: 1, offset: UInt32(start), info: JSONTree.Kind.boolean.rawValue << 29))
        case UInt8(ascii: "f"):
            try literal("false")
            nodes.append(Node(payload: 0, offset: UInt32(start), info: JSONTree.Kind.boolean.rawValue << 29))
        case UInt8(ascii: "n"):
            try literal("null")
            nodes.append(Node(payload: 0, offset: UInt32(start), info: JSONTree.Kind.null.rawValue << 29))
        default:
            throw error("expected a value (an object, array, string, number, true, false or null), found \(describeByte(at: start))",
                        at: start)
        }
    }

    /// An object's key and the colon after it.
    private mutating func key() throws {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw error(position < bytes.count ? "expected a key in double quotes, found \(describeByte(at: position))"
                            : "the input ends where an object's key was expected", at: position)
        }
        nodes.append(try scanString())
        stack[stack.count - 1].key = nodes.count - 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw error(position < bytes.count ? "expected ':' after the key, found \(describeByte(at: position))"
                            : "the input ends where ':' was expected", at: position)
        }
        position += 1
        skipWhitespace()
    }

    /// Records the closed container's member count and the end of its subtree; rejects a duplicate key (at the
    /// second occurrence, naming the first).
    private mutating func closeContainer() throws {
        guard let open = stack.last else { return }
        let count = open.count + 1   // `count` is the index of the last member read; -1 when closed empty
        if open.isObject, count > 1 { try checkDuplicateKeys(object: open.node, count: count) }
        stack.removeLast()
        nodes[open.node].payload = UInt64(nodes.count)
        nodes[open.node].info |= UInt32(count) & Node.lowMask
    }

    private mutating func checkDuplicateKeys(object: Int, count: Int) throws {
        if count <= JSONParser.pairwiseKeyLimit, let duplicate = plainDuplicateKey(object: object, count: count) {
            guard let (first, second) = duplicate else { return }
            try rejectDuplicate(keyString(second), at: second, first: first)
        }
        var keys: [(node: Int, key: String)] = []
        keys.reserveCapacity(count)
        var next = object + 1
        for _ in 0..<count {
            keys.append((next, keyString(next)))
            next = nextMember(after: next)
        }
        var firstNode: [String: Int] = [:]
        for (node, key) in keys {
            if let first = firstNode[key] { try rejectDuplicate(key, at: node, first: first) }
            firstNode[key] = node
        }
    }

    /// Objects with at most this many members and plain keys are checked pairwise, without strings or hashing.
    private static let pairwiseKeyLimit = 16

    /// The first key (and the one it repeats) of an object whose keys are all ASCII without escapes, found by
    /// comparing their bytes: for such keys equal bytes and equal strings are the same thing (String equality is
    /// canonical equivalence, under which ASCII text equals only itself). The outer nil when some key is not plain,
    /// so strings must be compared; the inner nil when no key repeats. A layout document's objects are small and
    /// many, and this check was a tenth of reading one.
    private func plainDuplicateKey(object: Int, count: Int) -> (first: Int, second: Int)?? {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { keys -> (first: Int, second: Int)?? in
            var next = object + 1
            for position in 0..<count {
                guard nodes[next].isPlain else { return .none }
                keys[position] = next
                next = nextMember(after: next)
            }
            for second in 1..<count {
                for first in 0..<second where sameKeyBytes(keys[first], keys[second]) {
                    return .some((keys[first], keys[second]))
                }
            }
            return .some(nil)
        }
    }

    private func sameKeyBytes(_ a: Int, _ b: Int) -> Bool {
        let (first, second) = (nodes[a], nodes[b])
        let length = first.stringEnd - Int(first.offset)
        guard second.stringEnd - Int(second.offset) == length, let base = bytes.baseAddress else { return false }
        return memcmp(base + Int(first.offset), base + Int(second.offset), length) == 0
    }

    /// The node of the key after the member whose key is at `key` (a container closed before this one knows its
    /// end; a scalar is one node).
    private func nextMember(after key: Int) -> Int {
        let value = nodes[key + 1]
        return value.kind == .array || value.kind == .object ? Int(value.payload) : key + 2
    }

    /// Throws the duplicate-key error at the second occurrence, naming the first.
    private mutating func rejectDuplicate(_ key: String, at node: Int, first: Int) throws -> Never {
        stack[stack.count - 1].key = node
        let (line, column) = JSONParser.lineAndColumn(ofByte: Int(nodes[first].offset), in: bytes)
        throw error("duplicate key \(quoted(key)) (first at line \(line), column \(column)); each key may appear once",
                    at: Int(nodes[node].offset), malformed: false)
    }

    private func keyString(_ node: Int) -> String {
        let key = nodes[node]
        let body = UnsafeBufferPointer(rebasing: bytes[(Int(key.offset) + 1)..<key.stringEnd])
        return key.isEscaped ? JSONParser.unescape(body) : String(decoding: body, as: UTF8.self)
    }

    // MARK: Scalars

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        let length = expected.count
        let matches = position + length <= bytes.count && (0..<length).allSatisfy { bytes[position + $0] == expected[$0] }
        guard matches else {
            throw error("expected a value (an object, array, string, number, true, false or null), found \(describeWord(at: position))",
                        at: position)
        }
        position += length
    }

    /// A number by RFC 8259's grammar (`-? int frac? exp?`), converted to `Double`; one that `Double` cannot hold
    /// (`1e400`) is an error at its place, not infinity.
    private mutating func scanNumber() throws -> Double {
        let start = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - from
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else {
            throw error("invalid number \(describeWord(at: start)): a digit must follow '-'", at: start)
        }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("invalid number \(describeWord(at: start)): JSON numbers have no leading zeros", at: start)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("invalid number \(describeWord(at: start)): a digit must follow '.'", at: start) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else {
                throw error("invalid number \(describeWord(at: start)): a digit must follow the exponent's 'e'", at: start)
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
            throw error("number out of range: \(shown) is beyond the largest number a Double holds (about 1.8e308)", at: start, malformed: false)
        }
        return number
    }

    /// Validates a string from its opening quote; returns its node: the offsets of its quotes, and whether it has
    /// escapes and bytes beyond ASCII.
    private mutating func scanString() throws -> Node {
        let start = position
        position += 1
        var flags: UInt32 = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let end = position
                position += 1
                return Node(payload: UInt64(end), offset: UInt32(start), info: JSONTree.Kind.string.rawValue << 29 | flags)
            case UInt8(ascii: "\\"):
                flags |= Node.escapedFlag
                try scanEscape()
            case 0..<0x20:
                throw error("a control character (U+\(hex(UInt32(byte), digits: 4))) in a string; write it as an escape such as \\n or \\u00XX",
                            at: position)
            case 0x80...:
                flags |= Node.nonASCIIFlag
                try scanUTF8Scalar()
            default:
                position += 1
            }
        }
        throw error("the input ends inside a string that starts here (expected a closing '\"')", at: start)
    }

    private mutating func scanEscape() throws {
        let start = position
        guard position + 1 < bytes.count else { throw error("the input ends inside an escape", at: start) }
        let letter = bytes[position + 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            guard let unit = hexUnit(at: position + 2) else {
                throw error("invalid escape: \\u must be followed by 4 hexadecimal digits", at: start)
            }
            position += 6
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                      let low = hexUnit(at: position + 2), (0xDC00...0xDFFF).contains(low) else {
                    throw error("invalid escape: \\u\(hex(unit, digits: 4)) is a lone surrogate (a high surrogate needs a low one after it)",
                                at: start)
                }
                position += 6
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error("invalid escape: \\u\(hex(unit, digits: 4)) is a lone surrogate", at: start)
            }
        default:
            throw error("invalid escape \\\(describeByte(at: position + 1, quoted: false)) in a string; "
                            + "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: start)
        }
    }

    private func hexUnit(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[offset..<(offset + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// One multi-byte UTF-8 scalar, checked as the Unicode standard's table 3-7 allows (no overlong forms, no
    /// surrogates, nothing above U+10FFFF).
    private mutating func scanUTF8Scalar() throws {
        guard let length = JSONParser.utf8Length(bytes, at: position) else {
            throw error("invalid UTF-8 (byte 0x\(hex(UInt32(bytes[position]), digits: 2))); a layout document must be UTF-8 text",
                        at: position)
        }
        position += length
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset`, or nil.
    static func utf8Length(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        for index in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(bytes[index]) { return nil }
        return length
    }

    // MARK: Whitespace, positions, messages

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// `'x'` for a printable ASCII byte, the character for a valid UTF-8 sequence, `byte 0xFF` otherwise.
    private func describeByte(at offset: Int, quoted: Bool = true) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        if (0x21...0x7E).contains(byte) {
            return quoted ? "'\(Character(Unicode.Scalar(byte)))'" : String(Character(Unicode.Scalar(byte)))
        }
        if byte >= 0x80, let length = JSONParser.utf8Length(bytes, at: offset) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
            return quoted ? "'\(text)'" : text
        }
        return "byte 0x\(hex(UInt32(byte), digits: 2))"
    }

    /// The word starting at `offset` (letters, digits, signs, dots), quoted, for messages about literals and numbers.
    private func describeWord(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 40,
              (0x21...0x7E).contains(bytes[end]), !",:[]{}\"".utf8.contains(bytes[end]) { end += 1 }
        guard end > offset else { return describeByte(at: offset) }
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self) + "'"
    }

    private func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A syntax error at `offset`, with its line, column and the path of the value being read.
    /// `malformed` is false for valid JSON this reader refuses (too deep, a number out of range, a duplicate key).
    /// `abbreviatingPath`: the path of a value hundreds of levels deep is written with its first and last few steps
    /// (`description[0][0][0][0]…[0][0][0] (255 levels)`), so the message stays readable and still says where.
    private func error(_ detail: String, at offset: Int, malformed: Bool = true, abbreviatingPath: Bool = false) -> LayoutDocumentError {
        var path = DocumentPath.root
        for open in stack {
            if open.isObject {
                guard open.key >= 0 else { break }
                path = path.key(keyString(open.key))
            } else {
                path = path.index(max(open.count, 0))
            }
        }
        let (line, column) = JSONParser.lineAndColumn(ofByte: offset, in: bytes)
        let message = malformed ? "malformed JSON: \(detail)" : detail
        if abbreviatingPath, path.components.count > 8 {
            let steps = path.components.count
            let head = DocumentPath(components: Array(path.components.prefix(4))).description
            let tail = DocumentPath(components: [.key("x")] + path.components.suffix(3)).description.dropFirst()
            return LayoutDocumentError(path: "\(head)…\(tail) (\(steps) levels)", message: message, line: line, column: column)
        }
        return LayoutDocumentError(path: path, message: message, line: line, column: column)
    }

    /// 1-based line and column (Unicode scalars: continuation bytes do not count) of a byte offset.
    static func lineAndColumn(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(max(0, offset), bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// A validated string body with escapes, decoded.
    static func unescape(_ body: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        func unit(_ offset: Int) -> UInt32 {
            UInt32(String(decoding: UnsafeBufferPointer(rebasing: body[offset..<min(offset + 4, body.count)]), as: UTF8.self),
                   radix: 16) ?? 0xFFFD
        }
        var index = 0
        while index < body.count {
            let byte = body[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < body.count else {
                utf8.append(byte)
                index += 1
                continue
            }
            flush()
            let letter = body[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var value = unit(index)
                index += 4
                if (0xD800...0xDBFF).contains(value), index + 6 <= body.count, body[index] == UInt8(ascii: "\\") {
                    let low = unit(index + 2)
                    value = 0x10000 + ((value - 0xD800) << 10) + (low &- 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(letter))
            }
        }
        flush()
        return String(scalars)
    }
}
