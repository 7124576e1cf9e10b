import Foundation
import LayoutKitLinux

/// `layout-dump update BEFORE AFTER` (Docs/CLI.md, Docs/Diffable.md): the batch update between two layout documents
/// whose sections list their items' identifiers, and what it animates.
enum UpdateFormat: String, CaseIterable {
    /// The report: one line per change, then a summary.
    case text
    /// The layout before and after as box drawings, cells marked by what happens to them.
    case ascii
    /// One SVG picture of the transition.
    case svg
}

struct UpdateOptions: Equatable {
    var old = ""
    var new = ""
    var formats: [UpdateFormat] = [.text]
    var width: Int?
    /// The svg picture drawn this many pixels wide (`--fit-width`); nil: one point a pixel.
    var fitWidth: CGFloat?
    var overrides = LayoutOverrides()
}

/// The most items a layout of `update --format ascii` or `svg` may have: the drawings are made from every item's entry
/// (`LayoutUpdate.items`, over 100 bytes an item), so larger layouts are refused (exit 2) rather than held; the text
/// report has no such limit (Docs/Reliability.md, "Memory on millions of items").
let maximumDrawnUpdateItems = 250_000

/// Prints the update from `options.old` to `options.new`; 0 when nothing changes, 1 otherwise.
func update(_ options: UpdateOptions) throws -> Int32 {
    func read(_ file: String) throws -> (name: String, document: LayoutDocument, identifiers: LayoutIdentifiers) {
        let (name, data) = try readInput(file)
        let document = try readDocument(from: data, name: name, overrides: options.overrides)
        guard let identifiers = document.identifiers else {
            throw InputError(message: "\(name): update needs the items' identifiers: write each section's \"items\" as a list, "
                             + "\"items\": [\"banner-1\", \"news-7\"] (Docs/Schema.md)")
        }
        return (name, document, identifiers)
    }
    let old = try read(options.old), new = try read(options.new)
    if let drawing = options.formats.first(where: { $0 != .text }) {
        let counts = [old, new].map { $0.identifiers.items.reduce(0) { $0 + $1.count } }
        if let largest = counts.max(), largest > maximumDrawnUpdateItems {
            throw InputError(message: "\(old.name), \(new.name): update \(OptionDeclaration.updateFormat.name) \(drawing.rawValue) draws every item, at most "
                             + "\(maximumDrawnUpdateItems) a layout, and these have \(counts[0]) and \(counts[1]); "
                             + "\(OptionDeclaration.updateFormat.name) text reports an update of any size (Docs/Reliability.md)")
        }
    }
    let before = try solve(old.document, name: old.name), after = try solve(new.document, name: new.name)
    // The difference is read from the identifiers, and the text report written item by item, so that memory does not
    // grow with the items (Docs/Reliability.md); the drawings need every item's entry (`LayoutUpdate.items`).
    func failing<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as InputError { throw error } catch {
            throw InputError(message: "\(old.name), \(new.name): \(error)")
        }
    }
    let difference = try failing { try LayoutUpdate.difference(from: before, to: after) }
    var drawn: LayoutUpdate?
    func update() throws -> LayoutUpdate {
        if let drawn { return drawn }
        let made = try failing { try LayoutUpdate(difference: difference, before: before, after: after) }
        drawn = made
        return made
    }
    var changed = !difference.isEmpty
    // Each format is written as it is made, not gathered into one text first.
    var output = StandardOutput()
    for (position, format) in options.formats.enumerated() {
        if position > 0 { output.write("\n") }
        switch format {
        case .text:
            output.write("--- \(old.name)\n+++ \(new.name)\n")
            if try failing({ try LayoutUpdate.writeReport(difference: difference, before: before, after: after, to: &output) }) { changed = true }
        case .ascii:
            let width = options.width ?? ASCIIDiagram.width(fromEnvironment: ProcessInfo.processInfo.environment, terminalColumns: terminalColumns())
            output.write(try update().asciiDiagram(width: width))
        case .svg: output.write(try update().svgDiagram(fitWidth: options.fitWidth))
        }
    }
    output.flush()
    if let drawn, drawn.items.contains(where: { $0.change != .unchanged }) { changed = true }
    return changed ? 1 : 0
}
