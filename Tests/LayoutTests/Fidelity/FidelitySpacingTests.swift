import Foundation
import XCTest
@testable import LayoutKitLinux

/// charon cases 0-23 (uikit-semantics §10.2): `HG(FW(1), AB(10))` holding 8 items `FW(f) × AB(10)` on a 320×480
/// view at scale 2, for the modes none / fixed(10) / flexible(10) / flexible(1) (mode index × 6 + fraction index)
/// and the fractions 0.3 / 0.25 / 0.5 / ⅓ / 0.4 / 0.9. Plus cases 27 and 30, and the `interItemSpacing`
/// worked numbers of §3.1.
///
/// The rule (§1.2d): n = the largest count such that n items, each `floorPx(f · L_n)` with
/// L_n = 320 − (n−1)·s (s = the spacing, or the flexible minimum), plus (n−1)·s, fit in 320.
/// Flexible spacing then shares the leftover 320 − Σ sizes − (n−1)·s equally among the n−1 gaps (§3.1);
/// origins are the cumulative sum rounded to the nearest pixel (§8.1).
/// Content: 8 items in rows of n, each row 10 tall, so 10·⌈8/n⌉ (the horizontal group's missing slots lie along x,
/// so trimming the last row along y removes nothing, §5.3).
final class FidelitySpacingTests: FidelityTestCase {

    /// Builds the case-0-23 layout and checks all 8 cells in LTR and RTL.
    func checkSpacingFamily(fraction: CGFloat, spacing: NSCollectionLayoutSpacing?, width: CGFloat, xs: [CGFloat],
                            scale: CGFloat = 2, file: StaticString = #filePath, line: UInt = #line) {
        let group = hGroup(fw(1), ab(10), [item(fw(fraction), ab(10))], spacing: spacing)
        let rows = CGFloat((8 + xs.count - 1) / xs.count)
        assertLayout(layout(section(group)), context([8], scale: scale),
                     frames: [grid(count: 8, slots: xs, slotLength: width, lineStep: 10, cross: 10)],
                     content: (320, 10 * rows), file: file, line: line)
    }

    // MARK: No spacing (cases 0-5): size = floorPx(f · 320)

    func test_fractionWithoutSpacing_isFractionOfWholeGroup_case0() {
        // §1.2d / case 0 (measured): 0.3·320 = 96, 3 fit (288 ≤ 320 < 384), x 0/96/192, content 320×30.
        checkSpacingFamily(fraction: 0.3, spacing: nil, width: 96, xs: [0, 96, 192])
    }

    func test_quarterWithoutSpacing_fourPerRow_case1() {
        // Derived: 0.25·320 = 80, 4 fit exactly (320), x 0/80/160/240; 2 rows → content 20.
        checkSpacingFamily(fraction: 0.25, spacing: nil, width: 80, xs: [0, 80, 160, 240])
    }

    func test_halfWithoutSpacing_twoPerRow_case2() {
        // Derived: 0.5·320 = 160, 2 fit, x 0/160; 4 rows → content 40.
        checkSpacingFamily(fraction: 0.5, spacing: nil, width: 160, xs: [0, 160])
    }

    func test_thirdWithoutSpacing_flooredToHalfPoint_positionsSumFlooredSizes_case3() {
        // Case 3 (measured): 320/3 = 106.67 → floorPx 106.5; origins 0/106.5/213 (the sum of the floored sizes,
        // not 213.33 rounded); 3 fit (319.5); 3 rows → content 30.
        checkSpacingFamily(fraction: 1.0 / 3.0, spacing: nil, width: 106.5, xs: [0, 106.5, 213])
    }

    func test_fortyPercentWithoutSpacing_twoPerRow_case4() {
        // Derived: 0.4·320 = 128, 2 fit (256; 3 would be 384), x 0/128; content 40.
        checkSpacingFamily(fraction: 0.4, spacing: nil, width: 128, xs: [0, 128])
    }

    func test_ninetyPercentWithoutSpacing_onePerRow_case5() {
        // Derived: 0.9·320 = 288, 1 fits, x 0; 8 rows → content 80.
        checkSpacingFamily(fraction: 0.9, spacing: nil, width: 288, xs: [0])
    }

