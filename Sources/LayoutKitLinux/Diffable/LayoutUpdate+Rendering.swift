import Foundation

/// The update as text and pictures (Docs/Diffable.md, "Updates"; `layout-dump update`).
extension LayoutUpdate {
    /// One line per section change and per item that does not stay put, then a summary:
    ///
    /// ```
    /// insert      @news-9      -> 0.0        (0, 0, 320 x 44)
    /// slide       @news-7  0.0 -> 0.1        (0, 0) -> (0, 44)
    /// ```
    ///
    /// Reloaded and reconfigured items get a line of their own, after their move if they have one.
    public var report: String {
        var text = ""
        Self.writeReport(difference: difference, old: before.identifiers, new: after.identifiers, to: &text) { visit in items.forEach(visit) }
        return text
    }

    /// Not a UIKit name: writes the `report` of the update `difference` makes from `before` to `after` (solved from the
    /// two snapshots, `LayoutUpdate.difference(from:to:)`) line by line, without holding an entry per item: the items
    /// are walked twice, once for the names' width and the counts, once for the lines (`layout-dump update`,
    /// Docs/Reliability.md). Returns whether anything changes. Throws as `init(difference:before:after:)` does.
    @discardableResult
    public static func writeReport<Target: TextOutputStream>(difference: SnapshotDifference, before: LayoutSolution, after: LayoutSolution,
                                                             to output: inout Target) throws -> Bool {
        let (old, new) = try identifiers(before, after)
        return writeReport(difference: difference, old: old, new: new, to: &output) { visit in
            forEachItem(difference: difference, old: old, new: new, before: before, after: after, visit)
        }
    }

    /// The report's lines, from the items `forEachItem` visits (walked twice); returns whether anything changes.
    @discardableResult
    static func writeReport<Target: TextOutputStream>(difference: SnapshotDifference, old: LayoutIdentifiers?, new: LayoutIdentifiers?,
                                                      to output: inout Target, forEachItem: ((Item) -> Void) -> Void) -> Bool {
        func write(_ line: String) { output.write(line + "\n") }
        let pad = padded
        func p(_ path: IndexPath?) -> String { path.map { "\($0.section).\($0.item)" } ?? "" }
        func origin(_ r: CGRect) -> String { "(\(formatPoints(r.minX)), \(formatPoints(r.minY)))" }
        func rect(_ r: CGRect?) -> String {
            r.map { "(\(formatPoints($0.minX)), \(formatPoints($0.minY)), \(formatPoints($0.width)) x \(formatPoints($0.height)))" } ?? "(not laid out)"
        }
        func sectionName(_ names: LayoutIdentifiers?, _ index: Int) -> String {
            names.flatMap { $0.sections.indices.contains(index) ? FrameDump.identifierToken($0.sections[index]) : nil } ?? "\(index)"
        }
        for index in difference.deletedSections { write("\(pad("delete", 11)) section \(sectionName(old, index)) \(index)") }
        for index in difference.insertedSections { write("\(pad("insert", 11)) section \(sectionName(new, index)) -> \(index)") }
        for move in difference.movedSections {
            write("\(pad("move", 11)) section \(sectionName(new, move.to)) \(move.from) -> \(move.to)")
        }
        for move in difference.reloadedSections {
            write("\(pad("reload", 11)) section \(sectionName(new, move.to)) \(move.from) -> \(move.to)")
        }
        var counts: [Change: Int] = [:]
        var widest = 0
        forEachItem { item in
            counts[item.change, default: 0] += 1
            if item.change != .unchanged || item.isReloaded || item.isReconfigured {
                widest = max(widest, FrameDump.identifierToken(item.identifier).count)
            }
        }
        let nameWidth = min(32, widest)
        forEachItem { item in
            let name = pad(FrameDump.identifierToken(item.identifier), nameWidth)
            let paths = pad(p(item.from), 5) + " -> " + pad(p(item.to), 5)
            switch item.change {
            case .deleted: write("\(pad("delete", 11)) \(name) \(pad(p(item.from), 5))          \(rect(item.frameBefore))")
            case .inserted: write("\(pad("insert", 11)) \(name)       -> \(pad(p(item.to), 5)) \(rect(item.frameAfter))")
            case .moved, .slid:
                let word = item.change == .moved ? "move" : "slide"
                let frames: String
                if let a = item.frameBefore, let b = item.frameAfter, a.size == b.size {
                    frames = "\(origin(a)) -> \(origin(b))"
                } else {
                    frames = "\(rect(item.frameBefore)) -> \(rect(item.frameAfter))"
                }
                write("\(pad(word, 11)) \(name) \(paths) \(frames)")
            case .unchanged: break
            }
            if item.isReloaded { write("\(pad("reload", 11)) \(name) \(paths)") }
            if item.isReconfigured { write("\(pad("reconfigure", 11)) \(name) \(paths)") }
        }
        let itemSummary = [(Change.inserted, "inserted"), (.deleted, "deleted"), (.moved, "moved"), (.slid, "slid"), (.unchanged, "unchanged")]
            .map { "\(counts[$0.0, default: 0]) \($0.1)" }.joined(separator: ", ")
        let sectionSummary = "\(difference.insertedSections.count) inserted, \(difference.deletedSections.count) deleted, "
            + "\(difference.movedSections.count) moved"
        write("items: \(itemSummary); \(difference.reloadedItems.count) reloaded, \(difference.reconfiguredItems.count) reconfigured; "
              + "sections: \(sectionSummary), \(difference.reloadedSections.count) reloaded")
        return !difference.isEmpty || counts.contains { $0.key != .unchanged && $0.value > 0 }
    }

