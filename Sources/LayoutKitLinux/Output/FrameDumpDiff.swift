import Foundation

/// Reading frame dumps back (`FrameDump`'s format) and comparing two of them element by element
/// (`layout-dump diff`, Docs/CLI.md).
///
/// Elements are matched by category, kind and index path (never by line number), so a diff names what moved,
/// what was resized, and what appeared or disappeared, however many lines shifted. Two values closer than
/// the tolerance count as equal.
public enum FrameDumpDiff {
    /// One element of a dump.
    public struct Element: Equatable, Sendable {
        public var category: UICollectionView.ElementCategory
        public var kind: String?
        public var section: Int
        public var item: Int
        public var frame: CGRect
        public var zIndex: Int
        /// What a `visibleItemsInvalidationHandler` set beyond frame and zIndex. The dump prints them as optional
        /// trailing fields (`alpha=0.5`, `hidden`, `transform=a,b,c,d,tx,ty`) only when they differ from the default,
        /// so dumps of layouts without such effects are unchanged.
        public var alpha: CGFloat = 1
        public var isHidden: Bool = false
        public var transform: CGAffineTransform = .identity
        /// In a dump keyed by identifier (Docs/Diffable.md): the element's key, printed `@key` in place of its index
        /// path; elements are then matched by it, so an item inserted above does not shift the others' names.
        public var identifier: String?

        var hasAppearance: Bool { alpha != 1 || isHidden || !transform.isIdentity }

        public init(category: UICollectionView.ElementCategory, kind: String?, section: Int, item: Int, frame: CGRect, zIndex: Int) {
            self.category = category
            self.kind = kind
            self.section = section
            self.item = item
            self.frame = frame
            self.zIndex = zIndex
        }

        /// `cell 0.1`, `supplementary header 0.0` (`layout` for a layout-level boundary item's `Int.max`).
        public var name: String {
            let path = identifier.map(FrameDump.identifierToken) ?? (item == Int.max ? "\(section).layout" : "\(section).\(item)")
            return [FrameDump.name(of: category), kind.map { FrameDump.kindToken($0) }, path].compactMap { $0 }.joined(separator: " ")
        }

        var key: Key {
            identifier.map { Key(category: category, kind: kind, section: 0, item: 0, identifier: $0) }
                ?? Key(category: category, kind: kind, section: section, item: item)
        }

        /// One solved element as the dump lists it (its frame as the attributes hold it).
        init(_ attributes: UICollectionViewLayoutAttributes) {
            self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                      section: attributes.indexPath.section, item: attributes.indexPath.item, frame: attributes.frame,
                      zIndex: attributes.zIndex)
            alpha = attributes.alpha
            isHidden = attributes.isHidden
            transform = attributes.transform
            identifier = attributes.identifier
        }

        /// The dump's order: category, section, item, then kind.
        static func precedes(_ a: Element, _ b: Element) -> Bool {
            if a.category != b.category { return a.category < b.category }
            if a.section != b.section { return a.section < b.section }
            if a.item != b.item { return a.item < b.item }
            return (a.kind ?? "") < (b.kind ?? "")
        }

        /// `elements` in the dump's order, stable: elements equal in every key keep their order. Solutions usually
        /// list cells in index-path order already; the sort only runs when not.
        static func inDumpOrder(_ elements: [Element]) -> [Element] {
            guard !zip(elements, elements.dropFirst()).allSatisfy({ !precedes($1, $0) }) else { return elements }
            return elements.enumerated().sorted { lhs, rhs in
                if precedes(lhs.element, rhs.element) { return true }
                if precedes(rhs.element, lhs.element) { return false }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
    }

    struct Key: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var section: Int
        var item: Int
        var identifier: String? = nil
    }

    /// A parsed dump.
    public struct Dump: Equatable, Sendable {
        public var contentSize: CGSize
        public var elements: [Element]

        public init(contentSize: CGSize, elements: [Element]) {
            self.contentSize = contentSize
            self.elements = elements
        }

