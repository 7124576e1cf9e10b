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

/// Reads a file or standard input (`-`) in chunks, stopping at `LayoutDocument.maximumInputSize` (Docs/CLI.md,
/// "Input size"): `layout-dump - < /dev/zero` ends with an error instead of exhausting memory.
func readInput(_ file: String) throws -> (name: String, data: Data) {
    let name = file == "-" ? "<stdin>" : file
    let handle: FileHandle
    if file == "-" {
        handle = FileHandle.standardInput
    } else {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw InputError(message: "cannot read '\(file)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(message: "cannot read '\(file)': it is a directory")
        }
        guard let opened = FileHandle(forReadingAtPath: file) else {
            throw InputError(message: "cannot read '\(file)': permission denied or not a readable file")
        }
        handle = opened
    }
    defer { if file != "-" { try? handle.close() } }
    let limit = LayoutDocument.maximumInputSize
    var data = Data()
    do {
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            guard data.count + chunk.count <= limit else {
                throw InputError(message: "\(name): the input is larger than the \(limit >> 20) MiB a layout document or frame dump may have")
            }
            data.append(chunk)
        }
    } catch let error as InputError {
        throw error
    } catch {
        throw InputError(message: "cannot read '\(name)': \(error.localizedDescription)")
    }
    return (name, data)
}

/// Parses a document and applies the command-line overrides.
func readDocument(from data: Data, name: String, overrides: LayoutOverrides) throws -> LayoutDocument {
    try overridden(try parseDocument(data, name: name), by: overrides, name: name)
}

