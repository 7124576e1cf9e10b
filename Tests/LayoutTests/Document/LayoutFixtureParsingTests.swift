import Foundation
import XCTest
@testable import LayoutKitLinux

/// `LayoutFixture.parse` (Docs/Fidelity.md, "The format"): what it reads, and every kind of mistake named by its path.
final class LayoutFixtureParsingTests: XCTestCase {
    /// Two 160 x 44 halves of a 320-wide view (0.5 x 320 = 160; Docs/Solver.md 3b).
    static func fixture(_ replacing: [String: String] = [:], removing: [String] = []) -> String {
        var keys: [(String, String)] = [
            ("description", #""two halves""#),
            ("source", #""Docs/Solver.md, 3b""#),
            ("confidence", #""derived""#),
            ("derivation", #"["0.5 x 320 = 160"]"#),
            ("context", #"{"container": {"width": 320, "height": 480}, "displayScale": 2}"#),
            ("layout", #"{"sections": [{"items": 2, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}, "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(0.5)", "heightDimension": "fractionalHeight(1)"}}]}}]}"#),
            ("frames", #"["content 320 44", "cell - 0.0 0 0 160 44 0", "cell - 0.1 160 0 160 44 0"]"#),
        ]
        keys = keys.filter { !removing.contains($0.0) }.map { ($0.0, replacing[$0.0] ?? $0.1) }
        for (key, value) in replacing where !keys.contains(where: { $0.0 == key }) { keys.append((key, value)) }
        return "{" + keys.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func parse(_ text: String) throws -> LayoutFixture { try LayoutFixture.parse(Data(text.utf8)) }

    private func assertError(_ text: String, path: String, contains words: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: line) { error in
            guard let error = error as? LayoutDocumentError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(error.path, path, error.description, file: file, line: line)
            XCTAssertTrue(error.message.contains(words), error.description, file: file, line: line)
        }
    }

    func testReadsEveryPartAndTheContextReachesTheDocument() throws {
        let fixture = try parse(Self.fixture(["context": #"{"container": {"width": 300, "height": 400}, "displayScale": 3, "layoutDirection": "rightToLeft", "contentOffset": {"x": 0, "y": 12}}"#,
                                              "frames": #"["content 300 44", "cell - 0.0 150 0 150 44 0", "cell - 0.1 0 0 150 44 0"]"#]))
        XCTAssertEqual(fixture.description, "two halves")
        XCTAssertEqual(fixture.source, "Docs/Solver.md, 3b")
        XCTAssertEqual(fixture.confidence, .derived)
        XCTAssertEqual(fixture.derivation, ["0.5 x 320 = 160"])
        XCTAssertEqual(fixture.document.containerSize, CGSize(width: 300, height: 400))
        XCTAssertEqual(fixture.document.displayScale, 3)
        XCTAssertEqual(fixture.document.layoutDirection, .rightToLeft)
        XCTAssertEqual(fixture.document.contentOffset, CGPoint(x: 0, y: 12))
        XCTAssertEqual(fixture.document.itemCounts, [2])
        XCTAssertEqual(fixture.expected.contentSize, CGSize(width: 300, height: 44))
        XCTAssertEqual(fixture.expected.elements.map(\.frame.minX), [150, 0])
        XCTAssertFalse(fixture.mirrorCheck)
    }

    func testTheHeaderLineMayBeWrittenAndCommentLinesAreIgnored() throws {
        let fixture = try parse(Self.fixture(["frames": ##"["# layout-dump frames v1", "content 320 44", "# row 1", "cell - 0.0 0 0 160 44 0", "cell - 0.1 160 0 160 44 0"]"##]))
        XCTAssertEqual(fixture.expected.elements.count, 2)
    }

    func testAMatchingFixturePassesInBothDirectionsWithTheMirrorCheck() throws {
        let outcomes = try parse(Self.fixture(["mirrorCheck": "true"])).check()
        XCTAssertEqual(outcomes.map(\.label), ["left to right", "right to left (mirror check)"])
        XCTAssertTrue(outcomes.allSatisfy(\.passed), outcomes.map(\.report).joined())
    }

    func testADifferenceReportsBothDumpsTheirDiffAndTheMovedElement() throws {
        let outcome = try XCTUnwrap(parse(Self.fixture(["frames": #"["content 320 44", "cell - 0.0 0 0 160 44 0", "cell - 0.1 161 0 160 44 0"]"#])).check().first)
        XCTAssertFalse(outcome.passed)
        XCTAssertTrue(outcome.report.contains("--- expected\n# layout-dump frames v1\ncontent 320 44\n"), outcome.report)
        XCTAssertTrue(outcome.report.contains("-cell - 0.1 161 0 160 44 0\n+cell - 0.1 160 0 160 44 0"), outcome.report)
        XCTAssertTrue(outcome.report.contains("cell 0.1: (161, 0) -> (160, 0)"), outcome.report)
    }

    func testALayoutTheEngineRejectsIsAFailureNamingTheError() throws {
        // An item 400 wide in a 320-wide group: "cannot fit even a single item" (Docs/Solver.md 3c).
        let layout = #"{"sections": [{"items": 1, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}, "subitems": [{"layoutSize": {"widthDimension": "absolute(400)", "heightDimension": "absolute(44)"}}]}}]}"#
        let outcome = try XCTUnwrap(parse(Self.fixture(["layout": layout])).check().first)
        XCTAssertFalse(outcome.passed)
        XCTAssertTrue(outcome.report.contains("the engine rejected the layout: section 0 > group"), outcome.report)
    }

    func testWithinTheToleranceThirdsWrittenToFourDecimalsMatch() throws {
        // 320 / 3 = 106.666… on a scale-3 grid (Docs/Solver.md 3b) is written 106.6667.
        let layout = #"{"sections": [{"items": 1, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(10)"}, "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(1/3)", "heightDimension": "absolute(10)"}}]}}]}"#
        let fixture = try parse(Self.fixture(["context": #"{"container": {"width": 320, "height": 480}, "displayScale": 3}"#, "layout": layout,
                                              "frames": #"["content 320 10", "cell - 0.0 0 0 106.6667 10 0"]"#]))
        XCTAssertTrue(fixture.check().allSatisfy(\.passed))
    }

    func testEveryMistakeIsNamedByItsPathInTheFixture() {
        assertError("[1]", path: "", contains: "expected a JSON object")
        assertError("{", path: "", contains: "malformed JSON")
        assertError(Self.fixture(["sorce": #""x""#]), path: "sorce", contains: "unknown key")
        assertError(Self.fixture(removing: ["source"]), path: "source", contains: "missing required key")
        assertError(Self.fixture(["description": #""  ""#]), path: "description", contains: "non-empty string")
        assertError(Self.fixture(["confidence": #""high""#]), path: "confidence", contains: "measured, measuredInPart, documented, derived")
        assertError(Self.fixture(["derivation": "[1]"]), path: "derivation[0]", contains: "expected a string")
        assertError(Self.fixture(["mirrorCheck": "1"]), path: "mirrorCheck", contains: "true or false")
        assertError(Self.fixture(["context": #"{"sections": []}"#]), path: "context.sections", contains: "the layout's own keys go in \"layout\"")
        assertError(Self.fixture(["context": #"{"container": {"width": -1, "height": 4}}"#]), path: "context.container.width", contains: "greater than 0")
        assertError(Self.fixture(["layout": #"{"container": {"width": 1, "height": 4}, "sections": []}"#]), path: "layout.container", contains: "put it in \"context\"")
        assertError(Self.fixture(removing: ["layout"]), path: "layout", contains: "missing required key")
        assertError(Self.fixture(["layout": #"{"sections": [{"itemz": 2}]}"#]), path: "layout.sections[0].itemz", contains: "unknown key")
        assertError(Self.fixture(removing: ["frames"]), path: "frames", contains: "missing required key")
        assertError(Self.fixture(["frames": #"["content 320 44", "cell - 0.0 0 0 160"]"#]), path: "frames[1]", contains: "columns")
        assertError(Self.fixture(["frames": #"["cell - 0.0 0 0 160 44 0"]"#]), path: "frames[0]", contains: "content")
        assertError(Self.fixture(removing: ["context"]), path: "context", contains: "missing required key")
        assertError(Self.fixture(["context": #"{"displayScale": 2}"#]), path: "context.container", contains: "default device")
        assertError(Self.fixture(["context": #"{"container": {"width": 320, "height": 480}, "layoutDirection": "rightToLeft"}"#, "mirrorCheck": "true"]), path: "mirrorCheck",
                    contains: "right-to-left")
    }

    func testAnErrorInTheLayoutHasItsLineAndColumnInTheFixture() throws {
        let text = Self.fixture(["layout": "{\n\"sections\": [{\"items\": -1}]}"]).replacingOccurrences(of: ", \"layout\"", with: ",\n\"layout\"")
        XCTAssertThrowsError(try parse(text)) { error in
            let error = error as? LayoutDocumentError
            XCTAssertEqual(error?.path, "layout.sections[0].items")
            XCTAssertEqual(error?.line, 3, error?.description ?? "")
        }
    }

    func testOneParseReadsAFixtureOrALayoutDocumentAsTheirOwnParsersDo() throws {
        let fixture = try LayoutFixture.parseFixtureOrDocument(Data(Self.fixture().utf8))
        XCTAssertEqual(fixture.fixture, try parse(Self.fixture()))
        XCTAssertEqual(fixture.document, try parse(Self.fixture()).document)
        let text = #"{"container": {"width": 320, "height": 480}, "sections": []}"#
        let document = try LayoutFixture.parseFixtureOrDocument(Data(text.utf8))
        XCTAssertNil(document.fixture)
        XCTAssertEqual(document.document, try LayoutDocument.parse(text))
        // Each kind's errors are its own parser's, with the path in that kind of file.
        let badFixture = Self.fixture(["layout": #"{"sections": [{"items": -1}]}"#])
        XCTAssertThrowsError(try LayoutFixture.parseFixtureOrDocument(Data(badFixture.utf8))) { error in
            XCTAssertEqual(error as? LayoutDocumentError, Self.error(of: { try self.parse(badFixture) }))
            XCTAssertEqual((error as? LayoutDocumentError)?.path, "layout.sections[0].items")
        }
        let badDocument = #"{"sections": [{"items": -1}]}"#
        XCTAssertThrowsError(try LayoutFixture.parseFixtureOrDocument(Data(badDocument.utf8))) { error in
            XCTAssertEqual(error as? LayoutDocumentError, Self.error(of: { try LayoutDocument.parse(badDocument) }))
            XCTAssertEqual((error as? LayoutDocumentError)?.path, "sections[0].items")
        }
    }

    private static func error<T>(of body: () throws -> T) -> LayoutDocumentError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? LayoutDocumentError
        }
    }

    func testOnlyAnObjectWithLayoutAndFramesIsTakenForAFixture() {
        XCTAssertTrue(LayoutFixture.isFixture(Data(Self.fixture().utf8)))
        XCTAssertFalse(LayoutFixture.isFixture(Data(#"{"sections": []}"#.utf8)))
        XCTAssertFalse(LayoutFixture.isFixture(Data("# layout-dump frames v1\ncontent 1 1\n".utf8)))
    }
}
