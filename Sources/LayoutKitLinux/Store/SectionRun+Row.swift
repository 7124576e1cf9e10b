import Foundation

/// What an orthogonal row reads of its run (OrthogonalRun.swift): the run lies along the row, so its "across" is the
/// layout's scroll axis, where the row sits.
extension SectionRun {
    /// Every value the groups' positions and lengths along the run's axis are made from (`groupBounds` along `main`,
    /// and `end`): the group origins' `contentStart + g × advance + leadMain`, snapped; the repeated group's length and
    /// the trimmed last one's; how many groups there are. Nothing here depends on where the run sits across
    /// (`startingAcross`).
    ///
    /// Why: the rows of a layout of many orthogonal sections mostly have one shape, and differ only in where they sit
    /// along the layout's scroll axis; their facts along the row (the record's group starts and lengths, the scroll
    /// range, the resting offset, the extent) are then made once and shared (`OrthogonalRowCache`), a fifth of such a
    /// layout's solve (Docs/Performance.md, "Orthogonal rows"). Lengths are compared by their bits, as `GroupShape`
    /// compares them.
    struct AlongShape: Equatable {
        let main: Axis
        let count: Int
        let capacity: Int
        let length: CGFloat
        let lastLength: CGFloat
        let leadMain: CGFloat
        let trailMain: CGFloat
        let interGroupSpacing: CGFloat

        static func == (a: AlongShape, b: AlongShape) -> Bool {
            a.main == b.main && a.count == b.count && a.capacity == b.capacity && a.length.bitPattern == b.length.bitPattern
                && a.lastLength.bitPattern == b.lastLength.bitPattern && a.leadMain.bitPattern == b.leadMain.bitPattern
                && a.trailMain.bitPattern == b.trailMain.bitPattern && a.interGroupSpacing.bitPattern == b.interGroupSpacing.bitPattern
        }
    }

    /// The run's shape along its axis; nil when its groups are measured (each instance its own length: a run of its own).
    var alongShape: AlongShape? {
        guard measured == nil else { return nil }
        return AlongShape(main: main, count: count, capacity: capacity, length: groupSize[main], lastLength: lastLength,
                          leadMain: leadMain, trailMain: trailMain, interGroupSpacing: interGroupSpacing)
    }

    /// The least and greatest edges of the groups' frames across the run's axis (`groupBounds`, across: each group's
    /// snapped cross origin, and that plus its length across). Repeated groups all sit at one place across with one
    /// length, so one group answers for all: O(1); measured groups are each looked at.
    var reachAcross: (low: CGFloat, high: CGFloat) {
        guard measured != nil else {
            let low = grid.position(groupCross)
            return (low, low + groupSize[main.other])
        }
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for g in 0..<instanceCount {
            let start = grid.position(crossOrigin(g))
            low = min(low, start)
            high = max(high, start + crossSize(g))
        }
        return (low, high)
    }
}