        /// The supplementary kinds that are item or group supplementaries (badges), as far as a dump tells: a dump does
        /// not say which list a supplementary came from, but where it is filed does. Boundary items (headers, footers)
        /// are filed once per section at item 0, layout-level ones at item `Int.max`; a badge is filed at its item's
        /// index path. So a kind is a badge kind when one of its elements is filed at another item, or two in one
        /// section. A badge only ever on item 0 of each section reads as a boundary item: the one case a dump cannot
        /// tell apart (Docs/CLI.md, "Drawing a frame dump").
        public var badgeKinds: Set<String> {
            var kinds: Set<String> = []
            var filed: [String: Set<[Int]>] = [:]
            for element in elements where element.category == .supplementaryView {
                guard let kind = element.kind, !kinds.contains(kind) else { continue }
                if (element.item != 0 && element.item != Int.max) || !filed[kind, default: []].insert([element.section, element.item]).inserted {
                    kinds.insert(kind)
                }
            }
            return kinds
        }

        /// The elements as attributes, to draw a dump (`layout-dump --format svg dump.frames`).
        public var attributes: [UICollectionViewLayoutAttributes] {
            elements.map { element in
                let path = IndexPath(item: element.item, section: element.section)
                let attributes: UICollectionViewLayoutAttributes
                switch element.category {
                case .cell: attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                case .supplementaryView: attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.kind ?? "", with: path)
                case .decorationView: attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: element.kind ?? "", with: path)
                }
                attributes.frame = element.frame
                attributes.zIndex = element.zIndex
                attributes.alpha = element.alpha
                attributes.isHidden = element.isHidden
                attributes.transform = element.transform
                attributes.identifier = element.identifier
                return attributes
            }
        }

        /// The dump of a solution, without going through text.
        public init(_ solution: LayoutSolution) {
            self.init(contentSize: solution.contentSize, elements: solution.attributes.map {
                var element = Element($0)
                element.frame = element.frame.standardized
                return element
            })
        }
    }

    /// A dump that cannot be read: `line` is 1-based (0 for the dump as a whole).
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { line > 0 ? "line \(line): \(message)" : message }
    }

    /// Whether `text` looks like a frame dump (its first line names the format), as opposed to a layout document.
    public static func isFrameDump(_ text: String) -> Bool {
        text.hasPrefix("# layout-dump frames ")
    }

    /// Reads a frame dump (`FrameDumpReader`: Windows line endings, comments and blank lines allowed).
    public static func parse(_ text: String) throws -> Dump {
        var text = text
        return try text.withUTF8 { bytes in
            var reader = try FrameDumpReader(bytes)
            var elements: [Element] = []
            while let element = try reader.next() { elements.append(element) }
            return Dump(contentSize: try reader.finish(), elements: elements)
        }
    }

    static func element(_ fields: [String], quotedFields: Set<Int> = [], line: Int, text: @autoclosure () -> String) throws -> Element {
        let columns = "category kind section.item x y width height z"
        guard fields.count >= 8 else {
            throw ParseError(line: line, message: "expected 8 columns (\(columns)), found \(fields.count) in \(quoted(text()))")
        }
        guard let category = FrameDump.category(spelled: fields[0].utf8) else {
            throw ParseError(line: line, message: "unknown category \(quoted(fields[0])); expected one of cell, supplementary, decoration")
        }
        // Only a bare `-` is the cell marker: a kind spelled `-` is written in quotes (`FrameDump.kindToken`).
        let kind: String? = fields[1] == "-" && !quotedFields.contains(1) ? nil : fields[1]
        if category == .cell, kind != nil {
            throw ParseError(line: line, message: "a cell has no kind: the second column must be \"-\"")
        }
        if category != .cell, kind == nil {
            throw ParseError(line: line, message: "a \(fields[0]) needs a kind in the second column")
        }
        let path = fields[2].split(separator: ".", omittingEmptySubsequences: false)
        let identifier = fields[2].hasPrefix("@") ? String(fields[2].dropFirst()) : nil
        guard identifier != nil || (path.count == 2 && Int(path[0]).map { $0 >= 0 } == true && Int(path[1]).map { $0 >= 0 } == true) else {
            throw ParseError(line: line, message: "expected an index path section.item such as 0.3, or @identifier, found \(quoted(fields[2]))")
        }
        let section = identifier == nil ? Int(path[0]) ?? 0 : 0, item = identifier == nil ? Int(path[1]) ?? 0 : 0
        var numbers: [CGFloat] = []
        for (index, field) in fields[3...6].enumerated() {
            guard let value = decimalLiteral(field) else {
                let names = ["x", "y", "width", "height"]
                throw ParseError(line: line, message: "expected a number for \(names[index]), found \(quoted(field))")
            }
            numbers.append(CGFloat(value))
        }
        guard let z = Int(fields[7]) else {
            throw ParseError(line: line, message: "expected an integer zIndex, found \(quoted(fields[7]))")
        }
        var element = Element(category: category, kind: kind, section: section, item: item,
                              frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), zIndex: z)
        element.identifier = identifier
        for field in fields.dropFirst(8) {
            try readAppearance(field, into: &element, line: line)
        }
        return element
    }

    /// The optional trailing fields after the eight columns: `alpha=A`, `hidden`, `transform=a,b,c,d,tx,ty`.
    static func readAppearance(_ field: String, into element: inout Element, line: Int) throws {
        if field == "hidden" { element.isHidden = true; return }
        // A collection view's dump labels each shown cell with its content (Docs/DataSource.md); not compared here.
        if field.hasPrefix("text=") { return }
        if field.hasPrefix("alpha="), let value = decimalLiteral(String(field.dropFirst(6))) {
            element.alpha = CGFloat(value)
            return
        }
        if field.hasPrefix("transform=") {
            let parts = field.dropFirst(10).split(separator: ",", omittingEmptySubsequences: false).map { decimalLiteral(String($0)) }
            if parts.count == 6, case let values = parts.compactMap({ $0 }), values.count == 6 {
                element.transform = CGAffineTransform(a: CGFloat(values[0]), b: CGFloat(values[1]), c: CGFloat(values[2]),
                                                      d: CGFloat(values[3]), tx: CGFloat(values[4]), ty: CGFloat(values[5]))
                return
            }
        }
        throw ParseError(line: line, message: "unexpected field \(quoted(field)) after the 8 columns; expected alpha=NUMBER, hidden or transform=a,b,c,d,tx,ty")
    }

    /// Splits a line at single spaces; a kind in double quotes (with `\"`, `\\`, `\n`, `\t`, `\r`, `\uXXXX` escapes) is one token.
    /// `quoted` receives the positions of the tokens that were in quotes (a quoted `-` is a kind, not the cell marker).
    static func tokens(_ line: String, line number: Int, quoted: inout Set<Int>) throws -> [String] {
        var result: [String] = []
        var scalars = Array(line.unicodeScalars)[...]
        while let first = scalars.first {
            if first == " " { scalars = scalars.dropFirst(); continue }
            if first == "\"" {
                scalars = scalars.dropFirst()
                var token = ""
                var closed = false
                while let c = scalars.first {
                    scalars = scalars.dropFirst()
                    if c == "\"" { closed = true; break }
                    if c == "\\" {
                        guard let e = scalars.first else { break }
                        scalars = scalars.dropFirst()
                        switch e {
                        case "n": token += "\n"
                        case "t": token += "\t"
                        case "r": token += "\r"
                        case "u":
                            let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                            scalars = scalars.dropFirst(4)
                            guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                                throw ParseError(line: number, message: "bad \\u escape in a quoted kind")
                            }
                            token.unicodeScalars.append(scalar)
                        default: token.unicodeScalars.append(e)
                        }
                    } else {
                        token.unicodeScalars.append(c)
                    }
                }
                guard closed else { throw ParseError(line: number, message: "unterminated quoted kind") }
                quoted.insert(result.count)
                result.append(token)
            } else {
                var token = ""
                while let c = scalars.first, c != " " {
                    token.unicodeScalars.append(c)
                    scalars = scalars.dropFirst()
                }
                result.append(token)
            }
        }
        return result
    }

    // MARK: Comparing

    /// What happened to one element between A and B.
    public enum Change: Equatable, Sendable {
        case moved(from: Element, to: Element)
        case resized(from: Element, to: Element)
        case movedAndResized(from: Element, to: Element)
        case zIndexChanged(from: Element, to: Element)
        /// Alpha, hidden or transform changed; frame and zIndex did not.
        case appearanceChanged(from: Element, to: Element)
        case added(Element)
        case removed(Element)
    }

    /// The differences between two dumps.
    public struct Result: Equatable, Sendable {
        public var contentSize: (from: CGSize, to: CGSize)?
        public var changes: [Change]
        public var unchanged: Int
        public var tolerance: CGFloat

        public var isEqual: Bool { contentSize == nil && changes.isEmpty }

        public static func == (a: Result, b: Result) -> Bool {
            a.contentSize?.from == b.contentSize?.from && a.contentSize?.to == b.contentSize?.to && a.changes == b.changes
                && a.unchanged == b.unchanged && a.tolerance == b.tolerance
        }

        /// One line per difference, then a summary; or `no differences (...)`.
        public var report: String {
            var lines: [String] = []
            if let size = contentSize { lines.append(Result.contentLine(size.from, size.to)) }
            var counts: [String: Int] = [:]
            for change in changes {
                let (word, text) = Result.describe(change)
                counts[word, default: 0] += 1
                lines.append(text)
            }
            lines.append(Result.summary(counts: counts, contentChanged: contentSize != nil, unchanged: unchanged, tolerance: tolerance))
            return lines.joined(separator: "\n") + "\n"
        }

        static func contentLine(_ from: CGSize, _ to: CGSize) -> String {
            "\(pad("content")) \(n(from.width)) x \(n(from.height)) -> \(n(to.width)) x \(n(to.height))"
        }

        /// The report's last line, from the number of changes of each word (`describe`).
        static func summary(counts: [String: Int], contentChanged: Bool, unchanged: Int, tolerance: CGFloat) -> String {
            let changeCount = counts.values.reduce(0, +)
            guard changeCount > 0 || contentChanged else {
                return "no differences (\(unchanged) element\(unchanged == 1 ? "" : "s"), tolerance \(n(tolerance)))"
            }
            let order = ["moved", "resized", "moved+resized", "zIndex", "appearance", "added", "removed"]
            let parts = order.compactMap { word in counts[word].map { "\($0) \(word)" } }
            let total = changeCount + (contentChanged ? 1 : 0)
            return "\(total) difference\(total == 1 ? "" : "s"): "
                + (parts + (contentChanged ? ["content size changed"] : [])).joined(separator: ", ")
                + "; \(unchanged) unchanged (tolerance \(n(tolerance)))"
        }

        /// The listing's first column: the change's word (the summary's word), padded so the names line up.
        static func pad(_ word: String) -> String { word + String(repeating: " ", count: max(0, 13 - word.count)) }

        static func describe(_ change: Change) -> (String, String) {
            func origin(_ e: Element) -> String { "(\(n(e.frame.minX)), \(n(e.frame.minY)))" }
            func size(_ e: Element) -> String { "\(n(e.frame.width)) x \(n(e.frame.height))" }
            func frame(_ e: Element) -> String { "(\(n(e.frame.minX)), \(n(e.frame.minY)), \(n(e.frame.width)) x \(n(e.frame.height)))" }
            switch change {
            case .moved(let a, let b):
                return ("moved", "\(pad("moved")) \(a.name): \(origin(a)) -> \(origin(b))" + zNote(a, b))
            case .resized(let a, let b):
                return ("resized", "\(pad("resized")) \(a.name): \(size(a)) -> \(size(b))" + zNote(a, b))
            case .movedAndResized(let a, let b):
                return ("moved+resized", "\(pad("moved+resized")) \(a.name): \(frame(a)) -> \(frame(b))" + zNote(a, b))
            case .zIndexChanged(let a, let b):
                return ("zIndex", "\(pad("zIndex")) \(a.name): \(a.zIndex) -> \(b.zIndex)")
            case .appearanceChanged(let a, let b):
                func look(_ e: Element) -> String { FrameDump.appearanceFields(e).joined(separator: " ").isEmpty ? "default" : FrameDump.appearanceFields(e).joined(separator: " ") }
                return ("appearance", "\(pad("appearance")) \(a.name): \(look(a)) -> \(look(b))")
            case .added(let e):
                return ("added", "\(pad("added")) \(e.name): \(frame(e)) z \(e.zIndex)")
            case .removed(let e):
                return ("removed", "\(pad("removed")) \(e.name): \(frame(e)) z \(e.zIndex)")
            }
        }

        static func zNote(_ a: Element, _ b: Element) -> String {
            a.zIndex == b.zIndex ? "" : "; zIndex \(a.zIndex) -> \(b.zIndex)"
        }

        private func n(_ v: CGFloat) -> String { formatPoints(v) }
        private static func n(_ v: CGFloat) -> String { formatPoints(v) }
    }

    /// A value as a frame dump prints it, read back: rounded to 4 decimals (`formatPoints`). Both sides of a comparison
    /// are taken at this precision, so a layout compared with its own dump is equal at every scale (a @3x frame's
    /// `176.33333…` is printed `176.3333`), while a one-pixel change, at least 1/scale ≥ 0.001 pt for any scale up to
    /// 1,000, is still seen (Docs/Snapshots.md, "Precision").
    static func printed(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        if value == value.rounded(), abs(value) < 1e15 { return value }
        if let units = fourDecimalUnits(Double(value)) { return CGFloat(Double(units) / 10_000) * (value < 0 ? -1 : 1) }
        return decimalLiteral(formatPoints(value)).map { CGFloat($0) } ?? value
    }

    /// Whether two values are equal at the dump's precision, within `tolerance` (NaN equals NaN: a dump prints both `nan`).
    static func close(_ x: CGFloat, _ y: CGFloat, tolerance: CGFloat) -> Bool {
        abs(printed(x) - printed(y)) <= tolerance || (x.isNaN && y.isNaN) || (x.isInfinite && x == y)
    }

    /// Whether alpha, hidden and transform are the same as the dump prints them.
    static func sameAppearance(_ a: Element, _ b: Element) -> Bool {
        let (s, t) = (a.transform, b.transform)
        return a.isHidden == b.isHidden && close(a.alpha, b.alpha, tolerance: 0)
            && zip([s.a, s.b, s.c, s.d, s.tx, s.ty], [t.a, t.b, t.c, t.d, t.tx, t.ty]).allSatisfy { close($0, $1, tolerance: 0) }
    }

    /// What happened to an element matched in both dumps; nil when nothing did (within `tolerance`, at the dump's
    /// precision).
    static func change(from old: Element, to new: Element, tolerance: CGFloat) -> Change? {
        func close(_ x: CGFloat, _ y: CGFloat) -> Bool { FrameDumpDiff.close(x, y, tolerance: tolerance) }
        let moved = !close(old.frame.minX, new.frame.minX) || !close(old.frame.minY, new.frame.minY)
        let resized = !close(old.frame.width, new.frame.width) || !close(old.frame.height, new.frame.height)
        switch (moved, resized) {
        case (true, true): return .movedAndResized(from: old, to: new)
        case (true, false): return .moved(from: old, to: new)
        case (false, true): return .resized(from: old, to: new)
        case (false, false):
            if old.zIndex != new.zIndex { return .zIndexChanged(from: old, to: new) }
            return sameAppearance(old, new) ? nil : .appearanceChanged(from: old, to: new)
        }
    }

    /// A tolerance as comparisons use it: finite and not negative.
    static func normalized(_ tolerance: CGFloat) -> CGFloat { tolerance.isFinite ? max(0, tolerance) : 0 }

    /// Compares A with B. Elements are keyed by category, kind and index path; a key that appears several times
    /// is matched in order of appearance. Differences of at most `tolerance` points are ignored.
    public static func compare(_ a: Dump, _ b: Dump, tolerance: CGFloat = 0) -> Result {
        let tolerance = normalized(tolerance)
        var changes: [Change] = []
        var unchanged = 0
        matchByKey(a.keyedSide, b.keyedSide) { old, new in
            switch (old, new) {
            case let (old?, new?):
                if let change = change(from: old, to: new, tolerance: tolerance) { changes.append(change) } else { unchanged += 1 }
            case let (old?, nil): changes.append(.removed(old))
            case let (nil, new?): changes.append(.added(new))
            case (nil, nil): break
            }
        }
        let contentChanged = !close(a.contentSize.width, b.contentSize.width, tolerance: tolerance)
            || !close(a.contentSize.height, b.contentSize.height, tolerance: tolerance)
        return Result(contentSize: contentChanged ? (a.contentSize, b.contentSize) : nil, changes: changes, unchanged: unchanged,
                      tolerance: tolerance)
    }
}
