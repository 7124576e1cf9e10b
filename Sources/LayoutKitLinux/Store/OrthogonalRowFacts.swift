import Foundation

/// What an orthogonal row shows the rest of the layout that does not depend on where it sits along the scroll axis
/// (Docs/Solver.md, step 3d′): its record (groups' starts and lengths along the row, scroll range, resting offset) and
/// how far its scrolled groups reach along the row. A class: the rows of one shape share one (`PageMemo.row`).
final class OrthogonalRowFacts {
    let record: OrthogonalRecord
    /// The least and greatest edges of the groups' scrolled frames along the row, left to right.
    let reachAlong: (low: CGFloat, high: CGFloat)

    /// The row's values besides its groups (`rowStart`: the reference inset plus the section's leading inset).
    struct Setting {
        let axis: Axis
        let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        let rowStart: CGFloat
        let trailingInset: CGFloat
        let trailingReference: CGFloat
        let viewLength: CGFloat
        let pageLength: CGFloat
        let proposedOffset: CGFloat

        /// The setting and the row's `container` (whose length along the row is the view's) as the memo's inputs.
        func inputs(_ container: CGSize) -> PageMemo.Inputs {
            PageMemo.Inputs(a: UInt64(container.width.bitPattern), b: UInt64(container.height.bitPattern),
                            c: UInt64(axis == .horizontal ? 0 : 1) << 8 | UInt64(behavior.rawValue), d: UInt64(rowStart.bitPattern),
                            e: UInt64(trailingInset.bitPattern), f: UInt64(trailingReference.bitPattern),
                            g: UInt64(pageLength.bitPattern), h: UInt64(proposedOffset.bitPattern))
        }
    }

    /// `groups`: their unscrolled frames, left to right; `end`: where the last one's edge spacing ends (`SectionRun.end`).
    init<Groups: Collection<CGRect>>(groups: Groups, end: CGFloat, setting: Setting, grid: PixelGrid) {
        let axis = setting.axis
        // The row counts its trailing insets: 4 + 8·100 + 7·8 + 6 = 866 in a 320 view scrolls to 546 (Docs/Solver.md, step 3d′).
        let rowEnd = end + setting.trailingInset + setting.trailingReference
        var record = OrthogonalRecord(
            behavior: setting.behavior, axis: axis,
            groupStarts: groups.map { $0.minAlong(axis) }, groupLengths: groups.map { $0.size[axis] },
            rowStart: setting.rowStart, pageLength: setting.pageLength,
            maximumOffset: max(0, rowEnd - setting.viewLength), appliedOffset: 0)
        record.appliedOffset = record.restingOffset(for: setting.proposedOffset)
        self.record = record
        // The union along the row of the scrolled frames, from each origin and size (a group's lengths are never negative).
        let finish = Finish(grid: grid, scroll: OrthogonalScroll.Shift(axis: axis, offset: record.appliedOffset))
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for group in groups {
            let bounds = finish.scrolled(group)
            low = min(low, bounds.origin[axis])
            high = max(high, bounds.origin[axis] + bounds.size[axis])
        }
        reachAlong = (low, high)
    }
}
