import Foundation

/// A cell's effective content insets: none on an axis whose dimension is estimated ([HDR]).
struct CellInsets: Sendable, Equatable {
    let leading: CGFloat
    let trailing: CGFloat
    let top: CGFloat
    let bottom: CGFloat

    init(_ item: ItemDescription) {
        (leading, trailing) = item.effectiveInsets(along: .horizontal)
        (top, bottom) = item.effectiveInsets(along: .vertical)
    }

    /// The cell's frame in its box: contentInsets are the last-stage subtraction (WWDC19 215); an inset larger than
    /// the box leaves a frame of the difference, taken positive (charon facts; Docs/Solver.md, step 3c).
    func frame(box: CGRect) -> CGRect {
        CGRect(x: box.origin.x + leading, y: box.origin.y + top,
               width: abs(box.size.width - leading - trailing), height: abs(box.size.height - top - bottom))
    }
}
