import Foundation
import XCTest
@testable import LayoutKitLinux

/// Properties of the measure pass and of incremental re-layout over the seeded random layouts of
/// Properties/RandomLayout.swift (general mode: negative spacings, overflow, nested, count and custom groups,
/// both scroll directions, scales 1-3). Replay a seed with LAYOUT_PROPERTY_SEED (Docs/Testing-Properties.md).
final class SelfSizingPropertyTests: XCTestCase {
    /// Layouts per property: the incremental check solves each several times.
    private var seeds: [UInt64] { Array(PropertyHarness.seeds.prefix(400)) }

    /// A seeded answer: arbitrary (not pixel-aligned) lengths, so that exactness is tested on awkward floats.
    private static func answer(seed: UInt64, section: Int, item: Int, version: UInt64) -> CGSize {
        var rng = SplitMix64.derived(from: seed, salt: UInt64(section) << 40 ^ UInt64(item) << 8 ^ version)
        return CGSize(width: CGFloat(rng.unit() * 300), height: CGFloat(rng.unit() * 300))
    }

    /// Cells answer from the table; supplementaries (which share index paths with cells) answer a fixed size
    /// of their own, so that a cell's new size never changes a header's.
    private static func sizer(_ table: [IndexPath: CGSize]) -> (SizingRequest) -> CGSize {
        { request in
            guard request.category == .cell else {
                return CGSize(width: 30 + CGFloat(request.indexPath.item % 7) * 5, height: 20 + CGFloat(request.indexPath.section % 5) * 7)
            }
            return table[request.indexPath] ?? request.proposedSize
        }
    }

    private static func hasEstimatedLeaf(_ element: ElementSpec) -> Bool {
        switch element {
        case .item(let item): return item.width.isEstimated || item.height.isEstimated
        case .group(let group):
            switch group.form {
            case .subitems(let subitems): return subitems.contains(where: hasEstimatedLeaf)
            case .count(let subitem, _), .repeating(let subitem, _): return hasEstimatedLeaf(subitem)
            case .custom: return false
            }
        }
    }

    private func cells(_ solution: LayoutSolution) -> [IndexPath: CGRect] {
        var result: [IndexPath: CGRect] = [:]
        for attributes in solution.attributes where attributes.representedElementCategory == .cell {
            result[attributes.indexPath] = attributes.frame
        }
        return result
    }

    func testIncrementalUpdateEqualsAFullSolveExactly() throws {
        let written = try checkIncrementalUpdatesEqualFullSolves { _, _ in }
        // Estimated badges (the sizer answers them) and handlers (called again by each update).
        XCTAssertGreaterThan(written, 60, "too few layouts with estimated badges or handlers: \(written)")
    }

    /// Orthogonal rows keep their runs in an update and move with the sections above them (`SectionRun.startingAcross`):
    /// the same random layouts, without the badges and handlers that make a layout re-solve in full, every other
    /// section scrolling orthogonally.
    func testIncrementalUpdateOfOrthogonalRowsEqualsAFullSolveExactly() throws {
        try checkIncrementalUpdatesEqualFullSolves { spec, rng in
            for index in spec.sections.indices {
                spec.sections[index].extras.itemBadges = []
                spec.sections[index].extras.groupBadges = []
                spec.sections[index].extras.handler = false
                spec.sections[index].extras.orthogonal = index % 2 == 1
                    ? rng.pick(Array(UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.dropFirst())) : .none
            }
        }
    }

