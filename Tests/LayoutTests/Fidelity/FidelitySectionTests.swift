import Foundation
import XCTest
@testable import LayoutKitLinux

/// Sections (Docs/Solver.md, steps 3a, 3d and 4): insets, interGroupSpacing, group edge spacing, narrow groups, the
/// trimmed last group, several sections, sideways scrolling and section providers. 320×480 at scale 2 unless noted.
final class FidelitySectionTests: FidelityTestCase {

    // MARK: Stacking groups — Docs/Solver.md, step 3d

    func test_sectionInsets_interGroupSpacing_thirdsLessSpacing_case44() {
        // Case 44 (measured: 95×50 at (6,5), (111,5), (216,5); rows 5/59/113; content 170): insets (5,6,7,8),
        // interGroupSpacing 4, HG(FW1, AB50) of FW(1/3) × FH1 items, fixed(10), 7 items.
        // Container 320 − 6 − 8 = 306; n = 3: L = 286 → 95.33 → floorPx 95, 285 + 20 ≤ 306. x = 6, 6 + 105 = 111, 216.
        // Rows 5, 5 + 50 + 4 = 59, 113; content 113 + 50 + 7 = 170.
        let group = hGroup(fw(1), ab(50), [item(fw(1.0 / 3.0), fh(1))], spacing: .fixed(10))
        let frames = grid(count: 7, slots: [6, 111, 216], slotLength: 95, lineStep: 54, cross: 50, lineOrigin: 5)
        assertLayout(layout(section(group, insets: insets(5, 6, 7, 8), interGroupSpacing: 4)), context([7]),
                     frames: [frames], content: (320, 170))
    }

    func test_groupEdgeSpacing_addsRoomBetweenGroupsOnTopOfInterGroupSpacing_case49() {
        // Case 49 (measured: 160×30 at (4,5), (164,5), (4,55); content 142): HG(FW1, AB30) with group
        // EDGES(fixed 4, 5, 6, 7), interGroupSpacing 8, FW0.5 × FH1 items, 5 items.
        // Row k at 5 + k·(5 + 30 + 7 + 8) = 5/55/105; the 320-wide group is shifted 4 (and sticks out): x 4/164.
        // Content 320×142 (both measured): height 105 + 30 + 7; the width is the view's, since the group is no wider
        // than the view and what pushes it (its edge spacing) does not count (Docs/Solver.md step 4, issue #13).
        // RTL mirrors across 320: x' = 320 − 4 − 160 = 156 and 320 − 164 − 160 = −4.
        let group = hGroup(fw(1), ab(30), [item(fw(0.5), fh(1))], edgeSpacing: edges(.fixed(4), .fixed(5), .fixed(6), .fixed(7)))
        let frames = grid(count: 5, slots: [4, 164], slotLength: 160, lineStep: 50, cross: 30, lineOrigin: 5)
        assertLayout(layout(section(group, interGroupSpacing: 8)), context([5]), frames: [frames], content: (320, 142))
    }

    func test_narrowGroup_oneGroupPerLine_notPackedSideBySide_case50() {
        // Case 50 (measured: 96×30 pairs, rows 0/38/76, content 106): HG(FW0.6, AB30), interGroupSpacing 8,
        // FW0.5 × FH1 items, 5 items. The group is 192 wide → items 96 at x 0/96; one group per row even though
        // 128 pt are free beside it. Rows 0/38/76; content 76 + 30 = 106. In RTL the whole row mirrors to the right.
        let group = hGroup(fw(0.6), ab(30), [item(fw(0.5), fh(1))])
        let frames = grid(count: 5, slots: [0, 96], slotLength: 96, lineStep: 38, cross: 30)
        assertLayout(layout(section(group, interGroupSpacing: 8)), context([5]), frames: [frames], content: (320, 106))
    }

