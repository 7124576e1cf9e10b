import Foundation
import XCTest

/// Runs the built `layout-dump` binary as a user would (Docs/CLI.md): exit status, stdout, stderr.
final class CLIEndToEndTests: XCTestCase {
    private let usage = "Usage: layout-dump [render] [--format LIST]"

    // MARK: Success

    func testEveryExampleExitsZeroAndPrintsTheDiagramThenTheDump() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: LayoutDumpRunner.examplesDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10, "Examples/ should hold the documented examples")
        for file in files {
            let result = try LayoutDumpRunner.run(["Examples/\(file)"])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", file)
            // Default format: the diagram (its caption starts "content W x H pt"), a blank line, then the dump.
            XCTAssertTrue(result.stdout.hasPrefix("content "), "\(file): diagram first")
            XCTAssertTrue(result.stdout.contains("\n\n# layout-dump frames v1\ncontent "), "\(file): dump after a blank line")
            // (Keyed by its identifier when the document lists them: Docs/Diffable.md.)
            XCTAssertTrue(result.stdout.contains("\ncell - 0.0 ") || result.stdout.contains("\ncell - @"), "\(file): the first cell is dumped")
        }
    }

    func testStdinInputGivesTheHandDerivedDump() throws {
        // Two items of fractionalWidth(0.5) in a 320-wide row 44 tall: 0.5 x 320 = 160 each, at x 0 and 160;
        // one row, so the content is 320 (the view's width) by 44 (Docs/Solver.md, steps 3b and 4).
        let json = LayoutJSON.row(items: 2, extraRoot: #""container": {"width": 320, "height": 480},"#)
        let result = try LayoutDumpRunner.run(["--format", "frames", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            # layout-dump frames v1
            content 320 44
            cell - 0.0 0 0 160 44 0
            cell - 0.1 160 0 160 44 0

            """)
    }

    func testAsciiFormatDrawsBoxesLabelledWithIndexPaths() throws {
        // 320 pt over 40 columns (width 41 leaves the right edge on column 40): 8 pt a column, 16 pt a row;
        // 44 pt is 2.75 rows, rounded to 3, so each box spans rows 0...3 and is labelled on row 1.
        let json = LayoutJSON.row(items: 2, extraRoot: #""container": {"width": 320, "height": 480},"#)
        let result = try LayoutDumpRunner.run(["--format=ascii", "--width", "41", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            content 320 x 44 pt; 1 column = 8 pt, 1 row = 16 pt
            +-------------------+-------------------+
            |        0.0        |        0.1        |
            |                   |                   |
            +-------------------+-------------------+

            """)
    }

    func testFormatOrderFollowsTheOption() throws {
        let json = LayoutJSON.row(items: 2)
        let result = try LayoutDumpRunner.run(["--format", "frames,ascii", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("# layout-dump frames v1\n"))
        // No "container": the default device's 393-pt-wide screen (Docs/Devices.md).
        XCTAssertTrue(result.stdout.contains("\n\ncontent 393 x 44 pt;"), result.stdout)
    }

    func testDiagramWidthDefaultsToColumnsFromTheEnvironment() throws {
        let json = LayoutJSON.row(items: 2)
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "41"
        let result = try LayoutDumpRunner.run(["--format", "ascii", "-"], stdin: Data(json.utf8), environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.dropFirst().map(\.count).max(), 41)
        // Without COLUMNS: 80 characters.
        let plain = try LayoutDumpRunner.run(["--format", "ascii", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(plain.stdout.split(separator: "\n").dropFirst().map(\.count).max(), 80)
    }

    func testMaxRowsCutsTheDiagramWithANote() throws {
        // Examples/two-column-grid.json is 390 x 792 pt: 390/79 pt a column, twice that a row, so 792 pt
        // is 80.2 rows, rounded to 80: 81 rows in all; 10 shown leaves 71.
        let result = try LayoutDumpRunner.run(["--format", "ascii", "--max-rows", "10", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 1 + 10 + 1 + 1)   // caption, 10 rows, note, final newline
        XCTAssertTrue(lines[11].hasPrefix("... 71 more rows not shown"), String(lines[11]))
    }

    func testContainerOptionOverridesTheDocument() throws {
        // Examples/two-column-grid.json at 320 wide: the group is 320 - 16 - 16 = 288 wide; two columns with
        // fixed(8) resolve 0.5 against 288 - 8 = 280 (Docs/Solver.md, step 3c): 140 wide, at x 16 and 16 + 140 + 8 = 164.
        let result = try LayoutDumpRunner.run(["--format", "frames", "--container", "320x480", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\ncell - 0.0 16 16 140 120 0\ncell - 0.1 164 16 140 120 0\n"), result.stdout)
    }

    func testRTLOptionMirrorsEveryFrame() throws {
        // Left to right the two columns are at x 16 and 199, 175 wide (README); mirrored in the 390-wide
        // content, x' = 390 - x - 175: 199 and 16 (Docs/Solver.md, step 5).
        let result = try LayoutDumpRunner.run(["--format", "frames", "--rtl", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\ncell - 0.0 199 16 175 120 0\ncell - 0.1 16 16 175 120 0\n"), result.stdout)
    }

    func testScaleOptionSetsThePixelGrid() throws {
        // Thirds of 320 are 106.67: floored to 106.5 at scale 2 (charon case 3), to 106 at scale 1; origins are the
        // running sum of floored sizes, 0 / 106 / 212 (Docs/Solver.md, step 3b).
        let json = LayoutJSON.row(items: 3, itemWidth: "fractionalWidth(1/3)",
                                  extraRoot: #""container": {"width": 320, "height": 480},"#)
        let scale2 = try LayoutDumpRunner.run(["--format", "frames", "-"], stdin: Data(json.utf8))
        XCTAssertTrue(scale2.stdout.contains("cell - 0.1 106.5 0 106.5 44 0\ncell - 0.2 213 0 106.5 44 0"), scale2.stdout)
        let scale1 = try LayoutDumpRunner.run(["--format", "frames", "--scale", "1", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(scale1.status, 0, scale1.stderr)
        XCTAssertTrue(scale1.stdout.contains("cell - 0.1 106 0 106 44 0\ncell - 0.2 212 0 106 44 0"), scale1.stdout)
    }

    func testHelpAndVersion() throws {
        for flag in ["--help", "-h"] {
            let help = try LayoutDumpRunner.run([flag])
            XCTAssertEqual(help.status, 0)
            XCTAssertEqual(help.stderr, "")
            XCTAssertTrue(help.stdout.contains(usage))
            XCTAssertTrue(help.stdout.contains("--container WxH"))
            XCTAssertTrue(help.stdout.contains("EXIT STATUS"))
        }
        let version = try LayoutDumpRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("layout-dump "))
    }

    func testDoubleDashEndsOptions() throws {
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(LayoutJSON.row(items: 1), name: "--odd.json")
        defer { cleanup() }
        let result = try LayoutDumpRunner.run(["--format", "frames", "--", url.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("# layout-dump frames v1\n"))
    }

    // MARK: Errors: exit 2, "Error: ..." + usage + hint on stderr, nothing on stdout

    /// `showsUsage`: a usage mistake is followed by the usage text; a problem in the input is reported alone.
    private func assertFails(_ arguments: [String], stdin: String? = nil, file: String? = nil, mentions fragments: [String],
                             showsUsage: Bool = true, line: UInt = #line) throws {
        var arguments = arguments
        var cleanup: (() -> Void)?
        if let file {
            let (url, remove) = try LayoutDumpRunner.temporaryFile(file)
            arguments.append(url.path)
            cleanup = remove
        }
        defer { cleanup?() }
        let result = try LayoutDumpRunner.run(arguments, stdin: stdin.map { Data($0.utf8) })
        XCTAssertEqual(result.status, 2, "stderr: \(result.stderr)", line: line)
        XCTAssertEqual(result.stdout, "", line: line)
        XCTAssertTrue(result.stderr.hasPrefix("Error: "), result.stderr, line: line)
        if showsUsage {
            XCTAssertTrue(result.stderr.contains("\n\(usage)"), result.stderr, line: line)
            XCTAssertTrue(result.stderr.hasSuffix("See 'layout-dump --help'.\n"), result.stderr, line: line)
        } else {
            XCTAssertFalse(result.stderr.contains("Usage:"), result.stderr, line: line)
        }
        for fragment in fragments {
            XCTAssertTrue(result.stderr.contains(fragment), "missing \(fragment) in: \(result.stderr)", line: line)
        }
    }

    func testMalformedJSONReportsLineAndColumn() throws {
        // The stray comma is the 16th character of line 2.
        try assertFails(["-"], stdin: "{\n  \"sections\": [,]\n}", mentions: ["<stdin>: line 2, column 16: sections[0]: malformed JSON"], showsUsage: false)
        try assertFails([], file: "{\"sections\": [", mentions: ["malformed JSON"], showsUsage: false)
        try assertFails(["-"], stdin: "", mentions: ["malformed JSON: the input is empty"], showsUsage: false)
    }

    func testUnknownDimensionKind() throws {
        try assertFails([], file: LayoutJSON.row(items: 2, itemWidth: "fractional(0.5)"), mentions: [
            "sections[0].group.subitems[0].layoutSize.widthDimension: unknown dimension kind \"fractional(0.5)\"; "
                + "expected one of fractionalWidth(f), fractionalHeight(f), absolute(pt), estimated(pt)",
        ], showsUsage: false)
    }

    func testNegativeSize() throws {
        try assertFails([], file: LayoutJSON.row(items: 2, height: "absolute(-44)"),
                        mentions: ["sections[0].group.layoutSize.heightDimension: \"absolute(-44)\": the length must be non-negative"], showsUsage: false)
    }

    func testMissingField() throws {
        let json = #"{"sections": [{"items": 2, "group": {"group": "horizontal", "subitems": []}}]}"#
        try assertFails([], file: json, mentions: ["sections[0].group.layoutSize: missing required key"], showsUsage: false)
    }

    func testUnknownKey() throws {
        let json = LayoutJSON.row(items: 2).replacingOccurrences(of: "\"items\"", with: "\"itemz\"")
        try assertFails([], file: json, mentions: ["sections[0].itemz: unknown key \"itemz\"", "(did you mean \"items\"?)"], showsUsage: false)
    }

    func testWrongType() throws {
        let json = LayoutJSON.row(items: 2).replacingOccurrences(of: "\"items\": 2", with: "\"items\": \"two\"")
        try assertFails([], file: json, mentions: ["sections[0].items: expected a non-negative integer",
                                                   "found a string (\"two\") that is not a number"], showsUsage: false)
    }

    func testUnsolvableLayoutReportsTheSolverPath() throws {
        // A 400-pt item in a 320-pt row cannot fit even once: UIKit rejects it (Docs/Solver.md, step 3c).
        try assertFails([], file: LayoutJSON.row(items: 2, itemWidth: "absolute(400)"),
                        mentions: ["the layout cannot be solved: section 0 > group"], showsUsage: false)
    }

    func testBadContainerOption() throws {
        for bad in ["390by844", "0x844", "390x", "x", "-390x844", "infx3", "390x844x2"] {
            try assertFails(["--container", bad, "-"], stdin: LayoutJSON.row(items: 1), mentions: ["invalid --container '\(bad)'"])
        }
    }

    func testBadOptionValues() throws {
        try assertFails(["--format", "svgg", "-"], mentions: ["invalid --format 'svgg'", "(did you mean 'svg'?)"])
        try assertFails(["--width", "abc", "-"], mentions: ["invalid --width 'abc'"])
        try assertFails(["--width", "3", "-"], mentions: ["invalid --width '3'"])
        try assertFails(["--scale", "0", "-"], mentions: ["invalid --scale '0'"])
        try assertFails(["--max-rows", "0", "-"], mentions: ["invalid --max-rows '0'"])
        try assertFails(["--width"], mentions: ["missing value for --width"])
        try assertFails(["--rtl=yes", "-"], mentions: ["--rtl takes no value"])
    }

    func testUnknownOption() throws {
        try assertFails(["--bogus", "-"], mentions: ["unknown option '--bogus'"])
        try assertFails(["--widht", "80", "-"], mentions: ["unknown option '--widht' (did you mean '--width'?)"])
    }

    func testMissingFile() throws {
        try assertFails(["Examples/no-such-file.json"], mentions: ["cannot read 'Examples/no-such-file.json': no such file"], showsUsage: false)
        try assertFails(["Examples"], mentions: ["cannot read 'Examples': it is a directory"], showsUsage: false)
        try assertFails([], mentions: ["missing FILE"])
        try assertFails(["a.json", "b.json"], mentions: ["expected one FILE, found 2"])
    }
}
