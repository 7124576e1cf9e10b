import Foundation

/// Reads a frame dump from its UTF-8 bytes one element at a time (`FrameDumpDiff.parse`, and `FrameDumpDiff.Rows`,
/// which compares dumps of millions of elements without holding their elements).
///
/// Lines are split at every `\n` byte, a `\r` before it dropped, so a dump saved with Windows line endings (`\r\n`)
/// reads as the same dump. (Splitting the `String` at `"\n"` would not do: Swift reads `"\r\n"` as one `Character`,
/// which is not `"\n"`.) Lines starting with `#` after the header, and blank lines, are ignored.
struct FrameDumpReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var start = 0
    private var done = false
    /// The 1-based number of the line read last.
    private(set) var lineNumber = 0
    /// The `content W H` line's size, once it has been read.
    private(set) var contentSize: CGSize?
    /// Where the line of the element `next()` returned last starts among the bytes (`element(at:)` reads it again).
    private(set) var elementOffset = 0

    /// Reads the header line; throws when it is not this format's.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        self.bytes = bytes
        let first = nextLine().map { String(decoding: $0, as: UTF8.self) }
        guard let first, FrameDumpDiff.isFrameDump(first) else {
            throw FrameDumpDiff.ParseError(line: 1, message: "not a frame dump: the first line must be \"\(FrameDump.header)\"")
        }
        guard first == FrameDump.header else {
            throw FrameDumpDiff.ParseError(line: 1, message: "unsupported frame dump version \(quoted(first)); this tool reads \"\(FrameDump.header)\"")
        }
    }

    /// The next line, without its line ending; after the last `\n`, the text after it.
    private mutating func nextLine() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard !done else { return nil }
        lineNumber += 1
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        var line = bytes[start..<end]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if end == bytes.endIndex { done = true } else { start = end + 1 }
        return line
    }

    /// The next element; nil after the last line. Throws a `ParseError` naming the line.
    mutating func next() throws -> FrameDumpDiff.Element? {
        while true {
            let lineStart = start
            guard let bytes = nextLine() else { break }
            if bytes.isEmpty || bytes.first == UInt8(ascii: "#") { continue }
            // The common line, read from its bytes (FrameDumpReader+PlainLine.swift); any other by the general reading.
            if contentSize != nil, let element = Self.plainElement(bytes) {
                elementOffset = lineStart
                return element
            }
            // The line as text only for the tokenizer and for error messages.
            var line: String { String(decoding: bytes, as: UTF8.self) }
            let number = lineNumber
            var quotedFields: Set<Int> = []
            // A line without quotes is split at its spaces byte by byte: the tokenizer's scalar-by-scalar reading of
            // quoted kinds took most of the time of reading a million lines.
            let fields = bytes.contains(UInt8(ascii: "\""))
                ? try FrameDumpDiff.tokens(line, line: number, quoted: &quotedFields)
                : bytes.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            if fields.first == "content" {
                guard contentSize == nil else { throw FrameDumpDiff.ParseError(line: number, message: "a second \"content\" line") }
                guard fields.count == 3, let w = decimalLiteral(fields[1]), let h = decimalLiteral(fields[2]) else {
                    throw FrameDumpDiff.ParseError(line: number, message: "expected \"content WIDTH HEIGHT\", found \(quoted(line))")
                }
                contentSize = CGSize(width: w, height: h)
                continue
            }
            guard contentSize != nil else {
                throw FrameDumpDiff.ParseError(line: number, message: "expected \"content WIDTH HEIGHT\" before the elements, found \(quoted(line))")
            }
            elementOffset = lineStart
            return try FrameDumpDiff.element(fields, quotedFields: quotedFields, line: number, text: line)
        }
        return nil
    }

    /// The element on the line that starts at `offset` (an `elementOffset` of a reader of the same bytes, after its
    /// `content` line), read again: a dump matched by key is not held as elements, only where each line starts.
    mutating func element(at offset: Int) -> FrameDumpDiff.Element? {
        guard offset >= 0, offset < bytes.count else { return nil }
        start = offset
        done = false
        return (try? next()) ?? nil
    }

    /// The content size, after the last element; throws when the dump had no `content` line.
    func finish() throws -> CGSize {
        guard let contentSize else { throw FrameDumpDiff.ParseError(line: 0, message: "the dump has no \"content WIDTH HEIGHT\" line") }
        return contentSize
    }
}
