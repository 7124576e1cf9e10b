import Foundation
import XCTest
@testable import LayoutKitLinux

/// Pixel-rounding cases a fixture cannot state, because the evidence leaves a number unpinned: the content height
/// of absolute lengths off the grid, and F4's fifth origin under `.nearestPixel`. Rule: Docs/Solver.md 3b. The other
/// rounding cases are fixtures in Tests/LayoutTests/Fixtures/pixel-rounding/ (Docs/Fidelity.md).
final class FidelityPixelRoundingTests: FidelityTestCase {
    func testAbsoluteLengthsKeptExactlyOriginsStillRounded() {
        // Docs/Solver.md 3b: "absolute lengths are kept exactly". HG(FW1, AB30.3) of FW0.5 × AB30.3 items, 6 items:
        // heights stay 30.3 (off the ½ grid); row origins 30.3 → 30.5 and 60.6 → 60.5. The content height (90.9 unrounded) is not
        // pinned: whether UIKit rounds it is not published.
        let group = hGroup(fw(1), ab(30.3), [item(fw(0.5), ab(30.3))])
        let frames: [Frame] = [(0, 0, 160, 30.3), (160, 0, 160, 30.3), (0, 30.5, 160, 30.3),
                               (160, 30.5, 160, 30.3), (0, 60.5, 160, 30.3), (160, 60.5, 160, 30.3)]
        assertLayout(layout(section(group)), context([6]), frames: [frames], content: nil, rtlContentWidth: 320)
    }

    // MARK: The sizeRounding switch (F4)

    func testFloorToPixelIsTheDefaultSizeRounding() {
        // Docs/Solver.md 3b: current UIKit floors sizes (charon); the F4 layout under the default is the fixture
        // pixel-rounding/floor-rounding-is-the-default-f4-layout.json.
        XCTAssertEqual(LayoutContext(containerSize: .zero, itemCounts: []).sizeRounding, .floorToPixel)
    }

    /// F4 (codepudding.com/os/270336.html, a mirrored StackOverflow question): five fractional widths in one horizontal
    /// group, 375 pt at @2x, computing to 84.18/37.48/84.58/84.18/84.58.
    func f4Layout() -> UICollectionViewCompositionalLayout {
        let widths: [CGFloat] = [84.18, 37.48, 84.58, 84.18, 84.58]
        return layout(section(hGroup(fw(1), ab(44), widths.map { item(fw($0 / 375), fh(1)) })))
    }

    func testNearestPixelRoundingReproducesOlderIOSMeasurementF4() {
        // F4 (measured, older iOS): observed widths 84.0/37.5/84.5/84.0/84.5 — 37.48 → 37.5 is nearest-pixel rounding.
        // They sum to 374.5 ≤ 375, so all five share one row. Origins: 0, 84, 121.5, 206 (the same whether summed
        // from the rounded sizes or rounded from the unrounded 84.18/121.66/206.24).
        // The fifth origin is not pinned: F4 reports a 0.5 gap before it (290.5, rounding the unrounded sum 290.42),
        // while summing the rounded sizes gives 290 — no source settles which one the switch reproduces.
        var ctx = context([5], width: 375, height: 667)
        ctx.sizeRounding = .nearestPixel
        guard let solution = solve(f4Layout(), ctx) else { return }
        assertFrames(solution, section: 0, [(0, 0, 84, 44), (84, 0, 37.5, 44), (121.5, 0, 84.5, 44), (206, 0, 84, 44)])
        let last = solution.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        XCTAssertEqual(last?.width ?? -1, 84.5, accuracy: Self.accuracy, "[section 0, item 4] width")
        XCTAssertEqual(last?.minY ?? -1, 0, accuracy: Self.accuracy, "[section 0, item 4] y (one row)")
        assertContentSize(solution, 375, 44)
    }
}
