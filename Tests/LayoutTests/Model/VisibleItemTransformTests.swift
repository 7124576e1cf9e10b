import LayoutKitLinux
import XCTest

/// `CGAffineTransform` (CoreGraphics' arithmetic) and what a `visibleItemsInvalidationHandler` sets on visible items:
/// transform and alpha end up in the solution, the frame dump, JSON and SVG (Docs/Solver.md, "Visible-item effects").
final class VisibleItemTransformTests: XCTestCase {
    func testTransformArithmeticMatchesCoreGraphics() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        // Scale then translate: (1, 1) -> (2, 3) -> (12, 23).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 23))
        // translatedBy applies the translation first: (1, 1) -> (11, 21) -> (22, 63).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 20)), CGPoint(x: 22, y: 63))
        XCTAssertEqual(scale.concatenating(move).concatenating(scale.concatenating(move).inverted()), .identity)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(scale.isIdentity)
        // A singular transform is returned unchanged by inverted(), as CoreGraphics does.
        XCTAssertEqual(CGAffineTransform(scaleX: 0, y: 1).inverted(), CGAffineTransform(scaleX: 0, y: 1))
        // A quarter turn maps x to y: (1, 0) -> (0, 1) (to within rounding of cos(pi/2)).
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned.x, 0, accuracy: 1e-12)
        XCTAssertEqual(turned.y, 1, accuracy: 1e-12)
        // Rect: the bounding box of the transformed corners; sizes ignore the translation.
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 5).applying(scale.concatenating(move)), CGRect(x: 10, y: 20, width: 20, height: 15))
        XCTAssertEqual(CGSize(width: 10, height: 5).applying(scale.concatenating(move)), CGSize(width: 20, height: 15))
    }

    /// The carousel of Compile/CarouselLayout.swift in a 320-wide view: cards 200 wide, 10 apart, row at rest.
    /// The handler's container is the row's (320 x 100), its offset x 0, so the middle is x 160.
    /// Card 0: center 100, distance 60 -> scale max(0.8, 1 - 60/320) = 0.8125. Card 1: center 310, distance 150 ->
    /// 1 - 150/320 < 0.8 -> 0.8. Card 2 (x 420) is not visible and keeps the identity.
    private func solvedCarousel(direction: UITraitEnvironmentLayoutDirection = .leftToRight) throws -> LayoutSolution {
        let layout = CarouselLayout.make() as! UICollectionViewCompositionalLayout
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3])
        context.traitCollection = UITraitCollection(displayScale: 2, layoutDirection: direction)
        return try layout.solve(context)
    }

    func testHandlerTransformAndAlphaReachTheSolution() throws {
        let solution = try solvedCarousel()
        let card0 = try XCTUnwrap(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(card0.transform, CGAffineTransform(scaleX: 0.8125, y: 0.8125))
        XCTAssertEqual(card0.alpha, 0.8125)
        XCTAssertEqual(card0.frame, CGRect(x: 0, y: 0, width: 200, height: 100), "the frame stays untransformed")
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform, CGAffineTransform(scaleX: 0.8, y: 0.8))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.transform, .identity)
    }

    func testRightToLeftShowsTheMirroredRow() throws {
        // Mirrored: card 0 at x 320 - 200 = 120, with the same scale (a scale is its own mirror image).
        let solution = try solvedCarousel(direction: .rightToLeft)
        let card0 = try XCTUnwrap(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(card0.frame, CGRect(x: 120, y: 0, width: 200, height: 100))
        XCTAssertEqual(card0.transform, CGAffineTransform(scaleX: 0.8125, y: 0.8125))
    }

    func testDumpsCarryTheHandlersEffects() throws {
        let solution = try solvedCarousel()
        let frames = FrameDump.render(solution)
        XCTAssertTrue(frames.contains("cell - 0.0 0 0 200 100 0 alpha=0.8125 transform=0.8125,0,0,0.8125,0,0\n"), frames)
        XCTAssertTrue(frames.contains("cell - 0.2 420 0 200 100 0\n"), frames)
        // Read back: the trailing fields survive a round trip, and a diff notices an appearance change.
        let dump = try FrameDumpDiff.parse(frames)
        XCTAssertEqual(dump.elements[0].transform, CGAffineTransform(scaleX: 0.8125, y: 0.8125))
        XCTAssertEqual(FrameDump.render(contentSize: dump.contentSize, elements: dump.attributes), frames)
        var changed = dump
        changed.elements[0].alpha = 1
        let result = FrameDumpDiff.compare(dump, changed)
        XCTAssertEqual(result.changes, [.appearanceChanged(from: dump.elements[0], to: changed.elements[0])])
        XCTAssertTrue(result.report.contains("1 appearance"), result.report)

        let json = JSONDump.render(solution)
        XCTAssertTrue(json.contains("\"zIndex\": 0, \"alpha\": 0.8125, \"transform\": [0.8125, 0, 0, 0.8125, 0, 0]}"), json)
        // SVG: the card drawn scaled about its center (100, 50) and faded.
        let svg = SVGDiagram.render(solution)
        XCTAssertTrue(svg.contains("<g transform=\"translate(100 50) matrix(0.8125 0 0 0.8125 0 0) translate(-100 -50)\" opacity=\"0.8125\">"), svg)
    }
}
