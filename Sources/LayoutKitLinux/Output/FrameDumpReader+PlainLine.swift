import Foundation

// Reading the common line of a frame dump from its bytes (`FrameDumpReader.next`): exactly the eight columns, no
// quotes, plain numbers (`cell - 0.12 107.5 16 83.5 100 0`). Profiled (perf, `layout-dump diff` of a 1,000,000-line
// dump against its document), most of the reading went to making a `String` of every field, checking each number's
// grammar and handing it to `strtod`, and freeing the strings. Any other line, and any field this reading does not
// take, goes to the general reading (`FrameDumpDiff.element`), which also words every error: both read a line to the
// same element.

extension FrameDumpReader {
    /// The element of a plain line, or nil for the general reading to take it.
    static func plainElement(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> FrameDumpDiff.Element? {
        guard !line.contains(UInt8(ascii: "\"")) else { return nil }
        var fields = PlainFields(line)
        guard let categoryField = fields.next(), let kindField = fields.next(), let pathField = fields.next() else { return nil }
        guard let category = FrameDump.category(spelled: categoryField) else { return nil }
        let isCellMarker = kindField.count == 1 && kindField.first == UInt8(ascii: "-")
        guard isCellMarker == (category == .cell) else { return nil }
        var section = 0, item = 0
        var identifier: String?
        if pathField.first == UInt8(ascii: "@") {
            identifier = String(decoding: pathField.dropFirst(), as: UTF8.self)
        } else {
            guard let point = pathField.firstIndex(of: UInt8(ascii: ".")),
                  let s = wholeNumber(pathField[..<point]), let i = wholeNumber(pathField[(point + 1)...]) else { return nil }
            (section, item) = (s, i)
        }
        guard let x = fields.next().flatMap(plainDecimal), let y = fields.next().flatMap(plainDecimal),
              let width = fields.next().flatMap(plainDecimal), let height = fields.next().flatMap(plainDecimal),
              let zField = fields.next(), fields.next() == nil else { return nil }
        let negative = zField.first == UInt8(ascii: "-")
        guard let magnitude = wholeNumber(negative ? zField.dropFirst() : zField) else { return nil }
        var element = FrameDumpDiff.Element(category: category, kind: isCellMarker ? nil : String(decoding: kindField, as: UTF8.self),
                                            section: section, item: item, frame: CGRect(x: x, y: y, width: width, height: height),
                                            zIndex: negative ? -magnitude : magnitude)
        element.identifier = identifier
        return element
    }

    /// A line's fields: the runs of bytes between spaces (`split(separator:)`'s fields, without an array of them).
    struct PlainFields {
        var rest: Slice<UnsafeBufferPointer<UInt8>>

        init(_ line: Slice<UnsafeBufferPointer<UInt8>>) { rest = line }

        /// The next field; nil after the last.
        mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard let start = rest.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return nil }
            let end = rest[start...].firstIndex(of: UInt8(ascii: " ")) ?? rest.endIndex
            let field = rest[start..<end]
            rest = rest[end...]
            return field
        }
    }

    /// ASCII digits only, at most 18 of them (so no overflow); nil otherwise.
    static func wholeNumber(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `-?DIGITS(.DIGITS)?` with at most 15 digits in all, as `Double(text)` reads it; nil for anything else. With
    /// at most 15 digits the digits are an integer a `Double` holds exactly, and so is the power of ten (at most
    /// 10^15): one division of the two is the correctly rounded value, which is what `strtod` returns (the exact
    /// fast path of Clinger, "How to read floating point numbers accurately", PLDI 1990).
    static func plainDecimal(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> CGFloat? {
        var bytes = field
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var mantissa: Int64 = 0, digits = 0, fractionDigits = 0
        var point = false
        for byte in bytes {
            if byte == UInt8(ascii: "."), !point {
                point = true
                continue
            }
            // More than 15 digits go to the general reading, before the 19th could overflow the mantissa.
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else { return nil }
            mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
            digits += 1
            if point { fractionDigits += 1 }
        }
        // Digits before the point and, when there is a point, after it too (`5.` and `.5` go to the general reading).
        guard digits > 0, digits <= 15, !point || (fractionDigits > 0 && digits > fractionDigits) else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return CGFloat(negative ? -value : value)
    }

    /// 10^0 … 10^15, each exact in a `Double`.
    static let powersOfTen: [Double] = (0...15).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }
}
