import Foundation

extension LayoutDescription {
    /// Whether every element of a section follows from the section alone, wherever the section starts along the
    /// scroll axis, so that the frame store can keep it relative to the section's start (SectionOrigins.swift) and a
    /// change in one section's length moves the later ones without placing them again (Docs/Solver.md,
    /// "Incremental re-layout").
    ///
    /// Not so, and every position is kept absolute as the solve reaches it, when something depends on where a
    /// section is: visible-items invalidation handlers (given the visible bounds), and sections whose badges are
    /// written (`ItemSupplementaries.followTheirAnchors` does not hold: they are placed from their cells' written
    /// frames; Docs/Performance.md, "What is left").
    /// The scrolled-through scope is an input of each section, not an exception: the limit where measuring stops is
    /// given to a section relative to its start (`SectionRunBuilder.measureLimit`), and a section that moves is
    /// placed again when its limit crosses a group (`LayoutSolver.placeAgain`).
    /// Pinned boundary items are pinned as they are read (`FrameStore.resolved`): a section's in its box moved to the
    /// section's start, the layout's own in the layout's box, which an update places again at the new end. Badges that
    /// follow their anchors are made on demand with their cells, from the section's start. An orthogonal row moves
    /// whole: it runs across the scroll axis, and where it sits along it is where its section starts
    /// (`SectionRun.placedAcross`); its scroll and record are along the row.
    var sectionsMoveWhole: Bool {
        guard handlers.isEmpty else { return false }
        return sections.allSatisfy { section in
            guard let section else { return true }
            return !section.hasItemSupplementaries || ItemSupplementaries.followTheirAnchors(in: section)
        }
    }
}
