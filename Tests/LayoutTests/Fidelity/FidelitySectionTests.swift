import Foundation
import XCTest
@testable import LayoutKitLinux

/// Section providers, where the API itself is the point: what the provider's environment holds and a nil section.
/// The other section cases (insets, spacings, trimming, several sections, sideways) are fixtures in
/// Tests/LayoutTests/Fixtures/sections/ and sideways/ (Docs/Fidelity.md). 320×480 at scale 2 unless noted.
final class FidelitySectionTests: FidelityTestCase {
    func testSectionProviderEnvironmentContainerIsWholeViewSizeCase62() {
        // Case 62 (github.com/kern0x1b/charon tests/backports/device/compositional-expectations.h, measured: 100×30
        // items, content 200×150 in a 200×300 view): the provider lays out two columns of half the environment's width: environment.container.effectiveContentSize.width == 200 (the whole view),
        // so items are AB100 × FH1 in HG(FW1, AB30); 10 items → 5 rows → content 200×150.
        let recorder = FidelityRecorder()
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            recorder.sections.append(index)
            recorder.containerSizes.append(environment.container.contentSize)
            recorder.effectiveSizes.append(environment.container.effectiveContentSize)
            let column = environment.container.effectiveContentSize.width / 2
            return self.section(self.hGroup(self.fw(1), self.ab(30), [self.item(self.ab(column), self.fh(1))]))
        })
        let frames = grid(count: 10, slots: [0, 100], slotLength: 100, lineStep: 30, cross: 30)
        assertLayout(provider, context([10], width: 200, height: 300), frames: [frames], content: (200, 150))
        XCTAssertTrue(recorder.sections.contains(0), "the provider was not asked for section 0")
        for (size, effective) in zip(recorder.containerSizes, recorder.effectiveSizes) {
            XCTAssertEqual(size.width, 200, accuracy: Self.accuracy, "environment container width")
            XCTAssertEqual(size.height, 300, accuracy: Self.accuracy, "environment container height")
            XCTAssertEqual(effective.width, 200, accuracy: Self.accuracy, "environment effective width")
        }
        // Docs/Solver.md step 6 (charon's example): the rect (0,150,200,30) lies wholly below the 150-tall content → nothing.
        if let solution = solve(provider, context([10], width: 200, height: 300)) {
            XCTAssertTrue(solution.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 200, height: 30)).isEmpty,
                          "a rect below the content must answer nothing")
        }
    }

    func testSectionProviderEnvironmentIgnoresReferenceInsetsLayoutDoesNot() {
        // Docs/Solver.md 3a (charon's facts page, github.com/kern0x1b/charon): the provider's environment is the whole view (320×480) even when the layout's
        // container is inset by layoutMargins (0,20,0,40) through contentInsetsReference .layoutMargins; the section
        // itself is laid out in 320 − 60 = 260: FW0.5 items are 130 wide at x 20/150. 2 items, HG(FW1, AB40) → 40.
        let recorder = FidelityRecorder()
        let configuration = self.configuration()
        configuration.contentInsetsReference = .layoutMargins
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            recorder.containerSizes.append(environment.container.effectiveContentSize)
            return self.section(self.hGroup(self.fw(1), self.ab(40), [self.item(self.fw(0.5), self.fh(1))]))
        }, configuration: configuration)
        var ctx = context([2])
        ctx.layoutMargins = insets(0, 20, 0, 40)
        assertLayout(provider, ctx, frames: [[(20, 0, 130, 40), (150, 0, 130, 40)]], content: (320, 40))
        XCTAssertFalse(recorder.containerSizes.isEmpty, "the provider was never called")
        for size in recorder.containerSizes {
            XCTAssertEqual(size.width, 320, accuracy: Self.accuracy, "environment effective width")
            XCTAssertEqual(size.height, 480, accuracy: Self.accuracy, "environment effective height")
        }
    }

    func testSectionProviderNilForEmptySectionIsAllowed() {
        // Docs/Solver.md 3d: only a nil section *with items* is an error. Counts [2, 0]; the provider returns nil for section 1.
        // Section 0: HG(FW1, AB40), FW0.5 items → 160×40 at x 0/160; content 40 (no interSectionSpacing).
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 1 ? nil : self.section(self.hGroup(self.fw(1), self.ab(40), [self.item(self.fw(0.5), self.fh(1))]))
        })
        assertLayout(provider, context([2, 0]), frames: [[(0, 0, 160, 40), (160, 0, 160, 40)], []], content: (320, 40))
    }
}
