import Foundation
import XCTest
@testable import LayoutKitLinux

/// The badge placement rule (`ItemSupplementaries.frame`, Docs/Solver.md step 3d″) sums its terms in one order, and a
/// placement read once for many badges (`ItemSupplementaries.Placement`, OnDemandBadges.swift) sums the same terms in
/// the same order: a badge's frame is never its anchor's corner plus an offset worked out once, which rounds differently.
final class BadgePlacementOrderTests: XCTestCase {
    /// A 0.7-wide badge, both anchors trailing, container offset 0.1 and item offset 0.2 (absolute), in a rect at x 0.1,
    /// 0.2 wide. Along x: ((0.1 + 1 × 0.2) − 1 × 0.7) + 0.1 + 0.2. In doubles 0.1 + 0.2 is 0.30000000000000004, less 0.7
    /// is −0.3999999999999999, plus 0.1 is −0.2999999999999999, plus 0.2 is −0.09999999999999992. Summed another way the
    /// x differs in its last bits: the corner plus the offset from a rect at zero, 0.1 + (((0.2 − 0.7) + 0.1) + 0.2), is
    /// −0.0999999999999999; the two offsets added first, −0.09999999999999987. Along y neither edge is named: the middle of
    /// both, 0 + ½ × 0 − ½ × 1 = −0.5.
    func testABadgesCoordinateIsItsTermsSummedInTheRulesOrder() {
        let trailing = NSDirectionalRectEdge.trailing
        let badge = SupplementaryDescription(
            kind: "badge",
            size: SizeDescription(width: DimensionDescription(kind: .absolute, value: 0.7), height: DimensionDescription(kind: .absolute, value: 1)),
            containerAnchor: AnchorDescription(edges: trailing, offset: CGPoint(x: 0.1, y: 0), isAbsolute: true),
            itemAnchor: AnchorDescription(edges: trailing, offset: CGPoint(x: 0.2, y: 0), isAbsolute: true),
            zIndex: 0)
        let size = CGSize(width: 0.7, height: 1)
        let rect = CGRect(x: 0.1, y: 0, width: 0.2, height: 0)
        let expected = CGRect(x: -0.09999999999999992, y: -0.5, width: 0.7, height: 1)
        XCTAssertEqual(ItemSupplementaries.frame(of: badge, size: size, in: rect), expected)
        let placement = ItemSupplementaries.Placement(of: badge, size: size)
        XCTAssertEqual(placement.frame(in: rect), expected)
        // The same placement in another rect: only the rect's terms change.
        XCTAssertEqual(placement.frame(in: CGRect(x: 10, y: 5, width: 2, height: 4)), CGRect(x: 10 + 2 - 0.7 + 0.1 + 0.2, y: 5 + 2 - 0.5, width: 0.7, height: 1))
    }
}
