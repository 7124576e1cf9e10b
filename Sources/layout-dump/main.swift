// layout-dump: solve a JSON layout document and draw, dump, compare or lint it.
// Usage and exit codes: Docs/CLI.md (and `layout-dump --help`). The command line is parsed from the option
// declarations (DeclaredOptions.swift, ArgumentParser.swift); each command runs in its own file.
import Foundation
import LayoutKitLinux

/// Prints the error and exits. A usage mistake is followed by the usage line and where help is; a problem in the
/// input (a schema error, an unreadable file) is about the file, so its message stands alone.
func fail(_ message: String, status: Int32, usageOf command: Subcommand? = nil) -> Never {
    // The message can quote the input (a kind, an identifier, a file name): its control characters are escaped.
    write("Error: \(TerminalText.escaped(message, keepingNewlines: true))\n" + (command.map { "\(usageLine($0))\nSee '\(helpHint($0))'.\n" } ?? ""), to: .standardError)
    exit(status)
}

/// Runs `command` and returns its exit status. Everything a command reads is released when it returns, before
/// `exit`: a value still held when `exit` is called is never freed, and LeakSanitizer reports it (Docs/Reliability.md).
func run(_ command: Command) throws -> Int32 {
    switch command {
    case .commandOrFile(let ambiguous):
        // The parser reads no file: whether the first argument is a mistyped command or a file is decided here.
        return try run(ambiguous.resolved { FileManager.default.fileExists(atPath: $0) })
    case .help(let command):
        write(helpText(command), to: .standardOutput)
        return 0
    case .version:
        write("layout-dump \(toolVersion) (LayoutKitLinux)\n", to: .standardOutput)
        return 0
    case .render(let options):
        var output = StandardOutput()
        try render(options, to: &output)
        output.flush()
        return 0
    case .diff(let options):
        return try diff(options)
    case .check(let options):
        let (report, passed) = try runCheck(options)
        write(report, to: .standardOutput)
        return passed ? 0 : 1
    case .lint(let options):
        return try lint(options)
    case .update(let options):
        return try update(options)
    }
}

do {
    exit(try run(parseCommandLine(Array(CommandLine.arguments.dropFirst()))))
} catch let error as UsageError {
    fail(error.message, status: 2, usageOf: error.command)
} catch let error as InputError {
    // A problem in the input: the command line was right, so no usage line.
    fail(error.message, status: 2)
} catch {
    fail("internal error: \(error)", status: 3)
}