    /// Updates 1-3 random cells three times in each random layout (after `adjust`), comparing each result with a full
    /// solve of the same answers: the solution, the content size, item look-ups and rect queries.
    /// Returns how many of the layouts have estimated badges or visible-items handlers.
    @discardableResult
    private func checkIncrementalUpdatesEqualFullSolves(adjusting adjust: (inout LayoutSpec, inout SplitMix64) -> Void) throws -> Int {
        var checked = 0, updates = 0, writtenLayouts = 0
        for seed in seeds {
            var spec = LayoutGenerator.make(seed: seed, mode: .general)
            var rng = SplitMix64.derived(from: seed, salt: 0x1_2C)
            var adjustRandom = SplitMix64.derived(from: seed, salt: 0x0_27)
            adjust(&spec, &adjustRandom)
            let layout = spec.makeLayout()
            var context = spec.makeContext(direction: rng.chance(0.3) ? .rightToLeft : .leftToRight)
            if rng.chance(0.2) {
                context.selfSizingScope = .scrolledThrough
                context.contentOffset = CGPoint(x: CGFloat(rng.int(0...400)), y: CGFloat(rng.int(0...400)))
            }
            let total = spec.itemCounts.reduce(0, +)
            var table: [IndexPath: CGSize] = [:]
            for (section, count) in spec.itemCounts.enumerated() {
                for item in 0..<count { table[IndexPath(item: item, section: section)] = Self.answer(seed: seed, section: section, item: item, version: 0) }
            }
            context.sizing = Self.sizer(table)
            guard let incremental = try? IncrementalLayout(layout: layout, context: context), total > 0 else { continue }
            checked += 1
            let description = try LayoutSolver(context: context).description(of: layout)
            if !description.handlers.isEmpty || description.sections.contains(where: { section in
                section.map { $0.hasItemSupplementaries && !ItemSupplementaries.followTheirAnchors(in: $0) } ?? false
            }) { writtenLayouts += 1 }
            for round in 1...3 {
                var changes: [IndexPath: CGSize] = [:]
                for _ in 0..<rng.int(1...3) {
                    var section = rng.int(0...(spec.itemCounts.count - 1))
                    while spec.itemCounts[section] == 0 { section = (section + 1) % spec.itemCounts.count }
                    let item = rng.int(0...(spec.itemCounts[section] - 1))
                    let path = IndexPath(item: item, section: section)
                    changes[path] = Self.answer(seed: seed, section: section, item: item, version: UInt64(round))
                }
                for (path, size) in changes { table[path] = size }
                try incremental.update(sizes: changes)
                updates += 1

                context.sizing = Self.sizer(table)
                let full = try layout.solve(context)
                let label = "seed 0x\(String(seed, radix: 16)) round \(round)"
                XCTAssertTrue(try incremental.solution == full, "\(label): the incremental solution differs from a full solve")
                XCTAssertEqual(incremental.contentSize, full.contentSize, label)

                // Queries made on demand agree with the full solution's.
                for _ in 0..<4 {
                    let section = rng.int(0...(spec.itemCounts.count - 1))
                    let path = IndexPath(item: rng.int(0...max(0, spec.itemCounts[section])), section: section)
                    XCTAssertEqual(incremental.layoutAttributesForItem(at: path)?.frame, full.layoutAttributesForItem(at: path)?.frame,
                                   "\(label) item \(path)")
                }
                for _ in 0..<4 {
                    let size = full.contentSize
                    let rect = CGRect(x: CGFloat(rng.unit()) * size.width - 20, y: CGFloat(rng.unit()) * size.height - 20,
                                      width: CGFloat(rng.unit()) * 400, height: CGFloat(rng.unit()) * 600)
                    // Elements are named by category, kind and index path (a header and a cell may share an index path).
                    func key(_ a: UICollectionViewLayoutAttributes) -> String {
                        "\(a.representedElementCategory) \(a.representedElementKind ?? "-") \(a.indexPath) \(a.frame)"
                    }
                    let expected = full.layoutAttributesForElements(in: rect).map(key).sorted()
                    let answered = incremental.layoutAttributesForElements(in: rect).map(key).sorted()
                    XCTAssertEqual(answered, expected, "\(label) rect \(rect)")
                }
            }
        }
        XCTAssertGreaterThan(checked, seeds.count / 4, "too few layouts solved: \(checked)")
        XCTAssertGreaterThan(updates, 0)
        return writtenLayouts
    }

