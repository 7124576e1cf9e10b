// layout-dump: solve a JSON layout document and draw, dump, compare or lint it.
// Usage and exit codes: Docs/CLI.md (and `layout-dump --help`, `layout-dump diff --help`, `layout-dump lint --help`).
import Foundation
import LayoutKitLinux
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything that can go wrong with the input, as the message after "Error: ".
struct InputError: Error {
    let message: String
    var command: Subcommand = .render
}

func write(_ text: String, to handle: FileHandle) {
    handle.write(Data(text.utf8))
}

func readInput(_ file: String) throws -> (name: String, data: Data) {
    if file == "-" {
        return ("<stdin>", FileHandle.standardInput.readDataToEndOfFile())
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
        throw InputError(message: "cannot read '\(file)': no such file")
    }
    guard !isDirectory.boolValue else {
        throw InputError(message: "cannot read '\(file)': it is a directory")
    }
    do {
        return (file, try Data(contentsOf: URL(fileURLWithPath: file)))
    } catch {
        throw InputError(message: "cannot read '\(file)': \(error.localizedDescription)")
    }
}

/// Parses a document and applies the command-line overrides.
func readDocument(from data: Data, name: String, overrides: LayoutOverrides) throws -> LayoutDocument {
    try overridden(try parseDocument(data, name: name), by: overrides, name: name)
}

func parseDocument(_ data: Data, name: String) throws -> LayoutDocument {
    do {
        return try LayoutDocument.parse(data)
    } catch let error as LayoutDocumentError {
        throw InputError(message: "\(name): \(error.description)")
    }
}

/// The document with the command-line overrides applied: the device first (it sets the size, insets and scale),
/// then the options that change one value each.
func overridden(_ original: LayoutDocument, by overrides: LayoutOverrides, name: String) throws -> LayoutDocument {
    var document = original
    let orientation: UIInterfaceOrientation = overrides.landscape ? .landscapeLeft : .portrait
    if let device = overrides.device ?? (overrides.landscape ? document.device : nil) {
        document.apply(device, orientation: orientation)
    } else if overrides.landscape {
        throw InputError(message: "\(name): --landscape turns a device on its side, but this document gives a \"container\" "
                             + "(a plain view); add --device NAME, or leave \"container\" out to use the \(LayoutDevice.default.name)")
    }
    if let container = overrides.container { document.containerSize = container }
    if let offset = overrides.contentOffset { document.contentOffset = offset }
    if let scale = overrides.scale { document.displayScale = scale }
    if overrides.rightToLeft { document.layoutDirection = .rightToLeft }
    return document
}

func solve(_ document: LayoutDocument, name: String) throws -> LayoutSolution {
    do {
        return try document.makeLayout().solve(document.makeContext())
    } catch let error as LayoutError {
        throw InputError(message: "\(name): the layout cannot be solved: \(error.description)")
    }
}

/// What `render` draws: a solved document, or a frame dump read as it is.
enum RenderSource {
    case solved(LayoutSolution, LayoutDocument)
    case dump(FrameDumpDiff.Dump)
}

/// Reads, solves and renders; returns the text for standard output.
func render(_ options: Options) throws -> String {
    let (name, data) = try readInput(options.file)
    // A frame dump is drawn as it is (a dump from elsewhere, or one with supplementaries placed by hand).
    let text = String(decoding: data, as: UTF8.self)
    if FrameDumpDiff.isFrameDump(text) {
        let source: RenderSource
        do {
            source = .dump(try FrameDumpDiff.parse(text))
        } catch let error as FrameDumpDiff.ParseError {
            throw InputError(message: "\(name): \(error.description)")
        }
        if options.formats.contains(.describe) {
            throw InputError(message: "\(name): --format describe needs a layout document; a frame dump has no groups to describe")
        }
        if options.overrides.device != nil || options.overrides.landscape || !options.devices.isEmpty {
            throw InputError(message: "\(name): --device, --devices and --landscape need a layout document; a frame dump is already solved")
        }
        return try draw(source, options: options, name: name)
    }
    let document = try parseDocument(data, name: name)
    guard !options.devices.isEmpty else {
        let overridden = try overridden(document, by: options.overrides, name: name)
        return try draw(.solved(try solve(overridden, name: name), overridden), options: options, name: name)
    }
    // One output per device, each headed by the device, its orientation and its screen; an HTML page is one page
    // with a tab per device, after the other formats.
    var output = ""
    var tabs: [HTMLPage.Tab] = []
    var perDevice = options
    perDevice.formats.removeAll { $0 == .html }
    for device in options.devices {
        var overrides = options.overrides
        overrides.device = device
        let onDevice = try overridden(document, by: overrides, name: name)
        let size = onDevice.containerSize
        let heading = "\(device.name), \(options.overrides.landscape ? "landscape" : "portrait"): "
            + "\(String(format: "%g", Double(size.width))) x \(String(format: "%g", Double(size.height))) pt "
            + "@\(String(format: "%g", Double(device.displayScale)))x"
        if !perDevice.formats.isEmpty {
            if !output.isEmpty { output += "\n" }
            output += "== \(heading) ==\n" + (try draw(.solved(try solve(onDevice, name: name), onDevice), options: perDevice, name: name))
        }
        if options.formats.contains(.html) { tabs.append(try htmlTab(heading, document: onDevice, name: name)) }
    }
    if !tabs.isEmpty {
        if !output.isEmpty { output += "\n" }
        output += HTMLPage.render(tabs, title: name)
    }
    return output
}

