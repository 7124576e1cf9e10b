import Foundation
import XCTest

/// Apple's sample layouts with headers, footers, badges, backgrounds and orthogonal sections, through the built binary,
/// with frames derived by hand from Docs/Solver.md, steps 3d′, 3d″, 3e, 4 and 6.
final class CLISupplementaryExampleTests: XCTestCase {
    private func frames(_ file: String) throws -> [String] {
        let result = try LayoutDumpRunner.run(["--format", "frames", "Examples/\(file)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    private func assertContains(_ lines: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        for entry in expected {
            XCTAssertTrue(lines.contains(entry), "missing \"\(entry)\" in:\n\(lines.prefix(40).joined(separator: "\n"))", file: file, line: line)
        }
    }

    func testSectionHeadersAndFooters() throws {
        // Insets (0, 10, 0, 10), followed by the boundary items (Docs/Solver.md, step 3e): x 10, 390 - 20 = 370 wide; estimated(44) stays 44
        // (no self-sizing here). The header extends the section on top (y 0), cells follow at 44 every 44 + 5; the last
        // ends at 44 + 4 x 49 + 44 = 284, where the footer starts; the section is 328, five of them 1640 (Docs/Solver.md, step 3e).
        let lines = try frames("apple-section-headers-footers.json")
        assertContains(lines, ["content 390 1640",
                               "cell - 0.0 10 44 370 44 0", "cell - 0.4 10 240 370 44 0",
                               "supplementary section-header-element-kind 0.0 10 0 370 44 1",
                               "supplementary section-footer-element-kind 0.0 10 284 370 44 1",
                               "supplementary section-header-element-kind 1.0 10 328 370 44 1"])
    }

    func testPinnedSectionHeaders() throws {
        // Sections are 44 + 5 x 44 + 4 x 5 = 284 tall. Scrolled to y 300, section 1 (284...568) has its header pinned at the
        // visible top, 300, with zIndex 1,000,000,000 + 2; section 0's header stops at its section's end, 284 - 44 = 240 (Docs/Solver.md, step 3e).
        let lines = try frames("apple-pinned-section-headers.json")
        assertContains(lines, ["content 390 1420",
                               "supplementary section-header-element-kind 0.0 10 240 370 44 2",
                               "supplementary section-header-element-kind 1.0 10 300 370 44 1000000002"])
        // --content-offset overrides the document: at y 0 nothing is above the view, so section 0's header rests at its
        // natural y 0 and is in view (zIndex 1,000,000,002), and section 1's stays at 284.
        let top = try LayoutDumpRunner.run(["--format", "frames", "--content-offset", "0,0", "Examples/apple-pinned-section-headers.json"])
        XCTAssertTrue(top.stdout.contains("supplementary section-header-element-kind 0.0 10 0 370 44 1000000002\n"), top.stdout)
        XCTAssertTrue(top.stdout.contains("supplementary section-header-element-kind 1.0 10 284 370 44 1000000002\n"), top.stdout)
    }

    func testSectionBackgroundDecoration() throws {
        // Each section is 10 + 5 x 44 + 4 x 5 + 10 = 260 tall; the background is the section less its 5-pt insets,
        // (5, 5 + 260k, 380, 250), index path = its position in decorationItems (0); decorated sections' cells get zIndex 1 (Docs/Solver.md, step 4).
        let lines = try frames("apple-section-background-decoration.json")
        assertContains(lines, ["content 390 1300", "cell - 0.0 10 10 370 44 1", "cell - 1.0 10 270 370 44 1",
                               "decoration section-background-element-kind 0.0 5 5 380 250 0",
                               "decoration section-background-element-kind 1.0 5 265 380 250 0"])
    }

    func testItemBadges() throws {
        // Group 390 - 40 = 350 wide, 0.2 x 350 = 70 tall; items 0.25 x 350 = 87.5 less 5-pt insets: (25, 25, 77.5, 60).
        // Badge: top-trailing point of the cell (102.5, 25), less the badge's own top-trailing point (20, 0), plus the
        // fractional offset (0.3 x 20, -0.3 x 20) = (6, -6): (88.5, 19, 20, 20), zIndex 1 (Docs/Solver.md, step 3d″).
        let lines = try frames("apple-item-badges.json")
        assertContains(lines, ["content 390 390", "cell - 0.0 25 25 77.5 60 0",
                               "supplementary badge-element-kind 0.0 88.5 19 20 20 1",
                               "supplementary badge-element-kind 0.5 176 89 20 20 1"])
        // The diagram draws the document's badges in their own style: at 390/79 pt a column, badge 0.0 spans
        // 88.5/4.94 = 17.9 → column 18 to 108.5/4.94 = 22.0 → 22, so "o~~~o".
        let ascii = try LayoutDumpRunner.run(["--format", "ascii", "--width", "80", "Examples/apple-item-badges.json"])
        XCTAssertTrue(ascii.stdout.contains("o~~~o"), ascii.stdout)
        XCTAssertTrue(ascii.stdout.contains("o~! item or group supplementary (badge)"), ascii.stdout)
    }

    func testLayoutHeaderAndFooter() throws {
        // A 30-pt layout header above the sections (index path item Int.max of section 0), sections of two 60-pt rows,
        // and the 20-pt footer at the content end: 30 + 120 + 120 = 270, content 290 (Docs/Solver.md, step 3e, case 137).
        let lines = try frames("layout-header-footer.json")
        assertContains(lines, ["content 320 290", "cell - 0.0 0 30 160 60 0",
                               "supplementary layout-header 0.9223372036854775807 0 0 320 30 1",
                               "supplementary layout-footer 0.9223372036854775807 0 270 320 20 1"])
    }

    func testOrthogonalScrolling() throws {
        // Continuous sections: groups of 0.85 x 390 = 331.5 by 0.4 x 844 = 337.6, floored to 337.5, in one row (Docs/Solver.md, step 3d′):
        // the second group's leading item is at 331.5 + 10 = 341.5 on the same row; each section is one row, 337.5 tall.
        let lines = try frames("apple-orthogonal-scrolling.json")
        assertContains(lines, ["content 390 1687.5", "cell - 0.0 10 10 212 317.5 0", "cell - 0.3 341.5 10 212 317.5 0",
                               "cell - 1.0 10 347.5 212 317.5 0"])
    }

    func testOrthogonalBehavioursAtAnOffsetOf100() throws {
        // Section 0 (.none) stacks its three groups: 44 + 3 x 337.5 = 1056.5, where section 1's header starts. Each
        // orthogonal section is its 44-pt header plus one 337.5-pt row: 381.5. Rows of 3 x 331.5 = 994.5 scroll 0...604.5.
        // Offset 100: .continuous keeps it (cell x 10 - 100 = -90); .continuousGroupLeadingBoundary and .groupPaging rest
        // on the nearest group edge, 0 (not 331.5); .paging on the nearest 390-pt page, 0 (Docs/Solver.md, step 3d′). Headers do not scroll.
        let lines = try frames("apple-orthogonal-behaviors.json")
        assertContains(lines, ["supplementary section-header-element-kind 1.0 0 1056.5 390 44 1",
                               "cell - 1.0 -90 1110.5 212 317.5 0", "cell - 2.0 10 1492 212 317.5 0",
                               "cell - 3.0 10 1873.5 212 317.5 0", "cell - 4.0 10 2255 212 317.5 0",
                               "supplementary section-header-element-kind 2.0 0 1438 390 44 1"])
    }
}
