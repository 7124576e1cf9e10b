import Foundation

// The renderers `layout-dump` uses, callable from a test: `print(solution.asciiDiagram())` shows in the test log what
// the CLI would print for the same layout (Docs/CLI.md, "From a Swift test").

extension LayoutSolution {
    /// The text frame dump (Docs/Snapshots.md), as `layout-dump --format frames` prints it.
    public func frameDump() -> String { FrameDump.render(self) }

    /// The ASCII diagram, as `layout-dump` prints it; `width` is in characters.
    public func asciiDiagram(width: Int = ASCIIDiagram.defaultWidth) -> String { ASCIIDiagram.render(self, width: width) }

    /// The SVG picture, as `layout-dump --format svg` writes it.
    public func svgDiagram() -> String { SVGDiagram.render(self) }
}

extension LayoutSolution {
    /// The interactive page, as `layout-dump --format html` writes it (Docs/CLI.md, "html"); without the layout it
    /// has no offsets to re-solve, so its slider has only the solution's own state.
    public func htmlPage(title: String = "layout") -> String {
        HTMLPage.render([HTMLPage.Tab(name: title, solution: self)], title: title)
    }
}
