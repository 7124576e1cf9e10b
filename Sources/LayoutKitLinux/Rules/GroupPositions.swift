import Foundation

/// Where a section's top-level groups go (Docs/Solver.md, step 3d): the one home of these rules. The template path,
/// measured instances, cells made on demand and incremental updates all place groups through these functions.
enum GroupPositions {
    /// How far one group moves the next along the scroll axis: its edge spacing on both sides, its length, and the
    /// section's `interGroupSpacing` (Docs/Solver.md, step 3d, CHARON case 49: 5 + 30 + 7 + 8 + 5).
    @inline(__always)
    static func advance(lead: CGFloat, length: CGFloat, trail: CGFloat, interGroupSpacing: CGFloat) -> CGFloat {
        ((lead + length) + trail) + interGroupSpacing
    }

    /// A group's outer corner, unrounded: after its section's content start and the sum of the advances before it
    /// (`prefix`), its own leading edge spacing (Docs/Solver.md, steps 3c and 3d). Positions are unrounded sums,
    /// snapped to the pixel once, when the frame store makes a frame (Docs/Solver.md, step 3b).
    @inline(__always)
    static func origin(prefix: CGFloat, cross: CGFloat, contentStart: CGFloat, leadMain: CGFloat, main: Axis) -> CGPoint {
        CGPoint(main: (contentStart + prefix) + leadMain, cross: cross, along: main)
    }

    /// How much shorter a partial last group is (Docs/Solver.md, step 3d, CHARON cases 36-41, 45): the room its
    /// missing slots would have taken, the far edge of all its slots' boxes less the far edge of the first `take`.
    static func trim<Boxes: Collection>(_ boxes: Boxes, take: Int, main: Axis) -> CGFloat where Boxes.Element == CGRect {
        let fullReach = boxes.reduce(-CGFloat.infinity) { max($0, $1.maxAlong(main)) }
        let reach = boxes.prefix(max(0, take)).reduce(-CGFloat.infinity) { max($0, $1.maxAlong(main)) }
        return fullReach - reach
    }

    /// A partial last group's length: its length less its trim, never below zero (Docs/Solver.md, step 3d).
    @inline(__always)
    static func trimmed(_ length: CGFloat, by trim: CGFloat) -> CGFloat { max(0, length - trim) }

    /// A measured instance's length on an axis: the section's uniform length there (Docs/Solver.md, step 3c,
    /// `uniformAcrossSiblings`), or, when that is −∞ (the axis is not uniform), its own.
    @inline(__always)
    static func instanceLength(_ natural: CGFloat, uniform: CGFloat) -> CGFloat { uniform > -.infinity ? uniform : natural }

    /// Top-level group instances for `count` cells, `capacity` per group.
    @inline(__always)
    static func instances(_ count: Int, capacity: Int) -> Int { capacity > 0 ? (count + capacity - 1) / capacity : 0 }
}

/// Where a top-level group starts across the scroll axis: its edge spacing moves it, flexible sides sharing the
/// room left (Docs/Solver.md, step 3d, case 44).
struct CrossPlacement: Sendable {
    /// Where the groups start across the scroll axis, and the container's length across it.
    let start: CGFloat
    let container: CGFloat
    /// The group's edge spacing across the scroll axis: the fixed minimums, whether the leading one is flexible,
    /// and how many of the two are.
    let lead: CGFloat
    let trail: CGFloat
    let leadFlexible: Bool
    let flexible: CGFloat

    /// The same placement for groups that start at `start` across the scroll axis.
    func starting(at start: CGFloat) -> CrossPlacement {
        CrossPlacement(start: start, container: container, lead: lead, trail: trail, leadFlexible: leadFlexible, flexible: flexible)
    }

    /// The cross-axis origin of a group whose length across the scroll axis is `across`.
    func origin(across: CGFloat) -> CGFloat {
        let roomAcross = container - across - lead - trail
        return start + lead + (leadFlexible ? roomAcross / flexible : 0)
    }
}
