import Foundation
import XCTest
@testable import LayoutKitLinux

/// The four mismatches with real UIKit of issue #13, each pinned by its measurement and by cases of our own whose
/// numbers are worked out by hand from the rule in Docs/Solver.md (right-to-left frames written out, not mirrored by
/// formula): group supplementaries anchor inside the group's content insets (3d″); a layout boundary item answers at
/// `IndexPath(indexes: [0])` (step 6); the content's cross length ignores where edge spacing pushes a group (step 4);
/// rect queries answer a group's supplementaries while the group meets the rect (step 6).
final class FidelityMismatchTests: FidelityTestCase {

    /// Solves right-to-left and checks frames written out by hand for that direction.
    private func assertRightToLeft(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, _ expected: [Element],
                                   content: (CGFloat, CGFloat), file: StaticString = #filePath, line: UInt = #line) {
        var rtl = context
        rtl.traitCollection = UITraitCollection(displayScale: context.traitCollection.displayScale, layoutDirection: .rightToLeft)
        guard let solution = solve(layout, rtl, file: file, line: line) else { return }
        assertElements(solution, expected, label: "RTL ", file: file, line: line)
        assertContentSize(solution, content.0, content.1, label: "RTL ", file: file, line: line)
    }

    // MARK: 1. Group supplementaries anchor to the group's frame less its content insets

    func testGroupSupplementaryTrailingWithFractionalOffsetStaysInsideTheTrailingInsetIssueMeasurement() {
        // Measured on UIKit (issue #13): a 375-wide HG(FW1, AB60) with contentInsets.trailing 20; a 20×60 supplementary
        // anchored [.trailing], fractionalOffset (1, 0). Anchor rect = (0, 0, 375 − 20, 60); x = 0 + 1·355 − 1·20 +
        // 1·20 = 355 (flush with the view's edge); y = 0 + ½·60 − ½·60 = 0. The cell fills the inner 355 × 60.
        let s = sup("s", ab(20), ab(60), NSCollectionLayoutAnchor(edges: .trailing, fractionalOffset: CGPoint(x: 1, y: 0)))
        let group = hGroup(fw(1), ab(60), [item(fw(1), fh(1))], insets: insets(0, 0, 0, 20))
        group.supplementaryItems = [s]
        let layout = layout(section(group))
        let ctx = context([1], width: 375)
        assertLayoutElements(layout, ctx, [cell(0, 0, (0, 0, 355, 60)), supp("s", 0, 0, (355, 0, 20, 60), z: 1)],
                             content: (375, 60), rtl: false)
        // Right to left the trailing inset is on the left: anchor rect x 20…375, the trailing (left) edge at 20, the
        // offset one width further toward trailing: x = 20 − 20 = 0. The cell is (20, 0, 355, 60).
        assertRightToLeft(layout, ctx, [cell(0, 0, (20, 0, 355, 60)), supp("s", 0, 0, (0, 0, 20, 60))], content: (375, 60))
    }

