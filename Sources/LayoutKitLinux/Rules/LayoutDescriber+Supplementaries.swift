import Foundation

extension LayoutDescriber {
    /// A section's boundary items and decorations.
    func describeSupplementaries(of section: NSCollectionLayoutSection, path: @autoclosure () -> String) throws
        -> (boundaryItems: [BoundaryItemDescription], decorations: [DecorationDescription]) {
        let boundaryItems = try describeBoundaryItems(section.boundarySupplementaryItems, path: path())
        var decorations: [DecorationDescription] = []
        for (index, decoration) in section.decorationItems.enumerated() {
            try checkInsets(decoration.contentInsets, path: path() + " > decorationItems[\(index)] > contentInsets")
            decorations.append(DecorationDescription(kind: decoration.elementKind, contentInsets: decoration.contentInsets,
                                                     zIndex: decoration.zIndex))
        }
        return (boundaryItems, decorations)
    }

    /// Paths are autoclosures here too: an item's path is text made only when there is an error to report.
    func describeBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], path: @autoclosure () -> String) throws
        -> [BoundaryItemDescription] {
        var result: [BoundaryItemDescription] = []
        for (index, item) in items.enumerated() {
            func itemPath() -> String { path() + " > boundarySupplementaryItems[\(index)]" }
            try checkFinite(item.offset.x, path: itemPath() + " > offset.x")
            try checkFinite(item.offset.y, path: itemPath() + " > offset.y")
            result.append(BoundaryItemDescription(
                kind: item.elementKind, size: try describeSize(item.layoutSize, path: itemPath()),
                alignment: item.alignment, offset: item.offset, extendsBoundary: item.extendsBoundary,
                pinToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex))
        }
        return result
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