    func test_orthogonalNone_laidOutLikeAnyOtherSection_case160() {
        // Case 160 (measured: one group per row): orthogonalScrollingBehavior = .none with a 100×50 group,
        // HG(AB100, AB50) of one FW1 × FH1 item, 3 items: rows 0/50/100 at x 0 → content 320×150.
        let theSection = section(hGroup(ab(100), ab(50), [item(fw(1), fh(1))]))
        theSection.orthogonalScrollingBehavior = .none
        assertLayout(layout(theSection), context([3]), frames: [atYs([0, 50, 100], x: 0, w: 100, h: 50)], content: (320, 150))
    }

    // MARK: The last, partial group — Docs/Solver.md, step 3d

    func test_lastPartialGroup_noSpacing_trimmedByMissingSlot_case36() {
        // Case 36 (measured: y 0/30/60 | 100/130, content 170): VG(FW1, AB100) of FW1 × AB30 items, 5 items.
        // 3 per group (90 ≤ 100 < 120); the last group holds 2: 100 − 30 = 70 → content 170.
        let group = vGroup(fw(1), ab(100), [item(fw(1), ab(30))])
        let frames: [Frame] = atYs([0, 30, 60, 100, 130], x: 0, w: 320, h: 30)
        assertLayout(layout(section(group)), context([5]), frames: [frames], content: (320, 170))
    }

    func test_lastPartialGroup_fixedSpacing_trimmedBySlotAndGap_case38() {
        // Case 38 (measured: 0/40 | 100/140 | 200, content 260): the same with fixed(10): 2 per group
        // (70 ≤ 100 < 110); the last holds 1: 100 − (30 + 10) = 60 → content 260.
        let group = vGroup(fw(1), ab(100), [item(fw(1), ab(30))], spacing: .fixed(10))
        let frames: [Frame] = atYs([0, 40, 100, 140, 200], x: 0, w: 320, h: 30)
        assertLayout(layout(section(group)), context([5]), frames: [frames], content: (320, 260))
    }

    func test_lastPartialGroup_withInterGroupSpacing_spacingOnlyBetweenGroups() {
        // Derived from Docs/Solver.md, step 3d (case 36 plus interGroupSpacing 8): groups at 0 and 108; the last holds 2 and
        // is 70 long; no spacing after it → content 108 + 70 = 178.
        let group = vGroup(fw(1), ab(100), [item(fw(1), ab(30))])
        let frames: [Frame] = atYs([0, 30, 60, 108, 138], x: 0, w: 320, h: 30)
        assertLayout(layout(section(group, interGroupSpacing: 8)), context([5]), frames: [frames], content: (320, 178))
    }

    func test_horizontalLayout_lastPartialGroup_noSpacing_case37() {
        // Case 37 (measured content width 270): sideways, HG(AB100, FH1) of AB30 × FH1 items, counts [5, 3].
        // Section 0: 3 per group at x 0/30/60 | 100/130, last group 100 − 30 = 70 → 170 long.
        // Section 1 starts at 170: 3 items fill one group → x 170/200/230, 100 long → content 270×480.
        let group = hGroup(ab(100), fh(1), [item(ab(30), fh(1))])
        let sec0: [Frame] = atXs([0, 30, 60, 100, 130], y: 0, w: 30, h: 480)
        let sec1: [Frame] = atXs([170, 200, 230], y: 0, w: 30, h: 480)
        assertLayout(layout(section(group), .horizontal), context([5, 3]), frames: [sec0, sec1], content: (270, 480))
    }

    func test_horizontalLayout_lastPartialGroup_fixedSpacing_case39() {
        // Case 39 (measured content width 420): fixed(10): 2 per group. Section 0: 0/40 | 100/140 | 200, the last
        // group 100 − 40 = 60 → 260. Section 1 (3 items) at 260: 260/300 | 360 → 100 + 60 = 160 → content 420.
        let group = hGroup(ab(100), fh(1), [item(ab(30), fh(1))], spacing: .fixed(10))
        let sec0: [Frame] = atXs([0, 40, 100, 140, 200], y: 0, w: 30, h: 480)
        let sec1: [Frame] = atXs([260, 300, 360], y: 0, w: 30, h: 480)
        assertLayout(layout(section(group), .horizontal), context([5, 3]), frames: [sec0, sec1], content: (420, 480))
    }

