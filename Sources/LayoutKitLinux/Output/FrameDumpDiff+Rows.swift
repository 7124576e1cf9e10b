import Foundation

// Comparing dumps of millions of elements in memory that does not grow with them (`layout-dump diff`, Docs/CLI.md,
// "diff"): each side is read as it is compared, a frame dump line by line from its bytes, a solution row by row
// from its store, and two sides in the dump's order are matched in one walk of both (a merge by key), so nothing
// but the differences' counts is kept. The report is the same text `compare(_:_:tolerance:).report` makes.

extension FrameDumpDiff {
    /// Not a UIKit name: one side of a comparison, read as it is compared.
    public struct Rows {
        enum Source {
            /// A frame dump's bytes, read once when made (so a malformed dump fails before anything is written), and
            /// where its elements' lines start when it is matched by key.
            case text(Data, offsets: [UInt32]?)
            /// A solution, keyed by identifier when there are identifiers.
            case solution(LayoutSolution, LayoutIdentifiers?)
            case dump(Dump)
        }

        let source: Source
        public let contentSize: CGSize
        /// In the dump's order and named by index path: matched with the other side in one walk. A dump keyed by
        /// identifier, or written in another order by hand, is read whole and matched by key (`compare`).
        let inDumpOrder: Bool

        /// A frame dump's text, as UTF-8 bytes; throws a `ParseError` naming the first bad line.
        public init(parsing data: Data) throws {
            var size = CGSize.zero, ordered = true
            // Where each element's line starts, for a dump matched by key (4 bytes a line).
            var offsets: [UInt32] = []
            let small = data.count <= Int(UInt32.max)
            try data.withUnsafeBytes { raw in
                var reader = try FrameDumpReader(raw.bindMemory(to: UInt8.self))
                var previous: Element?
                while let element = try reader.next() {
                    if element.identifier != nil || previous.map({ FrameDumpDiff.order(element, $0) < 0 }) == true { ordered = false }
                    if small { offsets.append(UInt32(reader.elementOffset)) }
                    previous = element
                }
                size = try reader.finish()
            }
            source = .text(data, offsets: small ? offsets : nil)
            contentSize = size
            inDumpOrder = ordered
        }

        /// The dump of `solution`, read from its store; keyed by its identifiers when `keyedByIdentifier` (throws when
        /// it cannot be, `FrameDump.render(_:keyedByIdentifier:)`).
        public init(_ solution: LayoutSolution, keyedByIdentifier: Bool = false) throws {
            let identifiers = keyedByIdentifier ? try solution.keyingIdentifiers() : nil
            source = .solution(solution, identifiers)
            contentSize = solution.contentSize
            inDumpOrder = identifiers == nil
        }

        /// A dump already in memory (a fixture's expected frames).
        public init(_ dump: Dump) {
            source = .dump(dump)
            contentSize = dump.contentSize
            inDumpOrder = !dump.elements.contains { $0.identifier != nil }
                && zip(dump.elements, dump.elements.dropFirst()).allSatisfy { FrameDumpDiff.order($0, $1) <= 0 }
        }

        /// Every element, in this side's order.
        var dump: Dump {
            var elements: [Element] = []
            withCursor { cursor in while let element = cursor.next() { elements.append(element) } }
            if case .solution = source { elements = elements.map { var e = $0; e.frame = e.frame.standardized; return e } }
            return Dump(contentSize: contentSize, elements: elements)
        }

        /// Runs `body` with a cursor at this side's first element.
        func withCursor<R>(_ body: (inout Cursor) -> R) -> R {
            switch source {
            case .text(let data, _):
                return data.withUnsafeBytes { raw in
                    // Read once already (init): the header and every line are known to be good.
                    guard let reader = try? FrameDumpReader(raw.bindMemory(to: UInt8.self)) else {
                        var empty = Cursor.list([].makeIterator())
                        return body(&empty)
                    }
                    var cursor = Cursor.text(reader)
                    return body(&cursor)
                }
            case .solution(let solution, let identifiers):
                var cursor = Cursor.rows(FrameDump.RowCursor(solution, identifiers: identifiers))
                return body(&cursor)
            case .dump(let dump):
                var cursor = Cursor.list(dump.elements.makeIterator())
                return body(&cursor)
            }
        }

        /// Runs `body` with this side read by position (`matchByKey`): a dump's text from where its lines start, a
        /// solution from its store, so neither is held as elements.
        func withKeyedSide<R>(_ body: (KeyedSide) -> R) -> R {
            switch source {
            case .text(let data, let offsets?):
                return data.withUnsafeBytes { raw in
                    // Read once already (init): the header and every line are known to be good.
                    guard var reader = try? FrameDumpReader(raw.bindMemory(to: UInt8.self)), (try? reader.next()) != nil else {
                        return body(KeyedSide(count: 0) { _ in Element(category: .cell, kind: nil, section: 0, item: 0, frame: .zero, zIndex: 0) })
                    }
                    return body(KeyedSide(count: offsets.count) { position in
                        reader.element(at: Int(offsets[position]))
                            ?? Element(category: .cell, kind: nil, section: 0, item: 0, frame: .zero, zIndex: 0)
                    })
                }
            case .solution(let solution, let identifiers):
                let store = solution.store
                let attributes = solution.attributes
                let others = FrameDump.sortedRows(attributes[min(store.cellCount, attributes.count)...])
                // The cursor's order (`FrameDump.RowCursor`): the dump's.
                return body(KeyedSide(count: store.cellCount + others.count, inDumpOrder: true) { position in
                    var row: Element
                    if position < store.cellCount {
                        let cell = store.element(at: position)
                        row = FrameDump.cellRow(cell.record, in: store)
                    } else {
                        row = others[position - store.cellCount]
                    }
                    row.frame = row.frame.standardized
                    if let identifiers { row.identifier = identifiers.key(category: row.category, section: row.section, item: row.item) }
                    return row
                })
            case .text, .dump:
                return body(dump.keyedSide)
            }
        }

