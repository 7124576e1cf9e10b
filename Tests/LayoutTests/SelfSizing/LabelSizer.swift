import Foundation
@testable import LayoutKitLinux

/// The label cells of charon's sized cases ([CHARON] compositional-sized-expectations.h): five texts, cycling by item, whose measured
/// heights are published per cell width. A label line is 19 pt and the cell adds 12: 31 = 1 line, 50 = 2,
/// 69 = 3, 88 = 4, 126 = 6.
///
/// * 320 and 300 wide (cases 0, 7, 9, 13): 31/50/31/69/31 — "the measured label heights are 31/50/31/69/31 at 320".
/// * 288 and 240 wide (cases 6, 12): 31/69/31/88/31 (published per item in both cases).
/// * 157.5 wide (case 3): item 0 is 31 and item 1 is 88 (published); row 2 is 126 tall (published), which we give
///   to the longest text (item 3, 6 lines) and keep the short text 2 at one line (31); item 4 is 31 (content 251).
///
/// Records every request, so tests can check who was asked, with what, and how often.
final class LabelSizer {
    private(set) var requests: [SizingRequest] = []

    static let heightsByWidth: [CGFloat: [CGFloat]] = [
        320: [31, 50, 31, 69, 31], 300: [31, 50, 31, 69, 31],
        288: [31, 69, 31, 88, 31], 240: [31, 69, 31, 88, 31],
        157.5: [31, 88, 31, 126, 31],
    ]

    /// A label with no table entry for the width answers 1 line: tests only use the widths above.
    func size(_ request: SizingRequest) -> CGSize {
        requests.append(request)
        let heights = Self.heightsByWidth[request.proposedSize.width] ?? [31]
        return CGSize(width: request.proposedSize.width, height: heights[request.indexPath.item % heights.count])
    }

    var sizing: (SizingRequest) -> CGSize { { [self] in size($0) } }
}
