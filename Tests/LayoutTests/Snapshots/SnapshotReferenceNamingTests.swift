import Foundation
import XCTest
@testable import LayoutKitLinux

/// Reference files (issue #29, item 7): distinct snapshot names never share a file, simple names keep the file they
/// always had, and a reference that is not UTF-8 text fails without being recorded over.
final class SnapshotReferenceNamingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-snapshot-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String?) -> String {
        LayoutSnapshot.referenceURL(filePath: "/repo/Tests/GridTests.swift", testName: "testGrid()", name: name).lastPathComponent
    }

    func testSimpleNamesKeepTheirFiles() {
        XCTAssertEqual(path(nil), "testGrid.frames")
        XCTAssertEqual(path("rtl"), "testGrid.rtl.frames")
        XCTAssertEqual(path("iPhone-16_wide.v2"), "testGrid.iPhone-16_wide.v2.frames")
    }

    func testNamesThatDifferOnlyInEscapedCharactersGetDistinctFiles() {
        // FNV-1a (64-bit, folded to 32) of the UTF-8 bytes: "columns(2)" 58e8089c, "columns(3)" 58f9a119.
        XCTAssertEqual(path("columns(2)"), "testGrid.columns_2_-58e8089c.frames")
        XCTAssertEqual(path("columns(3)"), "testGrid.columns_3_-58f9a119.frames")
        XCTAssertEqual(path("日本"), "testGrid.__-b4ceb0a4.frames")
        XCTAssertEqual(path("中国"), "testGrid.__-9bdee816.frames")
        // A name that looks like another's escaped spelling is still distinct from it.
        XCTAssertNotEqual(path("a b"), path("a_b"))
        let names = ["a b", "a_b", "a.b", "a/b", "a\\b", " a", "a ", ".a", "a.", "", "(", ")", "é", "e\u{301}"]
        XCTAssertEqual(Set(names.filter { !$0.isEmpty }.map(path)).count, names.count - 1)
    }

    private func solution() throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        return try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [2]))
    }

    func testTwoNamesThatOnceSharedAFileAreComparedWithTheirOwnReferences() throws {
        let file = directory.appendingPathComponent("GridTests.swift").path
        let halves = try solution()
        for name in ["columns(2)", "columns(3)"] {
            XCTAssertNotNil(LayoutSnapshot.verify(halves, named: name, record: .missing, filePath: file, testName: "testGrid()"))
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("__Snapshots__/GridTests").path)
        XCTAssertEqual(files.sorted(), ["testGrid.columns_2_-58e8089c.frames", "testGrid.columns_3_-58f9a119.frames"])
    }

    func testAReferenceThatIsNotUTF8FailsAndIsNeverRecordedOverOutsideRecordMode() throws {
        let file = directory.appendingPathComponent("GridTests.swift").path
        let reference = LayoutSnapshot.referenceURL(filePath: file, testName: "testGrid()")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data([0x23, 0x20, 0xFF, 0xFE, 0x0A])
        try garbage.write(to: reference)
        for mode in [LayoutSnapshotRecordMode.missing, .never] {
            let message = try XCTUnwrap(LayoutSnapshot.verify(try solution(), record: mode, filePath: file, testName: "testGrid()"))
            XCTAssertTrue(message.contains("exists but cannot be read as UTF-8"), message)
            XCTAssertEqual(try Data(contentsOf: reference), garbage, "\(mode) wrote over the reference")
        }
        // The default mode (no LAYOUTKIT_RECORD) is `missing`: the same.
        XCTAssertNotNil(LayoutSnapshot.verify(try solution(), environment: [:], filePath: file, testName: "testGrid()"))
        XCTAssertEqual(try Data(contentsOf: reference), garbage)
        // Re-recording replaces it, and fails as every recording does.
        XCTAssertNotNil(LayoutSnapshot.verify(try solution(), record: .failed, filePath: file, testName: "testGrid()"))
        XCTAssertEqual(try String(contentsOf: reference, encoding: .utf8), FrameDump.render(try solution()))
    }

    func testAReferenceUnderTheEarlierSpellingIsPointedOut() throws {
        let file = directory.appendingPathComponent("GridTests.swift").path
        let earlier = directory.appendingPathComponent("__Snapshots__/GridTests/testGrid.rtl_wide.frames")
        try FileManager.default.createDirectory(at: earlier.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(FrameDump.render(try solution()).utf8).write(to: earlier)
        let message = try XCTUnwrap(LayoutSnapshot.verify(try solution(), named: "rtl wide", record: .missing, filePath: file, testName: "testGrid()"))
        XCTAssertTrue(message.contains("recorded before names were kept distinct is at \(earlier.path)"), message)
    }
}
