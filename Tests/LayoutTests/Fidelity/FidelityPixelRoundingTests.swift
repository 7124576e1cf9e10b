import Foundation
import XCTest
@testable import LayoutKitLinux

/// Pixel rounding (Docs/Solver.md, step 3b): fractional and count-divided sizes are floored to the pixel grid of
/// `displayScale` (with a hair of tolerance), absolute and estimated lengths are kept exactly, and origins are the
/// cumulative sum of the (floored) sizes and spacings, rounded to the nearest pixel once, in absolute coordinates.
/// The scale-2 numbers are measured (charon, Catalyst @2x); the scale-1 and scale-3 variants are derived by hand
/// from the same rule. `LayoutContext.sizeRounding = .nearestPixel` reproduces the older-iOS measurement F4.
final class FidelityPixelRoundingTests: FidelityTestCase {

    /// The case-0-23 layout (HG(FW1, AB10) of 8 items FW f × AB10) at any scale; n = xs.count per row.
    func checkRow(fraction: CGFloat, spacing: NSCollectionLayoutSpacing?, scale: CGFloat, width: CGFloat, xs: [CGFloat],
                  file: StaticString = #filePath, line: UInt = #line) {
        let group = hGroup(fw(1), ab(10), [item(fw(fraction), ab(10))], spacing: spacing)
        let rows = CGFloat((8 + xs.count - 1) / xs.count)
        assertLayout(layout(section(group)), context([8], scale: scale),
                     frames: [grid(count: 8, slots: xs, slotLength: width, lineStep: 10, cross: 10)],
                     content: (320, 10 * rows), file: file, line: line)
    }

    // MARK: Measured at scale 2

    func test_thirdsOf301_flooredTo100_contentKeepsOddWidth_case24() {
        // Case 24 (measured: 100 wide, content 301×60): HG(FW1, AB20) of FW(1/3) × FH1 items, 7 items, view 301 wide.
        // 301/3 = 100.33 → floorPx 100; 3 fit (300 ≤ 301); x 0/100/200; rows 0/20/40 → content 301×60.
        // RTL mirrors across 301: x' = 201/101/1.
        let group = hGroup(fw(1), ab(20), [item(fw(1.0 / 3.0), fh(1))])
        let frames = grid(count: 7, slots: [0, 100, 200], slotLength: 100, lineStep: 20, cross: 20)
        assertLayout(layout(section(group)), context([7], width: 301), frames: [frames], content: (301, 60))
    }

    func test_thirdsOf280_flooredTo93_case26() {
        // Case 26 (measured: 93 at 0/93/186): the same in a 280-wide view: 93.33 → 93; content 280×60.
        let group = hGroup(fw(1), ab(20), [item(fw(1.0 / 3.0), fh(1))])
        let frames = grid(count: 7, slots: [0, 93, 186], slotLength: 93, lineStep: 20, cross: 20)
        assertLayout(layout(section(group)), context([7], width: 280), frames: [frames], content: (280, 60))
    }

    func test_thirdsWidthSweep_flooredToHalfPoint() {
        // Docs/Solver.md, step 3b over the style guide's widths, FW(1/3) with no spacing, 3 items: w = floorPx(W/3) at @2x.
        //   320 → 106.67 → 106.5;  375 → 125;  390 → 130;  414 → 138;  768 → 256. x = 0, w, 2w.
        for (width, w) in [(CGFloat(320), CGFloat(106.5)), (375, 125), (390, 130), (414, 138), (768, 256)] {
            let group = hGroup(fw(1), ab(20), [item(fw(1.0 / 3.0), fh(1))])
            guard let solution = solve(layout(section(group)), context([3], width: width)) else { continue }
            assertFrames(solution, section: 0, [(0, 0, w, 20), (w, 0, w, 20), (2 * w, 0, w, 20)], label: "width \(fmt(width)) ")
        }
    }

    // MARK: Derived at scale 1

    func test_scale1_thirdFlooredToWholePoint() {
        // Case 3 at scale 1: 106.67 → floor to 1 pt = 106; x 0/106/212; content 30.
        checkRow(fraction: 1.0 / 3.0, spacing: nil, scale: 1, width: 106, xs: [0, 106, 212])
    }

