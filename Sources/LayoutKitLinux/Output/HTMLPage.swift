import Foundation

/// A solved layout as one self-contained interactive HTML page (Docs/CLI.md, "html"): the SVG picture
/// (`SVGDiagram`), and around it
/// * hover or tap on an element: its kind, index path, frame and zIndex;
/// * a content-offset slider: the page shows the layout as the solver solved it at each of a set of offsets along
///   the scroll axis (pinned headers at the visible start, handlers' effects, the visible bounds), with orthogonal
///   rows at their resting offsets;
/// * a toggle per class drawn (cells, supplementaries, badges, decorations, sections, the visible bounds, labels);
/// * one tab per rendered layout (device) when there are several.
///
/// Pinning and every other offset-dependent rule stay in the solver: the page embeds, for each offset of the slider,
/// the solver's frames of the elements that differ from the resting solution; its script only moves the drawn
/// elements there. Nothing is loaded from the network: the CSS, the script, the data and the picture are inline.
public enum HTMLPage {
    /// The slider stops at most this many offsets (fewer for very large layouts, `maximumStops(elementCount:)`).
    public static let maximumStops = 48
    /// The most elements a page draws, over all its tabs (Docs/CLI.md, "html"). The page is one file a browser holds
    /// whole, with an SVG node per element: past a few hundred thousand nodes a browser crawls, and the page of a
    /// million elements took a gigabyte to write. A larger layout is drawn in a window (`Tab.window`), and the page
    /// says which part it shows.
    public static let maximumElements = 100_000

    /// The window of `solution` a page draws: along the scroll axis from `start`, across the whole content (or
    /// `within`, when given, which it never leaves), as long as the elements in it are about `maximumElements` — the
    /// layout's elements are assumed spread evenly along the content, and the page takes at most `maximumElements`
    /// of those a rect query returns — and at least one point long.
    public static func window(for solution: LayoutSolution, within: CGRect? = nil, start: CGFloat, maximumElements: Int) -> CGRect {
        let axis = solution.scrollAxis
        let bounds = (within ?? CGRect(origin: .zero, size: solution.contentSize)).standardized
        let total = max(1, solution.attributes.count)
        let contentLength = max(1, solution.contentSize[axis])
        let from = min(max(start, bounds.minAlong(axis)), bounds.maxAlong(axis))
        let length = max(1, contentLength * CGFloat(max(1, maximumElements)) / CGFloat(total) * 0.9)
        let to = min(bounds.maxAlong(axis), from + length)
        var window = bounds
        window.origin[axis] = from
        window.size[axis] = max(0, to - from)
        return window
    }

    /// One layout on the page (a tab): its picture at rest, and its solutions at the slider's offsets.
    public struct Tab {
        public var name: String
        var contentSize: CGSize
        var elements: [UICollectionViewLayoutAttributes]
        var sectionFrames: [CGRect]
        var badgeKinds: Set<String>
        /// The visible bounds' size; nil when the page has no viewport to show (a frame dump).
        var viewSize: CGSize?
        /// The slider's offsets, the resting one among them, and per offset the elements that differ from the resting
        /// solution, by position in `elements`.
        var stops: [Stop]
        var restingStop: Int
        var axis: Axis

        struct Stop {
            var offset: CGPoint
            var changes: [(index: Int, element: UICollectionViewLayoutAttributes)]
        }

        /// The part of the content drawn when the page does not draw every element (`HTMLPage.maximumElements`), and
        /// how many elements the layout has; nil when every element is drawn.
        public internal(set) var window: CGRect?
        public internal(set) var totalElements: Int
        /// Positions (in `elements`) of the elements outlined as changed (a snapshot's comparison page).
        var changed: [Int] = []

