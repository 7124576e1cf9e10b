import Foundation

/// A box drawing of a solved layout for a terminal (Docs/CLI.md, "ascii" format).
///
/// The content rectangle is scaled to `width` characters. Terminal cells are about twice as tall as they
/// are wide, so one row stands for twice the points of one column and shapes keep roughly their aspect.
/// Each category has its own box style, so headers, badges and backgrounds stand out from cells:
/// cells `+-|`, supplementary views (headers, footers, badges) `*=:` and decorations (backgrounds) `...`. When the
/// caller says which kinds are item or group supplementaries (`badgeKinds`; a layout document knows), those are
/// drawn `o~!`, apart from the boundary items (headers and footers).
/// Neighbours of one style that touch share an edge. A box with room inside is labelled: cells with their
/// index path `section.item`, supplementaries with a short kind and the path (`header 0.0`), decorations
/// with `decoration N` in their top-left corner. A legend follows when anything but cells is drawn. With
/// `color`, the styles are also coloured (ANSI escapes; the CLI asks for it only on a terminal without
/// `NO_COLOR`). Drawings taller than `maxRows` are cut after that many rows, with a note saying how much was left out;
/// elements wholly outside the content rectangle (an orthogonal row scrolled past the edge) are counted in a note.
///
/// ```
/// content 320 x 44 pt; 1 column = 8 pt, 1 row = 16 pt
/// +-------------------+-------------------+
/// |        0.0        |        0.1        |
/// |                   |                   |
/// +-------------------+-------------------+
/// ```
///
/// (two 160 x 44 cells at width 41; Tests/LayoutTests/Output/OutputFormatTests.swift.)
public enum ASCIIDiagram {
    public static let defaultWidth = 80
    public static let defaultMaxRows = 200
    /// Narrower diagrams cannot show anything useful.
    public static let minimumWidth = 10
    public static let maximumWidth = 10_000
    /// The most characters one drawing holds; taller drawings are cut as if `maxRows` were smaller.
    public static let maximumCells = 20_000_000

