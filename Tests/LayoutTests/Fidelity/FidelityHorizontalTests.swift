import Foundation
import XCTest
@testable import LayoutKitLinux

/// Sideways-scrolling (`scrollDirection = .horizontal`) images of rules the measured fixtures pin when scrolling
/// down. The rules are written once for the scroll axis M and the cross axis X (Docs/Solver.md, steps 3a and 3d,
/// Docs/Solver.md, step 4), so each number here is derived by swapping the axes of a measured case. 320×480 at scale 2.
/// Content along x is the sum of the groups (it may be narrower than the view, as case 62's 150 < 300 is shorter);
/// across it is the view's 480. RTL mirrors across that content width.
final class FidelityHorizontalTests: FidelityTestCase {

    func test_sideways_fractionsAlongVerticalGroupResolveAgainstHeightLessSpacing_case6Image() {
        // Case 6 with the axes swapped: VG(AB10, FH1) of 8 items AB10 × FH0.3, fixed(10), in a 480-tall view.
        // n = 3: L = 480 − 20 = 460 → 0.3·460 = 138, 414 + 20 = 434 ≤ 480; n = 4: L = 450 → 135, 540 + 30 > 480.
        // y = 0/148/296; groups 10 wide at x 0/10/20 (8 items → 3 groups, not trimmed along x) → content 30×480.
        let group = vGroup(ab(10), fh(1), [item(ab(10), fh(0.3))], spacing: .fixed(10))
        let frames = grid(count: 8, slots: [0, 148, 296], slotLength: 138, lineStep: 10, cross: 10, vertical: false)
        assertLayout(layout(section(group), .horizontal), context([8]), frames: [frames], content: (30, 480))
    }

    @available(*, deprecated, message: "exercises the deprecated subitem:count: on purpose")
    func test_sideways_verticalCountGroup_dividesHeightLessSpacing_case42Image() {
        // Case 42 with the axes swapped: VG(AB100, FH1), subitem FW1 × AB30, count 4, fixed(8), 6 items:
        // item height = (480 − 3·8)/4 = 114 (the 30 is overridden), y = 0/122/244/366, width 100.
        // Groups at x 0/100 → content 200×480.
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(ab(100), fh(1)), subitem: item(fw(1), ab(30)), count: 4)
        group.interItemSpacing = .fixed(8)
        let frames = grid(count: 6, slots: [0, 122, 244, 366], slotLength: 114, lineStep: 100, cross: 100, vertical: false)
        assertLayout(layout(section(group), .horizontal), context([6]), frames: [frames], content: (200, 480))
    }

    func test_sideways_nestedHorizontalGroupsInVerticalGroup_fillDepthFirst_case55Image() {
        // Case 55 with the axes swapped: VG(AB100, FH1, [HG(FW1, FH0.5, [IT(FW0.5, FH1)])]), 8 items.
        // The HG (100×240) repeats twice per VG; each holds 2 items 50×240. Depth first: 0 (0,0), 1 (50,0),
        // 2 (0,240), 3 (50,240); the next VG at x 100 → content 200×480.
        let group = vGroup(ab(100), fh(1), [hGroup(fw(1), fh(0.5), [item(fw(0.5), fh(1))])])
        let one: [Frame] = [(0, 0, 50, 240), (50, 0, 50, 240), (0, 240, 50, 240), (50, 240, 50, 240)]
        assertLayout(layout(section(group), .horizontal), context([8]), frames: [one + shifted(one, dx: 100)], content: (200, 480))
    }

    func test_sideways_flexibleTopEdges_shareLeftoverAlongVerticalGroup_case48Image() {
        // Case 48's flexible leading edges, on the vertical group axis: VG(AB100, FH1) of FW1 × AB100 items with
        // EDGES(nil, flex 0, nil, nil), 4 items. n = 4 (400 ≤ 480 < 500); leftover 80 over 4 flexible tops → 20
        // each: y = 20, 140, 260, 380. One group → content 100×480.
        let group = vGroup(ab(100), fh(1), [item(fw(1), ab(100), edgeSpacing: edges(nil, .flexible(0), nil, nil))])
        let frames = atYs([20, 140, 260, 380], x: 0, w: 100, h: 100)
        assertLayout(layout(section(group), .horizontal), context([4]), frames: [frames], content: (100, 480))
    }

    func test_sideways_groupsStackAlongX_sectionInsetsAndInterGroupSpacing_case44Image() {
        // Case 44 with the axes swapped: insets (5,6,7,8), interGroupSpacing 4, VG(AB50, FH1) of FW1 × FH(1/3)
        // items, fixed(10), 7 items. Container across = 480 − 5 − 7 = 468; n = 3: L = 448 → 149.33 → floorPx 149,
        // 447 + 20 ≤ 468. y = 5, 5 + 159 = 164, 323. Groups at x 6, 6 + 54 = 60, 114; content 114 + 50 + 8 = 172 wide.
        let group = vGroup(ab(50), fh(1), [item(fw(1), fh(1.0 / 3.0))], spacing: .fixed(10))
        let frames = grid(count: 7, slots: [5, 164, 323], slotLength: 149, lineStep: 54, cross: 50, lineOrigin: 6, vertical: false)
        assertLayout(layout(section(group, insets: insets(5, 6, 7, 8), interGroupSpacing: 4), .horizontal), context([7]),
                     frames: [frames], content: (172, 480))
    }

    func test_sideways_emptySectionBetweenSections_spacingOnBothSides_case51Image() {
        // Case 51 with the axes swapped: insets (3,4,5,6), interSectionSpacing 12, counts [3, 0, 4];
        // VG(AB30, FH1) of FW1 × FH0.5 items: heights (480 − 3 − 5)/2 = 236 at y 3/239.
        // Section 0: groups at x 4/34 → 4 + 60 + 6 = 70. Section 1 empty: 0. Section 2's first group at
        // 70 + 12 + 0 + 12 + 4 = 98, then 128; content 128 + 30 + 6 = 164 wide.
        let group = vGroup(ab(30), fh(1), [item(fw(1), fh(0.5))])
        let sec0 = grid(count: 3, slots: [3, 239], slotLength: 236, lineStep: 30, cross: 30, lineOrigin: 4, vertical: false)
        let sec2 = grid(count: 4, slots: [3, 239], slotLength: 236, lineStep: 30, cross: 30, lineOrigin: 98, vertical: false)
        assertLayout(layout(section(group, insets: insets(3, 4, 5, 6)), .horizontal, interSectionSpacing: 12), context([3, 0, 4]),
                     frames: [sec0, [], sec2], content: (164, 480))
    }

    func test_sideways_lastPartialVerticalGroupIsNotTrimmedAlongX() {
        // Docs/Solver.md, step 3d: trimming is along the scroll axis only. VG(AB100, FH1) of FW1 × FH0.25 items, 5 items: groups of 4
        // (120 tall) at x 0 and 100; the second holds 1 item, but its missing slots lie along y, so it keeps its 100
        // along x → content 200×480.
        let group = vGroup(ab(100), fh(1), [item(fw(1), fh(0.25))])
        let frames = grid(count: 5, slots: [0, 120, 240, 360], slotLength: 120, lineStep: 100, cross: 100, vertical: false)
        assertLayout(layout(section(group), .horizontal), context([5]), frames: [frames], content: (200, 480))
    }
}