    func testGroupSupplementariesTopLeadingAndBottomAnchorToTheInsetRectVertical() {
        // HG(FW1, AB100) with contentInsets (top 10, leading 15, bottom 5, trailing 25): inner (15, 10, 280, 85); FW0.5 ×
        // FH1 cells 140 × 85 at (15, 10) and (155, 10). "t" 30×8 at [.top, .leading]: (15, 10). "b" 40×6 at [.bottom]
        // with itemAnchor [.top]: point (15 + 140, 10 + 85) = (155, 95), less (½·40, 0·6) → (135, 95): it hangs below
        // the inset rect but inside the group's 100. Content 320 × 100.
        let t = sup("t", ab(30), ab(8), NSCollectionLayoutAnchor(edges: [.top, .leading]))
        let b = sup("b", ab(40), ab(6), NSCollectionLayoutAnchor(edges: .bottom), NSCollectionLayoutAnchor(edges: .top))
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1))], insets: insets(10, 15, 5, 25))
        group.supplementaryItems = [t, b]
        let layout = layout(section(group))
        assertLayoutElements(layout, context([2]),
                             [cell(0, 0, (15, 10, 140, 85)), cell(0, 1, (155, 10, 140, 85)),
                              supp("t", 0, 0, (15, 10, 30, 8)), supp("b", 0, 0, (135, 95, 40, 6))],
                             content: (320, 100), rtl: false)
        // Right to left: leading 15 on the right, trailing 25 on the left: inner x 25…305. Cell 0 at the leading
        // (right) end 305 − 140 = 165, cell 1 at 25; "t" right-aligned to 305: 275; "b" centred: 25 + 140 − 20 = 145.
        assertRightToLeft(layout, context([2]),
                          [cell(0, 0, (165, 10, 140, 85)), cell(0, 1, (25, 10, 140, 85)),
                           supp("t", 0, 0, (275, 10, 30, 8)), supp("b", 0, 0, (145, 95, 40, 6))], content: (320, 100))
    }

    func testGroupSupplementariesLeadingAndBottomTrailingAnchorToTheInsetRectSideways() {
        // Scrolling sideways: VG(AB100, FH1) in 320×480 is 100 × 480; contentInsets (top 20, leading 10, bottom 30,
        // trailing 5): inner (10, 20, 85, 430); FW1 × FH0.5 cells 85 × 215 at (10, 20) and (10, 235).
        // "l" 12×50 at [.leading]: x 10, y 20 + ½·430 − ½·50 = 210. "bt" 20×20 at [.bottom, .trailing] with fractional
        // offset (0.5, 0.5): point (95, 450) − (20, 20) + (10, 10) = (85, 440). Content 100 × 480.
        let l = sup("l", ab(12), ab(50), NSCollectionLayoutAnchor(edges: .leading))
        let bt = sup("bt", ab(20), ab(20), NSCollectionLayoutAnchor(edges: [.bottom, .trailing], fractionalOffset: CGPoint(x: 0.5, y: 0.5)))
        let group = vGroup(ab(100), fh(1), [item(fw(1), fh(0.5))], insets: insets(20, 10, 30, 5))
        group.supplementaryItems = [l, bt]
        let layout = layout(section(group), .horizontal)
        assertLayoutElements(layout, context([2]),
                             [cell(0, 0, (10, 20, 85, 215)), cell(0, 1, (10, 235, 85, 215)),
                              supp("l", 0, 0, (10, 210, 12, 50)), supp("bt", 0, 0, (85, 440, 20, 20))],
                             content: (100, 480), rtl: false)
        // Right to left (content 100 wide): inner x 5…90; cells at x 5; "l" at the leading (right) edge: 90 − 12 = 78;
        // "bt" at the trailing (left) edge 5, then half its width further toward trailing: 5 − 10 = −5.
        assertRightToLeft(layout, context([2]),
                          [cell(0, 0, (5, 20, 85, 215)), cell(0, 1, (5, 235, 85, 215)),
                           supp("l", 0, 0, (78, 210, 12, 50)), supp("bt", 0, 0, (-5, 440, 20, 20))], content: (100, 480))
    }

    func testGroupSupplementaryEstimatedAxisHasNoInsetToAnchorInside() {
        // HG(FW1, ES50) with insets 10 all round and one FW1 × AB40 item: the group applies no insets on its estimated
        // height (Docs/Solver.md, step 3c [HDR]) and is as tall as its item, 40 (Docs/Solver.md, step 3c, case 56); across, inner x 10…310. A 20×4 [.bottom]
        // supplementary: x = 10 + 150 − 10 = 150, y = 0 + 40 − 4 = 36.
        let group = hGroup(fw(1), es(50), [item(fw(1), ab(40))], insets: insets(10, 10, 10, 10))
        group.supplementaryItems = [sup("g", ab(20), ab(4), NSCollectionLayoutAnchor(edges: .bottom))]
        let layout = layout(section(group))
        assertLayoutElements(layout, context([1]), [cell(0, 0, (10, 0, 300, 40)), supp("g", 0, 0, (150, 36, 20, 4))],
                             content: (320, 40), rtl: false)
        assertRightToLeft(layout, context([1]), [cell(0, 0, (10, 0, 300, 40)), supp("g", 0, 0, (150, 36, 20, 4))], content: (320, 40))
    }

    func testNestedGroupSupplementaryAnchorsInsideTheNestedGroupsInsets() {
        // HG(FW1, AB100) of [FW0.5 × FH1 item, VG(FW0.5, FH1) with insets 10 all round holding FW1 × FH0.5 items]: the
        // nested group's box is (160, 0, 160, 100), its inset rect (170, 10, 140, 80), so its cells are 140 × 40 at
        // (170, 10) and (170, 50); its 10×10 [.bottom, .trailing] supplementary sits at (310 − 10, 90 − 10) = (300, 80).
        let inner = vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))], insets: insets(10, 10, 10, 10))
        inner.supplementaryItems = [sup("n", ab(10), ab(10), NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))]
        let layout = layout(section(hGroup(fw(1), ab(100), [item(fw(0.5), fh(1)), inner])))
        assertLayoutElements(layout, context([3]),
                             [cell(0, 0, (0, 0, 160, 100)), cell(0, 1, (170, 10, 140, 40)), cell(0, 2, (170, 50, 140, 40)),
                              supp("n", 0, 0, (300, 80, 10, 10))], content: (320, 100), rtl: false)
        // Right to left: item 0 on the right (160…320), the nested group on the left (0…160), its inset rect x 10…150;
        // trailing is its left edge: x 10.
        assertRightToLeft(layout, context([3]),
                          [cell(0, 0, (160, 0, 160, 100)), cell(0, 1, (10, 10, 140, 40)), cell(0, 2, (10, 50, 140, 40)),
                           supp("n", 0, 0, (10, 80, 10, 10))], content: (320, 100))
    }

    // MARK: 2. Layout boundary items at the one-index path

    func testLayoutBoundaryItemAnswersAtTheOneIndexPathAndReportsTheTwoIndexFormCase137() {
        // Case 137 (measured): the layout header h is (0, 0, 320, 30) at item NSIntegerMax of section 0, the footer f
        // (0, 186, 320, 20) after sections of 10 + 3 + 80 + 5 and 10 + 3 + 40 + 5 from y 30. iOS 14 code asks at IndexPath(indexes: [0]) and gets it on UIKit (issue #13).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("l", fw(1), ab(10), .top)]
        let configuration = configuration()
        configuration.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top), bnd("f", fw(1), ab(20), .bottom)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        guard let solution = solve(layout, context([3, 2])) else { return }
        for (kind, frame) in [("h", CGRect(x: 0, y: 0, width: 320, height: 30)), ("f", CGRect(x: 0, y: 186, width: 320, height: 20))] {
            let one = solution.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(indexes: [0]))
            let two = solution.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: Int.max, section: 0))
            XCTAssertEqual(one?.frame, frame, kind)
            XCTAssertEqual(two?.frame, frame, kind)
            XCTAssertEqual(one?.indexPath, IndexPath(item: Int.max, section: 0), "\(kind): the attributes carry the two-index form")
        }
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(indexes: [1])))
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(indexes: [])))
        XCTAssertNil(solution.layoutAttributesForDecorationView(ofKind: "h", at: IndexPath(indexes: [0])))
        // The layout object answers the same, once prepared.
        try? layout.prepare(in: context([3, 2]))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(indexes: [0]))?.frame,
                       CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    // MARK: 3. The content's cross length does not follow edge spacing

    func testGroupEdgeSpacingDoesNotWidenTheContentAndRectQueriesStopAtTheViewCase49() {
        // Case 49 (measured): content 320 × 142 though the FW1 group, pushed 4 by its leading edge spacing, reaches 324.
        // The rect (320, 0, 50, 480) clipped to the content is the zero-width strip at x 320: no cell (measured: empty).
        let group = hGroup(fw(1), ab(30), [item(fw(0.5), fh(1))], edgeSpacing: edges(.fixed(4), .fixed(5), .fixed(6), .fixed(7)))
        guard let solution = solve(layout(section(group, interGroupSpacing: 8)), context([5])) else { return }
        assertContentSize(solution, 320, 142)
        XCTAssertEqual(answered(solution, CGRect(x: 320, y: 0, width: 50, height: 480)), [])
        XCTAssertEqual(answered(solution, CGRect(x: 300, y: 0, width: 50, height: 40)), ["0 - 0.1"])
    }

    func testGroupEdgeSpacingDoesNotHeightenTheContentSideways() {
        // The mirrored statement: scrolling sideways, VG(AB30, FH1) is 30 × 480 with FW1 × FH0.5 cells 30 × 240;
        // EDGES(leading 5, top 4, trailing 7, bottom 6) and interGroupSpacing 8 put group 0 at (5, 4) and group 1 at
        // x 5 + 30 + 7 + 8 + 5 = 55. Content width 55 + 30 + 7 = 92; height 480 (the view's), not 484.
        // Rect (0, 480, 92, 10) clips to a zero-height strip: nothing; rect (0, 470, 92, 10) meets cells 1 and 3
        // (y 244…484) inside their groups (y 4…484).
        let group = vGroup(ab(30), fh(1), [item(fw(1), fh(0.5))], edgeSpacing: edges(.fixed(5), .fixed(4), .fixed(7), .fixed(6)))
        let layout = layout(section(group, interGroupSpacing: 8), .horizontal)
        assertLayoutElements(layout, context([4]),
                             [cell(0, 0, (5, 4, 30, 240)), cell(0, 1, (5, 244, 30, 240)),
                              cell(0, 2, (55, 4, 30, 240)), cell(0, 3, (55, 244, 30, 240))], content: (92, 480), rtl: false)
        guard let solution = solve(layout, context([4])) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 480, width: 92, height: 10)), [])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 470, width: 92, height: 10)), ["0 - 0.1", "0 - 0.3"])
        // Right to left: mirrored across 92 by hand: the first group at the right, 92 − 5 − 30 = 57, the second at 7.
        assertRightToLeft(layout, context([4]),
                          [cell(0, 0, (57, 4, 30, 240)), cell(0, 1, (57, 244, 30, 240)),
                           cell(0, 2, (7, 4, 30, 240)), cell(0, 3, (7, 244, 30, 240))], content: (92, 480))
    }

    // MARK: 4. Rect queries answer a group's supplementaries while the group meets the rect

    /// CHARON's six rects, in its order.
    private let charonRects = [CGRect(x: 0, y: 0, width: 320, height: 50), CGRect(x: 0, y: 240, width: 320, height: 30),
                               CGRect(x: 320, y: 0, width: 50, height: 480), CGRect(x: -20, y: -20, width: 40, height: 40),
                               CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 0, y: 33, width: 320, height: 0.5)]

    /// Cases 145-152: HG(FW1, AB200) of one FW1 × FH1 item with a 40×20 badge, the group's 40×20 "other" with itemAnchor
    /// [.bottom, .leading]; section insets 50.
    private func badgeCase(_ edges: NSDirectionalRectEdge) -> UICollectionViewCompositionalLayout {
        let badge = sup("badge", ab(40), ab(20), NSCollectionLayoutAnchor(edges: edges))
        let other = sup("other", ab(40), ab(20), NSCollectionLayoutAnchor(edges: edges), NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let group = hGroup(fw(1), ab(200), [NSCollectionLayoutItem(layoutSize: size(fw(1), fh(1)), supplementaryItems: [badge])])
        group.supplementaryItems = [other]
        return layout(section(group, insets: insets(50, 50, 50, 50)))
    }

    private func assertRects(_ solution: LayoutSolution, _ expected: [[String]], file: StaticString = #filePath, line: UInt = #line) {
        for (rect, want) in zip(charonRects, expected) {
            XCTAssertEqual(answered(solution, rect), want, "rect \(rect)", file: file, line: line)
        }
    }

    func testRectQueriesGroupAndItemBadgesCase145Top() {
        // Measured: cell (50,50,220,200), badge (140,50,40,20), other (160,30,40,20); content 320 × 300. Rect 0 (y 0…50)
        // meets the badge-free strip above the group and "other", but the group only touches it: nothing. Rect 1 meets
        // the group (y 240…250) but neither badge: the cell only.
        guard let solution = solve(badgeCase(.top), context([1])) else { return }
        assertElements(solution, [cell(0, 0, (50, 50, 220, 200)), supp("badge", 0, 0, (140, 50, 40, 20), z: 1),
                                  supp("other", 0, 0, (160, 30, 40, 20), z: 1)])
        assertContentSize(solution, 320, 300)
        let all = ["0 - 0.0", "1 badge 0.0", "1 other 0.0"]
        assertRects(solution, [[], ["0 - 0.0"], [], [], all, []])
    }

    func testRectQueriesGroupBadgeWhollyOutsideItsGroupIsAnsweredWithItCase148Trailing() {
        // Measured: badge (230,140), other (270,130) — x 270…310, wholly right of the group (50…270); both answered for
        // the whole content.
        guard let solution = solve(badgeCase(.trailing), context([1])) else { return }
        assertElements(solution, [cell(0, 0, (50, 50, 220, 200)), supp("badge", 0, 0, (230, 140, 40, 20)),
                                  supp("other", 0, 0, (270, 130, 40, 20))])
        assertRects(solution, [[], ["0 - 0.0"], [], [], ["0 - 0.0", "1 badge 0.0", "1 other 0.0"], []])
    }

    func testRectQueriesGroupBadgeAboveItsGroupCase149TopLeading() {
        // Measured: badge (50,50), other (50,30) — above the group; answered for the whole content, not for rect 0.
        guard let solution = solve(badgeCase([.top, .leading]), context([1])) else { return }
        assertElements(solution, [cell(0, 0, (50, 50, 220, 200)), supp("badge", 0, 0, (50, 50, 40, 20)),
                                  supp("other", 0, 0, (50, 30, 40, 20))])
        assertRects(solution, [[], ["0 - 0.0"], [], [], ["0 - 0.0", "1 badge 0.0", "1 other 0.0"], []])
    }

    func testRectQueriesGroupBadgeRightOfItsGroupAnsweredForARectMeetingBothCase150BottomTrailing() {
        // Measured: badge (230,230), other (270,230) — right of the group; rect 1 (y 240…270) meets the group and both.
        guard let solution = solve(badgeCase([.bottom, .trailing]), context([1])) else { return }
        assertElements(solution, [cell(0, 0, (50, 50, 220, 200)), supp("badge", 0, 0, (230, 230, 40, 20)),
                                  supp("other", 0, 0, (270, 230, 40, 20))])
        let all = ["0 - 0.0", "1 badge 0.0", "1 other 0.0"]
        assertRects(solution, [[], all, [], [], all, []])
    }

    func testRectQueriesItemBadgesOutsideTheirItemCase153() {
        // Measured: cell (53,52,212,194) (insets 2,3,4,5 in the 220×200 group at (50,50)); four (268,36) sticks out
        // right of the group and above it; six (142.5,229,33,17) z5. Rect 1 (y 240…270) meets the group and six only.
        let item = case153Item()
        guard let solution = solve(layout(section(hGroup(fw(1), ab(200), [item]), insets: insets(50, 50, 50, 50))), context([1])) else { return }
        assertElements(solution, [cell(0, 0, (53, 52, 212, 194)), supp("five", 0, 0, (159, 52, 106, 48.5)),
                                  supp("four", 0, 0, (268, 36, 40, 20)), supp("one", 0, 0, (232, 61, 40, 20)),
                                  supp("six", 0, 0, (142.5, 229, 33, 17), z: 5), supp("three", 0, 0, (285, 37, 40, 20)),
                                  supp("two", 0, 0, (245, 57, 40, 20))])
        let all = ["0 - 0.0", "1 five 0.0", "1 four 0.0", "1 one 0.0", "1 six 0.0", "1 three 0.0", "1 two 0.0"]
        assertRects(solution, [[], ["0 - 0.0", "1 six 0.0"], [], [], all, []])
    }
}
