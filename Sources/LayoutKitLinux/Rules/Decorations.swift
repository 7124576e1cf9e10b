import Foundation

/// Section decorations (backgrounds), Docs/Solver.md, step 4.
///
/// * The decoration is the **section's rectangle** — along the scroll axis from the section's start to its end,
///   boundary items and insets included; across it, the whole content — less the decoration's `contentInsets`
///   [CHARON facts; case 157: the section 0…122 less (1,2,3,4) is (2,1,314,118); case 158 sideways: (0,0,490,480)].
/// * None is made for a section of no length [CHARON facts] (an empty section *with* boundary items has a length:
///   case 157's section 1 gets (2,123,314,34)).
/// * Its index path is its position in `decorationItems` [CHARON facts; [IBP] differs]; its zIndex its own (default 0).
/// * The section's other elements whose zIndex is 0 are promoted to 1 ([HDR]: "all other section items are
///   promoted to zIndex = 1"; CHARON case 159: only the decorated section's cells are z1).
/// * Rect queries answer a decoration when its section's frame meets or touches the rect (Docs/Solver.md, step 6), so each
///   section's decorations get one `touching` span over the section frame.
enum Decorations {
    /// The zIndex of an element of a decorated section: 0 is promoted to 1, any other kept ([HDR]: "all other section
    /// items are promoted to zIndex = 1"; CHARON case 159).
    @inline(__always)
    static func promoted(_ zIndex: Int32) -> Int32 { zIndex == 0 ? 1 : zIndex }

    /// One decoration as the rule places it: the section's rectangle less its insets, edge by edge, unrounded (the store
    /// puts both edges on the pixel: a section's length can be a fraction of a pixel when its last group was trimmed by
    /// unrounded flexible shares); its index path item is its position in the section's list.
    struct Placement: Sendable {
        var low: CGPoint
        var high: CGPoint
        var kind: String
        var zIndex: Int
    }

    /// The decorations of a section whose frame is `sectionFrame`: none for a section of no length.
    static func place(_ decorations: [DecorationDescription], sectionFrame: CGRect, main: Axis) -> [Placement] {
        guard sectionFrame.size[main] > 0 else { return [] }
        return decorations.map { decoration in
            let insets = decoration.contentInsets
            return Placement(low: CGPoint(x: sectionFrame.minX + insets.leading, y: sectionFrame.minY + insets.top),
                             high: CGPoint(x: sectionFrame.maxX - insets.trailing, y: sectionFrame.maxY - insets.bottom),
                             kind: decoration.kind, zIndex: decoration.zIndex)
        }
    }
}
