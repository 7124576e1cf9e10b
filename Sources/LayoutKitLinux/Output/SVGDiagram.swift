import Foundation

/// A solved layout as an SVG picture (Docs/CLI.md, "svg" format), to open in a browser.
///
/// One user unit is one point; the picture covers the content rectangle and every element that sticks out of it
/// (an orthogonal section's row, a scrolled section), with an 8-pt margin. Layers, back to front: the content rectangle, each section's frame (grey, dashed, labelled `section N`), decorations
/// (green, dotted), cells (blue, labelled `section.item`), supplementary views (orange, dashed, labelled with
/// a short kind and the path). Within a layer, lower zIndex first. Every element is one `<rect>` with a class
/// (`cell`, `supplementary`, `decoration`, `section`) and a `<title>` tooltip giving its kind, index path,
/// frame and zIndex; labels are `<text>` and only drawn where they fit.
public enum SVGDiagram {
    public static let margin: CGFloat = 8

    public static func render(_ solution: LayoutSolution, badgeKinds: Set<String> = []) -> String {
        var text = ""
        write(solution, badgeKinds: badgeKinds, to: &text)
        return text
    }

    /// Writes the picture of `solution` element by element (`layout-dump` streams it to standard output): memory
    /// stays proportional to the solution, not to the text (the elements are made one at a time, in drawing order).
    public static func write<Target: TextOutputStream>(_ solution: LayoutSolution, badgeKinds: Set<String> = [], to output: inout Target) {
        draw(contentSize: solution.contentSize, elements: solution.attributes, frames: solution.frames,
             sectionFrames: solution.sections.map(\.frame), badgeKinds: badgeKinds, to: &output)
    }

    /// The picture of any list of elements; `sectionFrames` are drawn as dashed outlines when given.
    /// `badgeKinds` are the item and group supplementary kinds, drawn apart from boundary items (class `badge`).
    public static func render<C: Collection>(contentSize: CGSize, elements: C, sectionFrames: [CGRect] = [],
                                             badgeKinds: Set<String> = []) -> String
    where C.Element == UICollectionViewLayoutAttributes {
        var text = ""
        write(contentSize: contentSize, elements: elements, sectionFrames: sectionFrames, badgeKinds: badgeKinds, to: &text)
        return text
    }

    public static func write<C: Collection, Target: TextOutputStream>(contentSize: CGSize, elements: C, sectionFrames: [CGRect] = [],
                                                                      badgeKinds: Set<String> = [], to output: inout Target)
    where C.Element == UICollectionViewLayoutAttributes {
        let list = Array(elements)
        draw(contentSize: contentSize, elements: list, frames: list.lazy.map(\.frame), sectionFrames: sectionFrames,
             badgeKinds: badgeKinds, to: &output)
    }