    func test_horizontalLayout_lastPartialGroup_flexibleSpacing_case41() {
        // Case 41 (measured content width 360): flexible(10): 2 per group with a gap of 10 + (100 − 70) = 40.
        // Section 0: 0/70 | 100/170 | 200, last group 100 − (30 + 40) = 30 → 230. Section 1 at 230: 230/300 | 330,
        // 100 + 30 = 130 → content 360.
        let group = hGroup(ab(100), fh(1), [item(ab(30), fh(1))], spacing: .flexible(10))
        let sec0: [Frame] = atXs([0, 70, 100, 170, 200], y: 0, w: 30, h: 480)
        let sec1: [Frame] = atXs([230, 300, 330], y: 0, w: 30, h: 480)
        assertLayout(layout(section(group), .horizontal), context([5, 3]), frames: [sec0, sec1], content: (360, 480))
    }

    // MARK: Several sections — Docs/Solver.md, step 4

    func test_interSectionSpacing_betweenEverySection_emptyIncluded_neverAfterLast_case51() {
        // Case 51 (measured: section 2 rows at 95/125, content 160): insets (3,4,5,6), interSectionSpacing 12,
        // counts [3, 0, 4]; HG(FW1, AB30) of FW0.5 × FH1 items (widths (320 − 10)/2 = 155 at x 4/159).
        // Section 0: rows 3/33 → 3 + 60 + 5 = 68. Section 1 is empty: 0 tall, no insets. Section 2's first row at
        // 68 + 12 + 0 + 12 + 3 = 95, then 125; content 125 + 30 + 5 = 160 (172 if spacing followed the last).
        let group = hGroup(fw(1), ab(30), [item(fw(0.5), fh(1))])
        let sec0 = grid(count: 3, slots: [4, 159], slotLength: 155, lineStep: 30, cross: 30, lineOrigin: 3)
        let sec2 = grid(count: 4, slots: [4, 159], slotLength: 155, lineStep: 30, cross: 30, lineOrigin: 95)
        assertLayout(layout(section(group, insets: insets(3, 4, 5, 6)), interSectionSpacing: 12), context([3, 0, 4]),
                     frames: [sec0, [], sec2], content: (320, 160))
    }

    func test_emptyFirstAndLastSections_zeroSizeNoInsets_spacingStillBetween() {
        // Derived from Docs/Solver.md, step 4 / case 51: counts [0, 2, 0], interSectionSpacing 10, insets (3,4,5,6), HG(FW1, AB30) of
        // FW0.5 items. Section 0: 0 tall (no insets). Section 1 at 10: row at 13, section 3 + 30 + 5 = 38 → ends 48.
        // Section 2 at 58 is empty → content 58.
        let group = hGroup(fw(1), ab(30), [item(fw(0.5), fh(1))])
        let sec1: [Frame] = [(4, 13, 155, 30), (159, 13, 155, 30)]
        assertLayout(layout(section(group, insets: insets(3, 4, 5, 6)), interSectionSpacing: 10), context([0, 2, 0]),
                     frames: [[], sec1, []], content: (320, 58))
    }

    func test_onlyEmptySections_contentIsViewWidthByZero() {
        // Docs/Solver.md, step 4 / case 51: empty sections have zero size and no insets, spacing goes only between sections.
        // Counts [0, 0], interSectionSpacing 12, insets (3,4,5,6): 0 + 12 + 0 = 12 tall; width = the view's 320.
        let group = hGroup(fw(1), ab(30), [item(fw(0.5), fh(1))])
        assertLayout(layout(section(group, insets: insets(3, 4, 5, 6)), interSectionSpacing: 12), context([0, 0]),
                     frames: [[], []], content: (320, 12))
    }

