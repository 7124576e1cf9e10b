import Foundation
import XCTest
@testable import LayoutKitLinux

/// Boundary supplementary items (Docs/Solver.md, step 3e): alignment, following the insets, offsets, extending
/// or not, several on one side, taller than their section, empty sections, and the layout's own items.
/// 320×480 at scale 2; every case is checked left-to-right and mirrored right-to-left.
///
/// Cases 63-102 share one definition: section insets (3,4,5,6), a 60×30 item "h", counts [3,2]. Scrolling down the
/// group is HG(FW1, AB40) of FW0.5 × FH1 items (155×40 cells at x 4/159, 310 = 320 − 4 − 6); scrolling sideways it is
/// HG(AB100, FH1) of the same items (50×472 cells, 472 = 480 − 3 − 5). Without an extension the vertical sections are
/// 3 + 80 + 5 = 88 and 3 + 40 + 5 = 48 long (content 136); the sideways ones 4 + 150 + 6 = 160 (the last group
/// trimmed to its one item) and 4 + 100 + 6 = 110 (content 270).
final class FidelityBoundaryItemTests: FidelityTestCase {

    private func alignmentLayout(_ alignment: NSRectAlignment, sideways: Bool, follow: Bool) -> UICollectionViewCompositionalLayout {
        let group = sideways ? hGroup(ab(100), fh(1), [item(fw(0.5), fh(1))]) : hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])
        let section = section(group, insets: insets(3, 4, 5, 6))
        section.supplementariesFollowContentInsets = follow
        section.boundarySupplementaryItems = [bnd("h", ab(60), ab(30), alignment)]
        return layout(section, sideways ? .horizontal : .vertical)
    }

    private func offsetLayout(_ alignment: NSRectAlignment, extending: Bool) -> UICollectionViewCompositionalLayout {
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [extending ? bnd("h", ab(60), ab(30), alignment, 5, 7)
                                                        : bnd("h", ab(60), ab(30), alignment, -5, -7, extends: false)]
        return layout(section)
    }

    /// Checks the four direction × follow variants of one alignment: `down` and `sideways` give (whole, following)
    /// frames of h in sections 0 and 1, the first cell of each section, and the content size.
    private func assertAlignment(_ alignment: NSRectAlignment,
                                 down: (h0: [Frame], h1: [Frame], cells: (Frame, Frame), content: (CGFloat, CGFloat)),
                                 sideways: (h0: [Frame], h1: [Frame], cells: (Frame, Frame), content: (CGFloat, CGFloat)),
                                 file: StaticString = #filePath, line: UInt = #line) {
        for (isSideways, expected) in [(false, down), (true, sideways)] {
            for (variant, follow) in [false, true].enumerated() {
                let elements = [supp("h", 0, 0, expected.h0[variant], z: 1), supp("h", 1, 0, expected.h1[variant], z: 1),
                                cell(0, 0, expected.cells.0, z: 0), cell(1, 0, expected.cells.1, z: 0)]
                assertLayoutElements(alignmentLayout(alignment, sideways: isSideways, follow: follow), context([3, 2]), elements,
                                     content: expected.content, file: file, line: line)
            }
        }
    }

    // MARK: Cases 63-102: alignment × {down, sideways} × {whole width, following the insets}, and offsets

    func testCases63to66TopHeaderExtendsTheSectionDownAndOverlapsSideways() {
        // Down (63, 64): top names the scroll axis's start, so h extends: sections 30 + 88 = 118 and 30 + 48 = 78,
        // content 196; cells from 30 + 3 = 33. Across: centred in the whole 320, x = (320 − 60)/2 = 130 (63), or in the
        // insets, 4 + (310 − 60)/2 = 129 (64, measured). Section 1's header at 118.
        // Sideways (65, 66): top is a cross-axis side: h lies inside the section without growing it (content 270),
        // centred along it: (160 − 60)/2 = 50 and 160 + (110 − 60)/2 = 185; y 0 whole, 3 following (measured).
        assertAlignment(.top,
                        down: ([(130, 0, 60, 30), (129, 0, 60, 30)], [(130, 118, 60, 30), (129, 118, 60, 30)],
                               ((4, 33, 155, 40), (4, 151, 155, 40)), (320, 196)),
                        sideways: ([(50, 0, 60, 30), (50, 3, 60, 30)], [(185, 0, 60, 30), (185, 3, 60, 30)],
                                   ((4, 3, 50, 472), (164, 3, 50, 472)), (270, 480)))
    }

    func testCase67ExtendingHeaderWithOffsetContentMovesSoTheHeaderStillStartsAtTheSectionOrigin() {
        // Offset (5, 7), extending top: the extension is 30 − 7 = 23, so cells start at 23 + 3 = 26 and h stays at
        // 23 − 30 + 7 = 0; x = 129 + 5 = 134. Section 0: 23 + 88 = 111 → section 1's h at 111, its cells at 137;
        // content 111 + 23 + 48 = 182 (all measured).
        assertLayoutElements(offsetLayout(.top, extending: true), context([3, 2]),
                             [supp("h", 0, 0, (134, 0, 60, 30)), supp("h", 1, 0, (134, 111, 60, 30)),
                              cell(0, 0, (4, 26, 155, 40)), cell(1, 0, (4, 137, 155, 40))], content: (320, 182))
    }

    func testCases68to71BottomFooterExtendsAfterTheBottomInset() {
        // Down: the footer sits after the bottom inset, 3 + 80 + 5 = 88; section 1 starts at 118, its footer at
        // 118 + 48 = 166; content 196. Sideways: bottom is a cross side: y = 480 − 30 = 450, or 480 − 5 − 30 = 445.
        assertAlignment(.bottom,
                        down: ([(130, 88, 60, 30), (129, 88, 60, 30)], [(130, 166, 60, 30), (129, 166, 60, 30)],
                               ((4, 3, 155, 40), (4, 121, 155, 40)), (320, 196)),
                        sideways: ([(50, 450, 60, 30), (50, 445, 60, 30)], [(185, 450, 60, 30), (185, 445, 60, 30)],
                                   ((4, 3, 50, 472), (164, 3, 50, 472)), (270, 480)))
    }

    func testCase72NonExtendingFooterWithOffsetIsMeasuredFromTheSectionsOuterBottom() {
        // Not extending, offset (−5, −7): inside the section rectangle (insets included): y = 88 − 30 − 7 = 51 and
        // 136 − 30 − 7 = 99; x = 129 − 5 = 124. Nothing grows: content 136 (measured).
        assertLayoutElements(offsetLayout(.bottom, extending: false), context([3, 2]),
                             [supp("h", 0, 0, (124, 51, 60, 30)), supp("h", 1, 0, (124, 99, 60, 30)),
                              cell(1, 0, (4, 91, 155, 40))], content: (320, 136))
    }

    func testCases73to76LeadingItemSideOfAVerticalSectionExtendsASidewaysOne() {
        // Down: leading is a cross side: x 0 (whole) or 4 (following); centred along the section: (88 − 30)/2 = 29,
        // 88 + (48 − 30)/2 = 97; no growth (content 136). Sideways: leading is the scroll axis's start: h extends the
        // sections to 60 + 160 = 220 and 60 + 110 = 170 (content 390), cells from 64; y = (480 − 30)/2 = 225, or
        // 3 + (472 − 30)/2 = 224 following (measured).
        assertAlignment(.leading,
                        down: ([(0, 29, 60, 30), (4, 29, 60, 30)], [(0, 97, 60, 30), (4, 97, 60, 30)],
                               ((4, 3, 155, 40), (4, 91, 155, 40)), (320, 136)),
                        sideways: ([(0, 225, 60, 30), (0, 224, 60, 30)], [(220, 225, 60, 30), (220, 224, 60, 30)],
                                   ((64, 3, 50, 472), (284, 3, 50, 472)), (390, 480)))
    }

    func testCase77SideItemWithOffsetMovesByTheOffsetOnly() {
        // Leading (a side), extending, offset (5, 7): x = 4 + 5 = 9, y = 29 + 7 = 36 and 97 + 7 = 104; content 136.
        assertLayoutElements(offsetLayout(.leading, extending: true), context([3, 2]),
                             [supp("h", 0, 0, (9, 36, 60, 30)), supp("h", 1, 0, (9, 104, 60, 30))], content: (320, 136))
    }

    func testCases78to81TrailingItem() {
        // Down: x = 320 − 60 = 260, or 320 − 6 − 60 = 254. Sideways: extends after the trailing inset: 160 → h at
        // 160, section 1 from 220 (cells at 224) and its h at 220 + 110 = 330; content 390.
        assertAlignment(.trailing,
                        down: ([(260, 29, 60, 30), (254, 29, 60, 30)], [(260, 97, 60, 30), (254, 97, 60, 30)],
                               ((4, 3, 155, 40), (4, 91, 155, 40)), (320, 136)),
                        sideways: ([(160, 225, 60, 30), (160, 224, 60, 30)], [(330, 225, 60, 30), (330, 224, 60, 30)],
                                   ((4, 3, 50, 472), (224, 3, 50, 472)), (390, 480)))
    }

    func testCase82NonExtendingTrailingWithOffset() {
        // 254 − 5 = 249; 29 − 7 = 22 and 97 − 7 = 90 (measured).
        assertLayoutElements(offsetLayout(.trailing, extending: false), context([3, 2]),
                             [supp("h", 0, 0, (249, 22, 60, 30)), supp("h", 1, 0, (249, 90, 60, 30))], content: (320, 136))
    }

    func testCases83to86TopLeadingCornerExtendsAlongTheScrollAxisOnly() {
        // Down: top extends (content 196, cells at 33); x 0 or 4. Sideways: leading extends (content 390); y 0 or 3.
        assertAlignment(.topLeading,
                        down: ([(0, 0, 60, 30), (4, 0, 60, 30)], [(0, 118, 60, 30), (4, 118, 60, 30)],
                               ((4, 33, 155, 40), (4, 151, 155, 40)), (320, 196)),
                        sideways: ([(0, 0, 60, 30), (0, 3, 60, 30)], [(220, 0, 60, 30), (220, 3, 60, 30)],
                                   ((64, 3, 50, 472), (284, 3, 50, 472)), (390, 480)))
    }

    func testCase87TopLeadingWithOffset() {
        // As case 67 along y (h at 0, cells at 26, content 182); x = 4 + 5 = 9.
        assertLayoutElements(offsetLayout(.topLeading, extending: true), context([3, 2]),
                             [supp("h", 0, 0, (9, 0, 60, 30)), supp("h", 1, 0, (9, 111, 60, 30)), cell(0, 0, (4, 26, 155, 40))],
                             content: (320, 182))
    }

    func testCases88to91TopTrailingCorner() {
        assertAlignment(.topTrailing,
                        down: ([(260, 0, 60, 30), (254, 0, 60, 30)], [(260, 118, 60, 30), (254, 118, 60, 30)],
                               ((4, 33, 155, 40), (4, 151, 155, 40)), (320, 196)),
                        sideways: ([(160, 0, 60, 30), (160, 3, 60, 30)], [(330, 0, 60, 30), (330, 3, 60, 30)],
                                   ((4, 3, 50, 472), (224, 3, 50, 472)), (390, 480)))
    }

    func testCase92NonExtendingTopTrailingWithOffsetSticksOutAbove() {
        // Inside, at the section's top: 0 − 7 = −7 and 88 − 7 = 81; x 249 (measured).
        assertLayoutElements(offsetLayout(.topTrailing, extending: false), context([3, 2]),
                             [supp("h", 0, 0, (249, -7, 60, 30)), supp("h", 1, 0, (249, 81, 60, 30))], content: (320, 136))
    }

    func testCases93to96BottomLeadingCorner() {
        assertAlignment(.bottomLeading,
                        down: ([(0, 88, 60, 30), (4, 88, 60, 30)], [(0, 166, 60, 30), (4, 166, 60, 30)],
                               ((4, 3, 155, 40), (4, 121, 155, 40)), (320, 196)),
                        sideways: ([(0, 450, 60, 30), (0, 445, 60, 30)], [(220, 450, 60, 30), (220, 445, 60, 30)],
                                   ((64, 3, 50, 472), (284, 3, 50, 472)), (390, 480)))
    }

    func testCase97ExtendingFooterWithOffsetEndsTheSectionPastItsOffset() {
        // Extending bottom with (5, 7): the footer sits 7 past the inset content end, 88 + 7 = 95, and the section ends
        // at 95 + 30 = 125 (extension 30 + 7); section 1: cells at 128, footer at 128 + 40 + 5 + 7 = 180, content 210.
        assertLayoutElements(offsetLayout(.bottomLeading, extending: true), context([3, 2]),
                             [supp("h", 0, 0, (9, 95, 60, 30)), supp("h", 1, 0, (9, 180, 60, 30)), cell(1, 0, (4, 128, 155, 40))],
                             content: (320, 210))
    }

    func testCases98to101BottomTrailingCorner() {
        assertAlignment(.bottomTrailing,
                        down: ([(260, 88, 60, 30), (254, 88, 60, 30)], [(260, 166, 60, 30), (254, 166, 60, 30)],
                               ((4, 3, 155, 40), (4, 121, 155, 40)), (320, 196)),
                        sideways: ([(160, 450, 60, 30), (160, 445, 60, 30)], [(330, 450, 60, 30), (330, 445, 60, 30)],
                                   ((4, 3, 50, 472), (224, 3, 50, 472)), (390, 480)))
    }

    func testCase102NonExtendingBottomTrailingWithOffset() {
        assertLayoutElements(offsetLayout(.bottomTrailing, extending: false), context([3, 2]),
                             [supp("h", 0, 0, (249, 51, 60, 30)), supp("h", 1, 0, (249, 99, 60, 30))], content: (320, 136))
    }

    // MARK: Cases 103-134: a 33×200 item taller than its section

    /// Down: HG(FW1, AB40) of FW0.5 × FH1 items, 4 items → an 80-tall section of 160×40 cells. Sideways: HG(AB100, FH1) of
    /// FW1 × FH0.5 items → four 100×240 cells, a 400-wide section. No insets. For each alignment: inside/extending ×
    /// down/sideways give h's frame, the content and the first cell.
    private func assertTall(_ alignment: NSRectAlignment, _ expected: [(extending: Bool, sideways: Bool, h: Frame, content: (CGFloat, CGFloat), first: Frame)],
                            file: StaticString = #filePath, line: UInt = #line) {
        for row in expected {
            let group = row.sideways ? hGroup(ab(100), fh(1), [item(fw(1), fh(0.5))]) : hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])
            let section = section(group)
            section.boundarySupplementaryItems = [bnd("h", ab(33), ab(200), alignment, extends: row.extending)]
            assertLayoutElements(layout(section, row.sideways ? .horizontal : .vertical), context([4]),
                                 [supp("h", 0, 0, row.h), cell(0, 0, row.first)], content: row.content, file: file, line: line)
        }
    }

    func testCases103to110TallTopOrBottomItemPinnedToItsEdgeOrExtending() {
        // Top, down: inside at y 0 sticking out below (103); extending: the section grows by 200, cells from 200,
        // content 280 (105). x = (320 − 33)/2 = 143.5. Sideways top is a cross side: centred along the 400-wide
        // section, x = (400 − 33)/2 = 183.5, y 0, either way (104, 106).
        assertTall(.top, [(false, false, (143.5, 0, 33, 200), (320, 80), (0, 0, 160, 40)),
                          (false, true, (183.5, 0, 33, 200), (400, 480), (0, 0, 100, 240)),
                          (true, false, (143.5, 0, 33, 200), (320, 280), (0, 200, 160, 40)),
                          (true, true, (183.5, 0, 33, 200), (400, 480), (0, 0, 100, 240))])
        // Bottom: inside, pinned to the section's bottom: 80 − 200 = −120 (107, measured); sideways 480 − 200 = 280
        // (108, 110); extending down: after the 80, content 280 (109).
        assertTall(.bottom, [(false, false, (143.5, -120, 33, 200), (320, 80), (0, 0, 160, 40)),
                             (false, true, (183.5, 280, 33, 200), (400, 480), (0, 0, 100, 240)),
                             (true, false, (143.5, 80, 33, 200), (320, 280), (0, 0, 160, 40)),
                             (true, true, (183.5, 280, 33, 200), (400, 480), (0, 0, 100, 240))])
    }

    func testCases111to118TallSideItemCentredWhenInsideGrowsTheSectionWhenExtending() {
        // Leading, down, inside: centred along the 80-tall section, (80 − 200)/2 = −60, sticking out both ways (111).
        // Extending: a side item makes its section at least as long as itself: 200, h at 0 (113, content 200).
        // Sideways: leading is the scroll start: inside at x 0, y (480 − 200)/2 = 140 (112); extending, cells from 33,
        // content 433 (114).
        assertTall(.leading, [(false, false, (0, -60, 33, 200), (320, 80), (0, 0, 160, 40)),
                              (false, true, (0, 140, 33, 200), (400, 480), (0, 0, 100, 240)),
                              (true, false, (0, 0, 33, 200), (320, 200), (0, 0, 160, 40)),
                              (true, true, (0, 140, 33, 200), (433, 480), (33, 0, 100, 240))])
        // Trailing: x = 320 − 33 = 287; sideways inside at 400 − 33 = 367, extending after the section at 400.
        assertTall(.trailing, [(false, false, (287, -60, 33, 200), (320, 80), (0, 0, 160, 40)),
                               (false, true, (367, 140, 33, 200), (400, 480), (0, 0, 100, 240)),
                               (true, false, (287, 0, 33, 200), (320, 200), (0, 0, 160, 40)),
                               (true, true, (400, 140, 33, 200), (433, 480), (0, 0, 100, 240))])
    }

    func testCases119to134TallCornerItems() {
        assertTall(.topLeading, [(false, false, (0, 0, 33, 200), (320, 80), (0, 0, 160, 40)),
                                 (false, true, (0, 0, 33, 200), (400, 480), (0, 0, 100, 240)),
                                 (true, false, (0, 0, 33, 200), (320, 280), (0, 200, 160, 40)),
                                 (true, true, (0, 0, 33, 200), (433, 480), (33, 0, 100, 240))])
        // Case 123 (measured (287, 0)), 125 (content 280, cells from 200), 126 (content 433, h at x 400).
        assertTall(.topTrailing, [(false, false, (287, 0, 33, 200), (320, 80), (0, 0, 160, 40)),
                                  (false, true, (367, 0, 33, 200), (400, 480), (0, 0, 100, 240)),
                                  (true, false, (287, 0, 33, 200), (320, 280), (0, 200, 160, 40)),
                                  (true, true, (400, 0, 33, 200), (433, 480), (0, 0, 100, 240))])
        // Case 127 (measured (0, −120)), 130 (cells from 33).
        assertTall(.bottomLeading, [(false, false, (0, -120, 33, 200), (320, 80), (0, 0, 160, 40)),
                                    (false, true, (0, 280, 33, 200), (400, 480), (0, 0, 100, 240)),
                                    (true, false, (0, 80, 33, 200), (320, 280), (0, 0, 160, 40)),
                                    (true, true, (0, 280, 33, 200), (433, 480), (33, 0, 100, 240))])
        // Case 131 (measured (287, −120), content 80).
        assertTall(.bottomTrailing, [(false, false, (287, -120, 33, 200), (320, 80), (0, 0, 160, 40)),
                                     (false, true, (367, 280, 33, 200), (400, 480), (0, 0, 100, 240)),
                                     (true, false, (287, 80, 33, 200), (320, 280), (0, 0, 160, 40)),
                                     (true, true, (400, 280, 33, 200), (433, 480), (0, 0, 100, 240))])
    }

    // MARK: Cases 135-140, 181

    func testCase135FractionalHeaderSizedAgainstTheWholeHeightFooterCentredInTheInsets() {
        // Header FW1 × FH0.1 following the insets: sized in (310, 480) → 310 × 48 at (4, 0); cells from 48 + 3 = 51.
        // Footer FW0.5 × ES20: 155 × 20, x = 4 + (310 − 155)/2 = 81.5, y = 51 + 80 + 5 = 136. Section 0 = 48 + 88 + 20 =
        // 156; section 1: header at 156, cells at 207, footer at 207 + 40 + 5 = 252; content 272 (all measured).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("h", fw(1), fh(0.1), .top), bnd("f", fw(0.5), es(20), .bottom)]
        assertLayoutElements(layout(section), context([3, 2]),
                             [supp("h", 0, 0, (4, 0, 310, 48)), supp("f", 0, 0, (81.5, 136, 155, 20)), cell(0, 0, (4, 51, 155, 40)),
                              supp("h", 1, 0, (4, 156, 310, 48)), cell(1, 0, (4, 207, 155, 40)), supp("f", 1, 0, (81.5, 252, 155, 20))],
                             content: (320, 272))
    }

    func testCase136SeveralItemsOnOneSideDoNotStack() {
        // h (30) and t (10) top, f (7) and g (5) bottom, all extending: each is placed against the content edge and the
        // extension is the longest: h at 0, t at 30 − 10 = 20, cells at 33; f and g both at 33 + 80 + 5 = 118; section 1
        // at 118 + 7 = 125: h 125, t 145, cells 158, f/g 158 + 40 + 5 = 203; content 210 (measured).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top), bnd("t", fw(1), ab(10), .top),
                                              bnd("f", fw(1), ab(7), .bottom), bnd("g", fw(1), ab(5), .bottom)]
        assertLayoutElements(layout(section), context([3, 2]),
                             [supp("h", 0, 0, (4, 0, 310, 30)), supp("t", 0, 0, (4, 20, 310, 10)), cell(0, 0, (4, 33, 155, 40)),
                              supp("f", 0, 0, (4, 118, 310, 7)), supp("g", 0, 0, (4, 118, 310, 5)),
                              supp("h", 1, 0, (4, 125, 310, 30)), supp("t", 1, 0, (4, 145, 310, 10)), cell(1, 0, (4, 158, 155, 40)),
                              supp("f", 1, 0, (4, 203, 310, 7)), supp("g", 1, 0, (4, 203, 310, 5))],
                             content: (320, 210))
    }

    func testCase137LayoutHeaderAndFooterIndexItemMaxSpanTheWholeView() {
        // Layout h (30) at (0,0,320,30), item Int.max of section 0; section 0 starts at 30: its own "l" (10, following)
        // at (4,30,310,10), cells at 43; it ends at 43 + 80 + 5 = 128; section 1: l at 128, cells 141, end 186. The
        // layout footer f (20) at 186; content 206 (measured).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("l", fw(1), ab(10), .top)]
        let configuration = configuration()
        configuration.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top), bnd("f", fw(1), ab(20), .bottom)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        assertLayoutElements(layout, context([3, 2]),
                             [supp("h", 0, Int.max, (0, 0, 320, 30)), supp("l", 0, 0, (4, 30, 310, 10)), cell(0, 0, (4, 43, 155, 40)),
                              supp("l", 1, 0, (4, 128, 310, 10)), cell(1, 0, (4, 141, 155, 40)), supp("f", 0, Int.max, (0, 186, 320, 20))],
                             content: (320, 206))
    }

    func testCase138LayoutSideItemsCoverTheWholeHeightAndLengthenTheContent() {
        // Leading 30 × FH1 and trailing 20 × FH1 layout items are sized in the whole 480: they are 480 tall, overlay
        // everything, and make the content at least 480 (it would be 136). x 0 and 320 − 20 = 300 (measured).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        let configuration = configuration()
        configuration.boundarySupplementaryItems = [bnd("h", ab(30), fh(1), .leading), bnd("f", ab(20), fh(1), .trailing)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        assertLayoutElements(layout, context([3, 2]),
                             [supp("h", 0, Int.max, (0, 0, 30, 480)), supp("f", 0, Int.max, (300, 0, 20, 480)), cell(0, 0, (4, 3, 155, 40))],
                             content: (320, 480))
    }

    func testCase139SidewaysLayoutItemsTheTopOneLengthensTheContentBeforeTheFooter() {
        // Sideways, sections 160 + 110 = 270. The FW1 × 30 top item is 320 wide (the whole view along x) and, a side
        // item, makes the content at least 320 before the trailing footer (20 × FH1 = 20 × 480) is placed at 320:
        // content 340 (measured).
        let section = section(hGroup(ab(100), fh(1), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        let configuration = configuration(.horizontal)
        configuration.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top), bnd("f", ab(20), fh(1), .trailing)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        assertLayoutElements(layout, context([3, 2]),
                             [supp("h", 0, Int.max, (0, 0, 320, 30)), supp("f", 0, Int.max, (320, 0, 20, 480)), cell(0, 0, (4, 3, 50, 472))],
                             content: (340, 480))
    }

    func testCase140EmptySectionsWithBoundaryItemsTakeTheExtensionAndBothInsets() {
        // Counts [0, 2, 0]; layout header 30; each section has an extending 10-tall "l". Empty section 0: 10 + 3 + 5 =
        // 18 (30 … 48); section 1: l at 48, cells at 61, ends 106; empty section 2: l at 106, ends 124 (measured).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("l", fw(1), ab(10), .top)]
        let configuration = configuration()
        configuration.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        assertLayoutElements(layout, context([0, 2, 0]),
                             [supp("h", 0, Int.max, (0, 0, 320, 30)), supp("l", 0, 0, (4, 30, 310, 10)), supp("l", 1, 0, (4, 48, 310, 10)),
                              cell(1, 0, (4, 61, 155, 40)), supp("l", 2, 0, (4, 106, 310, 10))],
                             content: (320, 124))
    }

    func testCase181LayoutHeaderIgnoresTheReferenceInsetsSectionContentDoesNot() {
        // Configuration reference .layoutMargins with margins (10,20,30,40): the layout header spans the whole 320 at
        // x 0; the cells are (320 − 20 − 40)/2 = 130 wide from x 20, below the 20-tall header (measured).
        let configuration = configuration()
        configuration.contentInsetsReference = .layoutMargins
        configuration.boundarySupplementaryItems = [bnd("h", fw(1), ab(20), .top)]
        let layout = UICollectionViewCompositionalLayout(section: section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])),
                                                         configuration: configuration)
        var context = context([3])
        context.layoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        assertLayoutElements(layout, context, [supp("h", 0, Int.max, (0, 0, 320, 20)), cell(0, 0, (20, 20, 130, 40)),
                                               cell(0, 1, (150, 20, 130, 40))], content: (320, 100))
    }

    func testCases161to180SectionHeaderFollowsTheReferenceInsets() {
        // The section header FW1 × 20 is sized in the layout container, 320 − 20 − 40 = 260, at x 20 under
        // .layoutMargins and .readableContent (readable insets set equal here); .none/.safeArea (zero) → 320 at 0.
        for (reference, x, width) in [(UIContentInsetsReference.layoutMargins, CGFloat(20), CGFloat(260)), (.none, 0, 320)] {
            let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]))
            section.boundarySupplementaryItems = [bnd("h", fw(1), ab(20), .top)]
            section.contentInsetsReference = reference
            var context = context([3, 2])
            context.layoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            // Sections 20 + 80 = 100 and 20 + 40 = 60: content 160; cells from y 20 (the top margin is not applied).
            assertLayoutElements(layout(section), context, [supp("h", 0, 0, (x, 0, width, 20)), supp("h", 1, 0, (x, 100, width, 20)),
                                                            cell(0, 0, (x, 20, width / 2, 40))], content: (320, 160))
        }
    }

    // MARK: Estimated boundary items are measured (Docs/Solver.md, "Self-sizing")

    func testSizedCase11EstimatedHeaderAndFooterTakeTheSizersAnswer() {
        // CHARON sized case 11: a list with an estimated (ES30) FW1 header and footer measured by the host at 28 and 68:
        // header (0,0,320,28), the items from 28. The sizer is asked with the proposed size (320, 30) — the estimate on
        // the estimated axis — and only the height is used. Here the cells are absolute 44-pt rows with
        // interGroupSpacing 3 (cell self-sizing is its own issue): rows at 28 + 47k, the last ending at
        // 28 + 5·44 + 4·3 = 260, the footer (0,260,320,68), content 328.
        let section = section(vGroup(fw(1), ab(44), [item(fw(1), fh(1))]), interGroupSpacing: 3)
        section.boundarySupplementaryItems = [bnd("h", fw(1), es(30), .top), bnd("f", fw(1), es(30), .bottom)]
        var context = context([5])
        var asked: [String] = []
        context.sizing = { request in
            asked.append("\(request.elementKind ?? "cell") \(request.indexPath.section).\(request.indexPath.item) "
                         + "\(self.fmt(request.proposedSize.width))x\(self.fmt(request.proposedSize.height)) \(request.estimatedAxes.rawValue)")
            return CGSize(width: 999, height: request.elementKind == "h" ? 28 : 68)
        }
        assertLayoutElements(layout(section), context,
                             [supp("h", 0, 0, (0, 0, 320, 28)), cell(0, 0, (0, 28, 320, 44)), cell(0, 4, (0, 216, 320, 44)),
                              supp("f", 0, 0, (0, 260, 320, 68))], content: (320, 328))
        XCTAssertEqual(Set(asked), ["h 0.0 320x30 2", "f 0.0 320x30 2"])
    }

    func testSizedCase11WholeListCellsAndBoundaryItemsMeasured() {
        // CHARON sized case 11 whole: the list VG(FW1, ES44) of FW1 × ES44 cells, interGroupSpacing 3, measured 31/50/31/
        // 69/31 tall (the measured label heights, [CHARON] compositional-sized-expectations.h), with ES30 header and footer measured 28 and 68. Cells at 28,
        // 28 + 31 + 3 = 62, 115, 149, 221; the last ends at 252: footer (0,252,320,68); content 320 (all measured).
        let section = section(vGroup(fw(1), es(44), [item(fw(1), es(44))]), interGroupSpacing: 3)
        section.boundarySupplementaryItems = [bnd("h", fw(1), es(30), .top), bnd("f", fw(1), es(30), .bottom)]
        var context = context([5])
        let heights: [CGFloat] = [31, 50, 31, 69, 31]
        context.sizing = { request in
            switch request.elementKind {
            case "h": return CGSize(width: 320, height: 28)
            case "f": return CGSize(width: 320, height: 68)
            default: return CGSize(width: 320, height: heights[request.indexPath.item])
            }
        }
        assertLayoutElements(layout(section), context,
                             [supp("h", 0, 0, (0, 0, 320, 28)), cell(0, 0, (0, 28, 320, 31)), cell(0, 1, (0, 62, 320, 50)),
                              cell(0, 2, (0, 115, 320, 31)), cell(0, 3, (0, 149, 320, 69)), cell(0, 4, (0, 221, 320, 31)),
                              supp("f", 0, 0, (0, 252, 320, 68))], content: (320, 320))
    }

    func testMeasuredBadgeAndLayoutItemTakeOnlyTheirEstimatedAxes() {
        // A badge ES(20) × AB(10) at top|trailing of 160×50 cells: asked (20, 10) with the width estimated; answered
        // (36, 99) → 36 × 10 at x = 160 − 36 = 124 (and 320 − 36 = 284). A layout footer FW(1) × ES(5), sized in the
        // whole view, answered 12 tall: at the content end 50, content 62. Index paths: the badge's per kind, the layout item's Int.max.
        let badge = sup("b", es(20), ab(10), NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: size(fw(0.5), fh(1)), supplementaryItems: [badge])
        let configuration = configuration()
        configuration.boundarySupplementaryItems = [bnd("lf", fw(1), es(5), .bottom)]
        let layout = UICollectionViewCompositionalLayout(section: section(hGroup(fw(1), ab(50), [item])), configuration: configuration)
        var context = context([2])
        context.sizing = { request in
            request.elementKind == "b" ? CGSize(width: 36, height: 99) : CGSize(width: 1, height: 12)
        }
        assertLayoutElements(layout, context, [supp("b", 0, 0, (124, 0, 36, 10)), supp("b", 0, 1, (284, 0, 36, 10)),
                                               supp("lf", 0, Int.max, (0, 50, 320, 12))], content: (320, 62))
    }

    // MARK: Queries (Docs/Solver.md, step 6)

    func testCase103RectQueryIsClippedToTheContentSupplementariesAnsweredWhereverTheyLie() {
        // Case 103: content 320×80, h (143.5, 0, 33, 200). Measured: rect (0,240,320,30) answers nothing (below the
        // content); (0,0,320,50) answers the four cells and h; (0,33,320,0.5) the first row and h.
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]))
        section.boundarySupplementaryItems = [bnd("h", ab(33), ab(200), .top, extends: false)]
        guard let solution = solve(layout(section), context([4])) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 240, width: 320, height: 30)), [])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 0, width: 320, height: 50)),
                       ["0 - 0.0", "0 - 0.1", "0 - 0.2", "0 - 0.3", "1 h 0.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 33, width: 320, height: 0.5)), ["0 - 0.0", "0 - 0.1", "1 h 0.0"])
    }

    func testCase107SupplementarySticksOutAboveTheContentIsAnsweredForItsInsidePart() {
        // Case 107: h at (143.5, −120, 33, 200): rect (−20,−20,40,40) clips to (0,0,20,20): cell 0.0 only (h is at
        // x ≥ 143.5); rect (0,0,320,50): all cells and h (measured).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]))
        section.boundarySupplementaryItems = [bnd("h", ab(33), ab(200), .bottom, extends: false)]
        guard let solution = solve(layout(section), context([4])) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: -20, y: -20, width: 40, height: 40)), ["0 - 0.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 0, width: 320, height: 50)),
                       ["0 - 0.0", "0 - 0.1", "0 - 0.2", "0 - 0.3", "1 h 0.0"])
    }

    func testBoundaryItemDefaultsZIndexOneIndexPathItemZero() {
        // Docs/Solver.md, step 3e defaults: extendsBoundary true, pin false, zIndex 1; index path item 0 of its section.
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(fw(1), ab(10)), elementKind: "h", alignment: .top)
        XCTAssertTrue(item.extendsBoundary)
        XCTAssertFalse(item.pinToVisibleBounds)
        XCTAssertEqual(item.zIndex, 1)
        let section = section(hGroup(fw(1), ab(40), [self.item(fw(1), fh(1))]))
        section.boundarySupplementaryItems = [item]
        guard let solution = solve(layout(section), context([1, 1])) else { return }
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 50, width: 320, height: 10))
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 1, section: 1)))
        XCTAssertEqual(solution.attributes.filter { $0.representedElementCategory == .supplementaryView }.count, 2)
    }
}
