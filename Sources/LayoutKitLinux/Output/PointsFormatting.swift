import Foundation

/// How every output prints a point value (frames, sizes, insets, descriptions): printf's `%.4f` with no trailing
/// zeros, an integer when whole, never `-0` (`106.5`, `0.3333`, `320`); `%g` from 10¹⁵ on; `nan`, `inf`, `-inf`.
/// Docs/CLI.md, "Output formats". Written once, as bytes (`OutputBytes.append(points:)`): the dumps print millions
/// of numbers, and `formatPoints` is the same bytes as a `String`.
func formatPoints(_ value: CGFloat) -> String {
    var text = OutputBytes()
    text.append(points: value)
    return text.text
}

/// `String(format: "%.4f", v)` without its trailing zeros when the integer arithmetic of `fourDecimalUnits` decides
/// it; nil where printf must.
func fourDecimals(_ v: Double) -> String? {
    guard let units = fourDecimalUnits(v) else { return nil }
    var text = OutputBytes()
    text.appendFourDecimals(units, negative: v < 0)
    return text.text
}

/// `|v| × 10⁴` rounded as printf rounds it, in integer arithmetic: Foundation's formatting took most of a dump's
/// time. `v × 10⁴` is exact to within 2⁻⁹ below 10⁹, so rounding it to nearest-even gives printf's digits except
/// within that distance of a tie (`x.xxxx5`), where this returns nil and printf decides.
func fourDecimalUnits(_ v: Double) -> UInt64? {
    guard abs(v) < 1e9 else { return nil }
    let scaled = abs(v) * 10_000
    guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-3 else { return nil }
    return UInt64(scaled.rounded(.toNearestOrEven))
}

extension OutputBytes {
    /// `value` as every output prints it (`formatPoints`).
    mutating func append(points value: CGFloat) {
        let v = Double(value)
        if v.isNaN { return append("nan") }
        if v.isInfinite { return v > 0 ? append("inf") : append("-inf") }
        if v == v.rounded(), abs(v) < 1e15 { return append(integer: Int(Int64(v))) }
        if abs(v) >= 1e15 { return append(String(format: "%g", v)) }
        if let units = fourDecimalUnits(v) { return appendFourDecimals(units, negative: v < 0) }
        var printed = String(format: "%.4f", v)
        while printed.hasSuffix("0") { printed.removeLast() }
        if printed.hasSuffix(".") { printed.removeLast() }
        append(printed == "-0" ? "0" : printed)
    }

    /// A JSON number: the points as printed, or `null` for a value JSON cannot hold (NaN, infinity).
    mutating func append(jsonNumber value: CGFloat) {
        value.isFinite ? append(points: value) : append("null")
    }

    /// `units` ten-thousandths, without trailing zeros (`0` when none, with no sign).
    mutating func appendFourDecimals(_ units: UInt64, negative: Bool) {
        guard units != 0 else { return append(ascii: UInt8(ascii: "0")) }
        if negative { append(ascii: UInt8(ascii: "-")) }
        appendDigits(of: units / 10_000)
        var decimals = units % 10_000
        guard decimals != 0 else { return }
        var digits = 4
        while decimals % 10 == 0 {
            decimals /= 10
            digits -= 1
        }
        append(ascii: UInt8(ascii: "."))
        var place: UInt64 = 1
        for _ in 1..<digits { place *= 10 }
        while place > 0 {
            append(ascii: UInt8(ascii: "0") + UInt8(decimals / place % 10))
            place /= 10
        }
    }
}