        /// Solves `layout` in `context` (the resting picture, at `context.contentOffset`) and again at offsets along
        /// the scroll axis, from 0 to the end of the content (`sampledOffsets`). Throws the solver's `LayoutError`.
        ///
        /// A layout of more than `maximumElements` elements (or one given a `window`) is drawn in a window along the
        /// scroll axis (`HTMLPage.window(for:start:maximumElements:)`), from the window's start or the visible
        /// bounds', with no slider: the slider would solve the whole layout again at every stop. `solved` is the
        /// solution of `layout` in `context` when the caller has it already (it is not solved again).
        public init(name: String, layout: UICollectionViewCompositionalLayout, context: LayoutContext,
                    badgeKinds: Set<String> = [], solved: LayoutSolution? = nil, window: CGRect? = nil,
                    maximumElements: Int = HTMLPage.maximumElements) throws {
            let solution = try solved ?? layout.solve(context)
            let viewport = CGRect(origin: context.contentOffset, size: context.containerSize)
            self.init(name: name, solution: solution, viewport: viewport, badgeKinds: badgeKinds, window: window,
                      maximumElements: maximumElements)
            guard self.window == nil else { return }
            let main = solution.scrollAxis
            let limit = HTMLPage.maximumStops(elementCount: elements.count)
            let values = HTMLPage.sampledOffsets(contentLength: solution.contentSize[main], viewLength: context.containerSize[main],
                                                 resting: context.contentOffset[main], maximumStops: limit)
            var stops: [Stop] = []
            for value in values {
                var offset = context.contentOffset
                offset[main] = value
                if offset == context.contentOffset {
                    restingStop = stops.count
                    stops.append(Stop(offset: offset, changes: []))
                    continue
                }
                var scrolled = context
                scrolled.contentOffset = offset
                // The same layout at another offset solves as it did at rest; a handler that throws there is skipped.
                guard let other = try? layout.solve(scrolled) else { continue }
                stops.append(Stop(offset: offset, changes: HTMLPage.changes(from: elements, to: other.attributes)))
            }
            self.stops = stops
        }

        /// A solution drawn as it is, without a slider; `viewport` (the visible bounds) is outlined when given. A
        /// solution of more than `maximumElements` elements, or one given a `window`, is drawn in a window (above).
        public init(name: String, solution: LayoutSolution, viewport: CGRect? = nil, badgeKinds: Set<String> = [],
                    window: CGRect? = nil, maximumElements: Int = HTMLPage.maximumElements) {
            self.name = name
            contentSize = solution.contentSize
            axis = solution.scrollAxis
            totalElements = solution.attributes.count
            let whole = CGRect(origin: .zero, size: solution.contentSize)
            if window != nil || totalElements > maximumElements {
                let start = (window ?? viewport ?? whole).origin[axis]
                let drawn = HTMLPage.window(for: solution, within: window, start: start, maximumElements: maximumElements)
                self.window = drawn
                let inside = Array(solution.layoutAttributesForElements(in: drawn).prefix(maximumElements))
                // A solution of a context made from a diffable snapshot names its cells by item identifier (Docs/Diffable.md).
                if let identifiers = solution.identifiers, (try? identifiers.checkDistinctKeys()) != nil {
                    for element in inside {
                        element.identifier = identifiers.key(category: element.representedElementCategory,
                                                             section: element.indexPath.section, item: element.indexPath.item)
                    }
                }
                elements = inside
                sectionFrames = solution.sections.map(\.frame).filter { $0.intersects(drawn) }
            } else {
                self.window = nil
                // A solution of a context made from a diffable snapshot names its cells by item identifier (Docs/Diffable.md).
                elements = (solution.identifiers == nil ? nil : try? solution.identifiedAttributes()) ?? Array(solution.attributes)
                sectionFrames = solution.sections.map(\.frame)
            }
            self.badgeKinds = badgeKinds
            viewSize = viewport?.size
            stops = [Stop(offset: viewport?.origin ?? .zero, changes: [])]
            restingStop = 0
        }

        /// Any list of elements (a frame dump), drawn as it is (the first `maximumElements` when there are more).
        public init<C: Collection>(name: String, contentSize: CGSize, elements: C, badgeKinds: Set<String> = [],
                                   maximumElements: Int = HTMLPage.maximumElements)
        where C.Element == UICollectionViewLayoutAttributes {
            self.name = name
            self.contentSize = contentSize
            self.elements = Array(elements.prefix(maximumElements))
            totalElements = elements.count
            window = totalElements > maximumElements ? CGRect(origin: .zero, size: contentSize) : nil
            sectionFrames = []
            self.badgeKinds = badgeKinds
            viewSize = nil
            stops = [Stop(offset: .zero, changes: [])]
            restingStop = 0
            axis = .vertical
        }

