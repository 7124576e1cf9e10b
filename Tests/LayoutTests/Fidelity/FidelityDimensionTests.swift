import Foundation
import XCTest
@testable import LayoutKitLinux

/// The dimension kinds (Docs/Solver.md, step 3b), fractions of either axis, and which container a fraction refers
/// to (Docs/Solver.md, step 3a). 320×480 view at scale 2 unless noted.
final class FidelityDimensionTests: FidelityTestCase {

    func test_heightAsFractionOfWidth_resolvesAgainstContainerWidth_case31() {
        // Case 31 (measured): HG(FW1, FW0.2) holding FW0.5 × FH1 items, 4 items: the group is 0.2·320 = 64 tall,
        // items 160×64 at x 0/160, rows 0/64 → content 320×128.
        let group = hGroup(fw(1), fw(0.2), [item(fw(0.5), fh(1))])
        let frames: [Frame] = [(0, 0, 160, 64), (160, 0, 160, 64), (0, 64, 160, 64), (160, 64, 160, 64)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 128))
    }

    func test_widthAsFractionOfHeight_resolvesAgainstGroupHeight() {
        // Derived from Docs/Solver.md, step 3b ("either fraction may be used on either axis"): HG(FW1, AB100) holding FH1 × FH1
        // items: each is 1·100 wide (the group's height) and 100 tall; 3 fit (300 ≤ 320 < 400), x 0/100/200;
        // 5 items → 2 rows → content 200.
        let group = hGroup(fw(1), ab(100), [item(fh(1), fh(1))])
        let frames: [Frame] = [(0, 0, 100, 100), (100, 0, 100, 100), (200, 0, 100, 100), (0, 100, 100, 100), (100, 100, 100, 100)]
        assertLayout(layout(section(group)), context([5]), frames: [frames], content: (320, 200))
    }

    func test_topLevelGroupFractionalHeight_usesWholeViewHeight_notLessSectionInsets_case32() {
        // Case 32 (measured): HG(FW1, FH0.5) of FW0.5 × FH1 items, section insets (10,20,30,40), 3 items.
        // Docs/Solver.md, step 3a: the group container is 320 − 20 − 40 = 260 wide and the WHOLE 480 tall, so the group is
        // 0.5·480 = 240 tall (not 0.5·440), items 130×240 at (20,10), (150,10), (20,250); content 10 + 480 + 30 = 520.
        let group = hGroup(fw(1), fh(0.5), [item(fw(0.5), fh(1))])
        let frames: [Frame] = [(20, 10, 130, 240), (150, 10, 130, 240), (20, 250, 130, 240)]
        assertLayout(layout(section(group, insets: insets(10, 20, 30, 40))), context([3]), frames: [frames], content: (320, 520))
    }

    func test_verticalGroup_fractionalHeightItems_stackInGroupHeight_case33() {
        // Case 33 (measured: 320×25): VG(FW1, AB100) of FW1 × FH0.25 items, 9 items: 4 per group at y 0/25/50/75,
        // groups at 0/100/200. The last group holds 1 item and is trimmed by the 3 missing slots (Docs/Solver.md, step 3d):
        // 100 − 75 = 25 → content 225.
        let group = vGroup(fw(1), ab(100), [item(fw(1), fh(0.25))])
        let frames: [Frame] = stack(count: 9, perGroup: 4, groupStep: 100, slotStep: 25, cross: 0, length: 25, crossLength: 320)
        assertLayout(layout(section(group)), context([9]), frames: [frames], content: (320, 225))
    }

    func test_verticalGroup_fractionalHeightsLessSpacing_andTrimmedLastGroup_case34() {
        // Case 34 (measured): case 33 with fixed(10). n = 4: L = 100 − 30 = 70 → 17.5, 70 + 30 = 100 fits;
        // n = 5: L = 60 → 15, 75 + 40 > 100. y = 0/27.5/55/82.5, groups at 0/100/200. The last group (1 item) is
        // trimmed by 3 slots and 3 gaps: 100 − 52.5 − 30 = 17.5 → content 217.5.
        let group = vGroup(fw(1), ab(100), [item(fw(1), fh(0.25))], spacing: .fixed(10))
        let frames: [Frame] = stack(count: 9, perGroup: 4, groupStep: 100, slotStep: 27.5, cross: 0, length: 17.5, crossLength: 320)
        assertLayout(layout(section(group)), context([9]), frames: [frames], content: (320, 217.5))
    }

    func test_narrowVerticalGroupOfHalfHeight_oneGroupPerLine_case35() {
        // Case 35 (measured): VG(FW0.5, FH0.5) of FW1 × FH0.3 items, fixed(10), 9 items. The group is 160×240;
        // n = 3: L = 240 − 20 = 220 → 66, 198 + 20 ≤ 240; n = 4: L = 210 → 63, 252 + 30 > 240. Items 160×66 at
        // y 0/76/152 within groups at 0/240/480 (one group per line even though it is half as wide, Docs/Solver.md, step 3d);
        // 9 items fill 3 groups → content 720.
        let group = vGroup(fw(0.5), fh(0.5), [item(fw(1), fh(0.3))], spacing: .fixed(10))
        let frames: [Frame] = stack(count: 9, perGroup: 3, groupStep: 240, slotStep: 76, cross: 0, length: 66, crossLength: 160)
        assertLayout(layout(section(group)), context([9]), frames: [frames], content: (320, 720))
    }

    func test_horizontalLayout_groupFractionalWidthUsesWholeViewWidth_heightLessInsets_case53() {
        // Case 53 (measured: 160×118, content 810×480): sideways, HG(FW0.5, FH1) of FW1 × FH0.25 items, insets
        // (3,4,5,6), 5 items. Docs/Solver.md, step 3a mirrored: the group container is the whole 320 along x (the leading/trailing
        // insets lie along the scroll axis) and 480 − 3 − 5 = 472 across, so groups are 160×472 and items
        // 160 × 0.25·472 = 118. One item per group; groups at x 4 + 160k, y 3. Content 4 + 5·160 + 6 = 810 wide,
        // 480 tall (the view's height).
        let group = hGroup(fw(0.5), fh(1), [item(fw(1), fh(0.25))])
        let frames: [Frame] = grid(count: 5, slots: [3], slotLength: 118, lineStep: 160, cross: 160, lineOrigin: 4, vertical: false)
        assertLayout(layout(section(group, insets: insets(3, 4, 5, 6)), .horizontal), context([5]),
                     frames: [frames], content: (810, 480))
    }

    func test_estimatedWidth_withoutSelfSizing_usesTheEstimate() {
        // Derived (Docs/Solver.md, step 3b and "Self-sizing": "a cell that cannot size itself keeps the estimate"): HG(FW1, AB50) of ES100 × FH1
        // items: each 100 wide, 3 fit (300 ≤ 320), x 0/100/200; 4 items → 2 rows → content 100.
        let group = hGroup(fw(1), ab(50), [item(es(100), fh(1))])
        let frames: [Frame] = [(0, 0, 100, 50), (100, 0, 100, 50), (200, 0, 100, 50), (0, 50, 100, 50)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 100))
    }

    func test_estimatedGroupHeight_withNonEstimatedItems_isAsTallAsTallestItem_case56() {
        // Case 56 (measured: 160×30, content 60): HG(FW1, ES44) of FW0.5 × ES30 items that do not self-size:
        // rows are 30 (the items' height, not the group's 44 estimate; Docs/Solver.md, step 3c); 4 items → content 60.
        let group = hGroup(fw(1), es(44), [item(fw(0.5), es(30))])
        let frames: [Frame] = [(0, 0, 160, 30), (160, 0, 160, 30), (0, 30, 160, 30), (160, 30, 160, 30)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 60))
    }

    func test_fullHeightItemInEstimatedGroup_takesGroupEstimate_case57() {
        // Case 57 (measured: 160×44, content 88) and F5: FW0.5 × FH1 items in HG(FW1, ES44) take the group's 44.
        let group = hGroup(fw(1), es(44), [item(fw(0.5), fh(1))])
        let frames: [Frame] = [(0, 0, 160, 44), (160, 0, 160, 44), (0, 44, 160, 44), (160, 44, 160, 44)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 88))
    }

    func test_absoluteWidthItemsInEstimatedGroup_threePerRowAtEstimate_case58() {
        // Modelled on case 58 (measured 100×44, content 88); the exact definition is not published, so this one is
        // derived: AB100 × FH1 items in HG(FW1, ES44): 3 fit (300 ≤ 320), each 44 tall (the group's estimate, as in
        // case 57); 6 items → rows 0/44 → content 88.
        let group = hGroup(fw(1), es(44), [item(ab(100), fh(1))])
        let frames = grid(count: 6, slots: [0, 100, 200], slotLength: 100, lineStep: 44, cross: 44)
        assertLayout(layout(section(group)), context([6]), frames: [frames], content: (320, 88))
    }

    func test_estimatedItemsInAbsoluteVerticalGroup_trimmedLikeAbsolute_case59() {
        // Case 59 (measured: 320×30, content 170): VG(FW1, AB100) of FW1 × ES30 items (no self-sizing), 5 items:
        // as case 36: y 0/30/60 | 100/130; the last group is trimmed to 100 − 30 = 70 → content 170.
        let group = vGroup(fw(1), ab(100), [item(fw(1), es(30))])
        let frames: [Frame] = [(0, 0, 320, 30), (0, 30, 320, 30), (0, 60, 320, 30), (0, 100, 320, 30), (0, 130, 320, 30)]
        assertLayout(layout(section(group)), context([5]), frames: [frames], content: (320, 170))
    }

    func test_verticalGroupEstimatedAlongItsAxis_holdsOneRunAndIsAsLongAsItsContents() {
        // Docs/Solver.md, step 3c [CHARON facts] worked example: "a vertical group of two 30-pt subitems with an estimate of 100 is 65
        // long with spacing 5". VG(FW1, ES100) of [FW1 × AB30, FW1 × AB30], fixed(5), 4 items:
        // group 0 holds items 0/1 at y 0/35 and is 65 long; group 1 starts at 65: items at 65/100 → content 130.
        let group = vGroup(fw(1), es(100), [item(fw(1), ab(30)), item(fw(1), ab(30))], spacing: .fixed(5))
        let frames: [Frame] = [(0, 0, 320, 30), (0, 35, 320, 30), (0, 65, 320, 30), (0, 100, 320, 30)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 130))
    }

    func test_uniformAcrossSiblings_withoutSelfSizing_actsAsItsEstimate() {
        // Derived (Docs/Solver.md, "Self-sizing": "a dimension that starts as an estimate"; with no sizing every element keeps its estimate,
        // Docs/Model.md, "Sizers"): HG(FW1, ES40) of FW0.5 × uniformAcrossSiblings(estimate: 40):
        // rows of 40 (group as tall as its tallest item, Docs/Solver.md, step 3c), 3 items → 2 rows → content 80.
        let group = hGroup(fw(1), es(40), [item(fw(0.5), .uniformAcrossSiblings(estimate: 40))])
        let frames: [Frame] = [(0, 0, 160, 40), (160, 0, 160, 40), (0, 40, 160, 40)]
        assertLayout(layout(section(group)), context([3]), frames: [frames], content: (320, 80))
    }
}
