import Foundation

/// Boundary items with `pinToVisibleBounds` (Docs/Solver.md, step 4, "Pinning"), applied after every section is
/// placed, against the visible bounds `LayoutContext.contentOffset` … `+ containerSize` along the scroll axis.
///
/// * A start-side (or side-aligned) item stays at the visible start while its section is in view, but never
///   below its natural place and never past its section's inset content end less its length — a header stops at
///   the top of its footer [CHARON case 142: at offset 100 header 0 is at 118 − 30 = 88; case 141: at offset 130
///   section 1's header is at 130; case 143 sideways: at x 120].
/// * An end-side item stays at the visible end, `min(natural, visibleEnd − length)`, never before its section's
///   content start [CHARON case 142: footer 1 at 200 − 20 = 180; footer 0 stays at its natural 118].
/// * While it is in the visible bounds its zIndex is 1,000,000,000 + zIndex [CHARON cases 141-143: z1000000001].
/// * The visible bounds are taken as given: `contentOffset` is their origin (UIKit subtracts
///   `adjustedContentInset`; pass the offset of the visible area's start).
struct PinnedItem {
    /// The element's local index in the `ElementStore`.
    var element: Int
    var side: AxisSide
    var box: SectionBox
    var zIndex: Int
}

enum Pinning {
    static let zIndexBase = 1_000_000_000

    /// Where a pinned item of `length` whose natural position is `natural` stands, unrounded, for the visible bounds
    /// `visibleStart … visibleEnd` along the scroll axis (the rules above).
    static func position(natural: CGFloat, length: CGFloat, side: AxisSide, box: SectionBox, visibleStart: CGFloat, visibleEnd: CGFloat) -> CGFloat {
        switch side {
        case .start, .middle: return max(natural, min(visibleStart, box.innerEnd - length))
        case .end: return min(natural, max(visibleEnd - length, box.contentEdgeStart))
        }
    }

    /// Its zIndex: lifted above everything while it is in the visible bounds.
    static func zIndex(of item: PinnedItem, frame: CGRect, main: Axis, visibleStart: CGFloat, visibleEnd: CGFloat) -> Int {
        let visible = frame.maxAlong(main) > visibleStart && frame.minAlong(main) < visibleEnd
        return visible ? ZIndex.adding(zIndexBase, to: item.zIndex) : item.zIndex
    }
}
