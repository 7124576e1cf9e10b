import Foundation
import XCTest
@testable import LayoutKitLinux

/// The dumps' numbers (`formatPoints`) are printf's `%.4f` without trailing zeros; the integer fast path
/// (`fourDecimals`) must give the very same text wherever it answers.
final class NumberFormattingTests: XCTestCase {
    /// The specification: what the dumps printed before the fast path existed.
    private func printfReference(_ v: Double) -> String {
        var s = String(format: "%.4f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    private func check(_ v: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard v.isFinite, abs(v) < 1e15, v != v.rounded() else { return }
        XCTAssertEqual(formatPoints(CGFloat(v)), printfReference(v), "\(v)", file: file, line: line)
    }

    func testPixelGridValuesMatchPrintf() {
        // Every point on the grids of display scales 1 to 6 and of thirds, sixths and 32nds, from -10,000 to 10,000.
        for denominator in [2.0, 3, 4, 6, 32, 64, 10_000] {
            for k in stride(from: -20_000, through: 20_000, by: 7) { check(Double(k) / denominator) }
        }
        XCTAssertEqual(formatPoints(90.5), "90.5")
        XCTAssertEqual(formatPoints(1.0 / 3), "0.3333")
        XCTAssertEqual(formatPoints(-2.0 / 3), "-0.6667")
        XCTAssertEqual(formatPoints(0.00001), "0")
        XCTAssertEqual(formatPoints(-0.00001), "0")
        XCTAssertEqual(formatPoints(11.99999), "12")
        XCTAssertEqual(formatPoints(0.005), "0.005")
        // 1/32 is 0.03125, a tie at the fourth decimal: printf rounds it to even, 0.0312.
        XCTAssertEqual(formatPoints(1.0 / 32), "0.0312")
        XCTAssertNil(fourDecimals(1.0 / 32))
    }

    func testRandomValuesOfEveryMagnitudeMatchPrintf() {
        var random = SplitMix64(seed: 0xF0F0_0004)
        for _ in 0..<200_000 {
            let magnitude = pow(10, Double(random.int(-6...14)))
            let v = (Double(random.int(0...1_000_000_000)) / 1_000_000_000 - 0.5) * 2 * magnitude
            check(v)
            // Values a hair from a tie at the fourth decimal.
            let tie = (Double(random.int(-10_000_000...10_000_000)) + 0.5) / 10_000
            check(tie)
            check(tie.nextUp)
            check(tie.nextDown)
        }
    }
}
