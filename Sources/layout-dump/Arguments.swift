import Foundation
import LayoutKitLinux

/// The version `--version` prints.
let toolVersion = "0.1.0"

/// What the command line asks for.
enum Command: Equatable {
    case run(Options)
    case help
    case version
}

enum OutputFormat: String, CaseIterable {
    case ascii
    case frames
}

struct Options: Equatable {
    var formats: [OutputFormat] = [.ascii, .frames]
    var container: CGSize?
    var width: Int?
    var maxRows: Int = ASCIIDiagram.defaultMaxRows
    var rightToLeft = false
    var scale: CGFloat?
    /// A path, or `-` for standard input.
    var file: String = ""
}

/// Bad command-line usage or bad input: printed as `Error: ...` with the usage line, exit status 2.
struct UsageError: Error {
    let message: String
}

let usageLine = "Usage: layout-dump [--format ascii|frames|ascii,frames] [--container WxH] [--width N] [--max-rows N] [--rtl] [--scale N] FILE"

let helpText = """
OVERVIEW: Solve a compositional layout described in JSON and print its frames.

Reads a layout document (Docs/Schema.md): the collection view's size and traits, the
layout configuration and its sections, written with UIKit's names. Solves it as
UICollectionViewCompositionalLayout would and prints a box diagram, a frame dump, or both.

\(usageLine)

ARGUMENTS:
  FILE                    The layout document (JSON), or - to read standard input.

OPTIONS:
  --format LIST           What to print: ascii, frames, or both as ascii,frames
                          (the default; printed in the order given).
  --container WxH         The collection view's size in points, e.g. 390x844
                          (overrides the document's "container").
  --width N               Diagram width in characters (default: $COLUMNS, else 80).
  --max-rows N            Diagram rows shown before the rest is cut (default \(ASCIIDiagram.defaultMaxRows)).
  --rtl                   Lay out right to left (overrides "layoutDirection").
  --scale N               Display scale for pixel rounding, e.g. 1, 2, 3
                          (overrides "displayScale"; default 2).
  -h, --help              Show this help and exit.
  --version               Show the version and exit.
  --                      Treat every later argument as FILE.

OUTPUT:
  ascii   A box per element, scaled to the width; cells are labelled section.item.
  frames  "# layout-dump frames v1", "content W H", then one line per element:
          category kind section.item x y width height z
          sorted by category, section, item and kind.

EXIT STATUS:
  0  The layout was solved and printed.
  1  An internal error (please report it).
  2  Bad usage or bad input: unknown option, unreadable file, malformed JSON,
     a document that breaks the schema, or a layout UIKit would reject.

EXAMPLES:
  layout-dump Examples/apple-grid.json
  layout-dump --format frames --container 320x480 Examples/two-column-grid.json
  cat layout.json | layout-dump --rtl -

"""

private let optionNames = ["--format", "--container", "--width", "--max-rows", "--rtl", "--scale", "--help", "-h", "--version"]

/// Parses the arguments after the program name. `--name value` and `--name=value` are both accepted.
func parseCommandLine(_ arguments: [String]) throws -> Command {
    var options = Options()
    var files: [String] = []
    var index = 0
    var onlyFiles = false

    func value(for name: String, inline: String?) throws -> String {
        if let inline { return inline }
        index += 1
        guard index < arguments.count else {
            throw UsageError(message: "missing value for \(name)")
        }
        return arguments[index]
    }

    while index < arguments.count {
        let argument = arguments[index]
        if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
            files.append(argument)
            index += 1
            continue
        }
        if argument == "--" {
            onlyFiles = true
            index += 1
            continue
        }
        var name = argument
        var inline: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inline = String(argument[argument.index(after: equals)...])
        }
        switch name {
        case "-h", "--help":
            return .help
        case "--version":
            return .version
        case "--rtl":
            if inline != nil { throw UsageError(message: "--rtl takes no value") }
            options.rightToLeft = true
        case "--format":
            options.formats = try formats(try value(for: name, inline: inline))
        case "--container":
            options.container = try containerSize(try value(for: name, inline: inline))
        case "--width":
            options.width = try integer(try value(for: name, inline: inline), option: name,
                                        range: ASCIIDiagram.minimumWidth...ASCIIDiagram.maximumWidth)
        case "--max-rows":
            options.maxRows = try integer(try value(for: name, inline: inline), option: name, range: 1...1_000_000)
        case "--scale":
            options.scale = try scale(try value(for: name, inline: inline))
        default:
            var message = "unknown option '\(name)'"
            if let guess = closest(name, among: optionNames) { message += " (did you mean '\(guess)'?)" }
            throw UsageError(message: message)
        }
        index += 1
    }
    guard let file = files.first else {
        throw UsageError(message: "missing FILE (a layout document, or - for standard input)")
    }
    guard files.count == 1 else {
        throw UsageError(message: "expected one FILE, found \(files.count): \(files.map { "'\($0)'" }.joined(separator: ", "))")
    }
    options.file = file
    return .run(options)
}

func formats(_ text: String) throws -> [OutputFormat] {
    var result: [OutputFormat] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let name = part.trimmingCharacters(in: .whitespaces)
        guard let format = OutputFormat(rawValue: name) else {
            throw UsageError(message: "invalid --format '\(text)': unknown format '\(name)'; expected ascii, frames or ascii,frames")
        }
        if !result.contains(format) { result.append(format) }
    }
    return result
}

func containerSize(_ text: String) throws -> CGSize {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
    guard parts.count == 2, let width = positiveNumber(parts[0]), let height = positiveNumber(parts[1]),
          width <= LayoutDocument.maximumLength, height <= LayoutDocument.maximumLength else {
        throw UsageError(message: "invalid --container '\(text)': expected WIDTHxHEIGHT in points, two positive numbers"
                             + " up to \(Int(LayoutDocument.maximumLength)), e.g. 390x844")
    }
    return CGSize(width: width, height: height)
}

func scale(_ text: String) throws -> CGFloat {
    guard let value = positiveNumber(text), value <= LayoutDocument.maximumDisplayScale else {
        throw UsageError(message: "invalid --scale '\(text)': expected a positive number up to \(Int(LayoutDocument.maximumDisplayScale)), e.g. 2")
    }
    return value
}

func integer(_ text: String, option: String, range: ClosedRange<Int>) throws -> Int {
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
        throw UsageError(message: "invalid \(option) '\(text)': expected an integer from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
}

/// A plain decimal number greater than zero (no `inf`, `nan` or hexadecimal).
func positiveNumber(_ text: String) -> CGFloat? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.range(of: #"^\+?([0-9]+\.?[0-9]*|\.[0-9]+)$"#, options: .regularExpression) != nil,
          let value = Double(trimmed), value.isFinite, value > 0 else { return nil }
    return CGFloat(value)
}

/// The option a mistyped one most likely meant.
func closest(_ word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }.sorted { $0.1 < $1.1 }
    guard let best = scored.first, best.1 <= max(1, best.0.count / 3) else { return nil }
    return best.0
}
