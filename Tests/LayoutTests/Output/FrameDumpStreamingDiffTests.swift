import Foundation
import XCTest
@testable import LayoutKitLinux

/// `FrameDumpDiff.writeReport` (what `layout-dump diff` runs) writes exactly `compare(_:_:).report`, from dumps read as
/// text, solutions read from their stores, and dumps in memory, whichever order they come in.
final class FrameDumpStreamingDiffTests: XCTestCase {
    private func streamed(_ a: FrameDumpDiff.Rows, _ b: FrameDumpDiff.Rows, tolerance: CGFloat = 0) -> (String, Bool) {
        var text = ""
        let equal = FrameDumpDiff.writeReport(a, b, tolerance: tolerance, to: &text)
        return (text, equal)
    }

    func testTheStreamedReportIsTheComparedReportOverGeneratedPairs() throws {
        var compared = 0
        for seed in UInt64(0)..<200 {
            let first = LayoutGenerator.make(seed: seed &* 7 &+ 1, mode: .nonNegative)
            // The second layout: the same spec with more items and another width half the time, a different one otherwise.
            var second = seed % 2 == 0 ? first : LayoutGenerator.make(seed: seed &* 7 &+ 2, mode: .nonNegative)
            if seed % 4 == 0 { second.itemCounts = second.itemCounts.map { $0 + 1 }; second.containerWidth += 10 }
            guard let a = try? first.makeLayout().solve(first.makeContext()), let b = try? second.makeLayout().solve(second.makeContext()) else { continue }
            let expected = FrameDumpDiff.compare(FrameDumpDiff.Dump(a), FrameDumpDiff.Dump(b))
            let text = Data(FrameDump.render(a).utf8)
            for (left, label) in [(try FrameDumpDiff.Rows(a), "solution"), (try FrameDumpDiff.Rows(parsing: text), "text"),
                                  (FrameDumpDiff.Rows(FrameDumpDiff.Dump(a)), "dump")] {
                let (report, equal) = streamed(left, try FrameDumpDiff.Rows(b))
                XCTAssertEqual(report, expected.report, "seed \(seed), A as \(label)")
                XCTAssertEqual(equal, expected.isEqual, "seed \(seed), A as \(label)")
            }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 150)
    }

    func testADumpOutOfOrderOrKeyedByIdentifierIsComparedByKey() throws {
        let shuffled = """
            # layout-dump frames v1
            content 320 88
            cell - 0.1 160 0 160 44 0
            cell - 0.0 0 0 160 44 0

            """
        let sorted = "# layout-dump frames v1\ncontent 320 88\ncell - 0.0 0 0 160 44 0\ncell - 0.1 160 0 160 44 0\n"
        let (report, equal) = streamed(try FrameDumpDiff.Rows(parsing: Data(shuffled.utf8)), try FrameDumpDiff.Rows(parsing: Data(sorted.utf8)))
        XCTAssertTrue(equal, report)
        XCTAssertEqual(report, "no differences (2 elements, tolerance 0)\n")
        let keyed = "# layout-dump frames v1\ncontent 320 44\ncell - @b 0 0 160 44 0\ncell - @a 160 0 160 44 0\n"
        let swapped = "# layout-dump frames v1\ncontent 320 44\ncell - @a 0 0 160 44 0\ncell - @b 160 0 160 44 0\n"
        XCTAssertEqual(streamed(try FrameDumpDiff.Rows(parsing: Data(keyed.utf8)), try FrameDumpDiff.Rows(parsing: Data(swapped.utf8))).0, """
            moved         cell @b: (0, 0) -> (160, 0)
            moved         cell @a: (160, 0) -> (0, 0)
            2 differences: 2 moved; 0 unchanged (tolerance 0)

            """)
    }

    func testAMalformedDumpFailsWhenReadNotHalfwayThroughTheReport() {
        let text = "# layout-dump frames v1\r\ncontent 10 10\r\ncell - 0.0 0 0 10 10 0\r\ncell - 0.1 0 0 ten 10 0\r\n"
        XCTAssertThrowsError(try FrameDumpDiff.Rows(parsing: Data(text.utf8))) { error in
            XCTAssertEqual("\(error)", "line 4: expected a number for width, found \"ten\"")
        }
    }
}
