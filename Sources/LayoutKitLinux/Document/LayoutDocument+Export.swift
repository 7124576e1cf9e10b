import Foundation

// A layout built in Swift, read back into a layout document (Docs/Schema.md, "From Swift to a document"), so the
// tools that read documents (lint, `layout-dump`, the JSON file a teammate opens) reach layouts written in code.
//
// The document is what the layout *is in one context*: a section provider is asked once per section, as a solve asks
// it, a custom group's provider answers with the frames it gives in that context, and the context's sizer is recorded
// as the measured sizes it answered. Solving the document in its own context therefore gives the frames the layout
// gives (a property test checks it over random layouts). What a document cannot hold is refused with its place:
// `uniformAcrossSiblings` dimensions, sized supplementaries, a section the provider left out, and (unless the caller
// says to drop them) visible-item invalidation handlers.

extension LayoutDocument {
    /// The document of `layout` in `context`: container, traits, insets, offsets, every section's description, and
    /// the cells' measured sizes when the context has a sizer.
    ///
    /// - Parameters:
    ///   - layout: the layout built in Swift.
    ///   - context: the container, item counts, traits and sizer it is described in.
    ///   - droppingInvalidationHandlers: a document has no closures; `true` leaves out the sections'
    ///     `visibleItemsInvalidationHandler`s (their effects on frames are then lost), `false` refuses them.
    /// - Throws: `LayoutError` naming the place (`section 1 > group > subitems[0] > layoutSize.heightDimension`) of
    ///   anything a document cannot express, or of a layout that does not solve.
    public init(layout: UICollectionViewCompositionalLayout, context: LayoutContext,
                droppingInvalidationHandlers: Bool = false) throws {
        // Scale 0 is UIKit's "unspecified", which a solve reads as 2 (Docs/Reliability.md, "Display scale"); a document
        // states the scale the frames were solved at.
        let scale = context.traitCollection.displayScale
        self.init(containerSize: context.containerSize, displayScale: scale == 0 ? 2 : scale,
                  layoutDirection: context.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                  sizeRounding: context.sizeRounding, safeAreaInsets: context.safeAreaInsets,
                  layoutMargins: context.layoutMargins, readableContentInsets: context.readableContentInsets,
                  configuration: try Configuration(exporting: layout.configuration), sections: [])
        pixelRounding = context.pixelRounding
        contentOffset = context.contentOffset
        orthogonalOffsets = context.orthogonalOffsets
        // The reader's limit on sections, checked before a section provider is asked 100,000 times for nothing.
        guard context.itemCounts.count <= Self.maximumSections else {
            throw LayoutError(path: "sections", message: "\(context.itemCounts.count) sections is more than the \(Self.maximumSections) "
                + "a layout document may have; a layout document cannot hold this layout (Docs/Schema.md)")
        }
        let exporter = DocumentExporter(describer: try LayoutSolver(context: context).describer)
        for (index, count) in context.itemCounts.enumerated() {
            let path = "section \(index)"
            guard let section = exporter.section(of: layout, at: index) else {
                throw LayoutError(path: path, message: "the section provider returned nil; a layout document has a section for every index. "
                    + "Return an empty section, or leave the section out of the context's itemCounts")
            }
            if section.visibleItemsInvalidationHandler != nil && !droppingInvalidationHandlers {
                throw LayoutError(path: path + " > visibleItemsInvalidationHandler", message: "a layout document cannot hold a closure; "
                    + "remove the handler or export with droppingInvalidationHandlers: true (its effects on frames are then lost)")
            }
            sections.append(try exporter.section(section, items: count, index: index))
        }
        try recordMeasuredSizes(of: layout, in: context)
        keepIdentifiers(of: context)
        try checkReadsBack()
    }

    /// A context made from a diffable snapshot names its sections and items; the document keeps those names
    /// (`"items": ["banner-1", "news-7"]`, `"identifier": "feed"`), so `layout-dump update` and keyed dumps can use the
    /// export (Docs/Diffable.md). A section named by its index needs no `"identifier"`.
    private mutating func keepIdentifiers(of context: LayoutContext) {
        guard let identifiers = context.identifiers, identifiers.items.count == sections.count else { return }
        for index in sections.indices where identifiers.items[index].count == sections[index].items {
            sections[index].itemIdentifiers = identifiers.items[index]
            if identifiers.sections.indices.contains(index), identifiers.sections[index] != "\(index)" {
                sections[index].identifier = identifiers.sections[index]
            }
        }
    }

    /// Reads the document's JSON back as `layout-dump` would: what the solver accepts but a document may not hold
    /// (a length over the document's limit, a negative inset, too many items or sections, groups nested too deep, an
    /// empty element kind…) is refused here, at its place in the document with the reader's limit, rather than
    /// written into a file that does not read back (Docs/Schema.md, "From Swift to a document").
    private func checkReadsBack() throws {
        do {
            _ = try LayoutDocument.parse(jsonText())
        } catch let error as LayoutDocumentError {
            throw LayoutError(path: error.path.isEmpty ? "document" : error.path,
                              message: "\(error.message); a layout document cannot hold this layout (Docs/Schema.md)")
        }
    }

