import Foundation

/// The measure pass (Docs/Solver.md, "Self-sizing"): asks `LayoutContext.sizing` for the preferred size of a cell that has
/// an estimated dimension, once per cell, with UIKit's proposed size: the slot's length on the non-estimated axes
/// and the estimate on the estimated ones. Only the estimated axes of the answer are used
/// ([CHARON facts]: "takes the cell's preferred size on that axis only").
///
/// A supplementary is measured the same way (`SupplementarySizer`): `category` and `elementKind` say which element is asked.
/// A cell's question is asked by the frame store (`CellQuestions`), which makes one request per section and rewrites it.
enum MeasurePass {
    /// The measured box of cell `item` of `section`: `box` with its estimated axes replaced by `answer`, the sizer's
    /// answer to "how big is this cell in its frame's size" (content insets are ignored on estimated axes, so the answer
    /// is the box's length there). The frame store asks the question (`CellQuestions`: one request rewritten in place).
    static func cell(_ item: Int, section: Int, answer: CGSize, box: CGSize, axes: UIAxis) throws -> CGSize {
        try merge(answer, into: box, axes: axes) { "section \(section) > item \(item)" }
    }

    /// The measured box of any element (a supplementary): the same question, in a request made for it.
    static func element(_ indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?, box: CGSize,
                        proposed: CGSize, axes: UIAxis, sizing: (SizingRequest) -> CGSize) throws -> CGSize {
        let answer = sizing(SizingRequest(indexPath: indexPath, category: category, elementKind: kind,
                                          proposedSize: proposed, estimatedAxes: axes))
        return try Self.merge(answer, into: box, axes: axes) {
            let name = category == .cell ? "item \(indexPath.item)" : "\(kind ?? "") \(indexPath.item)"
            return "section \(indexPath.section) > \(name)"
        }
    }

    /// `proposed` with the estimated axes taken from `answer`. A length that is not finite or is negative is not
    /// a size: it throws rather than placing a cell at infinity. `path` is made only then.
    static func merge(_ answer: CGSize, into proposed: CGSize, axes: UIAxis, path: () -> String) throws -> CGSize {
        var size = proposed
        if axes.contains(.horizontal) { size.width = try valid(answer.width, answer, path) }
        if axes.contains(.vertical) { size.height = try valid(answer.height, answer, path) }
        return size
    }

    private static func valid(_ length: CGFloat, _ answer: CGSize, _ path: () -> String) throws -> CGFloat {
        // Finite, 0 or more and within the length limit (LayoutLimits), in two comparisons (both false for NaN).
        guard length >= 0, length <= LayoutLimits.maximumLength else {
            throw LayoutError(path: path(), message: "the sizing function answered \(describe(answer)); a measured "
                + "length must be finite, 0 or more and at most \(formatPoints(LayoutLimits.maximumLength)) points")
        }
        return length
    }
}

extension Axis {
    var uiAxis: UIAxis { self == .horizontal ? .horizontal : .vertical }
}
