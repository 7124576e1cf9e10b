import Foundation
import XCTest
@testable import LayoutKitLinux

/// Item and group supplementary items — badges (Docs/Solver.md, step 3d″; CHARON cases 144-156): anchors, absolute and
/// fractional offsets, itemAnchor, fractional sizes, the nested-group width quirk, per-kind index paths.
final class FidelityItemSupplementaryTests: FidelityTestCase {

    func testCase144BadgeAnchoredTopTrailingSitsInsideTheCorner() {
        // Insets 20 all round: container 280 → 140×60 cells at (20,20), (160,20), (20,80). A 20×10 badge anchored
        // top|trailing with the same item anchor: x = 20 + 140 − 20 = 140, y 20; one per item, numbered like the items.
        let badge = sup("badge", ab(20), ab(10), NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: size(fw(0.5), fh(1)), supplementaryItems: [badge])
        let layout = layout(section(hGroup(fw(1), ab(60), [item]), insets: insets(20, 20, 20, 20)))
        assertLayoutElements(layout, context([3]),
                             [supp("badge", 0, 0, (140, 20, 20, 10), z: 1), supp("badge", 0, 1, (280, 20, 20, 10), z: 1),
                              supp("badge", 0, 2, (140, 80, 20, 10), z: 1), cell(0, 0, (20, 20, 140, 60), z: 0)],
                             content: (320, 160))
        guard let solution = solve(layout, context([3])) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 0, width: 320, height: 50)), ["0 - 0.0", "0 - 0.1", "1 badge 0.0", "1 badge 0.1"])
    }

    func testCases145to152EdgesOnTheItemAndOnTheGroupWithAnItemAnchor() {
        // Item frame (50,50,220,200) (insets 50, HG(FW1, AB200) of one FW1 × FH1 item). badge 40×20 on the item with the
        // container's edges; other 40×20 on the group with itemAnchor bottom|leading (its point (0, 20)).
        // Container point: x = 50 + {0, ½, 1}·220, y = 50 + {0, ½, 1}·200; badge origin = point − fraction·(40, 20).
        let cases: [(NSDirectionalRectEdge, Frame, Frame)] = [
            (.top, (140, 50, 40, 20), (160, 30, 40, 20)),                    // (160,50) − (20,0); other (160,50) − (0,20)
            (.leading, (50, 140, 40, 20), (50, 130, 40, 20)),                // (50,150) − (0,10)
            (.bottom, (140, 230, 40, 20), (160, 230, 40, 20)),               // (160,250) − (20,20)
            (.trailing, (230, 140, 40, 20), (270, 130, 40, 20)),             // (270,150) − (40,10)
            ([.top, .leading], (50, 50, 40, 20), (50, 30, 40, 20)),
            ([.bottom, .trailing], (230, 230, 40, 20), (270, 230, 40, 20)),
            ([.top, .bottom], (140, 140, 40, 20), (160, 130, 40, 20)),        // both → the middle
            ([], (140, 140, 40, 20), (160, 130, 40, 20)),                     // none → the middle
        ]
        for (edges, badgeFrame, otherFrame) in cases {
            let badge = sup("badge", ab(40), ab(20), NSCollectionLayoutAnchor(edges: edges))
            let other = sup("other", ab(40), ab(20), NSCollectionLayoutAnchor(edges: edges), NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
            let item = NSCollectionLayoutItem(layoutSize: size(fw(1), fh(1)), supplementaryItems: [badge])
            let group = hGroup(fw(1), ab(200), [item])
            group.supplementaryItems = [other]
            let layout = layout(section(group, insets: insets(50, 50, 50, 50)))
            assertLayoutElements(layout, context([1]), [supp("badge", 0, 0, badgeFrame), supp("other", 0, 0, otherFrame),
                                                        cell(0, 0, (50, 50, 220, 200))], content: (320, 300))
            // A group supplementary is answered only while its group meets the rect (measured for .top: rect
            // (0,0,320,50) answers nothing although "other" lies at y 30…50, the group only touching it; every rect
            // of cases 145-153 is checked in FidelityMismatchTests).
            if edges == .top, let solution = solve(layout, context([1])) {
                XCTAssertEqual(answered(solution, CGRect(x: 0, y: 0, width: 320, height: 50)), [])
                XCTAssertEqual(answered(solution, CGRect(x: 0, y: 240, width: 320, height: 30)), ["0 - 0.0"])
            }
        }
    }

    func testCase153OffsetsItemAnchorsFractionalAndEstimatedSizes() {
        // Item FW1 × FH1 with insets (2,3,4,5) → (53,52,212,194); its top|trailing point (265, 52).
        // one: absolute (7,9): (265 − 40 + 7, 52 + 9) = (232, 61). two: fractional (0.5,0.25) of 40×20 = (20,5):
        // (245, 57). three: itemAnchor bottom|leading fractional (0.5,0.25): (265 − 0 + 20, 52 − 20 + 5) = (285, 37).
        // four: itemAnchor bottom|leading absolute (3,4): (268, 36). five: FW0.5 × FH0.25 of the item's frame =
        // 106 × 48.5 at (265 − 106, 52) = (159, 52). six: ES33 × ES17 at the bottom, zIndex 5: (53 + 106 − 16.5,
        // 246 − 17) = (142.5, 229) (all measured).
        let item = case153Item()
        let layout = layout(section(hGroup(fw(1), ab(200), [item]), insets: insets(50, 50, 50, 50)))
        assertLayoutElements(layout, context([1]),
                             [cell(0, 0, (53, 52, 212, 194)), supp("one", 0, 0, (232, 61, 40, 20), z: 1),
                              supp("two", 0, 0, (245, 57, 40, 20)), supp("three", 0, 0, (285, 37, 40, 20)),
                              supp("four", 0, 0, (268, 36, 40, 20)), supp("five", 0, 0, (159, 52, 106, 48.5)),
                              supp("six", 0, 0, (142.5, 229, 33, 17), z: 5)], content: (320, 300))
        guard let solution = solve(layout, context([1])) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 240, width: 320, height: 30)), ["0 - 0.0", "1 six 0.0"])
    }

    func testCase154SupplementaryOfANestedGroupResolvesInTheSizeTheGroupIsLaidOutIn() {
        // HG(FW1, AB100) holding [IT(FW0.5, FH1), VG(FW0.5, FH1, [IT(FW1, FH0.5)])], the inner group carrying g FW1 × 4
        // at the bottom; 6 items. The inner group is (160, 0, 160, 100), but g's FW(1) resolves in the 320 the inner
        // group is laid out in: 320 wide, centred on it: x = 160 + (160 − 320)/2 = 80, y = 100 − 4 = 96; the second
        // instance 100 lower (measured). Cells fill depth first: 0.1 (160,0,160,50), 0.2 (160,50,160,50).
        let inner = vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))])
        inner.supplementaryItems = [sup("g", fw(1), ab(4), NSCollectionLayoutAnchor(edges: .bottom))]
        let layout = layout(section(hGroup(fw(1), ab(100), [item(fw(0.5), fh(1)), inner])))
        assertLayoutElements(layout, context([6]),
                             [supp("g", 0, 0, (80, 96, 320, 4)), supp("g", 0, 1, (80, 196, 320, 4)),
                              cell(0, 0, (0, 0, 160, 100)), cell(0, 1, (160, 0, 160, 50)), cell(0, 2, (160, 50, 160, 50))],
                             content: (320, 200))
    }

    func testCase155GroupSupplementariesPerGroupInstanceNumberedPerKindPerSection() {
        // HG(FW1, AB60) of FW0.5 items with g (FW1 × 4, bottom) and g2 (FW1 × 5, top); counts [5, 3]: 3 + 2 groups.
        // g on each group at its bottom − 4: 56, 116, 176 | 236, 296; g2 at its top: 0, 60, 120 | 180, 240. Index paths
        // restart in each section (measured).
        let group = hGroup(fw(1), ab(60), [item(fw(0.5), fh(1))])
        group.supplementaryItems = [sup("g", fw(1), ab(4), NSCollectionLayoutAnchor(edges: .bottom)),
                                    sup("g2", fw(1), ab(5), NSCollectionLayoutAnchor(edges: .top))]
        let layout = layout(section(group))
        assertLayoutElements(layout, context([5, 3]),
                             [supp("g", 0, 0, (0, 56, 320, 4)), supp("g", 0, 1, (0, 116, 320, 4)), supp("g", 0, 2, (0, 176, 320, 4)),
                              supp("g", 1, 0, (0, 236, 320, 4)), supp("g", 1, 1, (0, 296, 320, 4)),
                              supp("g2", 0, 0, (0, 0, 320, 5)), supp("g2", 0, 2, (0, 120, 320, 5)), supp("g2", 1, 1, (0, 240, 320, 5))],
                             content: (320, 300))
        guard let solution = solve(layout, context([5, 3])) else { return }
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "g", at: IndexPath(item: 2, section: 1)))
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 240, width: 320, height: 30)), ["0 - 1.2", "1 g2 1.1"])
    }

    func testCase156TwoBadgesOnEachItem() {
        // 10×10 badges at top|leading and bottom|leading of 160×60 cells: (0,0), (160,0) and (0,50), (160,50).
        let one = sup("badge", ab(10), ab(10), NSCollectionLayoutAnchor(edges: [.top, .leading]))
        let two = sup("badge2", ab(10), ab(10), NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let item = NSCollectionLayoutItem(layoutSize: size(fw(0.5), fh(1)), supplementaryItems: [one, two])
        assertLayoutElements(layout(section(hGroup(fw(1), ab(60), [item]))), context([2]),
                             [supp("badge", 0, 0, (0, 0, 10, 10)), supp("badge", 0, 1, (160, 0, 10, 10)),
                              supp("badge2", 0, 0, (0, 50, 10, 10)), supp("badge2", 0, 1, (160, 50, 10, 10))], content: (320, 60))
    }

    func testBadgesOnAPartlyFilledGroupOnlyForThePlacedItemsAndSideways() {
        // Sideways: VG(AB100, FH1) of FW1 × FH0.5 items (100×240), a 20×10 top|trailing badge; 3 items → 2 groups, the last
        // holding one item. Badges at (100 − 20, 0), (80, 240), (180, 0); no fourth. Content 2 × 100 = 200 wide.
        let badge = sup("b", ab(20), ab(10), NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: size(fw(1), fh(0.5)), supplementaryItems: [badge])
        let layout = layout(section(vGroup(ab(100), fh(1), [item])), .horizontal)
        assertLayoutElements(layout, context([3]), [supp("b", 0, 0, (80, 0, 20, 10)), supp("b", 0, 1, (80, 240, 20, 10)),
                                                    supp("b", 0, 2, (180, 0, 20, 10))], content: (200, 480))
        guard let solution = solve(layout, context([3])) else { return }
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "b", at: IndexPath(item: 3, section: 0)))
    }
}

