import Foundation

/// Where an item or group sits in the user's layout, such as `section 2 > group > subitems[1]`: kept as numbers and
/// made into text only when an error names it. Making the text for every item of every section (an interpolation
/// and a concatenation or two each) took about a tenth of solving a layout of many small sections
/// (Docs/Performance.md).
struct LayoutPath: Equatable, Sendable, CustomStringConvertible {
    /// The section, and the subitem indices from its top-level group down (empty: the group itself).
    let section: Int
    private(set) var subitems: [Int] = []

    init(section: Int) { self.section = section }

    /// The path of subitem `index` of the group at this path.
    func subitem(_ index: Int) -> LayoutPath {
        var path = self
        path.subitems.append(index)
        return path
    }

    var description: String {
        subitems.reduce("section \(section) > group") { $0 + " > subitems[\($1)]" }
    }

    /// The path of a part of the element, as text (`path + " > contentInsets"`); built in autoclosures, so only on error.
    static func + (path: LayoutPath, part: String) -> String { path.description + part }
}

extension LayoutError {
    init(path: LayoutPath, message: String) { self.init(path: path.description, message: message) }
}
