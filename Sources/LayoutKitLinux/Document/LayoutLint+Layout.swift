import Foundation

extension LayoutLint {
    /// Lints a layout built in Swift, as it is in `context`: the layout is read into a layout document
    /// (`LayoutDocument(layout:context:)`; section providers and custom groups are asked as a solve asks them) and the
    /// document's rules run on it, so a warning's `path` is the document path (`sections[1].group.subitems[0]...`).
    /// Visible-item handlers are left out (no rule looks at them). A layout the document cannot express, or that does
    /// not solve, gives one `invalid-layout` warning naming the place.
    public static func check(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext) -> [LayoutLintWarning] {
        do {
            return check(try LayoutDocument(layout: layout, context: context, droppingInvalidationHandlers: true))
        } catch {
            return [invalidLayout(error)]
        }
    }

    /// The one warning for a layout that cannot be read as a document (or solved), naming the place.
    static func invalidLayout(_ error: Error) -> LayoutLintWarning {
        let place = (error as? LayoutError)?.path ?? "layout"
        return LayoutLintWarning(
            rule: .invalidLayout, path: place, summary: "the layout cannot be checked",
            explanation: "Lint reads the layout as a layout document first, and this layout cannot be read: \(error)",
            fix: "See the message above.", reference: "Docs/Lint.md")
    }
}
