import Foundation

/// Reads the builder objects into a `LayoutDescription`, validating as it goes.
struct LayoutDescriber {
    /// Deeper nesting than this is refused rather than risking the stack.
    static let maximumDepth = 64
    let context: LayoutContext
    let grid: PixelGrid
    /// Whether a provider's section equal to one described recently is given that description
    /// (`RecentSectionDescriptions`). Off only in tests, which check that it changes no output.
    var reusesDescriptions = true

    func describe(_ layout: UICollectionViewCompositionalLayout) throws -> LayoutDescription {
        let configuration = layout.configuration
        try checkFinite(configuration.interSectionSpacing, path: "configuration.interSectionSpacing")
        let environment = sectionProviderEnvironment
        var sections: [SectionDescription?] = []
        var handlers: [Int: InvalidationHandlerBox] = [:]
        sections.reserveCapacity(context.itemCounts.count)
        // A layout made with `init(section:)` gives every section the same object, which no code changes during the
        // solve: it is described once, at the first section with items, and that description serves every later
        // section. Errors name that first section, where any error the object can cause is found (a later section
        // arranges the same group in the same container; its measured cells' errors name their own section).
        var fixedDescription: SectionDescription?
        // The boundary items described last: a provider's sections mostly carry the same header, whose description
        // then shares one array rather than a new one each (`describeBoundaryItems(_:path:like:)`).
        var previousBoundaryItems: [BoundaryItemDescription] = []
        // A provider's sections equal to one described recently share its description (RecentSectionDescriptions.swift).
        var recent = RecentSectionDescriptions()
        // Read once: reading it for each section copied it out of the layout, a retain and a release each.
        let source = layout.source
        for (index, count) in context.itemCounts.enumerated() {
            let section: NSCollectionLayoutSection?
            switch source {
            case .fixed(let fixed):
                section = fixed
                if let described = fixedDescription {
                    sections.append(described)
                    if let handler = fixed.visibleItemsInvalidationHandler { handlers[index] = InvalidationHandlerBox(handler: handler) }
                    continue
                }
            case .provider(let provider): section = provider(index, environment)
            }
            guard let section else {
                if count > 0 {
                    throw LayoutError(path: "section \(index)", message: "the section provider returned nil for a section with \(count) items. "
                        + "UIKit: \"Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.\" "
                        + "Return a section for every section that has items.")
                }
                sections.append(nil)
                continue
            }
            let described: SectionDescription
            if case .provider = source, reusesDescriptions {
                let changes = BuilderChanges.current
                if let kept = recent.description(of: section, changes: changes) {
                    described = kept
                } else {
                    described = try describe(section, index: index, boundaryItemsLike: previousBoundaryItems)
                    recent.keep(described, from: section, changes: changes, itemCount: count)
                }
            } else {
                described = try describe(section, index: index, boundaryItemsLike: previousBoundaryItems)
                if case .fixed = source, count > 0 { fixedDescription = described }
            }
            previousBoundaryItems = described.boundaryItems
            sections.append(described)
            if let handler = section.visibleItemsInvalidationHandler { handlers[index] = InvalidationHandlerBox(handler: handler) }
        }
        var description = LayoutDescription(
            scrollAxis: configuration.scrollDirection == .vertical ? .vertical : .horizontal,
            interSectionSpacing: configuration.interSectionSpacing,
            contentInsetsReference: configuration.contentInsetsReference,
            sections: sections)
        description.boundaryItems = try describeBoundaryItems(configuration.boundarySupplementaryItems, path: "configuration")
        description.handlers = handlers
        return description
    }

