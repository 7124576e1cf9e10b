import Foundation

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
