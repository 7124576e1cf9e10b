import Foundation
import LayoutKitLinux

/// A frame dump as is, or a layout document solved and dumped: read as they are compared (`FrameDumpDiff.Rows`), so
/// memory does not grow with the number of elements (Docs/CLI.md, "diff").
func dump(_ file: String, overrides: LayoutOverrides) throws -> FrameDumpDiff.Rows {
    let (name, data) = try readInput(file)
    if isFrameDump(data) {
        do {
            return try FrameDumpDiff.Rows(parsing: data)
        } catch let error as FrameDumpDiff.ParseError {
            throw InputError(message: "\(name): \(error.description)")
        }
    }
    if isSwiftFile(name) || !overrides.calls.isEmpty {
        return try FrameDumpDiff.Rows(try solve(try singleLayoutDocument(name: name, data: data, overrides: overrides), name: name))
    }
    let hint = " (diff reads frame dumps, whose first line is \"\(FrameDump.header)\", and layout documents)"
    // A fidelity fixture stands for its expected frames: `diff fixture.json actual.frames` (Docs/Fidelity.md); one
    // parse tells a fixture from a layout document.
    let parsed: (fixture: LayoutFixture?, document: LayoutDocument)
    do {
        parsed = try LayoutFixture.parseFixtureOrDocument(data)
    } catch let error as LayoutDocumentError {
        // The hint is for layout documents (a second parse, on this error path only, tells whether it was a fixture).
        throw InputError(message: "\(name): \(error.description)" + (LayoutFixture.isFixture(data) ? "" : hint))
    }
    if let fixture = parsed.fixture { return FrameDumpDiff.Rows(fixture.expected) }
    do {
        let solution = try solve(try overridden(parsed.document, by: overrides, name: name), name: name, source: data)
        // Keyed by identifier when the document lists them, so that the diff matches items by identity.
        if solution.identifiers != nil, let keyed = try? FrameDumpDiff.Rows(solution, keyedByIdentifier: true) {
            return keyed
        }
        return try FrameDumpDiff.Rows(solution)
    } catch let error as InputError {
        throw InputError(message: error.message + hint)
    }
}

/// Compares two frame dumps or layouts; 0 when they are equal, 1 otherwise.
func diff(_ options: DiffOptions) throws -> Int32 {
    let old = try dump(options.old, overrides: options.overrides)
    let new = try dump(options.new, overrides: options.overrides)
    var output = StandardOutput()
    let header = "--- \(options.old == "-" ? "<stdin>" : options.old)\n+++ \(options.new == "-" ? "<stdin>" : options.new)\n"
    output.write(TerminalText.escaped(header, keepingNewlines: true))
    let equal = FrameDumpDiff.writeReport(old, new, tolerance: options.tolerance, to: &output)
    output.flush()
    return equal ? 0 : 1
}
