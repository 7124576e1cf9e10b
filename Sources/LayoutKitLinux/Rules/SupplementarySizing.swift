import Foundation

/// Self-sizing of supplementaries (Docs/Solver.md, "Self-sizing"): a boundary item or badge with an estimated dimension is
/// measured like a cell — `LayoutContext.sizing` is asked "how big is this supplementary in `proposedSize`", the
/// proposed size being its resolved size (the estimate on its estimated axes), and only the estimated axes of the
/// answer are used [CHARON sized case 11: estimated header and footer measured at 28 and 68].
/// Every estimated supplementary is measured once per solve, through the measure pass (`MeasurePass.element`);
/// without a sizing function the estimate stands.
struct SupplementarySizer {
    let sizing: ((SizingRequest) -> CGSize)?

    /// Whether a supplementary of `size` is measured: there is a sizer and an axis of it is estimated.
    func measures(_ size: SizeDescription) -> Bool { sizing != nil && !axes(of: size).isEmpty }

    private func axes(of size: SizeDescription) -> UIAxis {
        var axes: UIAxis = []
        if size.width.isEstimated { axes.insert(.horizontal) }
        if size.height.isEstimated { axes.insert(.vertical) }
        return axes
    }

    /// `indexPath` is made only when the sizer is asked.
    func measure(_ resolved: CGSize, size: SizeDescription, kind: String, indexPath: @autoclosure () -> IndexPath) throws -> CGSize {
        guard let sizing else { return resolved }
        let axes = axes(of: size)
        guard !axes.isEmpty else { return resolved }
        return try MeasurePass.element(indexPath(), category: .supplementaryView, kind: kind, box: resolved, proposed: resolved,
                                       axes: axes, sizing: sizing)
    }
}
