import Foundation
import XCTest

/// `layout-dump check`, and fixtures read by `diff` (their expected frames) and `render` (their layout): the built
/// binary, with exit statuses and messages (Docs/CLI.md, Docs/Fidelity.md).
final class CLICheckTests: XCTestCase {
    private func run(_ arguments: [String], stdin: String? = nil) throws -> LayoutDumpRunner.Result {
        try LayoutDumpRunner.run(arguments, stdin: stdin.map { Data($0.utf8) })
    }

    private func withFixture(_ text: String, _ body: (String) throws -> Void) throws {
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(text, name: "case.json")
        defer { cleanup() }
        try body(url.path)
    }

    func testCheckPassesAMatchingFixtureAndExitsZero() throws {
        try withFixture(LayoutFixtureParsingTests.fixture(["mirrorCheck": "true"])) { path in
            let result = try run(["check", path])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, "ok    \(path)\n")
        }
    }

    func testCheckPrintsBothDumpsAndTheirDiffAndExitsOneOnADifference() throws {
        let wrong = LayoutFixtureParsingTests.fixture(["frames": #"["content 320 44", "cell - 0.0 0 0 160 44 0", "cell - 0.1 150 0 160 44 0"]"#])
        try withFixture(wrong) { path in
            let result = try run(["check", path])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.hasPrefix("FAIL  \(path): two halves\n      source: Docs/Solver.md, 3b (derived)\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("--- actual\n# layout-dump frames v1\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("-cell - 0.1 150 0 160 44 0\n+cell - 0.1 160 0 160 44 0\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("cell 0.1: (150, 0) -> (160, 0)"), result.stdout)
            // A tolerance of 10 points lets the 10-point move pass.
            XCTAssertEqual(try run(["check", "--tolerance", "10", path]).status, 0)
        }
    }

    func testCheckRunsAFolderAndSummarises() throws {
        let result = try run(["check", "Tests/LayoutTests/Fixtures/spacing"])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("ok    Tests/LayoutTests/Fixtures/spacing/fraction-0.3-no-spacing-case0.json\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains(" fixtures: "), result.stdout)
    }

    func testDiffReadsAFixtureAsItsExpectedFramesAndRenderAsItsLayout() throws {
        try withFixture(LayoutFixtureParsingTests.fixture()) { path in
            let dump = "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 160 44 0\ncell - 0.1 160 0 150 44 0\n"
            let diff = try run(["diff", path, "-"], stdin: dump)
            XCTAssertEqual(diff.status, 1, diff.stderr)
            XCTAssertTrue(diff.stdout.contains("cell 0.1: 160 x 44 -> 150 x 44"), diff.stdout)
            let rendered = try run(["--format", "frames", path])
            XCTAssertEqual(rendered.status, 0, rendered.stderr)
            XCTAssertEqual(rendered.stdout, "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 160 44 0\ncell - 0.1 160 0 160 44 0\n")
            XCTAssertEqual(try run(["diff", path, "-"], stdin: rendered.stdout).status, 0)
        }
    }

    func testBadFixturesAndBadUsageExitTwoWithTheProblemNamed() throws {
        try withFixture(LayoutFixtureParsingTests.fixture(["confidence": #""sure""#])) { path in
            for arguments in [["check", path], ["diff", path, path], [path]] {
                let result = try run(arguments)
                XCTAssertEqual(result.status, 2, "\(arguments)")
                XCTAssertTrue(result.stderr.hasPrefix("Error: \(path): line 1, column "), result.stderr)
                XCTAssertTrue(result.stderr.contains(": confidence: unknown confidence \"sure\""), result.stderr)
                XCTAssertEqual(result.stdout, "")
            }
        }
        // Usage mistakes print the usage line; bad input does not (Docs/CLI.md, "Exit status and errors").
        let cases: [([String], String, Bool)] = [
            (["check"], "Error: missing FIXTURE", true),
            (["check", "--tolerence", "1", "x.json"], "unknown option '--tolerence' for 'check' (did you mean '--tolerance'?)", true),
            (["check", "--tolerance", "-1", "x.json"], "invalid --tolerance '-1'", true),
            (["check", "missing.json"], "cannot read 'missing.json': no such file", false),
            (["check", "Sources/layout-dump"], "holds no fixtures", false),
        ]
        for (arguments, message, usage) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.contains("Usage: layout-dump check"), usage, result.stderr)
        }
    }

    func testCheckHasAHelpPage() throws {
        for arguments in [["check", "--help"], ["help", "check"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.stdout.hasPrefix("OVERVIEW: Lay out fidelity fixtures"), result.stdout)
        }
        XCTAssertTrue(try run(["--help"]).stdout.contains("check                   Lay out fidelity fixtures"))
    }
}
