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

/// A document's identifiers as the snapshot an app would have built.
func snapshot(of identifiers: LayoutIdentifiers) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(identifiers.sections)
    for (section, items) in zip(identifiers.sections, identifiers.items) { snapshot.appendItems(items, toSection: section) }
    return snapshot
}

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
    let result: LayoutUpdate
    do {
        let difference = try snapshot(of: new.identifiers).difference(from: snapshot(of: old.identifiers))
        result = try LayoutUpdate(difference: difference, before: try solve(old.document, name: old.name),
                                  after: try solve(new.document, name: new.name))
    } catch let error as InputError {
        throw error
    } catch {
        throw InputError(message: "\(old.name), \(new.name): \(error)")
    }
    // Each format is written as it is made, not gathered into one text first.
    var output = StandardOutput()
    for (position, format) in options.formats.enumerated() {
        if position > 0 { output.write("\n") }
        switch format {
        case .text:
            output.write("--- \(old.name)\n+++ \(new.name)\n")
            output.write(result.report)
        case .ascii:
            let width = options.width ?? ASCIIDiagram.width(fromEnvironment: ProcessInfo.processInfo.environment, terminalColumns: terminalColumns())
            output.write(result.asciiDiagram(width: width))
        case .svg: output.write(result.svgDiagram(fitWidth: options.fitWidth))
        }
    }
    output.flush()
    let changed = !result.difference.isEmpty || result.items.contains { $0.change != .unchanged }
    return changed ? 1 : 0
}
