import Foundation

/// A box drawing of a solved layout for a terminal (Docs/CLI.md, "ascii" format).
///
/// The content rectangle is scaled to `width` characters. Terminal cells are about twice as tall as they
/// are wide, so one row stands for twice the points of one column and shapes keep roughly their aspect.
/// Every element is a box of `+`, `-` and `|`; neighbours that touch share an edge. A cell whose box has
/// room inside is labelled with its index path `section.item`. Drawings taller than `maxRows` are cut
/// after that many rows, with a note saying how much was left out.
///
/// ```
/// content 320 x 44 pt; 1 column = 8 pt, 1 row = 16 pt
/// +-------------------+-------------------+
/// |        0.0        |        0.1        |
/// |                   |                   |
/// +-------------------+-------------------+
/// ```
///
/// (two 160 x 44 cells at width 41; Tests/LayoutTests/CLI/CLIOutputFormatTests.swift.)
public enum ASCIIDiagram {
    public static let defaultWidth = 80
    public static let defaultMaxRows = 200
    /// Narrower diagrams cannot show anything useful.
    public static let minimumWidth = 10
    public static let maximumWidth = 10_000
    /// The most characters one drawing holds; taller drawings are cut as if `maxRows` were smaller.
    public static let maximumCells = 20_000_000