        /// What the page says when it draws a window (nil when it draws every element): how many elements the layout
        /// has, which part is drawn, the limit, and how to draw another part.
        public var windowNote: String? { HTMLPage.windowNote(self) }

        /// The slider's offsets, in order.
        public var offsets: [CGPoint] { stops.map(\.offset) }
    }

    /// The page: one tab per entry of `tabs` (tab buttons only when there are several).
    /// `fitWidth`, when given, draws each picture that many pixels wide (`layout-dump --fit-width`; the "fit width"
    /// box still fits it to the window).
    public static func render(_ tabs: [Tab], title: String = "layout", fitWidth: CGFloat? = nil) -> String {
        var text = ""
        write(tabs, title: title, fitWidth: fitWidth, to: &text)
        return text
    }

    /// Writes the page a piece at a time (`layout-dump --format html` streams it): each tab's picture element by
    /// element, then its data element by element, so memory follows the elements drawn, not the page's text.
    public static func write<Target: TextOutputStream>(_ tabs: [Tab], title: String = "layout", fitWidth: CGFloat? = nil,
                                                       to output: inout Target) {
        output.write("""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(SVGDiagram.escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        <h1>\(SVGDiagram.escape(title))</h1>

        """)
        if tabs.count > 1 {
            output.write("<nav class=\"tabs\" role=\"tablist\">")
            for (index, tab) in tabs.enumerated() {
                output.write("<button type=\"button\" role=\"tab\" class=\"tab-button\" data-tab=\"\(index)\" aria-selected=\"\(index == 0)\">"
                    + "\(SVGDiagram.escape(tab.name))</button>")
            }
            output.write("</nav>\n")
        }
        for (index, tab) in tabs.enumerated() {
            writeSection(tab, index: index, fitWidth: fitWidth, to: &output)
        }
        // The data is JSON inside <script>, where "</script>" would end the element: every string written in it has
        // "<" as its JSON escape (`scriptString`), which means the same character.
        output.write("<script type=\"application/json\" id=\"layout-data\">[")
        for (index, tab) in tabs.enumerated() {
            if index > 0 { output.write(",\n") }
            writeJSON(tab, to: &output)
        }
        output.write("]</script>\n<script>\(script)</script>\n</body>\n</html>\n")
    }

    /// A JSON string literal that can stand inside `<script>`.
    static func scriptString(_ text: String) -> String {
        let literal = jsonString(text)
        return literal.contains("<") ? literal.replacingOccurrences(of: "<", with: "\\u003c") : literal
    }

    /// Offsets along the scroll axis for the slider: every 10 pt from 0 to the end of the content
    /// (`contentLength − viewLength`, at least 0), the step a multiple of 10 large enough for at most
    /// `maximumStops` stops; then the end itself and the resting offset, in order, each once.
    static func sampledOffsets(contentLength: CGFloat, viewLength: CGFloat, resting: CGFloat, maximumStops: Int) -> [CGFloat] {
        let end = max(0, contentLength - viewLength)
        let stops = CGFloat(max(1, maximumStops - 2))
        let step = max(10, (end / stops / 10).rounded(.up) * 10)
        var values: [CGFloat] = []
        var value: CGFloat = 0
        while value < end, values.count < Int(stops) {
            values.append(value)
            value += step
        }
        values.append(end)
        if resting.isFinite { values.append(resting) }
        return Array(Set(values)).sorted()
    }

    /// Fewer stops for very large layouts, so that the page is built in about 2,000,000 element comparisons.
    static func maximumStops(elementCount: Int) -> Int {
        min(maximumStops, max(2, 2_000_000 / max(1, elementCount)))
    }