    func test_horizontalLayout_twoSections_insetsAndSpacings_case52() {
        // Case 52 (measured: 100×118, content 442×480): sideways, VG(AB100, FH1) of FW1 × FH0.25 items,
        // interGroupSpacing 5, insets (3,4,5,6), interSectionSpacing 12, counts [6, 5].
        // Groups are 100 × (480 − 3 − 5 = 472); items 100 × 0.25·472 = 118 at y 3/121/239/357, 4 per group.
        // The missing slots of a partial vertical group lie across the scroll axis: no trimming along x.
        // Section 0: groups at x 4 and 109 → 4 + 100 + 5 + 100 + 6 = 215. Section 1 at 215 + 12 = 227: groups at
        // 231 and 336 → ends 442. Content 442 × 480.
        let group = vGroup(ab(100), fh(1), [item(fw(1), fh(0.25))])
        let ys: [CGFloat] = [3, 121, 239, 357]
        let sec0: [Frame] = grid(count: 6, slots: ys, slotLength: 118, lineStep: 105, cross: 100, lineOrigin: 4, vertical: false)
        let sec1: [Frame] = grid(count: 5, slots: ys, slotLength: 118, lineStep: 105, cross: 100, lineOrigin: 231, vertical: false)
        assertLayout(layout(section(group, insets: insets(3, 4, 5, 6), interGroupSpacing: 5), .horizontal, interSectionSpacing: 12),
                     context([6, 5]), frames: [sec0, sec1], content: (442, 480))
    }

    // MARK: Section providers — Docs/Solver.md, steps 3a and 4

