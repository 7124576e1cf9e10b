import Foundation
import XCTest
@testable import LayoutKitLinux

/// The dumps' numbers are written as bytes (`OutputBytes.append(points:)`, PointsFormatting.swift) and must be the
/// very text the `String` formatter printed before: frame dumps are users' stored snapshots. The reference below is
/// that formatter as it was, kept here verbatim as the specification.
final class PointsFormattingTests: XCTestCase {
    /// `formatPoints` before the byte writer: `String(Int64)` for whole values, `%g` from 10¹⁵ on, the integer
    /// arithmetic of `fourDecimals`, else printf's `%.4f` with its trailing zeros removed.
    private func reference(_ value: CGFloat) -> String {
        let v = Double(value)
        if v.isNaN { return "nan" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        if abs(v) >= 1e15 { return String(format: "%g", v) }
        if let text = referenceFourDecimals(v) { return text }
        var s = String(format: "%.4f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    private func referenceFourDecimals(_ v: Double) -> String? {
        guard abs(v) < 1e9 else { return nil }
        let scaled = abs(v) * 10_000
        guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-3 else { return nil }
        let units = Int64(scaled.rounded(.toNearestOrEven))
        guard units != 0 else { return "0" }
        var decimals = units % 10_000
        var digits = decimals == 0 ? 0 : 4
        while digits > 0, decimals % 10 == 0 {
            decimals /= 10
            digits -= 1
        }
        var text = (v < 0 ? "-" : "") + String(units / 10_000)
        if digits > 0 {
            let fraction = String(decimals)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    private func written(_ value: CGFloat) -> String {
        var text = OutputBytes()
        text.append(points: value)
        return text.text
    }

    private func check(_ value: Double, file: StaticString = #filePath, line: UInt = #line) {
        let expected = reference(CGFloat(value))
        XCTAssertEqual(written(CGFloat(value)), expected, "\(value) (bits \(String(value.bitPattern, radix: 16)))", file: file, line: line)
        XCTAssertEqual(formatPoints(CGFloat(value)), expected, "\(value)", file: file, line: line)
        XCTAssertEqual(fourDecimals(value), referenceFourDecimals(value), "\(value)", file: file, line: line)
    }

    func testTheValuesAtTheEdgesOfEachRuleMatchTheReference() {
        let edges: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 0.00005, -0.00005, 0.00004999, 0.0001, -0.0001, 0.99995, 9.99995,
                               1e9 - 0.5, 1e9, 1e9 + 0.25, -1e9 - 0.25, 1e15 - 1, 1e15 - 0.5, 1e15, -1e15, 1e15 + 2, 1e300, -1e300,
                               .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                               .leastNormalMagnitude, .ulpOfOne, .nan, -.nan, .infinity, -.infinity, 1.0 / 3, -2.0 / 3, 1.0 / 32,
                               -1.0 / 32, 106.5, 320.0 / 3, 0.03125, 12.34565, 0x1p63, -0x1p63, 0x1p53 + 1]
        for value in edges { check(value) }
        // The spellings the dumps rely on, worked out by hand: whole, four decimals without trailing zeros, no -0.
        XCTAssertEqual(written(106.5), "106.5")
        XCTAssertEqual(written(-0.0), "0")
        XCTAssertEqual(written(-0.00001), "0")
        XCTAssertEqual(written(-0.5), "-0.5")
        XCTAssertEqual(written(0.0005), "0.0005")
        XCTAssertEqual(written(1234.05), "1234.05")
        XCTAssertEqual(written(1e15), "1e+15")
        XCTAssertEqual(written(.nan), "nan")
        XCTAssertEqual(written(-.infinity), "-inf")
    }

    func testSeededRandomValuesOfEveryKindMatchTheReference() {
        var random = SplitMix64(seed: 0x5EED_D0D0_0016)
        for _ in 0..<50_000 {
            // Every magnitude from 10⁻³⁰⁰ to 10³⁰⁰, either sign.
            let magnitude = pow(10, Double(random.int(-300...300)))
            check((random.unit() - 0.5) * 2 * magnitude)
            // The magnitudes layouts use, where the integer arithmetic decides.
            check((random.unit() - 0.5) * 2 * pow(10, Double(random.int(-6...16))))
            // Whole values, and values on the pixel grids of scales 1 to 6 and of 32nds.
            let whole = Double(random.int(-2_000_000_000...2_000_000_000))
            check(whole)
            check(whole / Double([2, 3, 4, 6, 32][random.int(0...4)]))
            // Ties at the fifth decimal (x.xxxx5) and their neighbours, where printf decides.
            let tie = (Double(random.int(-10_000_000_000...10_000_000_000)) + 0.5) / 10_000
            check(tie)
            check(tie.nextUp)
            check(tie.nextDown)
            // Any bit pattern: subnormals, NaNs with payloads, infinities, huge and tiny.
            check(Double(bitPattern: random.next()))
        }
    }

    func testIntegersAndJSONNumbersAreWrittenAsTheStandardLibraryPrintsThem() {
        var random = SplitMix64(seed: 0x1_7E6E_0016)
        var values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int(Int32.max), Int(Int32.min)]
        for _ in 0..<20_000 { values.append(Int(bitPattern: UInt(random.next() >> UInt64(random.int(0...63))))) }
        for value in values + values.filter({ $0 != Int.min }).map({ -$0 }) {
            var text = OutputBytes()
            text.append(integer: value)
            XCTAssertEqual(text.text, String(value))
        }
        // JSON has no NaN or infinity: those are null, the rest as the dumps print them.
        XCTAssertEqual(JSONDump.number(.nan), "null")
        XCTAssertEqual(JSONDump.number(-.infinity), "null")
        XCTAssertEqual(JSONDump.number(-2.5), "-2.5")
        XCTAssertEqual(JSONDump.number(1e16), "1e+16")
    }
}
