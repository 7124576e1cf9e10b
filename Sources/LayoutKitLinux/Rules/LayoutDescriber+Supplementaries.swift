import Foundation

extension LayoutDescriber {
    /// A section's boundary items (sharing `previous`'s array when equal to it) and decorations.
    func describeSupplementaries(of section: NSCollectionLayoutSection, path: @autoclosure () -> String,
                                 boundaryItemsLike previous: [BoundaryItemDescription] = []) throws
        -> (boundaryItems: [BoundaryItemDescription], decorations: [DecorationDescription]) {
        let boundaryItems = try describeBoundaryItems(section.boundarySupplementaryItems, path: path(), like: previous)
        var decorations: [DecorationDescription] = []
        for (index, decoration) in section.decorationItems.enumerated() {
            try checkInsets(decoration.contentInsets, path: path() + " > decorationItems[\(index)] > contentInsets")
            decorations.append(DecorationDescription(kind: decoration.elementKind, contentInsets: decoration.contentInsets,
                                                     zIndex: decoration.zIndex))
        }
        return (boundaryItems, decorations)
    }

    /// Paths are autoclosures here too: an item's path is text made only when there is an error to report.
    ///
    /// Items whose descriptions are those of `previous` (the same values, lengths bit for bit; another section's,
    /// usually) are given `previous` itself: a description holds no path, so one array serves both, and a section
    /// provider's identical headers make no array a section.
    func describeBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], path: @autoclosure () -> String,
                               like previous: [BoundaryItemDescription] = []) throws -> [BoundaryItemDescription] {
        var result: [BoundaryItemDescription] = []
        var matching = true
        for (index, item) in items.enumerated() {
            func itemPath() -> String { path() + " > boundarySupplementaryItems[\(index)]" }
            try checkFinite(item.offset.x, path: itemPath() + " > offset.x")
            try checkFinite(item.offset.y, path: itemPath() + " > offset.y")
            let described = BoundaryItemDescription(
                kind: item.elementKind, size: try describeSize(item.layoutSize, path: itemPath()),
                alignment: item.alignment, offset: item.offset, extendsBoundary: item.extendsBoundary,
                pinToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex)
            if matching, index < previous.count, Self.same(previous[index], described) { continue }
            if matching {
                matching = false
                result.reserveCapacity(items.count)
                result.append(contentsOf: previous.prefix(index))
            }
            result.append(described)
        }
        guard matching else { return result }
        return items.count == previous.count ? previous : Array(previous.prefix(items.count))
    }

    /// Whether two boundary item descriptions hold the same values, their lengths bit for bit (0 and −0 are equal
    /// numbers but need not place an item alike).
    private static func same(_ a: BoundaryItemDescription, _ b: BoundaryItemDescription) -> Bool {
        a == b && a.offset.x.bitPattern == b.offset.x.bitPattern && a.offset.y.bitPattern == b.offset.y.bitPattern
            && a.size.width.value.bitPattern == b.size.width.value.bitPattern && a.size.height.value.bitPattern == b.size.height.value.bitPattern
    }

    func describeSupplementaries(_ items: [NSCollectionLayoutSupplementaryItem], path: @autoclosure () -> String) throws
        -> [SupplementaryDescription] {
        var result: [SupplementaryDescription] = []
        for (index, item) in items.enumerated() {
            func itemPath() -> String { path() + " > supplementaryItems[\(index)]" }
            result.append(SupplementaryDescription(
                kind: item.elementKind, size: try describeSize(item.layoutSize, path: itemPath()),
                containerAnchor: try describe(item.containerAnchor, path: itemPath() + " > containerAnchor"),
                itemAnchor: try item.itemAnchor.map { try describe($0, path: itemPath() + " > itemAnchor") },
                zIndex: item.zIndex))
        }
        return result
    }

    private func describeSize(_ size: NSCollectionLayoutSize, path: @autoclosure () -> String) throws -> SizeDescription {
        SizeDescription(width: try describe(size.widthDimension, path: path() + " > layoutSize.widthDimension", axisName: "width"),
                        height: try describe(size.heightDimension, path: path() + " > layoutSize.heightDimension", axisName: "height"))
    }

    private func describe(_ anchor: NSCollectionLayoutAnchor, path: @autoclosure () -> String) throws -> AnchorDescription {
        if anchor.isAbsoluteOffset {
            try checkFinite(anchor.offset.x, path: path() + " > offset.x")
            try checkFinite(anchor.offset.y, path: path() + " > offset.y")
        } else {
            // A fractional offset is a fraction of the supplementary's own size: limited as fractional dimensions are.
            for (name, value) in [("x", anchor.offset.x), ("y", anchor.offset.y)] where !(value.magnitude <= LayoutLimits.maximumFraction) {
                throw LayoutError(path: path() + " > offset.\(name)", message: "the fractional offset \(formatPoints(value)) is not usable; "
                    + "it must be finite and within ±\(formatPoints(LayoutLimits.maximumFraction))")
            }
        }
        return AnchorDescription(edges: anchor.edges, offset: anchor.offset, isAbsolute: anchor.isAbsoluteOffset)
    }
}
