import Foundation
import XCTest
@testable import LayoutKitLinux

/// A frame dump drawn by `layout-dump` shows badges as badges (Docs/CLI.md, "Drawing a frame dump").
final class FrameDumpDrawingTests: XCTestCase {
    func testBadgeKindsAreReadFromWhereSupplementariesAreFiled() throws {
        let dump = try FrameDumpDiff.parse("""
            # layout-dump frames v1
            content 320 200
            cell - 0.0 0 20 160 80 0
            cell - 0.1 160 20 160 80 0
            supplementary badge 0.0 140 10 20 20 1
            supplementary badge 0.1 300 10 20 20 1
            supplementary header 0.0 0 0 320 20 1
            supplementary header 1.0 0 100 320 20 1
            supplementary layout-header 0.9223372036854775807 0 0 320 10 1
            supplementary pair 1.0 0 120 10 10 1
            supplementary pair 1.0 10 120 10 10 1

            """)
        // badge: filed at item 1; pair: two in section 1; header and layout-header: one per section at item 0 / Int.max.
        XCTAssertEqual(dump.badgeKinds, ["badge", "pair"])
    }

    func testRenderingADumpDrawsItsBadgesInTheBadgeStyle() throws {
        let solved = try LayoutDumpRunner.run(["--format", "frames", "Examples/apple-item-badges.json"])
        XCTAssertEqual(solved.status, 0, solved.stderr)
        let (file, cleanup) = try LayoutDumpRunner.temporaryFile(solved.stdout, name: "badges.frames")
        defer { cleanup() }
        let drawn = try LayoutDumpRunner.run(["--format", "ascii", "--width", "80", file.path])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertTrue(drawn.stdout.contains("o~! item or group supplementary (badge)"), drawn.stdout)
        let fromDocument = try LayoutDumpRunner.run(["--format", "ascii", "--width", "80", "Examples/apple-item-badges.json"])
        XCTAssertEqual(drawn.stdout.split(separator: "\n").dropFirst(), fromDocument.stdout.split(separator: "\n").dropFirst())
    }
}
