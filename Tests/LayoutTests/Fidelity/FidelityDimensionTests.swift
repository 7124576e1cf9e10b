import Foundation
import XCTest
@testable import LayoutKitLinux

/// The dimension case a layout document cannot state: `uniformAcrossSiblings(estimate:)` (not supported in documents,
/// Docs/Schema.md). The other dimension cases are fixtures in Tests/LayoutTests/Fixtures/dimensions/ (Docs/Fidelity.md).
final class FidelityDimensionTests: FidelityTestCase {
    func testUniformAcrossSiblingsWithoutSelfSizingActsAsItsEstimate() {
        // Derived (Docs/Solver.md 3b: an estimate stands unless the measure pass replaces it; with no sizing every
        // element keeps its estimate): HG(FW1, ES40) of FW0.5 × uniformAcrossSiblings(estimate: 40): rows of 40 (the
        // group as tall as its tallest item, Docs/Solver.md 3c step 5), 3 items → 2 rows → content 80.
        let group = hGroup(fw(1), es(40), [item(fw(0.5), .uniformAcrossSiblings(estimate: 40))])
        let frames: [Frame] = [(0, 0, 160, 40), (160, 0, 160, 40), (0, 40, 160, 40)]
        assertLayout(layout(section(group)), context([3]), frames: [frames], content: (320, 80))
    }
}
