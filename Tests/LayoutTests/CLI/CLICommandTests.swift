import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The built `layout-dump` binary: every format, `diff`, `lint`, help for every command, "did you mean", and a table
/// of malformed inputs, each with its exit status and message (Docs/CLI.md).
final class CLICommandTests: XCTestCase {
    private func run(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil) throws -> LayoutDumpRunner.Result {
        try LayoutDumpRunner.run(arguments, stdin: stdin.map { Data($0.utf8) }, environment: environment)
    }

    /// Two 160 x 44 cells in 320 x 480 (0.5 x 320 = 160, Docs/Solver.md, step 3b).
    private let halves = LayoutJSON.row(items: 2, extraRoot: #""container": {"width": 320, "height": 480},"#)
    private let halvesDump = "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 160 44 0\ncell - 0.1 160 0 160 44 0\n"

    // MARK: Formats

    func testJSONFormatIsValidJSONWithTheHandDerivedFrames() throws {
        let result = try run(["--format", "json", "-"], stdin: halves)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["contentSize"] as? [String: Double], ["width": 320, "height": 44])
        let elements = try XCTUnwrap(object["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.count, 2)
        XCTAssertEqual(elements[1]["frame"] as? [String: Double], ["x": 160, "y": 0, "width": 160, "height": 44])
    }

    func testSVGFormatIsWellFormedXMLWithOneRectPerCell() throws {
        let result = try run(["--format", "svg", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        final class Counter: NSObject, XMLParserDelegate {
            var classes: [String: Int] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if name == "rect", let c = attributes["class"] { classes[c, default: 0] += 1 }
            }
        }
        let parser = XMLParser(data: Data(result.stdout.utf8))
        let counter = Counter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        // two-column-grid.json: 12 cells in one section (Docs/CLI.md).
        XCTAssertEqual(counter.classes["cell"], 12)
        XCTAssertEqual(counter.classes["section"], 1)
        XCTAssertEqual(counter.classes["content"], 1)
    }

    func testSVGRendersWithAnSVGRendererWhenOneIsInstalled() throws {
        // rsvg-convert (librsvg2-bin) is not part of the toolchain: the test runs where it is installed and skips elsewhere.
        let candidates = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        guard let renderer = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("rsvg-convert is not installed")
        }
        let result = try run(["--format", "svg", "Examples/apple-distinct-sections.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let (svg, cleanup) = try LayoutDumpRunner.temporaryFile(result.stdout, name: "layout.svg")
        defer { cleanup() }
        let png = svg.deletingLastPathComponent().appendingPathComponent("layout.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderer)
        process.arguments = ["-o", png.path, svg.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let data = try Data(contentsOf: png)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        // The PNG's size is the SVG's: content 390 x 980 (Docs/CLI.md) plus 8 on each side, 406 x 996 (IHDR, big-endian).
        let width = data[16...19].reduce(0) { $0 << 8 | Int($1) }, height = data[20...23].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([width, height], [406, 996])
    }

    func testDescribeFormatPrintsEachSectionsVisualDescription() throws {
        // two-column-grid.json: the group is 390 - 32 = 358 wide; halves of 358 - 8 are 175, at x 16 and 199, y 16 (Docs/CLI.md).
        let result = try run(["--format", "describe", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("section 0 (12 items): NSCollectionLayoutSection contentInsets={16, 16, 16, 16}, interGroupSpacing=8\n"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("one instance in a 390 x 844 container: 390 x 152 pt, 2 slots"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("[0] x 16, y 16, 175 x 120\n[1] x 199, y 16, 175 x 120\n"), result.stdout)
    }

    func testColourOnlyWhenAskedOrOnATerminal() throws {
        let always = try run(["--format", "ascii", "--color", "always", "Examples/layout-header-footer.json"])
        XCTAssertEqual(always.status, 0, always.stderr)
        // Cells are drawn in the default colour; escapes appear only when a coloured style (supplementary, decoration)
        // is drawn, so a cells-only drawing has none even with --color always.
        let plain = try run(["--format", "ascii", "--color", "never", "Examples/layout-header-footer.json"])
        XCTAssertFalse(plain.stdout.contains("\u{1B}["))
        // Standard output is a file here, not a terminal: auto means no colour.
        let auto = try run(["--format", "ascii", "Examples/layout-header-footer.json"])
        XCTAssertEqual(auto.stdout, plain.stdout)
    }

    func testAllFormatsTogetherInTheOrderGiven() throws {
        let result = try run(["--format", "frames,json,describe,svg,ascii", "-"], stdin: halves)
        XCTAssertEqual(result.status, 0, result.stderr)
        let order = ["# layout-dump frames v1", "\"format\": \"layout-dump json v1\"", "section 0 (2 items)", "<svg ", "</svg>\n\ncontent 320 x 44 pt;"]
        let positions = order.map { result.stdout.range(of: $0)?.lowerBound }
        XCTAssertFalse(positions.contains(nil), result.stdout)
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted())
    }

    func testAppleSupplementaryExamplesRunAndLayOutTheirCells() throws {
        // Exit 0, no error output, and every section's cells present in the dump, in every format
        // (their supplementaries' frames: CLISupplementaryExampleTests).
        let expectations: [(String, [Int])] = [
            ("apple-section-headers-footers.json", [5, 5, 5, 5, 5]), ("apple-pinned-section-headers.json", [5, 5, 5, 5, 5]),
            ("apple-section-background-decoration.json", [5, 5, 5, 5, 5]), ("apple-item-badges.json", [20]),
            ("apple-orthogonal-scrolling.json", [9, 9, 9, 9, 9]), ("apple-orthogonal-behaviors.json", [9, 9, 9, 9, 9, 9]),
            ("layout-header-footer.json", [4, 4]),
        ]
        for (file, counts) in expectations {
            let result = try run(["--format", "frames", "Examples/\(file)"])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", file)
            for (section, count) in counts.enumerated() {
                XCTAssertTrue(result.stdout.contains("\ncell - \(section).\(count - 1) "), "\(file): last cell of section \(section)")
                XCTAssertFalse(result.stdout.contains("\ncell - \(section).\(count) "), "\(file): no extra cell in section \(section)")
            }
            for format in ["ascii", "json", "svg", "describe"] {
                XCTAssertEqual(try run(["--format", format, "Examples/\(file)"]).status, 0, "\(file) as \(format)")
            }
        }
    }

    func testAFrameDumpWithSupplementariesIsDrawnAsItIs() throws {
        // A dump with a header, a badge and a background, placed by hand, drawn through the binary: dumps from
        // elsewhere are drawn by the same renderers as solved documents.
        let dump = """
            # layout-dump frames v1
            content 320 96
            cell - 0.0 0 32 160 64 0
            cell - 0.1 160 32 160 64 0
            supplementary UICollectionElementKindSectionHeader 0.0 0 0 320 32 1
            supplementary badge-element-kind 0.0 144 32 16 16 1
            decoration section-background 0.0 0 0 320 96 0

            """
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(dump, name: "scene.frames")
        defer { cleanup() }
        let ascii = try run(["--format", "ascii", "--width", "41", url.path])
        XCTAssertEqual(ascii.status, 0, ascii.stderr)
        // The drawing OutputRendererTests derives by hand for the same scene.
        XCTAssertTrue(ascii.stdout.contains("\n*=================*=*===================*\n|                 *=*                   |\n"), ascii.stdout)
        XCTAssertTrue(ascii.stdout.hasSuffix("legend: +-| cell   *=: supplementary (header, footer, badge)   ... decoration (background)\n"))
        let frames = try run(["--format", "frames", url.path])
        XCTAssertEqual(frames.stdout, dump, "a dump reads back and prints identically")
        let svg = try run(["--format", "svg", url.path])
        XCTAssertEqual(svg.status, 0)
        XCTAssertEqual(svg.stdout.components(separatedBy: "<rect class=\"supplementary\"").count - 1, 2)
        XCTAssertEqual(svg.stdout.components(separatedBy: "<rect class=\"decoration\"").count - 1, 1)
        let describe = try run(["--format", "describe", url.path])
        XCTAssertEqual(describe.status, 2)
        XCTAssertTrue(describe.stderr.hasPrefix("Error: \(url.path): --format describe needs a layout document"), describe.stderr)
    }

    // MARK: diff

    func testDiffOfEqualLayoutsExitsZero() throws {
        let (dump, cleanup) = try LayoutDumpRunner.temporaryFile(halvesDump, name: "halves.frames")
        defer { cleanup() }
        let result = try run(["diff", dump.path, "-"], stdin: halves)   // a dump against the document it came from
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "--- \(dump.path)\n+++ <stdin>\nno differences (2 elements, tolerance 0)\n")
    }

    /// The added elements of a diff are listed in the new dump's order, not a dictionary's: the same two inputs give
    /// the same output in every process (issue #15's CLI lane saw 5 orders in 6 runs of identifier-keyed documents).
    func testDiffOutputIsTheSameInEveryRun() throws {
        let before = try String(contentsOf: LayoutDumpRunner.examplesDirectory.appendingPathComponent("two-column-grid.json"), encoding: .utf8)
        let feed = LayoutDumpRunner.examplesDirectory.appendingPathComponent("feed-before.json").path
        let outputs = try (0..<5).map { _ in try run(["diff", "-", feed], stdin: before).stdout }
        XCTAssertEqual(Set(outputs).count, 1, "diff printed \(Set(outputs).count) different outputs in 5 runs")
        XCTAssertFalse(outputs[0].isEmpty)
    }

    func testDiffOfDifferentLayoutsExitsOneAndSaysWhatChanged() throws {
        let (dump, cleanup) = try LayoutDumpRunner.temporaryFile(halvesDump, name: "halves.frames")
        defer { cleanup() }
        // Thirds: 320 / 3 = 106.67, floored to 106.5 (Docs/Solver.md, step 3b), at x 0, 106.5, 213; a third cell is added.
        let thirds = LayoutJSON.row(items: 3, itemWidth: "fractionalWidth(1/3)", extraRoot: #""container": {"width": 320, "height": 480},"#)
        let result = try run(["diff", "--", dump.path, "-"], stdin: thirds)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, """
            --- \(dump.path)
            +++ <stdin>
            resized       cell 0.0: 160 x 44 -> 106.5 x 44
            moved+resized cell 0.1: (160, 0, 160 x 44) -> (106.5, 0, 106.5 x 44)
            added         cell 0.2: (213, 0, 106.5 x 44) z 0
            3 differences: 1 resized, 1 moved+resized, 1 added; 0 unchanged (tolerance 0)

            """)
    }

    func testDiffToleranceAndLayoutOptions() throws {
        // The same document at 320 and 321 wide: halves of 321 are 160.5, so cell 0.1 moves by 0.5 and both grow by 0.5.
        let (doc, cleanup) = try LayoutDumpRunner.temporaryFile(halves)
        defer { cleanup() }
        let (dump, cleanupDump) = try LayoutDumpRunner.temporaryFile(halvesDump, name: "a.frames")
        defer { cleanupDump() }
        let strict = try run(["diff", "--container", "321x480", dump.path, doc.path])
        XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
        XCTAssertTrue(strict.stdout.contains("content       320 x 44 -> 321 x 44"), strict.stdout)
        let loose = try run(["diff", "--container=321x480", "--tolerance", "1", dump.path, doc.path])
        XCTAssertEqual(loose.status, 0, loose.stdout + loose.stderr)
        XCTAssertTrue(loose.stdout.hasSuffix("no differences (2 elements, tolerance 1)\n"), loose.stdout)
    }

    // MARK: lint

    private func lint(_ json: String) throws -> LayoutDumpRunner.Result { try run(["lint", "-"], stdin: json) }

    private func section(_ group: String, extra: String = "", items: Int = 6) -> String {
        #"{"container": {"width": 320, "height": 480}, "sections": [{"items": \#(items), \#(extra) "group": \#(group)}]}"#
    }

    private func size(_ w: String, _ h: String) -> String { #"{"widthDimension": "\#(w)", "heightDimension": "\#(h)"}"# }

    func testLintFindsEveryPitfallAndExitsOne() throws {
        let cases: [(String, String, String)] = [
            ("fractional-size-in-estimated-group", "sections[0].group.subitems[0].layoutSize.heightDimension",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "estimated(44)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "fractionalHeight(1)"))}]}"#)),
            ("count-group-with-estimated-items", "sections[0].group.subitem",
             section(#"{"group": "vertical", "layoutSize": \#(size("fractionalWidth(1)", "estimated(88)")), "subitem": {"layoutSize": \#(size("fractionalWidth(1)", "estimated(44)"))}, "count": 2}"#)),
            ("content-insets-on-estimated-axis", "sections[0].group.subitems[0].contentInsets",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "estimated(44)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "estimated(44)")), "contentInsets": {"top": 4}}]}"#)),
            ("inter-group-spacing-without-groups", "sections[0].interGroupSpacing",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(100)")), "subitems": [{"layoutSize": \#(size("absolute(40)", "fractionalHeight(1)"))}]}"#,
                     extra: #""interGroupSpacing": 8,"#)),
            ("group-cannot-fit-first-item", "sections[0].group",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(44)")), "subitems": [{"layoutSize": \#(size("absolute(400)", "fractionalHeight(1)"))}]}"#)),
            ("flexible-spacing-without-room", "sections[0].group.interItemSpacing",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(44)")), "interItemSpacing": "flexible(8)", "subitems": [{"layoutSize": \#(size("fractionalWidth(0.25)", "fractionalHeight(1)"))}]}"#)),
            ("estimated-absolute-mix", "sections[0].group.subitems[0].layoutSize.heightDimension",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(60)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "estimated(44)"))}]}"#)),
            ("boundary-items-do-not-stack", "sections[0].boundarySupplementaryItems[1]",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(40)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)"))}]}"#,
                     extra: #""boundarySupplementaryItems": [{"elementKind": "h", "layoutSize": \#(size("fractionalWidth(1)", "absolute(30)")), "alignment": "top"}, {"elementKind": "t", "layoutSize": \#(size("fractionalWidth(1)", "absolute(10)")), "alignment": "top"}],"#)),
            ("nested-group-supplementary-fraction", "sections[0].group.subitems[0].supplementaryItems[0].layoutSize.widthDimension",
             section(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(100)")), "subitems": [{"group": "vertical", "layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)")), "supplementaryItems": [{"elementKind": "line", "layoutSize": \#(size("fractionalWidth(1)", "absolute(4)")), "containerAnchor": {"edges": ["bottom"]}}], "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "fractionalHeight(0.5)"))}]}]}"#)),
        ]
        for (rule, path, json) in cases {
            let result = try lint(json)
            XCTAssertEqual(result.status, 1, "\(rule): \(result.stdout) \(result.stderr)")
            XCTAssertEqual(result.stderr, "", rule)
            XCTAssertTrue(result.stdout.hasPrefix("<stdin>: \(path): warning: "), "\(rule): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("[\(rule)]\n"), "\(rule): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("\n    Fix: "), rule)
            XCTAssertTrue(result.stdout.contains("\n    See: Docs/Lint.md, \"\(rule)\""), rule)
            XCTAssertTrue(result.stdout.hasSuffix("\n1 warning\n"), "\(rule): \(result.stdout)")
        }
    }

    func testLintOfACleanLayoutExitsZero() throws {
        let result = try run(["lint", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual(result.stdout, "Examples/two-column-grid.json: no problems found\n")
    }

    func testLintNotesTheIgnoredInsetsOfTheSelfSizingExample() throws {
        // Examples/self-sizing-list.json keeps (4, 16, 4, 16) item insets on an estimated(44) height on purpose (Docs/CLI.md).
        let result = try run(["lint", "Examples/self-sizing-list.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("top/bottom content insets on an estimated height are ignored [content-insets-on-estimated-axis]"), result.stdout)
    }

    // MARK: help, did you mean, --

    func testHelpForEveryCommand() throws {
        let pages: [([String], String)] = [
            (["--help"], "COMMANDS:"), (["-h"], "COMMANDS:"), (["help"], "COMMANDS:"), (["help", "--help"], "COMMANDS:"),
            (["render", "--help"], "OVERVIEW: Solve a layout document and print it."), (["help", "render"], "--format LIST"),
            (["diff", "--help"], "OVERVIEW: Compare two layouts element by element."), (["help", "diff"], "--tolerance PT"),
            (["diff", "-h"], "1  They differ."),
            (["lint", "--help"], "OVERVIEW: Warn about compositional-layout pitfalls"), (["help", "lint"], "group-cannot-fit-first-item"),
        ]
        for (arguments, fragment) in pages {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
            XCTAssertTrue(result.stdout.contains(fragment), "\(arguments): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("EXIT STATUS:"), "\(arguments)")
        }
    }

    /// A usage mistake is followed by the command's usage line; a problem in the input file is reported alone
    /// (`usage: nil`), since the command line was right.
    private func assertFails(_ arguments: [String], stdin: String? = nil, status: Int32 = 2, usage: String?, mentions fragment: String,
                             line: UInt = #line) throws {
        let result = try run(arguments, stdin: stdin)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", line: line)
        XCTAssertEqual(result.stdout, "", line: line)
        XCTAssertTrue(result.stderr.hasPrefix("Error: "), result.stderr, line: line)
        XCTAssertTrue(result.stderr.contains(fragment), "missing \(fragment) in: \(result.stderr)", line: line)
        if let usage {
            XCTAssertTrue(result.stderr.contains("\nUsage: layout-dump \(usage)"), result.stderr, line: line)
        } else {
            XCTAssertFalse(result.stderr.contains("Usage:"), result.stderr, line: line)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)", line: line)
        }
    }

    func testDidYouMeanForCommandsAndOptions() throws {
        try assertFails(["dif", "a", "b"], usage: "[render]", mentions: "unknown command 'dif' (did you mean 'diff'?)")
        try assertFails(["lnt", "x"], usage: "[render]", mentions: "unknown command 'lnt' (did you mean 'lint'?)")
        try assertFails(["help", "lin"], usage: "[render]", mentions: "unknown command 'lin'; expected one of render, diff, lint, check, update, help (did you mean 'lint'?)")
        try assertFails(["diff", "--tolerence", "1", "a", "b"], usage: "diff", mentions: "unknown option '--tolerence' for 'diff' (did you mean '--tolerance'?)")
        try assertFails(["lint", "--formt", "x"], usage: "lint", mentions: "unknown option '--formt' for 'lint'")
        try assertFails(["--fromat", "json", "-"], usage: "[render]", mentions: "unknown option '--fromat' (did you mean '--format'?)")
        try assertFails(["--color", "allways", "-"], usage: "[render]", mentions: "invalid --color 'allways': expected auto, always or never (did you mean 'always'?)")
        try assertFails(["--format", "ascii,jsn", "-"], usage: "[render]", mentions: "invalid --format 'ascii,jsn': unknown format 'jsn'; expected a comma-separated list of ascii, frames, json, svg, html, describe (did you mean 'json'?)")
    }

    func testDoubleDashEndsOptionsForDiffAndLint() throws {
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(halvesDump, name: "-odd.frames")
        defer { cleanup() }
        let diff = try run(["diff", "--", url.path, url.path])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        let (doc, cleanupDoc) = try LayoutDumpRunner.temporaryFile(halves, name: "-odd.json")
        defer { cleanupDoc() }
        let lint = try run(["lint", "--", doc.path])
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
    }

    // MARK: Malformed input: exit 2, "Error: <file>: <path>: <message>" on stderr

    func testMalformedInputsEachGiveExitTwoAndAMessage() throws {
        let item = #"{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}"#
        let groupSize = #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}"#
        func doc(section: String = "", group: String = "", root: String = "", subitems: String? = nil) -> String {
            #"{\#(root) "sections": [{"items": 2, \#(section) "group": {"group": "horizontal", "layoutSize": \#(groupSize), \#(group) "subitems": [\#(subitems ?? item)]}}]}"#
        }
        let hs = #""layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(20)"}"#
        let cases: [(String, String)] = [
            ("", "<stdin>: line 1, column 1: malformed JSON: the input is empty"),
            ("{\"sections\": [", "<stdin>: line 1, column 15: sections[0]: malformed JSON: the input ends where a value was expected"),
            ("{\n  \"sections\": [,]\n}", "line 2, column 16: sections[0]: malformed JSON: expected a value"),
            ("[]", "<stdin>: line 1, column 1: expected a JSON object (the layout document), found an array"),
            ("{}", "<stdin>: line 1, column 1: sections: missing required key"),
            (#"{"sections": {}}"#, "sections: expected an array of sections, found an object"),
            (doc().replacingOccurrences(of: #""items": 2"#, with: #""items": -1"#), "sections[0].items: expected a non-negative integer (the section's item count), found -1"),
            (doc().replacingOccurrences(of: #""items": 2"#, with: #""items": "two""#), #"sections[0].items: expected a non-negative integer (the section's item count), found a string ("two") that is not a number"#),
            (doc().replacingOccurrences(of: #""items": 2"#, with: #""itemz": 2"#), #"sections[0].itemz: unknown key "itemz""#),
            (doc().replacingOccurrences(of: "absolute(44)", with: "fractional(0.5)"), #"sections[0].group.layoutSize.heightDimension: unknown dimension kind "fractional(0.5)"; expected one of fractionalWidth(f), fractionalHeight(f), absolute(pt), estimated(pt)"#),
            (doc().replacingOccurrences(of: #""absolute(44)""#, with: #"{"absolute": 44, "estimated": 44}"#), "sections[0].group.layoutSize.heightDimension: a dimension object has exactly one key"),
            (doc().replacingOccurrences(of: "absolute(44)", with: "absolute(-44)"), #"sections[0].group.layoutSize.heightDimension: "absolute(-44)": the length must be non-negative"#),
            (doc().replacingOccurrences(of: "fractionalWidth(1)\", \"heightDimension\": \"fractionalHeight(1)", with: "fractionalWidth(1/0)\", \"heightDimension\": \"fractionalHeight(1)"), "division by zero"),
            (doc(section: #""orthogonalScrollingBehavior": "sideways","#), #"sections[0].orthogonalScrollingBehavior: unknown orthogonal scrolling behavior "sideways"; expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"#),
            (doc(section: #""boundarySupplementaryItems": [{"elementKind": "h", \#(hs), "alignment": "middle"}],"#), #"sections[0].boundarySupplementaryItems[0].alignment: unknown alignment "middle"; expected one of none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing"#),
            (doc(section: #""boundarySupplementaryItems": [{\#(hs), "alignment": "top"}],"#), "sections[0].boundarySupplementaryItems[0].elementKind: missing required key"),
            (doc(section: #""boundarySupplementaryItems": [{"elementKind": "h", \#(hs), "alignment": "top", "pinToVisibleBounds": 1}],"#), "sections[0].boundarySupplementaryItems[0].pinToVisibleBounds: expected true or false, found a number (1)"),
            (doc(subitems: #"{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}, "supplementaryItems": [{"elementKind": "b", \#(hs), "containerAnchor": {"edges": ["top", "right"]}}]}"#),
             #"sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]: unknown edge "right"; expected one of top, leading, bottom, trailing, all"#),
            (doc(section: #""decorationItems": [{"elementKind": "bg", "zIndex": 0.5}],"#), "sections[0].decorationItems[0].zIndex: expected an integer from -1000000000 to 1000000000, found 0.5"),
            (doc(root: #""orthogonalOffsets": {"first": {"x": 10}},"#), #"orthogonalOffsets.first: expected a section index from 0 to 0 as the key, found "first""#),
            (doc(root: #""contentOffset": [0, 100],"#), #"contentOffset: expected a point {"x": x, "y": y}, found an array"#),
            (doc(group: #""contentInsets": {"left": 4},"#), #"sections[0].group.contentInsets.left: unknown key "left": directional insets and spacings say "leading", not "left""#),
            (doc(subitems: ""), "sections[0].group.subitems: at least 1 subitem is required for a group"),
            (doc().replacingOccurrences(of: #""group": "horizontal""#, with: #""group": "grid""#), #"sections[0].group.group: unknown group kind "grid"; expected one of horizontal, vertical, custom"#),
            (doc(root: #""configuration": {"scrollDirection": "diagonal"},"#), #"configuration.scrollDirection: unknown scroll direction "diagonal"; expected one of vertical, horizontal"#),
            (doc(group: #""interItemSpacing": "fixd(8)","#), #"sections[0].group.interItemSpacing: unknown spacing kind "fixd(8)"; expected one of fixed(pt), flexible(pt) (did you mean "fixed"?)"#),
            (doc(root: #""container": {"width": 0, "height": 480},"#), "container.width: must be greater than 0, found 0"),
            (doc(section: #""supplementaryContentInsetsReference": "none","#), "sections[0].supplementaryContentInsetsReference: not supported yet"),
            (doc(subitems: #"{"layoutSize": {"widthDimension": "absolute(400)", "heightDimension": "fractionalHeight(1)"}}"#), "the layout cannot be solved: section 0 > group: This group cannot fit even a single item"),
        ]
        XCTAssertGreaterThanOrEqual(cases.count, 25)
        for (json, fragment) in cases {
            try assertFails(["--format", "frames", "-"], stdin: json, usage: nil, mentions: fragment)
        }
        // The same errors through lint and diff: the message alone, no usage text (the command line was right).
        try assertFails(["lint", "-"], stdin: "[]", usage: nil, mentions: "<stdin>: line 1, column 1: expected a JSON object")
        try assertFails(["diff", "-", "Examples/apple-grid.json"], stdin: "{", usage: nil,
                        mentions: "<stdin>: line 1, column 2: malformed JSON: the input ends where an object's key was expected (diff reads frame dumps")
        try assertFails(["diff", "-", "Examples/apple-grid.json"], stdin: "# layout-dump frames v1\ncontent 1 1\ncell - 0.0 0 0 1\n", usage: nil,
                        mentions: "<stdin>: line 3: expected 8 columns (category kind section.item x y width height z), found 6")
        try assertFails(["diff", "-", "Examples/apple-grid.json"], stdin: "# layout-dump frames v2\n", usage: nil,
                        mentions: "<stdin>: line 1: unsupported frame dump version")
        try assertFails(["diff", "Examples/apple-grid.json"], usage: "diff", mentions: "diff needs two files, A and B (frame dumps or layout documents); found 1")
        try assertFails(["diff", "-", "-"], usage: "diff", mentions: "only one of A and B can be - (standard input)")
        try assertFails(["diff", "--tolerance", "-1", "a", "b"], usage: "diff", mentions: "invalid --tolerance '-1'")
        try assertFails(["--content-offset", "0;300", "-"], usage: "[render]", mentions: "invalid --content-offset '0;300': expected X,Y in points")
        try assertFails(["lint", "--content-offset=nan,1", "x.json"], usage: "lint", mentions: "invalid --content-offset 'nan,1'")
        try assertFails(["lint", "Examples/none.json"], usage: nil, mentions: "cannot read 'Examples/none.json': no such file")
    }
}
