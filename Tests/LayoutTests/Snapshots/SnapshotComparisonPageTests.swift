import LayoutKitLinux
import XCTest

/// A failing snapshot's `.actual.html` shows the reference and the actual layout together, the elements that differ
/// outlined (issue #28, item 5; Docs/Snapshots.md, "The failure message").
final class SnapshotComparisonPageTests: XCTestCase {
    private func row(columns: Int, items: Int) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        return try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [items]))
    }

    func testTheActualPageHoldsBothLayoutsWithTheDifferencesOutlined() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("comparison-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Reference: halves of 320 (two cells 160 wide). Actual: thirds (106.5 at @2x), three cells: every actual cell
        // differs (0.0 resized, 0.1 moved and resized, 0.2 added), and both reference cells differ.
        XCTAssertNotNil(verifyLayoutSnapshot(of: try row(columns: 2, items: 2), record: .all, snapshotDirectory: directory))
        let message = try XCTUnwrap(verifyLayoutSnapshot(of: try row(columns: 3, items: 3), record: .missing, snapshotDirectory: directory))
        XCTAssertTrue(message.contains(".actual.html"), message)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        let pageFile = try XCTUnwrap(files.first { $0.hasSuffix(".actual.html") })
        let page = try String(contentsOfFile: directory + "/" + pageFile, encoding: .utf8)
        XCTAssertTrue(page.contains(">actual (3 elements differ)</button>"), page)
        XCTAssertTrue(page.contains(">reference</button>"), page)
        // The data: the actual tab outlines elements 0, 1, 2; the reference tab 0 and 1.
        XCTAssertTrue(page.contains("\"h\":[0,1,2]"), page)
        XCTAssertTrue(page.contains("\"h\":[0,1]"), page)
        XCTAssertTrue(page.contains("Outlined in red: the 3 elements that differ from the other tab"))
        XCTAssertTrue(page.contains("g.changed > rect"))
        // The reference tab draws the reference's frames: cell 0.1 at x 160, 160 wide.
        XCTAssertTrue(page.contains("<rect class=\"cell\" x=\"160\" y=\"0\" width=\"160\" height=\"44\">"), page)
    }
}