    /// Solves the layout once with a recording sizer, and keeps each cell's answer as the section's `sizes`.
    /// Sized supplementaries have no place in a document: an answer that changes a supplementary is refused.
    private mutating func recordMeasuredSizes(of layout: UICollectionViewCompositionalLayout, in context: LayoutContext) throws {
        guard let sizer = context.sizing else { return }
        final class Answers { var cells: [IndexPath: CGSize] = [:]; var refused: SizingRequest? }
        let answers = Answers()
        var recording = context
        recording.sizing = { request in
            let size = sizer(request)
            if request.category == .cell {
                answers.cells[request.indexPath] = size
            } else if size != request.proposedSize, answers.refused == nil {
                answers.refused = request
            }
            return size
        }
        _ = try layout.solve(recording)
        if let refused = answers.refused {
            throw LayoutError(path: "section \(refused.indexPath.section) > \(refused.elementKind ?? "supplementary") \(refused.indexPath.item)",
                              message: "the sizer resized a supplementary view; layout documents record measured sizes for cells only")
        }
        for (path, size) in answers.cells where sections.indices.contains(path.section) && path.item >= 0 {
            var sizing = sections[path.section].cellSizing ?? CellSizing()
            if sizing.sizes.count <= path.item { sizing.sizes += Array(repeating: nil, count: path.item + 1 - sizing.sizes.count) }
            sizing.sizes[path.item] = CellSize(width: size.width, height: size.height)
            sections[path.section].cellSizing = sizing
        }
    }
}

/// Reads the builder objects into document values. The section provider and custom-group providers are asked with
/// the environments a solve gives them (`LayoutDescriber`), so the document holds what the solve would see.
private struct DocumentExporter {
    let describer: LayoutDescriber

    func section(of layout: UICollectionViewCompositionalLayout, at index: Int) -> NSCollectionLayoutSection? {
        switch layout.source {
        case .fixed(let section): return section
        case .provider(let provider): return provider(index, describer.sectionProviderEnvironment)
        }
    }

    func section(_ section: NSCollectionLayoutSection, items: Int, index: Int) throws -> LayoutDocument.Section {
        let path = "section \(index)"
        guard case .group(let group) = try element(section.group, path: LayoutPath(section: index)) else {
            throw LayoutError(path: path + " > group", message: "a section's group must be a group")
        }
        var exported = LayoutDocument.Section(items: items, group: group, contentInsets: section.contentInsets,
                                              contentInsetsReference: section.contentInsetsReference,
                                              interGroupSpacing: section.interGroupSpacing)
        exported.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        exported.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        guard section.spacingBefore >= 0 else {
            throw LayoutError(path: path + " > headerTopPadding", message: "\(formatPoints(section.spacingBefore)) is negative; "
                + "a layout document's headerTopPadding is 0 or more")
        }
        exported.headerTopPadding = section.spacingBefore
        exported.boundarySupplementaryItems = try section.boundarySupplementaryItems.enumerated().map {
            try LayoutDocument.BoundarySupplementaryItem(exporting: $1, path: path + " > boundarySupplementaryItems[\($0)]")
        }
        exported.decorationItems = section.decorationItems.map {
            LayoutDocument.DecorationItem(elementKind: $0.elementKind, contentInsets: $0.contentInsets, zIndex: $0.zIndex)
        }
        return exported
    }

    func element(_ item: NSCollectionLayoutItem, path: LayoutPath) throws -> LayoutDocument.Element {
        let size = try LayoutDocument.Size(exporting: item.layoutSize, path: path.description)
        let supplementaries = try item.supplementaryItems.enumerated().map {
            try LayoutDocument.SupplementaryItem(exporting: $1, path: path + " > supplementaryItems[\($0)]")
        }
        let edgeSpacing = item.edgeSpacing.map(LayoutDocument.EdgeSpacing.init(exporting:))
        guard let group = item as? NSCollectionLayoutGroup else {
            var exported = LayoutDocument.Item(layoutSize: size, contentInsets: item.contentInsets, edgeSpacing: edgeSpacing)
            exported.supplementaryItems = supplementaries
            return .item(exported)
        }
        let direction: LayoutDocument.Group.Direction
        switch group.direction {
        case .horizontal: direction = .horizontal
        case .vertical: direction = .vertical
        case .custom: direction = .custom
        }
        func only() throws -> LayoutDocument.Element {
            guard let subitem = group.subitems.first, group.subitems.count == 1 else {
                throw LayoutError(path: path, message: "a count group has exactly one subitem")
            }
            return try element(subitem, path: path.subitem(0))
        }
        let arrangement: LayoutDocument.Group.Arrangement
        switch group.arrangement {
        case .subitems:
            arrangement = .subitems(try group.subitems.enumerated().map { try element($1, path: path.subitem($0)) })
        case .count(let count): arrangement = .count(try only(), count)
        case .repeating(let count): arrangement = .repeatingSubitem(try only(), count)
        case .custom:
            // The frames its provider gives in this context, asked exactly as a solve asks it.
            guard case .custom(let frames)? = try describer.describe(group, path: path, depth: 0).group?.arrangement else {
                throw LayoutError(path: path, message: "a custom group's provider gave no frames")
            }
            arrangement = .custom(frames.map { LayoutDocument.CustomItem(frame: $0.frame, zIndex: $0.zIndex) })
        }
        var exported = LayoutDocument.Group(direction: direction, layoutSize: size, arrangement: arrangement,
                                            interItemSpacing: group.interItemSpacing.map(LayoutDocument.Spacing.init(exporting:)),
                                            contentInsets: group.contentInsets, edgeSpacing: edgeSpacing)
        exported.supplementaryItems = supplementaries
        return .group(exported)
    }
}

