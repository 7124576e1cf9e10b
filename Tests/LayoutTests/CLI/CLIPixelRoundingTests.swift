import Foundation
import XCTest

/// `--uikit VERSION`: the pixel rounding of a UIKit version over the document's `pixelRounding` (Docs/CLI.md;
/// the rule: Docs/Solver.md, step 3b).
final class CLIPixelRoundingTests: XCTestCase {
    /// Two fractionalWidth(0.5) items of a 367-pt view at @3x: 183.5 = 550.5 px each.
    private let halves = LayoutJSON.row(items: 2, extraRoot: "\"container\": {\"width\": 367, \"height\": 100}, \"displayScale\": 3,")

    private func cellLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("cell ") }
    }

    func testUIKit14RoundsHalfPixelSizesUpWhereTheDefaultFloorsThem() throws {
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(halves)
        defer { cleanup() }
        // Current (the default): 550.5 px floored to 550 = 183.3333; the second cell at the sum 183.3333.
        let current = try LayoutDumpRunner.run(["--format", "frames", url.path])
        XCTAssertEqual(current.status, 0, current.stderr)
        XCTAssertEqual(cellLines(current.stdout), ["cell - 0.0 0 0 183.3333 44 0", "cell - 0.1 183.3333 0 183.3333 44 0"])
        // iOS 14: 183.5 kept; the second origin 183.5 = 550.5 px and each size 550.5 px round away from zero to 551 = 183.6667.
        for version in ["14", "iOS14", "15"] {
            let old = try LayoutDumpRunner.run(["--format", "frames", "--uikit", version, url.path])
            XCTAssertEqual(old.status, 0, old.stderr)
            XCTAssertEqual(cellLines(old.stdout), ["cell - 0.0 0 0 183.6667 44 0", "cell - 0.1 183.6667 0 183.6667 44 0"], version)
        }
    }

    func testUIKitCurrentOverridesTheDocumentsPixelRounding() throws {
        let document = LayoutJSON.row(items: 2, extraRoot: "\"container\": {\"width\": 367, \"height\": 100}, \"displayScale\": 3, \"pixelRounding\": \"iOS14\",")
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(document)
        defer { cleanup() }
        let asWritten = try LayoutDumpRunner.run(["--format", "frames", url.path])
        XCTAssertEqual(cellLines(asWritten.stdout), ["cell - 0.0 0 0 183.6667 44 0", "cell - 0.1 183.6667 0 183.6667 44 0"])
        let current = try LayoutDumpRunner.run(["--format", "frames", "--uikit", "current", url.path])
        XCTAssertEqual(current.status, 0, current.stderr)
        XCTAssertEqual(cellLines(current.stdout), ["cell - 0.0 0 0 183.3333 44 0", "cell - 0.1 183.3333 0 183.3333 44 0"])
    }

    func testUnknownUIKitVersionIsAUsageErrorListingTheVersions() throws {
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(halves)
        defer { cleanup() }
        for bad in ["13", "16", "", "ios14"] {
            let result = try LayoutDumpRunner.run(["--uikit", bad, url.path])
            XCTAssertEqual(result.status, 2, "\(bad): \(result.stdout)")
            XCTAssertTrue(result.stderr.hasPrefix("Error: "), result.stderr)
            XCTAssertTrue(result.stderr.contains("--uikit"), result.stderr)
            XCTAssertTrue(result.stderr.contains("14, 15 or current"), result.stderr)
        }
    }
}
