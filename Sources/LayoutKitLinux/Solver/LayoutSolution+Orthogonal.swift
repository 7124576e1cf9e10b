import Foundation

extension LayoutSolution {
    /// The offset an orthogonal section was solved at, `LayoutContext.orthogonalOffsets[section]` brought to rest; nil
    /// when the section does not scroll orthogonally. Not a UIKit name (Docs/Model.md).
    public func orthogonalOffset(inSection section: Int) -> CGPoint? {
        guard store.sections.indices.contains(section), let record = store.sections[section].orthogonal else { return nil }
        return CGPoint(main: record.appliedOffset, cross: 0, along: record.axis)
    }

    /// Where an orthogonal section's scroll view comes to rest for a proposed offset (its component along the row), per
    /// its `orthogonalScrollingBehavior`, as measured on the host (Docs/Solver.md, step 3d′). nil when the section does
    /// not scroll orthogonally. Not a UIKit name (Docs/Model.md).
    public func orthogonalRestingOffset(forProposedOffset proposed: CGPoint, inSection section: Int) -> CGPoint? {
        guard store.sections.indices.contains(section), let record = store.sections[section].orthogonal,
              proposed.x.isFinite, proposed.y.isFinite else { return nil }
        return CGPoint(main: record.restingOffset(for: proposed[record.axis]), cross: 0, along: record.axis)
    }

    /// The range an orthogonal section's offset can take along its row (Docs/Solver.md, step 3d′); nil when the section
    /// does not scroll orthogonally. Not a UIKit name (Docs/Model.md).
    public func orthogonalScrollRange(inSection section: Int) -> ClosedRange<CGFloat>? {
        guard store.sections.indices.contains(section), let record = store.sections[section].orthogonal else { return nil }
        return record.range
    }
}
