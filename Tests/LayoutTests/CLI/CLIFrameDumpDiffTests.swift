import Foundation
import XCTest

/// `layout-dump diff` of a layout against its own frame dump (issue #28 item 1, #29 item 5): no differences at any
/// scale or in either direction, for dumps with Windows line endings and for a kind spelled `-`.
final class CLIFrameDumpDiffTests: XCTestCase {
    func testADocumentEqualsItsOwnDumpAtEveryScaleBothWays() throws {
        // The case: Examples/two-column-grid.json on an iPhone 16 (@3x) printed "12 differences".
        for options in [["--device", "iPhone 16"], ["--device", "iPhone SE (3rd generation)"], ["--scale", "1"], []] {
            let dumped = try LayoutDumpRunner.run(["--format", "frames"] + options + ["Examples/two-column-grid.json"])
            XCTAssertEqual(dumped.status, 0, dumped.stderr)
            let (file, cleanup) = try LayoutDumpRunner.temporaryFile(dumped.stdout, name: "a.frames")
            defer { cleanup() }
            for arguments in [[file.path, "Examples/two-column-grid.json"], ["Examples/two-column-grid.json", file.path]] {
                let result = try LayoutDumpRunner.run(["diff"] + options + arguments)
                XCTAssertEqual(result.status, 0, "\(options) \(arguments): \(result.stdout)\(result.stderr)")
                XCTAssertTrue(result.stdout.contains("no differences (12 elements, tolerance 0)"), result.stdout)
            }
        }
    }

    func testADumpWithWindowsLineEndingsIsReadByDiffAndRender() throws {
        let dumped = try LayoutDumpRunner.run(["--format", "frames", "Examples/two-column-grid.json"])
        let (file, cleanup) = try LayoutDumpRunner.temporaryFile(dumped.stdout.replacingOccurrences(of: "\n", with: "\r\n"), name: "crlf.frames")
        defer { cleanup() }
        let result = try LayoutDumpRunner.run(["diff", file.path, "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let redrawn = try LayoutDumpRunner.run(["--format", "frames", file.path])
        XCTAssertEqual(redrawn.status, 0, redrawn.stderr)
        XCTAssertEqual(redrawn.stdout, dumped.stdout)
    }

    func testAKindSpelledDashSurvivesADumpAndItsDiff() throws {
        let text = "# layout-dump frames v1\ncontent 320 64\ncell - 0.0 0 20 320 44 0\nsupplementary \"-\" 0.0 0 0 320 20 0\n"
        let (file, cleanup) = try LayoutDumpRunner.temporaryFile(text, name: "dash.frames")
        defer { cleanup() }
        let redrawn = try LayoutDumpRunner.run(["--format", "frames", file.path])
        XCTAssertEqual(redrawn.stdout, text, redrawn.stderr)
        let result = try LayoutDumpRunner.run(["diff", file.path, file.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("no differences (2 elements, tolerance 0)"), result.stdout)
    }
}
