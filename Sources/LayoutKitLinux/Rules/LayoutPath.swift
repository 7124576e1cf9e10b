import Foundation

/// Where an item or group sits in the user's layout, such as `section 2 > group > subitems[1]`: kept as numbers and
/// made into text only when an error names it. Making the text for every item of every section (an interpolation
/// and a concatenation or two each) took about a tenth of solving a layout of many small sections
/// (Docs/Performance.md).
///
/// The usual path, a few levels of small indices, is packed into one integer rather than kept in an array: every
/// described subitem has a path, and an array for each was an allocation per subitem of every section.
struct LayoutPath: Equatable, Sendable, CustomStringConvertible {
    /// The section.
    let section: Int
    /// The subitem indices from the section's top-level group down, packed while there are at most `packedLevels`
    /// of them, each below `packedLimit`: 16 bits a level, each level holding its index + 1 (0: no level). Longer
    /// or larger paths keep every index in `unpacked` and leave `packed` 0, so that each path has one form and
    /// equal paths compare equal.
    private var packed: UInt64 = 0
    private var unpacked: [Int]? = nil
    private static let packedLevels = 4, packedLimit = 0xFFFF

    init(section: Int) { self.section = section }

    /// The subitem indices from the top-level group down (empty: the group itself).
    var subitems: [Int] {
        if let unpacked { return unpacked }
        var indices: [Int] = [], rest = packed
        while rest != 0 {
            indices.append(Int(rest & 0xFFFF) - 1)
            rest >>= 16
        }
        return indices
    }

    /// The path of subitem `index` of the group at this path.
    func subitem(_ index: Int) -> LayoutPath {
        var path = self
        let levels = unpacked == nil ? (64 - packed.leadingZeroBitCount + 15) / 16 : Self.packedLevels + 1
        if levels < Self.packedLevels, index >= 0, index < Self.packedLimit {
            path.packed |= UInt64(index + 1) << (16 * levels)
        } else {
            path.unpacked = subitems + [index]
            path.packed = 0
        }
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
