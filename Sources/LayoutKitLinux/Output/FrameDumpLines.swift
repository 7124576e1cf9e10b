import Foundation

/// The lines of a frame dump's text, as UTF-8 bytes without their line ending: split at every `\n` byte, a `\r`
/// before it dropped, so a dump saved with Windows line endings (`\r\n`) reads as the same dump. Splitting the
/// `String` at `"\n"` would not do: Swift reads `"\r\n"` as one `Character`, which is not `"\n"`.
struct FrameDumpLines: Sequence {
    let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }
    init(bytes: [UInt8]) { self.bytes = bytes }

    func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    struct Iterator: IteratorProtocol {
        let bytes: [UInt8]
        var start = 0
        var done = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The next line; after the last `\n`, the text after it (empty when the text ends with a newline).
        mutating func next() -> ArraySlice<UInt8>? {
            guard !done else { return nil }
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var line = bytes[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if end == bytes.endIndex { done = true } else { start = end + 1 }
            return line
        }
    }
}
