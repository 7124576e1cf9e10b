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

    /// `relative`: the section moves whole (its frame is relative to its start); the edges are kept unrounded and
    /// rounded when read.
    static func place(_ decorations: [DecorationDescription], section: Int, sectionFrame: CGRect, main: Axis, relative: Bool = false,
                      into store: inout ElementStore) throws -> Range<Int> {
        let first = store.records.count
        guard !decorations.isEmpty, sectionFrame.size[main] > 0 else { return first..<first }
        for (index, decoration) in decorations.enumerated() {
            let insets = decoration.contentInsets
            // The section's rectangle less the insets, edge by edge. The store puts both edges on the pixel grid
            // (a section's length can be a fraction of a pixel when its last group was trimmed by unrounded flexible shares).
            let low = CGPoint(x: sectionFrame.minX + insets.leading, y: sectionFrame.minY + insets.top)
            let high = CGPoint(x: sectionFrame.maxX - insets.trailing, y: sectionFrame.maxY - insets.bottom)
            try store.append(edges: (low, high), kind: decoration.kind, section: section, item: index, zIndex: decoration.zIndex,
                             category: .decorationView, snapped: !relative)
        }
        store.spans.append(QuerySpan(bounds: sectionFrame, clipped: false, elements: first..<store.records.count, touching: true))
        return first..<store.records.count
    }
}