    /// `text` padded with spaces to `width`, as the report always padded it: unchanged when it has `width` characters
    /// or more, else `padding(toLength:withPad:startingAt:)`, which counts UTF-16 units (and cuts a text longer in
    /// them). The same spaces are added without Foundation when the text is short enough in UTF-16 units: Foundation's
    /// padding took a fifth of writing a million lines.
    static func padded(_ text: String, _ width: Int) -> String {
        guard text.count < width else { return text }
        let units = text.utf16.count
        return units <= width ? text + String(repeating: " ", count: width - units) : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// The mark before a label in the drawings.
    static let marks: [Change: String] = [.inserted: "+", .deleted: "-", .moved: ">", .slid: "~", .unchanged: ""]

    /// The layout before and after as two box drawings (`ASCIIDiagram`), cells labelled by identifier and marked by what
    /// happens to them: `-` deleted (before), `+` inserted (after), `>` moved, `~` slid.
    public func asciiDiagram(width: Int = ASCIIDiagram.defaultWidth, maxRows: Int = ASCIIDiagram.defaultMaxRows) -> String {
        var before: [IndexPath: String] = [:], after: [IndexPath: String] = [:]
        for item in items {
            let label = Self.marks[item.change, default: ""] + TerminalText.escaped(item.identifier)
            if let from = item.from { before[from] = label }
            if let to = item.to { after[to] = label }
        }
        func draw(_ solution: LayoutSolution, _ labels: [IndexPath: String]) -> String {
            ASCIIDiagram.draw(contentSize: solution.contentSize, elements: solution.attributes, width: width, maxRows: maxRows, color: false) { element in
                element.representedElementCategory == .cell ? labels[element.indexPath] : ASCIIDiagram.label(for: element)
            }
        }
        return "before:\n" + draw(self.before, before) + "after:\n" + draw(self.after, after)
            + "marks: -deleted +inserted >moved ~slid\n"
    }

    /// The transition as one SVG picture: the layout after, with inserted cells green, moved and slid cells drawn at
    /// their new frames with a dashed outline at the old frame and an arrow between the two, and deleted cells as red
    /// dashed outlines at their old frames. Supplementaries and decorations are drawn as after the update.
    ///
    /// Back to front: supplementaries and decorations, old places, cells, then deleted cells (translucent, so that a
    /// deleted cell is never hidden under a cell that moved into its place), arrows, and last the labels with a white
    /// halo, so that no arrow is drawn over a label. A legend above the picture names every mark used.
    /// `fitWidth`, when given, is the picture's width in pixels (`layout-dump update --fit-width`): the same viewBox,
    /// its height in proportion, as `SVGDiagram` fits a layout.
    public func svgDiagram(fitWidth: CGFloat? = nil) -> String {
        let n = SVGDiagram.n, escape = SVGDiagram.escape
        let contentWidth = max(before.contentSize.width, after.contentSize.width)
        let contentHeight = max(before.contentSize.height, after.contentSize.height)
        var bounds = CGRect(x: 0, y: 0, width: SVGDiagram.finite(contentWidth), height: SVGDiagram.finite(contentHeight))
        for item in items {
            for frame in [item.frameBefore, item.frameAfter].compactMap({ $0 }) where SVGDiagram.isFinite(frame) { bounds = bounds.union(frame) }
        }
        let margin = SVGDiagram.margin
        // The legend: each change drawn, the old places and the arrows when there are moves.
        let changes = Set(items.map(\.change))
        var entries = Self.legendEntries.filter { changes.contains($0.change) }.map { (className: $0.change.rawValue, text: $0.text) }
        if changes.contains(.moved) || changes.contains(.slid) { entries.append((className: "origin", text: "old place, arrow to the new")) }
        let legendRows = SVGDiagram.legendLayout(entries, width: bounds.width)
        let legendHeight = CGFloat(legendRows.count) * SVGDiagram.legendRowHeight
        let top = bounds.minY - margin - legendHeight, height = bounds.height + 2 * margin + legendHeight
        let (shownWidth, shownHeight) = SVGDiagram.shownSize(width: bounds.width + 2 * margin, height: height, fitWidth: fitWidth)
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(shownWidth))" height="\(n(shownHeight))" viewBox="\(n(bounds.minX - margin)) \(n(top)) \(n(bounds.width + 2 * margin)) \(n(height))">
        <title>update: \(counts[.inserted, default: 0]) inserted, \(counts[.deleted, default: 0]) deleted, \(counts[.moved, default: 0]) moved, \(counts[.slid, default: 0]) slid</title>
        <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#37474f"/></marker></defs>
        <style>
          .content { fill: #ffffff; stroke: #444444; stroke-width: 1; }
          .supplementary, .decoration { fill: #f5f5f5; stroke: #bdbdbd; stroke-width: 1; stroke-dasharray: 4 2; }
          .unchanged { fill: #dce8fb; stroke: #1e5bc6; stroke-width: 1; }
          .inserted { fill: #c8e6c9; stroke: #2e7d32; stroke-width: 1.5; }
          .deleted { fill: #ffcdd2; fill-opacity: 0.6; stroke: #c62828; stroke-width: 1.5; stroke-dasharray: 4 2; }
          .moved, .slid { fill: #fff9c4; stroke: #f9a825; stroke-width: 1.5; }
          .origin { fill: none; stroke: #757575; stroke-width: 1; stroke-dasharray: 2 2; }
          .path { stroke: #37474f; stroke-width: 1; marker-end: url(#arrow); }
          text { font-family: Menlo, Consolas, monospace; text-anchor: middle; dominant-baseline: central; fill: #212121;
                 paint-order: stroke; stroke: #ffffff; stroke-width: 2.5; stroke-linejoin: round; }
          g.legend text { text-anchor: start; dominant-baseline: text-before-edge; }
        </style>

        """
        if !legendRows.isEmpty {
            out += "<g class=\"legend\">\n"
            for (row, placed) in legendRows.enumerated() {
                let y = top + CGFloat(row) * SVGDiagram.legendRowHeight
                for (x, entry) in placed {
                    out += "<rect class=\"\(entry.className)\" x=\"\(n(bounds.minX + x))\" y=\"\(n(y))\" width=\"\(n(SVGDiagram.legendSwatch))\" "
                        + "height=\"\(n(SVGDiagram.legendSwatch))\"/><text x=\"\(n(bounds.minX + x + SVGDiagram.legendSwatch + 4))\" y=\"\(n(y))\" "
                        + "font-size=\"\(n(SVGDiagram.legendFontSize))\">\(escape(entry.text))</text>\n"
                }
            }
            out += "</g>\n"
        }
        out += "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(contentWidth))\" height=\"\(n(contentHeight))\"/>\n"
        func rect(_ f: CGRect, _ className: String, _ title: String) {
            out += "<rect class=\"\(className)\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
                + "<title>\(escape(title))</title></rect>\n"
        }
        var labels: [String] = []
        // A cell that takes a deleted cell's place shares its frame: the deleted cell's label goes in the upper quarter
        // and the other's in the lower quarter, so the two never overlap.
        let deletedFrames = Set(items.filter { $0.change == .deleted }.compactMap { $0.frameBefore.map(FrameKey.init) })
        func label(_ text: String, in f: CGRect, deleted: Bool) {
            let shared = deleted || deletedFrames.contains(FrameKey(f))
            let size = min(12, f.height * (shared ? 0.3 : 0.6), f.width / (CGFloat(text.count) * 0.62 + 0.5))
            guard size >= 5 else { return }
            let y = !shared ? f.midY : (deleted ? f.minY + f.height / 4 : f.minY + 3 * f.height / 4)
            labels.append("<text x=\"\(n(f.midX))\" y=\"\(n(y))\" font-size=\"\(n(size))\">\(escape(text))</text>\n")
        }
        for element in after.attributes where element.representedElementCategory != .cell && SVGDiagram.isFinite(element.frame) {
            rect(element.frame.standardized, element.representedElementCategory == .supplementaryView ? "supplementary" : "decoration",
                 "\(element.representedElementKind ?? "") \(element.indexPath.section).\(element.indexPath.item)")
        }
        // Origins first, then the cells after the update, then the deleted cells over them, then arrows, then labels.
        var arrows: [(CGRect, CGRect)] = []
        for item in items where item.change == .moved || item.change == .slid {
            if let a = item.frameBefore, SVGDiagram.isFinite(a) { rect(a, "origin", "\(item.identifier) before") }
        }
        for deleted in [false, true] {
            for item in items where (item.change == .deleted) == deleted {
                let frame = item.change == .deleted ? item.frameBefore : item.frameAfter
                guard let f = frame, SVGDiagram.isFinite(f) else { continue }
                let paths = [item.from.map { "\($0.section).\($0.item)" }, item.to.map { "\($0.section).\($0.item)" }]
                    .map { $0 ?? "-" }.joined(separator: " -> ")
                rect(f, item.change.rawValue, "\(item.identifier): \(item.change.rawValue) \(paths)")
                label(Self.marks[item.change, default: ""] + item.identifier, in: f, deleted: deleted)
                if item.change == .moved || item.change == .slid, let a = item.frameBefore, SVGDiagram.isFinite(a) { arrows.append((a, f)) }
            }
        }
        for (a, b) in arrows {
            out += "<line class=\"path\" x1=\"\(n(a.midX))\" y1=\"\(n(a.midY))\" x2=\"\(n(b.midX))\" y2=\"\(n(b.midY))\"/>\n"
        }
        out += labels.joined()
        out += "</svg>\n"
        return out
    }

    /// A frame as a set member.
    struct FrameKey: Hashable {
        let x, y, width, height: CGFloat
        init(_ f: CGRect) { (x, y, width, height) = (f.minX, f.minY, f.width, f.height) }
    }

    /// What the update picture's legend says for each change, in its order.
    static let legendEntries: [(change: Change, text: String)] = [
        (.unchanged, "unchanged"), (.inserted, "+ inserted"), (.deleted, "- deleted (where it was)"), (.moved, "> moved by the update"),
        (.slid, "~ slid by the layout"),
    ]
}
