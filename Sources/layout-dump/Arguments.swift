import Foundation
import LayoutKitLinux

/// The version `--version` prints.
let toolVersion = "0.2.0"

/// The subcommands; `render` is the default when the first argument names no command.
enum Subcommand: String, CaseIterable {
    case render, diff, lint, check, update, help
}

/// What the command line asks for.
enum Command: Equatable {
    case render(Options)
    case diff(DiffOptions)
    case lint(LintOptions)
    case check(CheckOptions)
    case update(UpdateOptions)
    case help(Subcommand?)
    case version
}

enum OutputFormat: String, CaseIterable {
    case ascii, frames, json, svg, html, describe
}

enum ColorChoice: String, CaseIterable {
    case auto, always, never
}

/// Options that change the layout a document describes (render, diff of a layout file, lint).
struct LayoutOverrides: Equatable {
    /// `--device NAME`: the document is laid out on that device (Docs/Devices.md), before the other overrides.
    var device: LayoutDevice?
    /// `--landscape`: the device (given, or the document's default device) turned on its side.
    var landscape = false
    var container: CGSize?
    var contentOffset: CGPoint?
    var rightToLeft = false
    var scale: CGFloat?
}

struct Options: Equatable {
    var formats: [OutputFormat] = [.ascii, .frames]
    /// `--devices all|LIST`: the output once per device, each headed by its name.
    var devices: [LayoutDevice] = []
    var overrides = LayoutOverrides()
    var width: Int?
    var maxRows: Int = ASCIIDiagram.defaultMaxRows
    /// The diagram's window: its start along the scroll axis, or a rectangle of the content (`--offset`, `--rect`).
    var windowOffset: CGFloat?
    var windowRect: CGRect?
    var color: ColorChoice = .auto
    /// A path, or `-` for standard input.
    var file: String = ""
}

struct DiffOptions: Equatable {
    var old = ""
    var new = ""
    var tolerance: CGFloat = 0
    var overrides = LayoutOverrides()
}

struct LintOptions: Equatable {
    var file = ""
    var overrides = LayoutOverrides()
}

/// Bad command-line usage or bad input: printed as `Error: ...` with the command's usage line, exit status 2.
struct UsageError: Error {
    let message: String
    var command: Subcommand = .render
}

func usageLine(_ command: Subcommand) -> String {
    switch command {
    case .render, .help:
        return "Usage: layout-dump [render] [--format FORMATS] [--device NAME | --devices all] [--landscape] [--container WxH] [--content-offset X,Y] [--width N] [--max-rows N] [--offset N] [--rect X,Y,W,H] [--rtl] [--scale N] [--color WHEN] FILE"
    case .diff:
        return "Usage: layout-dump diff [--tolerance PT] [--device NAME] [--landscape] [--container WxH] [--content-offset X,Y] [--rtl] [--scale N] A B"
    case .lint:
        return "Usage: layout-dump lint [--device NAME] [--landscape] [--container WxH] [--content-offset X,Y] [--rtl] [--scale N] FILE"
    case .check:
        return checkUsageLine
    case .update:
        return "Usage: layout-dump update [--format text,ascii,svg] [--width N] [--container WxH] [--content-offset X,Y] [--rtl] [--scale N] BEFORE AFTER"
    }
}

let layoutOptionsHelp = """
  --device NAME           Lay the layout out on a device: its screen, safe area, margins,
                          readable insets, scale and size classes (Docs/Devices.md), e.g.
                          "iPhone 16 Pro" or iphone16pro. A document without "container"
                          is on the default device, the \(LayoutDevice.default.name).
  --landscape             The device turned on its side.
  --container WxH         The collection view's size in points, e.g. 390x844
                          (overrides the document's "container" and the device's size).
  --content-offset X,Y    Where the view is scrolled to, e.g. 0,300 (overrides "contentOffset";
                          pinned headers depend on it).
  --rtl                   Lay out right to left (overrides "layoutDirection").
  --scale N               Display scale for pixel rounding: 1, 2 or 3
                          (overrides "displayScale"; default 2).
"""

