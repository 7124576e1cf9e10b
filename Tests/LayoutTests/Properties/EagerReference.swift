import Foundation
import XCTest
@testable import LayoutKitLinux

/// The test target's oracle for the frame store (Docs/Testing-Properties.md, 6b; Docs/Architecture.md, "How the speed
/// is kept honest"): every cell, and every badge, of each section the store keeps as a group run, made eagerly from
/// the rules without the store's fast paths, and what a solution must answer for them.
///
/// Eagerly: each group instance arranged by the kernel (`GroupSolver.arrangeInstance`, `placeSlots`, from the run's
/// kept measured boxes; the template for a repeated group) and flattened to its cells (`GroupSolver.leaves`), never
/// through frames derived from kept boxes (`DerivedFrames`) or positions reused from the template (`InstanceBuffers`);
/// each instance's length from its arrangement (trimmed, uniform across siblings), its corner from `GroupPositions`
/// with the section's origin added, and its cells finished by `Finish`, the one finishing function (shared on
/// purpose: the oracle checks the storage, not the finishing rules). Badges are placed by the badge rule
/// (`OnDemandBadges.record`) from these eager cell frames and group frames.
///
/// `problems(in:rects:)` compares that with the solution as a user reads it: `layoutAttributesForItem(at:)` and the
/// by-kind query, `attributes` iterated and subscripted, `frames` iterated, subscripted and copied in bulk, and
/// `layoutAttributesForElements(in:)` against a brute-force scan of every element under Docs/Solver.md, step 6's
/// rule (the eager elements with their eager group frames, the written ones as stored).
struct EagerReference {
    /// An element made eagerly: its position in `attributes` and its record.
    struct Element {
        let position: Int
        let record: ElementRecord
    }

    /// One top-level group instance as the query rule sees it: its frame as read, its cells' and badges' positions.
    struct Group {
        let bounds: CGRect
        let cells: [Int]
        let badges: [Int]
    }

    private(set) var cells: [Element] = []
    private(set) var badges: [Element] = []
    /// Per run of the store (`FrameStore.pages`), its groups.
    private(set) var groupsOfPage: [[Group]] = []
    /// Per orthogonal row kept as a run: its section and its groups' unscrolled frames, which its record's group starts
    /// and lengths are made from (`OrthogonalRowFacts`).
    private(set) var rows: [(section: Int, groups: [CGRect])] = []

    /// The sections made eagerly (every section the store keeps as a run).
    var sections: Int { groupsOfPage.count }

    init(_ solution: LayoutSolution) throws {
        let store = solution.store
        for r in store.pages.indices {
            let kept = store.pages[r]
            let section = Int(kept.section)
            let origin = store.origins.origin(ofSection: section)
            // The section's origin added: along the run for a section's groups, across it for an orthogonal row.
            let alongScroll = kept.run.main == store.origins.main
            let run = alongScroll ? kept.run : kept.run.placedAcross(atSectionOrigin: origin)
            let contentStart = alongScroll ? origin + kept.contentStart : kept.contentStart
            let finish = Finish(grid: run.grid, scroll: kept.scroll, mirror: kept.mirror)
            let instances = try Self.instances(of: run)

            // Where each instance starts: its advance from its arranged length, summed as the section's advances are.
            let tree = AdvanceTree(advances: instances.map { run.advance(length: $0.length) }, across: instances.map(\.crossSize))
            let step = run.advance(length: run.groupSize[run.main])
            var relative = [CGRect](repeating: .zero, count: run.count)
            var places: [OnDemandBadges.GroupPlace] = []
            let cellsBefore = store.sections[section].cellsBefore
            var groups: [Group] = []
            var unscrolled: [CGRect] = []
            for (g, instance) in instances.enumerated() {
                let prefix = run.measuredBox == nil ? CGFloat(g) * step : tree.prefix(g)
                let corner = GroupPositions.origin(prefix: prefix, cross: instance.crossOrigin, contentStart: contentStart,
                                                   leadMain: run.leadMain, main: run.main)
                let placed = CGRect(origin: CGPoint(x: run.grid.position(corner.x), y: run.grid.position(corner.y)),
                                    size: CGSize(main: instance.length, cross: instance.crossSize, along: run.main))
                let first = g * run.capacity
                var positions: [Int] = []
                for (j, leaf) in instance.leaves.prefix(run.count - first).enumerated() {
                    relative[first + j] = leaf.frame
                    let z = ZIndex.stored(leaf.zIndex)
                    let record = ElementRecord(frame: finish.cell(leaf.frame, at: corner), item: first + j, section: kept.section,
                                               zIndex: kept.promotesZIndex ? Decorations.promoted(z) : z, kind: 0, category: .cell)
                    cells.append(Element(position: cellsBefore + first + j, record: record))
                    positions.append(cellsBefore + first + j)
                }
                places.append(OnDemandBadges.GroupPlace(g: g, origin: corner, bounds: placed, first: first,
                                                        nested: kept.badges?.nestedBoxes(ofGroup: g, in: run) ?? []))
                groups.append(Group(bounds: finish.finished(placed), cells: positions, badges: []))
                unscrolled.append(placed)
            }

            // Badges, group by group in the order placed, anchored to the eager cells and groups.
            if let badges = kept.badges, let block = store.badgeBlocks.first(where: { $0.page == r }) {
                var position = store.cellCount + block.start
                for (g, place) in places.enumerated() {
                    let present = min(run.capacity, run.count - g * run.capacity)
                    var held: [Int] = []
                    for entry in 0..<badges.count(present: present) {
                        let record = badges.record(entry, in: place, relative: .perCell(relative), section: kept.section,
                                                   promotesZIndex: kept.promotesZIndex, finish: finish)
                        self.badges.append(Element(position: position, record: record))
                        held.append(position)
                        position += 1
                    }
                    groups[g] = Group(bounds: groups[g].bounds, cells: groups[g].cells, badges: held)
                }
            }
            groupsOfPage.append(groups)
            if !alongScroll { rows.append((section, unscrolled)) }
        }
    }