    func test_scale1_quarterWithFixedSpacing_flooredToWholePoint() {
        // Case 7 at scale 1: n = 4: L = 290 → 72.5 → 72, 288 + 30 ≤ 320; n = 5: L = 280 → 70, 350 + 40 > 320.
        // x = 0/82/164/246; content 20.
        checkRow(fraction: 0.25, spacing: .fixed(10), scale: 1, width: 72, xs: [0, 82, 164, 246])
    }

    func test_scale1_flexibleOneGaps_positionsRoundedToWholePoint() {
        // Case 19 at scale 1: 79.25 → 79 (n = 4 as at scale 2); gaps 1 + 1/3; cumulative x 80.33, 160.67, 241 →
        // nearest point: 80/161/241.
        checkRow(fraction: 0.25, spacing: .flexible(1), scale: 1, width: 79, xs: [0, 80, 161, 241])
    }

    func test_scale1_flexibleOneFortyPercent() {
        // Case 22 at scale 1: n = 2: L = 319 → 127.6 → 127; n = 3: L = 318 → 127.2 → 127, 381 + 2 > 320.
        // Leftover 320 − 254 − 1 = 65 → gap 66; x = 0/193.
        checkRow(fraction: 0.4, spacing: .flexible(1), scale: 1, width: 127, xs: [0, 193])
    }

    // MARK: Derived at scale 3

    func test_scale3_thirdIsExactThirdOfAPoint() {
        // Case 3 at scale 3: 320/3 = 106.667 = 320 px / 3 → on the ⅓-pt grid (the hair keeps 319.99… px from
        // flooring to 319). x = 0, 106.667, 213.333; 3 fit (320); content 30.
        checkRow(fraction: 1.0 / 3.0, spacing: nil, scale: 3, width: 320.0 / 3.0, xs: [0, 320.0 / 3.0, 640.0 / 3.0])
    }

    func test_scale3_flexibleOne_flooredToThirdPoint_case18() {
        // Case 18 at scale 3: n = 3: L = 318, 95.4 → floor(286.2 px) = 286 px = 95.333; 286 + 2 ≤ 320;
        // n = 4: L = 317 → 95.1 → 95, 380 + 3 > 320. Leftover 320 − 286 − 2 = 32 → gaps 1 + 16 = 17;
        // x = 0, 95.333 + 17 = 112.333, 224.667 (both on the ⅓ grid).
        checkRow(fraction: 0.3, spacing: .flexible(1), scale: 3, width: 286.0 / 3.0, xs: [0, 337.0 / 3.0, 674.0 / 3.0])
    }

    func test_scale3_flexibleOne_quarter_case19() {
        // Case 19 at scale 3: 79.25 → floor(237.75 px) = 237 px = 79; gaps 4/3; x = 0, 80.333, 160.667, 241
        // (241/3, 482/3 on the ⅓ grid).
        checkRow(fraction: 0.25, spacing: .flexible(1), scale: 3, width: 79, xs: [0, 241.0 / 3.0, 482.0 / 3.0, 241])
    }

    func test_scale3_flexibleOne_fortyPercent_case22() {
        // Case 22 at scale 3: n = 2: L = 319, 127.6 → floor(382.8 px) = 382 px = 127.333; n = 3: L = 318 → 127.2 →
        // 381 px = 127, 381 + 2 > 320. Leftover 320 − 254.667 − 1 = 64.333 → gap 65.333; x = 0, 192.667 (578/3).
        checkRow(fraction: 0.4, spacing: .flexible(1), scale: 3, width: 382.0 / 3.0, xs: [0, 578.0 / 3.0])
    }

    func test_scale3_case44_thirdsFitExactly_withHairTolerance() {
        // Case 44 at scale 3: container 306, L = 286 → 286/3 = 95.333 = 286 px / 3 exactly (the hair keeps it from
        // flooring a pixel short); 3·95.333 + 20 = 306 fits exactly. x = 6, 6 + 105.333 = 111.333, 216.667;
        // rows 5/59/113; content 170.
        let group = hGroup(fw(1), ab(50), [item(fw(1.0 / 3.0), fh(1))], spacing: .fixed(10))
        let frames = grid(count: 7, slots: [6, 334.0 / 3.0, 650.0 / 3.0], slotLength: 286.0 / 3.0, lineStep: 54, cross: 50, lineOrigin: 5)
        assertLayout(layout(section(group, insets: insets(5, 6, 7, 8), interGroupSpacing: 4)), context([7], scale: 3),
                     frames: [frames], content: (320, 170))
    }

