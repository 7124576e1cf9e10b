import Foundation
import XCTest
@testable import LayoutKitLinux

/// Group cases a fixture cannot state: what a custom group's provider is told, and an inset larger than its slot
/// (whose x is unpublished). The other group cases are fixtures in Tests/LayoutTests/Fixtures/groups/
/// (Docs/Fidelity.md; case 60's frames are `groups/custom-group-offset-by-insets-not-trimmed-case60.json`).
final class FidelityGroupTests: FidelityTestCase {
    func testCustomGroupProviderIsToldTheGroupResolvedInTheWholeViewCase60() {
        // Case 60 (github.com/kern0x1b/charon tests/backports/device/compositional-expectations.h): custom(FW1, AB80)
        // in a section with insets (3,4,5,6). The provider is told the group resolved in the WHOLE view, 1·320 × 80,
        // not 310 × 80 (Docs/Solver.md 3a).
        let recorder = FidelityRecorder()
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(fw(1), ab(80))) { environment in
            recorder.containerSizes.append(environment.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 30, height: 40))]
        }
        _ = solve(layout(section(group, insets: insets(3, 4, 5, 6))), context([4, 2]))
        XCTAssertFalse(recorder.containerSizes.isEmpty, "the custom provider was never called")
        for size in recorder.containerSizes {
            XCTAssertEqual(size.width, 320, accuracy: Self.accuracy, "custom provider container width")
            XCTAssertEqual(size.height, 80, accuracy: Self.accuracy, "custom provider container height")
        }
    }

    func testItemInsetLargerThanSlotGivesPositiveDifferenceAsSize() {
        // Docs/Solver.md 3c step 8, from charon's facts page (github.com/kern0x1b/charon): "an item 9.5 wide with 7
        // points on each side is 4.5 wide" (|9.5 − 14|). HG(FW1, AB20) of AB9.5 × AB20 items with insets (0,7,0,7).
        // Only the size and y are pinned: where such a frame's x lands is not published.
        let group = hGroup(fw(1), ab(20), [item(ab(9.5), ab(20), insets: insets(0, 7, 0, 7))])
        guard let solution = solve(layout(section(group)), context([1])),
              let frame = solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame else { return }
        XCTAssertEqual(frame.width, 4.5, accuracy: Self.accuracy, "width")
        XCTAssertEqual(frame.height, 20, accuracy: Self.accuracy, "height")
        XCTAssertEqual(frame.minY, 0, accuracy: Self.accuracy, "y")
    }
}
