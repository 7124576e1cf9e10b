import Foundation

/// One element's text as it is written, in bytes, then handed to the dump's `TextOutputStream` as one `String`.
///
/// Why: a dump of a million elements prints some six million numbers. Made as a `String` per number and joined
/// by interpolation, the text took most of `layout-dump`'s time (Docs/Performance.md, "layout-dump"); written here
/// as bytes, with keys and labels as static text, into a buffer reused for every element, an element costs one
/// `String`. The stream still gets the text an element at a time, so memory follows the solution (Docs/CLI.md).
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
        for position in first..<digits.count { bytes.append(digits[position]) }
    }

    /// Writes the bytes to `output` as one `String` and empties the buffer for the next element.
    mutating func handOn<Target: TextOutputStream>(to output: inout Target) {
        output.write(text)
        bytes.removeAll(keepingCapacity: true)
    }
}