    /// What the section provider is given: the whole collection-view size, no insets (charon case 62;
    /// Docs/Solver.md, step 2; the layout's own container is inset, step 3a).
    var sectionProviderEnvironment: LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: context.containerSize), traitCollection: context.resolvedTraitCollection,
                          listMetrics: context.listMetrics)
    }

    /// Section `index`. Error paths start `section \(index)`; they are made only on error. Boundary items equal to
    /// `previous` share its array.
    func describe(_ section: NSCollectionLayoutSection, index: Int, boundaryItemsLike previous: [BoundaryItemDescription] = [])
        throws -> SectionDescription {
        let values = try SectionValues(of: section, index: index)
        let group = try describe(section.group, path: LayoutPath(section: index), depth: 0)
        let supplementaries = try describeSupplementaries(of: section, path: "section \(index)", boundaryItemsLike: previous)
        return SectionDescription(group: group, values: values, boundaryItems: supplementaries.boundaryItems,
                                  decorations: supplementaries.decorations, key: ShapeKey(of: section))
    }

    func describe(_ item: NSCollectionLayoutItem, path: LayoutPath, depth: Int) throws -> ItemDescription {
        guard depth <= Self.maximumDepth else {
            throw LayoutError(path: path, message: "groups are nested more than \(Self.maximumDepth) deep; flatten the layout")
        }
        let size = SizeDescription(
            width: try describe(item.layoutSize.widthDimension, path: path + " > layoutSize.widthDimension", axisName: "width"),
            height: try describe(item.layoutSize.heightDimension, path: path + " > layoutSize.heightDimension", axisName: "height"))
        try checkInsets(item.contentInsets, path: path + " > contentInsets")
        var edges: EdgeSpacingDescription?
        if let edgeSpacing = item.edgeSpacing {
            edges = EdgeSpacingDescription(
                leading: try describe(edgeSpacing.leading, path: path + " > edgeSpacing.leading"),
                top: try describe(edgeSpacing.top, path: path + " > edgeSpacing.top"),
                trailing: try describe(edgeSpacing.trailing, path: path + " > edgeSpacing.trailing"),
                bottom: try describe(edgeSpacing.bottom, path: path + " > edgeSpacing.bottom"))
        }
        let supplementaries = try describeSupplementaries(item.supplementaryItems, path: path.description)
        let group = try (item as? NSCollectionLayoutGroup).map { try describeGroup($0, size: size, path: path, depth: depth) }
        // Made once, whole: filled in afterwards, the description was copied to be filled.
        return ItemDescription(size: size, contentInsets: item.contentInsets, edgeSpacing: edges, group: group, path: path,
                               supplementaries: supplementaries)
    }

    private func describeGroup(_ group: NSCollectionLayoutGroup, size: SizeDescription, path: LayoutPath, depth: Int) throws -> GroupDescription {
        let spacing = try describe(group.interItemSpacing, path: path + " > interItemSpacing")
        let axis: Axis?
        switch group.direction {
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        case .custom: axis = nil
        }
        let arrangement: GroupDescription.Arrangement
        switch group.arrangement {
        case .subitems: arrangement = .subitems
        case .count(let count), .repeating(let count):
            guard count > 0 else {
                throw LayoutError(path: path, message: "count is \(count); a group needs a count of at least 1")
            }
            if case .count = group.arrangement { arrangement = .count(count) } else { arrangement = .repeating(count) }
        case .custom(let provider):
            arrangement = .custom(try customFrames(provider, size: size, insets: group.contentInsets, path: path))
        }
        if axis != nil && group.subitems.isEmpty {
            throw LayoutError(path: path, message: "the group has no subitems. UIKit: \"At least 1 subitem is required for a group\"")
        }
        var subitems: [ItemDescription] = []
        subitems.reserveCapacity(group.subitems.count)
        for (index, subitem) in group.subitems.enumerated() {
            subitems.append(try describe(subitem, path: path.subitem(index), depth: depth + 1))
        }
        return GroupDescription(axis: axis, arrangement: arrangement, subitems: subitems, spacing: spacing)
    }

    /// Calls a custom group's provider once per section and solve, as UIKit does (charon facts; Docs/Solver.md, step 2):
    /// its container is the group's size resolved in the whole collection-view size, with the group's content
    /// insets (none on an estimated axis).
    private func customFrames(_ provider: NSCollectionLayoutGroupCustomItemProvider, size: SizeDescription,
                              insets: NSDirectionalEdgeInsets, path: LayoutPath) throws -> [CustomFrame] {
        let whole = context.containerSize
        let resolved = CGSize(width: DimensionResolver.resolve(size.width, in: whole, grid: grid),
                              height: DimensionResolver.resolve(size.height, in: whole, grid: grid))
        var effectiveInsets = insets
        if size.width.isEstimated { effectiveInsets.leading = 0; effectiveInsets.trailing = 0 }
        if size.height.isEstimated { effectiveInsets.top = 0; effectiveInsets.bottom = 0 }
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: resolved, contentInsets: effectiveInsets),
                                            traitCollection: context.resolvedTraitCollection)
        let items = provider(environment)
        guard !items.isEmpty else {
            throw LayoutError(path: path, message: "the custom group's itemProvider returned no items; it must return at least one frame")
        }
        var frames: [CustomFrame] = []
        frames.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let f = item.frame
            guard [f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy({ $0.magnitude <= LayoutLimits.maximumLength }) else {
                throw LayoutError(path: path + " > itemProvider[\(index)]", message: "the frame \(f.pointsDescription) is not usable: its origin "
                    + "and size must be finite and within ±\(formatPoints(LayoutLimits.maximumLength)) points")
            }
            frames.append(CustomFrame(frame: f.standardized, zIndex: item.zIndex))
        }
        return frames
    }

    // The validators below take their paths as autoclosures: a path is text built only when there is an error to
    // report; building it for every valid value was a third of the describe step (Docs/Performance.md).

    func describe(_ dimension: NSCollectionLayoutDimension, path: @autoclosure () -> String, axisName: String) throws -> DimensionDescription {
        let value = dimension.dimension
        switch dimension.kind {
        case .fractionalWidth, .fractionalHeight:
            let which = dimension.kind == .fractionalWidth ? "width" : "height"
            guard value.isFinite else {
                throw LayoutError(path: path(), message: "Invalid fractional \(which): \(formatPoints(value)). The fraction must be a finite value.")
            }
            guard value >= 0 else {
                throw LayoutError(path: path(), message: "Invalid fractional \(which): \(formatPoints(value)). The fraction must not be negative.")
            }
            guard value <= LayoutLimits.maximumFraction else {
                throw LayoutError(path: path(), message: "Invalid fractional \(which): \(formatPoints(value)). "
                    + "LayoutKitLinux accepts fractions up to \(formatPoints(LayoutLimits.maximumFraction)).")
            }
        case .absolute, .estimated, .uniformAcrossSiblings:
            guard LayoutLimits.isSize(value) else {
                throw LayoutError(path: path(), message: "invalid \(axisName) \(dimension): a length must be a finite number of points, "
                    + "0 or more and at most \(formatPoints(LayoutLimits.maximumLength))")
            }
        }
        return DimensionDescription(kind: dimension.kind, value: value)
    }

    private func describe(_ spacing: NSCollectionLayoutSpacing?, path: @autoclosure () -> String) throws -> SpacingDescription? {
        guard let spacing else { return nil }
        try checkFinite(spacing.spacing, path: path())
        return SpacingDescription(value: spacing.spacing, isFlexible: spacing.isFlexibleSpacing)
    }

    func checkInsets(_ insets: NSDirectionalEdgeInsets, path: @autoclosure () -> String) throws {
        try LayoutLimits.checkInsets(insets, path: path())
    }

    func checkFinite(_ value: CGFloat, path: @autoclosure () -> String) throws {
        try LayoutLimits.checkLength(value, path: path())
    }
}