    /// The drawing over elements that can be fetched by position (a solution's are made on demand), with their frames
    /// alone for the bounds.
    static func draw<Elements: RandomAccessCollection, Frames: Sequence, Target: TextOutputStream>(
        contentSize: CGSize, elements: Elements, frames: Frames, sectionFrames: [CGRect], badgeKinds: Set<String>,
        to output: inout Target
    ) where Elements.Element == UICollectionViewLayoutAttributes, Elements.Index == Int, Frames.Element == CGRect {
        let width = max(0, finite(contentSize.width)), height = max(0, finite(contentSize.height))
        // The picture shows the content rectangle and everything sticking out of it (orthogonal rows, badges
        // hanging over an edge, scrolled sections), so nothing is cut off; lengths are capped at the document limit.
        var bounds = CGRect(x: 0, y: 0, width: width, height: height)
        for frame in frames {
            let f = frame.standardized
            if isFinite(f) { bounds = bounds.union(f) }
        }
        let limit: CGFloat = 1_000_000
        let minX = max(bounds.minX, -limit), minY = max(bounds.minY, -limit)
        let maxX = min(bounds.maxX, limit), maxY = min(bounds.maxY, limit)
        let fullWidth = maxX - minX + 2 * margin, fullHeight = maxY - minY + 2 * margin
        output.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(fullWidth))" height="\(n(fullHeight))" viewBox="\(n(minX - margin)) \(n(minY - margin)) \(n(fullWidth)) \(n(fullHeight))">
        <title>layout: content \(n(width)) x \(n(height)) pt</title>
        <style>
          .content { fill: #ffffff; stroke: #444444; stroke-width: 1; }
          .section { fill: none; stroke: #9e9e9e; stroke-width: 1; stroke-dasharray: 6 3; }
          .decoration { fill: #e8f5e9; stroke: #43a047; stroke-width: 1; stroke-dasharray: 1 2; }
          .cell { fill: #dce8fb; stroke: #1e5bc6; stroke-width: 1; }
          .supplementary { fill: #ffe3bf; fill-opacity: 0.9; stroke: #e65100; stroke-width: 1.5; stroke-dasharray: 4 2; }
          .badge { fill: #f3d9fa; fill-opacity: 0.9; stroke: #8e24aa; stroke-width: 1.5; }
          text { font-family: Menlo, Consolas, monospace; text-anchor: middle; dominant-baseline: central; fill: #212121; }
          text.section-label { text-anchor: start; dominant-baseline: hanging; fill: #757575; }
        </style>
        <rect class="content" x="0" y="0" width="\(n(width))" height="\(n(height))"/>

        """)
        for (index, frame) in sectionFrames.enumerated() {
            let f = frame.standardized
            guard isFinite(f) else { continue }
            output.write("<rect class=\"section\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
                + "<title>section \(index)</title></rect>\n")
            if f.height >= 12, f.width >= 60 {
                output.write("<text class=\"section-label\" x=\"\(n(f.minX + 2))\" y=\"\(n(f.minY + 2))\" font-size=\"9\">section \(index)</text>\n")
            }
        }
        for position in drawingOrder(elements) {
            output.write(element(elements[Int(position)], badgeKinds: badgeKinds))
        }
        output.write("</svg>\n")
    }

    /// Positions in drawing order: decorations, then cells, then supplementaries; within each layer lower zIndex
    /// first, then list order. Kept as 32-bit pairs rather than the attributes themselves, and not sorted at all
    /// when a layer's zIndexes are already in order (the usual case: they are all equal).
    static func drawingOrder<Elements: RandomAccessCollection>(_ elements: Elements) -> [Int32]
    where Elements.Element == UICollectionViewLayoutAttributes, Elements.Index == Int {
        var layers: [[(z: Int32, position: Int32)]] = [[], [], []]
        for position in elements.indices {
            let element = elements[position]
            let layer: Int
            switch element.representedElementCategory {
            case .decorationView: layer = 0
            case .cell: layer = 1
            case .supplementaryView: layer = 2
            }
            layers[layer].append((Int32(clamping: element.zIndex), Int32(clamping: position)))
        }
        var order: [Int32] = []
        order.reserveCapacity(elements.count)
        for var layer in layers {
            if !zip(layer, layer.dropFirst()).allSatisfy({ $0.z <= $1.z }) {
                layer.sort { ($0.z, $0.position) < ($1.z, $1.position) }
            }
            order.append(contentsOf: layer.lazy.map(\.position))
        }
        return order
    }

    /// One element: its `<rect>` with a tooltip, and its label where it fits.
    static func element(_ element: UICollectionViewLayoutAttributes, badgeKinds: Set<String>) -> String {
        let f = element.frame.standardized
        guard isFinite(f) else { return "" }
        let className: String
        switch element.representedElementCategory {
        case .cell: className = "cell"
        case .supplementaryView: className = badgeKinds.contains(element.representedElementKind ?? "") ? "badge" : "supplementary"
        case .decorationView: className = "decoration"
        }
        let path = element.indexPath.item == Int.max ? "layout" : "\(element.indexPath.section).\(element.indexPath.item)"
        let kind = element.representedElementKind.map { " \($0)" } ?? ""
        let tooltip = "\(className)\(kind) \(path): x \(n(f.minX)), y \(n(f.minY)), \(n(f.width)) x \(n(f.height)), z \(element.zIndex)"
        // A handler's transform applies about the element's center and its alpha to the whole element, as UIKit
        // draws them; the element and its label are drawn in one group carrying both.
        let look = appearance(of: element, frame: f)
        var out = look.isEmpty ? "" : "<g\(look)>"
        out += "<rect class=\"\(className)\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
            + "<title>\(escape(tooltip))</title></rect>\n"
        if let label = ASCIIDiagram.label(for: element) {
            // About 0.6 em per character in a monospace font; at most 12 pt, at least 5 pt, else no label.
            let size = min(12, f.height * 0.6, f.width / (CGFloat(label.count) * 0.62 + 0.5))
            if size >= 5 {
                if element.representedElementCategory == .decorationView {
                    out += "<text class=\"section-label\" x=\"\(n(f.minX + 2))\" y=\"\(n(f.minY + 2))\" font-size=\"\(n(min(size, 9)))\">\(escape(label))</text>\n"
                } else {
                    out += "<text x=\"\(n(f.midX))\" y=\"\(n(f.midY))\" font-size=\"\(n(size))\">\(escape(label))</text>\n"
                }
            }
        }
        if !look.isEmpty { out += "</g>\n" }
        return out
    }

    /// SVG attributes for what a visible-items handler set: `transform` about the frame's center, `opacity`,
    /// `visibility`. Empty for an element drawn as solved.
    static func appearance(of element: UICollectionViewLayoutAttributes, frame f: CGRect) -> String {
        var out = ""
        let t = element.transform
        if !t.isIdentity, t.isFinite {
            // translate(center) · matrix · translate(−center): the transform about the center.
            out += " transform=\"translate(\(n(f.midX)) \(n(f.midY))) matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: " "))) "
                + "translate(\(n(-f.midX)) \(n(-f.midY)))\""
        }
        if element.alpha != 1 { out += " opacity=\"\(n(min(1, max(0, element.alpha))))\"" }
        if element.isHidden { out += " visibility=\"hidden\"" }
        return out
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
