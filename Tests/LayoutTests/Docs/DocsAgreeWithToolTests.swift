import LayoutKitLinux
import XCTest

/// The docs say what the tool does (issue #28, item 5, "Docs and tool agree"): each test reads a page or the help and
/// checks it against the tool's behaviour.
final class DocsAgreeWithToolTests: XCTestCase {
    private func page(_ name: String) throws -> String {
        try String(contentsOf: LayoutDumpRunner.packageRoot.appendingPathComponent("Docs/\(name)"), encoding: .utf8)
    }

    func testCLIPageNamesTheDiffKindsTheToolPrints() throws {
        // Halves become thirds: cell 0.1 moves and shrinks, which the tool reports as `moved+resized`.
        let before = "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 160 44 0\ncell - 0.1 160 0 160 44 0\n"
        let after = "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 106.5 44 0\ncell - 0.1 106.5 0 106.5 44 0\n"
        let result = FrameDumpDiff.compare(try FrameDumpDiff.parse(before), try FrameDumpDiff.parse(after))
        XCTAssertTrue(result.report.contains("moved+resized cell 0.1"), result.report)
        // The bullet, with its continuation lines.
        let lines = try page("CLI.md").components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("* Each difference is one line:") })
        let bullet = ([lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("  ") }).joined(separator: " ")
        for kind in ["`moved`", "`resized`", "`moved+resized`", "`zIndex`", "`appearance`", "`added`", "`removed`"] {
            XCTAssertTrue(bullet.contains(kind), "\(kind) missing from: \(bullet)")
        }
        XCTAssertFalse(bullet.contains("`changed`"), bullet)
    }

    func testScaleHelpGivesTheDefaultDevicesScale() throws {
        let help = try LayoutDumpRunner.run(["--help"])
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
        XCTAssertFalse(text.contains("default 2)"), help.stdout)
        XCTAssertTrue(text.contains("3 for the default iPhone 16"), help.stdout)
        // And the tool does lay a document without a container out at @3x: thirds of 393 on a 1/3-pt grid.
        let document = #"{"sections": [{"items": 3, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(10)"}, "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(0.3333)", "heightDimension": "fractionalHeight(1)"}}]}}]}"#
        let frames = try LayoutDumpRunner.run(["--format", "frames", "-"], stdin: Data(document.utf8))
        // 0.3333 x 393 = 130.99 pt, floored to the @3x grid: 130.6667.
        XCTAssertTrue(frames.stdout.contains("cell - 0.0 0 0 130.6667 10 0"), frames.stdout)
    }

    func testModelPageSaysSizingRequestPropertiesArePublicVars() throws {
        var request = SizingRequest(indexPath: IndexPath(item: 0, section: 0), category: .cell, elementKind: nil,
                                    proposedSize: CGSize(width: 10, height: 10), estimatedAxes: .vertical)
        request.proposedSize = CGSize(width: 20, height: 20)   // compiles: a public var
        XCTAssertEqual(request.proposedSize.width, 20)
        let model = try page("Model.md")
        XCTAssertFalse(model.contains("internal(set)` so that the measure pass"), "Model.md still says internal(set)")
        XCTAssertTrue(model.contains("a value type whose properties are `public var`"))
    }

    func testDiffablePageWritesTryBeforeEveryDifferenceCall() throws {
        let text = try page("Diffable.md")
        // Every `x.difference(from: …)` call written in the page (not the standard library's, named as such).
        let pattern = try NSRegularExpression(pattern: #"(\S+ )?[a-z]+\.difference\(from: [a-z]+\)"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        XCTAssertFalse(matches.isEmpty)
        for call in matches { XCTAssertTrue(call.hasPrefix("`try ") || call.hasPrefix("try "), call) }
    }

    func testDeviceSuggestionCompletesAShortenedName() throws {
        let result = try LayoutDumpRunner.run(["--device", "iPhone SE", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: unknown device 'iPhone SE' (did you mean 'iPhone SE (3rd generation)'?)"), result.stderr)
    }

    func testSnapshotsPageSaysExcludeWarnsBeforeTheFirstRecording() throws {
        let text = try page("Snapshots.md")
        XCTAssertTrue(text.contains("Until the first snapshot is recorded the folder does not exist, and SwiftPM warns"))
        XCTAssertTrue(text.contains(".gitkeep"))
    }
}