    // MARK: fixed(10) (cases 6-11)

    func test_fractionsAlongGroupAxis_resolveAgainstLengthLessSpacing_case6() {
        // Case 6 (measured): n = 3: L = 320 − 20 = 300, 0.3·300 = 90, 270 + 20 = 290 ≤ 320; n = 4: L = 290 → 87,
        // 348 + 30 > 320. x = 0/100/200; content 30.
        checkSpacingFamily(fraction: 0.3, spacing: .fixed(10), width: 90, xs: [0, 100, 200])
    }

    func test_quarterWithFixedSpacing_fillsExactly_case7() {
        // Case 7 (measured): n = 4: L = 290, 0.25·290 = 72.5, 290 + 30 = 320 ≤ 320 (exact fit); n = 5: L = 280 → 70,
        // 350 + 40 > 320. x = 0/82.5/165/247.5; content 20.
        checkSpacingFamily(fraction: 0.25, spacing: .fixed(10), width: 72.5, xs: [0, 82.5, 165, 247.5])
    }

    func test_halfWithFixedSpacing_shrinksToHalfOfLengthLessOneGap_case8() {
        // Derived: n = 2: L = 310 → 155, 310 + 10 = 320 fits; n = 3: L = 300 → 150, 450 + 20 > 320.
        // x = 0/165; 4 rows → content 40.
        checkSpacingFamily(fraction: 0.5, spacing: .fixed(10), width: 155, xs: [0, 165])
    }

    func test_thirdWithFixedSpacing_isAThirdOfLengthLessTwoGaps_case9() {
        // Derived: n = 3: L = 300 → 100, 300 + 20 = 320 fits; n = 4: L = 290 → 96.67 → 96.5, 386 + 30 > 320.
        // x = 0/110/220; content 30.
        checkSpacingFamily(fraction: 1.0 / 3.0, spacing: .fixed(10), width: 100, xs: [0, 110, 220])
    }

    func test_fortyPercentWithFixedSpacing_leavesRoomAfterLastItem_case10() {
        // Derived: n = 2: L = 310 → 124, 248 + 10 = 258 ≤ 320; n = 3: L = 300 → 120, 360 + 20 > 320.
        // Fixed spacing: the 62 left over stays after the last item. x = 0/134; content 40.
        checkSpacingFamily(fraction: 0.4, spacing: .fixed(10), width: 124, xs: [0, 134])
    }

    func test_ninetyPercentWithFixedSpacing_singleItemIgnoresSpacing_case11() {
        // Derived: n = 1: L = 320 (no gap) → 288; n = 2: L = 310 → 279, 558 + 10 > 320. x = 0; content 80.
        checkSpacingFamily(fraction: 0.9, spacing: .fixed(10), width: 288, xs: [0])
    }

    // MARK: flexible(10) (cases 12-17): sized as fixed(10), leftover shared among the gaps

    func test_flexibleSpacing_sharesLeftoverAmongGaps_case12() {
        // Case 12 (measured): three 90s (as case 6); leftover 320 − 270 − 20 = 30, 15 per gap → gaps of 25;
        // x = 0/115/230.
        checkSpacingFamily(fraction: 0.3, spacing: .flexible(10), width: 90, xs: [0, 115, 230])
    }

    func test_flexibleSpacing_noLeftover_keepsMinimum_case13() {
        // Derived: four 72.5s (as case 7); leftover 320 − 290 − 30 = 0 → gaps of 10; x = 0/82.5/165/247.5.
        checkSpacingFamily(fraction: 0.25, spacing: .flexible(10), width: 72.5, xs: [0, 82.5, 165, 247.5])
    }

    func test_flexibleSpacing_half_noLeftover_case14() {
        // Derived: two 155s (as case 8); leftover 320 − 310 − 10 = 0; x = 0/165.
        checkSpacingFamily(fraction: 0.5, spacing: .flexible(10), width: 155, xs: [0, 165])
    }

    func test_flexibleSpacing_third_noLeftover_case15() {
        // Derived: three 100s (as case 9); leftover 320 − 300 − 20 = 0; x = 0/110/220.
        checkSpacingFamily(fraction: 1.0 / 3.0, spacing: .flexible(10), width: 100, xs: [0, 110, 220])
    }

