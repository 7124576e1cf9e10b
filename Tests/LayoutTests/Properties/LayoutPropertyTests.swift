import Foundation
import XCTest
@testable import LayoutKitLinux

/// Invariants of UIKit's compositional layout rules, checked over seeded random layouts
/// (Docs/Testing-Properties.md gives each property's justification and the generator's constraints).
///
/// Every failure prints the seed and a complete description of the layout; replay one with
/// `LAYOUT_PROPERTY_SEED=0x… swift test --filter LayoutPropertyTests/<test>`.
final class LayoutPropertyTests: XCTestCase {

    // MARK: 1. No crash

    /// solve either returns or throws a `LayoutError` that says what is wrong (a non-empty path or message).
    /// A trap would end the test process: rerun with LAYOUT_PROPERTY_TRACE=1 to see the last seed.
    func testSolveReturnsOrThrowsALayoutError() {
        var tally = PropertyHarness.Tally()
        var failures = 0
        for entry in SolvedCorpus.entries(.general) {
            tally.layouts += 1
            var problems: [String] = []
            for (name, outcome) in [("LTR", entry.ltr), ("RTL", entry.rtl!)] {
                switch outcome {
                case .success(let solution):
                    if name == "LTR" { tally.solved += 1; tally.cells += solution.attributes.count }
                case .failure(let error as LayoutError):
                    if name == "LTR" { tally.rejected += 1 }
                    if error.path.isEmpty && error.message.isEmpty { problems.append("\(name): a LayoutError with neither a path nor a message") }
                case .failure(let error):
                    problems.append("\(name): solve threw \(type(of: error)), not a LayoutError: \(error)")
                }
            }
            if !problems.isEmpty {
                failures += 1
                PropertyHarness.report("no crash", spec: entry.spec, problems: problems, file: #filePath, line: #line)
                if failures >= PropertyHarness.maximumReported { break }
            }
        }
        print("[no crash] \(tally)")
        // The general mode mixes in invalid layouts on purpose, but most of them should be valid.
        if tally.layouts > 1 {
            XCTAssertGreaterThan(tally.solved, tally.layouts / 2, "\(tally)")
            XCTAssertGreaterThan(tally.rejected, 0, "the general mode should produce some invalid layouts: \(tally)")
        }
    }

    // MARK: 2. Finite frames on the pixel grid

    /// Docs/Solver.md, step 3b: fractional and divided sizes are floored to the pixel grid, absolute and estimated lengths are kept
    /// (the generator makes them whole pixels), positions are rounded to the nearest pixel. So every origin and
    /// size is a whole number of pixels. Docs/Solver.md, step 4: the content is at least the view across the scroll axis.
    ///
    /// Right-to-left frames are mirrored across the content width (x' = W − x − w), so they are on the grid only
    /// when the content width is. Along the scroll axis the content length need not be: a trimmed last group is
    /// "the group length less the room of the missing slots" (Docs/Solver.md, step 3d), and with flexible spacing that room holds
    /// unrounded shares (e.g. 256 − 2·(57 + 9⅓) = 123⅓ at @1x). So RTL frames are held to the grid only when the
    /// content width is on it; how often it is not is printed (Docs/Testing-Properties.md, "Open questions").
    func testFramesAreFiniteAndOnThePixelGrid() {
        var offGridContent = 0
        var offGridExample: String?
        PropertyHarness.forAll("pixel grid", mode: .general) { entry, ltr in
            let spec = entry.spec
            var problems: [String] = []
            let rtl = try entry.rtl!.get()
            let contentOnGrid = PropertyGeometry.onGrid(ltr.contentSize.width, scale: spec.scale)
                && PropertyGeometry.onGrid(ltr.contentSize.height, scale: spec.scale)
            if !contentOnGrid {
                offGridContent += 1
                if offGridExample == nil { offGridExample = "seed 0x\(String(spec.seed, radix: 16)) content \(ltr.contentSize) at scale \(pfmt(spec.scale))" }
            }
            let widthOnGrid = PropertyGeometry.onGrid(ltr.contentSize.width, scale: spec.scale)
            for (name, solution) in [("LTR", ltr), ("RTL", rtl)] {
                let checkGrid = name == "LTR" || widthOnGrid
                let content = solution.contentSize
                if !(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0) {
                    problems.append("\(name) content size \(content) is not finite and non-negative")
                }
                let acrossView = spec.vertical ? spec.containerWidth : spec.containerHeight
                let acrossContent = Double(spec.vertical ? content.width : content.height)
                if acrossContent < acrossView - 1e-9 {
                    problems.append("\(name) content \(content) is narrower across the scroll axis than the view (\(pfmt(acrossView))) (Docs/Solver.md, step 4)")
                }
                for attributes in solution.attributes {
                    let f = attributes.frame
                    let values = [f.origin.x, f.origin.y, f.size.width, f.size.height]
                    if !values.allSatisfy({ $0.isFinite }) {
                        problems.append("\(name) \(attributes.propertyLabel) frame \(f) is not finite")
                        continue
                    }
                    if f.size.width < 0 || f.size.height < 0 {
                        problems.append("\(name) \(attributes.propertyLabel) frame \(PropertyGeometry.text(f)) has a negative size")
                    }
                    if checkGrid && !values.allSatisfy({ PropertyGeometry.onGrid($0, scale: spec.scale) }) {
                        problems.append("\(name) \(attributes.propertyLabel) frame \(PropertyGeometry.text(f)) is off the 1/\(pfmt(spec.scale)) pixel grid")
                    }
                }
            }
            return problems
        }
        print("[pixel grid] content size off the pixel grid in \(offGridContent) layouts" + (offGridExample.map { ", e.g. \($0)" } ?? ""))
    }

    // MARK: 3. Siblings never overlap

    /// Docs/Solver.md, step 3c: a horizontal or vertical group places its slots one after another along its axis, each
    /// advanced by the previous slot's length, its edge spacing and the interItemSpacing; with non-negative spacings
    /// and insets and a leftover that is never negative, consecutive slots are disjoint along the axis, and a
    /// cell (its slot less non-negative insets, Docs/Solver.md, step 3c) stays inside its slot. Origins are rounded to the nearest
    /// pixel one by one, so a position that lands on half a pixel can round up for one cell and (by floating-point
    /// noise) down for the next: one pixel of overlap is allowed.
    func testSiblingsOfNonCustomGroupsNeverOverlap() {
        var pairsChecked = 0
        PropertyHarness.forAll("siblings", mode: .nonNegative) { entry, solution in
            let spec = entry.spec
            var problems: [String] = []
            let limit = spec.maximumItemInsetTotals
            let tolerance = CGFloat(1 / spec.scale) + 1e-6
            var groups: [[Int]: [UICollectionViewLayoutAttributes]] = [:]
            for attributes in solution.attributes where attributes.representedElementCategory == .cell {
                guard let key = solution.store.siblingGroupKey(forItemAt: attributes.indexPath) else { continue }
                groups[[attributes.indexPath.section, key], default: []].append(attributes)
            }
            for (_, cells) in groups where cells.count > 1 {
                for i in 0..<(cells.count - 1) {
                    for j in (i + 1)..<cells.count {
                        let a = cells[i].frame, b = cells[j].frame
                        pairsChecked += 1
                        guard PropertyGeometry.overlap(a, b, tolerance: tolerance) else { continue }
                        let mayEscapeX = PropertyGeometry.mayHaveLeftItsSlot(min(a.width, b.width), insetTotal: limit.x)
                        let mayEscapeY = PropertyGeometry.mayHaveLeftItsSlot(min(a.height, b.height), insetTotal: limit.y)
                        if mayEscapeX || mayEscapeY { continue }
                        problems.append("\(cells[i].propertyLabel) \(PropertyGeometry.text(a)) overlaps its sibling \(cells[j].propertyLabel) \(PropertyGeometry.text(b))")
                    }
                }
            }
            return problems
        }
        print("[siblings] \(pairsChecked) sibling pairs checked")
        XCTAssertGreaterThan(pairsChecked, 10_000)
    }

    // MARK: 4. Cells inside the content

    /// Docs/Solver.md, steps 3d and 4: along the scroll axis the content is the sum of the sections, each its insets plus its
    /// groups (the last one trimmed only by the room of missing slots) plus the spacings between them. So a cell
    /// inside its top-level group is inside the content along the scroll axis — true when nothing can stick out of a
    /// group (the generator's wellFormed mode, see the doc). Across it, the content is at least as long as the
    /// longest group, but insets and edge spacing may push a group past it (Docs/Solver.md step 4, CHARON case 49):
    /// a cell starts at or after 0 and is no longer than the content there.
    func testCellsLieInsideTheContent() {
        PropertyHarness.forAll("inside content", mode: .wellFormed) { entry, solution in
            let spec = entry.spec
            var problems: [String] = []
            let limit = spec.maximumItemInsetTotals
            let tolerance = CGFloat(1 / spec.scale) + 1e-6
            let content = solution.contentSize
            for attributes in solution.attributes {
                let f = attributes.frame
                let checks: [(axis: String, lo: CGFloat, hi: CGFloat, extent: CGFloat, length: CGFloat, limit: Double)] = [
                    ("x", f.minX, f.maxX, content.width, f.width, limit.x),
                    ("y", f.minY, f.maxY, content.height, f.height, limit.y),
                ]
                for check in checks {
                    if PropertyGeometry.mayHaveLeftItsSlot(check.length, insetTotal: check.limit) { continue }
                    let scroll = (check.axis == "y") == spec.vertical
                    let beyond = scroll ? check.hi > check.extent + tolerance : check.length > check.extent + tolerance
                    if check.lo < -tolerance || beyond {
                        problems.append("\(attributes.propertyLabel) \(PropertyGeometry.text(f)) leaves the content \(content) along "
                            + "\(check.axis) (\(scroll ? "the scroll axis" : "across the scroll axis"))")
                    }
                }
            }
            return problems
        }
    }

    // MARK: 5. Right-to-left mirrors left-to-right

    /// Docs/Solver.md, step 5 and the shared brief: leading and trailing follow the layout direction, and the engine mirrors
    /// every frame, x' = contentWidth − x − width, keeping y, size, zIndex and index path.
    func testRightToLeftMirrorsLeftToRight() {
        PropertyHarness.forAll("rtl mirror", mode: .general) { entry, ltr in
            var problems: [String] = []
            let rtl: LayoutSolution
            do { rtl = try entry.rtl!.get() } catch {
                return ["LTR solves but RTL throws \(error)"]
            }
            if abs(rtl.contentSize.width - ltr.contentSize.width) > 1e-9 || abs(rtl.contentSize.height - ltr.contentSize.height) > 1e-9 {
                problems.append("content size LTR \(ltr.contentSize) vs RTL \(rtl.contentSize)")
            }
            let width = ltr.contentSize.width
            var mirrored: [String: UICollectionViewLayoutAttributes] = [:]
            for attributes in rtl.attributes { mirrored[attributes.propertyIdentity] = attributes }
            if mirrored.count != ltr.attributes.count || rtl.attributes.count != ltr.attributes.count {
                problems.append("LTR has \(ltr.attributes.count) elements, RTL \(rtl.attributes.count) (\(mirrored.count) distinct)")
            }
            for a in ltr.attributes {
                guard let b = mirrored[a.propertyIdentity] else {
                    problems.append("\(a.propertyLabel) missing in RTL")
                    continue
                }
                let f = a.frame, g = b.frame
                let expectedX = width - f.minX - f.width
                if abs(g.minX - expectedX) > 1e-6 || abs(g.minY - f.minY) > 1e-6 || abs(g.width - f.width) > 1e-6
                    || abs(g.height - f.height) > 1e-6 || a.zIndex != b.zIndex {
                    problems.append("\(a.propertyLabel): LTR \(PropertyGeometry.text(f)) z\(a.zIndex) should mirror to x \(pfmt(Double(expectedX))), "
                        + "RTL is \(PropertyGeometry.text(g)) z\(b.zIndex)")
                }
            }
            return problems
        }
    }

    // MARK: 6. Determinism

    /// `solve` is pure (Docs/Solver.md, introduction). Solving the same layout twice, or a layout rebuilt from the same seed
    /// (fresh objects and closures), gives equal solutions, or equal errors.
    func testSolvingIsDeterministic() {
        var tally = PropertyHarness.Tally()
        var failures = 0
        func outcome(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext) -> Result<LayoutSolution, LayoutError> {
            do { return .success(try layout.solve(context)) } catch let e as LayoutError { return .failure(e) } catch {
                return .failure(LayoutError(path: "<test>", message: "not a LayoutError: \(error)"))
            }
        }
        for entry in SolvedCorpus.entries(.general) {
            tally.layouts += 1
            let spec = entry.spec
            let rebuiltSpec = LayoutGenerator.make(seed: spec.seed, mode: .general)
            let first = entry.ltr.mapError { $0 as? LayoutError ?? LayoutError(path: "<test>", message: "not a LayoutError: \($0)") }
            let second = outcome(entry.layout, spec.makeContext())
            let rebuilt = outcome(rebuiltSpec.makeLayout(), rebuiltSpec.makeContext())
            var problems: [String] = []
            if spec != rebuiltSpec { problems.append("the generator is not deterministic") }
            if case .success(let solution) = first { tally.solved += 1; tally.cells += solution.attributes.count } else { tally.rejected += 1 }
            if first != second { problems.append("solving the same layout twice differs") }
            if first != rebuilt { problems.append("solving the layout rebuilt from the seed differs") }
            if !problems.isEmpty {
                failures += 1
                PropertyHarness.report("determinism", spec: spec, problems: problems, file: #filePath, line: #line)
                if failures >= PropertyHarness.maximumReported { break }
            }
        }
        print("[determinism] \(tally)")
    }

    /// Docs/Testing-Properties.md, 6b: what the frame store answers for the cells and badges it keeps as group runs
    /// (made on demand, frames derived from kept boxes, positions reused from the template, the rect index) equals the
    /// eager reference the test target makes from the rules (`EagerReference`): look-ups, `attributes` and `frames`
    /// iterated, subscripted and copied in bulk, and rect queries, left to right and right to left, with and without a
    /// sizer, and in the scrolled-through scope.
    func testStoreAnswersEqualTheEagerReference() {
        var sectionsMadeEagerly = 0, measuredSections = 0, sectionsCutOff = 0
        PropertyHarness.forAll("store = eager reference", mode: .general) { entry, _ in
            var problems: [String] = []
            // With a sizer as well: measured sections keep their boxes, and frames that follow from them are made
            // from them when asked (`DerivedFrames`).
            // And in the scrolled-through scope, scrolled a seeded distance: groups past the visible bounds keep
            // their estimates, the kept boxes of the cells not measured.
            let variants: [(UITraitEnvironmentLayoutDirection, Bool, Bool)] = [(.leftToRight, false, false), (.leftToRight, true, false),
                                                                              (.rightToLeft, false, false), (.rightToLeft, true, false),
                                                                              (.leftToRight, true, true)]
            for (direction, sized, scrolledThrough) in variants {
                var context = entry.spec.makeContext(direction: direction)
                if sized { context.sizing = Self.seededSizer(entry.spec.seed) }
                if scrolledThrough {
                    var rng = SplitMix64.derived(from: entry.spec.seed, salt: 29)
                    context.selfSizingScope = .scrolledThrough
                    context.contentOffset = CGPoint(x: CGFloat(rng.int(0...600)), y: CGFloat(rng.int(0...600)))
                }
                let solution = try LayoutSolver(context: context).solve(entry.layout)
                let label = "\(direction)\(sized ? " sized" : "")\(scrolledThrough ? " scrolled through" : "")"
                let reference = try EagerReference(solution)
                sectionsMadeEagerly += reference.sections
                measuredSections += solution.store.pages.filter { $0.run.measuredBox != nil }.count
                sectionsCutOff += solution.store.pages.filter { ($0.run.cutOff?.measured ?? .max) < $0.run.instanceCount }.count
                var rng = SplitMix64.derived(from: entry.spec.seed, salt: 23)
                problems += reference.problems(in: solution, rects: Self.queryRects(solution, rng: &rng, count: 6)).map { "\(label): \($0)" }
                // A loop that lets each object go, changed, gets it back filled with the next element (`FrameStore.refill`).
                let subscripted = solution.attributes.indices.map { solution.attributes[$0] }
                var index = 0
                for attributes in solution.attributes {
                    guard index < subscripted.count, attributes == subscripted[index], attributes.identifier == subscripted[index].identifier else {
                        problems.append("\(label): element \(index) read by a loop that lets each go differs from the subscript's")
                        break
                    }
                    attributes.indexPath = IndexPath(indexes: [index, index, index])
                    attributes.frame = CGRect(x: -1, y: -1, width: 1, height: 1)
                    (attributes.zIndex, attributes.alpha, attributes.isHidden) = (-7, 0.5, !attributes.isHidden)
                    attributes.transform = attributes.transform.scaledBy(x: 2, y: 2)
                    attributes.identifier = "\(index)"
                    index += 1
                }
            }
            return problems
        }
        XCTAssertGreaterThan(sectionsMadeEagerly, 100, "the corpus should hold many sections kept as group runs")
        XCTAssertGreaterThan(measuredSections, 100, "the corpus should hold many measured sections kept as group runs")
        XCTAssertGreaterThan(sectionsCutOff, 20, "the corpus should hold sections whose measuring the scrolled-through scope stops")
        print("[store = eager reference] \(sectionsMadeEagerly) sections made eagerly, \(measuredSections) of them measured, "
            + "\(sectionsCutOff) cut off by the scrolled-through scope")
    }

    /// A sizer answering arbitrary (not pixel-aligned) sizes, the same for the same seed and index path.
    static func seededSizer(_ seed: UInt64) -> (SizingRequest) -> CGSize {
        { request in
            var rng = SplitMix64.derived(from: seed, salt: UInt64(request.indexPath.item) << 8 ^ UInt64(request.indexPath.section) << 40)
            return CGSize(width: CGFloat(rng.unit() * 300), height: CGFloat(rng.unit() * 300))
        }
    }

    // MARK: 7. Queries

    /// Docs/Solver.md, step 6: the rect is clipped to the content, and a group's elements count only where they lie inside the
    /// group's frame. In the wellFormed mode no cell sticks out of its top-level group, and badges lie inside their
    /// item, so the rule reduces to "cells and supplementaries whose frame meets the clipped rect with positive
    /// area, and decorations whose section meets or touches it" — checked exactly, with no duplicates.
    func testRectQueriesMatchTheDocumentedRule() {
        var queries = 0, answered = 0
        PropertyHarness.forAll("rect query (exact)", mode: .wellFormed) { entry, solution in
            let spec = entry.spec
            var problems: [String] = []
            let limit = spec.maximumItemInsetTotals
            let cells = solution.attributes.filter { $0.representedElementCategory != .decorationView }
            let decorations = solution.attributes.filter { $0.representedElementCategory == .decorationView }
            // Cells short enough to have left their slot (Docs/Solver.md, step 3c) are left out of the comparison; in this mode the
            // supplementaries lie inside their item, group or section, so they follow the cells' rule.
            func comparable(_ a: UICollectionViewLayoutAttributes) -> Bool {
                !PropertyGeometry.mayHaveLeftItsSlot(a.frame.width, insetTotal: limit.x)
                    && !PropertyGeometry.mayHaveLeftItsSlot(a.frame.height, insetTotal: limit.y)
            }
            var rng = SplitMix64.derived(from: spec.seed, salt: 7)
            for rect in Self.queryRects(solution, rng: &rng, count: 8) {
                queries += 1
                let answer = solution.layoutAttributesForElements(in: rect)
                answered += answer.count
                problems += Self.duplicates(in: answer, rect: rect)
                var expected = Set(Self.bruteForce(cells, rect: rect, content: solution.contentSize).filter(comparable).map(\.propertyIdentity))
                // Decorations: when their section's frame meets or touches the clipped rect, zero-area rects included.
                expected.formUnion(Self.touchingSections(solution, rect: rect, decorations: decorations))
                let actual = Set(answer.filter { $0.representedElementCategory == .decorationView || comparable($0) }.map(\.propertyIdentity))
                for missing in expected.subtracting(actual).sorted().prefix(4) {
                    let frame = (cells + decorations).first { $0.propertyIdentity == missing }?.frame ?? .null
                    problems.append("rect \(PropertyGeometry.text(rect)): cell \(missing) \(PropertyGeometry.text(frame)) meets it but is not answered")
                }
                for extra in actual.subtracting(expected).sorted().prefix(4) {
                    let frame = answer.first { $0.propertyIdentity == extra }!.frame
                    problems.append("rect \(PropertyGeometry.text(rect)): \(extra) \(PropertyGeometry.text(frame)) is answered but does not meet it")
                }
            }
            return problems
        }
        print("[rect query (exact)] \(queries) rects, \(answered) elements answered")
    }

    /// On any layout (items may stick out of their groups): no duplicates; every answered element meets the
    /// clipped rect (a decoration: its section meets or touches it, and every such decoration is answered); the answer is a subset of the simple rule's; and the engine's spatial index (binary search
    /// over top-level group spans) answers exactly what a linear scan of the same spans under the Docs/Solver.md, step 6 rule finds.
    func testRectQueriesAreSoundOnAnyLayout() {
        PropertyHarness.forAll("rect query (sound)", mode: .general) { entry, solution in
            let spec = entry.spec
            var problems: [String] = []
            let all = Array(solution.attributes)
            // Every element belongs to exactly one span (a section whose cells are made on demand: one per group).
            var seen = [Int](repeating: 0, count: all.count)
            for span in solution.store.linearSpans() { for e in span.elements { seen[e] += 1 } }
            if let bad = seen.firstIndex(where: { $0 != 1 }) {
                problems.append("element \(all[bad].propertyLabel) is in \(seen[bad]) query spans, not 1")
            }
            var rng = SplitMix64.derived(from: spec.seed, salt: 11)
            for rect in Self.queryRects(solution, rng: &rng, count: 6) {
                let answer = solution.layoutAttributesForElements(in: rect)
                problems += Self.duplicates(in: answer, rect: rect)
                let simple = Set(Self.bruteForce(all, rect: rect, content: solution.contentSize).map(\.propertyIdentity))
                // Decorations are the exception: answered when their section merely touches the rect (Docs/Solver.md, step 6).
                let decorations = all.filter { $0.representedElementCategory == .decorationView }
                let touching = Set(Self.touchingSections(solution, rect: rect, decorations: decorations))
                for a in answer where a.representedElementCategory == .decorationView && !touching.contains(a.propertyIdentity) {
                    problems.append("rect \(PropertyGeometry.text(rect)): \(a.propertyLabel) is answered but its section does not touch the clipped rect")
                }
                for missing in touching.subtracting(answer.map(\.propertyIdentity)).sorted().prefix(4) {
                    problems.append("rect \(PropertyGeometry.text(rect)): \(missing)'s section touches the clipped rect but it is not answered")
                }
                for a in answer where a.representedElementCategory != .decorationView && !simple.contains(a.propertyIdentity) {
                    problems.append("rect \(PropertyGeometry.text(rect)): \(a.propertyLabel) \(PropertyGeometry.text(a.frame)) is answered but does not meet the clipped rect")
                }
                let linear = Set(Self.linearScan(solution, rect: rect).map { all[$0].propertyIdentity })
                let actual = Set(answer.map(\.propertyIdentity))
                if linear != actual {
                    problems.append("rect \(PropertyGeometry.text(rect)): the index answers \(actual.subtracting(linear).sorted().prefix(4)) extra "
                        + "and misses \(linear.subtracting(actual).sorted().prefix(4)) compared with a linear scan of its spans")
                }
            }
            return problems
        }
    }

    /// `layoutAttributesForItem(at:)` agrees with `attributes`; there is one cell per item, each index path once;
    /// index paths outside the data answer nil.
    func testItemQueriesAgreeWithAttributes() {
        PropertyHarness.forAll("item query", mode: .general) { entry, solution in
            let spec = entry.spec
            var problems: [String] = []
            var seen: [IndexPath: Int] = [:]
            var supplementaryKeys = Set<String>()
            for attributes in solution.attributes {
                guard attributes.representedElementCategory == .cell else {
                    // Supplementaries and decorations: their by-kind query answers the same attributes, each
                    // (category, kind, index path) once (Docs/Solver.md, step 6).
                    if !supplementaryKeys.insert(attributes.propertyIdentity).inserted {
                        problems.append("\(attributes.propertyLabel) appears twice")
                    }
                    let kind = attributes.representedElementKind ?? ""
                    let single = attributes.representedElementCategory == .supplementaryView
                        ? solution.layoutAttributesForSupplementaryView(ofKind: kind, at: attributes.indexPath)
                        : solution.layoutAttributesForDecorationView(ofKind: kind, at: attributes.indexPath)
                    if single != attributes {
                        problems.append("the by-kind query for \(attributes.propertyLabel) is \(single?.description ?? "nil"), attributes has \(attributes)")
                    }
                    continue
                }
                seen[attributes.indexPath, default: 0] += 1
                let single = solution.layoutAttributesForItem(at: attributes.indexPath)
                if single != attributes {
                    problems.append("layoutAttributesForItem(at: \(attributes.propertyLabel)) is \(single?.description ?? "nil"), attributes has \(attributes)")
                }
            }
            for (section, count) in spec.itemCounts.enumerated() {
                for item in 0..<count where seen[IndexPath(item: item, section: section)] != 1 {
                    problems.append("cell [\(section), \(item)] appears \(seen[IndexPath(item: item, section: section)] ?? 0) times")
                }
                for item in [count, count + 1, -1] where solution.layoutAttributesForItem(at: IndexPath(item: item, section: section)) != nil {
                    problems.append("layoutAttributesForItem(at: [\(section), \(item)]) answers for an item that does not exist")
                }
            }
            if seen.count != spec.itemCounts.reduce(0, +) {
                problems.append("\(seen.count) distinct cells for item counts \(spec.itemCounts)")
            }
            for indexPath in [IndexPath(item: 0, section: spec.itemCounts.count), IndexPath(item: 0, section: -1), IndexPath(indexes: [0])]
                where solution.layoutAttributesForItem(at: indexPath) != nil {
                problems.append("layoutAttributesForItem(at: \(indexPath)) answers for an index path outside the data")
            }
            return problems
        }
    }

    // MARK: Query helpers

    /// Random rectangles: inside, straddling, touching a cell's edge exactly, zero-width, zero-height, reversed
    /// (negative size), far outside, the whole content, `.infinite` and `.null`.
    static func queryRects(_ solution: LayoutSolution, rng: inout SplitMix64, count: Int) -> [CGRect] {
        let w = Double(solution.contentSize.width), h = Double(solution.contentSize.height)
        let cells = Array(solution.attributes)
        func coordinate(_ extent: Double) -> Double { -30 + rng.unit() * (extent + 60) }
        var rects: [CGRect] = []
        for _ in 0..<count {
            let r = rng.unit()
            switch r {
            case ..<0.4:
                rects.append(CGRect(x: coordinate(w), y: coordinate(h), width: rng.unit() * w * 0.6, height: rng.unit() * h * 0.4))
            case ..<0.55 where !cells.isEmpty:
                // Exactly touching one cell's edge from outside: meets it with zero area, so it must not be answered for it.
                let f = cells[rng.int(0...(cells.count - 1))].frame
                let d = CGFloat(rng.unit() * 40 + 1)
                rects.append(rng.pick([CGRect(x: f.maxX, y: f.minY, width: d, height: f.height),
                                       CGRect(x: f.minX - d, y: f.minY, width: d, height: f.height),
                                       CGRect(x: f.minX, y: f.maxY, width: f.width, height: d),
                                       CGRect(x: f.minX, y: f.minY - d, width: f.width, height: d)]))
            case ..<0.62: rects.append(CGRect(x: coordinate(w), y: coordinate(h), width: 0, height: rng.unit() * h))
            case ..<0.69: rects.append(CGRect(x: coordinate(w), y: coordinate(h), width: rng.unit() * w, height: 0))
            case ..<0.76: rects.append(CGRect(x: coordinate(w), y: coordinate(h), width: -rng.unit() * w * 0.5, height: -rng.unit() * h * 0.3))
            case ..<0.83: rects.append(CGRect(x: w + 10 + rng.unit() * 100, y: coordinate(h), width: 50, height: 50))
            case ..<0.9: rects.append(CGRect(x: 0, y: 0, width: w, height: h))
            case ..<0.95: rects.append(.infinite)
            default: rects.append(.null)
            }
        }
        return rects
    }

    /// The simple rule: clip the rect to the content (edges included), then every element whose frame meets
    /// the clipped rect with positive area.
    static func bruteForce(_ elements: [UICollectionViewLayoutAttributes], rect: CGRect, content: CGSize) -> [UICollectionViewLayoutAttributes] {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              let query = PropertyGeometry.closedIntersection(r, CGRect(origin: .zero, size: content)) else { return [] }
        return elements.filter { PropertyGeometry.overlap($0.frame, query) }
    }

    /// The Docs/Solver.md, step 6 rule applied span by span, linearly: an element of a top-level group span counts for the part
    /// of it inside the span's clip (the group frame); a group's badges count whole while the group meets the rect
    /// (the span's gate); a supplementary or decoration span counts whole (decorations when they merely touch).
    static func linearScan(_ solution: LayoutSolution, rect: CGRect) -> [Int] {
        let all = Array(solution.attributes)
        return linearScan(solution.contentSize, spans: solution.store.linearSpans(), rect: rect) { all[$0].frame }
    }

    /// The same scan over `spans`, the element at position `i` standing at `frame(i)`.
    static func linearScan(_ content: CGSize, spans: [(bounds: CGRect, clip: CGRect?, gate: CGRect?, touching: Bool, elements: [Int])],
                           rect: CGRect, frame frameAt: (Int) -> CGRect) -> [Int] {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              let query = PropertyGeometry.closedIntersection(r, CGRect(origin: .zero, size: content)) else { return [] }
        var result: [Int] = []
        for span in spans {
            if span.touching {
                if PropertyGeometry.closedIntersection(span.bounds, query) != nil { result.append(contentsOf: span.elements) }
                continue
            }
            if let gate = span.gate, !PropertyGeometry.overlap(gate, query) { continue }
            for element in span.elements {
                var frame = frameAt(element)
                if let clip = span.clip {
                    guard PropertyGeometry.overlap(frame, clip), let inside = PropertyGeometry.closedIntersection(frame, clip) else { continue }
                    frame = inside
                }
                if PropertyGeometry.overlap(frame, query) { result.append(element) }
            }
        }
        return result
    }

    /// The decorations of the sections whose frame (its extent along the scroll axis, the content across) meets or
    /// touches the rect clipped to the content (Docs/Solver.md, step 6).
    static func touchingSections(_ solution: LayoutSolution, rect: CGRect, decorations: [UICollectionViewLayoutAttributes]) -> [String] {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              let query = PropertyGeometry.closedIntersection(r, CGRect(origin: .zero, size: solution.contentSize)) else { return [] }
        return decorations.filter { decoration in
            let section = solution.sections[decoration.indexPath.section].frame
            return PropertyGeometry.closedIntersection(section, query) != nil
        }.map(\.propertyIdentity)
    }

    static func duplicates(in answer: [UICollectionViewLayoutAttributes], rect: CGRect) -> [String] {
        var seen = Set<String>()
        var problems: [String] = []
        for a in answer where !seen.insert(a.propertyIdentity).inserted {
            problems.append("rect \(PropertyGeometry.text(rect)): \(a.propertyLabel) answered twice")
        }
        return problems
    }
}
