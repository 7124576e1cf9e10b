import Foundation
@testable import LayoutKitLinux

// Views of the frame store that only the white-box tests read: the query index spelled out span by span, and the
// sibling-group key of the "siblings never overlap" invariant. Kept here, in the test target, so that production types
// carry no member a solve never calls.

extension FrameStore {
    /// Every query span as the index would hold it if every cell were written: a run's groups one span each,
    /// elements given by their positions in `attributes` (for the white-box tests that compare the index with a
    /// linear scan). `groupsOfPage`: each run's groups (frame, its cells' and badges' positions) made some other way
    /// (`EagerReference`); by default as the store makes them on demand.
    func linearSpans(groupsOfPage: ((Int) -> [(bounds: CGRect, cells: [Int], badges: [Int])])? = nil)
        -> [(bounds: CGRect, clip: CGRect?, gate: CGRect?, touching: Bool, elements: [Int])] {
        // A written element (a supplementary or decoration, after the cells) comes after the badges made on demand of
        // the blocks before it.
        var positionOfWritten = [Int](repeating: 0, count: elements.count)
        var block = 0, badgesBefore = 0
        for index in elements.indices {
            while block < badgeBlocks.count, badgeBlocks[block].before <= index { badgesBefore = badgeBlocks[block].through; block += 1 }
            positionOfWritten[index] = index + cellCount + badgesBefore
        }
        var result: [(bounds: CGRect, clip: CGRect?, gate: CGRect?, touching: Bool, elements: [Int])] = []
        for span in spans {
            if let run = span.page {
                for group in groupsOfPage?(run) ?? groupPositions(ofPage: run) {
                    result.append((group.bounds, group.bounds, nil, false, group.cells))
                    if !group.badges.isEmpty { result.append((group.bounds, nil, group.bounds, false, group.badges)) }
                }
            } else {
                let bounds = resolvedBounds(of: span)
                result.append((bounds, nil, nil, span.touching,
                               span.elements.map { positionOfWritten[$0] }))
            }
        }
        return result
    }

    /// Run `run`'s groups as the store makes them on demand, with their cells' and badges' positions in `attributes`.
    private func groupPositions(ofPage run: Int) -> [(bounds: CGRect, cells: [Int], badges: [Int])] {
        let cellsBefore = sections[Int(pages[run].section)].cellsBefore
        let badgesStart = badgeBlocks.first { $0.page == run }.map { cellCount + $0.start } ?? 0
        return page(run).groupSpans().map { group in
            (group.bounds, group.cells.map { cellsBefore + $0 }, group.badges.map { badgesStart + $0 })
        }
    }

    /// For tests of the "siblings never overlap" invariant: equal keys for cells in the same instance of the
    /// same innermost non-custom group; nil for cells of custom groups or unknown index paths.
    func siblingGroupKey(forItemAt indexPath: IndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let record = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < record.cellCount, record.groupCapacity > 0 else { return nil }
        let slot = record.slotGroups[indexPath.item % record.groupCapacity]
        guard slot >= 0 else { return nil }
        // A group id is below 2^31, so the instance in the high bits keeps keys of different instances apart.
        return (indexPath.item / record.groupCapacity) << 32 | Int(slot)
    }
}

extension SectionPage {
    /// One span per group instance with its cells and its badges (their numbers in `badge(at:)` order), as the query
    /// index would hold them if they were written (for the white-box tests that compare the index with a linear scan).
    func groupSpans() -> [(bounds: CGRect, cells: Range<Int>, badges: Range<Int>)] {
        let perGroup = badges?.entries.count ?? 0
        return (0..<run.instanceCount).map { g in
            let first = g * run.capacity
            let present = min(run.count, first + run.capacity) - first
            return (bounds(g, at: origin(g)), first..<(first + present), (g * perGroup)..<(g * perGroup + (badges?.count(present: present) ?? 0)))
        }
    }
}
