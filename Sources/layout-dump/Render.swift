import Foundation
import LayoutKitLinux
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    if isFrameDump(data) {
        let source: RenderSource
        do {
            source = .dump(try FrameDumpDiff.parse(String(decoding: data, as: UTF8.self)))
        } catch let error as FrameDumpDiff.ParseError {
            throw InputError(message: "\(name): \(error.description)")
        }
        if options.formats.contains(.describe) {
            throw InputError(message: "\(name): \(OptionDeclaration.outputFormat.name) describe needs a layout document; a frame dump has no groups to describe")
        }
        if options.overrides.device != nil || options.overrides.landscape || !options.devices.isEmpty {
            let (device, devices, landscape) = (OptionDeclaration.device.name, OptionDeclaration.devices.name, OptionDeclaration.landscape.name)
            throw InputError(message: "\(name): \(device), \(devices) and \(landscape) need a layout document; a frame dump is already solved")
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
        // Streamed row by row either way: the keyed dump is checked before its first byte (Docs/CLI.md, "Output").
        case (.frames, .solved(let solution, _)):
            if solution.identifiers == nil || (try? FrameDump.write(solution, keyedByIdentifier: true, to: &output)) == nil {
                FrameDump.write(solution, to: &output)
            }
        case (.frames, .dump(let dump)): FrameDump.write(contentSize: dump.contentSize, elements: dump.attributes, to: &output)
        case (.json, .solved(let solution, _)):
            if solution.identifiers == nil || (try? JSONDump.write(solution, keyedByIdentifier: true, to: &output)) == nil {
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
