import Foundation
import XCTest

/// `layout-dump update --format svg --fit-width PIXELS`: the update's picture fitted the same way (the rule of
/// `SVGDiagram.shownSize`: the viewBox kept, the height in proportion).
final class CLIUpdateFitWidthTests: XCTestCase {
    private func attribute(_ name: String, in text: String) throws -> String {
        let tag = try XCTUnwrap(text.range(of: "<svg ").map { text[$0.lowerBound...].prefix { $0 != ">" } })
        let start = try XCTUnwrap(tag.range(of: " \(name)=\""), "no \(name) in \(tag)")
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    func testUpdateSVGIsFittedToThatManyPixelsWithItsViewBoxKept() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples").standardized
        let before = root.appendingPathComponent("feed-before.json").path, after = root.appendingPathComponent("feed-after.json").path
        let plain = try LayoutDumpRunner.run(["update", "--format", "svg", before, after])
        XCTAssertEqual(plain.status, 1, plain.stderr)   // the feed changes: exit 1, as for every update that moves something
        let width = try XCTUnwrap(Double(try attribute("width", in: plain.stdout)))
        let height = try XCTUnwrap(Double(try attribute("height", in: plain.stdout)))
        // Half as many pixels as points: the height halves too; the viewBox (legend included) is the same.
        let half = width / 2
        let fitted = try LayoutDumpRunner.run(["update", "--format", "svg", "--fit-width", String(format: "%g", half), before, after])
        XCTAssertEqual(fitted.status, 1, fitted.stderr)
        XCTAssertEqual(try attribute("viewBox", in: fitted.stdout), try attribute("viewBox", in: plain.stdout))
        XCTAssertEqual(try XCTUnwrap(Double(try attribute("width", in: fitted.stdout))), half, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(Double(try attribute("height", in: fitted.stdout))), height / 2, accuracy: 1e-3)
    }

    func testUpdateRefusesFitWidthWithoutTheSVGFormat() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples").standardized
        let result = try LayoutDumpRunner.run(["update", "--fit-width", "300", root.appendingPathComponent("feed-before.json").path,
                                               root.appendingPathComponent("feed-after.json").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--fit-width applies to --format svg only"), result.stderr)
    }
}