extension LayoutDocument.Configuration {
    init(exporting configuration: UICollectionViewCompositionalLayoutConfiguration) throws {
        // `.automatic` on the configuration has nothing to inherit from and reads as the safe area (Docs/Solver.md,
        // "Content insets reference"); documents spell it so, as they accept `automatic` on sections only.
        let reference = configuration.contentInsetsReference == .automatic ? .safeArea : configuration.contentInsetsReference
        self.init(scrollDirection: configuration.scrollDirection, interSectionSpacing: configuration.interSectionSpacing,
                  contentInsetsReference: reference,
                  boundarySupplementaryItems: try configuration.boundarySupplementaryItems.enumerated().map {
                      try LayoutDocument.BoundarySupplementaryItem(exporting: $1, path: "configuration > boundarySupplementaryItems[\($0)]")
                  })
    }
}

extension LayoutDocument.Dimension {
    init(exporting dimension: NSCollectionLayoutDimension, path: @autoclosure () -> String) throws {
        let value = dimension.dimension
        if dimension.isUniformAcrossSiblings {
            throw LayoutError(path: path(), message: "uniformAcrossSiblings(estimate:) is not supported in layout documents (Docs/Schema.md)")
        } else if dimension.isFractionalWidth {
            self = .fractionalWidth(value)
        } else if dimension.isFractionalHeight {
            self = .fractionalHeight(value)
        } else if dimension.isAbsolute {
            self = .absolute(value)
        } else {
            self = .estimated(value)
        }
    }
}

extension LayoutDocument.Size {
    init(exporting size: NSCollectionLayoutSize, path: String) throws {
        self.init(widthDimension: try LayoutDocument.Dimension(exporting: size.widthDimension, path: path + " > layoutSize.widthDimension"),
                  heightDimension: try LayoutDocument.Dimension(exporting: size.heightDimension, path: path + " > layoutSize.heightDimension"))
    }
}

extension LayoutDocument.Spacing {
    init(exporting spacing: NSCollectionLayoutSpacing) {
        self = spacing.isFlexibleSpacing ? .flexible(spacing.spacing) : .fixed(spacing.spacing)
    }
}

extension LayoutDocument.EdgeSpacing {
    init(exporting spacing: NSCollectionLayoutEdgeSpacing) {
        self.init(leading: spacing.leading.map(LayoutDocument.Spacing.init(exporting:)),
                  top: spacing.top.map(LayoutDocument.Spacing.init(exporting:)),
                  trailing: spacing.trailing.map(LayoutDocument.Spacing.init(exporting:)),
                  bottom: spacing.bottom.map(LayoutDocument.Spacing.init(exporting:)))
    }
}

extension LayoutDocument.Anchor {
    init(exporting anchor: NSCollectionLayoutAnchor) {
        self.init(edges: anchor.edges, offset: anchor.offset, isFractionalOffset: anchor.isFractionalOffset)
    }
}

extension LayoutDocument.SupplementaryItem {
    init(exporting item: NSCollectionLayoutSupplementaryItem, path: String) throws {
        self.init(elementKind: item.elementKind, layoutSize: try LayoutDocument.Size(exporting: item.layoutSize, path: path),
                  containerAnchor: LayoutDocument.Anchor(exporting: item.containerAnchor),
                  itemAnchor: item.itemAnchor.map(LayoutDocument.Anchor.init(exporting:)), zIndex: item.zIndex)
    }
}

extension LayoutDocument.BoundarySupplementaryItem {
    init(exporting item: NSCollectionLayoutBoundarySupplementaryItem, path: String) throws {
        self.init(elementKind: item.elementKind, layoutSize: try LayoutDocument.Size(exporting: item.layoutSize, path: path),
                  alignment: item.alignment, absoluteOffset: item.offset)
        extendsBoundary = item.extendsBoundary
        pinToVisibleBounds = item.pinToVisibleBounds
        zIndex = item.zIndex
    }
}