func helpText(_ command: Subcommand?) -> String {
    switch command {
    case nil:
        return """
        OVERVIEW: Solve compositional layouts described in JSON; draw, dump, compare and lint them.

        Reads a layout document (Docs/Schema.md): the collection view's size and traits, the
        layout configuration and its sections, written with UIKit's names, and solves it as
        UICollectionViewCompositionalLayout would.

        \(usageLine(.render))
               layout-dump diff [OPTIONS] A B
               layout-dump lint [OPTIONS] FILE
               layout-dump check FIXTURE...
               layout-dump update [OPTIONS] BEFORE AFTER
               layout-dump help [COMMAND]

        COMMANDS:
          render (default)        Print a box diagram, frame dump, JSON, SVG or visualDescription().
          diff                    Compare two frame dumps (or layout documents) element by element.
          lint                    Warn about known compositional-layout pitfalls.
          check                   Lay out fidelity fixtures and compare them with their expected frames.
          update                  The batch update between two layouts with item identifiers.
          help                    Show help for a command.

        \(helpText(.render).components(separatedBy: "\n").drop { !$0.hasPrefix("ARGUMENTS") }.joined(separator: "\n"))
        See 'layout-dump diff --help' and 'layout-dump lint --help' for the other commands.

        """
    case .render?, .help?:
        return """
        OVERVIEW: Solve a layout document and print it.

        \(usageLine(.render))

        ARGUMENTS:
          FILE                    The layout document (JSON), or - to read standard input.

        OPTIONS:
          --format LIST           What to print, comma-separated, in that order (default ascii,frames):
                                    ascii     a box diagram: cells +-|, headers/footers/badges *=:,
                                              decorations ...; cells labelled section.item
                                    frames    the stable frame dump ("# layout-dump frames v1")
                                    json      the same elements as JSON
                                    svg       an SVG picture to open in a browser
                                    html      an interactive page (one file, no network): the picture,
                                              element details on hover, a content-offset slider,
                                              toggles per element class
                                    describe  visualDescription() of each section and its group
          --width N               Diagram width in characters (default: $COLUMNS, else the
                                  terminal's width, else 80).
          --max-rows N            Diagram rows shown before the rest is cut (default \(ASCIIDiagram.defaultMaxRows)).
          --offset N              Draw the diagram from N points along the scroll axis, \(ASCIIDiagram.defaultScreens) screens
                                  long (by default a layout longer than that draws its first \(ASCIIDiagram.defaultScreens)).
          --rect X,Y,W,H          Draw only this rectangle of the content, e.g. 0,5000,390,844.
          --color WHEN            Colour the diagram: auto (a terminal, unless NO_COLOR is set or
                                  TERM=dumb), always, never.
          --devices all|LIST      Print once per device (all, or names separated by commas),
                                  each headed by "== NAME, orientation: W x H pt @Nx ==".
        \(layoutOptionsHelp)
          -h, --help              Show this help and exit.
          --version               Show the version and exit.
          --                      Treat every later argument as FILE.

        OUTPUT (frames):
          "# layout-dump frames v1", "content W H", then one line per element:
          category kind section.item x y width height z
          sorted by category, section, item and kind.

        EXIT STATUS:
          0  The layout was solved and printed.
          2  Bad usage or bad input: unknown option, unreadable file, malformed JSON,
             a document that breaks the schema, or a layout UIKit would reject.
          3  An internal error (please report it).

        EXAMPLES:
          layout-dump Examples/apple-grid.json
          layout-dump --format frames --container 320x480 Examples/two-column-grid.json
          layout-dump --format svg Examples/apple-section-headers-footers.json > layout.svg
          cat layout.json | layout-dump --rtl -

        """
    case .diff?:
        return """
        OVERVIEW: Compare two layouts element by element.

        \(usageLine(.diff))

        A and B are frame dumps (from 'layout-dump --format frames') or layout documents,
        which are solved first; - reads one of them from standard input. Elements are matched
        by category, kind and index path and reported as moved, resized, changed (both),
        zIndex, added or removed, then a summary line.

        OPTIONS:
          --tolerance PT          Ignore differences of at most PT points (default 0).
        \(layoutOptionsHelp)
          -h, --help              Show this help and exit.
          --                      Treat every later argument as a file.

        EXIT STATUS:
          0  The layouts are equal (within the tolerance).
          1  They differ.
          2  Bad usage or bad input (a file that is neither a frame dump nor a valid document).
          3  An internal error (please report it).

        EXAMPLES:
          layout-dump --format frames layout.json > before.frames
          layout-dump diff before.frames layout.json
          layout-dump diff --tolerance 0.5 a.frames b.frames

        """
    case .check?:
        return checkHelpText
    case .update?:
        return updateHelp
    case .lint?:
        return """
        OVERVIEW: Warn about compositional-layout pitfalls in a layout document.

        \(usageLine(.lint))

        Each warning names the path of the value at fault, explains what UIKit does with it,
        how to fix it, and where the rule is documented (Docs/Lint.md). The rules:
          fractional-size-in-estimated-group   a fractional size in an estimated group
          count-group-with-estimated-items     a count: group along the scroll axis, estimated
          content-insets-on-estimated-axis     content insets UIKit ignores
          inter-group-spacing-without-groups   interGroupSpacing with one top-level group
          group-cannot-fit-first-item          a group UIKit rejects
          flexible-spacing-without-room        flexible spacing that acts as fixed
          estimated-absolute-mix               estimated and absolute sizes that fight
          nested-group-supplementary-fraction  a nested group's fractional badge or line
          boundary-items-do-not-stack          two headers (or footers) with one alignment

        OPTIONS:
        \(layoutOptionsHelp)
          -h, --help              Show this help and exit.
          --                      Treat every later argument as FILE.

        EXIT STATUS:
          0  No warnings.
          1  At least one warning.
          2  Bad usage or bad input (unreadable file, malformed JSON, a document that breaks the schema).
          3  An internal error (please report it).

        """
    }
}