    /// The elements of `other` that differ from `resting` (frame, zIndex, alpha, transform, hidden), by position.
    /// Both come from the same layout, so positions match; an element that cannot be matched by position is
    /// matched by its category, kind and index path.
    static func changes<C: Collection>(from resting: [UICollectionViewLayoutAttributes], to other: C)
        -> [(index: Int, element: UICollectionViewLayoutAttributes)] where C.Element == UICollectionViewLayoutAttributes {
        func same(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
            a.frame == b.frame && a.zIndex == b.zIndex && a.alpha == b.alpha && a.transform == b.transform && a.isHidden == b.isHidden
        }
        func key(_ a: UICollectionViewLayoutAttributes) -> FrameDumpDiff.Key { FrameDumpDiff.Element(a).key }
        var result: [(index: Int, element: UICollectionViewLayoutAttributes)] = []
        var byKey: [FrameDumpDiff.Key: Int]?
        for (position, element) in other.enumerated() {
            var index = position
            if position >= resting.count || key(resting[position]) != key(element) {
                if byKey == nil {
                    var map: [FrameDumpDiff.Key: Int] = [:]
                    for (i, e) in resting.enumerated() where map[key(e)] == nil { map[key(e)] = i }
                    byKey = map
                }
                guard let found = byKey?[key(element)] else { continue }
                index = found
            }
            if !same(resting[index], element) { result.append((index, element)) }
        }
        return result
    }

    // MARK: - markup

    private static let toggleNames: [(className: String, text: String)] = [
        ("cell", "cells"), ("supplementary", "supplementaries"), ("badge", "badges"), ("decoration", "decorations"),
        ("section", "sections"), ("viewport", "visible bounds"),
    ]

    private static func writeSection<Target: TextOutputStream>(_ tab: Tab, index: Int, fitWidth: CGFloat?, to output: inout Target) {
        let resting = tab.stops[tab.restingStop].offset
        let viewport = tab.viewSize.map { CGRect(origin: resting, size: $0) }
        var present = Set(tab.elements.map { SVGDiagram.className(of: $0, badgeKinds: tab.badgeKinds) })
        if !tab.sectionFrames.isEmpty { present.insert("section") }
        if viewport != nil { present.insert("viewport") }
        // The controls and the info line stay in view while the picture scrolls under them.
        var out = "<section class=\"tab\" data-tab=\"\(index)\"\(index == 0 ? "" : " hidden")>\n<div class=\"bar\">\n<div class=\"controls\">\n"
        if tab.stops.count > 1 {
            let axisName = tab.axis == .vertical ? "y" : "x"
            out += "<label class=\"slider\">content offset \(axisName) <input type=\"range\" min=\"0\" max=\"\(tab.stops.count - 1)\" step=\"1\" "
                + "value=\"\(tab.restingStop)\"> <output>\(SVGDiagram.n(resting.x)), \(SVGDiagram.n(resting.y))</output></label>\n"
        }
        out += "<span class=\"toggles\">"
        for entry in toggleNames where present.contains(entry.className) {
            out += "<label><input type=\"checkbox\" data-toggle=\"\(entry.className)\" checked><span class=\"swatch \(entry.className)\"></span>"
                + "\(entry.text)</label>"
        }
        out += "<label><input type=\"checkbox\" data-toggle=\"labels\" checked>labels</label></span>\n"
        // A wide or tall picture scaled to the window's width (the toggles stay in view above it).
        out += "<label class=\"fit\"><input type=\"checkbox\" data-fit>fit width</label>\n</div>\n"
        if !tab.changed.isEmpty {
            out += "<p class=\"note\">Outlined in red: the \(tab.changed.count) element\(tab.changed.count == 1 ? "" : "s") that differ from the "
                + "other tab (missing there, or with another frame or zIndex). Switch tabs to compare.</p>\n"
        }
        if let note = tab.windowNote { out += "<p class=\"note\">\(SVGDiagram.escape(note))</p>\n" }
        out += "<p class=\"info\" aria-live=\"polite\">Hover or tap an element to see its kind, index path, frame and zIndex.</p>\n"
        out += "</div>\n<div class=\"picture\">\n"
        output.write(out)
        SVGDiagram.draw(contentSize: tab.contentSize, elements: tab.elements, frames: tab.elements.lazy.map(\.frame),
                        sectionFrames: tab.sectionFrames, badgeKinds: tab.badgeKinds, viewport: viewport, legend: false,
                        clip: tab.window, fitWidth: fitWidth, to: &output)
        output.write("</div>\n</section>\n")
    }