    func test_flexibleSpacing_twoItems_pushesSecondToTrailingEdge_case16() {
        // Case 16 (measured): n = 2, (320 − 10)·0.4 = 124; leftover 320 − 248 − 10 = 62 → one gap of 72; x = 0/196
        // (the second item ends at exactly 320).
        checkSpacingFamily(fraction: 0.4, spacing: .flexible(10), width: 124, xs: [0, 196])
    }

    func test_flexibleSpacing_singleItem_leftoverStaysAfterIt_case17() {
        // Derived: n = 1 → 288, no gap to share the 32 into (§3.1 "with a single item there is no gap"); x = 0.
        checkSpacingFamily(fraction: 0.9, spacing: .flexible(10), width: 288, xs: [0])
    }

    // MARK: flexible(1) (cases 18-23): floored sizes, positions rounded to the nearest half point

    func test_flexibleOne_sizeFlooredToPixel_gapsRoundedToHalfPoint_case18() {
        // Case 18 (measured): n = 3: L = 318, 0.3·318 = 95.4 → floorPx 95; n = 4: L = 317 → 95, 380 + 3 > 320.
        // Leftover 320 − 285 − 2 = 33 → gaps 1 + 16.5 = 17.5; x = 0/112.5/225.
        checkSpacingFamily(fraction: 0.3, spacing: .flexible(1), width: 95, xs: [0, 112.5, 225])
    }

    func test_flexibleOne_thirdOfPointGaps_roundedToNearestPixel_case19() {
        // Case 19 (measured): n = 4: L = 317, 79.25 → 79, 316 + 3 = 319 ≤ 320; n = 5: L = 316 → 79, 395 + 4 > 320.
        // Leftover 4 over 3 gaps: each gap 1.333; x = 80.333 → 80.5, 160.667 → 160.5, 241 (nearest ½ pt).
        checkSpacingFamily(fraction: 0.25, spacing: .flexible(1), width: 79, xs: [0, 80.5, 160.5, 241])
    }

    func test_flexibleOne_half_fillsExactly_case20() {
        // Derived: n = 2: L = 319 → 159.5, 319 + 1 = 320; n = 3: L = 318 → 159, 477 + 2 > 320. Leftover 0 → gap 1;
        // x = 0/160.5.
        checkSpacingFamily(fraction: 0.5, spacing: .flexible(1), width: 159.5, xs: [0, 160.5])
    }

    func test_flexibleOne_third_fillsExactly_case21() {
        // Derived: n = 3: L = 318 → 106, 318 + 2 = 320; n = 4: L = 317 → 105.67 → 105.5, 422 + 3 > 320.
        // Leftover 0 → gaps of 1; x = 0/107/214.
        checkSpacingFamily(fraction: 1.0 / 3.0, spacing: .flexible(1), width: 106, xs: [0, 107, 214])
    }

    func test_flexibleOne_fortyPercent_flooredToHalfPoint_case22() {
        // Case 22 (table): n = 2: L = 319, 127.6 → floorPx 127.5; n = 3: L = 318 → 127, 381 + 2 > 320.
        // Leftover 320 − 255 − 1 = 64 → one gap of 65; x = 0/192.5.
        checkSpacingFamily(fraction: 0.4, spacing: .flexible(1), width: 127.5, xs: [0, 192.5])
    }

    func test_flexibleOne_ninetyPercent_singleItem_case23() {
        // Derived: n = 1: 288; n = 2: L = 319 → 287.1 → 287, 574 + 1 > 320. x = 0; content 80.
        checkSpacingFamily(fraction: 0.9, spacing: .flexible(1), width: 288, xs: [0])
    }

    // MARK: Mixed subitems and the cross-fraction rule

