import Foundation
import XCTest
@testable import layout_dump

/// Each option is declared once (Sources/layout-dump/DeclaredOptions.swift), and everything that names options is
/// made from or checked against those declarations: help pages, usage lines, examples, Docs/CLI.md.
final class CLIOptionDeclarationTests: XCTestCase {
    private let sources = LayoutDumpRunner.packageRoot.appendingPathComponent("Sources/layout-dump")

    /// The option names a page's OPTIONS section lists, read from its lines (`  -h, --help   ...`).
    private func listedOptions(in page: String) throws -> [String] {
        let lines = page.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "OPTIONS:"), page)
        let section = lines[(start + 1)...].prefix { !$0.isEmpty }
        return section.filter { $0.hasPrefix("  -") }.flatMap { line -> [String] in
            // The label is the text before the help column; its names are the words starting with "-".
            line.prefix(26).split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }.filter { $0.hasPrefix("-") }
        }
    }

    func testEachCommandsHelpListsExactlyItsDeclaredOptions() throws {
        for command in Subcommand.allCases {
            let declared = OptionDeclaration.all.filter { $0.commands.contains(command) }.flatMap(\.names)
            var expected = Set(declared)
            if command != .help { expected.insert("--") }
            let listed = try listedOptions(in: helpText(command))
            XCTAssertEqual(listed.count, Set(listed).count, "\(command): an option listed twice: \(listed)")
            XCTAssertEqual(Set(listed), expected, "\(command)")
        }
        // The overview lists render's options.
        XCTAssertEqual(Set(try listedOptions(in: helpText(nil))), Set(OptionDeclaration.accepted(by: .render).flatMap(\.names) + ["--"]))
    }

    func testTheBinaryPrintsTheHelpMadeFromTheDeclarations() throws {
        let pages: [([String], Subcommand?)] = [(["--help"], nil), (["-h"], nil), (["help"], nil), (["render", "--help"], .render),
                                                (["diff", "-h"], .diff), (["help", "lint"], .lint), (["check", "--help"], .check),
                                                (["update", "--help"], .update), (["help", "help"], .help)]
        for (arguments, command) in pages {
            let result = try LayoutDumpRunner.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, helpText(command), "\(arguments)")
        }
    }

    func testUsageLinesListEveryDeclaredOptionButHelpAndVersion() {
        // Render's usage line, written out by hand from the declaration order in DeclaredOptions.swift.
        XCTAssertEqual(usageLine(.render), "Usage: layout-dump [render] [--format LIST] [--width N] [--max-rows N] [--offset N] [--rect X,Y,W,H] "
                           + "[--fit-width PIXELS] [--color WHEN] [--devices all|LIST] [--device NAME] [--landscape] [--call EXPR] [--container WxH] [--content-offset X,Y] "
                           + "[--rtl] [--scale N] [--uikit VERSION] FILE")
        XCTAssertEqual(usageLine(.check), "Usage: layout-dump check [--tolerance PT] FIXTURE...")
        for command in Subcommand.allCases {
            for option in OptionDeclaration.accepted(by: command) {
                let listed = usageLine(command).contains("[\(option.synopsis)]")
                XCTAssertEqual(listed, option.name != "--help" && option.name != "--version", "\(command) \(option.name)")
            }
        }
    }

    func testACommandNeverDeclaresANameTwice() {
        for command in Subcommand.allCases {
            let names = OptionDeclaration.accepted(by: command).flatMap(\.names)
            XCTAssertEqual(names.count, Set(names).count, "\(command): \(names)")
        }
        XCTAssertTrue(OptionDeclaration.all.allSatisfy { $0.name.hasPrefix("--") && !$0.commands.isEmpty })
    }

    /// Every example on a help page is a command line the parser accepts: an example cannot use an option a
    /// command does not have.
    func testEveryHelpExampleParses() throws {
        var parsed = 0
        for page in CommandPage.all {
            for example in page.examples {
                for segment in example.components(separatedBy: CharacterSet(charactersIn: "|>&")) {
                    var words = segment.split(separator: " ").map(String.init)
                    guard words.first == "layout-dump" else { continue }
                    words.removeFirst()
                    XCTAssertNoThrow(try parseCommandLine(words), example)
                    parsed += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(parsed, 12)
    }

    /// Option names are spelled only in DeclaredOptions.swift: everywhere else in Sources/layout-dump (code and
    /// strings, not comments) refers to a declaration, so renaming an option is one edit.
    func testNoOptionNameIsSpelledOutsideTheDeclarations() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        XCTAssertTrue(files.contains("DeclaredOptions.swift"), "\(files)")
        XCTAssertGreaterThanOrEqual(files.count, 10, "\(files)")
        // `--x`, or a quoted `-x` or `--`: an option name in code or in a string.
        let optionName = try NSRegularExpression(pattern: #"--[A-Za-z]|"-[A-Za-z]"|"--""#)
        var found: [String] = []
        for file in files where file != "DeclaredOptions.swift" {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let code = Self.withoutComment(line)
                if optionName.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                    found.append("\(file):\(number + 1): \(line)")
                }
            }
        }
        XCTAssertEqual(found, [], "option names spelled outside DeclaredOptions.swift")
    }

    /// A line without its `//` comment (a `//` after an even number of quotes is outside any string).
    private static func withoutComment(_ line: String) -> String {
        var quotes = 0
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quotes += 1 }
            if character == "/", previous == "/", quotes % 2 == 0 { return String(line[..<line.index(before: index)]) }
            previous = character
        }
        return line
    }

    func testTheRuleCheckFindsAnOptionNameInCodeButNotInAComment() {
        XCTAssertEqual(Self.withoutComment(#"    // --width is read here"#), "    ")
        XCTAssertEqual(Self.withoutComment(#"let x = "a // b" // --width"#), #"let x = "a // b" "#)
    }

    // MARK: Docs/CLI.md

    private func cliDoc() throws -> String {
        try String(contentsOf: LayoutDumpRunner.packageRoot.appendingPathComponent("Docs/CLI.md"), encoding: .utf8)
    }

    /// Docs/CLI.md's option table has one row per option name, its synopsis as the help shows it and exactly the
    /// commands that accept it.
    func testDocsOptionTableListsEveryOptionWithItsCommands() throws {
        var rows: [String: (synopsis: [String], commands: Set<String>)] = [:]
        let code = try NSRegularExpression(pattern: "`([^`]+)`")
        for line in try cliDoc().components(separatedBy: "\n") where line.hasPrefix("| `-") {
            // Cells split at the bars that are not escaped (`all\|LIST`).
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{0}").split(separator: "|")
                .map { $0.replacingOccurrences(of: "\u{0}", with: "|").trimmingCharacters(in: .whitespaces) }
            let labels = code.matches(in: cells[0], range: NSRange(cells[0].startIndex..., in: cells[0])).compactMap {
                Range($0.range(at: 1), in: cells[0]).map { String(cells[0][$0]) }
            }
            let commands = cells[1] == "all" ? Set(Subcommand.allCases.map(\.rawValue))
                : Set(cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            for label in labels {
                let name = String(label.split(separator: " ")[0])
                XCTAssertNil(rows[name], "\(name) has two rows")
                rows[name] = (labels, commands)
            }
        }
        var declared: [String: (synopsis: [String], commands: Set<String>)] = [:]
        for option in OptionDeclaration.all {
            let synopsis = (option.shortName.map { [$0] } ?? []) + [option.synopsis]
            for name in option.names {
                declared[name, default: (synopsis, [])].commands.formUnion(option.commands.map(\.rawValue))
            }
        }
        declared["--"] = (["--"], Set(Subcommand.allCases.map(\.rawValue)))
        XCTAssertEqual(Set(rows.keys), Set(declared.keys))
        for (name, row) in rows {
            XCTAssertEqual(row.synopsis, declared[name]?.synopsis, name)
            XCTAssertEqual(row.commands, declared[name]?.commands, name)
        }
    }

    /// Docs/CLI.md's "Commands" block is the usage lines.
    func testDocsCommandsBlockIsTheUsageLines() throws {
        let doc = try cliDoc()
        let start = try XCTUnwrap(doc.range(of: "## Commands\n\n```text\n"))
        let end = try XCTUnwrap(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
        let block = doc[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        XCTAssertEqual(block, Subcommand.allCases.map { String(usageLine($0).dropFirst("Usage: ".count)) })
    }
}
