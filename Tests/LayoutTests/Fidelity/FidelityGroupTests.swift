import Foundation
import XCTest
@testable import LayoutKitLinux

/// Group kinds (Docs/Solver.md, step 3c): `subitem:count:`, `repeatingSubitem:count:`, nested groups, custom groups.
/// 320×480 view at scale 2 unless noted.
final class FidelityGroupTests: FidelityTestCase {

    // MARK: subitem:count: (deprecated) — Docs/Solver.md, step 3c

    @available(*, deprecated, message: "exercises the deprecated subitem:count: on purpose")
    func test_countGroup_overridesItemWidth_dividesLengthLessSpacing_case42() {
        // Case 42 (measured: 100×20 at 0/110/220, content 60): an AB30 item, count 3, fixed(10), 7 items.
        // Item length = floorPx((320 − 2·10) / 3) = 100 (the item's own 30 is overridden); the item's cross
        // dimension FH1 of the 20-tall group applies. Groups: 3, 3, 1 → rows 0/20/40 → content 60.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(fw(1), ab(20)), subitem: item(ab(30), fh(1)), count: 3)
        group.interItemSpacing = .fixed(10)
        let frames = grid(count: 7, slots: [0, 110, 220], slotLength: 100, lineStep: 20, cross: 20)
        assertLayout(layout(section(group)), context([7]), frames: [frames], content: (320, 60))
    }

