import Foundation

/// Where a section's top-level groups start: the numbers `SectionRun.origin` reads, without the rest of the run.
struct GroupOrigins {
    let main: Axis
    let contentStart: CGFloat
    let leadMain: CGFloat
    /// The advance of a repeated group; unused when the groups are measured (`tree`).
    let step: CGFloat
    let groupCross: CGFloat
    let tree: AdvanceTree?
    /// What a measured group's cross origin is derived from (`SectionRun.layOut`); nil when the template is repeated.
    let measured: Measured?

    struct Measured {
        let natural: [CGSize]
        /// The section's uniform length across the scroll axis; −∞ when it is not `uniformAcrossSiblings`.
        let uniformCross: CGFloat
        let placement: CrossPlacement
    }

    /// Inlined: a call copied the whole value for every group a cursor entered.
    @inline(__always)
    func callAsFunction(_ g: Int) -> CGPoint {
        var cross = groupCross
        if let measured {
            // `SectionRun.layOut`'s cross origin.
            cross = measured.placement.origin(across: GroupPositions.instanceLength(measured.natural[g][main.other], uniform: measured.uniformCross))
        }
        return GroupPositions.origin(prefix: tree?.prefix(g) ?? CGFloat(g) * step, cross: cross, contentStart: contentStart,
                           leadMain: leadMain, main: main)
    }
}
