import Foundation

/// A solved layout as an SVG picture (Docs/CLI.md, "svg" format), to open in a browser.
///
/// One user unit is one point; the picture covers the content rectangle, every element that sticks out of it (an
/// orthogonal section's row, a scrolled section) and the visible bounds when given, with an 8-pt margin, and a
/// legend below. Layers, back to front: the content rectangle; each section's frame (grey, dashed); decorations
/// (green, dotted); cells (blue); supplementary views (orange, dashed; badges purple); the visible bounds (red,
/// `viewport`); then every label, so that no element hides one. Within a layer, lower zIndex first. Every element is
/// one `<rect>` with a class (`cell`, `supplementary`, `badge`, `decoration`, `section`) and a `<title>` tooltip
/// giving its kind, index path, frame and zIndex, in a group `<g data-i="N" data-c="class">` (N its position in the
/// list drawn, which the interactive page uses). Labels (`section.item`, `header 0.0`, `decoration N`,
/// `section N`) are placed so that no two overlap (`LabelPlacement`), and left out where none fits.
public enum SVGDiagram {
    public static let margin: CGFloat = 8

    /// The picture of `solution`; `viewport`, when given, is the visible bounds to outline (for a context,
    /// `CGRect(origin: context.contentOffset, size: context.containerSize)`, as the solver pins against).
    public static func render(_ solution: LayoutSolution, badgeKinds: Set<String> = [], viewport: CGRect? = nil) -> String {
        render(contentSize: solution.contentSize, elements: solution.attributes, sectionFrames: solution.sections.map(\.frame),
               badgeKinds: badgeKinds, viewport: viewport)
    }

    /// The picture of any list of elements; `sectionFrames` are drawn as dashed outlines when given.
    /// `badgeKinds` are the item and group supplementary kinds, drawn apart from boundary items (class `badge`).
    public static func render<C: Collection>(contentSize: CGSize, elements: C, sectionFrames: [CGRect] = [],
                                             badgeKinds: Set<String> = [], viewport: CGRect? = nil) -> String
    where C.Element == UICollectionViewLayoutAttributes {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + picture(contentSize: contentSize, elements: elements, sectionFrames: sectionFrames, badgeKinds: badgeKinds, viewport: viewport)
    }