    func test_sectionProvider_perSectionInsets_case61() {
        // Case 61 (measured content 216 = 88 + 80 + 48): a provider giving insets (3,4,5,6) except for section 1
        // (none); counts [3, 4, 2]; HG(FW1, AB40) of FW0.5 × FH1 items.
        // Section 0: container 310 → 155 wide at x 4/159, rows 3/43 → 3 + 80 + 5 = 88.
        // Section 1 at 88: 160 wide at x 0/160, rows 88/128 → 80. Section 2 at 168: row 171 → 3 + 40 + 5 = 48.
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let group = self.hGroup(self.fw(1), self.ab(40), [self.item(self.fw(0.5), self.fh(1))])
            return self.section(group, insets: index == 1 ? .zero : self.insets(3, 4, 5, 6))
        })
        let sec0 = grid(count: 3, slots: [4, 159], slotLength: 155, lineStep: 40, cross: 40, lineOrigin: 3)
        let sec1 = grid(count: 4, slots: [0, 160], slotLength: 160, lineStep: 40, cross: 40, lineOrigin: 88)
        let sec2 = grid(count: 2, slots: [4, 159], slotLength: 155, lineStep: 40, cross: 40, lineOrigin: 171)
        assertLayout(provider, context([3, 4, 2]), frames: [sec0, sec1, sec2], content: (320, 216))
    }

    func test_sectionProvider_environmentContainerIsWholeViewSize_case62() {
        // Case 62 (measured: 100×30 items, content 200×150 in a 200×300 view): the provider lays out two columns of
        // half the environment's width: environment.container.effectiveContentSize.width == 200 (the whole view),
        // so items are AB100 × FH1 in HG(FW1, AB30); 10 items → 5 rows → content 200×150.
        let recorder = FidelityRecorder()
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            recorder.sections.append(index)
            recorder.containerSizes.append(environment.container.contentSize)
            recorder.effectiveSizes.append(environment.container.effectiveContentSize)
            let column = environment.container.effectiveContentSize.width / 2
            return self.section(self.hGroup(self.fw(1), self.ab(30), [self.item(self.ab(column), self.fh(1))]))
        })
        let frames = grid(count: 10, slots: [0, 100], slotLength: 100, lineStep: 30, cross: 30)
        assertLayout(provider, context([10], width: 200, height: 300), frames: [frames], content: (200, 150))
        XCTAssertTrue(recorder.sections.contains(0), "the provider was not asked for section 0")
        for (size, effective) in zip(recorder.containerSizes, recorder.effectiveSizes) {
            XCTAssertEqual(size.width, 200, accuracy: Self.accuracy, "environment container width")
            XCTAssertEqual(size.height, 300, accuracy: Self.accuracy, "environment container height")
            XCTAssertEqual(effective.width, 200, accuracy: Self.accuracy, "environment effective width")
        }
        // Docs/Solver.md, step 6 [CHARON] example: the rect (0,150,200,30) lies wholly below the 150-tall content → nothing.
        if let solution = solve(provider, context([10], width: 200, height: 300)) {
            XCTAssertTrue(solution.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 200, height: 30)).isEmpty,
                          "a rect below the content must answer nothing")
        }
    }

    func test_sectionProvider_environmentIgnoresReferenceInsets_layoutDoesNot() {
        // Docs/Solver.md, step 3a; [CHARON] case 62 vs [LOG]; Docs/Differences.md: the provider's environment is the whole view (320×480) even when the layout's
        // container is inset by layoutMargins (0,20,0,40) through contentInsetsReference .layoutMargins; the section
        // itself is laid out in 320 − 60 = 260: FW0.5 items are 130 wide at x 20/150. 2 items, HG(FW1, AB40) → 40.
        let recorder = FidelityRecorder()
        let configuration = self.configuration()
        configuration.contentInsetsReference = .layoutMargins
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            recorder.containerSizes.append(environment.container.effectiveContentSize)
            return self.section(self.hGroup(self.fw(1), self.ab(40), [self.item(self.fw(0.5), self.fh(1))]))
        }, configuration: configuration)
        var ctx = context([2])
        ctx.layoutMargins = insets(0, 20, 0, 40)
        assertLayout(provider, ctx, frames: [[(20, 0, 130, 40), (150, 0, 130, 40)]], content: (320, 40))
        XCTAssertFalse(recorder.containerSizes.isEmpty, "the provider was never called")
        for size in recorder.containerSizes {
            XCTAssertEqual(size.width, 320, accuracy: Self.accuracy, "environment effective width")
            XCTAssertEqual(size.height, 480, accuracy: Self.accuracy, "environment effective height")
        }
    }

    func test_sectionProvider_nilForEmptySection_isAllowed() {
        // Docs/Solver.md, step 4: only a nil section *with items* is an error. Counts [2, 0]; the provider returns nil for section 1.
        // Section 0: HG(FW1, AB40), FW0.5 items → 160×40 at x 0/160; content 40 (no interSectionSpacing).
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 1 ? nil : self.section(self.hGroup(self.fw(1), self.ab(40), [self.item(self.fw(0.5), self.fh(1))]))
        })
        assertLayout(provider, context([2, 0]), frames: [[(0, 0, 160, 40), (160, 0, 160, 40)], []], content: (320, 40))
    }

    func test_fullWidthList_contentHeightIsItemsTimesRowHeight_F1() {
        // F1 (IBP ListViewTests on real UIKit): FW1 × FH1 items in HG(FW1, AB44), 94 items → content
        // (view width, 44·94 = 4136). The view here is 375×667 (the window size is not recorded; only the width
        // matters). Item 93 is at y 93·44 = 4092.
        let group = hGroup(fw(1), ab(44), [item(fw(1), fh(1))])
        guard let solution = solve(layout(section(group)), context([94], width: 375, height: 667)) else { return }
        assertContentSize(solution, 375, 4136)
        assertFrames(solution, section: 0, [(0, 4092, 375, 44)], firstItem: 93)
    }
}
