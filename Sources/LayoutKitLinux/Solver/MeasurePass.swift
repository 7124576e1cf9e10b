import Foundation

/// The measure pass (uikit-semantics §7): asks `LayoutContext.sizing` for the preferred size of a cell that has
/// an estimated dimension, once per cell, with UIKit's proposed size: the slot's length on the non-estimated axes
/// and the estimate on the estimated ones. Only the estimated axes of the answer are used
/// ([CHARON facts]: "takes the cell's preferred size on that axis only").
///
/// A supplementary is measured the same way (`SupplementarySizer`): `category` and `elementKind` say which element is asked.
struct MeasurePass {
    let sizing: (SizingRequest) -> CGSize
    let section: Int
    /// `[section]`, made once: each cell's index path appends its item to it (`IndexPath(item:section:)`'s
    /// construction, without making the section's part again for every cell).
    private let sectionPath: IndexPath

    init(sizing: @escaping (SizingRequest) -> CGSize, section: Int) {
        self.sizing = sizing
        self.section = section
        sectionPath = IndexPath(index: section)
    }

    /// The measured box of cell `item`: `box` with its estimated axes replaced by the answer to "how big is this
    /// cell in `proposed`" (its frame's size; content insets are ignored on estimated axes, so the answer is the
    /// box's length there).
    func cell(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis) throws -> CGSize {
        try element(sectionPath.appending(item), category: .cell, kind: nil, box: box, proposed: proposed, axes: axes)
    }

    func element(_ indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?, box: CGSize,
                 proposed: CGSize, axes: UIAxis) throws -> CGSize {
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
        guard length.isFinite, length >= 0 else {
            throw LayoutError(path: path(), message: "the sizing function answered \(describe(answer)); a measured "
                + "length must be finite and 0 or more")
        }
        return length
    }
}

/// The answers of a solve's measure pass: each measured cell is asked once. In the scrolled-through scope, once
/// `measuring` is off, every later cell keeps its estimate (§7 [CHARON sized 14-18]).
struct SizerAnswers: CellAnswers {
    let pass: MeasurePass
    var measuring = true

    func box(_ item: Int, box: CGSize, proposed: CGSize, axes: UIAxis, kept: CGSize) throws -> CGSize {
        measuring ? try pass.cell(item, box: box, proposed: proposed, axes: axes) : box
    }
}

extension Axis {
    var uiAxis: UIAxis { self == .horizontal ? .horizontal : .vertical }
}
