import Foundation
import LayoutKitLinux

/// `layout-dump check`: lays out fidelity fixtures (Docs/Fidelity.md) and compares each with its expected frames,
/// exactly as the test suite's harness does, so one case can be run and read without the test runner.
struct CheckOptions: Equatable {
    /// Fixture files or folders (every `.json` below a folder), or `-` for standard input.
    var files: [String] = []
    var tolerance: CGFloat = LayoutFixture.tolerance
}

let checkUsageLine = "Usage: layout-dump check [--tolerance PT] FIXTURE..."

let checkHelpText = """
OVERVIEW: Lay out fidelity fixtures and compare them with their expected frames.

\(checkUsageLine)

A fixture (Docs/Fidelity.md) is one JSON file holding a layout, its context, the frames UIKit
gives for it and where those numbers come from. check solves each one (and, when the fixture
asks for it, its right-to-left mirror image) and prints "ok" or the expected and actual frame
dumps, their diff and the element-by-element differences. A folder stands for every .json file
below it. 'layout-dump diff FIXTURE B' compares a fixture's expected frames with any dump or
layout; 'layout-dump FIXTURE' draws its layout.

OPTIONS:
  --tolerance PT          Ignore differences of at most PT points (default 0.001).
  -h, --help              Show this help and exit.
  --                      Treat every later argument as a FIXTURE.

EXIT STATUS:
  0  Every fixture matches.
  1  At least one fixture differs (or its layout is rejected by the engine).
  2  Bad usage or bad input (an unreadable file, a fixture that breaks the format).
  3  An internal error (please report it).

EXAMPLES:
  layout-dump check Tests/LayoutTests/Fixtures/spacing/fraction-0.3-no-spacing-case0.json
  layout-dump check Tests/LayoutTests/Fixtures
  layout-dump --format frames fixture.json > actual.frames && layout-dump diff fixture.json actual.frames

"""

/// The arguments after `check`: the options, or a request for the command's help page.
func parseCheckArguments(_ arguments: [String]) throws -> Command {
    var options = CheckOptions()
    var index = 0
    var onlyFiles = false
    let names = ["--tolerance", "--help", "-h"]
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
            options.files.append(argument)
            continue
        }
        if argument == "--" {
            onlyFiles = true
            continue
        }
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        switch parts[0] {
        case "-h", "--help":
            return .help(.check)
        case "--tolerance":
            let text: String
            if parts.count == 2 {
                text = parts[1]
            } else if index < arguments.count {
                text = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "missing value for --tolerance", command: .check)
            }
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0, value <= 1_000_000,
                  text.range(of: #"^\s*\+?([0-9]+\.?[0-9]*|\.[0-9]+)\s*$"#, options: .regularExpression) != nil else {
                throw UsageError(message: "invalid --tolerance '\(text)': expected a number of points from 0 to 1000000, e.g. 0.5",
                                 command: .check)
            }
            options.tolerance = CGFloat(value)
        default:
            var message = "unknown option '\(parts[0])' for 'check'"
            if let guess = closest(parts[0], among: names) { message += " (did you mean '\(guess)'?)" }
            throw UsageError(message: message, command: .check)
        }
    }
    guard !options.files.isEmpty else {
        throw UsageError(message: "missing FIXTURE (a fixture file or a folder of them, or - for standard input)", command: .check)
    }
    guard options.files.filter({ $0 == "-" }).count <= 1 else {
        throw UsageError(message: "only one FIXTURE can be - (standard input)", command: .check)
    }
    return .check(options)
}

/// The fixture files named on the command line, folders expanded to the `.json` files below them, in name order.
func fixtureFiles(_ arguments: [String]) throws -> [String] {
    var files: [String] = []
    for argument in arguments {
        var isDirectory: ObjCBool = false
        guard argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
            files.append(argument)
            continue
        }
        let found = (FileManager.default.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        guard !found.isEmpty else { throw InputError(message: "'\(argument)' holds no fixtures (.json files)", command: .check) }
        files += found.map { (argument.hasSuffix("/") ? argument : argument + "/") + $0 }
    }
    return files
}

/// Checks every fixture; returns the report and whether all of them matched.
func runCheck(_ options: CheckOptions) throws -> (report: String, passed: Bool) {
    var report = ""
    var failed = 0
    let files = try fixtureFiles(options.files)
    for file in files {
        let (name, data) = try readInput(file)
        let fixture: LayoutFixture
        do {
            fixture = try LayoutFixture.parse(data)
        } catch let error as LayoutDocumentError {
            throw InputError(message: "\(name): \(error.description)", command: .check)
        }
        let outcomes = fixture.check(tolerance: options.tolerance)
        if outcomes.allSatisfy(\.passed) {
            report += "ok    \(name)\n"
        } else {
            failed += 1
            report += "FAIL  \(name): \(fixture.description)\n      source: \(fixture.source) (\(fixture.confidence.rawValue))\n"
            report += outcomes.filter { !$0.passed }.map(\.report).joined(separator: "\n") + "\n"
        }
    }
    if files.count > 1 {
        report += "\(files.count) fixtures: \(files.count - failed) passed, \(failed) failed\n"
    }
    return (report, failed == 0)
}

/// A fixture where a layout document or a frame dump is read: `diff` takes its expected frames (what UIKit gives),
/// `render` and `lint` its layout.
func fixture(in data: Data, name: String, command: Subcommand) throws -> LayoutFixture? {
    guard LayoutFixture.isFixture(data) else { return nil }
    do {
        return try LayoutFixture.parse(data)
    } catch let error as LayoutDocumentError {
        throw InputError(message: "\(name): \(error.description)", command: command)
    }
}
