import Foundation

/// A solve's most recently arranged top-level groups (`SectionTemplate.Arrangement`), by the group's description and
/// the container it was arranged in. A layout made with `init(section:)` hands every section the same section object,
/// described once (`LayoutDescriber`): its group is then arranged once per solve, not once per section. Arranging is
/// a pure function of the two, so a kept arrangement is the one arranging again would give. A few are kept, the
/// latest first. Only a layout whose sections share one object keeps one (`LayoutDescription.sharesSectionObject`).
final class TemplateCache {
    private var entries: [(group: ObjectIdentifier, container: CGSize, arrangement: SectionTemplate.Arrangement)] = []
    private static let capacity = 4

    func arrangement(of section: SectionDescription, in container: CGSize, grid: PixelGrid) throws -> SectionTemplate.Arrangement {
        guard let group = section.group.group else { return try SectionTemplate.Arrangement(section: section, container: container, grid: grid) }
        let key = ObjectIdentifier(group)
        if let hit = entries.first(where: { $0.group == key && $0.container == container }) { return hit.arrangement }
        let arrangement = try SectionTemplate.Arrangement(section: section, container: container, grid: grid)
        if entries.count == Self.capacity { entries.removeLast() }
        entries.insert((key, container, arrangement), at: 0)
        return arrangement
    }
}
