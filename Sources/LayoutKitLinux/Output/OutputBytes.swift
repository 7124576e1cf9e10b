import Foundation

/// Elements' text as it is written, in bytes, then handed to the dump's `TextOutputStream` as one `String` a piece.
///
/// Why: a dump of a million elements prints some six million numbers. Made as a `String` per number and joined
/// by interpolation, the text took most of `layout-dump`'s time (Docs/Performance.md, "layout-dump"); written here
/// as bytes, with keys and labels as static text, into a buffer reused for every piece of about 16 KB of elements,
/// a piece costs one `String`. The stream gets the text a piece at a time, so memory follows the solution (Docs/CLI.md).
struct OutputBytes {
    private(set) var bytes: [UInt8] = []

    /// The bytes as text (every byte written here is UTF-8).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// An integer in decimal, `-` before a negative one.
    mutating func append(integer value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: UInt64(value.magnitude))
    }

    /// The decimal digits of `value`, most significant first (made last digit first, by constant divisions).
    mutating func appendDigits(of value: UInt64) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits = InlineArray<20, UInt8>(repeating: 0)
        var first = digits.count
        var rest = value
        while rest > 0 {
            first -= 1
            digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        // One append for all the digits: appending a byte at a time checked the buffer's capacity and uniqueness for each.
        digits.span.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[first...])) }
    }

    /// The dumps hand their text on in pieces of about this size, each ending at the end of an element's text: one
    /// `String` and one write for many elements, and still no more text in memory than a piece.
    static let pieceSize = 16 << 10

    /// Hands the bytes on when they reach `pieceSize`.
    mutating func handOnIfFull<Target: TextOutputStream>(to output: inout Target) {
        if bytes.count >= Self.pieceSize { handOn(to: &output) }
    }

    /// Writes the bytes to `output` as one `String` and empties the buffer for the next piece.
    mutating func handOn<Target: TextOutputStream>(to output: inout Target) {
        guard !bytes.isEmpty else { return }
        output.write(text)
        bytes.removeAll(keepingCapacity: true)
    }
}
