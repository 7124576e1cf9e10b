import Foundation
import XCTest
@testable import LayoutKitLinux

/// `PixelGrid.roundHalfAway` replaces `rounded(.toNearestOrAwayFromZero)` on the hot path (Docs/Performance.md);
/// it must give the same value, sign of zero included, for every input.
final class PixelGridRoundingTests: XCTestCase {
    private func assertSame(_ v: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        let expected = v.rounded(.toNearestOrAwayFromZero), actual = PixelGrid.roundHalfAway(v)
        if expected.isNaN { XCTAssertTrue(actual.isNaN, "\(v)", file: file, line: line); return }
        XCTAssertEqual(actual, expected, "\(v)", file: file, line: line)
        XCTAssertEqual(actual.sign, expected.sign, "sign of \(v)", file: file, line: line)
    }

    func testTiesRoundAwayFromZero() {
        for v: CGFloat in [0.5, 1.5, 2.5, 160.5, 161.5, -0.5, -1.5, -2.5] { assertSame(v) }
        XCTAssertEqual(PixelGrid.roundHalfAway(2.5), 3)       // ties-to-even would give 2
        XCTAssertEqual(PixelGrid.roundHalfAway(-2.5), -3)
    }

    func testEdgeCases() {
        for v: CGFloat in [0, -0.0, 0.49999999999999994, -0.49999999999999994, 4_503_599_627_370_495.5, 4_503_599_627_370_496,
                           2_251_799_813_685_247.5, 1e300, -1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
                           -.leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            assertSame(v)
        }
    }

    func testSeededSamplesAgree() {
        var rng = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<200_000 {
            assertSame(CGFloat(rng.unit() * 2e6 - 1e6))
            assertSame(CGFloat(rng.int(-400_000...400_000)) / 4)   // many exact ties at scale 2
        }
    }

    /// Positions use it: 80.25 at scale 2 is 160.5 pixels, a tie, which goes away from zero to 80.5.
    func testPositionRoundsTiesAwayFromZero() {
        let grid = PixelGrid(scale: 2, rounding: .floorToPixel)
        XCTAssertEqual(grid.position(80.25), 80.5)
        XCTAssertEqual(grid.position(-80.25), -80.5)
        XCTAssertEqual(grid.position(80.333333), 80.5)   // CHARON case 19
    }
}
