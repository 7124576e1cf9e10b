import Foundation

/// A solved layout as an SVG picture (Docs/CLI.md, "svg" format), to open in a browser.
///
/// One user unit is one point; the picture covers the content rectangle, every element that sticks out of it (an
/// orthogonal section's row, a scrolled section) and the visible bounds when given, with an 8-pt margin, and a
/// legend above it (a tall picture opens on it). Layers, back to front: the content rectangle; each section's frame (grey, dashed); decorations
/// (green, dotted); cells (blue); supplementary views (orange, dashed; badges purple); the visible bounds (red,
/// `viewport`); then every label, so that no element hides one. Within a layer, lower zIndex first. Every element is
/// one `<rect>` with a class (`cell`, `supplementary`, `badge`, `decoration`, `section`) and a `<title>` tooltip
/// giving its kind, index path, frame and zIndex, in a group `<g data-i="N" data-c="class">` (N its position in the
/// list drawn, which the interactive page uses). Labels (`section.item`, `header 0.0`, `decoration N`,
/// `section N`) are placed so that no two overlap (`LabelPlacement`), and left out where none fits.
public enum SVGDiagram {
    /// The size a picture of `width` × `height` points is shown at: one point a pixel, or fitted to `fitWidth` pixels
    /// (`layout-dump --fit-width`): the same viewBox shown that many pixels wide, its height in proportion. A finite
    /// positive width only; the CLI refuses others.
    static func shownSize(width: CGFloat, height: CGFloat, fitWidth: CGFloat?) -> (width: CGFloat, height: CGFloat) {
        guard let fit = fitWidth, fit.isFinite, fit > 0, width > 0 else { return (width, height) }
        return (fit, height * fit / width)
    }

    public static let margin: CGFloat = 8

    /// The picture of `solution`; `viewport`, when given, is the visible bounds to outline (for a context,
    /// `CGRect(origin: context.contentOffset, size: context.containerSize)`, as the solver pins against).
    /// `fitWidth`, when given, is the picture's width in pixels (`layout-dump --fit-width`): the drawing, legend included,
    /// is scaled to it (the `viewBox` is unchanged, `width` and `height` keep its proportions), so a tall layout opens
    /// whole on its legend instead of one point a pixel.
    public static func render(_ solution: LayoutSolution, badgeKinds: Set<String> = [], viewport: CGRect? = nil,
                              fitWidth: CGFloat? = nil) -> String {
        var text = ""
        write(solution, badgeKinds: badgeKinds, viewport: viewport, fitWidth: fitWidth, to: &text)
        return text
    }