    /// One group instance arranged by the kernel: its cells relative to its corner, its length along the run (trimmed
    /// when it is a partial last group), its length across and where it starts across.
    private struct Instance {
        let leaves: [Leaf]
        let length: CGFloat
        let crossSize: CGFloat
        let crossOrigin: CGFloat
    }

    /// Every instance of `run`: the template repeated, or each measured instance arranged again from its kept boxes.
    private static func instances(of run: SectionRun) throws -> [Instance] {
        let main = run.main, cross = main.other
        let count = run.instanceCount
        guard let measured = run.measured else {
            let crossOrigin = run.placement.origin(across: run.groupSize[cross])
            return (0..<count).map { g in
                Instance(leaves: run.template, length: g == count - 1 ? run.lastLength : run.groupSize[main],
                         crossSize: run.groupSize[cross], crossOrigin: crossOrigin)
            }
        }
        let top = measured.source.arranger.section.group
        var arranged: [(size: CGSize, leaves: [Leaf], trim: CGFloat)] = []
        for g in 0..<count {
            guard let instance = try run.arrangedMeasuredInstance(g) else { throw EagerReferenceError("instance \(g) of a measured run is missing") }
            let leaves = GroupSolver(grid: run.grid).leaves(of: instance, item: top)
            let take = min(run.capacity, run.count - g * run.capacity)
            // A partial last group is trimmed by the room its missing slots would have taken (Docs/Solver.md, step 3d).
            let trim = take < run.capacity ? GroupPositions.trim(leaves.lazy.map(\.box), take: take, main: main) : 0
            arranged.append((instance.size, leaves, trim))
        }
        // A top-level group uniform across siblings is as long as the section's longest instance on that axis.
        var uniform = CGSize(width: -CGFloat.infinity, height: -CGFloat.infinity)
        for axis in [Axis.horizontal, .vertical] where top.size[axis].kind == .uniformAcrossSiblings {
            uniform[axis] = arranged.reduce(-CGFloat.infinity) { max($0, $1.size[axis]) }
        }
        return arranged.enumerated().map { g, instance in
            var length = GroupPositions.instanceLength(instance.size[main], uniform: uniform[main])
            if g == count - 1 && run.count % run.capacity != 0 { length = GroupPositions.trimmed(length, by: instance.trim) }
            let across = GroupPositions.instanceLength(instance.size[cross], uniform: uniform[cross])
            return Instance(leaves: instance.leaves, length: length, crossSize: across, crossOrigin: run.placement.origin(across: across))
        }
    }

    // MARK: The solution as users read it

