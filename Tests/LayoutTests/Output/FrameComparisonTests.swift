import LayoutKitLinux
import Testing
import XCTest

/// `verifyFrame(_:equals:scale:)` and `CGRect.isPixelEqual(to:scale:)` (Docs/Devices.md, "Comparing frames at @3x").
final class FrameComparisonTests: XCTestCase {
    /// Three 0.3333-wide cells in the iPhone 16's 393 pt at @3x: 0.3333 x 393 = 130.99, floored to the @3x grid:
    /// 130.6667 (392 pixels); the second at x 130.6667.
    private func secondCell() throws -> CGRect? {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.3333), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(device: .iPhone16, itemCounts: [3]))
        return solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    }

    func testThirdsWrittenToTwoDecimalsMatchAtThreeX() throws {
        let frame = try secondCell()
        XCTAssertNotEqual(frame, CGRect(x: 130.67, y: 0, width: 130.67, height: 100), "== needs the exact thirds")
        XCTAssertNil(verifyFrame(frame, equals: CGRect(x: 130.67, y: 0, width: 130.67, height: 100)))
        XCTAssertTrue(frame?.isPixelEqual(to: CGRect(x: 130.667, y: 0, width: 130.6667, height: 100)) ?? false)
    }

    func testOnePixelOffIsStillADifference() throws {
        let frame = try secondCell()
        // One pixel right at @3x: x 131 (393 pixels).
        let message = verifyFrame(frame, equals: CGRect(x: 131, y: 0, width: 130.67, height: 100))
        XCTAssertEqual(message, "frame (130.6667, 0, 130.6667 x 100) is not (131, 0, 130.67 x 100) at @3x (compared by pixel: each edge times 3, rounded)")
        XCTAssertNotNil(verifyFrame(nil, equals: .zero))
        // At @2x half points are pixels: 10.5 (pixel 21) and 10 (pixel 20) differ, 10.5 and 10.51 do not.
        XCTAssertFalse(CGRect(x: 10.5, y: 0, width: 1, height: 1).isPixelEqual(to: CGRect(x: 10, y: 0, width: 1, height: 1), scale: 2))
        XCTAssertTrue(CGRect(x: 10.5, y: 0, width: 1, height: 1).isPixelEqual(to: CGRect(x: 10.51, y: 0, width: 1, height: 1), scale: 2))
    }
}

/// The same from Swift Testing.
@Test func thirdsMatchAtThreeXFromSwiftTesting() throws {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.3333), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                   subitems: [item])
    let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        .solve(LayoutContext(device: .iPhone16, itemCounts: [3]))
    let frame = solution.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
    // The third at x 261.3333 (784 pixels), 130.6667 wide.
    if let message = verifyFrame(frame, equals: CGRect(x: 261.33, y: 0, width: 130.67, height: 100)) { Issue.record(Comment(rawValue: message)) }
    #expect(frame?.isPixelEqual(to: CGRect(x: 261.33, y: 0, width: 130.67, height: 100)) == true)
}
