import Foundation
import LayoutKitLinux
import XCTest
@testable import layout_dump

/// The parser (Sources/layout-dump/ArgumentParser.swift) on its own: the command each command line asks for, "did
/// you mean" for every command's options, and that parsing never looks at the disk.
final class CLIArgumentParserTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> Command { try parseCommandLine(arguments) }

    /// The message of the usage error `arguments` give.
    private func usageError(_ arguments: [String], line: UInt = #line) -> UsageError? {
        do {
            let command = try parseCommandLine(arguments)
            XCTFail("\(arguments) parsed as \(command)", line: line)
            return nil
        } catch {
            return error
        }
    }

    func testEveryCommandsOptionsReachItsOptions() throws {
        var render = Options()
        render.formats = [.frames, .json]
        render.overrides.container = CGSize(width: 320, height: 480)
        render.overrides.contentOffset = CGPoint(x: 0, y: -20)
        render.overrides.rightToLeft = true
        render.overrides.scale = 3
        render.width = 60
        render.maxRows = 7
        render.windowOffset = 5000
        render.color = .never
        render.file = "-"
        XCTAssertEqual(try parse(["--format", "frames,json,frames", "--container=320x480", "--content-offset", "0,-20", "--rtl",
                                  "--scale", "3", "--width", "60", "--max-rows=7", "--offset", "5000", "--color", "never", "-"]),
                       .render(render))

        var window = Options()
        (window.windowRect, window.devices, window.file) = (CGRect(x: 0, y: 5000, width: 390, height: 844), LayoutDevice.all, "a.json")
        window.overrides.landscape = true
        XCTAssertEqual(try parse(["render", "a.json", "--rect", "0,5000,390,844", "--devices", "all", "--landscape"]), .render(window))

        XCTAssertEqual(try parse(["diff", "--tolerance", "0.5", "--device", "iphone16pro", "a.frames", "b.json"]),
                       .diff(DiffOptions(old: "a.frames", new: "b.json", tolerance: 0.5,
                                         overrides: LayoutOverrides(device: LayoutDevice.named("iPhone 16 Pro")))))
        XCTAssertEqual(try parse(["lint", "--landscape", "--", "-odd.json"]),
                       .lint(LintOptions(file: "-odd.json", overrides: LayoutOverrides(landscape: true))))
        XCTAssertEqual(try parse(["check", "--tolerance=0.01", "a.json", "Fixtures"]), .check(CheckOptions(files: ["a.json", "Fixtures"], tolerance: 0.01)))
        XCTAssertEqual(try parse(["check", "a.json"]), .check(CheckOptions(files: ["a.json"], tolerance: LayoutFixture.tolerance)))
        XCTAssertEqual(try parse(["update", "--format", "svg,text", "--width", "60", "--rtl", "before.json", "after.json"]),
                       .update(UpdateOptions(old: "before.json", new: "after.json", formats: [.svg, .text], width: 60,
                                             overrides: LayoutOverrides(rightToLeft: true))))
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try parse(["--help"]), .help(nil))
        XCTAssertEqual(try parse(["-h", "x.json"]), .help(nil))
        XCTAssertEqual(try parse(["help"]), .help(nil))
        XCTAssertEqual(try parse(["help", "--help"]), .help(nil))
        XCTAssertEqual(try parse(["render", "--help"]), .help(.render))
        XCTAssertEqual(try parse(["help", "update"]), .help(.update))
        for command in [Subcommand.diff, .lint, .check, .update] {
            XCTAssertEqual(try parse([command.rawValue, "-h"]), .help(command))
        }
        XCTAssertEqual(try parse(["--version"]), .version)
    }

    /// Every option of every command, misspelled (one letter dropped), is reported with that command's usage and a
    /// suggestion of the option meant.
    func testDidYouMeanForAMisspelledOptionOfEachCommand() {
        var checked = 0
        for command in Subcommand.allCases {
            for option in OptionDeclaration.accepted(by: command) {
                var typo = option.name
                typo.remove(at: typo.index(typo.startIndex, offsetBy: 3))
                let arguments = (command == .render ? [] : [command.rawValue]) + [typo, "1", "a", "b"]
                guard let error = usageError(arguments) else { continue }
                let forCommand = command == .render ? "" : " for '\(command.rawValue)'"
                XCTAssertEqual(error.message, "unknown option '\(typo)'\(forCommand) (did you mean '\(option.name)'?)", "\(arguments)")
                XCTAssertEqual(error.command, command)
                checked += 1
            }
        }
        XCTAssertEqual(checked, OptionDeclaration.all.reduce(0) { $0 + $1.commands.count })
    }

    /// Through the binary: the suggestion, then the command's usage line and where its help is, exit 2.
    func testTheBinaryReportsAMisspelledOptionWithTheCommandsUsage() throws {
        let typos: [(Subcommand, [String], String)] = [
            (.render, ["--widht", "80", "-"], "unknown option '--widht' (did you mean '--width'?)"),
            (.diff, ["diff", "--landscap", "a", "b"], "unknown option '--landscap' for 'diff' (did you mean '--landscape'?)"),
            (.lint, ["lint", "--scal", "2", "a"], "unknown option '--scal' for 'lint' (did you mean '--scale'?)"),
            (.check, ["check", "--tolerence", "1", "a"], "unknown option '--tolerence' for 'check' (did you mean '--tolerance'?)"),
            (.update, ["update", "--formt", "svg", "a", "b"], "unknown option '--formt' for 'update' (did you mean '--format'?)"),
            (.help, ["help", "--hlep"], "unknown option '--hlep' for 'help' (did you mean '--help'?)"),
        ]
        for (command, arguments, message) in typos {
            let result = try LayoutDumpRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "Error: \(message)\n\(usageLine(command))\nSee '\(helpHint(command))'.\n", "\(arguments)")
        }
    }

    func testBadValuesNameTheOptionAndWhatIsValid() {
        XCTAssertEqual(usageError(["--width", "3", "-"])?.message, "invalid --width '3': expected an integer from 10 to 10000")
        XCTAssertEqual(usageError(["check", "--tolerance", "-1", "a"])?.message,
                       "invalid --tolerance '-1': expected a number of points from 0 to 1000000, e.g. 0.5")
        XCTAssertEqual(usageError(["update", "--format", "jsn", "a", "b"])?.message,
                       "invalid --format 'jsn': unknown format 'jsn'; update prints a comma-separated list of text, ascii, svg")
        XCTAssertEqual(usageError(["--landscape=yes", "a"])?.message, "--landscape takes no value")
        XCTAssertEqual(usageError(["diff", "a", "--scale"])?.message, "missing value for --scale")
        XCTAssertEqual(usageError(["--device", "iphone16", "--devices", "all", "a"])?.message,
                       "--device and --devices cannot be combined; give one device, or a list with --devices")
        XCTAssertEqual(usageError(["update", "-", "-"])?.message, "only one of BEFORE and AFTER can be - (standard input)")
    }

    /// Parsing reads no file: a command line naming a missing file parses, and the run reports the file, exit 2,
    /// without a usage line (the command line was right).
    func testAMissingFileParsesAndTheRunReportsIt() throws {
        let missing = "Examples/no-such-layout.json"
        let lines: [([String], Command)] = [
            ([missing], .render(Options(file: missing))),
            (["lint", missing], .lint(LintOptions(file: missing))),
            (["diff", missing, "Examples/two-column-grid.json"], .diff(DiffOptions(old: missing, new: "Examples/two-column-grid.json"))),
            (["check", missing], .check(CheckOptions(files: [missing]))),
            (["update", missing, "Examples/feed-after.json"], .update(UpdateOptions(old: missing, new: "Examples/feed-after.json"))),
        ]
        for (arguments, command) in lines {
            XCTAssertEqual(try parse(arguments), command, "\(arguments)")
            let result = try LayoutDumpRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "Error: cannot read '\(missing)': no such file\n", "\(arguments)")
        }
    }

    /// `layout-dump lnt`: a mistyped `lint`, unless a file is called `lnt`. The parser cannot know, so it returns both
    /// readings and the run looks at the disk.
    func testAWordCloseToACommandIsAFileOnlyIfTheFileExists() throws {
        let ambiguous = CommandOrFile(word: "lnt", suggestion: .lint, asFile: .success(.render(Options(file: "lnt"))))
        XCTAssertEqual(try parse(["lnt"]), .commandOrFile(ambiguous))
        XCTAssertEqual(try ambiguous.resolved { $0 == "lnt" }, .render(Options(file: "lnt")))
        XCTAssertThrowsError(try ambiguous.resolved { _ in false }) { error in
            XCTAssertEqual(error as? UsageError, UsageError(message: "unknown command 'lnt' (did you mean 'lint'?)"))
        }
        // Both readings of a line that is bad usage as a file reading: the run reports the command or that error.
        guard case .commandOrFile(let extra)? = try? parse(["dif", "a", "b"]) else { return XCTFail("dif a b") }
        XCTAssertEqual(extra.asFile, .failure(UsageError(message: "expected one FILE, found 3: 'dif', 'a', 'b'")))
        XCTAssertThrowsError(try extra.resolved { _ in false }) { error in
            XCTAssertEqual((error as? UsageError)?.message, "unknown command 'dif' (did you mean 'diff'?)")
        }
        // Words that look like paths, or are far from every command, are files without asking.
        XCTAssertEqual(try parse(["lnt.json"]), .render(Options(file: "lnt.json")))
        XCTAssertEqual(try parse(["layout"]), .render(Options(file: "layout")))

        // Through the binary: in a folder holding a layout called `lnt`, `layout-dump lnt` draws it.
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(LayoutJSON.row(items: 1, extraRoot: #""container": {"width": 100, "height": 100},"#),
                                                                name: "lnt")
        defer { cleanup() }
        let folder = url.deletingLastPathComponent()
        let drawn = try LayoutDumpRunner.run(["lnt", "--format", "frames"], directory: folder)
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        // One 50 x 44 cell: fractionalWidth(0.5) of 100 (Docs/Solver.md, step 3b).
        XCTAssertEqual(drawn.stdout, "# layout-dump frames v1\ncontent 100 44\ncell - 0.0 0 0 50 44 0\n")
        let typo = try LayoutDumpRunner.run(["lnt", "--format", "frames"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.hasPrefix("Error: unknown command 'lnt' (did you mean 'lint'?)\nUsage: layout-dump [render]"), typo.stderr)
    }
}
