import Foundation

/// `IndexPath(item:section:)` for elements that come section after section: `IndexPath(index: section)` made when the
/// section changes and `appending(item)` for each, the same value with one Foundation call, not two.
struct ItemIndexPaths {
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