extension FidelityTestCase {
    /// Charon case 153's item: FW1 × FH1 with insets (2,3,4,5) and six supplementaries anchored top|trailing (absolute and
    /// fractional offsets, item anchors, fractional and estimated sizes; "six" at the bottom with zIndex 5).
    func case153Item() -> NSCollectionLayoutItem {
        let topTrailing: NSDirectionalRectEdge = [.top, .trailing], bottomLeading: NSDirectionalRectEdge = [.bottom, .leading]
        let six = sup("six", es(33), es(17), NSCollectionLayoutAnchor(edges: .bottom))
        six.zIndex = 5
        let supplementaries = [
            sup("one", ab(40), ab(20), NSCollectionLayoutAnchor(edges: topTrailing, absoluteOffset: CGPoint(x: 7, y: 9))),
            sup("two", ab(40), ab(20), NSCollectionLayoutAnchor(edges: topTrailing, fractionalOffset: CGPoint(x: 0.5, y: 0.25))),
            sup("three", ab(40), ab(20), NSCollectionLayoutAnchor(edges: topTrailing),
                NSCollectionLayoutAnchor(edges: bottomLeading, fractionalOffset: CGPoint(x: 0.5, y: 0.25))),
            sup("four", ab(40), ab(20), NSCollectionLayoutAnchor(edges: topTrailing),
                NSCollectionLayoutAnchor(edges: bottomLeading, absoluteOffset: CGPoint(x: 3, y: 4))),
            sup("five", fw(0.5), fh(0.25), NSCollectionLayoutAnchor(edges: topTrailing)),
            six,
        ]
        let item = NSCollectionLayoutItem(layoutSize: size(fw(1), fh(1)), supplementaryItems: supplementaries)
        item.contentInsets = insets(2, 3, 4, 5)
        return item
    }
}
