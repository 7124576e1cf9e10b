import Foundation
import XCTest
@testable import LayoutKitLinux

/// Self-sizing (Docs/Solver.md, step 3c and "Self-sizing") with charon's measured host answers ([CHARON] compositional-sized-expectations.h), re-derived by hand.
/// The label heights are the sizer's answers (LabelSizer); everything else follows from the rules. Sized cases 0, 2, 3, 5-10
/// are also fixtures in Tests/LayoutTests/Fixtures/self-sizing/ (their measured heights as the document's `sizes`);
/// here stay the questions the sizer is asked and what needs a sizer answering per width.
/// 320×480 view at scale 2, one section, 5 items unless noted.
final class FidelitySelfSizingTests: FidelityTestCase {
    /// The deprecated `subitem:count:` factories (the measured cases use them, as iOS 13-15 code does), called through a
    /// protocol so the suite builds without deprecation warnings.
    private let countGroups: any PropertyCountGroupFactory.Type = NSCollectionLayoutGroup.self


    private func sized(_ counts: [Int], width: CGFloat = 320, _ sizer: LabelSizer) -> LayoutContext {
        var context = context(counts, width: width)
        context.sizing = sizer.sizing
        return context
    }

    private var list: NSCollectionLayoutSection {
        section(vGroup(fw(1), es(44), [item(fw(1), es(44))]), interGroupSpacing: 3)
    }


    func testSizedCase0EachCellIsAskedOnceWithItsSlotWidthAndTheEstimate() {
        // Docs/Solver.md, "Self-sizing": the proposed size is the slot on the non-estimated axis (320) and the estimate (44) on the
        // estimated one; each cell is asked once, for its height only.
        let sizer = LabelSizer()
        _ = solve(layout(list), sized([5], sizer))
        XCTAssertEqual(sizer.requests.map { $0.indexPath.item }, [0, 1, 2, 3, 4])
        for request in sizer.requests {
            XCTAssertEqual(request.proposedSize, CGSize(width: 320, height: 44))
            XCTAssertEqual(request.estimatedAxes, .vertical)
            XCTAssertEqual(request.category, .cell)
            XCTAssertNil(request.elementKind)
        }
    }

