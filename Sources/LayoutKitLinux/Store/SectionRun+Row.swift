import Foundation

/// What an orthogonal row reads of its run (OrthogonalRun.swift): the run lies along the row, so its "across" is the
/// layout's scroll axis, where the row sits.
extension SectionRun {
    /// The least and greatest edges of the groups' frames across the run's axis (`groupBounds`, across: each group's
    /// snapped cross origin, and that plus its length across). Repeated groups all sit at one place across with one
    /// length, so one group answers for all: O(1); measured groups are each looked at.
    var reachAcross: (low: CGFloat, high: CGFloat) {
        guard measuredBox != nil else {
            let low = Finish(grid: grid).position(groupCross)
            return (low, low + groupSize[main.other])
        }
        var low = CGFloat.infinity, high = -CGFloat.infinity
        let finish = Finish(grid: grid)
        for g in 0..<instanceCount {
            let start = finish.position(crossOrigin(g))
            low = min(low, start)
            high = max(high, start + crossSize(g))
        }
        return (low, high)
    }
}
