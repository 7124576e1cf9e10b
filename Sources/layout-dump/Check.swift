import Foundation
import LayoutKitLinux

/// `layout-dump check`: lays out fidelity fixtures (Docs/Fidelity.md) and compares each with its expected frames,
/// exactly as the test suite's harness does, so one case can be run and read without the test runner.
struct CheckOptions: Equatable {
    /// Fixture files or folders (every `.json` below a folder), or `-` for standard input.
    var files: [String] = []
    var tolerance: CGFloat = LayoutFixture.tolerance
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
        guard !found.isEmpty else { throw InputError(message: "'\(argument)' holds no fixtures (.json files)") }
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
            throw InputError(message: "\(name): \(error.description)")
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
