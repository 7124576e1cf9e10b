import Foundation
import XCTest
@testable import LayoutKitLinux

/// Orthogonal scrolling sections (Docs/Solver.md, step 3d′; charon `compositional-orthogonal-expectations.h`).
///
/// The fixture: 320×480, insets (3,4,5,6), interGroupSpacing 8, a FW1 × 20 top header, counts [3, 8].
/// Variant 0: HG(AB100, AB50) of one FW1 × FH1 item. Variant 1: HG(FW0.8, AB50) → 0.8 × 320 = 256 (the whole view,
/// not 310). Variant 2: HG(AB100, FH0.25), no header → 0.25 × (480 − 3 − 5) = 118. Variant 3: variant 0, spacing 0.
/// Variant 0's rows: groups at x 4 + 108k; section 0 ends 4 + 3·108 − 8 + 6 = 326, section 1 at 866, so the plain
/// scroll ranges are 0…6 and 0…546. Sections: 20 + 3 + 50 + 5 = 78 long; content 320 × 156.
final class FidelityOrthogonalTests: FidelityTestCase {

    private func fixture(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, variant: Int = 0,
                         handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> UICollectionViewCompositionalLayout {
        let group: NSCollectionLayoutGroup
        switch variant {
        case 1: group = hGroup(fw(0.8), ab(50), [item(fw(1), fh(1))])
        case 2: group = hGroup(ab(100), fh(0.25), [item(fw(1), fh(1))])
        default: group = hGroup(ab(100), ab(50), [item(fw(1), fh(1))])
        }
        let section = section(group, insets: insets(3, 4, 5, 6), interGroupSpacing: variant == 3 ? 0 : 8)
        if variant != 2 { section.boundarySupplementaryItems = [bnd("h", fw(1), ab(20), .top)] }
        section.orthogonalScrollingBehavior = behavior
        section.visibleItemsInvalidationHandler = handler
        return layout(section)
    }

    private func at(_ offset: CGFloat, counts: [Int] = [3, 8], rtl: Bool = false) -> LayoutContext {
        var context = context(counts, rtl: rtl)
        context.orthogonalOffsets = [0: CGPoint(x: offset, y: 0), 1: CGPoint(x: offset, y: 0)]
        return context
    }

    /// The x of section `section`'s item `item` in variant 0/2 (groups 100 wide, 8 apart) at `offset`.
    private func x(_ item: Int, _ offset: CGFloat, step: CGFloat = 108) -> CGFloat { 4 + step * CGFloat(item) - offset }

    func testGeometryGroupsInOneRowHeaderDoesNotScrollSectionLengthFromTheRow() {
        // At rest: header (4,0,310,20) z1; cells (4,23), (112,23), (220,23) 100×50 z0; section 1's header at 78, its
        // cells at y 101 (measured); content 320 × 156: the row does not widen the content.
        let expected = [supp("h", 0, 0, (4, 0, 310, 20), z: 1), cell(0, 0, (4, 23, 100, 50), z: 0), cell(0, 1, (112, 23, 100, 50)),
                        cell(0, 2, (220, 23, 100, 50)), supp("h", 1, 0, (4, 78, 310, 20)), cell(1, 7, (760, 101, 100, 50))]
        assertLayoutElements(fixture(.continuous), at(0), expected, content: (320, 156))
        guard let solution = solve(fixture(.continuous), at(0)) else { return }
        XCTAssertEqual(solution.orthogonalScrollRange(inSection: 0), 0...6)
        XCTAssertEqual(solution.orthogonalScrollRange(inSection: 1), 0...546)
    }

    func testVariant1And2GroupSizesResolveAsInASidewaysLayout() {
        // Variant 1: 256 = 0.8 × 320, groups at 4 and 268 (measured). Variant 2: 100 × 118, cells at y 3 and 3 + 118 + 5 +
        // 3 = 129 (measured), content 320 × 252.
        assertLayoutElements(fixture(.continuous, variant: 1), at(0), [cell(0, 0, (4, 23, 256, 50)), cell(0, 1, (268, 23, 256, 50))],
                             content: (320, 156))
        assertLayoutElements(fixture(.continuous, variant: 2), at(0), [cell(0, 0, (4, 3, 100, 118)), cell(1, 2, (220, 129, 100, 118))],
                             content: (320, 252))
    }

    func testContinuousOffsetIsClampedToTheScrollRange() {
        // Offset 40: section 0 can scroll only 6 → x 4 − 6 = −2; section 1 scrolls 40 → −36, 72, 180, 288 (measured).
        // Offset 700: section 1 stops at 546 → item 5 at 4 + 540 − 546 = −2 (measured).
        assertLayoutElements(fixture(.continuous), at(40),
                             [cell(0, 0, (x(0, 6), 23, 100, 50)), cell(1, 0, (-36, 101, 100, 50)), cell(1, 3, (288, 101, 100, 50)),
                              supp("h", 1, 0, (4, 78, 310, 20))], content: (320, 156))
        assertLayoutElements(fixture(.continuous), at(700), [cell(1, 5, (-2, 101, 100, 50))], content: (320, 156))
        // Variant 1, section 0: 4 + 3 × 256 + 2 × 8 + 6 = 794 → range 0…474; 700 → 474: item 1 at 268 − 474 = −206.
        assertLayoutElements(fixture(.continuous, variant: 1), at(700), [cell(0, 1, (-206, 23, 256, 50)), cell(1, 2, (-168, 101, 256, 50))],
                             content: (320, 156))
    }

    func testGroupLeadingBoundaryAndGroupPagingRestOnTheNearestGroupEdge() {
        // Section 1: group edges from the row start 0, 108, 216, …; the range ends at 546 (measured: 40→0, 130→108,
        // 200→216, 300→324, 400→432, 700→546). Section 0 (range 0…6): 40 → 6.
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary, .groupPaging] {
            guard let solution = solve(fixture(behavior), at(0)) else { continue }
            for (proposed, rest) in [(40, 0), (130, 108), (200, 216), (300, 324), (400, 432), (700, 546)] as [(CGFloat, CGFloat)] {
                XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: proposed, y: 0), inSection: 1)?.x, rest,
                               "\(behavior) \(proposed)")
            }
            XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: 40, y: 0), inSection: 0)?.x, 6)
            // Frames are solved at the resting offset: at 130 item 1 of section 1 sits at 112 − 108 = 4 (measured).
            assertLayoutElements(fixture(behavior), at(130), [cell(1, 1, (4, 101, 100, 50)), cell(0, 0, (-2, 23, 100, 50))],
                                 content: (320, 156))
        }
        // Variant 1 (264-pt steps): section 1 200 → 264, 400 → 528, 700 → 792; section 0 (range 0…474): 400 → 474.
        guard let wide = solve(fixture(.continuousGroupLeadingBoundary, variant: 1), at(0)) else { return }
        for (section, proposed, rest) in [(1, 200, 264), (1, 400, 528), (1, 700, 792), (0, 400, 474), (0, 130, 0)] as [(Int, CGFloat, CGFloat)] {
            XCTAssertEqual(wide.orthogonalRestingOffset(forProposedOffset: CGPoint(x: proposed, y: 0), inSection: section)?.x, rest)
        }
    }

    func testPagingPageIsTheViewportLessTheSectionInsets() {
        // Page 320 − 4 − 6 = 310 (measured, against the header comment's "bounds"): section 1 40→0, 130→0, 200→310,
        // 400→310, 700→546 (the end); variant 1 (range 0…1794): 700 → 620.
        guard let solution = solve(fixture(.paging), at(0)), let wide = solve(fixture(.paging, variant: 1), at(0)) else { return }
        for (proposed, rest) in [(40, 0), (130, 0), (200, 310), (400, 310), (700, 546)] as [(CGFloat, CGFloat)] {
            XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: proposed, y: 0), inSection: 1)?.x, rest, "\(proposed)")
        }
        XCTAssertEqual(wide.orthogonalRestingOffset(forProposedOffset: CGPoint(x: 700, y: 0), inSection: 1)?.x, 620)
        // Section 0 of variant 1 (range 0…474): 400 rests on the page at 310, not the nearer end 474; 200 → 310; 700 →
        // 474 (measured). Variant 0's section 0 (range 0…6): 40 and 130, past the end, rest at 6 (measured).
        for (proposed, rest) in [(400, 310), (200, 310), (700, 474), (130, 0)] as [(CGFloat, CGFloat)] {
            XCTAssertEqual(wide.orthogonalRestingOffset(forProposedOffset: CGPoint(x: proposed, y: 0), inSection: 0)?.x, rest, "\(proposed)")
        }
        for proposed: CGFloat in [40, 130, 300] {
            XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: proposed, y: 0), inSection: 0)?.x, 6)
        }
        assertLayoutElements(fixture(.paging), at(200), [cell(1, 3, (4 + 324 - 310, 101, 100, 50))], content: (320, 156))
    }

    func testGroupPagingCenteredCentresAGroupInTheInsetViewportNegativeOffsetsAllowed() {
        // offset_k = groupStart_k − (4 + (310 − groupLength)/2). 100-wide: 4 + 108k − 109 → −105, 3, 111, …, 651; a
        // requested 0 rests at 3 (item 1 at 112 − 3 = 109, item 0 at 1; measured). 256-wide: 4 + 264k − 31 → −27, 237,
        // 501: at 0 item 0 sits at 31 (measured). Spacing 0 (variant 3): 100k − 105 → 0 rests at −5, item 0 at 9.
        assertLayoutElements(fixture(.groupPagingCentered), at(0), [cell(0, 0, (1, 23, 100, 50)), cell(1, 1, (109, 101, 100, 50))],
                             content: (320, 156))
        assertLayoutElements(fixture(.groupPagingCentered, variant: 1), at(0), [cell(0, 0, (31, 23, 256, 50))], content: (320, 156))
        assertLayoutElements(fixture(.groupPagingCentered, variant: 3), at(0), [cell(0, 0, (9, 23, 100, 50)), cell(1, 3, (309, 101, 100, 50))],
                             content: (320, 156))
        guard let solution = solve(fixture(.groupPagingCentered), at(0)) else { return }
        for (proposed, rest) in [(0, 3), (130, 111), (200, 219), (700, 651), (-200, -105)] as [(CGFloat, CGFloat)] {
            XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: proposed, y: 0), inSection: 1)?.x, rest, "\(proposed)")
        }
        // Section 0 holds 3 groups: 200 rests at 111 (measured for variant 2); the range reaches −105 … 651.
        XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: 200, y: 0), inSection: 0)?.x, 111)
        XCTAssertEqual(solution.orthogonalScrollRange(inSection: 1), -105...651)
    }

    func testHandlerSeesUnscrolledFramesAndTheOffsetLastSectionFirstChangesAreKept() {
        // At 40 (continuous): section 1 is offset 40, section 0 clamped to 6. The handler sees section 1's visible items
        // at their unscrolled x (item 0 at 4, item 3 at 328; item 4 at 436 is past 40 + 320) and the header; it is called
        // for section 1 first (measured). It fades item 0 and raises it; the changes are kept, the frame scrolled.
        var calls: [(offset: CGPoint, items: [String])] = []
        let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((offset, items.map { "\($0.representedElementCategory.rawValue) \($0.indexPath.section).\($0.indexPath.item) \(self.fmt($0.frame.minX))" }.sorted()))
            XCTAssertEqual(environment.container.contentSize.width, 320)
            for item in items where item.indexPath == IndexPath(item: 0, section: 1) && item.representedElementCategory == .cell {
                item.alpha = 0.5
                item.zIndex = 7
                item.center = CGPoint(x: item.center.x + 10, y: item.center.y)
            }
        }
        guard let solution = solve(fixture(.continuous, handler: handler), at(40)) else { return }
        XCTAssertEqual(calls.map { $0.offset }, [CGPoint(x: 40, y: 0), CGPoint(x: 6, y: 0)])
        XCTAssertEqual(calls.first?.items, ["0 1.0 4", "0 1.1 112", "0 1.2 220", "0 1.3 328", "1 1.0 4"])
        XCTAssertEqual(calls.last?.items, ["0 0.0 4", "0 0.1 112", "0 0.2 220", "1 0.0 4"])
        let changed = solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(changed?.alpha, 0.5)
        XCTAssertEqual(changed?.zIndex, 7)
        XCTAssertEqual(changed?.frame, CGRect(x: 4 + 10 - 40, y: 101, width: 100, height: 50))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.alpha, 1)
    }

    func testRectQueryAnswersTheScrolledFrames() {
        // At 40 in section 1, item 4 is at 436 − 40 = 396 (outside 0…320 but inside the row); a rect at x 300…320 over the
        // row answers item 3 (288…388) only.
        guard let solution = solve(fixture(.continuous), at(40)) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 300, y: 110, width: 20, height: 10)), ["0 - 1.3"])
    }

    func testRightToLeftMirrorsTheScrolledRowTheOffsetCountsFromTheLeadingEdge() {
        // RTL mirrors across the 320-wide content: at rest item 0 at 320 − 4 − 100 = 216; at 40 section 1's item 0 (LTR
        // −36) is at 320 + 36 − 100 = 256. The offset counts from the leading (right) end: as it grows the row moves
        // toward its leading edge and later items come in from the trailing (left) side — the mirror of LTR.
        // (assertLayoutElements checks the mirror image of the LTR frames listed.)
        assertLayoutElements(fixture(.continuous), at(40), [cell(1, 0, (-36, 101, 100, 50)), cell(1, 1, (72, 101, 100, 50))],
                             content: (320, 156))
    }

    func testHorizontalLayoutOrthogonalRowRunsDown() {
        // A sideways layout whose section scrolls vertically: groups AB50 × AB100 (one FW1 × FH1 item) run along y from
        // the top inset 3, 8 apart; the group container is the whole 480 along y and 320 − 4 − 6 = 310 across. The
        // section is 4 + 50 + 6 = 60 wide; the row 3 + 5·100 + 4·8 + 5 = 540 tall scrolls 0…60. At offset (0, 40):
        // y = 3 + 108k − 40.
        let section = section(vGroup(ab(50), ab(100), [item(fw(1), fh(1))]), insets: insets(3, 4, 5, 6), interGroupSpacing: 8)
        section.orthogonalScrollingBehavior = .continuous
        var context = context([5])
        context.orthogonalOffsets = [0: CGPoint(x: 0, y: 40)]
        assertLayoutElements(layout(section, .horizontal), context,
                             [cell(0, 0, (4, -37, 50, 100)), cell(0, 1, (4, 71, 50, 100)), cell(0, 4, (4, 395, 50, 100))],
                             content: (60, 480))
        guard let solution = solve(layout(section, .horizontal), context) else { return }
        XCTAssertEqual(solution.orthogonalScrollRange(inSection: 0), 0...60)
        XCTAssertEqual(solution.orthogonalOffset(inSection: 0), CGPoint(x: 0, y: 40))
    }

    func testHandlerOfAPlainSectionSeesTheItemsInTheVisibleBoundsAndTheContentOffset() {
        // Unverified for UIKit (the reference measures orthogonal sections only): a plain section's handler gets the
        // items meeting the visible bounds (contentOffset, containerSize) and the content offset. 100-tall rows of
        // two 160-wide cells in a 320×150 view at offset 120: rows 1 (100…200) and 2 (200…300) are visible.
        var seen: [IndexPath] = []
        var offsets: [CGPoint] = []
        let section = section(hGroup(fw(1), ab(100), [item(fw(0.5), fh(1))]))
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            seen = items.map(\.indexPath).sorted { $0.item < $1.item }
            offsets.append(offset)
            items.forEach { $0.zIndex = 9 }
        }
        var context = context([8], height: 150)
        context.contentOffset = CGPoint(x: 0, y: 120)
        guard let solution = solve(layout(section), context) else { return }
        XCTAssertEqual(offsets, [CGPoint(x: 0, y: 120)])
        XCTAssertEqual(seen, (2...5).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex, 9)
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex, 0)
    }

    func testSelfSizingInAnOrthogonalRowGroupsAsLongAsTheirMeasuredCells() {
        // Docs/Solver.md, step 3d′ → Docs/Solver.md, "Self-sizing": the row's cells are measured as any section's. HG(ES100, AB50) of one ES100 × FH1 item, insets
        // (3,4,5,6), interGroupSpacing 8; the sizer answers widths 60, 80, 120. A group estimated along its own axis is
        // as long as its contents (Docs/Solver.md, step 3c): groups at x 4, 4 + 60 + 8 = 72, 72 + 80 + 8 = 160; the row ends at 280 + 6 = 286,
        // inside 320, so it does not scroll (range 0…0) and offset 40 rests at 0.
        let section = section(hGroup(es(100), ab(50), [item(es(100), fh(1))]), insets: insets(3, 4, 5, 6), interGroupSpacing: 8)
        section.orthogonalScrollingBehavior = .continuous
        var context = at(40, counts: [3])
        let widths: [CGFloat] = [60, 80, 120]
        context.sizing = { CGSize(width: widths[$0.indexPath.item], height: 999) }
        assertLayoutElements(layout(section), context, [cell(0, 0, (4, 3, 60, 50)), cell(0, 1, (72, 3, 80, 50)), cell(0, 2, (160, 3, 120, 50))],
                             content: (320, 58))
        guard let solution = solve(layout(section), context) else { return }
        XCTAssertEqual(solution.orthogonalScrollRange(inSection: 0), 0...0)
    }

    func testCase160NoneIsAPlainSection() {
        // .none: one 100×50 group per row (measured: y 0, 50, …; section 1 from 250; content 350).
        let section = section(hGroup(ab(100), ab(50), [item(fw(1), fh(1))]))
        section.orthogonalScrollingBehavior = .none
        assertLayoutElements(layout(section), context([5, 2]), [cell(0, 4, (0, 200, 100, 50)), cell(1, 1, (0, 300, 100, 50))],
                             content: (320, 350))
        guard let solution = solve(layout(section), context([5, 2])) else { return }
        XCTAssertNil(solution.orthogonalScrollRange(inSection: 0))
    }
}