    func test_mixedFractionAndAbsolute_fractionResolvesAgainstLengthLessSpacing_case27() {
        // Case 27 (measured: 155 at 0, 50 at 165, content 60 for 6 items). Subitems cycle [FW 0.5, AB 50], fixed(10).
        // n = 2: L = 310 → 155 and 50, 205 + 10 ≤ 320; n = 3: L = 300 → 150 + 50 + 150 + 20 = 370 > 320.
        // x = 0 and 155 + 10 = 165. 6 items → 3 rows; a row height of 20 (items FH 1) reproduces content 60.
        let group = hGroup(fw(1), ab(20), [item(fw(0.5), fh(1)), item(ab(50), fh(1))], spacing: .fixed(10))
        let rows: [Frame] = [(0, 0, 155, 20), (165, 0, 50, 20), (0, 20, 155, 20), (165, 20, 50, 20), (0, 40, 155, 20), (165, 40, 50, 20)]
        assertLayout(layout(section(group)), context([6]), frames: [rows], content: (320, 60))
    }

    func test_heightAsFractionOfWidth_takesSpacingSubtraction_andSticksOutOfRow_case30() {
        // Case 30 (measured): HG(FW1, AB20) of [IT(FW .5, AB 100), IT(FW .5, FW .25)], fixed(10), 4 items.
        // §1.2d cross-fraction rule: 2 fit with no spacing (160 + 160); fractions resolve in 320 − 1·10 = 310:
        // widths 155, heights 100 and 0.25·310 = 77.5; with the gap 155 + 10 + 155 = 320 fits 2 → x 0/165.
        // Rows are the group's 20 apart; the items stick out of the row (§2.2), not clipped.
        // The content height is not published for this case and the items overhang the rows, so it is not pinned;
        // the content width is the view's 320 (§6).
        let group = hGroup(fw(1), ab(20), [item(fw(0.5), ab(100)), item(fw(0.5), fw(0.25))], spacing: .fixed(10))
        let frames: [Frame] = [(0, 0, 155, 100), (165, 0, 155, 77.5), (0, 20, 155, 100), (165, 20, 155, 77.5)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: nil, rtlContentWidth: 320)
    }

    func test_verticalFlexibleSpacing_sharesLeftoverAlongY_case40() {
        // §3.1 worked numbers / case 40 (measured): VG(FW1, AB100) of 30-pt items, flexible(10): n = 2 (30+10+30 = 70;
        // 3 would need 110). Leftover 100 − 60 − 10 = 30 → gap 40, y = 0/70; next group at 100: 100/170; the last
        // group holds one item and is trimmed to 100 − (30 + 40) = 30 (§5.3) → content 230.
        let group = vGroup(fw(1), ab(100), [item(fw(1), ab(30))], spacing: .flexible(10))
        let frames: [Frame] = [(0, 0, 320, 30), (0, 70, 320, 30), (0, 100, 320, 30), (0, 170, 320, 30), (0, 200, 320, 30)]
        assertLayout(layout(section(group)), context([5]), frames: [frames], content: (320, 230))
    }

    func test_fixedSpacing_widthSweep_fractionsOfLengthLessSpacing() {
        // §1.2d, swept over the style guide's widths: FW(0.3) + fixed(10), 3 items, w = floorPx(0.3·(W − 20)):
        // n = 3 always fits (0.9(W−20) + 20 ≤ W) and n = 4 never does (1.2(W−30) + 30 > W for W > 30).
        //   320: 0.3·300 = 90      → x 0/100/200
        //   375: 0.3·355 = 106.5   → x 0/116.5/233
        //   390: 0.3·370 = 111     → x 0/121/242
        //   414: 0.3·394 = 118.2   → 118 → x 0/128/256
        //   768: 0.3·748 = 224.4   → 224 → x 0/234/468
        let cases: [(CGFloat, CGFloat)] = [(320, 90), (375, 106.5), (390, 111), (414, 118), (768, 224)]
        for (width, w) in cases {
            let group = hGroup(fw(1), ab(10), [item(fw(0.3), ab(10))], spacing: .fixed(10))
            guard let solution = solve(layout(section(group)), context([3], width: width)) else { continue }
            assertFrames(solution, section: 0, [(0, 0, w, 10), (w + 10, 0, w, 10), (2 * w + 20, 0, w, 10)],
                         label: "width \(fmt(width)) ")
            assertContentSize(solution, width, 10, label: "width \(fmt(width)) ")
        }
    }
}
