import Foundation
import XCTest
@testable import LayoutKitLinux

/// Bad input never crashes: every case either throws a `LayoutError` that names the place, or gives a valid
/// layout. Which one is decided per case from the rules in Docs/Solver.md and their public sources, and recorded in
/// Docs/Testing-Properties.md ("Bad input"). UIKit itself raises or only logs for invalid layouts depending on
/// the OS version (Docs/Solver.md, step 3c); LayoutKitLinux always throws, so a test gets a definite answer.
final class BadInputRobustnessTests: XCTestCase {

    // MARK: Helpers

    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(layoutSize: size(w, h))
    }

    /// The usual grid row: `HG(FW(1), AB(50))` holding `subitems`.
    private func row(_ subitems: [NSCollectionLayoutItem], height: CGFloat = 50) -> NSCollectionLayoutGroup {
        .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: subitems)
    }

    private func layout(_ group: NSCollectionLayoutGroup,
                        _ configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        let section = NSCollectionLayoutSection(group: group)
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func context(width: CGFloat = 320, height: CGFloat = 480, counts: [Int] = [5], scale: CGFloat = 2) -> LayoutContext {
        var context = LayoutContext(containerSize: CGSize(width: width, height: height), itemCounts: counts)
        context.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: .leftToRight)
        return context
    }

    /// A 3-column grid that is valid in a 320×480 view; cases break one thing about it.
    private var validGrid: UICollectionViewCompositionalLayout {
        layout(row([item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))]))
    }

    /// Expects a `LayoutError` whose path contains `path` and whose description mentions every word in
    /// `mentions` (case-insensitive). Fails on a solution, on another error type, or on a slow answer.
    @discardableResult
    private func expectError(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, path: String,
                             mentions: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> LayoutError? {
        let start = Date()
        defer { XCTAssertLessThan(Date().timeIntervalSince(start), 2, "bad input must be refused quickly", file: file, line: line) }
        do {
            let solution = try layout.solve(context)
            XCTFail("expected a LayoutError at '\(path)', got a layout with \(solution.attributes.count) elements, content \(solution.contentSize)"
                + (solution.attributes.first.map { ", first \($0)" } ?? ""), file: file, line: line)
            return nil
        } catch let error as LayoutError {
            XCTAssertTrue(error.path.contains(path), "path '\(error.path)' should contain '\(path)' (\(error))", file: file, line: line)
            XCTAssertFalse(error.message.isEmpty, file: file, line: line)
            for word in mentions {
                XCTAssertTrue(error.description.lowercased().contains(word.lowercased()), "'\(error)' should mention '\(word)'", file: file, line: line)
            }
            return error
        } catch {
            XCTFail("expected a LayoutError, got \(type(of: error)): \(error)", file: file, line: line)
            return nil
        }
    }

    /// Expects a solution whose every frame is finite with a non-negative size, and returns it.
    @discardableResult
    private func expectValid(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext,
                             file: StaticString = #filePath, line: UInt = #line) -> LayoutSolution? {
        do {
            let solution = try layout.solve(context)
            XCTAssertTrue(solution.contentSize.width.isFinite && solution.contentSize.height.isFinite, file: file, line: line)
            for attributes in solution.attributes {
                let f = attributes.frame
                XCTAssertTrue([f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite), "\(attributes)", file: file, line: line)
                XCTAssertTrue(f.size.width >= 0 && f.size.height >= 0, "\(attributes)", file: file, line: line)
            }
            return solution
        } catch {
            XCTFail("expected a valid layout, got \(error)", file: file, line: line)
            return nil
        }
    }

    /// Either outcome is acceptable (the reference does not decide), but it must be one of them, quickly.
    private func expectNoCrash(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext,
                               file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try layout.solve(context)
        } catch let error as LayoutError {
            XCTAssertFalse(error.message.isEmpty, file: file, line: line)
        } catch {
            XCTFail("expected a LayoutError or a layout, got \(type(of: error)): \(error)", file: file, line: line)
        }
    }

    /// Either a `LayoutError`, or a layout whose cells (one top-level group, no insets) are finite, start at
    /// x ≥ 0 and do not overlap each other with positive area.
    private func expectThrowsOrDisjointCells(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext,
                                             file: StaticString = #filePath, line: UInt = #line) {
        let solution: LayoutSolution
        do { solution = try layout.solve(context) } catch is LayoutError { return } catch {
            XCTFail("expected a LayoutError or a layout, got \(type(of: error)): \(error)", file: file, line: line)
            return
        }
        let cells = solution.attributes.map(\.frame)
        var problems: [String] = []
        for (i, a) in cells.enumerated() {
            if ![a.minX, a.minY, a.width, a.height].allSatisfy(\.isFinite) { problems.append("cell \(i) \(a) is not finite") }
            if a.minX < 0 { problems.append("cell \(i) \(PropertyGeometry.text(a)) starts before its group") }
            for (j, b) in cells.enumerated() where j > i && PropertyGeometry.overlap(a, b) {
                problems.append("cells \(i) \(PropertyGeometry.text(a)) and \(j) \(PropertyGeometry.text(b)) overlap")
            }
        }
        if !problems.isEmpty {
            XCTFail("negative lengths: " + problems.prefix(3).joined(separator: "; ") + (problems.count > 3 ? " (\(problems.count) problems)" : ""),
                    file: file, line: line)
        }
    }

    private func frames(_ solution: LayoutSolution?) -> [CGRect] {
        solution.map { $0.attributes.map(\.frame) } ?? []
    }

    // MARK: Dimensions (Docs/Solver.md, step 3b)

    /// [CHARON layout-values page] "Invalid fractional width: nan. The fraction must be a finite value."
    func testNaNFractionalWidthThrows() {
        expectError(layout(row([item(.fractionalWidth(.nan), .fractionalHeight(1))]), { _ in }), context(),
                    path: "section 0 > group > subitems[0]", mentions: ["fractional width", "nan", "finite"])
    }

    /// The same rule for heights, with an infinite fraction.
    func testInfiniteFractionalHeightThrows() {
        expectError(layout(row([item(.fractionalWidth(0.5), .fractionalHeight(.infinity))])), context(),
                    path: "section 0 > group > subitems[0]", mentions: ["fractional height", "inf"])
    }

    /// Decision: a negative fraction has no meaning (no rule of the reference produces a negative length from a
    /// dimension; Docs/Solver.md, step 3c's "difference taken positive" is about insets), so it is refused like a non-finite one.
    func testNegativeFractionThrows() {
        expectError(layout(row([item(.fractionalWidth(-0.5), .fractionalHeight(1))])), context(),
                    path: "section 0 > group > subitems[0]", mentions: ["width"])
    }

    func testNaNAbsoluteGroupHeightThrows() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(.nan)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        expectError(layout(group), context(), path: "section 0 > group", mentions: ["height"])
    }

    /// Decision: an absolute length is a number of points, 0 or more.
    func testNegativeAbsoluteWidthThrows() {
        expectError(layout(row([item(.absolute(-10), .fractionalHeight(1))])), context(),
                    path: "section 0 > group > subitems[0]", mentions: ["width"])
    }

    func testInfiniteEstimateThrows() {
        expectError(layout(row([item(.fractionalWidth(0.5), .estimated(.infinity))])), context(),
                    path: "section 0 > group > subitems[0]", mentions: ["height"])
    }

    /// Finite but absurd: two 1.7e308-point rows would overflow the content length to infinity. Decision: lengths
    /// beyond ±1e9 points are refused where they are given (Docs/Reliability.md, "Finite frames").
    func testContentLengthOverflowThrows() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(.greatestFiniteMagnitude)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        // 3 items, 2 per row → 2 rows of 1.8e308 points: the sum would be +inf.
        expectError(layout(group), context(counts: [3]), path: "section 0 > group > layoutSize.heightDimension", mentions: ["1000000000"])
    }

    // MARK: Group structure (Docs/Solver.md, steps 2 and 3c)

    /// [LOG] ASCollectionView#73: "At least 1 subitem is required for a group".
    func testEmptySubitemsThrows() {
        expectError(layout(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [])), context(),
                    path: "section 0 > group", mentions: ["At least 1 subitem is required for a group"])
    }

    func testNestedEmptySubitemsThrowsAtTheNestedGroup() {
        let empty = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [])
        expectError(layout(row([item(.fractionalWidth(0.5), .fractionalHeight(1)), empty])), context(),
                    path: "section 0 > group > subitems[1]", mentions: ["subitem"])
    }

    /// Decision: a count group holds exactly `count` slots (Docs/Solver.md, step 3c); zero slots can hold no item, which UIKit
    /// reports as a group that "has no room for any subitems itself" (Docs/Solver.md, step 3c).
    func testCountZeroThrows() {
        let factory: any PropertyCountGroupFactory.Type = NSCollectionLayoutGroup.self
        let group = factory.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                       subitem: item(.fractionalWidth(0.5), .fractionalHeight(1)), count: 0)
        expectError(layout(group), context(), path: "section 0 > group", mentions: ["count"])
    }

    func testNegativeRepeatingCountThrows() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     repeatingSubitem: item(.fractionalWidth(1), .absolute(10)), count: -3)
        expectError(layout(group), context(), path: "section 0 > group", mentions: ["count"])
    }

    /// Decision: a custom group whose provider returns no frame can hold no item (Docs/Solver.md, step 3c, as above).
    func testCustomGroupWithNoFramesThrows() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(80))) { _ in [] }
        expectError(layout(group), context(), path: "section 0 > group")
    }

    func testCustomGroupWithNaNFrameThrows() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(80))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))]
        }
        expectError(layout(group), context(), path: "section 0 > group")
    }

    // MARK: Groups that cannot fit (Docs/Solver.md, step 3c, [LOG] LiveContainer#1414 and SideStore#1340)

    /// [LOG] LiveContainer#1414: "ensure the contentInsets … do not result in a negative effectiveContentSize";
    /// there an effective width of exactly 0 was already an error. 320 − 200 − 200 = −80 along the group's axis.
    func testGroupInsetsWiderThanTheGroupThrow() {
        let group = row([item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
        expectError(layout(group), context(), path: "section 0 > group", mentions: ["room"])
    }

    /// A layout made with `init(section:)` describes its one section object once, at the first section with items
    /// (LayoutDescriber): a group that cannot be arranged is still reported at the first section that arranges it,
    /// section 2 here, not at the empty sections before it.
    func testAnErrorOfASharedSectionNamesTheFirstSectionWithItems() {
        let group = row([item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
        expectError(layout(group), context(counts: [0, 0, 5, 5]), path: "section 2 > group", mentions: ["room"])
    }

    /// Across the group's axis: 40 − 30 − 30 = −20, a negative effective height (same [LOG] text).
    func testGroupInsetsTallerThanTheGroupThrow() {
        let group = row([item(.fractionalWidth(0.5), .fractionalHeight(1))], height: 40)
        group.contentInsets = NSDirectionalEdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0)
        expectError(layout(group), context(), path: "section 0 > group", mentions: ["room"])
    }

    /// Exactly zero room: 320 − 160 − 160 = 0 along the axis ([LOG] LiveContainer#1414: 32 − 16 − 16 = 0 raised).
    func testGroupInsetsLeavingExactlyNoRoomThrow() {
        let group = row([item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 160, bottom: 0, trailing: 160)
        expectError(layout(group), context(), path: "section 0 > group", mentions: ["room"])
    }

    /// Docs/Solver.md, step 3c: if even the first item is longer than the group, nothing is laid out; UIKit raises or logs
    /// "This group cannot fit even a single item" ([LOG] SideStore#1340). A 400-pt item in a 320-pt row.
    func testFirstItemLongerThanTheGroupThrows() {
        expectError(layout(row([item(.absolute(400), .fractionalHeight(1))])), context(),
                    path: "section 0 > group", mentions: ["cannot fit even a single item"])
    }

    /// Docs/Solver.md, step 3c: a count group's slots are floorPx((inner − (count−1)·spacing) / count) long. Here
    /// (320 − 2·200) / 3 = −26.67: no room for a single slot, UIKit's "invalid combination of spacing and size …
    /// cannot fit even a single item" ([LOG] SideStore#1340). Must not produce negative lengths.
    func testCountGroupWhoseSpacingLeavesNoRoomThrows() {
        let factory: any PropertyCountGroupFactory.Type = NSCollectionLayoutGroup.self
        let group = factory.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                       subitem: item(.absolute(30), .fractionalHeight(1)), count: 3)
        group.interItemSpacing = .fixed(200)
        expectError(layout(group), context(), path: "section 0 > group")
    }

    /// The property tests' counterexample reduced (seed 0xc0ffee0185): a vertical count group 14 pt tall with
    /// count 6 and fixed(11) spacing: (14 − 5·11) / 6 = −6.83 per slot.
    func testVerticalCountGroupWhoseSpacingLeavesNoRoomThrows() {
        let factory: any PropertyCountGroupFactory.Type = NSCollectionLayoutGroup.self
        let group = factory.vertical(layoutSize: size(.fractionalWidth(1), .absolute(14)),
                                     subitem: item(.fractionalWidth(1), .fractionalHeight(0.2)), count: 6)
        group.interItemSpacing = .fixed(11)
        expectError(layout(group), context(counts: [12]), path: "section 0 > group")
    }

    /// Decision: repeating copies "keep their own size" ([DOC]) and resolve, like any group holding `count`, against
    /// inner − (count−1)·spacing = 320 − 4·100 = −80; a negative container is "no room" ([LOG], as above), and a
    /// fraction of it would be a negative length. Refuse it.
    func testRepeatingGroupWhoseSpacingLeavesNoRoomThrows() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       repeatingSubitem: item(.fractionalWidth(0.1), .fractionalHeight(1)), count: 5)
        group.interItemSpacing = .fixed(100)
        expectError(layout(group), context(), path: "section 0 > group")
    }

    /// Not bad input, but the same trap: spacing wider than the group. Docs/Solver.md, step 3c: n = 1 fits (FW(1) of 20 = 20 ≤ 20);
    /// for n = 2 the fractions would resolve against L₂ = 20 − 30 = −10, and a negative length is no container, so
    /// n = 1: one 20×50 item per group, groups stacked at y 0 / 50 / 100 (Docs/Solver.md, step 3d), content max(320, 20) × 150 (Docs/Solver.md, step 4).
    func testSpacingWiderThanTheGroupHoldsOneItemPerGroup() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(20), .absolute(50)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(30)
        guard let solution = expectValid(layout(group), context(counts: [3])) else { return }
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 150))
        XCTAssertEqual(frames(solution), [CGRect(x: 0, y: 0, width: 20, height: 50), CGRect(x: 0, y: 50, width: 20, height: 50),
                                          CGRect(x: 0, y: 100, width: 20, height: 50)])
    }

    /// Docs/Solver.md, step 3c: a group estimated along its own axis holds one run of its subitems "whatever room the estimate
    /// leaves". Here the fractions would resolve against 25 − 2·16 = −7 (the spacing subtraction of Docs/Solver.md, step 3c). The
    /// reference does not say whether that is an error or a run of empty slots, so either is accepted — but never
    /// negative lengths: the three cells must not overlap and must start at or after the group (x ≥ 0).
    func testEstimatedGroupWhoseSpacingExceedsItsEstimateMakesNoNegativeLengths() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(25), .absolute(50)), subitems: [
            item(.fractionalWidth(1), .fractionalHeight(1)), item(.estimated(21), .fractionalHeight(1)),
            item(.fractionalWidth(0.125), .fractionalHeight(1)),
        ])
        group.interItemSpacing = .flexible(16)
        expectThrowsOrDisjointCells(layout(group), context(counts: [3]))
    }

    /// Docs/Solver.md, step 3c, case 30's rule for a height given as a fraction of the width: n₀ = what fits with no spacing
    /// (10 × 32 = 320), then the fractions resolve against 320 − 9·100 = −580. Either an error or a sane row is
    /// accepted, but no negative lengths (overlapping cells or cells before the row's start).
    func testCrossFractionRuleWithHugeSpacingMakesNoNegativeLengths() {
        let group = row([item(.fractionalWidth(0.1), .fractionalWidth(0.1))])
        group.interItemSpacing = .fixed(100)
        expectThrowsOrDisjointCells(layout(group), context(counts: [10]))
    }

    /// Section insets wider than the view leave the top-level group a negative container (Docs/Solver.md, step 3a:
    /// 320 − 200 − 200 = −80): the same "negative effectiveContentSize" error ([LOG] LiveContainer#1414).
    func testSectionInsetsWiderThanTheViewThrow() {
        expectError(validGrid.withSection { $0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200) },
                    context(), path: "section 0")
    }

    // MARK: Zero-length items (Docs/Solver.md, step 3c fit rule)

    /// n is "the largest count such that n items … fit" (Docs/Solver.md, step 3c). Zero-length items with no spacing fit
    /// without bound, so there is no largest n and UIKit's "repeat until the space is used up" never ends.
    /// Decision: refuse, quickly, rather than loop or allocate.
    func testZeroLengthItemsWithNoSpacingThrow() {
        expectError(layout(row([item(.absolute(0), .fractionalHeight(1))])), context(), path: "section 0 > group")
    }

    func testZeroFractionItemsWithFlexibleZeroSpacingThrow() {
        let group = row([item(.fractionalWidth(0), .fractionalHeight(1))])
        group.interItemSpacing = .flexible(0)
        expectError(layout(group), context(), path: "section 0 > group")
    }

    /// With spacing the fit is bounded: (n − 1)·10 ≤ 320 gives n = 33 zero-width items per 10-pt row, at
    /// x = 0, 10, …, 320. 40 items: row 0 holds items 0-32, row 1 items 33-39 at y 10. A horizontal row in a
    /// vertical layout loses no height when trimmed (Docs/Solver.md, step 3d: only the room along the scroll axis is trimmed),
    /// so the content is 320 × 20.
    func testZeroLengthItemsWithSpacingFitABoundedNumber() {
        let group = row([item(.absolute(0), .fractionalHeight(1))], height: 10)
        group.interItemSpacing = .fixed(10)
        guard let solution = expectValid(layout(group), context(counts: [40])) else { return }
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 20))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 0, height: 10))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 32, section: 0))?.frame, CGRect(x: 320, y: 0, width: 0, height: 10))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 33, section: 0))?.frame, CGRect(x: 0, y: 10, width: 0, height: 10))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.frame, CGRect(x: 60, y: 10, width: 0, height: 10))
    }

    // MARK: The context

    /// Decision: a section cannot have fewer than 0 items (UIKit's data source answers a count).
    func testNegativeItemCountThrows() {
        expectError(validGrid, context(counts: [-1]), path: "itemCounts", mentions: ["-1"])
    }

    func testNegativeItemCountInALaterSectionNamesIt() {
        expectError(validGrid, context(counts: [3, -2]), path: "itemCounts", mentions: ["-2"])
    }

    /// Int.max items must be refused before any allocation (the test would run out of memory otherwise).
    func testIntMaxItemsThrowsWithoutAllocating() {
        expectError(validGrid, context(counts: [Int.max]), path: "itemCounts")
    }

    /// Two huge counts must not trap on overflow while being added up.
    func testOverflowingItemCountSumThrows() {
        expectError(validGrid, context(counts: [Int.max, Int.max, 1]), path: "itemCounts")
    }

    /// A zero-size view: the FW(1) row is 0 wide, no room for any item ([LOG] LiveContainer#1414: an effective
    /// width of 0 raised).
    func testZeroSizeContainerThrows() {
        expectError(validGrid, context(width: 0, height: 0), path: "section 0 > group")
    }

    func testZeroWidthContainerThrows() {
        expectError(validGrid, context(width: 0, height: 480), path: "section 0 > group")
    }

    /// A zero-size view with no items lays nothing out, so nothing can fail: the content is the view (0 × 0).
    func testZeroSizeContainerWithNoItemsIsValid() {
        let solution = expectValid(validGrid, context(width: 0, height: 0, counts: [0]))
        XCTAssertEqual(solution?.contentSize, CGSize(width: 0, height: 0))
        XCTAssertEqual(solution?.attributes.count, 0)
    }

    /// Decision: bounds are finite and 0 or more.
    func testNegativeContainerThrows() {
        expectError(validGrid, context(width: -320, height: 480), path: "containerSize")
    }

    func testNaNContainerThrows() {
        expectError(validGrid, context(width: .nan, height: 480), path: "containerSize")
    }

    func testInfiniteContainerThrows() {
        expectError(validGrid, context(width: .infinity, height: 480), path: "containerSize")
    }

    /// Decision: 0 is UIKit's "unspecified" display scale (`UITraitCollection()` has it), not an error; the engine
    /// then uses the contract's default, 2. Derivation (Docs/Solver.md, step 3b, CHARON case 3): FW(1/3) of 320 = 106.67, floored
    /// to the half point = 106.5, at x 0 / 106.5 / 213.
    func testDisplayScaleZeroMeansUnspecified() {
        let solution = expectValid(validGrid, context(counts: [3], scale: 0))
        XCTAssertEqual(frames(solution), [CGRect(x: 0, y: 0, width: 106.5, height: 50), CGRect(x: 106.5, y: 0, width: 106.5, height: 50),
                                          CGRect(x: 213, y: 0, width: 106.5, height: 50)])
    }

    func testNaNDisplayScaleThrows() {
        expectError(validGrid, context(scale: .nan), path: "displayScale")
    }

    func testNegativeDisplayScaleThrows() {
        expectError(validGrid, context(scale: -2), path: "displayScale")
    }

    func testInfiniteDisplayScaleThrows() {
        expectError(validGrid, context(scale: .infinity), path: "displayScale")
    }

    func testNaNSafeAreaInsetThrows() {
        var c = context()
        c.safeAreaInsets = NSDirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0)
        expectError(validGrid, c, path: "safeAreaInsets")
    }

    /// No sections: nothing along the scroll axis; across it the content is the view's width (Docs/Solver.md, step 4).
    func testNoSectionsIsValid() {
        let solution = expectValid(validGrid, context(counts: []))
        XCTAssertEqual(solution?.contentSize, CGSize(width: 320, height: 0))
    }

    // MARK: Section providers (Docs/Solver.md, step 2)

    /// [CHARON facts] "Invalid section definition. Please specify a valid section definition when content is to be
    /// rendered for a section. This is a client error."
    func testProviderReturningNilForASectionWithItemsThrows() {
        let provider = UICollectionViewCompositionalLayout { index, _ in
            index == 1 ? nil : NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                      heightDimension: .fractionalHeight(1)))]))
        }
        expectError(provider, context(counts: [2, 3]), path: "section 1", mentions: ["Invalid section definition"])
    }

    /// nil for an empty section is fine: it is an empty section, zero long, and interSectionSpacing still goes
    /// around it (Docs/Solver.md, step 3f, CHARON case 51: "between every two sections, empty ones included"). Counts [2, 0, 2],
    /// rows of 50, spacing 10: section 0 is 0…50, section 1 is empty at 60, section 2 starts at 50 + 10 + 0 + 10
    /// = 70 and ends at 120.
    func testProviderReturningNilForAnEmptySectionIsValid() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let provider = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 1 ? nil : NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                      heightDimension: .fractionalHeight(1)))]))
        }, configuration: configuration)
        guard let solution = expectValid(provider, context(counts: [2, 0, 2])) else { return }
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 120))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame, CGRect(x: 160, y: 70, width: 160, height: 50))
    }

    // MARK: Non-finite insets and spacings

    func testNaNSectionInsetThrows() {
        expectError(validGrid.withSection { $0.contentInsets.leading = .nan }, context(), path: "section 0 > contentInsets")
    }

    func testNaNInterItemSpacingThrows() {
        let group = row([item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(.nan)
        expectError(layout(group), context(), path: "section 0 > group")
    }

    func testInfiniteInterGroupSpacingThrows() {
        expectError(validGrid.withSection { $0.interGroupSpacing = .infinity }, context(), path: "section 0")
    }

    func testNaNInterSectionSpacingThrows() {
        let grid = validGrid
        grid.configuration.interSectionSpacing = .nan
        expectError(grid, context(counts: [2, 2]), path: "interSectionSpacing")
    }

    func testNaNEdgeSpacingThrows() {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(.nan), top: nil, trailing: nil, bottom: nil)
        expectError(layout(row([cell])), context(), path: "section 0 > group > subitems[0]")
    }

    // MARK: Nesting

    /// UIKit publishes no nesting limit; 200 nested groups must not overflow the stack. Either outcome is allowed.
    func testDeepNestingDoesNotCrash() {
        var inner: NSCollectionLayoutItem = item(.fractionalWidth(1), .fractionalHeight(1))
        for _ in 0..<200 {
            inner = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [inner])
        }
        expectNoCrash(layout(row([inner])), context())
    }
}

private extension UICollectionViewCompositionalLayout {
    /// The fixed-section layout with its section changed by `change` (the section object is shared, as in UIKit).
    func withSection(_ change: (NSCollectionLayoutSection) -> Void) -> UICollectionViewCompositionalLayout {
        if case .fixed(let section) = source { change(section) }
        return self
    }
}