    /// What a windowed tab says about the part it draws (nil when it draws every element); `Tab.windowNote`.
    static func windowNote(_ tab: Tab) -> String? {
        guard let window = tab.window else { return nil }
        let axis = tab.axis == .vertical ? "y" : "x"
        let (from, to) = tab.axis == .vertical ? (window.minY, window.maxY) : (window.minX, window.maxX)
        return "This layout has \(tab.totalElements) elements; the page draws the \(tab.elements.count) in \(axis) "
            + "\(formatPoints(from)) to \(formatPoints(to)) pt (a page draws at most \(maximumElements) elements, shared by its tabs), "
            + "at its resting offset, without the content-offset slider. layout-dump --offset N or --rect X,Y,W,H draws another "
            + "part; --format svg draws every element."
    }

    /// The tab's data for the script: its name, axis, the slider's offsets and resting stop, each element's class, kind,
    /// name (its item identifier and index path when the solution has identifiers) and index path (`e`) and state at
    /// rest (`f`), and per stop the changed elements' states (`c`).
    /// A state is `[x, y, width, height, zIndex, transform, opacity, hidden]`, the transform being SVG's attribute
    /// for the element placed at its resting origin with that size (`SVGDiagram.transformAttribute`).
    private static func writeJSON<Target: TextOutputStream>(_ tab: Tab, to output: inout Target) {
        let n = JSONDump.number
        func state(_ element: UICollectionViewLayoutAttributes, restingOrigin: CGPoint) -> String {
            let f = element.frame.standardized
            let placed = CGRect(origin: restingOrigin, size: f.size)
            let transform = SVGDiagram.transformAttribute(element.transform, frame: placed) ?? ""
            return "[\(n(f.minX)),\(n(f.minY)),\(n(f.width)),\(n(f.height)),\(element.zIndex),\(scriptString(transform)),"
                + "\(n(min(1, max(0, element.alpha)))),\(element.isHidden ? 1 : 0)]"
        }
        let offsets = tab.stops.map { "[\(n($0.offset.x)),\(n($0.offset.y))]" }
        let view = tab.viewSize.map { "[\(n($0.width)),\(n($0.height))]" } ?? "null"
        output.write("{\"name\":\(scriptString(tab.name)),\"axis\":\"\(tab.axis == .vertical ? "y" : "x")\",\"view\":\(view),"
            + "\"rest\":\(tab.restingStop),\"offsets\":[\(offsets.joined(separator: ","))],\n\"e\":[")
        for (index, element) in tab.elements.enumerated() {
            let path = element.indexPath.item == Int.max ? "layout" : "\(element.indexPath.section).\(element.indexPath.item)"
            let name = element.identifier.map { "\($0) (\(path))" } ?? path
            output.write((index > 0 ? "," : "") + "[\(scriptString(SVGDiagram.className(of: element, badgeKinds: tab.badgeKinds))),"
                + "\(element.representedElementKind.map(scriptString) ?? "null"),\(scriptString(name)),\(scriptString(path))]")
        }
        output.write("],\n\"f\":[")
        for (index, element) in tab.elements.enumerated() {
            output.write((index > 0 ? "," : "") + state(element, restingOrigin: element.frame.standardized.origin))
        }
        output.write("],\n\"h\":[\(tab.changed.map(String.init).joined(separator: ","))],\n\"c\":[")
        for (position, stop) in tab.stops.enumerated() {
            let changes = stop.changes.map {
                "[\($0.index)," + String(state($0.element, restingOrigin: tab.elements[$0.index].frame.standardized.origin).dropFirst())
            }
            output.write((position > 0 ? ",\n" : "") + "[" + changes.joined(separator: ",") + "]")
        }
        output.write("]}")
    }

