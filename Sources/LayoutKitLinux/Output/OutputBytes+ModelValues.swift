import Foundation

/// The debug tokens of the model's values (`description` of dimensions, sizes, spacings, edge spacings and insets),
/// written as bytes. Each `description` is made by these, so the text is written in one place; `--format describe`
/// appends them to its buffer directly: made as interpolated `String`s, the values of a section's header were most of
/// the header's cost (Docs/Performance.md).
extension OutputBytes {
    /// `NSCollectionLayoutDimension.description`: `.containerWidthFactor(0.5)`, `.absolute(44)`, ...
    mutating func append(dimension: NSCollectionLayoutDimension) {
        switch dimension.kind {
        case .fractionalWidth: append(".containerWidthFactor(")
        case .fractionalHeight: append(".containerHeightFactor(")
        case .absolute: append(".absolute(")
        case .estimated: append(".estimated(")
        case .uniformAcrossSiblings: append(".uniformAcrossSiblings(estimate: ")
        }
        append(points: dimension.dimension)
        append(ascii: UInt8(ascii: ")"))
    }

    /// `NSCollectionLayoutSize.description`: `{width, height}`.
    mutating func append(size: NSCollectionLayoutSize) {
        append(ascii: UInt8(ascii: "{"))
        append(dimension: size.widthDimension)
        append(", ")
        append(dimension: size.heightDimension)
        append(ascii: UInt8(ascii: "}"))
    }

    /// `NSCollectionLayoutSpacing.description`: `.fixed(8)` or `.flexible(0)`.
    mutating func append(spacing: NSCollectionLayoutSpacing) {
        append(spacing.isFlexibleSpacing ? ".flexible(" : ".fixed(")
        append(points: spacing.spacing)
        append(ascii: UInt8(ascii: ")"))
    }

    /// `NSCollectionLayoutEdgeSpacing.description`: `<leading=...; top=...; trailing=...; bottom=...>`, `(null)` for a
    /// side without spacing.
    mutating func append(edgeSpacing: NSCollectionLayoutEdgeSpacing) {
        append("<leading=")
        append(side: edgeSpacing.leading)
        append("; top=")
        append(side: edgeSpacing.top)
        append("; trailing=")
        append(side: edgeSpacing.trailing)
        append("; bottom=")
        append(side: edgeSpacing.bottom)
        append(ascii: UInt8(ascii: ">"))
    }

    private mutating func append(side: NSCollectionLayoutSpacing?) {
        if let side { append(spacing: side) } else { append("(null)") }
    }

    /// `NSDirectionalEdgeInsets.description`: `{top, leading, bottom, trailing}`.
    mutating func append(insets: NSDirectionalEdgeInsets) {
        append(ascii: UInt8(ascii: "{"))
        append(points: insets.top)
        append(", ")
        append(points: insets.leading)
        append(", ")
        append(points: insets.bottom)
        append(", ")
        append(points: insets.trailing)
        append(ascii: UInt8(ascii: "}"))
    }

    /// `self.description` of a model value written by `write`.
    static func text(_ write: (inout OutputBytes) -> Void) -> String {
        var text = OutputBytes()
        write(&text)
        return text.text
    }
}