    /// The width to draw at when none is given: `$COLUMNS` when it is a sensible number (set by hand, it wins),
    /// else the terminal's width (`terminalColumns`, which the CLI asks the terminal for: shells do not export
    /// `COLUMNS`), else 80.
    public static func width(fromEnvironment environment: [String: String], terminalColumns: Int? = nil) -> Int {
        if let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces), let columns = Int(text),
           columns >= minimumWidth, columns <= maximumWidth {
            return columns
        }
        if let columns = terminalColumns, columns >= minimumWidth, columns <= maximumWidth {
            return columns
        }
        return defaultWidth
    }

    /// How many container lengths of a long layout are drawn by default (`window(contentSize:containerSize:...)`).
    public static let defaultScreens = 3

    /// The part of a layout to draw: `screens` container lengths along the scroll axis from `offset` (0 when nil),
    /// across the whole content, within the content. Nil when no offset is asked for and the content is no longer than
    /// that (the whole layout is drawn), so a million-item layout prints a few screens, not a million lines.
    public static func window(contentSize: CGSize, containerSize: CGSize, scrollDirection: UICollectionView.ScrollDirection,
                              offset: CGFloat? = nil, screens: Int = defaultScreens) -> CGRect? {
        let vertical = scrollDirection == .vertical
        let length = vertical ? contentSize.height : contentSize.width
        let span = (vertical ? containerSize.height : containerSize.width) * CGFloat(max(1, screens))
        guard span > 0, span.isFinite, length.isFinite, offset != nil || length > span else { return nil }
        let start = min(max(0, offset ?? 0), max(0, length - span))
        let end = min(length, start + span)
        return vertical ? CGRect(x: 0, y: start, width: contentSize.width, height: end - start)
                        : CGRect(x: start, y: 0, width: end - start, height: contentSize.height)
    }

    /// The drawing of `solution`, ending in a newline. `width` counts characters per line (at least 10);
    /// `maxRows` is the most rows of drawing shown (at least 1). With `window` (content coordinates), only that part
    /// is drawn, scaled to `width`, from the elements a rect query returns for it.
    /// `visibleBounds` (the collection view's bounds: `contentOffset` and `containerSize`) is marked with `<` at the
    /// right of the rows it covers, and named below the drawing.
    public static func render(_ solution: LayoutSolution, width: Int = defaultWidth, maxRows: Int = defaultMaxRows,
                              color: Bool = false, badgeKinds: Set<String> = [], window: CGRect? = nil,
                              visibleBounds: CGRect? = nil) -> String {
        var text = ""
        write(solution, width: width, maxRows: maxRows, color: color, badgeKinds: badgeKinds, window: window,
              visibleBounds: visibleBounds, to: &text)
        return text
    }

    /// Writes the drawing line by line (`layout-dump` streams it to standard output). Its size is bounded by the
    /// canvas (`maximumCells`), whatever the number of elements.
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, width: Int = defaultWidth, maxRows: Int = defaultMaxRows,
                                                       color: Bool = false, badgeKinds: Set<String> = [], window: CGRect? = nil,
                                                       visibleBounds: CGRect? = nil, to output: inout Target) {
        let sectionStarts = sectionStarts(of: solution)
        if let window {
            return draw(contentSize: solution.contentSize, elements: solution.layoutAttributesForElements(in: window), width: width,
                        maxRows: maxRows, color: color, badgeKinds: badgeKinds, window: window, sectionStarts: sectionStarts,
                        visibleBounds: visibleBounds, labels: label(for:), to: &output)
        }
        draw(contentSize: solution.contentSize, elements: solution.attributes, width: width, maxRows: maxRows, color: color,
             badgeKinds: badgeKinds, sectionStarts: sectionStarts, visibleBounds: visibleBounds, labels: label(for:), to: &output)
    }

    /// Where each section after the first starts, so that adjacent sections are drawn apart (DiagramRows); rows run
    /// along y, so only for a layout that scrolls vertically.
    static func sectionStarts(of solution: LayoutSolution) -> [CGFloat] {
        solution.scrollAxis == .vertical ? solution.sections.dropFirst().map(\.frame.minY) : []
    }

    /// The same drawing from any list of elements.
    public static func render<C: Collection>(contentSize: CGSize, elements: C, width: Int = defaultWidth,
                                             maxRows: Int = defaultMaxRows, color: Bool = false, badgeKinds: Set<String> = [],
                                             window: CGRect? = nil) -> String
    where C.Element == UICollectionViewLayoutAttributes {
        var text = ""
        write(contentSize: contentSize, elements: elements, width: width, maxRows: maxRows, color: color, badgeKinds: badgeKinds,
              window: window, to: &text)
        return text
    }

    public static func write<C: Collection, Target: TextOutputStream>(contentSize: CGSize, elements: C, width: Int = defaultWidth,
                                                                      maxRows: Int = defaultMaxRows, color: Bool = false,
                                                                      badgeKinds: Set<String> = [], window: CGRect? = nil,
                                                                      to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        if let window {
            let inside = elements.filter { $0.frame.standardized.intersects(window) }
            return draw(contentSize: contentSize, elements: inside, width: width, maxRows: maxRows, color: color, badgeKinds: badgeKinds,
                        window: window, labels: label(for:), to: &output)
        }
        draw(contentSize: contentSize, elements: elements, width: width, maxRows: maxRows, color: color, badgeKinds: badgeKinds,
             labels: label(for:), to: &output)
    }

    /// The drawing, with the labels `labels` gives (visualDescription() numbers slots `[k]` instead of index paths).
    /// With `window`, that rectangle is drawn as the content would be, and the caption and a note say which part it is.
    static func draw<C: Collection>(contentSize: CGSize, elements: C, width: Int, maxRows: Int, color: Bool,
                                    badgeKinds: Set<String> = [], window: CGRect? = nil, sectionStarts: [CGFloat] = [],
                                    labels: (UICollectionViewLayoutAttributes) -> String?) -> String
    where C.Element == UICollectionViewLayoutAttributes {
        var text = ""
        draw(contentSize: contentSize, elements: elements, width: width, maxRows: maxRows, color: color, badgeKinds: badgeKinds,
             window: window, sectionStarts: sectionStarts, labels: labels, to: &text)
        return text
    }

    static func draw<C: Collection, Target: TextOutputStream>(contentSize fullSize: CGSize, elements: C, width: Int, maxRows: Int, color: Bool,
                                                              badgeKinds: Set<String> = [], window: CGRect? = nil, sectionStarts: [CGFloat] = [],
                                                              visibleBounds: CGRect? = nil,
                                                              labels: (UICollectionViewLayoutAttributes) -> String?, to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        // Streamed a line at a time: the caption, each row and the notes are handed on as they are written.
        var text = OutputBytes()
        draw(contentSize: fullSize, elements: elements, width: width, maxRows: maxRows, color: color, badgeKinds: badgeKinds,
             window: window, sectionStarts: sectionStarts, visibleBounds: visibleBounds, labels: labels, into: &text) { $0.handOn(to: &output) }
        text.handOn(to: &output)
    }

    /// The drawing written as bytes into `text`, with `lineDone` called after the caption and after each row (the rest
    /// is left in `text`). `--format describe` writes each section's drawing into the section's own buffer and never
    /// hands a line on: a `String` and a write for each row, and the caption's strings, were most of a small drawing's
    /// output cost (Docs/Performance.md).
    static func draw<C: Collection>(contentSize fullSize: CGSize, elements: C, width: Int, maxRows: Int, color: Bool,
                                    badgeKinds: Set<String> = [], window: CGRect? = nil, sectionStarts: [CGFloat] = [],
                                    visibleBounds: CGRect? = nil, labels: (UICollectionViewLayoutAttributes) -> String?,
                                    into text: inout OutputBytes, lineDone: (inout OutputBytes) -> Void)
    where C.Element == UICollectionViewLayoutAttributes {
        text.append("content ")
        text.append(points: fullSize.width)
        text.append(" x ")
        text.append(points: fullSize.height)
        text.append(" pt")
        let drawn = window.map(\.standardized) ?? CGRect(origin: .zero, size: fullSize)
        let contentSize = drawn.size
        let origin = drawn.origin
        guard contentSize.width > 0, contentSize.height > 0, contentSize.width.isFinite, contentSize.height.isFinite,
              origin.x.isFinite, origin.y.isFinite else {
            return text.append(": nothing to draw\n")
        }
        // The visible bounds' marks take two columns at the right (" <").
        let marked = visibleBounds.map(\.standardized).flatMap { v -> CGRect? in
            v.minY.isFinite && v.maxY.isFinite && v.height > 0 ? v : nil
        }
        let columns = min(max(width - (marked == nil ? 0 : 2), minimumWidth), maximumWidth) - 1   // the content's right edge is on column `columns`
        // However many rows are asked for, the canvas stays within `maximumCells` characters.
        let maxRows = min(max(maxRows, 1), max(1, maximumCells / (columns + 1)))
        let pointsPerColumn = contentSize.width / CGFloat(columns)
        let pointsPerRow = pointsPerColumn * 2
        func column(_ x: CGFloat) -> Int { clampToInt((x / pointsPerColumn).rounded()) }
        func naturalRow(_ y: CGFloat) -> Int { clampToInt((y / pointsPerRow).rounded()) }

        // The elements that can show: finite, not wholly outside the content (an orthogonal row scrolled past the edge,
        // say: counted, not drawn), and not far below the rows shown (DiagramRows never draws an edge more than a row
        // above its nearest row).
        var outside = 0
        var shown: [(index: Int, element: UICollectionViewLayoutAttributes, frame: CGRect)] = []
        var edges: [CGFloat] = [0, contentSize.height]
        for (index, element) in elements.enumerated() {
            let frame = element.frame.standardized.offsetBy(dx: -origin.x, dy: -origin.y)
            guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { continue }
            if frame.maxX <= 0 || frame.minX >= contentSize.width || frame.maxY <= 0 || frame.minY >= contentSize.height {
                if window == nil { outside += 1 }
                continue
            }
            guard naturalRow(frame.minY) <= maxRows + 1 else { continue }
            shown.append((index, element, frame))
            edges.append(frame.minY)
            edges.append(frame.maxY)
        }
        if let marked { edges += [marked.minY - origin.y, marked.maxY - origin.y] }
        let rows = DiagramRows(coordinates: edges, sectionStarts: Set(sectionStarts.map { $0 - origin.y }), pointsPerRow: pointsPerRow)
        let totalRows = max(1, rows.end(contentSize.height)) + 1   // the content's bottom edge is on the last row
        let shownRows = min(totalRows, maxRows)
        var canvas = Canvas(width: columns + 1, height: shownRows)

        // Backgrounds first, then cells, then supplementaries on top; within each, lower zIndex first.
        var boxes: [(layer: Int, z: Int, index: Int, c0: Int, r0: Int, c1: Int, r1: Int, label: String?, style: Style)] = []
        for (index, element, frame) in shown {
            let r0 = rows.start(frame.minY)
            guard r0 < shownRows else { continue }
            let c0 = column(frame.minX)
            let c1 = max(column(frame.maxX), c0 + 1)
            let r1 = max(rows.end(frame.maxY), r0)
            guard c1 >= 0, r1 >= 0, c0 <= columns else { continue }
            // Many small elements of a long layout land on the same characters: keep one of each run.
            let layer = Self.layer(element.representedElementCategory)
            if let last = boxes.last, last.layer == layer, last.c0 == c0, last.r0 == r0, last.c1 == c1, last.r1 == r1 { continue }
            boxes.append((layer, element.zIndex, index, c0, r0, c1, r1, labels(element), Style(element, badgeKinds: badgeKinds)))
        }
        boxes.sort { ($0.layer, $0.z, $0.index) < ($1.layer, $1.z, $1.index) }
        for (order, box) in boxes.enumerated() {
            canvas.box(c0: box.c0, r0: box.r0, c1: box.c1, r1: box.r1, style: box.style, owner: Int32(clamping: order))
        }
        // Labels on top, each only where its own box is the top-most thing drawn: a header pinned over a cell is
        // labelled with the header, never with the cell it hides. Cells first, so that where a header only partly
        // covers cells their paths still show in the part left visible.
        // A cell with room for its label wholly hidden by a later box (a header pinned over it) is named below the
        // drawing with what covers it.
        var covered: [String] = []
        var coveredCount = 0
        // The boxes' positions in label order (sorting the positions, not copies of the boxes and their labels).
        var labelOrder = Array(boxes.indices)
        labelOrder.sort { (boxes[$0].style.rawValue, boxes[$0].index) < (boxes[$1].style.rawValue, boxes[$1].index) }
        for order in labelOrder {
            let box = boxes[order]
            guard let label = box.label else { continue }
            if box.style == .decoration {
                // A background is behind everything by nature: its corner label goes wherever the corner is blank.
                canvas.cornerLabel(label, c0: box.c0, r0: box.r0, c1: box.c1, r1: box.r1, style: box.style)
            } else if !canvas.label(label, c0: box.c0, r0: box.r0, c1: box.c1, r1: box.r1, style: box.style, owner: Int32(clamping: order)),
                      box.style == .cell, let cover = canvas.coveringOwner(c0: box.c0, r0: box.r0, c1: box.c1, r1: box.r1, owner: Int32(clamping: order)) {
                coveredCount += 1
                if covered.count < 20 { covered.append("\(label) (under \(boxes[Int(cover)].label ?? "another element"))") }
            }
        }

        if window != nil {
            text.append("; window x ")
            text.append(points: drawn.minX)
            text.append(" to ")
            text.append(points: drawn.maxX)
            text.append(", y ")
            text.append(points: drawn.minY)
            text.append(" to ")
            text.append(points: drawn.maxY)
            text.append(" pt")
        }
        text.append("; 1 column = ")
        text.append(points: pointsPerColumn)
        text.append(" pt, 1 row = ")
        text.append(points: pointsPerRow)
        text.append(" pt\n")
        lineDone(&text)
        let markedRows = marked.map { rows.start($0.minY - origin.y)...max(rows.start($0.minY - origin.y), rows.end($0.maxY - origin.y)) }
        for row in 0..<canvas.height {
            if color {
                text.append(canvas.line(row, color: true))
            } else {
                canvas.appendLine(row, to: &text)
            }
            if let markedRows, markedRows.contains(row) {
                for _ in 0..<max(0, canvas.width - canvas.visibleLength(row)) { text.append(ascii: UInt8(ascii: " ")) }
                text.append(" <")
            }
            text.append(ascii: UInt8(ascii: "\n"))
            lineDone(&text)
        }
        var lines: [String] = []
        if shownRows < totalRows {
            let shownPoints = rows.extent(rows: shownRows, pointsPerRow: pointsPerRow)
            lines.append("... \(totalRows - shownRows) more rows not shown (drawn: y \(formatPoints(origin.y)) to \(formatPoints(origin.y + shownPoints)) pt"
                + " of \(formatPoints(window == nil ? contentSize.height : drawn.maxY)) pt)")
        }
        if window != nil {
            lines.append("a window of the content: --offset N or --rect X,Y,W,H draws another part")
        }
        if let marked {
            lines.append("< marks the visible bounds: content offset (\(formatPoints(marked.minX)), \(formatPoints(marked.minY))), "
                + "\(formatPoints(marked.width)) x \(formatPoints(marked.height)) pt (pinned headers are drawn where they are pinned)")
        }
        if coveredCount > 0 {
            // One line, as the legend is (at most 20 names).
            lines.append("covered: " + covered.joined(separator: ", ") + (coveredCount > covered.count ? " and \(coveredCount - covered.count) more" : ""))
        }
        if outside > 0 {
            lines.append("\(outside) element\(outside == 1 ? " lies" : "s lie") wholly outside the content and \(outside == 1 ? "is" : "are") not drawn"
                         + " (see --format frames or svg)")
        }
        var styles = (supplementary: false, badge: false, decoration: false)
        for box in boxes {
            switch box.style {
            case .cell: break
            case .supplementary: styles.supplementary = true
            case .badge: styles.badge = true
            case .decoration: styles.decoration = true
            }
        }
        if styles.supplementary || styles.badge || styles.decoration {
            var legend = "legend: +-| cell"
            if styles.supplementary {
                legend += styles.badge ? "   *=: boundary supplementary (header, footer)" : "   *=: supplementary (header, footer, badge)"
            }
            if styles.badge { legend += "   o~! item or group supplementary (badge)" }
            if styles.decoration { legend += "   ... decoration (background)" }
            lines.append(legend)
        }
        for line in lines {
            text.append(line)
            text.append(ascii: UInt8(ascii: "\n"))
        }
    }

    /// The layer a category is drawn in: backgrounds first, then cells, then supplementaries on top.
    static func layer(_ category: UICollectionView.ElementCategory) -> Int {
        switch category {
        case .decorationView: return 0
        case .cell: return 1
        case .supplementaryView: return 2
        }
    }

    /// `s.i` for cells; supplementaries add a short kind (`header 0.0`); decorations say `decoration N`.
    /// A layout-level boundary item (item `Int.max`, Docs/Solver.md, step 6) shows `layout` instead of its path.
    /// Identifiers and kinds come from the document or the app: their control characters are escaped (`TerminalText`).
    static func label(for element: UICollectionViewLayoutAttributes) -> String? {
        // Joined with `+` and `String(_:)` rather than interpolated: short labels stay small strings, made without
        // allocating (`--format describe` makes labels for every section it draws, Docs/Performance.md).
        let path = element.identifier.map { TerminalText.escaped($0) }
            ?? (element.indexPath.item == Int.max ? "layout" : String(element.indexPath.section) + "." + String(element.indexPath.item))
        switch element.representedElementCategory {
        case .cell:
            return path
        case .supplementaryView:
            let kind = shortKind(element.representedElementKind ?? "")
            return kind.isEmpty ? path : kind + " " + path
        case .decorationView:
            return "decoration " + String(element.indexPath.item)
        }
    }

    /// A kind short enough for a label: UIKit's header and footer constants and any kind naming a header, footer,
    /// badge or background become that word; other kinds are cut to 12 characters.
    static func shortKind(_ kind: String) -> String {
        if let word = namedWord(kind) { return word }
        let kind = TerminalText.escaped(kind)
        return kind.count > 12 ? String(kind.prefix(11)) + "~" : kind
    }

    /// The words `shortKind` looks for, in the order it looks.
    private static let kindWords = ["header", "footer", "badge", "background"]
    private static let kindWordBytes = kindWords.map { Array($0.utf8) }

    /// The first of `kindWords` that the kind contains, in any case. An ASCII kind is searched byte by byte (folding
    /// A-Z to a-z, which is all `lowercased()` changes in ASCII, and an ASCII word matches where its bytes do):
    /// Foundation's `lowercased()` and `contains` were the larger part of a small drawing's labels
    /// (`--format describe`, Docs/Performance.md). Other kinds go through them, as Unicode needs.
    private static func namedWord(_ kind: String) -> String? {
        var kind = kind
        kind.makeContiguousUTF8()   // nothing to do for a native string
        switch kind.utf8.withContiguousStorageIfAvailable(asciiWord(in:)) {
        case .word(let word)?: return word
        case .noWord?: return nil
        case .notASCII?, nil: break
        }
        let lower = kind.lowercased()
        for word in kindWords where lower.contains(word) { return word }
        return nil
    }

    private enum WordSearch { case word(String), noWord, notASCII }

    private static func asciiWord(in bytes: UnsafeBufferPointer<UInt8>) -> WordSearch {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return .notASCII }
        for (word, needle) in zip(kindWords, kindWordBytes) where containsFolded(bytes, needle) { return .word(word) }
        return .noWord
    }

    /// Whether the ASCII bytes, with A-Z read as a-z, contain `needle` (lowercase ASCII).
    private static func containsFolded(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard needle.count <= bytes.count else { return false }
        outer: for start in 0...(bytes.count - needle.count) {
            for (offset, byte) in needle.enumerated() {
                var b = bytes[start + offset]
                if b >= UInt8(ascii: "A"), b <= UInt8(ascii: "Z") { b += 32 }
                if b != byte { continue outer }
            }
            return true
        }
        return false
    }

    /// How a box is drawn; the raw value orders labels (cells first).
    enum Style: Int, Hashable {
        case cell, supplementary, badge, decoration

        init(_ category: UICollectionView.ElementCategory) {
            switch category {
            case .cell: self = .cell
            case .supplementaryView: self = .supplementary
            case .decorationView: self = .decoration
            }
        }

        init(_ element: UICollectionViewLayoutAttributes, badgeKinds: Set<String>) {
            if element.representedElementCategory == .supplementaryView, let kind = element.representedElementKind,
               badgeKinds.contains(kind) {
                self = .badge
            } else {
                self.init(element.representedElementCategory)
            }
        }

        /// Corner, horizontal edge, vertical edge.
        var characters: (corner: UInt8, horizontal: UInt8, vertical: UInt8) {
            switch self {
            case .cell: return (UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"))
            case .supplementary: return (UInt8(ascii: "*"), UInt8(ascii: "="), UInt8(ascii: ":"))
            case .badge: return (UInt8(ascii: "o"), UInt8(ascii: "~"), UInt8(ascii: "!"))
            case .decoration: return (UInt8(ascii: "."), UInt8(ascii: "."), UInt8(ascii: "."))
            }
        }

        /// The ANSI colour used with `color`: cells default, supplementaries cyan, badges magenta, decorations yellow.
        var ansi: String? {
            switch self {
            case .cell: return nil
            case .supplementary: return "\u{1B}[36m"
            case .badge: return "\u{1B}[35m"
            case .decoration: return "\u{1B}[33m"
            }
        }
    }

    private static func clampToInt(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 4 : Int.min / 4 }
        return Int(max(min(value, CGFloat(Int32.max)), CGFloat(Int32.min)))
    }

    /// A grid of ASCII bytes, each with the style that drew it and the box on top there (its inside or its edge);
    /// writes outside it are dropped, so elements that stick out are clipped.
    struct Canvas {
        let width: Int
        let height: Int
        var cells: [UInt8]
        var styles: [Style]
        /// The last box drawn over each character (-1: none), so a label goes only where its box is not covered.
        var owners: [Int32]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            cells = [UInt8](repeating: UInt8(ascii: " "), count: width * height)
            styles = [Style](repeating: .cell, count: width * height)
            owners = [Int32](repeating: -1, count: width * height)
        }

        subscript(column: Int, row: Int) -> UInt8? {
            guard column >= 0, column < width, row >= 0, row < height else { return nil }
            return cells[row * width + column]
        }

        mutating func put(_ byte: UInt8, _ column: Int, _ row: Int, style: Style) {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            cells[row * width + column] = byte
            styles[row * width + column] = style
        }

        mutating func box(c0: Int, r0: Int, c1: Int, r1: Int, style: Style, owner: Int32 = -1) {
            let chars = style.characters
            let width = self.width, height = self.height
            // The box covers its inside and its edges, on the canvas.
            let columns = max(c0, 0)...max(min(c1, width - 1), max(c0, 0) - 1)
            if !columns.isEmpty, max(r0, 0) <= min(r1, height - 1) {
                owners.withUnsafeMutableBufferPointer { owners in
                    for r in max(r0, 0)...min(r1, height - 1) {
                        UnsafeMutableBufferPointer(rebasing: owners[(r * width + columns.lowerBound)...(r * width + columns.upperBound)])
                            .update(repeating: owner)
                    }
                }
            }
            // The edges and corners written through the arrays' buffers, in the order `edge` and `put` would write
            // them one call at a time: each such call checked both arrays' uniqueness, and a drawing of a few boxes spent
            // most of its time here (`--format describe`, Docs/Performance.md).
            cells.withUnsafeMutableBufferPointer { cellBuffer in
                styles.withUnsafeMutableBufferPointer { styleBuffer in
                    let cells = cellBuffer, styles = styleBuffer
                    func edge(_ byte: UInt8, _ column: Int, _ row: Int) {
                        guard column >= 0, column < width, row >= 0, row < height else { return }
                        let index = row * width + column
                        let existing = cells[index]
                        if styles[index] == style, chars.horizontal != chars.vertical,
                           existing == chars.corner || (byte == chars.horizontal && existing == chars.vertical)
                            || (byte == chars.vertical && existing == chars.horizontal) {
                            cells[index] = chars.corner
                        } else {
                            cells[index] = byte
                        }
                        styles[index] = style
                    }
                    func corner(_ column: Int, _ row: Int) {
                        guard column >= 0, column < width, row >= 0, row < height else { return }
                        cells[row * width + column] = chars.corner
                        styles[row * width + column] = style
                    }
                    let left = max(c0 + 1, 0), right = min(c1 - 1, width - 1)
                    if left <= right {
                        for c in left...right {
                            edge(chars.horizontal, c, r0)
                            edge(chars.horizontal, c, r1)
                        }
                    }
                    let top = max(r0 + 1, 0), bottom = min(r1 - 1, height - 1)
                    if top <= bottom {
                        for r in top...bottom {
                            edge(chars.vertical, c0, r)
                            edge(chars.vertical, c1, r)
                        }
                    }
                    corner(c0, r0)
                    corner(c1, r0)
                    corner(c0, r1)
                    corner(c1, r1)
                }
            }
        }

        /// Centres `text` in the part of the box's inside that is on the canvas, when it fits and the room is empty
        /// (so a cell cut off by the row limit, or sticking out of the content, is still labelled where it shows).
        /// A box one row tall (a thin header) is labelled on its top edge instead, when that edge is its own.
        @discardableResult
        mutating func label(_ text: String, c0: Int, r0: Int, c1: Int, r1: Int, style: Style, owner: Int32 = -1) -> Bool {
            var text = text
            return text.withUTF8 { label($0, c0: c0, r0: r0, c1: c1, r1: r1, style: style, owner: owner) }
        }

        /// `label(_:...)` of the text's UTF-8 bytes (read in place: copying them into an array allocated for every label).
        private mutating func label(_ bytes: UnsafeBufferPointer<UInt8>, c0: Int, r0: Int, c1: Int, r1: Int, style: Style, owner: Int32) -> Bool {
            let left = max(c0 + 1, 0), right = min(c1 - 1, width - 1)
            var top = max(r0 + 1, 0), bottom = min(r1 - 1, height - 1)
            let innerWidth = right - left + 1
            if top > bottom, style != .cell, r0 >= 0, r0 < height {
                top = r0
                bottom = r0
            }
            guard top <= bottom, innerWidth >= bytes.count else { return true }   // no room: not a covered cell
            let row = top + (bottom - top) / 2
            let start = left + (innerWidth - bytes.count) / 2
            return write(bytes, row: row, start: start, style: style, over: row == r0 ? style.characters.horizontal : UInt8(ascii: " "), owner: owner)
        }

        /// The box drawn over the whole inside of box `owner` (the one at its centre), or nil when part of its inside is
        /// still its own: a cell wholly hidden by a later box.
        func coveringOwner(c0: Int, r0: Int, c1: Int, r1: Int, owner: Int32) -> Int32? {
            let left = max(c0 + 1, 0), right = min(c1 - 1, width - 1), top = max(r0 + 1, 0), bottom = min(r1 - 1, height - 1)
            guard left <= right, top <= bottom else { return nil }
            for r in top...bottom {
                for c in left...right where owners[r * width + c] == owner { return nil }
            }
            let centre = owners[(top + (bottom - top) / 2) * width + left + (right - left) / 2]
            return centre >= 0 ? centre : nil
        }

        /// The length of a row without trailing blanks.
        func visibleLength(_ row: Int) -> Int {
            var end = (row + 1) * width
            while end > row * width, cells[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return end - row * width
        }

        /// Writes `text` just inside the box's top-left corner, when the room is empty (decorations: their middle is full of cells).
        mutating func cornerLabel(_ text: String, c0: Int, r0: Int, c1: Int, r1: Int, style: Style) {
            var text = text
            text.withUTF8 { bytes in
                let row = max(r0 + 1, 0), start = max(c0 + 1, 0)
                guard row < min(r1, height), start + bytes.count <= min(c1, width) else { return }
                write(bytes, row: row, start: start, style: style, over: UInt8(ascii: " "), owner: -1)
            }
        }

        /// Writes only when every character to be covered is `over` (a blank, or this box's own edge) and, for a box
        /// drawn with an owner, is that box's (no box drawn later covers it).
        @discardableResult
        private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, row: Int, start: Int, style: Style, over: UInt8, owner: Int32) -> Bool {
            for offset in bytes.indices {
                guard let existing = self[start + offset, row], existing == over || existing == UInt8(ascii: " ") else { return false }
                if owner >= 0, owners[row * width + start + offset] != owner { return false }
            }
            for (offset, byte) in bytes.enumerated() { put(byte, start + offset, row, style: style) }
            return true
        }

        /// `line(row)` without colours, appended as bytes.
        func appendLine(_ row: Int, to text: inout OutputBytes) {
            let end = row * width + visibleLength(row)
            cells.withUnsafeBufferPointer { text.append(bytes: UnsafeBufferPointer(rebasing: $0[(row * width)..<end])) }
        }

        /// One row, without trailing blanks; with ANSI colours around the styled runs when `color`.
        func line(_ row: Int, color: Bool = false) -> String {
            var end = (row + 1) * width
            while end > row * width, cells[end - 1] == UInt8(ascii: " ") { end -= 1 }
            guard color else { return String(decoding: cells[(row * width)..<end], as: UTF8.self) }
            var text = ""
            var current: Style = .cell
            for index in (row * width)..<end {
                let style = cells[index] == UInt8(ascii: " ") ? current : styles[index]
                if style != current {
                    text += style.ansi ?? "\u{1B}[0m"
                    current = style
                }
                text.unicodeScalars.append(Unicode.Scalar(cells[index]))
            }
            if current != .cell { text += "\u{1B}[0m" }
            return text
        }
    }
}