    // MARK: Origins and absolute lengths

    func test_originsRoundedOnceInAbsoluteCoordinates() {
        // Docs/Solver.md, step 3b (engine rule: origins rounded once, in absolute coordinates). Section insets (0,10.3,0,10.3),
        // HG(FW1, AB40) of FW0.5 × FH1 items, 2 items at @2x. Container 299.4 → 149.7 → floorPx 149.5.
        // Unrounded origins 10.3 and 10.3 + 149.5 = 159.8 → nearest ½ pt: 10.5 and 160.
        let group = hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])
        assertLayout(layout(section(group, insets: insets(0, 10.3, 0, 10.3))), context([2]),
                     frames: [[(10.5, 0, 149.5, 40), (160, 0, 149.5, 40)]], content: (320, 40))
    }

    func test_absoluteLengthsKeptExactly_originsStillRounded() {
        // Docs/Solver.md, step 3b: "absolute lengths are kept exactly". HG(FW1, AB30.3) of FW0.5 × AB30.3 items, 6 items: heights stay
        // 30.3 (off the ½ grid); row origins 30.3 → 30.5 and 60.6 → 60.5. The content height (90.9 unrounded) is not
        // pinned: whether UIKit rounds it is not published.
        let group = hGroup(fw(1), ab(30.3), [item(fw(0.5), ab(30.3))])
        let frames: [Frame] = [(0, 0, 160, 30.3), (160, 0, 160, 30.3), (0, 30.5, 160, 30.3),
                               (160, 30.5, 160, 30.3), (0, 60.5, 160, 30.3), (160, 60.5, 160, 30.3)]
        assertLayout(layout(section(group)), context([6]), frames: [frames], content: nil, rtlContentWidth: 320)
    }

    // MARK: The sizeRounding switch (F4)

    /// F4: five fractional widths in one horizontal group, 375 pt at @2x, computing to 84.18/37.48/84.58/84.18/84.58.
    func f4Layout() -> UICollectionViewCompositionalLayout {
        let widths: [CGFloat] = [84.18, 37.48, 84.58, 84.18, 84.58]
        return layout(section(hGroup(fw(1), ab(44), widths.map { item(fw($0 / 375), fh(1)) })))
    }

    func test_nearestPixelRounding_reproducesOlderIOSMeasurement_F4() {
        // F4 (measured, older iOS): observed widths 84.0/37.5/84.5/84.0/84.5 — 37.48 → 37.5 is nearest-pixel rounding.
        // They sum to 374.5 ≤ 375, so all five share one row. Origins: 0, 84, 121.5, 206 (the same whether summed
        // from the rounded sizes or rounded from the unrounded 84.18/121.66/206.24).
        // The fifth origin is not pinned: F4 reports a 0.5 gap before it (290.5, rounding the unrounded sum 290.42),
        // while summing the rounded sizes gives 290 — the reference does not settle which one the switch reproduces.
        var ctx = context([5], width: 375, height: 667)
        ctx.sizeRounding = .nearestPixel
        guard let solution = solve(f4Layout(), ctx) else { return }
        assertFrames(solution, section: 0, [(0, 0, 84, 44), (84, 0, 37.5, 44), (121.5, 0, 84.5, 44), (206, 0, 84, 44)])
        let last = solution.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        XCTAssertEqual(last?.width ?? -1, 84.5, accuracy: Self.accuracy, "[section 0, item 4] width")
        XCTAssertEqual(last?.minY ?? -1, 0, accuracy: Self.accuracy, "[section 0, item 4] y (one row)")
        assertContentSize(solution, 375, 44)
    }

    func test_floorRounding_isTheDefault_F4LayoutFloorsTo37() {
        // The same layout with the default (.floorToPixel, current UIKit per charon): 84.18 → 84, 37.48 → 37,
        // 84.58 → 84.5; all five fit (374 ≤ 375); origins are the sums of the floored sizes: 0, 84, 121, 205.5, 289.5.
        XCTAssertEqual(LayoutContext(containerSize: .zero, itemCounts: []).sizeRounding, .floorToPixel)
        let frames: [Frame] = [(0, 0, 84, 44), (84, 0, 37, 44), (121, 0, 84.5, 44), (205.5, 0, 84, 44), (289.5, 0, 84.5, 44)]
        assertLayout(f4Layout(), context([5], width: 375, height: 667), frames: [frames], content: (375, 44))
    }
}