    /// The width to draw at when none is given: `$COLUMNS` when it is a sensible number, else 80.
    public static func width(fromEnvironment environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces), let columns = Int(text),
           columns >= minimumWidth, columns <= maximumWidth {
            return columns
        }
        return defaultWidth
    }

    /// The drawing of `solution`, ending in a newline. `width` counts characters per line (at least 10);
    /// `maxRows` is the most rows of drawing shown (at least 1).
    public static func render(_ solution: LayoutSolution, width: Int = defaultWidth, maxRows: Int = defaultMaxRows) -> String {
        render(contentSize: solution.contentSize, elements: solution.attributes, width: width, maxRows: maxRows)
    }

    /// The same drawing from any list of elements.
    public static func render<C: Collection>(contentSize: CGSize, elements: C, width: Int = defaultWidth,
                                             maxRows: Int = defaultMaxRows) -> String where C.Element == UICollectionViewLayoutAttributes {
        let size = "\(formatPoints(contentSize.width)) x \(formatPoints(contentSize.height)) pt"
        guard contentSize.width > 0, contentSize.height > 0, contentSize.width.isFinite, contentSize.height.isFinite else {
            return "content \(size): nothing to draw\n"
        }
        let columns = min(max(width, minimumWidth), maximumWidth) - 1   // the content's right edge is on column `columns`
        // However many rows are asked for, the canvas stays within `maximumCells` characters.
        let maxRows = min(max(maxRows, 1), max(1, maximumCells / (columns + 1)))
        let pointsPerColumn = contentSize.width / CGFloat(columns)
        let pointsPerRow = pointsPerColumn * 2
        func column(_ x: CGFloat) -> Int { clampToInt((x / pointsPerColumn).rounded()) }
        func row(_ y: CGFloat) -> Int { clampToInt((y / pointsPerRow).rounded()) }
        let totalRows = max(1, row(contentSize.height)) + 1   // the content's bottom edge is on the last row
        let shownRows = min(totalRows, maxRows)
        var canvas = Canvas(width: columns + 1, height: shownRows)

        // Backgrounds first, then cells, then supplementaries on top; within each, lower zIndex first.
        let order: [UICollectionView.ElementCategory: Int] = [.decorationView: 0, .cell: 1, .supplementaryView: 2]
        var boxes: [(layer: Int, z: Int, index: Int, c0: Int, r0: Int, c1: Int, r1: Int, label: String?)] = []
        for (index, element) in elements.enumerated() {
            let frame = element.frame.standardized
            guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { continue }
            let r0 = row(frame.minY)
            guard r0 < shownRows else { continue }
            let c0 = column(frame.minX)
            let c1 = max(column(frame.maxX), c0 + 1)
            let r1 = max(row(frame.maxY), r0)
            guard c1 >= 0, r1 >= 0, c0 <= columns else { continue }
            // Many small elements of a long layout land on the same characters: keep one of each run.
            let layer = order[element.representedElementCategory] ?? 1
            if let last = boxes.last, last.layer == layer, last.c0 == c0, last.r0 == r0, last.c1 == c1, last.r1 == r1 { continue }
            boxes.append((layer, element.zIndex, index, c0, r0, c1, r1, label(for: element)))
        }
        boxes.sort { ($0.layer, $0.z, $0.index) < ($1.layer, $1.z, $1.index) }
        for box in boxes {
            canvas.box(c0: box.c0, r0: box.r0, c1: box.c1, r1: box.r1)
        }
        for box in boxes {
            guard let label = box.label else { continue }
            canvas.label(label, c0: box.c0, r0: box.r0, c1: box.c1, r1: box.r1)
        }

        var lines = ["content \(size); 1 column = \(formatPoints(pointsPerColumn)) pt, 1 row = \(formatPoints(pointsPerRow)) pt"]
        lines.append(contentsOf: canvas.lines())
        if shownRows < totalRows {
            let shownPoints = CGFloat(shownRows) * pointsPerRow
            lines.append("... \(totalRows - shownRows) more rows not shown (drawn: y 0 to \(formatPoints(shownPoints)) pt"
                + " of \(formatPoints(contentSize.height)) pt)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `s.i` for cells; supplementaries add a short kind (`header 0.0`); decorations have none.
    static func label(for element: UICollectionViewLayoutAttributes) -> String? {
        let path = "\(element.indexPath.section).\(element.indexPath.item)"
        switch element.representedElementCategory {
        case .cell:
            return path
        case .supplementaryView:
            var kind = element.representedElementKind ?? ""
            if kind.hasPrefix("UICollectionElementKindSection") {
                kind = String(kind.dropFirst("UICollectionElementKindSection".count)).lowercased()
            }
            return kind.isEmpty ? path : "\(kind) \(path)"
        case .decorationView:
            return nil
        }
    }

    private static func clampToInt(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 4 : Int.min / 4 }
        return Int(max(min(value, CGFloat(Int32.max)), CGFloat(Int32.min)))
    }

    /// A grid of ASCII bytes; writes outside it are dropped, so elements that stick out are clipped.
    struct Canvas {
        let width: Int
        let height: Int
        var cells: [UInt8]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            cells = [UInt8](repeating: UInt8(ascii: " "), count: width * height)
        }

        subscript(column: Int, row: Int) -> UInt8? {
            guard column >= 0, column < width, row >= 0, row < height else { return nil }
            return cells[row * width + column]
        }

        mutating func put(_ byte: UInt8, _ column: Int, _ row: Int) {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            cells[row * width + column] = byte
        }

        /// Draws an edge character, turning a crossing of `-` and `|` into `+`.
        mutating func edge(_ byte: UInt8, _ column: Int, _ row: Int) {
            guard let existing = self[column, row] else { return }
            let plus = UInt8(ascii: "+"), dash = UInt8(ascii: "-"), bar = UInt8(ascii: "|")
            if existing == plus || (byte == dash && existing == bar) || (byte == bar && existing == dash) {
                put(plus, column, row)
            } else {
                put(byte, column, row)
            }
        }

        mutating func box(c0: Int, r0: Int, c1: Int, r1: Int) {
            let left = max(c0 + 1, 0), right = min(c1 - 1, width - 1)
            if left <= right {
                for c in left...right {
                    edge(UInt8(ascii: "-"), c, r0)
                    edge(UInt8(ascii: "-"), c, r1)
                }
            }
            let top = max(r0 + 1, 0), bottom = min(r1 - 1, height - 1)
            if top <= bottom {
                for r in top...bottom {
                    edge(UInt8(ascii: "|"), c0, r)
                    edge(UInt8(ascii: "|"), c1, r)
                }
            }
            for (c, r) in [(c0, r0), (c1, r0), (c0, r1), (c1, r1)] {
                put(UInt8(ascii: "+"), c, r)
            }
        }

        /// Centres `text` in the part of the box's inside that is on the canvas, when it fits and the room is empty
        /// (so a cell cut off by the row limit, or sticking out of the content, is still labelled where it shows).
        mutating func label(_ text: String, c0: Int, r0: Int, c1: Int, r1: Int) {
            let bytes = Array(text.utf8)
            let left = max(c0 + 1, 0), right = min(c1 - 1, width - 1)
            let top = max(r0 + 1, 0), bottom = min(r1 - 1, height - 1)
            let innerWidth = right - left + 1
            guard top <= bottom, innerWidth >= bytes.count else { return }
            let row = top + (bottom - top) / 2
            let start = left + (innerWidth - bytes.count) / 2
            for offset in bytes.indices {
                guard let existing = self[start + offset, row], existing == UInt8(ascii: " ") else { return }
            }
            for (offset, byte) in bytes.enumerated() { put(byte, start + offset, row) }
        }

        func lines() -> [String] {
            (0..<height).map { row in
                var slice = cells[(row * width)..<((row + 1) * width)]
                while let last = slice.last, last == UInt8(ascii: " ") { slice = slice.dropLast() }
                return String(decoding: slice, as: UTF8.self)
            }
        }
    }
}
