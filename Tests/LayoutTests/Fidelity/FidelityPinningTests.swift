import Foundation
import XCTest
@testable import LayoutKitLinux

/// Pinned boundary items (Docs/Solver.md, step 4, "Pinning"; CHARON cases 141-143): positions depend on
/// `LayoutContext.contentOffset`; a header stops at its section's inset end (the top of its footer); a pinned
/// item in the visible bounds has zIndex 1,000,000,000 + zIndex.
final class FidelityPinningTests: FidelityTestCase {

    private func pinnedSection(footer: Bool) -> NSCollectionLayoutSection {
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top, pin: true)]
            + (footer ? [bnd("f", fw(1), ab(20), .bottom, pin: true)] : [])
        return section
    }

    private func offsetContext(_ counts: [Int], width: CGFloat, height: CGFloat, offset: CGPoint) -> LayoutContext {
        var context = context(counts, width: width, height: height)
        context.contentOffset = offset
        return context
    }

    func testCase141PinnedHeaderStaysAtTheVisibleTopWithZIndexOneBillionAndOne() {
        // 320×100 view at offset 130, counts [3, 12]. Section 0: h 0…30, cells 33…113, ends 118. Section 1: h natural at
        // 118, cells from 118 + 30 + 3 = 151, six rows to 391, ends 396 = the content. Pinned: h1 = max(118, min(130,
        // 391 − 30)) = 130 (measured), z 1e9 + 1; h0 = max(0, min(130, 118 − 30)) = 88, out of view, z 1.
        let context = offsetContext([3, 12], width: 320, height: 100, offset: CGPoint(x: 0, y: 130))
        assertLayoutElements(layout(pinnedSection(footer: false)), context,
                             [supp("h", 1, 0, (4, 130, 310, 30), z: 1_000_000_001), supp("h", 0, 0, (4, 88, 310, 30), z: 1),
                              cell(1, 0, (4, 151, 155, 40), z: 0)], content: (320, 396))
        guard let solution = solve(layout(pinnedSection(footer: false)), context) else { return }
        // Measured rect answers at this offset.
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 130, width: 320, height: 50)), ["0 - 1.0", "0 - 1.1", "1 h 1.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 5, y: 135, width: 40, height: 40)), ["0 - 1.0", "1 h 1.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 163, width: 320, height: 0.5)), ["0 - 1.0", "0 - 1.1"])
    }

    func testCase142HeaderStopsAtItsFooterPinnedFooterStaysAtTheVisibleBottom() {
        // Offset 100 in a 320×100 view. Section 0: h 0…30, cells 33…113, f natural at 118, section end 138. Section 1:
        // h at 138, cells from 171, 6 rows to 411, f natural at 416, end 436 = content. Visible 100…200.
        // h0 = max(0, min(100, 118 − 30)) = 88; f0 = min(118, max(200 − 20, 30)) = 118; h1 = max(138, min(100, …)) =
        // 138; f1 = min(416, max(180, 168)) = 180 — all four in view, z 1e9 + 1 (measured).
        let context = offsetContext([3, 12], width: 320, height: 100, offset: CGPoint(x: 0, y: 100))
        let z = 1_000_000_001
        assertLayoutElements(layout(pinnedSection(footer: true)), context,
                             [supp("h", 0, 0, (4, 88, 310, 30), z: z), supp("f", 0, 0, (4, 118, 310, 20), z: z),
                              supp("h", 1, 0, (4, 138, 310, 30), z: z), supp("f", 1, 0, (4, 180, 310, 20), z: z),
                              cell(1, 0, (4, 171, 155, 40))], content: (320, 436))
        guard let solution = solve(layout(pinnedSection(footer: true)), context) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 100, width: 320, height: 50)), ["0 - 0.2", "1 f 0.0", "1 h 0.0", "1 h 1.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 150, width: 320, height: 30)), ["0 - 1.0", "0 - 1.1", "1 h 1.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 133, width: 320, height: 0.5)), ["1 f 0.0"])
    }

    func testCase143SidewaysPinnedLeadingHeaderFollowsTheOffsetAlongX() {
        // 200×300 view scrolling sideways at offset x 120, counts [8, 4]; HG(AB100, FH1) of FW0.5 × FH1 items, insets
        // (3,4,5,6). h is 60 × FH1 sized in 300 − 3 − 5 = 292, following the insets: natural (0, 3). Section 0: cells from
        // 64, 4 groups → 60 + 4 + 400 + 6 = 470; section 1: 60 + 4 + 200 + 6 = 270; content 740. Pinned at
        // max(0, min(120, 470 − 60)) = 120, z 1e9 + 1 (measured).
        let section = section(hGroup(ab(100), fh(1), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("h", ab(60), fh(1), .leading, pin: true)]
        let context = offsetContext([8, 4], width: 200, height: 300, offset: CGPoint(x: 120, y: 0))
        assertLayoutElements(layout(section, .horizontal), context,
                             [supp("h", 0, 0, (120, 3, 60, 292), z: 1_000_000_001), cell(0, 1, (114, 3, 50, 292)),
                              cell(0, 5, (314, 3, 50, 292))], content: (740, 300), rtl: false)   // RTL: the next test
        guard let solution = solve(layout(section, .horizontal), context) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 320, y: 0, width: 50, height: 300)), ["0 - 0.5", "0 - 0.6"])
        XCTAssertEqual(answered(solution, CGRect(x: 125, y: 5, width: 40, height: 40)), ["0 - 0.1", "0 - 0.2", "1 h 0.0"])
    }

    func testCase143RightToLeftTheOffsetIsInMirroredCoordinates() {
        // The mirror image of case 143: in RTL the visible bounds that show what LTR's x 120…320 showed are at
        // 740 − 320 = 420 … 620 in the mirrored content, so contentOffset.x = 420 pins h at the mirror of LTR's 120:
        // 740 − 120 − 60 = 560; cell 1 (LTR 114) at 740 − 114 − 50 = 576.
        let section = section(hGroup(ab(100), fh(1), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.boundarySupplementaryItems = [bnd("h", ab(60), fh(1), .leading, pin: true)]
        var context = offsetContext([8, 4], width: 200, height: 300, offset: CGPoint(x: 420, y: 0))
        context.traitCollection = UITraitCollection(displayScale: 2, layoutDirection: .rightToLeft)
        guard let solution = solve(layout(section, .horizontal), context) else { return }
        assertElements(solution, [supp("h", 0, 0, (560, 3, 60, 292), z: 1_000_000_001), cell(0, 1, (576, 3, 50, 292))])
    }

    func testPinnedHeaderAtRestKeepsItsNaturalPlace() {
        // At offset 0 nothing moves: h0 at 0 (in view: z 1e9 + 1), h1 natural at 118 is out of the 100-tall view (z 1).
        let context = offsetContext([3, 12], width: 320, height: 100, offset: .zero)
        assertLayoutElements(layout(pinnedSection(footer: false)), context,
                             [supp("h", 0, 0, (4, 0, 310, 30), z: 1_000_000_001), supp("h", 1, 0, (4, 118, 310, 30), z: 1)],
                             content: (320, 396))
    }
}
