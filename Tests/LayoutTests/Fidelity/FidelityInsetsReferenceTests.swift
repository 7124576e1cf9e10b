import Foundation
import XCTest
@testable import LayoutKitLinux

/// `contentInsetsReference` .automatic set on the configuration, which a layout document cannot state (it accepts
/// .automatic on sections only: a configuration has nothing to inherit from). Charon cases 161-180
/// (github.com/kern0x1b/charon tests/backports/device/compositional-expectations.h) in a 320×480 window with
/// layoutMargins (10,20,30,40) and no safe area: a configuration's .automatic acts as .safeArea (Docs/Solver.md 3a),
/// so nothing is inset. The other reference cases are fixtures in Tests/LayoutTests/Fixtures/insets-reference/.
/// The cases' 20-tall header is left out, so the cells start at y 0.
final class FidelityInsetsReferenceTests: FidelityTestCase {
    let margins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)

    /// Down: HG(FW1, AB50) of FW0.5 × FH1 items, 3 items: 160 at x 0/160, rows 0/50, content 320×100.
    /// Sideways: VG(AB100, FH1) of one FW1 × FH1 item per group, 3 items: 100×480 at y 0, x 0/100/200, content 300×480.
    func checkConfigurationAutomatic(_ direction: UICollectionView.ScrollDirection, file: StaticString = #filePath, line: UInt = #line) {
        let group = direction == .vertical
            ? hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))])
            : vGroup(ab(100), fh(1), [item(fw(1), fh(1))])
        let configuration = self.configuration(direction)
        configuration.contentInsetsReference = .automatic
        var ctx = context([3])
        ctx.layoutMargins = margins
        ctx.readableContentInsets = margins
        let frames: [Frame] = direction == .vertical
            ? [(0, 0, 160, 50), (160, 0, 160, 50), (0, 50, 160, 50)]
            : atXs([0, 100, 200], y: 0, w: 100, h: 480)
        assertLayout(UICollectionViewCompositionalLayout(section: section(group), configuration: configuration), ctx,
                     frames: [frames], content: direction == .vertical ? (320, 100) : (300, 480), file: file, line: line)
    }

    func testConfigurationAutomaticDownNoInsetsWithoutSafeAreaCases161to180() { checkConfigurationAutomatic(.vertical) }
    func testConfigurationAutomaticSidewaysNoInsetsCases161to180() { checkConfigurationAutomatic(.horizontal) }
}
