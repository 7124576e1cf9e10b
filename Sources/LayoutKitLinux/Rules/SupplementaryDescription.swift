import Foundation

// Step 0 for the elements beyond cells: boundary items, item/group supplementaries and decorations are read
// once into immutable values, like items and groups (LayoutDescription.swift).

/// Which end of an axis something names: the start (leading or top), the end (trailing or bottom), or neither.
enum AxisSide: Sendable, Equatable {
    case start, middle, end
}

extension NSRectAlignment {
    /// The side of `axis` this alignment names: `.topLeading` names the start of both axes, `.top` names the
    /// start of the vertical axis and neither end of the horizontal one (Docs/Solver.md, step 3e).
    func side(along axis: Axis) -> AxisSide {
        switch (self, axis) {
        case (.leading, .horizontal), (.topLeading, .horizontal), (.bottomLeading, .horizontal),
             (.top, .vertical), (.topLeading, .vertical), (.topTrailing, .vertical):
            return .start
        case (.trailing, .horizontal), (.topTrailing, .horizontal), (.bottomTrailing, .horizontal),
             (.bottom, .vertical), (.bottomLeading, .vertical), (.bottomTrailing, .vertical):
            return .end
        default:
            return .middle
        }
    }
}

struct AnchorDescription: Equatable, Sendable {
    var edges: NSDirectionalRectEdge
    var offset: CGPoint
    var isAbsolute: Bool

    /// The point of a rectangle the edges name, as a fraction of its length along `axis`: top/leading → 0,
    /// bottom/trailing → 1, none or both → ½ (Docs/Solver.md, step 3d″).
    func fraction(along axis: Axis) -> CGFloat {
        let (low, high): (NSDirectionalRectEdge, NSDirectionalRectEdge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        switch (edges.contains(low), edges.contains(high)) {
        case (true, false): return 0
        case (false, true): return 1
        default: return 0.5
        }
    }

    /// The offset along `axis` in points: absolute as given, fractional as a fraction of the supplementary's own
    /// length (Docs/Solver.md, step 3d″; CHARON case 153: (0.5, 0.25) of a 40×20 badge moves it (20, 5)).
    func offset(along axis: Axis, size: CGSize) -> CGFloat {
        isAbsolute ? offset[axis] : offset[axis] * size[axis]
    }
}

/// A badge or other supplementary anchored to an item or a group.
struct SupplementaryDescription: Equatable, Sendable {
    var kind: String
    var size: SizeDescription
    var containerAnchor: AnchorDescription
    /// nil: the container anchor's edges with no offset (Docs/Solver.md, step 3d″).
    var itemAnchor: AnchorDescription?
    var zIndex: Int
}

/// A header, footer or other item placed around a section or the whole layout.
struct BoundaryItemDescription: Equatable, Sendable {
    var kind: String
    var size: SizeDescription
    var alignment: NSRectAlignment
    var offset: CGPoint
    var extendsBoundary: Bool
    var pinToVisibleBounds: Bool
    var zIndex: Int
}

/// A section background.
struct DecorationDescription: Equatable, Sendable {
    var kind: String
    var contentInsets: NSDirectionalEdgeInsets
    var zIndex: Int
}

/// A section's `visibleItemsInvalidationHandler`. Closures are not values; the box keeps the description
/// `Sendable` the way the rest of the snapshot is. The solver calls it synchronously, on the solving thread.
struct InvalidationHandlerBox: @unchecked Sendable {
    let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler
}

extension LayoutDescriber {
    func describeSupplementaries(of section: NSCollectionLayoutSection, into description: inout SectionDescription,
                                 path: @autoclosure () -> String) throws {
        description.boundaryItems = try describeBoundaryItems(section.boundarySupplementaryItems, path: path())
        description.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        var decorations: [DecorationDescription] = []
        for (index, decoration) in section.decorationItems.enumerated() {
            try checkInsets(decoration.contentInsets, path: path() + " > decorationItems[\(index)] > contentInsets")
            decorations.append(DecorationDescription(kind: decoration.elementKind, contentInsets: decoration.contentInsets,
                                                     zIndex: decoration.zIndex))
        }
        description.decorations = decorations
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

extension LayoutDescription {
    /// Whether some section's cells depend on more than its group run (`cellsDependOnMoreThanTheirRun`).
    /// A caller that makes cells on demand from the runs alone (incremental re-layout) must solve such a layout in full.
    var cellsDependOnMoreThanTheirRuns: Bool {
        sections.indices.contains { cellsDependOnMoreThanTheirRun(section: $0) }
    }

    /// Whether the section's cells depend on more than its group run: badges are placed from the cells' frames,
    /// decorations promote the cells' zIndex, orthogonal rows scroll them and handlers change them. The cells of
    /// the other sections are made on demand from their runs (OnDemandCells.swift).
    func cellsDependOnMoreThanTheirRun(section index: Int) -> Bool {
        guard sections.indices.contains(index), let section = sections[index] else { return false }
        return handlers[index] != nil || section.orthogonalScrollingBehavior != .none || !section.decorations.isEmpty
            || ItemSupplementaries.hasAny(section.group)
    }
}