/// The HTML page's tab of a solved document.
func htmlTab(_ title: String, document: LayoutDocument, name: String) throws -> HTMLPage.Tab {
    do {
        return try HTMLPage.Tab(name: title, layout: document.makeLayout(), context: document.makeContext(), badgeKinds: document.badgeKinds)
    } catch let error as LayoutError {
        throw InputError(message: "\(name): the layout cannot be solved: \(error.description)")
    }
}

/// Every format `options` asks for, of one solved document or frame dump read from `name`.
func draw(_ source: RenderSource, options: Options, name: String) throws -> String {
    let environment = ProcessInfo.processInfo.environment
    let color: Bool
    switch options.color {
    case .always: color = true
    case .never: color = false
    case .auto: color = isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty
    }
    let width = options.width ?? ASCIIDiagram.width(fromEnvironment: environment)

    var output = ""
    for (position, format) in options.formats.enumerated() {
        if position > 0 { output += "\n" }
        // A solution's attributes are made on demand from its compact storage; a dump's are made once here.
        switch (format, source) {
        case (.ascii, .solved(let solution, let document)):
            output += ASCIIDiagram.render(solution, width: width, maxRows: options.maxRows, color: color, badgeKinds: document.badgeKinds)
        case (.ascii, .dump(let dump)):
            output += ASCIIDiagram.render(contentSize: dump.contentSize, elements: dump.attributes, width: width,
                                          maxRows: options.maxRows, color: color)
        case (.frames, .solved(let solution, _)): output += FrameDump.render(solution)
        case (.frames, .dump(let dump)): output += FrameDump.render(contentSize: dump.contentSize, elements: dump.attributes)
        case (.json, .solved(let solution, _)): output += JSONDump.render(solution)
        case (.json, .dump(let dump)): output += JSONDump.render(contentSize: dump.contentSize, elements: dump.attributes)
        // From a solved document the picture also outlines each section.
        case (.svg, .solved(let solution, let document)):
            output += SVGDiagram.render(solution, badgeKinds: document.badgeKinds, viewport: CGRect(origin: document.contentOffset, size: document.containerSize))
        case (.svg, .dump(let dump)): output += SVGDiagram.render(contentSize: dump.contentSize, elements: dump.attributes)
        case (.html, .solved(_, let document)):
            output += HTMLPage.render([try htmlTab(name, document: document, name: name)], title: name)
        case (.html, .dump(let dump)):
            output += HTMLPage.render([HTMLPage.Tab(name: name, contentSize: dump.contentSize, elements: dump.attributes)], title: name)
        case (.describe, .solved(_, let document)): output += VisualDescription.render(document: document, width: min(width, 120))
        case (.describe, .dump): break   // refused above
        }
    }
    return output
}

/// A frame dump as is, or a layout document solved and dumped.
func dump(_ file: String, overrides: LayoutOverrides) throws -> FrameDumpDiff.Dump {
    let (name, data) = try readInput(file)
    let text = String(decoding: data, as: UTF8.self)
    if FrameDumpDiff.isFrameDump(text) {
        do {
            return try FrameDumpDiff.parse(text)
        } catch let error as FrameDumpDiff.ParseError {
            throw InputError(message: "\(name): \(error.description)", command: .diff)
        }
    }
    do {
        return FrameDumpDiff.Dump(try solve(try readDocument(from: data, name: name, overrides: overrides), name: name))
    } catch let error as InputError {
        throw InputError(message: error.message + " (diff reads frame dumps, whose first line is \"\(FrameDump.header)\", and layout documents)",
                         command: .diff)
    }
}

/// Prints the error and exits. A usage mistake is followed by the usage line and where help is; a problem in the
/// input (a schema error, an unreadable file) is about the file, so its message stands alone.
func fail(_ message: String, command: Subcommand, status: Int32, showingUsage: Bool) -> Never {
    let hint = command == .render || command == .help ? "layout-dump --help" : "layout-dump \(command.rawValue) --help"
    write("Error: \(message)\n" + (showingUsage ? "\(usageLine(command))\nSee '\(hint)'.\n" : ""), to: .standardError)
    exit(status)
}

/// The command running, for the usage line of an input error.
var current = Subcommand.render

do {
    let command = try parseCommandLine(Array(CommandLine.arguments.dropFirst()))
    if case .diff = command { current = .diff }
    if case .lint = command { current = .lint }
    switch command {
    case .help(let command):
        write(helpText(command), to: .standardOutput)
    case .version:
        write("layout-dump \(toolVersion) (LayoutKitLinux)\n", to: .standardOutput)
    case .render(let options):
        write(try render(options), to: .standardOutput)
    case .diff(let options):
        let old = try dump(options.old, overrides: options.overrides)
        let new = try dump(options.new, overrides: options.overrides)
        let result = FrameDumpDiff.compare(old, new, tolerance: options.tolerance)
        write("--- \(options.old == "-" ? "<stdin>" : options.old)\n+++ \(options.new == "-" ? "<stdin>" : options.new)\n" + result.report,
              to: .standardOutput)
        exit(result.isEqual ? 0 : 1)
    case .lint(let options):
        let (name, data) = try readInput(options.file)
        let parsed: LayoutDocument
        do {
            parsed = try readDocument(from: data, name: name, overrides: options.overrides)
        } catch let error as InputError {
            throw InputError(message: error.message, command: .lint)
        }
        let warnings = LayoutLint.check(parsed)
        write(LayoutLint.report(warnings, file: name), to: .standardOutput)
        exit(warnings.isEmpty ? 0 : 1)
    }
    exit(0)
} catch let error as UsageError {
    fail(error.message, command: error.command, status: 2, showingUsage: true)
} catch let error as InputError {
    fail(error.message, command: error.command == .render ? current : error.command, status: 2, showingUsage: false)
} catch {
    fail("internal error: \(error)", command: .render, status: 3, showingUsage: false)
}
