import Foundation
import XCTest
@testable import LayoutKitLinux

/// The query index orders its spans by start along the scroll axis, spans that start together in the order they were
/// made (`sortByStart`): two sorted runs (the cells', then the supplementaries') are merged, anything else is sorted.
/// Either way the order is the one the standard library's sort gives, which the rect queries' answers follow.
final class SpanOrderTests: XCTestCase {
    /// Span `id` starting at `start` along y; its element range is its id, so the order can be read back.
    private func span(_ id: Int, _ start: CGFloat) -> QuerySpan {
        QuerySpan(bounds: CGRect(x: 0, y: start, width: 10, height: 5), clipped: false, elements: id..<(id + 1), touching: false)
    }

    private func ids(_ spans: [QuerySpan]) -> [Int] { spans.map(\.elements.lowerBound) }

    /// Cells at 0, 10, 10, 20 and headers at 0, 10, 30: the headers go after the cells that start where they do.
    func testTwoSortedRunsMergeTiesLeftFirst() {
        var spans = [span(0, 0), span(1, 10), span(2, 10), span(3, 20), span(4, 0), span(5, 10), span(6, 30)]
        spans.sortByStart(along: .vertical)
        XCTAssertEqual(ids(spans), [0, 4, 1, 2, 5, 3, 6])
    }

    func testSortedSpansStayAsTheyAre() {
        var spans = [span(0, 0), span(1, 0), span(2, 5)]
        spans.sortByStart(along: .vertical)
        XCTAssertEqual(ids(spans), [0, 1, 2])
    }

    /// Seeded random starts with many ties, as two sorted runs and as three or more: the same order as a stable sort.
    func testAnyOrderMatchesTheStableSort() {
        var seed: UInt64 = 0x5EC7_1045
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<300 {
            let count = next(40)
            var starts = (0..<count).map { _ in CGFloat(next(8)) }
            if round % 2 == 0 {
                let split = count == 0 ? 0 : next(count + 1)
                starts = starts[..<split].sorted() + starts[split...].sorted()
            }
            var spans = starts.enumerated().map { span($0.offset, $0.element) }
            let expected = ids(spans.sorted { $0.bounds.minY < $1.bounds.minY })
            spans.sortByStart(along: .vertical)
            XCTAssertEqual(ids(spans), expected, "round \(round): \(starts)")
        }
    }
}