private let renderOptionNames = ["--format", "--device", "--devices", "--landscape", "--container", "--content-offset", "--width",
                                 "--max-rows", "--offset", "--rect", "--rtl", "--scale", "--color", "--help", "-h", "--version"]
private let diffOptionNames = ["--tolerance", "--device", "--landscape", "--container", "--content-offset", "--rtl", "--scale", "--help", "-h"]
private let lintOptionNames = ["--device", "--landscape", "--container", "--content-offset", "--rtl", "--scale", "--help", "-h"]

/// Parses the arguments after the program name. `--name value` and `--name=value` are both accepted.
func parseCommandLine(_ arguments: [String]) throws -> Command {
    var arguments = arguments
    var subcommand = Subcommand.render
    var explicit = false
    if let first = arguments.first, !first.hasPrefix("-") {
        if let named = Subcommand(rawValue: first) {
            subcommand = named
            explicit = true
            arguments.removeFirst()
        } else if !FileManager.default.fileExists(atPath: first), !first.contains("."), !first.contains("/"),
                  let guess = closest(first, among: Subcommand.allCases.map(\.rawValue)) {
            throw UsageError(message: "unknown command '\(first)' (did you mean '\(guess)'?)")
        }
    }
    if subcommand == .help {
        guard let topic = arguments.first, topic != "-h", topic != "--help" else { return .help(nil) }
        guard let named = Subcommand(rawValue: topic) else {
            var message = "unknown command '\(topic)'; expected one of \(Subcommand.allCases.map(\.rawValue).joined(separator: ", "))"
            if let guess = closest(topic, among: Subcommand.allCases.map(\.rawValue)) { message += " (did you mean '\(guess)'?)" }
            throw UsageError(message: message)
        }
        return .help(named)
    }
    if subcommand == .check { return try parseCheckArguments(arguments) }

    var options = Options()
    var diff = DiffOptions()
    var update = UpdateOptions()
    var overrides = LayoutOverrides()
    var files: [String] = []
    var index = 0
    var onlyFiles = false
    let names: [String]
    switch subcommand {
    case .diff: names = diffOptionNames
    case .lint: names = lintOptionNames
    case .update: names = updateOptionNames
    default: names = renderOptionNames
    }

    func value(for name: String, inline: String?) throws -> String {
        if let inline { return inline }
        index += 1
        guard index < arguments.count else {
            throw UsageError(message: "missing value for \(name)", command: subcommand)
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
        guard names.contains(name) else {
            var message = "unknown option '\(name)'"
            if subcommand != .render { message += " for '\(subcommand.rawValue)'" }
            if let guess = closest(name, among: names) { message += " (did you mean '\(guess)'?)" }
            throw UsageError(message: message, command: subcommand)
        }
        do {
            switch name {
            case "-h", "--help":
                // `layout-dump --help` is the overview (which includes render's options); `layout-dump render --help` render's page.
                return .help(explicit ? subcommand : nil)
            case "--version":
                return .version
            case "--rtl":
                if inline != nil { throw UsageError(message: "--rtl takes no value") }
                overrides.rightToLeft = true
            case "--format" where subcommand == .update:
                update.formats = try updateFormats(try value(for: name, inline: inline))
            case "--format":
                options.formats = try formats(try value(for: name, inline: inline))
            case "--device":
                overrides.device = try device(try value(for: name, inline: inline))
            case "--devices":
                options.devices = try devices(try value(for: name, inline: inline))
            case "--landscape":
                if inline != nil { throw UsageError(message: "--landscape takes no value") }
                overrides.landscape = true
            case "--container":
                overrides.container = try containerSize(try value(for: name, inline: inline))
            case "--content-offset":
                overrides.contentOffset = try point(try value(for: name, inline: inline), option: name)
            case "--width":
                options.width = try integer(try value(for: name, inline: inline), option: name,
                                            range: ASCIIDiagram.minimumWidth...ASCIIDiagram.maximumWidth)
            case "--max-rows":
                options.maxRows = try integer(try value(for: name, inline: inline), option: name, range: 1...1_000_000)
            case "--offset":
                let text = try value(for: name, inline: inline)
                guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite,
                      text.range(of: #"^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)\s*$"#, options: .regularExpression) != nil,
                      abs(number) <= 1e12 else {
                    throw UsageError(message: "invalid --offset '\(text)': expected a number of points along the scroll axis, e.g. 5000")
                }
                options.windowOffset = CGFloat(number)
            case "--rect":
                options.windowRect = try rectangle(try value(for: name, inline: inline))
            case "--scale":
                overrides.scale = try scale(try value(for: name, inline: inline))
            case "--color":
                let text = try value(for: name, inline: inline)
                guard let choice = ColorChoice(rawValue: text) else {
                    var message = "invalid --color '\(text)': expected auto, always or never"
                    if let guess = closest(text, among: ColorChoice.allCases.map(\.rawValue)) { message += " (did you mean '\(guess)'?)" }
                    throw UsageError(message: message)
                }
                options.color = choice
            case "--tolerance":
                let text = try value(for: name, inline: inline)
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard trimmed.range(of: #"^\+?([0-9]+\.?[0-9]*|\.[0-9]+)$"#, options: .regularExpression) != nil,
                      let number = Double(trimmed), number.isFinite, number <= 1_000_000 else {
                    throw UsageError(message: "invalid --tolerance '\(text)': expected a number of points from 0 to 1000000, e.g. 0.5")
                }
                diff.tolerance = CGFloat(number)
            default:
                throw UsageError(message: "unknown option '\(name)'")
            }
        } catch let error as UsageError {
            throw UsageError(message: error.message, command: subcommand)
        }
        index += 1
    }

    switch subcommand {
    case .diff:
        guard files.count == 2 else {
            throw UsageError(message: files.count < 2 ? "diff needs two files, A and B (frame dumps or layout documents); found \(files.count)"
                                 : "diff takes two files, found \(files.count): \(files.map { "'\($0)'" }.joined(separator: ", "))",
                             command: .diff)
        }
        guard files != ["-", "-"] else { throw UsageError(message: "only one of A and B can be - (standard input)", command: .diff) }
        diff.old = files[0]
        diff.new = files[1]
        diff.overrides = overrides
        return .diff(diff)
    case .update:
        guard files.count == 2 else {
            throw UsageError(message: "update needs two layout documents, BEFORE and AFTER; found \(files.count)", command: .update)
        }
        update.old = files[0]
        update.new = files[1]
        update.width = options.width
        update.overrides = overrides
        return .update(update)
    default:
        guard let file = files.first else {
            throw UsageError(message: "missing FILE (a layout document, or - for standard input)", command: subcommand)
        }
        guard files.count == 1 else {
            throw UsageError(message: "expected one FILE, found \(files.count): \(files.map { "'\($0)'" }.joined(separator: ", "))",
                             command: subcommand)
        }
        if subcommand == .lint { return .lint(LintOptions(file: file, overrides: overrides)) }
        if overrides.device != nil && !options.devices.isEmpty {
            throw UsageError(message: "--device and --devices cannot be combined; give one device, or a list with --devices")
        }
        options.file = file
        options.overrides = overrides
        return .render(options)
    }
}

func formats(_ text: String) throws -> [OutputFormat] {
    var result: [OutputFormat] = []
    let names = OutputFormat.allCases.map(\.rawValue)
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let name = part.trimmingCharacters(in: .whitespaces)
        guard let format = OutputFormat(rawValue: name) else {
            var message = "invalid --format '\(text)': unknown format '\(name)'; expected a comma-separated list of \(names.joined(separator: ", "))"
            if let guess = closest(name, among: names) { message += " (did you mean '\(guess)'?)" }
            throw UsageError(message: message)
        }
        if !result.contains(format) { result.append(format) }
    }
    return result
}

/// A device preset by name (`LayoutDevice.named`: case, spaces and punctuation do not matter).
func device(_ text: String) throws -> LayoutDevice {
    if let device = LayoutDevice.named(text) { return device }
    // Suggest by the same normalised form the lookup compares.
    func key(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let names = LayoutDevice.all.map(\.name)
    var message = "unknown device '\(text)'"
    // Of equally close names, the one nearest in length ("iphone61" means the iPhone 16, not the 16e).
    let typed = key(text)
    let candidates = names.sorted { abs(key($0).count - typed.count) < abs(key($1).count - typed.count) }
    if let guess = closest(typed, among: candidates.map(key)), let index = candidates.map(key).firstIndex(of: guess) {
        message += " (did you mean '\(candidates[index])'?)"
    }
    throw UsageError(message: message + "; expected one of: \(names.joined(separator: ", "))"
                         + " (case, spaces and punctuation do not matter, e.g. iphone16pro)")
}

/// `all`, or device names separated by commas.
func devices(_ text: String) throws -> [LayoutDevice] {
    if text.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return LayoutDevice.all }
    let list = try text.split(separator: ",", omittingEmptySubsequences: false).map {
        try device($0.trimmingCharacters(in: .whitespaces))
    }
    return list
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

/// `X,Y` in points, each a plain decimal number that may be negative.
func point(_ text: String, option: String) throws -> CGPoint {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    let pattern = #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)$"#
    guard parts.count == 2, parts.allSatisfy({ $0.range(of: pattern, options: .regularExpression) != nil }),
          let x = Double(parts[0]), let y = Double(parts[1]), abs(x) <= Double(LayoutDocument.maximumLength),
          abs(y) <= Double(LayoutDocument.maximumLength) else {
        throw UsageError(message: "invalid \(option) '\(text)': expected X,Y in points, two numbers from -1000000 to 1000000, e.g. 0,300")
    }
    return CGPoint(x: x, y: y)
}

/// `X,Y,W,H` in points: an origin that may be negative and a positive size.
func rectangle(_ text: String) throws -> CGRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    let pattern = #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)$"#
    let numbers = parts.compactMap { $0.range(of: pattern, options: .regularExpression) == nil ? nil : Double($0) }
    guard parts.count == 4, numbers.count == 4, numbers.allSatisfy({ abs($0) <= 1e12 }),
          numbers[2] > 0, numbers[3] > 0 else {
        throw UsageError(message: "invalid --rect '\(text)': expected X,Y,WIDTH,HEIGHT in points, a positive width and height, e.g. 0,5000,390,844")
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
}

func scale(_ text: String) throws -> CGFloat {
    guard let value = positiveNumber(text), LayoutContext.supportedDisplayScales.contains(value) else {
        throw UsageError(message: "invalid --scale '\(text)': expected 1, 2 or 3 (the scales of UIKit's displays)")
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

/// The option or command a mistyped one most likely meant.
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
