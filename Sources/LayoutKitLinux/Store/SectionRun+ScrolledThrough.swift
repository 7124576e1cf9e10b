import Foundation

/// Where a section solved in the scrolled-through scope stopped measuring (Docs/Solver.md, "Self-sizing" [CHARON sized
/// 14-18]): its first `measured` groups, laid from `contentStart`; the first starting at or past `limit` on keep estimates.
struct ScrolledThroughCutOff: Equatable, Sendable {
    let limit: CGFloat
    let contentStart: CGFloat
    let measured: Int
    /// Set when an update changed a measured group's length: the later groups moved, and the cut-off may have too.
    var lengthsChanged = false
}

/// Incremental re-layout in the scrolled-through scope (Docs/Solver.md, "Incremental re-layout"): a kept run follows the
/// cut-off a fresh solve would find, measuring groups that come into sight, giving estimates back to those that leave it.
extension SectionRun {
    /// How many groups a solve from `contentStart` measures, walked with the solve's sums (`SectionRunBuilder.build`).
    func measuredGroups(contentStart: CGFloat, limit: CGFloat) -> Int {
        var run = self
        return run.walkMeasured(contentStart: contentStart, limit: limit) { _, _ in }
    }

    /// The walk of `measuredGroups`, calling `visit` with each group before its length is added (it may measure it).
    private mutating func walkMeasured(contentStart: CGFloat, limit: CGFloat, visit: (inout SectionRun, Int) throws -> Void) rethrows -> Int {
        guard let instances = measuredBox.map({ min($0.value.natural.count, $0.value.trims.count) }) else { return 0 }
        var position = contentStart
        for g in 0..<instances {
            if BoxesFromSizer.stops(atGroupStart: position + leadMain, limit: limit) { return g }
            try visit(&self, g)
            guard let m = measuredBox else { return g }
            position += advance(length: GroupPositions.trimmed(m.value.natural[g][main], by: g == instances - 1 ? m.value.trims[g] : 0))
        }
        return instances
    }

    /// Whether the run measures what a fresh solve would: neither start, limit nor a measured length moved (O(1)).
    func keepsCutOff(contentStart: CGFloat, limit: CGFloat) -> Bool {
        guard let cutOff else { return measuredBox == nil }
        return !cutOff.lengthsChanged && cutOff.limit == limit && cutOff.contentStart == contentStart
    }

    /// Makes the run measure what a fresh solve from `contentStart` would (asking `sizing` as the solve does), in
    /// O(groups measured + groups arranged again). Returns the boxes it replaced, for `restore`.
    @discardableResult
    mutating func followCutOff(contentStart: CGFloat, limit: CGFloat, sizing: @escaping (SizingRequest) -> CGSize,
                               section: Int) throws -> [Int: CGSize] {
        guard let previous = cutOff else { return [:] }
        var replaced: [Int: CGSize] = [:]
        let capacity = self.capacity, count = self.count
        func keep(_ g: Int, of boxes: [CGSize]?) {
            guard let boxes else { return }
            for item in g &* capacity..<min(count, (g + 1) &* capacity) where replaced[item] == nil { replaced[item] = boxes[item] }
        }
        let asked = BoxesFromSizer(pass: CellQuestions(sizing: sizing, section: section))
        do {
            let now = try walkMeasured(contentStart: contentStart, limit: limit) { run, g in
                guard g >= previous.measured else { return }
                keep(g, of: run.measured?.boxes)
                try run.rearrange(instances: [g], answers: asked)
            }
            if now < previous.measured {
                // Back to their estimates: the proposed boxes, as the solve leaves the cells it does not ask.
                for g in now..<previous.measured { keep(g, of: measuredBox?.value.boxes) }
                var estimates = asked
                estimates.measuring = false
                try rearrange(instances: Array(now..<previous.measured), answers: estimates)
            }
            cutOff = ScrolledThroughCutOff(limit: limit, contentStart: contentStart, measured: now)
        } catch {
            restore(replaced, cutOff: previous)
            throw error
        }
        return replaced
    }
}
