import Foundation
import LayoutKitLinux

/// Everything that can go wrong with the input, as the message after "Error: ". It is about a file, not the command
/// line, so it is printed without a usage line.
struct InputError: Error {
    let message: String
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
    // A file's size is known: the buffer is made once rather than grown by copying (up to the limit, which is checked
    // below as the bytes arrive).
    if file != "-", let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int {
        data.reserveCapacity(min(size, limit))
    }
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

/// Whether `data` is a frame dump (first line `# layout-dump frames v1`), told from its first bytes: a layout document
/// of a million items is not decoded into one string just to be told apart. The 64 bytes hold the ASCII header and
/// the character after it, which is all `FrameDumpDiff.isFrameDump` looks at (a combining mark after the header's
/// space would join it).
func isFrameDump(_ data: Data) -> Bool {
    FrameDumpDiff.isFrameDump(String(decoding: data.prefix(64), as: UTF8.self))
}

/// Parses a document and applies the command-line overrides.
func readDocument(from data: Data, name: String, overrides: LayoutOverrides) throws -> LayoutDocument {
    try overridden(try parseDocument(data, name: name), by: overrides, name: name)
}

func parseDocument(_ data: Data, name: String) throws -> LayoutDocument {
    if isSwiftFile(name) {
        throw InputError(message: "\(name): a Swift layout file is read by render, diff and lint; this command reads layout documents")
    }
    do {
        // A fidelity fixture stands for its layout here (Docs/Fidelity.md); one parse tells which it is.
        return try LayoutFixture.parseFixtureOrDocument(data).document
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
        throw InputError(message: "\(name): \(OptionDeclaration.landscape.name) turns a device on its side, but this document gives a \"container\" "
                             + "(a plain view); add \(OptionDeclaration.device.synopsis), or leave \"container\" out to use the \(LayoutDevice.default.name)")
    }
    if let container = overrides.container { document.containerSize = container }
    if let offset = overrides.contentOffset { document.contentOffset = offset }
    if let scale = overrides.scale { document.displayScale = scale }
    if let rounding = overrides.pixelRounding { document.pixelRounding = rounding }
    if overrides.rightToLeft { document.layoutDirection = .rightToLeft }
    return document
}

func solve(_ document: LayoutDocument, name: String, source: Data? = nil) throws -> LayoutSolution {
    do {
        return try document.makeLayout().solve(document.makeContext())
    } catch let error as LayoutError {
        // The line and column of the place in the file, when the document's text is at hand.
        let place = source.flatMap { LayoutDocument.location(ofSolverPath: error.path, in: $0) }.map { "line \($0.line), column \($0.column): " } ?? ""
        throw InputError(message: "\(name): \(place)the layout cannot be solved: \(error.description)")
    }
}