    private static let style = """

    body { font-family: -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; margin: 12px; color: #212121; }
    h1 { font-size: 16px; margin: 0 0 8px; }
    .tabs { margin-bottom: 8px; }
    .tab-button { font: inherit; font-size: 12px; padding: 2px 8px; margin: 0 2px 2px 0; border: 1px solid #9e9e9e; background: #f5f5f5;
                  border-radius: 4px; }
    .tab-button[aria-selected="true"] { background: #1e5bc6; border-color: #1e5bc6; color: #ffffff; }
    .bar { position: sticky; top: 0; z-index: 1; background: #ffffff; padding: 4px 0; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; font-size: 13px; }
    .controls input[type=range] { width: 240px; vertical-align: middle; }
    .toggles label { margin-right: 10px; white-space: nowrap; }
    .swatch { display: inline-block; width: 10px; height: 10px; margin: 0 4px; border: 1px solid #444444; vertical-align: middle; }
    span.swatch.cell { background: #dce8fb; border-color: #1e5bc6; }
    span.swatch.supplementary { background: #ffe3bf; border-color: #e65100; }
    span.swatch.badge { background: #f3d9fa; border-color: #8e24aa; }
    span.swatch.decoration { background: #e8f5e9; border-color: #43a047; }
    span.swatch.section { background: #ffffff; border: 1px dashed #9e9e9e; }
    span.swatch.viewport { background: #ffffff; border: 2px dashed #d32f2f; }
    .note { font-size: 13px; margin: 6px 0 0; padding: 4px 8px; background: #fff8e1; border-left: 3px solid #f9a825; }
    .info { font-family: Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 13px; min-height: 1.4em; margin: 8px 0;
            padding: 4px 8px; background: #f5f5f5; border-radius: 4px; }
    .picture { overflow: auto; }
    .picture svg { display: block; }
    .fit-width .picture svg { width: 100%; height: auto; }
    g[data-i] { cursor: pointer; }
    g.selected > rect, g.selected > g > rect { stroke: #000000; stroke-width: 3; }
    g.changed > rect, g.changed > g > rect { stroke: #d32f2f; stroke-width: 3; stroke-dasharray: none; }
    .hide-cell [data-c="cell"], .hide-supplementary [data-c="supplementary"], .hide-badge [data-c="badge"],
    .hide-decoration [data-c="decoration"], .hide-section [data-c="section"], .hide-viewport [data-c="viewport"],
    .hide-labels g.labels { display: none; }

    """

