import Foundation

/// A plain decimal literal (`44`, `0.5`, `-3`, `1e2`, `.5`, `5.`), finite, with spaces or tabs around it; nil for
/// anything else (`inf`, `0x10`, `""`, `1e`). The grammar, `[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?` in ASCII
/// digits, is checked byte by byte (`isDecimalLiteral`): documents and frame dumps hold numbers for every section or
/// element, and a regular expression compiled on each call took a third of reading a document of 10,000 sections
/// (Docs/Performance.md, "`layout-dump` on a million items").
func decimalLiteral(_ text: String) -> Double? {
    let trimmed = trimmingSpaces(text)
    guard isDecimalLiteral(trimmed.utf8), let value = Double(trimmed), value.isFinite else { return nil }
    return value
}

/// Whether `bytes` are exactly `[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?`.
func isDecimalLiteral(_ bytes: String.UTF8View) -> Bool {
    var rest = bytes[...]
    func skip(_ accepted: (UInt8) -> Bool) -> Int {
        var count = 0
        while let byte = rest.first, accepted(byte) {
            rest.removeFirst()
            count += 1
        }
        return count
    }
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    func isSign(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") }
    if let first = rest.first, isSign(first) { rest.removeFirst() }
    let whole = skip(isDigit)
    var fraction = 0
    let point = rest.first == UInt8(ascii: ".")
    if point {
        rest.removeFirst()
        fraction = skip(isDigit)
    }
    // Digits before the point, or a point with digits after it.
    guard whole > 0 || (point && fraction > 0) else { return false }
    if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
        rest.removeFirst()
        if let sign = rest.first, isSign(sign) { rest.removeFirst() }
        guard skip(isDigit) > 0 else { return false }
    }
    return rest.isEmpty
}

/// `text.trimmingCharacters(in: .whitespaces)` (spaces of every kind and tabs), answered without Foundation when
/// both ends are ASCII other than a space or a tab, as they are in almost every document string: trimming would stop
/// at once at either end.
func trimmingSpaces(_ text: String) -> String {
    func keeps(_ byte: UInt8) -> Bool { byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
    guard let first = text.utf8.first, let last = text.utf8.last, keeps(first), keeps(last) else {
        return text.trimmingCharacters(in: .whitespaces)
    }
    return text
}
