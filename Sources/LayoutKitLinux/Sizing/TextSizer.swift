import Foundation

/// Not a UIKit name. A deterministic stand-in for a self-sizing label, for tests and the CLI: text wraps at word
/// boundaries in the proposed width, every glyph `glyphAdvance` wide, every line `lineHeight` tall.
///
/// Rules (Docs/Model.md, "Sizers"):
/// * The text wraps in the proposed width less `insets.leading + insets.trailing`; a line holds
///   `max(1, ⌊width / glyphAdvance⌋)` glyphs (a glyph is a `Character`). Words are separated by spaces; a word is
///   put on the current line if it fits after one space, else it starts a new line; a word longer than a line
///   breaks across lines.
/// * `"\n"` ends a paragraph; every paragraph takes at least one line, an empty one included.
/// * Text that is empty (or only whitespace) has **no** lines: the height is just the insets, as an empty
///   `UILabel` has no intrinsic height.
/// * On an estimated width the text does not wrap (the width is free, as UIKit fits the estimated axes freely,
///   Docs/Solver.md, "Self-sizing"): the width is the longest paragraph's glyphs × `glyphAdvance` plus the insets.
/// * The height is `lines × lineHeight + insets.top + insets.bottom`.
public struct TextSizer: Equatable, Sendable {
    public var lineHeight: CGFloat
    public var glyphAdvance: CGFloat
    /// Room around the text inside the cell.
    public var insets: NSDirectionalEdgeInsets

    public init(lineHeight: CGFloat, glyphAdvance: CGFloat, insets: NSDirectionalEdgeInsets = .zero) {
        self.lineHeight = lineHeight
        self.glyphAdvance = glyphAdvance
        self.insets = insets
    }

    /// How many lines `text` takes when wrapped at `width` points (insets not subtracted).
    public func lineCount(_ text: String, width: CGFloat) -> Int {
        guard text.contains(where: { !$0.isWhitespace }) else { return 0 }
        let perLine = glyphsPerLine(width)
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += Self.lines(paragraph, perLine: perLine)
        }
        return lines
    }

    /// The text's size in `proposed`: wrapped at the proposed width, or unwrapped when the width is estimated.
    public func size(of text: String, proposed: CGSize, estimatedAxes: UIAxis = .vertical) -> CGSize {
        let horizontalInsets = insets.leading + insets.trailing
        let verticalInsets = insets.top + insets.bottom
        if estimatedAxes.contains(.horizontal) {
            let paragraphs = text.contains(where: { !$0.isWhitespace }) ? text.split(separator: "\n", omittingEmptySubsequences: false) : []
            let longest = paragraphs.map { $0.count }.max() ?? 0
            let advance = glyphAdvance.isFinite && glyphAdvance > 0 ? glyphAdvance : 0
            return CGSize(width: CGFloat(longest) * advance + horizontalInsets,
                          height: CGFloat(paragraphs.count) * lineHeight + verticalInsets)
        }
        let lines = lineCount(text, width: proposed.width - horizontalInsets)
        return CGSize(width: proposed.width, height: CGFloat(lines) * lineHeight + verticalInsets)
    }

    /// A `LayoutContext.sizing` function: each cell's text comes from `texts`; a cell without a text keeps its
    /// estimate (it answers the proposed size), as a cell that cannot size itself does (Docs/Solver.md, "Self-sizing").
    public func sizing(texts: [IndexPath: String]) -> (SizingRequest) -> CGSize {
        let sizer = self
        return { request in
            guard let text = texts[request.indexPath] else { return request.proposedSize }
            return sizer.size(of: text, proposed: request.proposedSize, estimatedAxes: request.estimatedAxes)
        }
    }

    private func glyphsPerLine(_ width: CGFloat) -> Int {
        guard glyphAdvance.isFinite, glyphAdvance > 0 else { return Int.max }
        let glyphs = (width / glyphAdvance + PixelGrid.hair).rounded(.down)
        guard glyphs.isFinite else { return glyphs > 0 ? Int.max : 1 }
        // Clamped before converting: Int(_:) of a huge value traps.
        return glyphs >= 1 ? Int(min(glyphs, 1e15)) : 1
    }

    private static func lines(_ paragraph: Substring, perLine: Int) -> Int {
        var lines = 1
        var used = 0   // glyphs on the current line
        for word in paragraph.split(separator: " ") {
            var length = word.count
            if used > 0 {
                if length <= perLine - used - 1 { used += 1 + length; continue }
                lines += 1
                used = 0
            }
            // A word longer than a line breaks across lines: full lines, then the rest starts the current one.
            let fullLines = (length - 1) / perLine
            lines += fullLines
            length -= fullLines * perLine
            used = length
        }
        return lines
    }
}

/// Not a UIKit name. A `LayoutContext.sizing` function fed from a table of measured sizes, as a layout file gives
/// them to `layout-dump`: a cell in the table answers its size (only its estimated axes are used, Docs/Solver.md, "Self-sizing"); a cell not
/// in it keeps its estimate.
public struct MeasuredSizes: Sendable {
    public var sizes: [IndexPath: CGSize]

    public init(_ sizes: [IndexPath: CGSize]) {
        self.sizes = sizes
    }

    public var sizing: (SizingRequest) -> CGSize {
        let sizes = self.sizes
        return { request in sizes[request.indexPath] ?? request.proposedSize }
    }
}