    func testEachRequestCarriesItsOwnCellsIndexPathSizeAndAxesWhenSlotsDiffer() {
        // Docs/Solver.md, "Self-sizing": each cell is asked in its own slot. HG(FW1, ES50) of IT(FW0.25, ES40) and IT(FW0.75, ES60): the slots
        // are 0.25 × 320 = 80 and 0.75 × 320 = 240 wide, the estimates 40 and 60; 5 items over three groups, asked
        // in order, each request with its own item (the requests a sizer keeps are values: later questions do not
        // change them).
        let sizer = LabelSizer()
        let group = hGroup(fw(1), es(50), [item(fw(0.25), es(40)), item(fw(0.75), es(60))])
        _ = solve(layout(section(group)), sized([5], sizer))
        XCTAssertEqual(sizer.requests.map { $0.indexPath }, (0..<5).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(sizer.requests.map { $0.proposedSize },
                       [CGSize(width: 80, height: 40), CGSize(width: 240, height: 60), CGSize(width: 80, height: 40),
                        CGSize(width: 240, height: 60), CGSize(width: 80, height: 40)])
        XCTAssertEqual(sizer.requests.map { $0.estimatedAxes }, Array(repeating: .vertical, count: 5))
    }




    func testSizedCase6ItemInsetsIgnoredOnTheEstimatedAxisCellAskedInItsFrameWidth() {
        // Sized case 6 (measured): the list with item insets (4,6,4,6) and section insets (2,10,2,10), no
        // interGroupSpacing. Across: slot 320 − 20 = 300 at x 10, less 6 + 6 → cells x 16, w 288. Along y the
        // insets are ignored (estimated, [HDR]). The cell is asked in its 288 width, where the labels are
        // 31/69/31/88/31: y = 2, 33, 102, 133, 221; content 221 + 31 + 2 = 254.
        let sizer = LabelSizer()
        let group = vGroup(fw(1), es(44), [item(fw(1), es(44), insets: insets(4, 6, 4, 6))])
        let frames = zip([2, 33, 102, 133, 221] as [CGFloat], [31, 69, 31, 88, 31] as [CGFloat]).map { (16, $0, 288, $1) as Frame }
        assertLayout(layout(section(group, insets: insets(2, 10, 2, 10))), sized([5], sizer), frames: [frames], content: (320, 254))
        XCTAssertEqual(sizer.requests.first?.proposedSize, CGSize(width: 288, height: 44))
    }


    func testSizedCase8VerticalCountGroupDividesItsEstimateAndDoesNotMeasure() {
        // Sized case 8 (measured), the classic pitfall: VG(FW1, ES88) subitem FW1 × ES44 count 2, fixed(5),
        // interGroupSpacing 3. The count form overrides the item's height: (88 − 5) / 2 = 41.5, so nothing is
        // estimated any more and no cell is asked. Groups 41.5 + 5 + 41.5 = 88 long at 0/91/182:
        // y = 0, 46.5, 91, 137.5, 182; the last group (1 item) is trimmed to 41.5 → content 223.5.
        let sizer = LabelSizer()
        let group = countGroups.vertical(layoutSize: size(fw(1), es(88)), subitem: item(fw(1), es(44)), count: 2)
        group.interItemSpacing = .fixed(5)
        let frames = atYs([0, 46.5, 91, 137.5, 182], x: 0, w: 320, h: 41.5)
        assertLayout(layout(section(group, interGroupSpacing: 3)), sized([5], sizer), frames: [frames], content: (320, 223.5))
        XCTAssertTrue(sizer.requests.isEmpty, "a vertical count group's cells are not measured")
    }



    func testSizedCase11ListWithEstimatedHeaderAndFooter() {
        // Sized case 11 (measured): the case-0 list with an ES30 header and footer (FW1), measured by the host at 28
        // and 68 (two lines). Header (0,0,320,28); cells from 28: 28, 62, 115, 149, 221 (heights 31/50/31/69/31,
        // interGroupSpacing 3); the last ends at 221 + 31 = 252 → footer (0,252,320,68); content 252 + 68 = 320.
        let sizer = LabelSizer()
        let section = list
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(fw(1), es(30)), elementKind: "h", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(fw(1), es(30)), elementKind: "f", alignment: .bottom),
        ]
        var context = context([5])
        context.sizing = { request in
            guard request.category == .cell else { return CGSize(width: 0, height: request.elementKind == "h" ? 28 : 68) }
            return sizer.size(request)
        }
        guard let solution = solve(layout(section), context) else { return }
        let frames = zip([28, 62, 115, 149, 221] as [CGFloat], [31, 50, 31, 69, 31] as [CGFloat]).map { (0, $0, 320, $1) as Frame }
        assertFrames(solution, section: 0, frames)
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "f", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 252, width: 320, height: 68))
        assertContentSize(solution, 320, 320)
    }

    func testSizedCase12NarrowerViewWrapsMore() {
        // Sized case 12 (measured): the list in a 240-wide view: 31/69/31/88/31 → y 0/34/106/140/231;
        // content 250 + 4·3 = 262.
        let sizer = LabelSizer()
        let frames = zip([0, 34, 106, 140, 231] as [CGFloat], [31, 69, 31, 88, 31] as [CGFloat]).map { (0, $0, 240, $1) as Frame }
        assertLayout(layout(list), sized([5], width: 240, sizer), frames: [frames], content: (240, 262))
    }

    func testSizedCase13300WideViewSameAs320() {
        // Sized case 13 (measured): 300 wide, content 224 (the labels wrap as at 320: 212 + 12).
        let sizer = LabelSizer()
        guard let solution = solve(layout(list), sized([5], width: 300, sizer)) else { return }
        assertContentSize(solution, 300, 224)
    }

    // MARK: Only what has been in sight is measured (scope .scrolledThrough)

    private func scrolled(_ counts: [Int], offset: CGFloat, _ sizer: LabelSizer) -> LayoutContext {
        var context = sized(counts, sizer)
        context.selfSizingScope = .scrolledThrough
        context.contentOffset = CGPoint(x: 0, y: offset)
        return context
    }

    func testSizedCase14AtTheTopOnlyCellsStartingInTheViewAreMeasured() {
        // Sized case 14 (measured): the case-0 list with 60 items, at offset 0 in a 480-tall view: content 2788.
        // Top down, a group is measured while it starts above 480: items 0-10 are 31+50+31+69+31+31+50+31+69+31+31
        // = 455 plus 10 gaps of 3 → item 10 starts at 485 − 31 = 454 < 480, and item 11 at 488 ≥ 480 keeps 44.
        // Content = 455 + 49·44 + 59·3 = 455 + 2156 + 177 = 2788.
        let sizer = LabelSizer()
        guard let solution = solve(layout(list), scrolled([60], offset: 0, sizer)) else { return }
        assertContentSize(solution, 320, 2788)
        XCTAssertEqual(sizer.requests.map { $0.indexPath.item }, Array(0...10))
        assertFrames(solution, section: 0, [(0, 454, 320, 31), (0, 488, 320, 44)], firstItem: 10)
    }

    func testSizedCase15AfterScrollingTo500TheCellsThenInSightAreMeasuredToo() {
        // Sized case 15 (measured): the same list at offset 500 (view 500…980): content 2778. Items 11-21 start at
        // 488, 541, 575, 647, 681, 715, 768, 802, 874, 908, 942 (< 980; heights 50,31,69,31,31,50,31,69,31,31,50),
        // item 22 at 995 is not measured. Measured total 455 + 474 = 929 for 22 items:
        // 929 + 38·44 + 177 = 929 + 1672 + 177 = 2778.
        let sizer = LabelSizer()
        guard let solution = solve(layout(list), scrolled([60], offset: 500, sizer)) else { return }
        assertContentSize(solution, 320, 2778)
        XCTAssertEqual(sizer.requests.count, 22)
    }

    func testSizedCases16to18GridMeasuredThroughTheVisibleBounds() {
        // Sized cases 16-18 (measured): the case-3 grid (rows of 2, 157.5 wide, fixed(5), interGroupSpacing 3),
        // 40 items = 20 rows, at offsets 0/100/300: content 1304/1380/1399. Rows are as tall as their taller label:
        // 88, 126, 31, 88, 126, repeating; estimated rows are 50. Row starts: 0, 91, 220, 254, 345, 474, 565, 694,
        // 728, 819. Offset 0 (bottom 480): rows 0-5 measured (474 < 480): 547 + 14·50 + 19·3 = 1304.
        // Offset 100 (bottom 580): row 6 (565) too: 673 + 13·50 + 57 = 1380. Offset 300 (bottom 780): rows 7 and
        // 8 (694, 728) too, row 9 (819) not: 792 + 11·50 + 57 = 1399.
        let group = countGroups.horizontal(layoutSize: size(fw(1), es(50)), subitem: item(fw(0.5), es(50)), count: 2)
        group.interItemSpacing = .fixed(5)
        for (offset, content) in [(0, 1304), (100, 1380), (300, 1399)] as [(CGFloat, CGFloat)] {
            guard let solution = solve(layout(section(group, interGroupSpacing: 3)), scrolled([40], offset: offset, LabelSizer())) else { return }
            assertContentSize(solution, 320, content, label: "offset \(offset) ")
        }
    }

    // MARK: Derived cases (rules of Docs/Solver.md, step 3c and "Self-sizing" without a published number)

    func testFractionalHeightItemInEstimatedGroupDoesNotSelfSizeTakesTheGroupsEstimate() {
        // Docs/Solver.md, "Self-sizing" [LOG forums 719750; CHARON case 57]: HG(FW1, ES44) of [FW0.5 × ES44, FW0.5 × FH1]. Item 0 measures
        // 50 (text 1 at 160… the sizer answers per item: 50 is given below), the row grows to 50; item 1 is a
        // fraction of the group's estimate, 1 × 44 = 44, and is never asked.
        var asked: [Int] = []
        var context = context([2])
        context.sizing = { request in
            asked.append(request.indexPath.item)
            return CGSize(width: 999, height: 50)
        }
        let group = hGroup(fw(1), es(44), [item(fw(0.5), es(44)), item(fw(0.5), fh(1))])
        assertLayout(layout(section(group)), context, frames: [[(0, 0, 160, 50), (160, 0, 160, 44)]], content: (320, 50), rtl: false)
        XCTAssertEqual(asked, [0], "only the estimated cell is asked; its width answer (999) is ignored")
    }

    func testEstimatedWidthSelfSizesAlongTheGroupAxisHeightStays() {
        // Docs/Solver.md, "Self-sizing" (the measured size applies on the estimated axis only): HG(ES100, AB40) of ES30 × FH1 items, fixed(10). Estimated along its own axis
        // the group holds one run of its 2 subitems (Docs/Solver.md, step 3c). Widths answer 70 and 90; the height answer (999) is
        // not used: 1 × 40. Items at x 0 and 80; group 70 + 10 + 90 = 170 wide; 3 items → 2 groups at y 0/40.
        var proposed: [CGSize] = []
        var context = context([3])
        context.sizing = { request in
            proposed.append(request.proposedSize)
            return CGSize(width: [70, 90, 50][request.indexPath.item], height: 999)
        }
        let group = hGroup(es(100), ab(40), [item(es(30), fh(1)), item(es(30), fh(1))], spacing: .fixed(10))
        assertLayout(layout(section(group)), context, frames: [[(0, 0, 70, 40), (80, 0, 90, 40), (0, 40, 50, 40)]],
                     content: (320, 80), rtl: false)
        XCTAssertEqual(proposed, [CGSize(width: 30, height: 40), CGSize(width: 30, height: 40), CGSize(width: 30, height: 40)])
    }

    func testNestedEstimatedGroupGrowsWithItsMeasuredItemsAndTheRowWithIt() {
        // Docs/Solver.md, step 3c and "Self-sizing": HG(FW1, ES50) of [VG(FW0.5, ES50, [FW1 × ES20, FW1 × ES20]) fixed(4), FW0.5 × ES50].
        // Data order is depth first (Docs/Solver.md, step 3c): items 0, 1 in the vertical group, item 2 beside it. Answers 30, 40,
        // 60: the vertical group is 30 + 4 + 40 = 74 long, item 2 is 60, the row 74 tall.
        var context = context([3])
        context.sizing = { request in CGSize(width: 0, height: [30, 40, 60][request.indexPath.item]) }
        let column = vGroup(fw(0.5), es(50), [item(fw(1), es(20)), item(fw(1), es(20))], spacing: .fixed(4))
        let group = hGroup(fw(1), es(50), [column, item(fw(0.5), es(50))])
        assertLayout(layout(section(group)), context, frames: [[(0, 0, 160, 30), (0, 34, 160, 40), (160, 0, 160, 60)]],
                     content: (320, 74))
    }

    func testUniformAcrossSiblingsSiblingsTakeTheLargestMeasuredSize() {
        // [DOC] uniformAcrossSiblings: HG(FW1, ES50) of FW(1/3) × uniform(50) items; answers 30, 70, 40 → every
        // sibling in the group is 70 tall; the row too. Widths floorPx(320/3) = 106.5 at 0/106.5/213.
        var context = context([3])
        context.sizing = { request in CGSize(width: 0, height: [30, 70, 40][request.indexPath.item]) }
        let group = hGroup(fw(1), es(50), [item(fw(1.0 / 3), .uniformAcrossSiblings(estimate: 50))])
        assertLayout(layout(section(group)), context, frames: [atXs([0, 106.5, 213], y: 0, w: 106.5, h: 70)], content: (320, 70))
    }

    func testUniformAcrossSiblingsOnTheOutermostGroupIsUniformAcrossTheSection() {
        // [DOC] "used on the outermost group's dimension, sizes are uniform across the whole section": the list
        // with VG(FW1, uniform(44)) groups: every group is as long as the longest (69); cells keep their own
        // heights: y = 72·i (69 + 3); content 4·72 + 69 = 357.
        let sizer = LabelSizer()
        let group = vGroup(fw(1), .uniformAcrossSiblings(estimate: 44), [item(fw(1), es(44))])
        let frames = zip([0, 72, 144, 216, 288] as [CGFloat], [31, 50, 31, 69, 31] as [CGFloat]).map { (0, $0, 320, $1) as Frame }
        assertLayout(layout(section(group, interGroupSpacing: 3)), sized([5], sizer), frames: [frames], content: (320, 357))
    }

    func testSizerAnsweringNoSizeThrowsNamingTheCellNeverTraps() {
        for bad in [CGFloat.nan, .infinity, -1] {
            var context = context([3])
            context.sizing = { request in CGSize(width: 0, height: request.indexPath.item == 1 ? bad : 10) }
            assertLayoutError(layout(list), context, path: "section 0 > item 1", keywords: ["finite"])
        }
        // Finite but absurd answers would overflow the content: refused at the first cell, beyond the 1e9-point
        // limit (Docs/Reliability.md), not an infinite frame.
        var context = context([3])
        context.sizing = { _ in CGSize(width: 0, height: 1e308) }
        assertLayoutError(layout(list), context, path: "section 0 > item 0", keywords: ["1000000000"])
        // A bad length on an axis that is not estimated is never read.
        context.sizing = { _ in CGSize(width: CGFloat.nan, height: 10) }
        XCTAssertNoThrow(try layout(list).solve(context))
    }

    func testHorizontalScrollEstimatedWidthsAlongTheScrollAxis() {
        // The same rules on the other scroll axis: HG(ES100, FH1) of ES100 × FH1 items, interGroupSpacing 8,
        // scrolling sideways; widths answer 40/60/50: x 0, 48, 116; content 166 × 480.
        var context = context([3])
        context.sizing = { request in CGSize(width: [40, 60, 50][request.indexPath.item], height: 0) }
        let group = hGroup(es(100), fh(1), [item(es(100), fh(1))])
        assertLayout(layout(section(group, interGroupSpacing: 8), .horizontal), context,
                     frames: [atXs([0, 48, 116], y: 0, w: 0, h: 480).enumerated().map { ($1.x, 0, [40, 60, 50][$0], 480) }],
                     content: (166, 480))
    }

    func testNestedGroupSupplementaryFollowsTheNestedGroupsMeasuredBox() {
        // HG(FW1, ES100) holding [IT(FW0.5, ES100), VG(FW0.5, ES100, [IT(FW1, ES50), IT(FW1, ES50)])]; the inner group
        // carries g (FW1 × AB4) at its bottom; 6 items, the sizer answering heights 60, 30, 45 | 40, 20, 70.
        // Each instance: the inner group is estimated along its axis, so it is as long as its two cells (Docs/Solver.md, step 3c):
        // 30 + 45 = 75, then 20 + 70 = 90; the outer group is as tall as its tallest child (Docs/Solver.md, step 3c, sized case 3):
        // max(60, 75) = 75, then max(40, 90) = 90 at y 75. g's FW(1) resolves in the 320 the inner group is laid
        // out in (case 154): x = 160 + (160 − 320)/2 = 80; at the bottom of the inner group's measured box:
        // 75 − 4 = 71, then 75 + 90 − 4 = 161 (from its unmeasured template box it would be 100 − 4 = 96 and 196).
        let heights: [CGFloat] = [60, 30, 45, 40, 20, 70]
        let inner = vGroup(fw(0.5), es(100), [item(fw(1), es(50)), item(fw(1), es(50))])
        inner.supplementaryItems = [sup("g", fw(1), ab(4), NSCollectionLayoutAnchor(edges: .bottom))]
        let layout = layout(section(hGroup(fw(1), es(100), [item(fw(0.5), es(100)), inner])))
        var sized = context([6])
        sized.sizing = { request in
            CGSize(width: request.proposedSize.width, height: heights.indices.contains(request.indexPath.item) ? heights[request.indexPath.item] : 0)
        }
        assertLayoutElements(layout, sized,
                             [supp("g", 0, 0, (80, 71, 320, 4)), supp("g", 0, 1, (80, 161, 320, 4)),
                              cell(0, 0, (0, 0, 160, 60)), cell(0, 1, (160, 0, 160, 30)), cell(0, 2, (160, 30, 160, 45)),
                              cell(0, 3, (0, 75, 160, 40)), cell(0, 4, (160, 75, 160, 20)), cell(0, 5, (160, 95, 160, 70))],
                             content: (320, 165))
    }
}
