import Foundation
import XCTest
@testable import LayoutKitLinux

/// Invalid layouts throw `LayoutError` whose `path` names the place (Docs/Solver.md, step 2: "section 2 > group > subitems[1]").
/// UIKit raises or alerts on these (Docs/Solver.md, steps 2, 3b, 3c and 4; LOG fixtures F2/F3). Only the path and a
/// keyword of the message are asserted, never the exact text.
final class FidelityLayoutErrorTests: FidelityTestCase {

    func testGroupWithNoSubitemsIsInvalidNamesTheGroup() {
        // Docs/Solver.md, step 2 [LOG] "At least 1 subitem is required for a group".
        let group = hGroup(fw(1), ab(50), [])
        assertLayoutError(layout(section(group)), context([3]), path: "section 0 > group", keywords: ["subitem"])
    }

    func testFirstItemLongerThanGroupCannotFitASingleItemNamesTheGroup() {
        // Docs/Solver.md, step 3c: an AB400 item in a 320-wide group: "This group cannot fit even a single item" (SideStore#1340, F3).
        let group = hGroup(fw(1), ab(50), [item(ab(400), fh(1))])
        assertLayoutError(layout(section(group)), context([3]), path: "section 0 > group", keywords: ["fit", "room"])
    }

    func testZeroEffectiveWidthAfterSectionInsetsNoRoomF2() {
        // F2 (LiveContainer#1414): a 32-wide view, section insets (0,16,0,16) → effective width 0;
        // HG(FW1, ES94) fixed(16) of FW0.25 × ES94 items: "There is no room for this NSCollectionLayoutGroup…".
        let group = hGroup(fw(1), es(94), [item(fw(0.25), es(94))], spacing: .fixed(16))
        assertLayoutError(layout(section(group, insets: insets(0, 16, 0, 16))), context([4], width: 32, height: 653),
                          path: "section 0", keywords: ["room", "fit"])
    }

    func testNonFiniteFractionNamesTheSubitem() {
        // Docs/Solver.md, step 3b [CHARON layout-values]: "Invalid fractional width: nan. The fraction must be a finite value."
        let group = hGroup(fw(1), ab(50), [item(fw(.nan), fh(1))])
        assertLayoutError(layout(section(group)), context([3]), path: "section 0 > group > subitems[0]", keywords: ["finite", "nan"])
    }

    func testInfiniteFractionalHeightInNestedGroupNamesTheNestedPath() {
        // The path walks nested groups: HG of [item, VG of [item with FH(+inf)]] → subitems[1] > subitems[0].
        let inner = vGroup(fw(0.5), fh(1), [item(fw(1), fh(.infinity))])
        let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1)), inner])
        assertLayoutError(layout(section(group)), context([3]), path: "section 0 > group > subitems[1] > subitems[0]",
                          keywords: ["finite", "inf"])
    }

    func testNegativeAbsoluteSizeNamesTheSubitem() {
        let group = hGroup(fw(1), ab(50), [item(ab(-10), fh(1))])
        assertLayoutError(layout(section(group)), context([3]), path: "section 0 > group > subitems[0]", keywords: ["negative", "0 or more", "≥ 0"])
    }

    func testSectionProviderReturningNilForSectionWithItemsNamesTheSection() {
        // Docs/Solver.md, step 4 [CHARON facts]: "Invalid section definition. Please specify a valid section definition when content is
        // to be rendered for a section."
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 1 ? nil : self.section(self.hGroup(self.fw(1), self.ab(40), [self.item(self.fw(0.5), self.fh(1))]))
        })
        assertLayoutError(provider, context([2, 3]), path: "section 1", keywords: ["section"])
    }

    func testNegativeItemCountNamesTheSection() {
        let group = hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))])
        assertLayoutError(layout(section(group)), context([2, -1]), path: "section 1", orPaths: ["itemCounts[1]"],
                          keywords: ["negative", "0 or more", "≥ 0", "items"])
    }

    @available(*, deprecated, message: "exercises the deprecated subitem:count: on purpose")
    func testCountGroupWithCountZeroNamesTheGroup() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(fw(1), ab(50)), subitem: item(ab(30), fh(1)), count: 0)
        assertLayoutError(layout(section(group)), context([3]), path: "section 0 > group", keywords: ["count"])
    }

    func testRepeatingGroupWithCountZeroNamesTheGroup() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(fw(1), ab(50)), repeatingSubitem: item(fw(1), ab(10)), count: 0)
        assertLayoutError(layout(section(group)), context([3]), path: "section 0 > group", keywords: ["count"])
    }
}