    /// Writes the picture of `solution` a piece at a time (`layout-dump` streams it to standard output): the elements
    /// are made one at a time, in drawing order, so memory follows the solution, not the text (Docs/CLI.md, "Output").
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, badgeKinds: Set<String> = [], viewport: CGRect? = nil,
                                                       fitWidth: CGFloat? = nil, to output: inout Target) {
        output.write(prolog)
        draw(contentSize: solution.contentSize, elements: solution.attributes, frames: solution.frames,
             sectionFrames: solution.sections.map(\.frame), badgeKinds: badgeKinds, viewport: viewport, legend: true,
             fitWidth: fitWidth, to: &output)
    }

    /// The picture of any list of elements; `sectionFrames` are drawn as dashed outlines when given.
    /// `badgeKinds` are the item and group supplementary kinds, drawn apart from boundary items (class `badge`).
    public static func render<C: Collection>(contentSize: CGSize, elements: C, sectionFrames: [CGRect] = [],
                                             badgeKinds: Set<String> = [], viewport: CGRect? = nil, fitWidth: CGFloat? = nil) -> String
    where C.Element == UICollectionViewLayoutAttributes {
        var text = ""
        write(contentSize: contentSize, elements: elements, sectionFrames: sectionFrames, badgeKinds: badgeKinds, viewport: viewport,
              fitWidth: fitWidth, to: &text)
        return text
    }

    public static func write<C: Collection, Target: TextOutputStream>(contentSize: CGSize, elements: C, sectionFrames: [CGRect] = [],
                                                                      badgeKinds: Set<String> = [], viewport: CGRect? = nil,
                                                                      fitWidth: CGFloat? = nil, to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        output.write(prolog)
        let list = Array(elements)
        draw(contentSize: contentSize, elements: list, frames: list.lazy.map(\.frame), sectionFrames: sectionFrames,
             badgeKinds: badgeKinds, viewport: viewport, legend: true, fitWidth: fitWidth, to: &output)
    }

    static let prolog = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// The `<svg>` element, written in passes over elements fetched by position (a solution's are made on demand):
    /// the frames alone for the bounds; one pass for the drawing order and the classes present (the legend's height
    /// is in the header); then the rects in drawing order, then the labels, most important first.
    static func draw<Elements: RandomAccessCollection, Frames: Sequence, Target: TextOutputStream>(
        contentSize: CGSize, elements: Elements, frames: Frames, sectionFrames: [CGRect], badgeKinds: Set<String>,
        viewport: CGRect?, legend: Bool, clip: CGRect? = nil, fitWidth: CGFloat? = nil, to output: inout Target
    ) where Elements.Element == UICollectionViewLayoutAttributes, Elements.Index == Int, Frames.Element == CGRect {
        let width = max(0, finite(contentSize.width)), height = max(0, finite(contentSize.height))
        // The picture shows the content rectangle and everything sticking out of it (orthogonal rows, badges
        // hanging over an edge, scrolled sections, the visible bounds), so nothing is cut off; lengths are capped
        // at the document limit. With `clip` (a window of a large layout) it shows that rectangle only.
        var bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let shownViewport = viewport.map(\.standardized).flatMap { isFinite($0) ? $0 : nil }
        if let clip = clip.map(\.standardized), isFinite(clip) {
            bounds = clip
        } else {
            for frame in frames {
                let f = frame.standardized
                if isFinite(f) { bounds = bounds.union(f) }
            }
            if let shownViewport { bounds = bounds.union(shownViewport) }
        }
        let limit: CGFloat = 1_000_000
        let minX = max(bounds.minX, -limit), minY = max(bounds.minY, -limit)
        let maxX = min(bounds.maxX, limit), maxY = min(bounds.maxY, limit)

        // What is drawn, back to front (decorations, cells, supplementaries; lower zIndex first).
        var (order, present) = drawingOrder(elements, badgeKinds: badgeKinds)
        if sectionFrames.contains(where: { isFinite($0.standardized) }) { present.insert("section") }
        if shownViewport != nil { present.insert("viewport") }
        // Without badge kinds, badges are drawn as supplementaries, and the legend says so.
        let legendEntries = !legend ? [] : Self.legendEntries.filter { present.contains($0.className) }.map {
            $0.className == "supplementary" && badgeKinds.isEmpty ? ($0.className, "supplementary (header, footer, badge)") : $0
        }
        let legendRows = legendLayout(legendEntries, width: maxX - minX)
        let legendHeight = CGFloat(legendRows.count) * legendRowHeight
        let fullWidth = maxX - minX + 2 * margin, fullHeight = maxY - minY + 2 * margin + legendHeight
        let (shownWidth, shownHeight) = shownSize(width: fullWidth, height: fullHeight, fitWidth: fitWidth)

        output.write("""
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(shownWidth))" height="\(n(shownHeight))" viewBox="\(n(minX - margin)) \(n(minY - margin - legendHeight)) \(n(fullWidth)) \(n(fullHeight))">
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

        """)
        for (index, frame) in sectionFrames.enumerated() {
            let f = frame.standardized
            guard isFinite(f) else { continue }
            output.write("<rect class=\"section\" data-c=\"section\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
                + "<title>section \(index)</title></rect>\n")
        }
        for position in order {
            let index = Int(position)
            output.write(rect(elements[index], index: index, badgeKinds: badgeKinds))
        }
        order = []
        if let v = shownViewport {
            let offset = "\(n(v.minX)), \(n(v.minY))"
            output.write("<rect class=\"viewport\" data-c=\"viewport\" x=\"\(n(v.minX))\" y=\"\(n(v.minY))\" width=\"\(n(v.width))\" height=\"\(n(v.height))\">"
                + "<title>visible bounds at content offset (\(offset)): \(n(v.width)) x \(n(v.height))</title></rect>\n")
        }

        // Labels are placed most important first: supplementaries (often over cells), cells, decorations, sections;
        // within each, in list order. They share one group, opened before the first.
        var labels = LabelPlacement()
        var labelCount = 0
        func writeLabel(_ markup: String) {
            output.write((labelCount == 0 ? "<g class=\"labels\">\n" : "") + markup + "\n")
            labelCount += 1
        }
        for category in [UICollectionView.ElementCategory.supplementaryView, .cell, .decorationView] {
            for index in elements.indices {
                // Placed labels are kept to test the next ones against; past `maximumLabels` a picture is unreadable
                // anyway, and memory stays bounded (the tooltips still name every element).
                guard labels.placed.count < LabelPlacement.maximumLabels else { break }
                let element = elements[index]
                guard element.representedElementCategory == category else { continue }
                let f = element.frame.standardized
                guard isFinite(f), let text = ASCIIDiagram.label(for: element) else { continue }
                // About 0.6 em per character in a monospace font; at most 12 pt (9 in a decoration's corner), at least 5.
                let size = min(12, f.height * 0.6, f.width / (CGFloat(text.count) * LabelPlacement.glyphWidth + 0.5))
                let isDecoration = category == .decorationView
                guard let markup = label(text, in: f, fontSize: isDecoration ? min(size, 9) : size, anchor: isDecoration ? .corners : .centre,
                                         className: isDecoration ? "section-label" : nil, placement: &labels) else { continue }
                let look = appearance(of: element, frame: f)
                writeLabel("<g data-i=\"\(index)\" data-c=\"\(className(of: element, badgeKinds: badgeKinds))\">"
                           + (look.isEmpty ? markup : "<g\(look)>\(markup)</g>") + "</g>")
            }
        }
        for (index, frame) in sectionFrames.enumerated() where labels.placed.count < LabelPlacement.maximumLabels {
            let f = frame.standardized
            guard isFinite(f), let markup = label("section \(index)", in: f, fontSize: 9, anchor: .corners, className: "section-label",
                                                  placement: &labels) else { continue }
            writeLabel("<g data-c=\"section\">\(markup)</g>")
        }
        if labelCount > 0 { output.write("</g>\n") }
        if !legendRows.isEmpty {
            output.write("<g class=\"legend\">\n")
            for (row, entries) in legendRows.enumerated() {
                // Above the picture, where a browser opens it: a tall layout drawn a point a pixel would put a legend
                // below it out of sight.
                let y = minY - margin - legendHeight + CGFloat(row) * legendRowHeight
                for (x, entry) in entries {
                    output.write("<rect class=\"swatch \(entry.className)\" x=\"\(n(minX + x))\" y=\"\(n(y))\" width=\"\(n(legendSwatch))\" height=\"\(n(legendSwatch))\"/>"
                        + "<text x=\"\(n(minX + x + legendSwatch + 4))\" y=\"\(n(y))\" font-size=\"\(n(legendFontSize))\">\(escape(entry.text))</text>\n")
                }
            }
            output.write("</g>\n")
        }
        output.write("</svg>\n")
    }

    /// Positions in drawing order: decorations, then cells, then supplementaries; within each layer lower zIndex
    /// first, then list order. Kept as 32-bit pairs rather than the attributes themselves (a zIndex beyond 32 bits
    /// is clamped, which only ties such extremes), and not sorted at all when a layer's zIndexes are already in
    /// order (the usual case: they are all equal). Also the classes of the elements with finite frames, for the legend.
    static func drawingOrder<Elements: RandomAccessCollection>(_ elements: Elements, badgeKinds: Set<String>) -> (order: [Int32], present: Set<String>)
    where Elements.Element == UICollectionViewLayoutAttributes, Elements.Index == Int {
        var layers: [[(z: Int32, position: Int32)]] = [[], [], []]
        var present = Set<String>()
        for position in elements.indices {
            let element = elements[position]
            let layer: Int
            switch element.representedElementCategory {
            case .decorationView: layer = 0
            case .cell: layer = 1
            case .supplementaryView: layer = 2
            }
            // Elements with a non-finite frame are not drawn.
            guard isFinite(element.frame.standardized) else { continue }
            if present.count < legendEntries.count { present.insert(className(of: element, badgeKinds: badgeKinds)) }
            layers[layer].append((Int32(clamping: element.zIndex), Int32(clamping: position)))
        }
        var order: [Int32] = []
        order.reserveCapacity(layers.reduce(0) { $0 + $1.count })
        for var layer in layers {
            if !zip(layer, layer.dropFirst()).allSatisfy({ $0.z <= $1.z }) {
                layer.sort { ($0.z, $0.position) < ($1.z, $1.position) }
            }
            order.append(contentsOf: layer.lazy.map(\.position))
        }
        return (order, present)
    }

    /// One element's `<rect>` with its tooltip, in a group `data-i` (its position in the list) and `data-c` (its class).
    static func rect(_ element: UICollectionViewLayoutAttributes, index: Int, badgeKinds: Set<String>) -> String {
        let f = element.frame.standardized
        let className = className(of: element, badgeKinds: badgeKinds)
        let path = element.identifier ?? (element.indexPath.item == Int.max ? "layout" : "\(element.indexPath.section).\(element.indexPath.item)")
        let kind = element.representedElementKind.map { " \($0)" } ?? ""
        let tooltip = "\(className)\(kind) \(path): x \(n(f.minX)), y \(n(f.minY)), \(n(f.width)) x \(n(f.height)), z \(element.zIndex)"
        // A handler's transform applies about the element's center and its alpha to the whole element, as UIKit
        // draws them; the element (and, in the label layer, its label) is drawn in a group carrying both.
        let look = appearance(of: element, frame: f)
        return "<g data-i=\"\(index)\" data-c=\"\(className)\">" + (look.isEmpty ? "" : "<g\(look)>")
            + "<rect class=\"\(className)\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
            + "<title>\(escape(tooltip))</title></rect>" + (look.isEmpty ? "" : "</g>") + "</g>\n"
    }

    /// Places a label in `frame` and returns its `<text>`, or nil when it fits nowhere.
    static func label(_ text: String, in frame: CGRect, fontSize: CGFloat, anchor: LabelPlacement.Anchor, className: String? = nil,
                      placement: inout LabelPlacement) -> String? {
        guard fontSize >= 5, let box = placement.place(characters: text.count, fontSize: fontSize, in: frame, anchor: anchor) else { return nil }
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        return "<text\(classAttribute) x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" font-size=\"\(n(fontSize))\" "
            + "textLength=\"\(n(box.width))\" lengthAdjust=\"spacingAndGlyphs\">\(escape(text))</text>"
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