    /// The `<svg>` element alone (the interactive page embeds it).
    static func picture<C: Collection>(contentSize: CGSize, elements: C, sectionFrames: [CGRect], badgeKinds: Set<String>,
                                       viewport: CGRect?, legend: Bool = true) -> String
    where C.Element == UICollectionViewLayoutAttributes {
        let width = max(0, finite(contentSize.width)), height = max(0, finite(contentSize.height))
        // The picture shows the content rectangle and everything sticking out of it (orthogonal rows, badges
        // hanging over an edge, scrolled sections, the visible bounds), so nothing is cut off; lengths are capped
        // at the document limit.
        var bounds = CGRect(x: 0, y: 0, width: width, height: height)
        for element in elements {
            let f = element.frame.standardized
            if isFinite(f) { bounds = bounds.union(f) }
        }
        let shownViewport = viewport.map(\.standardized).flatMap { isFinite($0) ? $0 : nil }
        if let shownViewport { bounds = bounds.union(shownViewport) }
        let limit: CGFloat = 1_000_000
        let minX = max(bounds.minX, -limit), minY = max(bounds.minY, -limit)
        let maxX = min(bounds.maxX, limit), maxY = min(bounds.maxY, limit)

        // What is drawn, back to front (decorations, cells, supplementaries; lower zIndex first).
        let layer: [UICollectionView.ElementCategory: Int] = [.decorationView: 0, .cell: 1, .supplementaryView: 2]
        let ordered = elements.enumerated().sorted {
            (layer[$0.element.representedElementCategory] ?? 1, $0.element.zIndex, $0.offset)
                < (layer[$1.element.representedElementCategory] ?? 1, $1.element.zIndex, $1.offset)
        }
        var present = Set<String>()
        if sectionFrames.contains(where: { isFinite($0.standardized) }) { present.insert("section") }
        for (_, element) in ordered where isFinite(element.frame.standardized) {
            present.insert(className(of: element, badgeKinds: badgeKinds))
        }
        if shownViewport != nil { present.insert("viewport") }
        // Without badge kinds, badges are drawn as supplementaries, and the legend says so.
        let legendEntries = !legend ? [] : Self.legendEntries.filter { present.contains($0.className) }.map {
            $0.className == "supplementary" && badgeKinds.isEmpty ? ($0.className, "supplementary (header, footer, badge)") : $0
        }
        let legendRows = legendLayout(legendEntries, width: maxX - minX)
        let legendHeight = CGFloat(legendRows.count) * legendRowHeight
        let fullWidth = maxX - minX + 2 * margin, fullHeight = maxY - minY + 2 * margin + legendHeight

        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(fullWidth))" height="\(n(fullHeight))" viewBox="\(n(minX - margin)) \(n(minY - margin)) \(n(fullWidth)) \(n(fullHeight))">
        <title>layout: content \(n(width)) x \(n(height)) pt</title>
        <style>
          .content { fill: #ffffff; stroke: #444444; stroke-width: 1; }
          .section { fill: none; stroke: #9e9e9e; stroke-width: 1; stroke-dasharray: 6 3; }
          .decoration { fill: #e8f5e9; stroke: #43a047; stroke-width: 1; stroke-dasharray: 1 2; }
          .cell { fill: #dce8fb; stroke: #1e5bc6; stroke-width: 1; }
          .supplementary { fill: #ffe3bf; fill-opacity: 0.9; stroke: #e65100; stroke-width: 1.5; stroke-dasharray: 4 2; }
          .badge { fill: #f3d9fa; fill-opacity: 0.9; stroke: #8e24aa; stroke-width: 1.5; }
          .viewport { fill: none; stroke: #d32f2f; stroke-width: 2; stroke-dasharray: 8 4; }
          text { font-family: Menlo, Consolas, "DejaVu Sans Mono", monospace; text-anchor: start; dominant-baseline: text-before-edge;
                 fill: #212121; paint-order: stroke; stroke: #ffffff; stroke-width: 2; stroke-linejoin: round; }
          text.section-label { fill: #757575; }
        </style>
        <rect class="content" x="0" y="0" width="\(n(width))" height="\(n(height))"/>

        """
        var labels = LabelPlacement()
        var labelMarkup: [String] = []
        /// Places a label in `frame` and returns its `<text>`, or nil when it fits nowhere.
        func label(_ text: String, in frame: CGRect, fontSize: CGFloat, anchor: LabelPlacement.Anchor, className: String? = nil) -> String? {
            guard fontSize >= 5, let box = labels.place(characters: text.count, fontSize: fontSize, in: frame, anchor: anchor) else { return nil }
            let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
            return "<text\(classAttribute) x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" font-size=\"\(n(fontSize))\" "
                + "textLength=\"\(n(box.width))\" lengthAdjust=\"spacingAndGlyphs\">\(escape(text))</text>"
        }

        for (index, frame) in sectionFrames.enumerated() {
            let f = frame.standardized
            guard isFinite(f) else { continue }
            out += "<rect class=\"section\" data-c=\"section\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
                + "<title>section \(index)</title></rect>\n"
        }
        // Labels are placed most important first: supplementaries (often over cells), cells, decorations, sections.
        var pending: [(priority: Int, index: Int, element: UICollectionViewLayoutAttributes, frame: CGRect, className: String)] = []
        for (index, element) in ordered {
            let f = element.frame.standardized
            guard isFinite(f) else { continue }
            let className = className(of: element, badgeKinds: badgeKinds)
            let path = element.identifier ?? (element.indexPath.item == Int.max ? "layout" : "\(element.indexPath.section).\(element.indexPath.item)")
            let kind = element.representedElementKind.map { " \($0)" } ?? ""
            let tooltip = "\(className)\(kind) \(path): x \(n(f.minX)), y \(n(f.minY)), \(n(f.width)) x \(n(f.height)), z \(element.zIndex)"
            // A handler's transform applies about the element's center and its alpha to the whole element, as UIKit
            // draws them; the element (and, in the label layer, its label) is drawn in a group carrying both.
            let look = appearance(of: element, frame: f)
            out += "<g data-i=\"\(index)\" data-c=\"\(className)\">" + (look.isEmpty ? "" : "<g\(look)>")
                + "<rect class=\"\(className)\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
                + "<title>\(escape(tooltip))</title></rect>" + (look.isEmpty ? "" : "</g>") + "</g>\n"
            let priority: [UICollectionView.ElementCategory: Int] = [.supplementaryView: 0, .cell: 1, .decorationView: 2]
            pending.append((priority[element.representedElementCategory] ?? 1, index, element, f, className))
        }
        if let v = shownViewport {
            let offset = "\(n(v.minX)), \(n(v.minY))"
            out += "<rect class=\"viewport\" data-c=\"viewport\" x=\"\(n(v.minX))\" y=\"\(n(v.minY))\" width=\"\(n(v.width))\" height=\"\(n(v.height))\">"
                + "<title>visible bounds at content offset (\(offset)): \(n(v.width)) x \(n(v.height))</title></rect>\n"
        }
        pending.sort { ($0.priority, $0.index) < ($1.priority, $1.index) }
        for item in pending {
            guard let text = ASCIIDiagram.label(for: item.element) else { continue }
            let f = item.frame
            // About 0.6 em per character in a monospace font; at most 12 pt (9 in a decoration's corner), at least 5.
            let size = min(12, f.height * 0.6, f.width / (CGFloat(text.count) * LabelPlacement.glyphWidth + 0.5))
            let isDecoration = item.element.representedElementCategory == .decorationView
            guard let markup = label(text, in: f, fontSize: isDecoration ? min(size, 9) : size, anchor: isDecoration ? .corners : .centre,
                                     className: isDecoration ? "section-label" : nil) else { continue }
            let look = appearance(of: item.element, frame: f)
            labelMarkup.append("<g data-i=\"\(item.index)\" data-c=\"\(item.className)\">"
                               + (look.isEmpty ? markup : "<g\(look)>\(markup)</g>") + "</g>")
        }
        for (index, frame) in sectionFrames.enumerated() {
            let f = frame.standardized
            guard isFinite(f), let markup = label("section \(index)", in: f, fontSize: 9, anchor: .corners, className: "section-label") else { continue }
            labelMarkup.append("<g data-c=\"section\">\(markup)</g>")
        }
        if !labelMarkup.isEmpty {
            out += "<g class=\"labels\">\n" + labelMarkup.map { $0 + "\n" }.joined() + "</g>\n"
        }
        if !legendRows.isEmpty {
            out += "<g class=\"legend\">\n"
            for (row, entries) in legendRows.enumerated() {
                let y = maxY + margin + CGFloat(row) * legendRowHeight
                for (x, entry) in entries {
                    out += "<rect class=\"swatch \(entry.className)\" x=\"\(n(minX + x))\" y=\"\(n(y))\" width=\"\(n(legendSwatch))\" height=\"\(n(legendSwatch))\"/>"
                        + "<text x=\"\(n(minX + x + legendSwatch + 4))\" y=\"\(n(y))\" font-size=\"\(n(legendFontSize))\">\(escape(entry.text))</text>\n"
                }
            }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The element's class: `cell`, `supplementary`, `badge` (a supplementary of a kind in `badgeKinds`) or `decoration`.
    static func className(of element: UICollectionViewLayoutAttributes, badgeKinds: Set<String>) -> String {
        switch element.representedElementCategory {
        case .cell: return "cell"
        case .supplementaryView: return badgeKinds.contains(element.representedElementKind ?? "") ? "badge" : "supplementary"
        case .decorationView: return "decoration"
        }
    }

    // MARK: legend

    /// What each class stands for, in the legend's order.
    static let legendEntries: [(className: String, text: String)] = [
        ("cell", "cell"), ("supplementary", "supplementary (header, footer)"), ("badge", "badge (item supplementary)"),
        ("decoration", "decoration (background)"), ("section", "section frame"), ("viewport", "visible bounds"),
    ]
    static let legendRowHeight: CGFloat = 14
    static let legendSwatch: CGFloat = 10
    static let legendFontSize: CGFloat = 9
    static let legendGap: CGFloat = 12

    /// The legend's entries in rows no wider than the picture (at least one entry a row), each with its x from the
    /// picture's left edge: a 10-pt swatch, 4 pt, the text (0.6 em a glyph), 12 pt to the next entry.
    static func legendLayout(_ entries: [(className: String, text: String)], width: CGFloat) -> [[(x: CGFloat, entry: (className: String, text: String))]] {
        var rows: [[(x: CGFloat, entry: (className: String, text: String))]] = []
        var x: CGFloat = 0
        for entry in entries {
            let entryWidth = legendSwatch + 4 + CGFloat(entry.text.count) * LabelPlacement.glyphWidth * legendFontSize
            if rows.isEmpty || (x > 0 && x + entryWidth > width) {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((x, entry))
            x += entryWidth + legendGap
        }
        return rows
    }

    // MARK: -

    /// SVG attributes for what a visible-items handler set: `transform` about the frame's center, `opacity`,
    /// `visibility`. Empty for an element drawn as solved.
    static func appearance(of element: UICollectionViewLayoutAttributes, frame f: CGRect) -> String {
        var out = ""
        if let transform = transformAttribute(element.transform, frame: f) { out += " transform=\"\(transform)\"" }
        if element.alpha != 1 { out += " opacity=\"\(n(min(1, max(0, element.alpha))))\"" }
        if element.isHidden { out += " visibility=\"hidden\"" }
        return out
    }

    /// `t` applied about the center of `f`, as SVG's `transform` value (translate(center) · matrix · translate(−center));
    /// nil for the identity.
    static func transformAttribute(_ t: CGAffineTransform, frame f: CGRect) -> String? {
        guard !t.isIdentity, t.isFinite else { return nil }
        return "translate(\(n(f.midX)) \(n(f.midY))) matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: " "))) "
            + "translate(\(n(-f.midX)) \(n(-f.midY)))"
    }

    static func n(_ value: CGFloat) -> String { formatPoints(finite(value)) }

    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    static func isFinite(_ frame: CGRect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
    }

    /// Text as XML character data or an attribute value.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // XML 1.0 allows no control characters but tab, newline and carriage return, and not U+FFFE or U+FFFF.
                let control = scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
                if control || scalar.value == 0xFFFE || scalar.value == 0xFFFF { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