    func testSizerIsAskedOnlyForEstimatedCellsOnceEachAndOnlyEstimatedAxesChange() throws {
        var asked = 0, layouts = 0
        for seed in seeds {
            let spec = LayoutGenerator.make(seed: seed, mode: .general)
            let layout = spec.makeLayout()
            var plain = spec.makeContext()
            plain.sizing = { $0.proposedSize }
            guard let unmeasured = try? layout.solve(plain) else { continue }
            layouts += 1

            var requests: [SizingRequest] = []
            var measuring = spec.makeContext()
            measuring.sizing = { request in
                requests.append(request)
                return Self.answer(seed: seed, section: request.indexPath.section, item: request.indexPath.item, version: 0)
            }
            let label = "seed 0x\(String(seed, radix: 16))"
            let measured = try layout.solve(measuring)
            // Estimated supplementaries are measured too (Docs/Solver.md); this property is about cells.
            requests = requests.filter { $0.category == .cell }
            asked += requests.count

            let anyEstimated = spec.sections.contains { Self.hasEstimatedLeaf(.group($0.group)) }
            if !anyEstimated { XCTAssertTrue(requests.isEmpty, "\(label): a layout without estimated items asked the sizer") }
            let paths = requests.map { $0.indexPath }
            XCTAssertEqual(Set(paths).count, paths.count, "\(label): a cell was asked twice")

            let before = cells(unmeasured), after = cells(measured)
            XCTAssertEqual(Set(before.keys), Set(after.keys), label)
            var axesByPath: [IndexPath: UIAxis] = [:]
            for request in requests {
                XCTAssertFalse(request.estimatedAxes.isEmpty, label)
                XCTAssertEqual(request.category, .cell, label)
                axesByPath[request.indexPath] = request.estimatedAxes
                guard let frame = after[request.indexPath] else { XCTFail("\(label): \(request.indexPath) asked but not laid out"); continue }
                let answer = Self.answer(seed: seed, section: request.indexPath.section, item: request.indexPath.item, version: 0)
                // The estimated axes take the answer (content insets are ignored there, Docs/Solver.md, "Self-sizing" [HDR]).
                if request.estimatedAxes.contains(.horizontal) { XCTAssertEqual(frame.width, answer.width, "\(label) \(request.indexPath) width") }
                if request.estimatedAxes.contains(.vertical) { XCTAssertEqual(frame.height, answer.height, "\(label) \(request.indexPath) height") }
            }
            // Every other length is unchanged: non-estimated axes, and cells never asked.
            for (path, frame) in after {
                guard let old = before[path] else { continue }
                let axes = axesByPath[path] ?? []
                if !axes.contains(.horizontal) { XCTAssertEqual(frame.width, old.width, "\(label) \(path) width") }
                if !axes.contains(.vertical) { XCTAssertEqual(frame.height, old.height, "\(label) \(path) height") }
            }
        }
        XCTAssertGreaterThan(layouts, seeds.count / 4)
        XCTAssertGreaterThan(asked, 100, "the corpus hardly measures anything")
    }

    func testNestedGroupBadgeSitsOnTheBottomOfItsGroupsMeasuredCells() {
        // A vertical group nested beside an item, its cells estimated, with a bottom-anchored badge (Docs/Solver.md
        // 3d″): the nested group is as long as its cells (Docs/Solver.md, step 3c), so in every instance the badge's bottom is the
        // bottom of the group's last cell, and its top is that less its own height; right-to-left as well (Docs/Solver.md, step 5:
        // a mirror leaves y alone). Random answers, counts (partly filled last groups) and cells per nested group.
        // Before this rule the badge sat on the template's box (estimates), which this fails.
        for seed in seeds.prefix(100) {
            var rng = SplitMix64.derived(from: seed, salt: 0xBAD6E)
            let inner = rng.int(1...3), count = rng.int(1...12)
            let cellsPerGroup = 1 + inner
            let innerGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)),
                subitems: (0..<inner).map { _ in
                    NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)))
                })
            innerGroup.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(6)),
                elementKind: "g", containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))]
            let lead = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
                subitems: [lead, innerGroup])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = CGFloat(rng.int(0...8))
            let heights = (0..<count).map { _ in CGFloat(rng.int(10...90)) }
            for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
                var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [count])
                context.traitCollection = UITraitCollection(displayScale: 2, layoutDirection: direction)
                context.sizing = { (request: SizingRequest) in CGSize(width: request.proposedSize.width, height: heights.indices.contains(request.indexPath.item) ? heights[request.indexPath.item] : 0) }
                guard let solution = try? UICollectionViewCompositionalLayout(section: section).solve(context) else {
                    return XCTFail("seed \(seed): the layout did not solve")
                }
                let frames = cells(solution)
                for g in 0..<((count + cellsPerGroup - 1) / cellsPerGroup) {
                    // The nested group's cells in instance g: items g·(1 + inner) + 1 ..< + inner, those that exist.
                    let members = (g * cellsPerGroup + 1)..<min(count, (g + 1) * cellsPerGroup)
                    let badge = solution.layoutAttributesForSupplementaryView(ofKind: "g", at: IndexPath(item: g, section: 0))
                    guard let last = members.last, let bottom = frames[IndexPath(item: last, section: 0)]?.maxY else {
                        XCTAssertNil(badge, "seed \(seed) \(direction) instance \(g): no placed cell in the nested group, no badge")
                        continue
                    }
                    // In a partly filled last group the missing cells keep their estimated 40-pt slots in the
                    // arrangement (Docs/Solver.md, step 3d; only the top-level group's length is trimmed), and so in the nested box.
                    let missing = CGFloat(inner - members.count)
                    XCTAssertEqual(badge?.frame.maxY, bottom + missing * 40, "seed \(seed) \(direction) instance \(g)")
                    XCTAssertEqual(badge?.frame.height, 6)
                }
            }
        }
    }
}
