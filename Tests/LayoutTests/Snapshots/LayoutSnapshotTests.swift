import Foundation
import XCTest
@testable import LayoutKitLinux

/// The snapshot helper in every record mode. References go to temporary directories (never into the repository):
/// `filePath` points at a fake test file in one, so `__Snapshots__/<TestFile>/` is created there.
final class LayoutSnapshotTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var testFile: String { directory.appendingPathComponent("GridTests.swift").path }
    private var reference: URL { directory.appendingPathComponent("__Snapshots__/GridTests/testGrid.frames") }

    /// A row of `count` items of width `fraction` in 320 x 480.
    private func solution(fraction: CGFloat, count: Int = 2) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        return try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [count]))
    }

    private func verify(_ solution: LayoutSolution, mode: String?, name: String? = nil) -> String? {
        LayoutSnapshot.verify(solution, named: name, environment: mode.map { ["LAYOUTKIT_RECORD": $0] } ?? [:],
                              filePath: testFile, testName: "testGrid()")
    }

    private func referenceText() throws -> String { try String(contentsOf: reference, encoding: .utf8) }

    func testReferencePathIsBesideTheTestFile() {
        XCTAssertEqual(LayoutSnapshot.referenceURL(filePath: "/repo/Tests/AppTests/GridTests.swift", testName: "testGrid()").path,
                       "/repo/Tests/AppTests/__Snapshots__/GridTests/testGrid.frames")
        XCTAssertEqual(LayoutSnapshot.referenceURL(filePath: "/repo/T/GridTests.swift", testName: "grid()", name: "rtl wide").path,
                       "/repo/T/__Snapshots__/GridTests/grid.rtl_wide-5050777c.frames")
        XCTAssertEqual(LayoutSnapshot.referenceURL(filePath: "/r/GridTests.swift", testName: "t", snapshotDirectory: "/elsewhere").path, "/elsewhere/t.frames")
    }

    func testMissingModeRecordsANewReferenceAndFailsThenPasses() throws {
        let halves = try solution(fraction: 0.5)
        let first = try XCTUnwrap(verify(halves, mode: nil), "recording must fail the test")
        XCTAssertTrue(first.hasPrefix("No reference snapshot existed. Recorded the snapshot at \(reference.path)."), first)
        // The reference is the frame dump: 0.5 x 320 = 160 each.
        XCTAssertEqual(try referenceText(), "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 160 44 0\ncell - 0.1 160 0 160 44 0\n")
        XCTAssertNil(verify(halves, mode: nil), "the second run compares and passes")
        XCTAssertNil(verify(halves, mode: "missing"))
    }

    func testAMismatchFailsWithAHunkDiffAndKeepsTheReference() throws {
        _ = verify(try solution(fraction: 0.5), mode: nil)
        // Thirds instead of halves: 106.5 wide (floored to the 0.5-pt grid, Docs/Solver.md, step 3b), three items.
        let message = try XCTUnwrap(verify(try solution(fraction: 1.0 / 3.0, count: 3), mode: nil))
        XCTAssertTrue(message.hasPrefix("The layout does not match its snapshot \(reference.path):\n"), message)
        XCTAssertTrue(message.contains("""
            --- testGrid.frames (reference)
            +++ actual
            @@ -1,4 +1,5 @@
             # layout-dump frames v1
             content 320 44
            -cell - 0.0 0 0 160 44 0
            -cell - 0.1 160 0 160 44 0
            +cell - 0.0 0 0 106.5 44 0
            +cell - 0.1 106.5 0 106.5 44 0
            +cell - 0.2 213 0 106.5 44 0

            """), message)
        XCTAssertTrue(message.hasSuffix("If the change is intended, re-record with LAYOUTKIT_RECORD=failed."), message)
        XCTAssertTrue(try referenceText().contains("cell - 0.1 160 0 160 44 0"), "missing mode never overwrites")
    }

    func testFailedModeRewritesOnlyMismatchesAndStillFails() throws {
        _ = verify(try solution(fraction: 0.5), mode: nil)
        XCTAssertNil(verify(try solution(fraction: 0.5), mode: "failed"), "a match passes and is not rewritten")
        let message = try XCTUnwrap(verify(try solution(fraction: 0.25, count: 4), mode: "failed"))
        XCTAssertTrue(message.contains("Recorded the snapshot at"), message)
        XCTAssertTrue(message.contains("-cell - 0.1 160 0 160 44 0"), message)
        XCTAssertTrue(try referenceText().contains("cell - 0.3 240 0 80 44 0"), "0.25 x 320 = 80, the fourth at 240")
        XCTAssertNil(verify(try solution(fraction: 0.25, count: 4), mode: nil))
    }

    func testAllModeRewritesEveryReferenceAndFails() throws {
        let halves = try solution(fraction: 0.5)
        _ = verify(halves, mode: nil)
        let message = try XCTUnwrap(verify(halves, mode: "all"), "recording always fails, even when nothing changed")
        XCTAssertTrue(message.hasPrefix("LAYOUTKIT_RECORD=all re-records every snapshot (this one had not changed)."), message)
        let changed = try XCTUnwrap(verify(try solution(fraction: 0.25, count: 1), mode: "ALL"))
        XCTAssertTrue(changed.contains("it had changed:\n--- reference\n+++ actual\n"), changed)
        XCTAssertTrue(try referenceText().contains("cell - 0.0 0 0 80 44 0"))
    }

    func testNeverModeDoesNotRecordAndFailsWhenMissing() throws {
        let message = try XCTUnwrap(verify(try solution(fraction: 0.5), mode: "never"))
        XCTAssertTrue(message.hasPrefix("No reference snapshot at \(reference.path), and LAYOUTKIT_RECORD=never does not record one."), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
        _ = verify(try solution(fraction: 0.5), mode: nil)
        XCTAssertNil(verify(try solution(fraction: 0.5), mode: "never"))
        XCTAssertNotNil(verify(try solution(fraction: 0.25), mode: "never"))
        XCTAssertTrue(try referenceText().contains("160 44 0"), "never mode never writes")
    }

    func testUnknownRecordModeIsAFailureThatListsTheModes() throws {
        let message = try XCTUnwrap(verify(try solution(fraction: 0.5), mode: "sometimes"))
        XCTAssertEqual(message, "LAYOUTKIT_RECORD=sometimes is not a record mode; use one of missing, all, failed, never (default missing)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
    }

    func testNamedSnapshotsAndUnsolvableLayouts() throws {
        _ = verify(try solution(fraction: 0.5), mode: nil, name: "halves")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("__Snapshots__/GridTests/testGrid.halves.frames").path))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(400), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        let message = try XCTUnwrap(LayoutSnapshot.verify(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                          in: LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1]),
                                                          environment: [:], filePath: testFile, testName: "testBad()"))
        XCTAssertTrue(message.hasPrefix("The layout could not be solved, so there is no snapshot to compare: section 0 > group"), message)
    }

    func testTheXCTestIdiomFromTheDocs() throws {
        // Docs/Snapshots.md: `if let message = verifyLayoutSnapshot(of: solution) { XCTFail(message) }`. Here the reference
        // is recorded first in the temporary directory, so the idiom passes.
        let solution = try solution(fraction: 0.5)
        XCTAssertNotNil(verifyLayoutSnapshot(of: solution, record: .missing, snapshotDirectory: directory.path))
        if let message = verifyLayoutSnapshot(of: solution, record: .missing, snapshotDirectory: directory.path) { XCTFail(message) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("testTheXCTestIdiomFromTheDocs.frames").path))
    }

    func testHunkDiffCollapsesUnchangedLines() {
        let a = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let b = a.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        XCTAssertEqual(TextDiff.unified(a, b), """
            --- reference
            +++ actual
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +line ten
             line 11
             line 12
             line 13

            """)
        XCTAssertEqual(TextDiff.unified(a, a), "")
        // Two changes far apart make two hunks.
        let c = b.replacingOccurrences(of: "line 1\n", with: "line one\n")
        XCTAssertEqual(TextDiff.unified(a, c).components(separatedBy: "\n@@ ").count, 3)
    }
}
