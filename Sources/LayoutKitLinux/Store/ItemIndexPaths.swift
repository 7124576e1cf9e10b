import Foundation

/// `IndexPath(item:section:)` for elements that come section after section (`LayoutAttributesCollection.Iterator`):
/// the section's one-index path is made when the section changes and extended by each item, one Foundation call an
/// element instead of two (`IndexPath(item:section:)` makes the one-index path every time). The same value: both are
/// `IndexPath(index: section).appending(item)`.
struct ItemIndexPaths {
    /// `[section]` once `started`.
    private var sectionPath = IndexPath()
    private var section: Int32 = 0
    private var started = false

    mutating func indexPath(item: Int, section: Int32) -> IndexPath {
        if !started || section != self.section {
            sectionPath = IndexPath(index: Int(section))
            self.section = section
            started = true
        }
        return sectionPath.appending(item)
    }
}
