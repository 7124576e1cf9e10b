// layout-dump: solve a JSON layout document and print a box diagram and/or a frame dump.
// Usage and exit codes: Docs/CLI.md (and `layout-dump --help`).
import Foundation
import LayoutKitLinux

/// Everything that can go wrong with the input, as the message after "Error: ".
struct InputError: Error {
    let message: String
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

/// Reads, solves and renders; returns the text for standard output.
func run(_ options: Options) throws -> String {
    let (name, data) = try readInput(options.file)
    var document: LayoutDocument
    do {
        document = try LayoutDocument.parse(data)
    } catch let error as LayoutDocumentError {
        throw InputError(message: "\(name): \(error.description)")
    }
    if let container = options.container { document.containerSize = container }
    if let scale = options.scale { document.displayScale = scale }
    if options.rightToLeft { document.layoutDirection = .rightToLeft }

    let solution: LayoutSolution
    do {
        solution = try document.makeLayout().solve(document.makeContext())
    } catch let error as LayoutError {
        throw InputError(message: "\(name): the layout cannot be solved: \(error.description)")
    }

    var output = ""
    for (position, format) in options.formats.enumerated() {
        if position > 0 { output += "\n" }
        switch format {
        case .ascii:
            let width = options.width ?? ASCIIDiagram.width(fromEnvironment: ProcessInfo.processInfo.environment)
            output += ASCIIDiagram.render(solution, width: width, maxRows: options.maxRows)
        case .frames:
            output += FrameDump.render(solution)
        }
    }
    return output
}

func fail(_ message: String, status: Int32) -> Never {
    write("Error: \(message)\n\(usageLine)\nSee 'layout-dump --help'.\n", to: .standardError)
    exit(status)
}

do {
    switch try parseCommandLine(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        write(helpText, to: .standardOutput)
    case .version:
        write("layout-dump \(toolVersion) (LayoutKitLinux)\n", to: .standardOutput)
    case .run(let options):
        write(try run(options), to: .standardOutput)
    }
    exit(0)
} catch let error as UsageError {
    fail(error.message, status: 2)
} catch let error as InputError {
    fail(error.message, status: 2)
} catch {
    fail("internal error: \(error)", status: 1)
}