    /// Where `solution` disagrees with the eager elements: look-ups, iteration, bulk frames and the rect queries `rects`.
    func problems(in solution: LayoutSolution, rects: [CGRect]) -> [String] {
        var problems: [String] = []
        let store = solution.store
        let all = Array(solution.attributes)
        let subscripted = solution.attributes.indices.map { solution.attributes[$0] }
        if all != subscripted { problems.append("iterating `attributes` differs from subscripting it") }
        let frames = all.map(\.frame)
        if Array(solution.frames) != frames || solution.frames.indices.contains(where: { solution.frames[$0] != frames[$0] }) {
            problems.append("`frames` (copied in bulk or subscripted) differs from the attributes' frames")
        }
        var iterated: [CGRect] = []
        for frame in solution.frames { iterated.append(frame) }
        if iterated != frames { problems.append("`frames` iterated differs from the attributes' frames") }

        // Every eager element: where `attributes` holds it, and what its look-up answers.
        var eager = [CGRect?](repeating: nil, count: all.count)
        for element in cells + badges {
            // What a visible-items handler changed is laid over the eager record as over the store's (`Finish.overlaid`,
            // shared on purpose as `Finish` is).
            let record = store.made(element.record)
            let expected = store.makeAttributes(record: record)
            if eager.indices.contains(element.position) { eager[element.position] = record.frame }
            let label = expected.propertyLabel
            if !all.indices.contains(element.position) || all[element.position] != expected {
                problems.append("\(label): eagerly \(PropertyGeometry.text(record.frame)) z\(expected.zIndex) at \(element.position), "
                    + "`attributes` has \(all.indices.contains(element.position) ? all[element.position].description : "nothing")")
            }
            let looked = record.category == .cell
                ? solution.layoutAttributesForItem(at: expected.indexPath)
                : solution.layoutAttributesForSupplementaryView(ofKind: expected.representedElementKind ?? "", at: expected.indexPath)
            if looked != expected { problems.append("\(label): eagerly \(expected), looked up \(looked?.description ?? "nil")") }
            if problems.count > 8 { return problems }
        }
        // An orthogonal row's record: its groups' starts and lengths along the row, as placed before its scroll.
        for (section, groups) in rows {
            guard let record = store.sections[section].orthogonal else {
                problems.append("section \(section) is an orthogonal row without a record")
                continue
            }
            let starts = groups.map { $0.minAlong(record.axis) }, lengths = groups.map { $0.size[record.axis] }
            if record.groupStarts != starts || record.groupLengths != lengths {
                problems.append("section \(section): the row's record has group starts \(record.groupStarts) and lengths \(record.groupLengths), "
                    + "its groups as placed eagerly \(starts) and \(lengths)")
            }
        }
        if cells.count != store.cellCount {
            problems.append("\(cells.count) cells made eagerly, the store makes \(store.cellCount) on demand")
        }

        // Rect queries: the store's answer against a brute-force scan of every element under the step 6 rule.
        let spans = store.linearSpans { r in
            groupsOfPage[r].map { (bounds: $0.bounds, cells: $0.cells, badges: $0.badges) }
        }
        let frameAt = { (position: Int) -> CGRect in eager[position] ?? frames[position] }
        for rect in rects {
            let answer = solution.layoutAttributesForElements(in: rect)
            let actual = answer.map(\.propertyIdentity)
            let expected = Set(LayoutPropertyTests.linearScan(solution.contentSize, spans: spans, rect: rect, frame: frameAt).map { all[$0].propertyIdentity })
            if Set(actual) != expected || actual.count != Set(actual).count {
                problems.append("rect \(PropertyGeometry.text(rect)): answers \(Set(actual).subtracting(expected).sorted().prefix(4)) that the eager scan "
                    + "does not, misses \(expected.subtracting(actual).sorted().prefix(4)), \(actual.count - Set(actual).count) duplicates")
            }
        }
        return problems
    }
}

extension EagerReference {
    /// `problems(in:rects:)` for `solution` with `count` rects drawn from `seed` (`LayoutPropertyTests.queryRects`).
    static func problems(in solution: LayoutSolution, seed: UInt64 = 0xea9e, rects count: Int = 8) throws -> [String] {
        var rng = SplitMix64(seed: seed)
        return try EagerReference(solution).problems(in: solution, rects: LayoutPropertyTests.queryRects(solution, rng: &rng, count: count))
    }
}

/// Fails the calling test where `solution` answers anything other than the eager reference (`EagerReference`).
func assertAnswersEqualEagerReference(_ solution: LayoutSolution, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    do {
        for problem in try EagerReference.problems(in: solution).prefix(8) { XCTFail("\(message) \(problem)", file: file, line: line) }
    } catch {
        XCTFail("\(message) the eager reference threw \(error)", file: file, line: line)
    }
}

struct EagerReferenceError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