        enum Cursor {
            case text(FrameDumpReader)
            case rows(FrameDump.RowCursor)
            case list(IndexingIterator<[Element]>)

            mutating func next() -> Element? {
                switch self {
                case .text(var reader):
                    let element = try? reader.next()
                    self = .text(reader)
                    return element ?? nil
                case .rows(var rows):
                    let element = rows.next()
                    self = .rows(rows)
                    return element
                case .list(var list):
                    let element = list.next()
                    self = .list(list)
                    return element
                }
            }
        }
    }

    /// The dump's order of two elements' keys: negative when `a` comes first, 0 for the same key (category, kind,
    /// index path), positive when `b` comes first.
    static func order(_ a: Element, _ b: Element) -> Int {
        if Element.precedes(a, b) { return -1 }
        if Element.precedes(b, a) { return 1 }
        if a.kind == b.kind { return 0 }
        return a.kind == nil ? -1 : 1
    }

    /// Walks two sides in the dump's order together: `visit(a, b)` for an element of both (elements with one key are
    /// matched in order), `visit(a, nil)` for one only in A, `visit(nil, b)` for one only in B.
    static func merge(_ a: Rows, _ b: Rows, _ visit: (Element?, Element?) -> Void) {
        a.withCursor { left in
            b.withCursor { right in
                var x = left.next(), y = right.next()
                while x != nil || y != nil {
                    let step = x.flatMap { x in y.map { order(x, $0) } } ?? (x == nil ? 1 : -1)
                    visit(step <= 0 ? x : nil, step >= 0 ? y : nil)
                    if step <= 0 { x = left.next() }
                    if step >= 0 { y = right.next() }
                }
            }
        }
    }

    /// Not a UIKit name: compares A with B as `compare(_:_:tolerance:)` does and writes its `report`, in memory that
    /// does not grow with the dumps when both sides are in the dump's order: the changed elements are written as they
    /// are met; the added and the removed, which the report lists after them, in a second and third walk (only when
    /// there are any). Returns whether the two are equal.
    @discardableResult
    public static func writeReport<Target: TextOutputStream>(_ a: Rows, _ b: Rows, tolerance: CGFloat = 0, to output: inout Target) -> Bool {
        let tolerance = normalized(tolerance)
        let contentChanged = !close(a.contentSize.width, b.contentSize.width, tolerance: tolerance)
            || !close(a.contentSize.height, b.contentSize.height, tolerance: tolerance)
        if contentChanged { output.write(Result.contentLine(a.contentSize, b.contentSize) + "\n") }
        var counts: [String: Int] = [:]
        var unchanged = 0, added = 0, removed = 0
        guard a.inDumpOrder, b.inDumpOrder else {
            // Matched by key (`compare`'s matching), each side read where it is, the report written line by line.
            a.withKeyedSide { left in b.withKeyedSide { right in matchByKey(left, right) { old, new in
                let change: Change
                switch (old, new) {
                case let (old?, new?):
                    guard let changed = FrameDumpDiff.change(from: old, to: new, tolerance: tolerance) else { unchanged += 1; return }
                    change = changed
                case let (old?, nil): change = .removed(old)
                case let (nil, new?): change = .added(new)
                case (nil, nil): return
                }
                let (word, line) = Result.describe(change)
                counts[word, default: 0] += 1
                output.write(line + "\n")
            } } }
            output.write(Result.summary(counts: counts, contentChanged: contentChanged, unchanged: unchanged, tolerance: tolerance) + "\n")
            return !contentChanged && counts.isEmpty
        }
        merge(a, b) { old, new in
            switch (old, new) {
            case let (old?, new?):
                guard let change = change(from: old, to: new, tolerance: tolerance) else { unchanged += 1; return }
                let (word, line) = Result.describe(change)
                counts[word, default: 0] += 1
                output.write(line + "\n")
            case (_?, nil): removed += 1
            case (nil, _?): added += 1
            case (nil, nil): break
            }
        }
        if added > 0 {
            merge(a, b) { old, new in if old == nil, let new { output.write(Result.describe(.added(new)).1 + "\n") } }
            counts["added"] = added
        }
        if removed > 0 {
            merge(a, b) { old, new in if new == nil, let old { output.write(Result.describe(.removed(old)).1 + "\n") } }
            counts["removed"] = removed
        }
        output.write(Result.summary(counts: counts, contentChanged: contentChanged, unchanged: unchanged, tolerance: tolerance) + "\n")
        return !contentChanged && counts.isEmpty
    }
}