    @available(*, deprecated, message: "exercises the deprecated subitem:count: on purpose")
    func test_verticalCountGroup_overridesItemHeight_andTrimsLastGroup_case43() {
        // Case 43 (measured: 160×30 stacked, content 210): VG(FW0.5, AB90), count 3, items FW1 × FH0.1, 7 items.
        // Item height = 90 / 3 = 30 (FH 0.1 → 9 is overridden); width FW1 of the 160-wide group. Groups at 0/90/180;
        // the last holds 1 item and is trimmed by 2 slots: 90 − 60 = 30 → content 210.
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(fw(0.5), ab(90)), subitem: item(fw(1), fh(0.1)), count: 3)
        let frames: [Frame] = stack(count: 7, perGroup: 3, groupStep: 90, slotStep: 30, cross: 0, length: 30, crossLength: 160)
        assertLayout(layout(section(group)), context([7]), frames: [frames], content: (320, 210))
    }

    @available(*, deprecated, message: "exercises the deprecated subitem:count: on purpose")
    func test_countGroup_subtractsGroupContentInsetsBeforeDividing() {
        // Docs/Solver.md, step 3c; [IBP] issues #125, #152; Docs/Differences.md (IBP#125/#152, iOS 14 screenshot: insets subtracted): HG(FW1, AB50), group insets
        // (0,10,0,10), count 3, fixed(5), 3 items. Inner = 300; item = floorPx((300 − 10) / 3 = 96.67) = 96.5.
        // x = 10, 10 + 96.5 + 5 = 111.5, 213; content 320×50.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(fw(1), ab(50)), subitem: item(ab(30), fh(1)), count: 3)
        group.interItemSpacing = .fixed(5)
        group.contentInsets = insets(0, 10, 0, 10)
        let frames: [Frame] = [(10, 0, 96.5, 50), (111.5, 0, 96.5, 50), (213, 0, 96.5, 50)]
        assertLayout(layout(section(group)), context([3]), frames: [frames], content: (320, 50))
    }

    // MARK: repeatingSubitem:count: (iOS 16) — Docs/Solver.md, step 3c

    func test_repeatingSubitem_keepsItemSize_exactlyCountPerGroup() {
        // Docs/Solver.md, step 3c [DOC]: the subitem keeps its own size and exactly `count` copies are laid out. HG(FW1, AB50) with
        // repeatingSubitem AB60 × FH1, count 3, fixed(10), 7 items: x 0/70/140 (widths stay 60, the group is not
        // filled: four would fit); groups 3, 3, 1 → rows 0/50/100 → content 150.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(fw(1), ab(50)), repeatingSubitem: item(ab(60), fh(1)), count: 3)
        group.interItemSpacing = .fixed(10)
        let frames = grid(count: 7, slots: [0, 70, 140], slotLength: 60, lineStep: 50, cross: 50)
        assertLayout(layout(section(group)), context([7]), frames: [frames], content: (320, 150))
    }

    func test_repeatingSubitem_fractionalItem_isNotStretchedToFill() {
        // Docs/Solver.md, step 3c: HG(FW1, AB40) with repeatingSubitem FW0.25 × FH1, count 3, no spacing, 6 items: each 0.25·320 = 80
        // (not 320/3), x 0/80/160 with 80 left empty; 2 rows → content 80.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(fw(1), ab(40)), repeatingSubitem: item(fw(0.25), fh(1)), count: 3)
        let frames = grid(count: 6, slots: [0, 80, 160], slotLength: 80, lineStep: 40, cross: 40)
        assertLayout(layout(section(group)), context([6]), frames: [frames], content: (320, 80))
    }

    func test_verticalRepeatingSubitem_lastGroupTrimmedByMissingSlots() {
        // Docs/Solver.md, steps 3c and 3d: VG(FW1, AB100) with repeatingSubitem FW0.5 × AB20, count 2, 5 items: items 160×20 at y 0/20
        // in groups at 0/100/200. The last group holds 1 of 2 slots: 100 − 20 = 80 → content 280.
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(fw(1), ab(100)), repeatingSubitem: item(fw(0.5), ab(20)), count: 2)
        let frames: [Frame] = stack(count: 5, perGroup: 2, groupStep: 100, slotStep: 20, cross: 0, length: 20, crossLength: 160)
        assertLayout(layout(section(group)), context([5]), frames: [frames], content: (320, 280))
    }

    // MARK: Nested groups — Docs/Solver.md, step 3c

    func test_nestedGroup_sizedWithParentSpacingSubtraction_andOwnSpacing_case54() {
        // Case 54 (measured: 157×100 with 157×48 at y 0/52): HG(FW1, AB100), fixed(6), of
        // [IT(FW .5, FH 1), VG(FW .5, FH 1, [IT(FW 1, FH .5)]) fixed(4)], 6 items.
        // Outer: n = 2 with L = 320 − 6 = 314 → both 157 (157 + 6 + 157 = 320); the inner group at x 163.
        // Inner VG 157×100: n = 2 with L = 100 − 4 = 96 → 48, at y 0/52. 3 leaves per outer group (depth first),
        // outer groups at y 0/100 → content 200.
        let inner = vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))], spacing: .fixed(4))
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1)), inner], spacing: .fixed(6))
        let one: [Frame] = [(0, 0, 157, 100), (163, 0, 157, 48), (163, 52, 157, 48)]
        let frames = one + shifted(one, dy: 100)
        assertLayout(layout(section(group)), context([6]), frames: [frames], content: (320, 200))
    }

    func test_nestedVerticalGroupsRepeatedInRow_fillDepthFirst_case55() {
        // Case 55 (measured: 160×50 in a 2×2 grid): HG(FW1, AB100, [VG(FW .5, FH 1, [IT(FW 1, FH .5)])]), 8 items.
        // The VG (160×100) repeats twice per row; each holds 2 items 160×50. Depth first: 0 (0,0), 1 (0,50),
        // 2 (160,0), 3 (160,50); the next outer group at y 100 → content 200.
        let group = hGroup(fw(1), ab(100), [vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))])])
        let one: [Frame] = [(0, 0, 160, 50), (0, 50, 160, 50), (160, 0, 160, 50), (160, 50, 160, 50)]
        let frames = one + shifted(one, dy: 100)
        assertLayout(layout(section(group)), context([8]), frames: [frames], content: (320, 200))
    }

    func test_itemThenNestedGroup_cellsFillSlotsDepthFirst_case154() {
        // Case 154 (measured, cells only; its group supplementary is out of scope): HG(FW1, AB100) of
        // [IT(FW .5, FH 1), VG(FW .5, FH 1, [IT(FW 1, FH .5)])], no spacing, 6 items:
        // 0 = (0,0,160,100), 1 = (160,0,160,50), 2 = (160,50,160,50), 3 = (0,100,160,100), 4 = (160,100,160,50),
        // 5 = (160,150,160,50); content 200.
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1)), vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))])])
        let frames: [Frame] = [(0, 0, 160, 100), (160, 0, 160, 50), (160, 50, 160, 50),
                               (0, 100, 160, 100), (160, 100, 160, 50), (160, 150, 160, 50)]
        assertLayout(layout(section(group)), context([6]), frames: [frames], content: (320, 200))
    }

    func test_partlyFilledNestedGroup_trimsLastOuterGroup() {
        // Docs/Solver.md, steps 3c and 3d [CHARON facts]: the last outer group is as long as its items reach plus what a whole group
        // leaves over after its last item. VG(FW1, AB100) of HG(FW1, FH0.4) rows (40 tall; 2 fit: 80 ≤ 100 < 120),
        // each of 2 FW0.5 × FH1 items (160×40). A whole group leaves 100 − 80 = 20 after its last row.
        //   2 items: only row 0 is used → 40 + 20 = 60 (= 100 − the missing 40-pt row).
        //   3 items: rows 0 and 1 (row 1 half full; its missing slot lies along x) → 80 + 20 = 100.
        let row = hGroup(fw(1), fh(0.4), [item(fw(0.5), fh(1))])
        let group = vGroup(fw(1), ab(100), [row])
        let all: [Frame] = [(0, 0, 160, 40), (160, 0, 160, 40), (0, 40, 160, 40)]
        assertLayout(layout(section(group)), context([2]), frames: [Array(all.prefix(2))], content: (320, 60))
        assertLayout(layout(section(group)), context([3]), frames: [all], content: (320, 100))
    }

    // MARK: Custom groups — Docs/Solver.md, step 2

    func test_customGroup_framesOffsetBySectionInsets_notClipped_notTrimmed_case60() {
        // Case 60 (measured): custom(FW1, AB80) returning (1,2,30,40), (50,10,60,30) z4, (−5,−5,400,20); section
        // insets (3,4,5,6); counts [4, 2].
        // Section 0: frames + (4, 3) → (5,5,30,40), (54,13,60,30) z4, (−1,−2,400,20); the 4th item is the second
        // repetition, at y 3 + 80 + 2 = 85 → (5,85,30,40). Two groups, neither trimmed: 3 + 160 + 5 = 168.
        // Section 1 starts at 168: (5, 168+3+2 = 173, 30, 40), (54, 168+3+10 = 181, 60, 30); one untrimmed group:
        // 3 + 80 + 5 = 88 → content 168 + 88 = 256. Content width 320: the view's width (the 400-wide frame sticks
        // out of its group, whose far edge is 314, Docs/Solver.md, step 4).
        // The provider is told the group resolved in the WHOLE view: 1·320 × 80 (Docs/Solver.md, step 2, not 310 × 80).
        let recorder = FidelityRecorder()
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(fw(1), ab(80))) { environment in
            recorder.containerSizes.append(environment.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 30, height: 40)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 50, y: 10, width: 60, height: 30), zIndex: 4),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: -5, y: -5, width: 400, height: 20))]
        }
        let sec0: [Frame] = [(5, 5, 30, 40), (54, 13, 60, 30), (-1, -2, 400, 20), (5, 85, 30, 40)]
        let sec1: [Frame] = [(5, 173, 30, 40), (54, 181, 60, 30)]
        let theLayout = layout(section(group, insets: insets(3, 4, 5, 6)))
        assertLayout(theLayout, context([4, 2]), frames: [sec0, sec1], content: (320, 256))
        if let solution = solve(theLayout, context([4, 2])) {
            assertZIndex(solution, section: 0, [0, 4, 0, 0])
            assertZIndex(solution, section: 1, [0, 4])
        }
        XCTAssertFalse(recorder.containerSizes.isEmpty, "the custom provider was never called")
        for size in recorder.containerSizes {
            XCTAssertEqual(size.width, 320, accuracy: Self.accuracy, "custom provider container width")
            XCTAssertEqual(size.height, 80, accuracy: Self.accuracy, "custom provider container height")
        }
    }

    // MARK: Item content insets and edge spacing inside groups — Docs/Solver.md, step 3c

    func test_itemContentInsets_areLastStageSubtraction_groupUnchanged_F6() {
        // F6 (Apple docs example): three 20×20 items with 2-pt content insets all round are 16×16 cells and the group
        // keeps its size. HG(FW1, AB20) of AB20 × AB20 items: slots at 0/20/40 → cells (2,2), (22,2), (42,2);
        // content 320×20 (the group's 20, not less).
        let group = hGroup(fw(1), ab(20), [item(ab(20), ab(20), insets: insets(2, 2, 2, 2))])
        let frames: [Frame] = [(2, 2, 16, 16), (22, 2, 16, 16), (42, 2, 16, 16)]
        assertLayout(layout(section(group)), context([3]), frames: [frames], content: (320, 20))
    }

    func test_itemTrailingEdgeSpacing_movesItemsWithoutShrinking_F7() {
        // F7 (Apple docs example): the same items with 2-pt trailing edge spacing keep 20×20 and shift: slots are
        // 20 + 2 = 22 apart → x 0/22/44; content 320×20.
        let group = hGroup(fw(1), ab(20), [item(ab(20), ab(20), edgeSpacing: edges(nil, nil, .fixed(2), nil))])
        let frames: [Frame] = [(0, 0, 20, 20), (22, 0, 20, 20), (44, 0, 20, 20)]
        assertLayout(layout(section(group)), context([3]), frames: [frames], content: (320, 20))
    }

    func test_groupAndItemContentInsets_nestedSubtraction_case45() {
        // Case 45 (measured: 143×84 at (8,6), (165,6), (8,106); content 200): HG(FW1, AB100) with insets (1,2,3,4),
        // items FW0.5 × FH1 with insets (5,6,7,8), 4 items. Inner group 314×96 → slots 157×96 at x 2/159, y 1;
        // cells = slot − item insets: (2+6, 1+5, 157−14, 96−12) = (8,6,143,84) and (159+6 = 165, 6); rows at 0/100.
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1), insets: insets(5, 6, 7, 8))], insets: insets(1, 2, 3, 4))
        let frames: [Frame] = [(8, 6, 143, 84), (165, 6, 143, 84), (8, 106, 143, 84), (165, 106, 143, 84)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 200))
    }

    func test_itemContentInsets_ignoredOnEstimatedAxis() {
        // Docs/Solver.md, step 3c [HDR] "contentInsets are ignored for any axis with an .estimated dimension": HG(FW1, AB50) of
        // ES100 × AB50 items with insets (5,6,7,8), 3 items. Slots 100 wide (the estimate) at 0/100/200; x keeps the
        // slot's origin and the 100 width (estimated axis), y/height take the insets: y 5, h 50 − 12 = 38.
        let group = hGroup(fw(1), ab(50), [item(es(100), ab(50), insets: insets(5, 6, 7, 8))])
        let frames: [Frame] = [(0, 5, 100, 38), (100, 5, 100, 38), (200, 5, 100, 38)]
        assertLayout(layout(section(group)), context([3]), frames: [frames], content: (320, 50))
    }

    func test_listWithItemAndSectionInsets_estimatedHeights_sizedCase6WithoutSelfSizing() {
        // Sized case 6 (measured x 16, w 288; the heights there come from self-sizing, out of scope): section insets
        // (2,10,2,10), VG(FW1, ES44) of FW1 × ES44 items with insets (4,6,4,6), 5 items, cells keep their estimate.
        // x = 10 + 6 = 16, w = 300 − 12 = 288 (width not estimated: insets apply); y has no inset (estimated):
        // cells 44 tall at y 2/46/90/134/178; content 2 + 5·44 + 2 = 224.
        let group = vGroup(fw(1), es(44), [item(fw(1), es(44), insets: insets(4, 6, 4, 6))])
        let frames: [Frame] = grid(count: 5, slots: [16], slotLength: 288, lineStep: 44, cross: 44, lineOrigin: 2)
        assertLayout(layout(section(group, insets: insets(2, 10, 2, 10))), context([5]), frames: [frames], content: (320, 224))
    }

    func test_itemInsetLargerThanSlot_givesPositiveDifferenceAsSize() {
        // Docs/Solver.md, step 3c [CHARON facts]: "an item 9.5 wide with 7 points on each side is 4.5 wide" (|9.5 − 14|).
        // HG(FW1, AB20) of AB9.5 × AB20 items with insets (0,7,0,7). Only the size and y are pinned: where such a
        // frame's x lands is not published.
        let group = hGroup(fw(1), ab(20), [item(ab(9.5), ab(20), insets: insets(0, 7, 0, 7))])
        guard let solution = solve(layout(section(group)), context([1])),
              let frame = solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame else { return }
        XCTAssertEqual(frame.width, 4.5, accuracy: Self.accuracy, "width")
        XCTAssertEqual(frame.height, 20, accuracy: Self.accuracy, "height")
        XCTAssertEqual(frame.minY, 0, accuracy: Self.accuracy, "y")
    }

    func test_itemFixedEdgeSpacing_takesRoomAndSticksOut_case46() {
        // Case 46 (measured: one per group at (4,5), 160×100; content 400): HG(FW1, AB100) of FW0.5 × FH1 items with
        // EDGES(fixed 4, 5, 6, 7), 4 items. A slot needs 4 + 160 + 6 = 170, so one per group (340 > 320). The item
        // is at (4, 5), keeps 160×100 and sticks 5 out of the group's bottom; the bottom 7 does not lengthen the group:
        // groups 100 apart → content 400.
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1), edgeSpacing: edges(.fixed(4), .fixed(5), .fixed(6), .fixed(7)))])
        let frames: [Frame] = grid(count: 4, slots: [4], slotLength: 160, lineStep: 100, cross: 100, lineOrigin: 5)
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 400))
    }

    func test_itemFlexibleEdgeSpacing_sharesLeftoverAlongGroupAxis_case47() {
        // Case 47 (measured: x 79, content 400): EDGES(flex 4, nil, flex 6, flex 7), 4 items. One per group
        // (4 + 160 + 6 = 170); leftover 320 − 170 = 150 over the two flexible sides → +75 each: x = 4 + 75 = 79.
        // Top is nil → y at the row start.
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1), edgeSpacing: edges(.flexible(4), nil, .flexible(6), .flexible(7)))])
        let frames: [Frame] = grid(count: 4, slots: [79], slotLength: 160, lineStep: 100, cross: 100)
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 400))
    }

    func test_flexibleTopEdge_negativeShareAcross_whenItemTallerThanGroup() {
        // Docs/Solver.md, step 3c [CHARON facts] "The share is allowed to be negative" + Docs/Solver.md, step 3c (a flexible top takes its share of the
        // leftover across the axis): FW0.5 × AB120 items with EDGES(nil, flex 0, nil, nil) in HG(FW1, AB100), 2 items.
        // Across leftover = 100 − 120 = −20, all to the one flexible top → y = −20; x 0/160; content 320×100.
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), ab(120), edgeSpacing: edges(nil, .flexible(0), nil, nil))])
        assertLayout(layout(section(group)), context([2]), frames: [[(0, -20, 160, 120), (160, -20, 160, 120)]], content: (320, 100))
    }

    func test_flexibleLeadingAndTopEdges_centreAlongAndPushDownAcross_case48() {
        // Case 48 (measured: x 32/192, content 200): FW0.4 × FH0.5 items (128×50) with EDGES(flex 0, flex 0, nil, nil),
        // 4 items. Two per row (256 ≤ 320 < 384); leftover 64 over two flexible leading edges → 32 each:
        // x = 32 and 32 + 128 + 32 = 192. Across, the flexible top takes all 100 − 50 = 50 → y = 50 (and 150).
        let group = hGroup(fw(1), ab(100), [item(fw(0.4), fh(0.5), edgeSpacing: edges(.flexible(0), .flexible(0), nil, nil))])
        let frames: [Frame] = [(32, 50, 128, 50), (192, 50, 128, 50), (32, 150, 128, 50), (192, 150, 128, 50)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: (320, 200))
    }
}
