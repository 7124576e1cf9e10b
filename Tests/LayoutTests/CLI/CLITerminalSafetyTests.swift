import LayoutKitLinux
import XCTest

/// Control characters from a document (identifiers, element kinds) or a command line never reach the terminal raw:
/// every text output writes them as visible escapes (issue #29, item 6; Docs/Reliability.md, "Terminal safety").
final class CLITerminalSafetyTests: XCTestCase {
    /// ESC (a screen clear and a recolour), BEL, NUL, BS and the C1 control U+009B in identifiers and kinds.
    private let document = #"""
    {"container": {"width": 320, "height": 200},
     "sections": [{"items": ["clear\u001b[2J", "bell\u0007", "nul\u0000x", "bs\u0008\u0008y", "csi\u009b31m"],
       "boundarySupplementaryItems": [{"elementKind": "k\u001b[31m", "alignment": "top",
         "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(40)"}}],
       "decorationItems": [{"elementKind": "bg\u0007"}],
       "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(60)"},
         "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(0.5)", "heightDimension": "fractionalHeight(1)"}}]}}]}
    """#

    /// The control characters of `text` other than the newline.
    private func controls(_ text: String) -> [UInt32] {
        text.unicodeScalars.filter { TerminalText.isControl($0) && $0 != "\n" }.map(\.value)
    }

    func testEveryTextFormatEscapesControlCharactersEvenWithoutColour() throws {
        for format in ["ascii", "describe", "frames", "ascii,frames"] {
            let result = try LayoutDumpRunner.run(["--format", format, "--color", "never", "--width", "100", "-"], stdin: Data(document.utf8))
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(controls(result.stdout), [], "\(format):\n\(result.stdout)")
        }
        let ascii = try LayoutDumpRunner.run(["--format", "ascii", "--color", "never", "--width", "100", "-"], stdin: Data(document.utf8))
        // The identifiers are still readable, with the escape in place of the character.
        XCTAssertTrue(ascii.stdout.contains(#"bell\u0007"#), ascii.stdout)
        let describe = try LayoutDumpRunner.run(["--format", "describe", "-"], stdin: Data(document.utf8))
        XCTAssertTrue(describe.stdout.contains(#"boundarySupplementaryItems=[k\u001B[31m top]"#), describe.stdout)
    }

    func testLintReportAndErrorMessagesEscapeControlCharacters() throws {
        let lint = try LayoutDumpRunner.run(["lint", "-"], stdin: Data(document.utf8))
        XCTAssertEqual(controls(lint.stdout), [], lint.stdout)
        // A file name with a screen clear in it, quoted in the error.
        let missing = try LayoutDumpRunner.run(["no\u{1B}[2Jsuch.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(controls(missing.stderr), [], missing.stderr)
        XCTAssertTrue(missing.stderr.contains(#"no\u001B[2Jsuch.json"#), missing.stderr)
    }

    func testColourEscapesAreOursOnly() throws {
        // With --color always the only escapes are the colour codes the diagram adds (ESC [ digits m).
        let result = try LayoutDumpRunner.run(["--format", "ascii", "--color", "always", "--width", "100", "-"], stdin: Data(document.utf8))
        let stripped = result.stdout.replacingOccurrences(of: #"\u{1B}\[[0-9]*m"#, with: "", options: .regularExpression)
        XCTAssertEqual(controls(stripped), [], stripped)
        XCTAssertFalse(result.stdout.contains("\u{1B}[2J"))
    }

    func testLibraryDrawingsEscapeIdentifiersAndKinds() throws {
        let parsed = try LayoutDocument.parse(document)
        let solution = try parsed.makeLayout().solve(parsed.makeContext())
        XCTAssertEqual(controls(try ASCIIDiagram.render(solution, keyedByIdentifier: true, width: 100)), [])
        XCTAssertEqual(controls(VisualDescription.render(document: parsed)), [])
        XCTAssertEqual(TerminalText.escaped("a\u{1B}[2J\u{7}\u{0}\u{8}\u{9B}b"), #"a\u001B[2J\u0007\u0000\u0008\u009Bb"#)
        XCTAssertEqual(TerminalText.escaped("two\nlines\t", keepingNewlines: true), "two\nlines\\t")
        XCTAssertEqual(TerminalText.escaped("日本 plain"), "日本 plain")
    }
}
