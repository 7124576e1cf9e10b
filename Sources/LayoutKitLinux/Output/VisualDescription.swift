import Foundation

/// Renders `visualDescription()` for groups and sections. A first, minimal format; see Docs/VisualDescription.md.
enum VisualDescription {
    static func render(group: NSCollectionLayoutGroup) -> String { group.description }
    static func render(section: NSCollectionLayoutSection) -> String { section.description }
}
