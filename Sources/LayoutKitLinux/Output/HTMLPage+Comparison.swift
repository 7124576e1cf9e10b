import Foundation

extension HTMLPage {
    /// The page a failing snapshot test leaves beside its reference (`<test>.actual.html`, Docs/Snapshots.md): the
    /// actual layout and the reference frame dump together, one tab each (switching tabs toggles between them at the
    /// same place), the elements that differ outlined in red in both. An element differs when the other side has no
    /// element of its category, kind and index path (or identifier), or has it with another frame or zIndex — the
    /// matching `layout-dump diff` uses. A reference that does not read as a frame dump gives the actual layout alone.
    static func comparison(title: String, actualSize: CGSize, actual: [UICollectionViewLayoutAttributes], reference: String) -> String {
        guard let dump = try? FrameDumpDiff.parse(reference) else {
            return render([Tab(name: title, contentSize: actualSize, elements: actual)], title: title)
        }
        let referenceElements = dump.attributes
        func index(_ elements: [UICollectionViewLayoutAttributes]) -> [FrameDumpDiff.Key: UICollectionViewLayoutAttributes] {
            var map: [FrameDumpDiff.Key: UICollectionViewLayoutAttributes] = [:]
            for element in elements where map[FrameDumpDiff.Element(element).key] == nil { map[FrameDumpDiff.Element(element).key] = element }
            return map
        }
        func differing(_ elements: [UICollectionViewLayoutAttributes], from other: [FrameDumpDiff.Key: UICollectionViewLayoutAttributes]) -> [Int] {
            elements.indices.filter { position in
                guard let match = other[FrameDumpDiff.Element(elements[position]).key] else { return true }
                return match.frame != elements[position].frame || match.zIndex != elements[position].zIndex
            }
        }
        var actualTab = Tab(name: "", contentSize: actualSize, elements: actual, badgeKinds: dump.badgeKinds)
        var referenceTab = Tab(name: "reference", contentSize: dump.contentSize, elements: referenceElements, badgeKinds: dump.badgeKinds)
        actualTab.changed = differing(actual, from: index(referenceElements))
        referenceTab.changed = differing(referenceElements, from: index(actual))
        actualTab.name = "actual (\(actualTab.changed.count) element\(actualTab.changed.count == 1 ? "" : "s") differ)"
        return render([actualTab, referenceTab], title: title)
    }
}
