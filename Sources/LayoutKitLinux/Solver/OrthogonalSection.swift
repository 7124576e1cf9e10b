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
    var groupStarts: [CGFloat]
    var groupLengths: [CGFloat]
    /// Where the row's content starts: the reference inset plus the section's leading inset.
    var rowStart: CGFloat
    /// The viewport less the reference and section insets along the axis: `.paging`'s page (CHARON: 310 =
    /// 320 − 4 − 6, not the bounds [HDR] names; Docs/Differences.md) and the room `.groupPagingCentered` centres in.
    var pageLength: CGFloat
    /// The largest offset of the plain scroll range: the row (its insets included) less the viewport, ≥ 0.
    var maximumOffset: CGFloat
    /// The offset the section's frames were solved at.
    var appliedOffset: CGFloat

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

/// Steps 3b-3d for a section with `orthogonalScrollingBehavior != .none` (Docs/Solver.md, step 3d′).
///
/// The groups run in **one row along the orthogonal axis**, sized as in a layout scrolling that way: the group
/// container is the whole view along the row and the view less the section's scroll-axis insets across it
/// [CHARON orthogonal: `FW(0.8)` → 256 = 0.8 × 320; `FH(0.25)` → 118 = 0.25 × (480 − 3 − 5)]. The same
/// `SectionRunBuilder` lays them out with the row's axis as its main axis. The section is as long as the row's
/// longest group plus its insets (and its boundary items, which do not scroll).
struct OrthogonalRun {
    let grid: PixelGrid
    /// The layout's scroll axis.
    let main: Axis
    let view: CGSize
    let reference: NSDirectionalEdgeInsets
    /// Self-sizing (Docs/Solver.md, "Self-sizing"): the row's cells are measured as any section's are.
    var sizing: ((SizingRequest) -> CGSize)? = nil

    struct Result {
        var run: SectionRunBuilder.Result
        var record: OrthogonalRecord
        /// The top-level group's container.
        var container: CGSize
    }

    func place(section: SectionDescription, sectionIndex: Int, count: Int, contentStart: CGFloat, proposedOffset: CGFloat, storage: StoragePolicy,
               into elements: inout [ElementRecord], spans: inout [QuerySpan]) throws -> Result {
        let axis = main.other
        let insets = section.contentInsets
        let container = CGSize(main: view[axis], cross: max(0, view[main] - insets.total(main)), along: axis)
        let rowStart = reference.leading(axis) + insets.leading(axis)
        let firstSpan = spans.count
        var group = SectionRunBuilder(grid: grid, main: axis, section: section, sectionIndex: sectionIndex, count: count,
                             container: container, crossStart: contentStart, contentStart: rowStart)
        group.sizing = sizing
        let run = try group.place(into: &elements, spans: &spans, storage: storage)
        let groups = spans[firstSpan...]
        // The row counts its trailing insets: 4 + 8·100 + 7·8 + 6 = 866 in a 320 view scrolls to 546 (Docs/Solver.md, step 3d′).
        let rowEnd = run.end + insets.trailing(axis) + reference.trailing(axis)
        var record = OrthogonalRecord(
            behavior: section.orthogonalScrollingBehavior, axis: axis,
            groupStarts: groups.map { $0.bounds.minAlong(axis) }, groupLengths: groups.map { $0.bounds.size[axis] },
            rowStart: rowStart, pageLength: max(0, view[axis] - reference.total(axis) - insets.total(axis)),
            maximumOffset: max(0, rowEnd - view[axis]), appliedOffset: 0)
        record.appliedOffset = record.restingOffset(for: proposedOffset)
        return Result(run: run, record: record, container: container)
    }
}

/// One call of a section's `visibleItemsInvalidationHandler` (Docs/Solver.md, step 3d′).
///
/// An orthogonal section's handler sees its visible items in **unscrolled section coordinates** (section 1's
/// item 0 reports x = 4 at every offset), together with the applied offset; cells and item supplementaries count
/// as visible when they overlap the viewport `offset … offset + view` along the orthogonal axis, boundary items
/// (which do not scroll) when they overlap `0 … view` [CHARON orthogonal expectations]. A plain section's handler
/// sees the items that overlap the visible bounds (`contentOffset`, `containerSize`) and the content offset
/// (unverified: [CHARON] measured orthogonal sections only). Changes the handler makes to `alpha`,
/// `isHidden`, `zIndex`, `center` (and so `frame`) are kept [CHARON "modified" fixture]. Handlers run after the
/// whole layout is solved, pinning included, the last section first [CHARON facts], before the right-to-left
/// mirror: in right-to-left layouts they see the left-to-right frames.
struct InvalidationCall {
    var section: Int
    var handler: InvalidationHandlerBox
    var record: OrthogonalRecord?
    /// Global element indices, once the solution is assembled.
    var scrolling: [Int]
    var fixed: [Int]
    var environment: NSCollectionLayoutEnvironment

