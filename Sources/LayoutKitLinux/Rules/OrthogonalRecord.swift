import Foundation

/// What a solved orthogonal section keeps: its row of groups along the orthogonal axis, its scroll range and
/// the offset its frames were solved at (Docs/Solver.md, step 3d′).
///
/// All positions are along the **orthogonal axis** (the layout's cross axis: x in a vertical layout), measured
/// left-to-right before the right-to-left mirror. An offset is how far the row has scrolled from its leading
/// end. Right-to-left layouts are solved left-to-right and mirrored, so there the offset also counts from the
/// leading (right) end: as it grows the row moves toward its leading edge and later groups come in from the
/// trailing (left) side — the mirror image of the left-to-right row. (UIKit's own RTL offsets are unpublished.)
struct OrthogonalRecord: Equatable, Sendable {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The orthogonal axis.
    var axis: Axis
    /// Each group instance's leading edge and length along the axis, in unscrolled coordinates.
    var groupStarts: [CGFloat] { groups.starts }
    var groupLengths: [CGFloat] { groups.lengths }
    /// Both, held in one immutable box: a record is copied with its section's record a few times a solve, and the rows
    /// of one shape share one (PageMemo.swift); one reference is one retain a copy, not one for each array.
    private let groups: Groups
    /// Where the row's content starts: the reference inset plus the section's leading inset.
    var rowStart: CGFloat
    /// The viewport less the reference and section insets along the axis: `.paging`'s page (CHARON: 310 =
    /// 320 − 4 − 6, not the bounds [HDR] names; Docs/Differences.md) and the room `.groupPagingCentered` centres in.
    var pageLength: CGFloat
    /// The largest offset of the plain scroll range: the row (its insets included) less the viewport, ≥ 0.
    var maximumOffset: CGFloat
    /// The offset the section's frames were solved at.
    var appliedOffset: CGFloat

    private final class Groups: Sendable {
        let starts: [CGFloat]
        let lengths: [CGFloat]

        init(starts: [CGFloat], lengths: [CGFloat]) {
            self.starts = starts
            self.lengths = lengths
        }
    }

    init(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, axis: Axis, groupStarts: [CGFloat], groupLengths: [CGFloat],
         rowStart: CGFloat, pageLength: CGFloat, maximumOffset: CGFloat, appliedOffset: CGFloat) {
        self.behavior = behavior
        self.axis = axis
        groups = Groups(starts: groupStarts, lengths: groupLengths)
        self.rowStart = rowStart
        self.pageLength = pageLength
        self.maximumOffset = maximumOffset
        self.appliedOffset = appliedOffset
    }

    static func == (a: OrthogonalRecord, b: OrthogonalRecord) -> Bool {
        a.behavior == b.behavior && a.axis == b.axis && a.rowStart == b.rowStart && a.pageLength == b.pageLength
            && a.maximumOffset == b.maximumOffset && a.appliedOffset == b.appliedOffset
            && (a.groups === b.groups || (a.groupStarts == b.groupStarts && a.groupLengths == b.groupLengths))
    }

    /// The scroll range: 0 … maximumOffset; `.groupPagingCentered` widens it to every centred resting offset
    /// (the host adds content insets, so negative offsets occur: Docs/Solver.md, step 3d′).
    var range: ClosedRange<CGFloat> {
        guard behavior == .groupPagingCentered else { return 0...maximumOffset }
        let centred = centredOffsets
        return min(0, centred.min() ?? 0)...max(maximumOffset, centred.max() ?? 0)
    }

    private var centredOffsets: [CGFloat] {
        zip(groupStarts, groupLengths).map { start, length in start - (rowStart + (pageLength - length) / 2) }
    }

    /// Where a programmatically set (or released) offset comes to rest, per behaviour, as measured on the host's
    /// orthogonal scroll view (Docs/Solver.md, step 3d′; charon `compositional-orthogonal-expectations.h`):
    /// * `.continuous`: clamped to 0 … maximumOffset (40 → 6 for a row 6 wider than the view).
    /// * `.continuousGroupLeadingBoundary`, `.groupPaging`, `.paging`: a proposal at or past the end rests at the end
    ///   (40 → 6, 700 → 546); any other at the nearest snap point, clamped into the range — a group leading edge
    ///   measured from the row start (130 → 108; 256-wide groups in a range 0…474: 400 → 528 → 474), or for
    ///   `.paging` a multiple of `pageLength` (200 → 310; range 0…474: 400 → 310, not the nearer end).
    /// * `.groupPagingCentered`: the nearest offset that centres a group in `pageLength` after the leading inset:
    ///   `groupStart − (rowStart + (pageLength − groupLength) / 2)` (0 → 3; 256-wide groups: −27, 237, 501).
    /// Ties go to the smaller offset.
    func restingOffset(for proposed: CGFloat) -> CGFloat {
        let clamped = min(max(proposed, 0), maximumOffset)
        let candidates: [CGFloat]
        switch behavior {
        case .none, .continuous:
            return clamped
        case .continuousGroupLeadingBoundary, .groupPaging, .paging:
            guard proposed < maximumOffset else { return maximumOffset }
            guard proposed > 0 else { return 0 }
            if behavior == .paging {
                guard pageLength > 0 else { return clamped }
                let page = (proposed / pageLength).rounded(.down)
                candidates = [page * pageLength, (page + 1) * pageLength]
            } else {
                candidates = groupStarts.map { $0 - rowStart }
            }
        case .groupPagingCentered:
            candidates = centredOffsets
        }
        guard var best = candidates.first else { return clamped }
        for candidate in candidates.dropFirst() {
            let distance = abs(candidate - proposed), bestDistance = abs(best - proposed)
            if distance < bestDistance || (distance == bestDistance && candidate < best) { best = candidate }
        }
        return behavior == .groupPagingCentered ? best : min(max(best, 0), maximumOffset)
    }
}
