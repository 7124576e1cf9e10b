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
    // Each layout (a document is one; a Swift file one per builder) on each device, in drawing order: the documents
    // are small and made first. Without --devices, the one set of overrides.
    let devices = options.devices.isEmpty ? [nil] : options.devices.map(Optional.some)
    let layouts = try layoutDocuments(name: name, data: data, for: devices.map { device in
        var overrides = options.overrides
        if let device { overrides.device = device }
        return overrides
    })
    var jobs: [(heading: String?, source: String, document: LayoutDocument)] = []
    for layout in layouts.first?.indices ?? 0..<0 {
        for (device, onDevice) in zip(devices, layouts.map { $0[layout] }) {
            let screen = device.map { device -> String in
                "\(device.name), \(options.overrides.landscape ? "landscape" : "portrait"): "
                    + "\(String(format: "%g", Double(onDevice.document.containerSize.width))) x \(String(format: "%g", Double(onDevice.document.containerSize.height))) pt "
                    + "@\(String(format: "%g", Double(device.displayScale)))x"
            }
            // A Swift file's builders are headed by their calls when there are several.
            let builder = layouts[0].count > 1 ? onDevice.label : nil
            let heading = [builder, screen].compactMap { $0 }.joined(separator: ", ")
            jobs.append((heading.isEmpty ? nil : heading, onDevice.label.map { "\(name) (\($0))" } ?? name, onDevice.document))
        }
    }
    // Everything that can fail, before the first byte is written: each layout solved, and the page's tabs (which solve
    // again at other offsets). The page draws at most HTMLPage.maximumElements elements, shared by its tabs. Memory
    // holds one solution at a time: with several layouts each is solved here to check it and let go, and solved again
    // when it is drawn. A document's own text locates a solver error (line and column); a Swift file's does not.
    let located = isSwiftFile(name) ? nil : data
    let perTab = max(1, HTMLPage.maximumElements / max(1, jobs.count))
    let single = jobs.count == 1 && jobs[0].heading == nil
    let keepSolution = single && options.formats.contains { $0 != .html }
    var only: RenderSource?
    var page: [HTMLPage.Tab] = []
    for job in jobs {
        let solution = try solve(job.document, name: job.source, source: located)
        if keepSolution { only = .solved(solution, job.document) }
        if options.formats.contains(.html) {
            do {
                let window = htmlWindow(options, contentSize: solution.contentSize, scrollDirection: job.document.configuration.scrollDirection)
                page.append(try HTMLPage.Tab(name: job.heading ?? name, layout: job.document.makeLayout(), context: job.document.makeContext(),
                                             badgeKinds: job.document.badgeKinds, solved: solution, window: window, maximumElements: perTab))
            } catch let error as LayoutError {
                throw InputError(message: "\(job.source): the layout cannot be solved: \(error.description)")
            }
        }
    }
    noteWindows(page)
    if let only {
        return draw(only, options: options, name: name, page: page, to: &output)
    }
    // One output per layout and device, each headed by the builder, the device, its orientation and its screen; an
    // HTML page is one page with a tab each, after the other formats.
    var perLayout = options
    perLayout.formats.removeAll { $0 == .html }
    for (position, job) in jobs.enumerated() where !perLayout.formats.isEmpty {
        let solution = try solve(job.document, name: job.source, source: located)
        if position > 0 { output.write("\n") }
        if !single { output.write("== \(job.heading ?? name) ==\n") }
        draw(.solved(solution, job.document), options: perLayout, name: name, page: [], to: &output)
    }
    if !page.isEmpty {
        if !perLayout.formats.isEmpty { output.write("\n") }
        HTMLPage.write(page, title: name, fitWidth: options.fitWidth, to: &output)
    }
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
            // A document scrolled away from the top (contentOffset) is drawn from its visible bounds, which are marked,
            // so that pinned headers show where they are pinned (Docs/CLI.md, "ascii").
            let scrolled = document.contentOffset != .zero
            let visible = scrolled ? CGRect(origin: document.contentOffset, size: document.containerSize) : nil
            let vertical = document.configuration.scrollDirection == .vertical
            var window = options.windowRect ?? ASCIIDiagram.window(contentSize: solution.contentSize, containerSize: document.containerSize,
                                                                   scrollDirection: document.configuration.scrollDirection,
                                                                   offset: options.windowOffset)
            if options.windowRect == nil, options.windowOffset == nil, let visible {
                // From the visible bounds' start, the usual three screens (or to the end of the content).
                let start = max(0, vertical ? visible.minY : visible.minX)
                let length = (vertical ? solution.contentSize.height : solution.contentSize.width) - start
                let span = min(max(0, length), (vertical ? visible.height : visible.width) * CGFloat(ASCIIDiagram.defaultScreens))
                window = vertical ? CGRect(x: 0, y: start, width: solution.contentSize.width, height: span)
                                  : CGRect(x: start, y: 0, width: span, height: solution.contentSize.height)
            }
            // A document that lists its items' identifiers labels its cells with them (Docs/Diffable.md).
            if solution.identifiers != nil, let keyed = try? ASCIIDiagram.render(solution, keyedByIdentifier: true, width: width,
                                                                                 maxRows: options.maxRows, color: color,
                                                                                 badgeKinds: document.badgeKinds, window: window) {
                output.write(keyed)
            } else {
                ASCIIDiagram.write(solution, width: width, maxRows: options.maxRows, color: color, badgeKinds: document.badgeKinds,
                                   window: window, visibleBounds: visible, to: &output)
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
               let keyed = try? SVGDiagram.render(solution, keyedByIdentifier: true, badgeKinds: document.badgeKinds, viewport: viewport,
                                                  fitWidth: options.fitWidth) {
                output.write(keyed)
            } else {
                SVGDiagram.write(solution, badgeKinds: document.badgeKinds, viewport: viewport, fitWidth: options.fitWidth, to: &output)
            }
        case (.svg, .dump(let dump)):
            SVGDiagram.write(contentSize: dump.contentSize, elements: dump.attributes, badgeKinds: dump.badgeKinds, fitWidth: options.fitWidth,
                             to: &output)
        case (.html, .solved):
            if !page.isEmpty { HTMLPage.write(page, title: name, fitWidth: options.fitWidth, to: &output) }
        case (.html, .dump(let dump)):
            let tab = HTMLPage.Tab(name: name, contentSize: dump.contentSize, elements: dump.attributes, badgeKinds: dump.badgeKinds)
            noteWindows([tab])
            HTMLPage.write([tab], title: name, fitWidth: options.fitWidth, to: &output)
        case (.describe, .solved(_, let document)): VisualDescription.write(document: document, width: min(width, 120), to: &output)
        case (.describe, .dump): break   // refused above
        }
    }
}

/// The part of a layout the HTML page draws when asked (`--rect`, or `--offset` to the end of the content); nil: the
/// whole layout, or the automatic window of a large one (HTMLPage.Tab).
func htmlWindow(_ options: Options, contentSize size: CGSize, scrollDirection: UICollectionView.ScrollDirection) -> CGRect? {
    if let rect = options.windowRect { return rect }
    guard let offset = options.windowOffset else { return nil }
    return scrollDirection == .vertical ? CGRect(x: 0, y: offset, width: size.width, height: max(0, size.height - offset))
                                        : CGRect(x: offset, y: 0, width: max(0, size.width - offset), height: size.height)
}

/// Says on standard error when a page draws a window of a large layout (the page says it too).
func noteWindows(_ tabs: [HTMLPage.Tab]) {
    for tab in tabs where tab.window != nil {
        if let note = tab.windowNote {
            FileHandle.standardError.write(Data("layout-dump: note: \(tab.name): \(TerminalText.escaped(note))\n".utf8))
        }
    }
}
