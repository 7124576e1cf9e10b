import Foundation
import XCTest
import LayoutKitLinux

/// `layout-dump` reads at most `LayoutDocument.maximumInputSize` bytes from a file or standard input, in chunks,
/// and stops there with exit status 2 (Docs/CLI.md, "Exit status and errors").
final class CLIInputLimitTests: XCTestCase {
    private let message = "the input is larger than the 64 MiB a layout document or frame dump may have"

    func testAnEndlessFileStopsAtTheLimit() throws {
        // /dev/zero reports size 0 and never ends: only a chunked read with a limit stops.
        let result = try LayoutDumpRunner.run(["--format", "frames", "/dev/zero"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: /dev/zero: \(message)\n"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testStandardInputOneByteOverTheLimitIsRefusedAndExactlyTheLimitIsRead() throws {
        XCTAssertEqual(LayoutDocument.maximumInputSize, 64 * 1024 * 1024)
        let over = try LayoutDumpRunner.run(["lint", "-"], stdin: Data(repeating: 0x20, count: LayoutDocument.maximumInputSize + 1))
        XCTAssertEqual(over.status, 2)
        XCTAssertTrue(over.stderr.hasPrefix("Error: <stdin>: \(message)\n"), over.stderr)
        // At the limit the input is read and parsed: 64 MiB of spaces is an empty document.
        let at = try LayoutDumpRunner.run(["lint", "-"], stdin: Data(repeating: 0x20, count: LayoutDocument.maximumInputSize))
        XCTAssertEqual(at.status, 2)
        XCTAssertTrue(at.stderr.hasPrefix("Error: <stdin>: line 1, column 1: malformed JSON: the input is empty"), at.stderr)
    }
}