func parseDocument(_ data: Data, name: String) throws -> LayoutDocument {
    do {
        // A fidelity fixture stands for its layout here (Docs/Fidelity.md).
        return try fixture(in: data, name: name, command: .render)?.document ?? LayoutDocument.parse(data)
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

/// The width of the terminal standard output is on, asked of the terminal (TIOCGWINSZ); nil when it is not a
/// terminal or does not know its size.
func terminalColumns() -> Int? {
    #if canImport(Glibc)
    guard isatty(STDOUT_FILENO) != 0 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
    #else
    return nil
    #endif
}

/// Reads, solves and renders to `output` (everything that can fail is checked before the first byte is written).
func render(_ options: Options, to output: inout StandardOutput) throws {
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
        return draw(source, options: options, name: name, page: [], to: &output)
    }
    let document = try parseDocument(data, name: name)
    // Each device's layout solved, and the page's tabs (which solve again at other offsets): everything that can
    // fail, before the first byte is written. Without --devices, the one document with the overrides.
    var solved: [(heading: String?, source: RenderSource)] = []
    var page: [HTMLPage.Tab] = []
    for device in options.devices.isEmpty ? [nil] : options.devices.map(Optional.some) {
        var overrides = options.overrides
        if let device { overrides.device = device }
        let onDevice = try overridden(document, by: overrides, name: name)
        let heading = device.map { device -> String in
            "\(device.name), \(options.overrides.landscape ? "landscape" : "portrait"): "
                + "\(String(format: "%g", Double(onDevice.containerSize.width))) x \(String(format: "%g", Double(onDevice.containerSize.height))) pt "
                + "@\(String(format: "%g", Double(device.displayScale)))x"
        }
        solved.append((heading, .solved(try solve(onDevice, name: name), onDevice)))
        if options.formats.contains(.html) {
            do {
                page.append(try HTMLPage.Tab(name: heading ?? name, layout: onDevice.makeLayout(), context: onDevice.makeContext(),
                                             badgeKinds: onDevice.badgeKinds))
            } catch let error as LayoutError {
                throw InputError(message: "\(name): the layout cannot be solved: \(error.description)")
            }
        }
    }
    guard options.devices.isEmpty, let only = solved.first else {
        // One output per device, each headed by the device, its orientation and its screen; an HTML page is one
        // page with a tab per device, after the other formats.
        var perDevice = options
        perDevice.formats.removeAll { $0 == .html }
        for (position, device) in solved.enumerated() where !perDevice.formats.isEmpty {
            if position > 0 { output.write("\n") }
            output.write("== \(device.heading ?? name) ==\n")
            draw(device.source, options: perDevice, name: name, page: [], to: &output)
        }
        if !page.isEmpty {
            if !perDevice.formats.isEmpty { output.write("\n") }
            output.write(HTMLPage.render(page, title: name))
        }
        return
    }
    draw(only.source, options: options, name: name, page: page, to: &output)
}

/// Every format `options` asks for, of one solved document or frame dump read from `name`; `page` is the HTML
/// page's tabs (made beforehand: they can fail).
func draw(_ source: RenderSource, options: Options, name: String, page: [HTMLPage.Tab], to output: inout StandardOutput) {
    let environment = ProcessInfo.processInfo.environment
    let color: Bool
    switch options.color {
    case .always: color = true
    case .never: color = false
    // A terminal that declares itself dumb (TERM=dumb) gets no escapes.
    case .auto: color = isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
    let width = options.width ?? ASCIIDiagram.width(fromEnvironment: environment, terminalColumns: terminalColumns())

    for (position, format) in options.formats.enumerated() {
        if position > 0 { output.write("\n") }
        // A solution's attributes are made on demand from its compact storage; a dump's are made once here.
        switch (format, source) {
        case (.ascii, .solved(let solution, let document)):
            // A long layout is drawn a few screens at a time (ASCIIDiagram.window), unless a rectangle is asked for.
            let window = options.windowRect ?? ASCIIDiagram.window(contentSize: solution.contentSize, containerSize: document.containerSize,
                                                                   scrollDirection: document.configuration.scrollDirection,
                                                                   offset: options.windowOffset)
            // A document that lists its items' identifiers labels its cells with them (Docs/Diffable.md).
            if solution.identifiers != nil, let keyed = try? ASCIIDiagram.render(solution, keyedByIdentifier: true, width: width,
                                                                                 maxRows: options.maxRows, color: color,
                                                                                 badgeKinds: document.badgeKinds, window: window) {
                output.write(keyed)
            } else {
                ASCIIDiagram.write(solution, width: width, maxRows: options.maxRows, color: color, badgeKinds: document.badgeKinds,
                                   window: window, to: &output)
            }
        case (.ascii, .dump(let dump)):
            // A dump has no container: --offset draws from there to the end.
            let window = options.windowRect ?? options.windowOffset.map {
                CGRect(x: 0, y: $0, width: dump.contentSize.width, height: max(0, dump.contentSize.height - $0))
            }
            ASCIIDiagram.write(contentSize: dump.contentSize, elements: dump.attributes, width: width,
                               maxRows: options.maxRows, color: color, badgeKinds: dump.badgeKinds, window: window, to: &output)
        // A document that lists its items' identifiers is dumped keyed by them (Docs/Diffable.md); the parser made
        // them unique, so keying cannot fail.
        case (.frames, .solved(let solution, _)):
            if solution.identifiers != nil, let keyed = try? FrameDump.render(solution, keyedByIdentifier: true) {
                output.write(keyed)
            } else {
                FrameDump.write(solution, to: &output)
            }
        case (.frames, .dump(let dump)): FrameDump.write(contentSize: dump.contentSize, elements: dump.attributes, to: &output)
        case (.json, .solved(let solution, _)):
            if solution.identifiers != nil, let keyed = try? JSONDump.render(solution, keyedByIdentifier: true) {
                output.write(keyed)
            } else {
                JSONDump.write(solution, to: &output)
            }
        case (.json, .dump(let dump)): JSONDump.write(contentSize: dump.contentSize, elements: dump.attributes, to: &output)
        // From a solved document the picture also outlines each section.
        case (.svg, .solved(let solution, let document)):
            let viewport = CGRect(origin: document.contentOffset, size: document.containerSize)
            if solution.identifiers != nil,
               let keyed = try? SVGDiagram.render(solution, keyedByIdentifier: true, badgeKinds: document.badgeKinds, viewport: viewport) {
                output.write(keyed)
            } else {
                SVGDiagram.write(solution, badgeKinds: document.badgeKinds, viewport: viewport, to: &output)
            }
        case (.svg, .dump(let dump)):
            SVGDiagram.write(contentSize: dump.contentSize, elements: dump.attributes, badgeKinds: dump.badgeKinds, to: &output)
        case (.html, .solved):
            if !page.isEmpty { output.write(HTMLPage.render(page, title: name)) }
        case (.html, .dump(let dump)):
            output.write(HTMLPage.render([HTMLPage.Tab(name: name, contentSize: dump.contentSize, elements: dump.attributes, badgeKinds: dump.badgeKinds)], title: name))
        case (.describe, .solved(_, let document)): output.write(VisualDescription.render(document: document, width: min(width, 120)))
        case (.describe, .dump): break   // refused above
        }
    }
}

/// A frame dump as is, or a layout document solved and dumped.
func dump(_ file: String, overrides: LayoutOverrides) throws -> FrameDumpDiff.Dump {
    let (name, data) = try readInput(file)
    // A fidelity fixture stands for its expected frames: `diff fixture.json actual.frames` (Docs/Fidelity.md).
    if let fixture = try fixture(in: data, name: name, command: .diff) { return fixture.expected }
    let text = String(decoding: data, as: UTF8.self)
    if FrameDumpDiff.isFrameDump(text) {
        do {
            return try FrameDumpDiff.parse(text)
        } catch let error as FrameDumpDiff.ParseError {
            throw InputError(message: "\(name): \(error.description)", command: .diff)
        }
    }
    do {
        let solution = try solve(try readDocument(from: data, name: name, overrides: overrides), name: name)
        // Keyed by identifier when the document lists them, so that the diff matches items by identity.
        if solution.identifiers != nil, let keyed = try? FrameDumpDiff.parse(FrameDump.render(solution, keyedByIdentifier: true)) {
            return keyed
        }
        return FrameDumpDiff.Dump(solution)
    } catch let error as InputError {
        throw InputError(message: error.message + " (diff reads frame dumps, whose first line is \"\(FrameDump.header)\", and layout documents)",
                         command: .diff)
    }
}

// `diff` and `lint` run in functions that return their exit status, so that everything they read is released before
// `exit`: a value still held when `exit` is called is never freed, and LeakSanitizer reports it (Docs/Reliability.md).

/// Compares two frame dumps or layouts; 0 when they are equal, 1 otherwise.
func diff(_ options: DiffOptions) throws -> Int32 {
    let old = try dump(options.old, overrides: options.overrides)
    let new = try dump(options.new, overrides: options.overrides)
    let result = FrameDumpDiff.compare(old, new, tolerance: options.tolerance)
    write("--- \(options.old == "-" ? "<stdin>" : options.old)\n+++ \(options.new == "-" ? "<stdin>" : options.new)\n" + result.report,
          to: .standardOutput)
    return result.isEqual ? 0 : 1
}

/// Lints a layout document; 0 when it has no problems, 1 otherwise.
func lint(_ options: LintOptions) throws -> Int32 {
    let (name, data) = try readInput(options.file)
    let parsed: LayoutDocument
    do {
        parsed = try readDocument(from: data, name: name, overrides: options.overrides)
    } catch let error as InputError {
        throw InputError(message: error.message, command: .lint)
    }
    let warnings = LayoutLint.check(parsed)
    write(LayoutLint.report(warnings, file: name), to: .standardOutput)
    return warnings.isEmpty ? 0 : 1
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
    if case .check = command { current = .check }
    if case .update = command { current = .update }
    switch command {
    case .help(let command):
        write(helpText(command), to: .standardOutput)
    case .version:
        write("layout-dump \(toolVersion) (LayoutKitLinux)\n", to: .standardOutput)
    case .render(let options):
        var output = StandardOutput()
        try render(options, to: &output)
        output.flush()
    case .diff(let options):
        exit(try diff(options))
    case .check(let options):
        let (report, passed) = try runCheck(options)
        write(report, to: .standardOutput)
        exit(passed ? 0 : 1)
    case .lint(let options):
        exit(try lint(options))
    case .update(let options):
        exit(try update(options))
    }
    exit(0)
} catch let error as UsageError {
    fail(error.message, command: error.command, status: 2, showingUsage: true)
} catch let error as InputError {
    fail(error.message, command: error.command == .render ? current : error.command, status: 2, showingUsage: false)
} catch {
    fail("internal error: \(error)", command: .render, status: 3, showingUsage: false)
}