    func run(elements: inout [ElementRecord], kinds: [String?], appearances: inout [Int: ElementAppearance], visible bounds: CGRect) {
        var visible: [(index: Int, scrolls: Bool, attributes: UICollectionViewLayoutAttributes)] = []
        let offsetPoint: CGPoint
        if let record {
            let axis = record.axis, offset = record.appliedOffset, viewport = bounds.size[axis]
            offsetPoint = CGPoint(main: offset, cross: 0, along: axis)
            for (indices, scrolls) in [(scrolling, true), (fixed, false)] {
                for index in indices {
                    var frame = elements[index].frame
                    if scrolls { frame.origin[axis] += offset }
                    let low = scrolls ? offset : 0
                    guard frame.maxAlong(axis) > low, frame.minAlong(axis) < low + viewport else { continue }
                    visible.append((index, scrolls, attributes(of: index, frame: frame, elements: elements, kinds: kinds, appearances: appearances)))
                }
            }
        } else {
            offsetPoint = bounds.origin
            for index in scrolling + fixed where Geometry.overlaps(elements[index].frame, bounds) {
                visible.append((index, false, attributes(of: index, frame: elements[index].frame, elements: elements, kinds: kinds,
                                                         appearances: appearances)))
            }
        }
        handler.handler(visible.map { $0.attributes }, offsetPoint, environment)
        for (index, scrolls, attributes) in visible {
            var frame = attributes.frame
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            if scrolls, let record { frame.origin[record.axis] -= record.appliedOffset }
            elements[index].frame = frame
            elements[index].zIndex = ZIndex.stored(attributes.zIndex)
            // A transform or alpha that is not finite is dropped, as a non-finite frame is: a solution's values are finite.
            appearances[index] = ElementAppearance(of: attributes).flatMap { $0.transform.isFinite && $0.alpha.isFinite ? $0 : nil }
        }
    }

    private func attributes(of index: Int, frame: CGRect, elements: [ElementRecord], kinds: [String?],
                            appearances: [Int: ElementAppearance]) -> UICollectionViewLayoutAttributes {
        let attributes = FrameStore.attributes(for: elements[index], kinds: kinds)
        attributes.frame = frame
        appearances[index]?.apply(to: attributes)
        return attributes
    }
}

extension LayoutSolution {
    /// The offset an orthogonal section was solved at: `LayoutContext.orthogonalOffsets[section]` brought to rest
    /// the way the section's behaviour rests (see `orthogonalRestingOffset(forProposedOffset:inSection:)`).
    /// nil when the section does not scroll orthogonally. Not a UIKit name (Docs/Model.md).
    public func orthogonalOffset(inSection section: Int) -> CGPoint? {
        guard sections.indices.contains(section), let record = sections[section].orthogonal else { return nil }
        return CGPoint(main: record.appliedOffset, cross: 0, along: record.axis)
    }

    /// Where an orthogonal section's scroll view comes to rest for a proposed offset, per its
    /// `orthogonalScrollingBehavior`, as measured on the host (Docs/Solver.md, step 3d′): `.continuous` clamps into the
    /// scroll range; `.continuousGroupLeadingBoundary` and `.groupPaging` snap to the nearest group leading edge or
    /// the range's end; `.paging` to the nearest page (the viewport less the section's insets) or the end;
    /// `.groupPagingCentered` to the nearest offset that centres a group. Only the component along the section's
    /// orthogonal axis is used. nil when the section does not scroll orthogonally. Not a UIKit name (Docs/Model.md).
    public func orthogonalRestingOffset(forProposedOffset proposed: CGPoint, inSection section: Int) -> CGPoint? {
        guard sections.indices.contains(section), let record = sections[section].orthogonal,
              proposed.x.isFinite, proposed.y.isFinite else { return nil }
        return CGPoint(main: record.restingOffset(for: proposed[record.axis]), cross: 0, along: record.axis)
    }

    /// The range an orthogonal section's offset can take along its orthogonal axis: 0 … (row − viewport), widened
    /// for `.groupPagingCentered` to its centred offsets. nil when the section does not scroll orthogonally.
    /// Not a UIKit name (Docs/Model.md).
    public func orthogonalScrollRange(inSection section: Int) -> ClosedRange<CGFloat>? {
        guard sections.indices.contains(section), let record = sections[section].orthogonal else { return nil }
        return record.range
    }
}
