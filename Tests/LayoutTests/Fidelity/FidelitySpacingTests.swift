import Foundation
import XCTest
@testable import LayoutKitLinux

/// The spacing case a fixture cannot state: charon case 30 (github.com/kern0x1b/charon,
/// tests/backports/device/compositional-expectations.h), whose content height is unpublished (a fixture pins every
/// number). The rest of the spacing family — cases 0-23, 27, 40 and the width sweep — are fixtures in
/// Tests/LayoutTests/Fixtures/spacing/ (Docs/Fidelity.md).
final class FidelitySpacingTests: FidelityTestCase {
    func testHeightAsFractionOfWidthTakesSpacingSubtractionAndSticksOutOfRowCase30() {
        // Case 30 (measured): HG(FW1, AB20) of [IT(FW .5, AB 100), IT(FW .5, FW .25)], fixed(10), 4 items.
        // Docs/Solver.md, step 3c cross-fraction rule: 2 fit with no spacing (160 + 160); fractions resolve in 320 − 1·10 = 310:
        // widths 155, heights 100 and 0.25·310 = 77.5; with the gap 155 + 10 + 155 = 320 fits 2 → x 0/165.
        // Rows are the group's 20 apart; the items stick out of the row (Docs/Solver.md, step 3c), not clipped.
        // The content height is not published for this case and the items overhang the rows, so it is not pinned;
        // the content width is the view's 320 (Docs/Solver.md, step 4).
        let group = hGroup(fw(1), ab(20), [item(fw(0.5), ab(100)), item(fw(0.5), fw(0.25))], spacing: .fixed(10))
        let frames: [Frame] = [(0, 0, 155, 100), (165, 0, 155, 77.5), (0, 20, 155, 100), (165, 20, 155, 77.5)]
        assertLayout(layout(section(group)), context([4]), frames: [frames], content: nil, rtlContentWidth: 320)
    }
}