    /// The page's behaviour. It reads the embedded data and moves, resizes, re-orders and re-styles the SVG's element
    /// groups to the states the solver computed; it computes no layout itself.
    private static let script = """

    (function () {
      "use strict";
      const NS = "http://www.w3.org/2000/svg";
      const tabs = JSON.parse(document.getElementById("layout-data").textContent);
      const layer = { decoration: 0, cell: 1, supplementary: 2, badge: 2 };
      const sections = document.querySelectorAll("section.tab");
      tabs.forEach(function (tab, t) {
        const root = sections[t];
        const svg = root.querySelector("svg");
        tab.root = root;
        tab.svg = svg;
        tab.nodes = tab.e.map(function () { return []; });
        svg.querySelectorAll("g[data-i]").forEach(function (g) { tab.nodes[+g.getAttribute("data-i")].push(g); });
        tab.now = tab.f.slice();
        (tab.h || []).forEach(function (i) { tab.nodes[i].forEach(function (g) { g.classList.add("changed"); }); });
        tab.changed = [];
        tab.selected = -1;
        const slider = root.querySelector("input[type=range]");
        if (slider) {
          slider.addEventListener("input", function () { show(tab, +slider.value); });
        }
        const fit = root.querySelector("input[data-fit]");
        if (fit) {
          fit.addEventListener("change", function () { root.classList.toggle("fit-width", fit.checked); });
        }
        root.querySelectorAll("input[data-toggle]").forEach(function (box) {
          box.addEventListener("change", function () { root.classList.toggle("hide-" + box.getAttribute("data-toggle"), !box.checked); });
        });
        svg.addEventListener("mouseover", function (event) { point(tab, event.target, false); });
        svg.addEventListener("click", function (event) { point(tab, event.target, true); });
      });
      document.querySelectorAll(".tab-button").forEach(function (button) {
        button.addEventListener("click", function () {
          const chosen = button.getAttribute("data-tab");
          document.querySelectorAll(".tab-button").forEach(function (b) { b.setAttribute("aria-selected", String(b === button)); });
          sections.forEach(function (s) { s.hidden = s.getAttribute("data-tab") !== chosen; });
        });
      });

      function describe(tab, i) {
        const e = tab.e[i], s = tab.now[i];
        let text = e[0] + (e[1] === null ? "" : " " + e[1]) + " " + e[2] + ": frame (" + s[0] + ", " + s[1] + ", " + s[2] + " x " + s[3] +
          "), zIndex " + s[4];
        if (s[6] !== 1) { text += ", alpha " + s[6]; }
        if (s[5] !== "") { text += ", transformed"; }
        if (s[7]) { text += ", hidden"; }
        return text;
      }

      function point(tab, target, select) {
        const g = target.closest ? target.closest("g[data-i]") : null;
        if (!g) { return; }
        const i = +g.getAttribute("data-i");
        if (select) {
          if (tab.selected >= 0) { tab.nodes[tab.selected].forEach(function (n) { n.classList.remove("selected"); }); }
          tab.selected = i;
          tab.nodes[i].forEach(function (n) { n.classList.add("selected"); });
        }
        tab.root.querySelector(".info").textContent = describe(tab, i);
      }

      function look(g, s) {
        let inner = g.firstElementChild;
        const needed = s[5] !== "" || s[6] !== 1 || s[7] === 1;
        if (!inner || inner.tagName !== "g") {
          if (!needed) { return; }
          inner = document.createElementNS(NS, "g");
          while (g.firstChild) { inner.appendChild(g.firstChild); }
          g.appendChild(inner);
        }
        if (s[5] !== "") { inner.setAttribute("transform", s[5]); } else { inner.removeAttribute("transform"); }
        if (s[6] !== 1) { inner.setAttribute("opacity", String(s[6])); } else { inner.removeAttribute("opacity"); }
        if (s[7] === 1) { inner.setAttribute("visibility", "hidden"); } else { inner.removeAttribute("visibility"); }
      }

      function place(tab, i, s) {
        const rest = tab.f[i];
        tab.now[i] = s;
        tab.nodes[i].forEach(function (g) {
          if (s[0] === rest[0] && s[1] === rest[1]) { g.removeAttribute("transform"); }
          else { g.setAttribute("transform", "translate(" + (s[0] - rest[0]) + " " + (s[1] - rest[1]) + ")"); }
          look(g, s);
          const rect = g.querySelector("rect");
          if (rect) {
            rect.setAttribute("width", String(s[2]));
            rect.setAttribute("height", String(s[3]));
            const title = rect.querySelector("title");
            if (title) { title.textContent = describe(tab, i); }
          }
        });
      }

      function show(tab, stop) {
        let reorder = false;
        tab.changed.forEach(function (i) {
          if (tab.now[i][4] !== tab.f[i][4]) { reorder = true; }
          place(tab, i, tab.f[i]);
        });
        tab.changed = [];
        tab.c[stop].forEach(function (change) {
          const i = change[0], s = change.slice(1);
          if (s[4] !== tab.f[i][4]) { reorder = true; }
          place(tab, i, s);
          tab.changed.push(i);
        });
        const offset = tab.offsets[stop];
        const viewport = tab.svg.querySelector("rect.viewport");
        if (viewport) {
          viewport.setAttribute("x", String(offset[0]));
          viewport.setAttribute("y", String(offset[1]));
        }
        const output = tab.root.querySelector(".slider output");
        if (output) { output.textContent = offset[0] + ", " + offset[1]; }
        if (reorder) { restack(tab); }
        if (tab.selected >= 0) { tab.root.querySelector(".info").textContent = describe(tab, tab.selected); }
      }

      // Back to front as the picture draws them: decorations, cells, supplementaries; lower zIndex first.
      function restack(tab) {
        const groups = Array.prototype.filter.call(tab.svg.children, function (n) { return n.hasAttribute("data-i"); });
        const after = groups.length ? groups[groups.length - 1].nextSibling : null;
        groups.sort(function (a, b) {
          const i = +a.getAttribute("data-i"), j = +b.getAttribute("data-i");
          return (layer[tab.e[i][0]] - layer[tab.e[j][0]]) || (tab.now[i][4] - tab.now[j][4]) || (i - j);
        });
        groups.forEach(function (g) { tab.svg.insertBefore(g, after); });
      }
    })();

    """
}
