import Foundation

// Self-sizing in a layout document (Docs/Schema.md, "Measured cells"): a section may give its cells' measured
// sizes (`"sizes"`) or texts (`"texts"`, sized by the library's `TextSizer` with the section's `"textStyle"`),
// standing in for the cells' preferred sizes. `makeContext()` turns them into `LayoutContext.sizing`.

extension LayoutDocument {
    /// One cell's measured size; a missing length keeps the proposed one (only estimated axes are read anyway).
    public struct CellSize: Equatable, Sendable {
        public var width: CGFloat?
        public var height: CGFloat?

        public init(width: CGFloat? = nil, height: CGFloat? = nil) {
            self.width = width
            self.height = height
        }
    }

    /// The metrics of a section's texts: the library's `TextSizer` itself, so a document's style and the sizer
    /// that measures its texts are one value. The document's default: 20-pt lines, 10-pt glyphs, no insets.
    public typealias TextStyle = TextSizer

    /// A section's measured cells: entry *i* is item *i*'s (nil: it keeps its estimate). A size wins over a text.
    public struct CellSizing: Equatable, Sendable {
        public var sizes: [CellSize?]
        public var texts: [String?]
        public var textStyle: TextStyle

        public init(sizes: [CellSize?] = [], texts: [String?] = [],
                    textStyle: TextStyle = TextStyle(lineHeight: 20, glyphAdvance: 10)) {
            self.sizes = sizes
            self.texts = texts
            self.textStyle = textStyle
        }

        /// The cell's answer to a sizing request, or nil when the document gives none for it.
        func answer(_ request: SizingRequest) -> CGSize? {
            let item = request.indexPath.item
            if sizes.indices.contains(item), let size = sizes[item] {
                return CGSize(width: size.width ?? request.proposedSize.width, height: size.height ?? request.proposedSize.height)
            }
            if texts.indices.contains(item), let text = texts[item] {
                return textStyle.size(of: text, proposed: request.proposedSize, estimatedAxes: request.estimatedAxes)
            }
            return nil
        }
    }

    /// The sizing function the sections' measured cells describe; nil when no section has any.
    public func makeSizing() -> ((SizingRequest) -> CGSize)? {
        let tables = sections.map(\.cellSizing)
        guard tables.contains(where: { $0 != nil }) else { return nil }
        return { request in
            guard request.category == .cell, tables.indices.contains(request.indexPath.section),
                  let table = tables[request.indexPath.section], let answer = table.answer(request) else {
                return request.proposedSize
            }
            return answer
        }
    }
}
