import Foundation
import XCTest
@testable import LayoutKitLinux

/// From a Swift test to the tools: lint a layout built in code, print its pictures, and get usable files from a
/// failing snapshot (Docs/CLI.md, "From a Swift test"; Docs/Snapshots.md, "When a snapshot fails").
final class SwiftBridgeTests: XCTestCase {
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Docs/Lint.md, rule fractional-size-in-estimated-group: a fractionalHeight(1) item in an estimated(44) group
    /// never self-sizes. Built in Swift, the warning names the document path of the item's height.
    func testLintFindsThePitfallInALayoutBuiltInSwift() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let warnings = LayoutLint.check(layout, LayoutContext(containerSize: CGSize(width: 390, height: 844), itemCounts: [3]))
        XCTAssertEqual(warnings.map(\.rule), [.fractionalSizeInEstimatedGroup])
        XCTAssertEqual(warnings.first?.path, "sections[0].group.subitems[0].layoutSize.heightDimension")
    }

    func testLintOfALayoutItCannotReadSaysWhere() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let warnings = LayoutLint.check(layout, LayoutContext(containerSize: CGSize(width: 390, height: 844), itemCounts: [3]))
        XCTAssertEqual(warnings.map(\.rule), [.invalidLayout])
        XCTAssertEqual(warnings.first?.path, "section 0 > group > subitems[0] > layoutSize.heightDimension")
    }

    /// One full-width 100-pt row in a 320-wide view: the dump names the cell and its frame; the SVG is the content
    /// plus its 8-pt margin on each side, 336 wide.
    func testPicturesAreCallableFromATest() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1]))
        XCTAssertTrue(solution.frameDump().contains("cell - 0.0 0 0 320 100 0"), solution.frameDump())
        XCTAssertEqual(solution.frameDump(), FrameDump.render(solution))
        XCTAssertEqual(solution.asciiDiagram(width: 40), ASCIIDiagram.render(solution, width: 40))
        XCTAssertTrue(solution.svgDiagram().contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="336""#), solution.svgDiagram())
        let page = solution.htmlPage(title: "row")
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>") && page.contains("<title>row</title>"), String(page.prefix(300)))
    }

    /// A mismatch leaves `<test>.actual.frames`, `.actual.svg` and `.actual.html` beside the reference; the message's
    /// `layout-dump diff` command runs on them and reports the difference (exit 1); a match removes them again.
    func testFailingSnapshotLeavesTheActualDumpAndADiffCommand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func solution(height: CGFloat) throws -> LayoutSolution {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item])
            return try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                .solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [2]))
        }
        let recorded = LayoutSnapshot.verify(try solution(height: 50), record: .missing, snapshotDirectory: directory.path, testName: "rows()")
        XCTAssertNotNil(recorded)
        let reference = directory.appendingPathComponent("rows.frames")
        let actual = directory.appendingPathComponent("rows.actual.frames")
        let picture = directory.appendingPathComponent("rows.actual.svg")
        let page = directory.appendingPathComponent("rows.actual.html")

        let message = try XCTUnwrap(LayoutSnapshot.verify(try solution(height: 60), record: .missing, snapshotDirectory: directory.path, testName: "rows()"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: actual.path), message)
        XCTAssertTrue(FileManager.default.fileExists(atPath: picture.path), message)
        XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), message)
        XCTAssertTrue(message.contains("layout-dump diff \(reference.path) \(actual.path)"), message)
        XCTAssertEqual(try String(contentsOf: actual, encoding: .utf8), FrameDump.render(try solution(height: 60)))

        let diff = try LayoutDumpRunner.run(["diff", reference.path, actual.path])
        XCTAssertEqual(diff.status, 1, diff.stderr)
        // Rows of 50, then of 60: cell 0 grew, cell 1 grew and moved from y 50 to y 60, the content from 100 to 120.
        XCTAssertTrue(diff.stdout.contains("moved+resized cell 0.1: (0, 50, 320 x 50) -> (0, 60, 320 x 60)"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("content       320 x 100 -> 320 x 120"), diff.stdout)

        XCTAssertNil(LayoutSnapshot.verify(try solution(height: 50), record: .missing, snapshotDirectory: directory.path, testName: "rows()"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: actual.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: picture.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: page.path))
    }

    /// After `LAYOUTKIT_RECORD=failed` re-records, the message says to run again without that mode (it used to name `=all`).
    func testRecordingMessageNamesTheModeInUse() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = LayoutSnapshot.verify(text: "one\n", record: .missing, snapshotDirectory: directory.path, testName: "t()")
        let message = try XCTUnwrap(LayoutSnapshot.verify(text: "two\n", record: .failed, snapshotDirectory: directory.path, testName: "t()"))
        XCTAssertTrue(message.contains("without LAYOUTKIT_RECORD=failed"), message)
        XCTAssertFalse(message.contains("LAYOUTKIT_RECORD=all"), message)
    }
}
