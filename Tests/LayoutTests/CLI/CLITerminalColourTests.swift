import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--color auto` colours the diagram only when standard output is a terminal and `NO_COLOR` is unset or empty:
/// the binary is run with its standard output on a pseudo-terminal.
final class CLITerminalColourTests: XCTestCase {
    /// A new pseudo-terminal: the master descriptor and the path of its slave. The POSIX calls are looked up at run
    /// time because Glibc's Swift module does not export them (they need _XOPEN_SOURCE).
    private func openTerminal() throws -> (Int32, String) {
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let handle = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(handle, "posix_openpt"), let grantSymbol = dlsym(handle, "grantpt"),
              let unlockSymbol = dlsym(handle, "unlockpt"), let nameSymbol = dlsym(handle, "ptsname") else {
            throw XCTSkip("no pseudo-terminal functions")
        }
        let master = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY)
        guard master >= 0, unsafeBitCast(grantSymbol, to: Open.self)(master) == 0, unsafeBitCast(unlockSymbol, to: Open.self)(master) == 0,
              let name = unsafeBitCast(nameSymbol, to: Name.self)(master) else {
            throw XCTSkip("no pseudo-terminal available")
        }
        return (master, String(cString: name))
    }

    /// Runs layout-dump with stdout (and stderr) on a new pseudo-terminal; returns what it wrote there.
    private func runOnTerminal(_ arguments: [String], environment: [String: String], columns: UInt16? = nil) throws -> String {
        let (master, name) = try openTerminal()
        defer { close(master) }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw XCTSkip("cannot open the pseudo-terminal") }
        if let columns {
            // The terminal's size, as a terminal emulator sets it (what TIOCGWINSZ reads back).
            var size = winsize()
            size.ws_col = columns
            size.ws_row = 24
            guard ioctl(slave, UInt(TIOCSWINSZ), &size) == 0 else { throw XCTSkip("cannot set the pseudo-terminal's size") }
        }
        // Raw output: no newline translation, so the text reads back as written.
        var settings = termios()
        tcgetattr(slave, &settings)
        cfmakeraw(&settings)
        tcsetattr(slave, TCSANOW, &settings)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let process = Process()
        process.executableURL = try LayoutDumpRunner.binaryURL()
        process.arguments = arguments
        process.currentDirectoryURL = LayoutDumpRunner.packageRoot
        process.environment = environment
        process.standardOutput = terminal
        process.standardError = terminal
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try terminal.close()
        XCTAssertEqual(process.terminationStatus, 0)
        // Read what is buffered on the master side (non-blocking: the child has exited).
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }

    func testWidthComesFromTheTerminalAndADumbTerminalGetsNoColour() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["COLUMNS"] = nil   // shells do not export it; the terminal is asked instead
        environment["TERM"] = "dumb"
        let dump = "# layout-dump frames v1\ncontent 320 64\ncell - 0.0 0 32 320 32 0\nsupplementary header 0.0 0 0 320 32 1\n"
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(dump, name: "header.frames")
        defer { cleanup() }
        // A 41-column terminal: 320 pt over 40 columns, 8 pt a column; the header's top edge spans all 41 characters.
        let text = try runOnTerminal(["--format", "ascii", url.path], environment: environment, columns: 41)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "content 320 x 64 pt; 1 column = 8 pt, 1 row = 16 pt", text)
        XCTAssertEqual(lines.dropFirst().first, "*" + String(repeating: "=", count: 39) + "*", text)
        XCTAssertFalse(text.contains("\u{1B}["), "TERM=dumb: no escapes")
        // COLUMNS, when set, wins over the terminal.
        environment["COLUMNS"] = "21"
        let narrow = try runOnTerminal(["--format", "ascii", url.path], environment: environment, columns: 41)
        XCTAssertTrue(narrow.hasPrefix("content 320 x 64 pt; 1 column = 16 pt"), narrow)
    }

    func testAutoColoursOnATerminalUnlessNOCOLOR() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["COLUMNS"] = "41"
        environment["TERM"] = "xterm"   // not dumb, whatever the test runner's terminal is
        // A dump with a header (cyan) drawn on a terminal.
        let dump = "# layout-dump frames v1\ncontent 320 64\ncell - 0.0 0 32 320 32 0\nsupplementary header 0.0 0 0 320 32 1\n"
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(dump, name: "header.frames")
        defer { cleanup() }
        let coloured = try runOnTerminal(["--format", "ascii", url.path], environment: environment)
        XCTAssertTrue(coloured.contains("\u{1B}[36m*"), coloured)
        environment["NO_COLOR"] = "1"
        let plain = try runOnTerminal(["--format", "ascii", url.path], environment: environment)
        XCTAssertTrue(plain.contains("header 0.0"), plain)
        XCTAssertFalse(plain.contains("\u{1B}["), plain)
        // An explicit --color always wins over NO_COLOR.
        let forced = try runOnTerminal(["--format", "ascii", "--color", "always", url.path], environment: environment)
        XCTAssertTrue(forced.contains("\u{1B}[36m"), forced)
    }
}
