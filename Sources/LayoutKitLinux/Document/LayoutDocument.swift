import Foundation

/// A compositional layout and the collection view it is laid out in, as a JSON document
/// (the format is specified in Docs/Schema.md, with a JSON Schema in Docs/layout-schema.json).
///
/// The document is a plain value: `parse(_:)` checks every key and value and reports the first problem
/// with its path (`sections[2].group.subitems[1].layoutSize.widthDimension: ...`); `makeLayout()` and
/// `makeContext()` then build the same UIKit-named objects a Swift caller would write by hand, so a
/// layout loaded from JSON and one written in code solve identically.
///
/// ```swift
/// let document = try LayoutDocument.parse(data)
/// let solution = try document.makeLayout().solve(document.makeContext())
/// ```
public struct LayoutDocument: Equatable, Sendable {
    /// The collection view's bounds size. A document without `"container"` is laid out on `LayoutDevice.default`.
    public var containerSize: CGSize
    /// The pixel grid sizes snap to (`UITraitCollection.displayScale`). Defaults to 2.
    public var displayScale: CGFloat
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// `LayoutContext.sizeRounding`: read only under `pixelRounding == .current`.
    public var sizeRounding: LayoutContext.SizeRounding
    /// `LayoutContext.pixelRounding`: which UIKit version's pixel rounding the frames follow. Defaults to `.current`.
    public var pixelRounding: LayoutContext.PixelRounding = .current
    public var safeAreaInsets: NSDirectionalEdgeInsets
    /// 8 on each side unless given: a plain view's (`LayoutContext.defaultLayoutMargins`, written out in `init`'s default
    /// argument because a public default cannot name an internal constant).
    public var layoutMargins: NSDirectionalEdgeInsets
    public var readableContentInsets: NSDirectionalEdgeInsets
    public var configuration: Configuration
    public var sections: [Section]
    /// `LayoutContext.contentOffset`: where the collection view is scrolled to (pinned headers depend on it).
    public var contentOffset: CGPoint = .zero
    /// `LayoutContext.orthogonalOffsets`: the scroll position of each orthogonally scrolling section, by section index.
    public var orthogonalOffsets: [Int: CGPoint] = [:]

    /// The device whose traits (size classes, idiom) the layout sees, set by `apply(_:orientation:)`; nil for a
    /// plain view of `containerSize`, which has the traits of a context without a device (Docs/Devices.md).
    public var device: LayoutDevice?
    /// The orientation `device` is held in.
    public var orientation: UIInterfaceOrientation = .portrait

    /// The size `init` gives a document: the default device's screen in portrait. (A parsed document without
    /// `"container"` takes the whole default device, `apply(.default)`.)
    public static let defaultContainerSize = LayoutDevice.default.portrait.size

    public init(containerSize: CGSize = LayoutDocument.defaultContainerSize, displayScale: CGFloat = 2,
                layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                sizeRounding: LayoutContext.SizeRounding = .floorToPixel,
                safeAreaInsets: NSDirectionalEdgeInsets = .zero,
                layoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
                readableContentInsets: NSDirectionalEdgeInsets = .zero,
                configuration: Configuration = Configuration(), sections: [Section]) {
        self.containerSize = containerSize
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.sizeRounding = sizeRounding
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentInsets = readableContentInsets
        self.configuration = configuration
        self.sections = sections
    }

    /// Lays the document out on `device`: its screen size, safe area, layout margins, readable content insets,
    /// display scale and traits in `orientation` replace the document's.
    public mutating func apply(_ device: LayoutDevice, orientation: UIInterfaceOrientation = .portrait) {
        let screen = device.screen(in: orientation)
        containerSize = screen.size
        displayScale = device.displayScale
        safeAreaInsets = screen.safeAreaInsets
        layoutMargins = screen.layoutMargins
        readableContentInsets = screen.readableContentInsets
        self.device = device
        self.orientation = orientation
    }

    /// Items per section, in section order.
    public var itemCounts: [Int] { sections.map(\.items) }

    /// The sections' and items' identifiers when every section lists its items' identifiers (Docs/Diffable.md); a
    /// section without an `"identifier"` is named by its index.
    public var identifiers: LayoutIdentifiers? {
        let items = sections.compactMap(\.itemIdentifiers)
        guard !sections.isEmpty, items.count == sections.count else { return nil }
        return LayoutIdentifiers(sections: sections.enumerated().map { $1.identifier ?? "\($0)" }, items: items)
    }

    // MARK: Building the UIKit-named objects

    /// A fresh layout: one fixed section when the document has exactly one, otherwise a section provider
    /// that answers each index with that section's description (different sections, as a provider would).
    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.scrollDirection = configuration.scrollDirection
        config.interSectionSpacing = configuration.interSectionSpacing
        config.contentInsetsReference = configuration.contentInsetsReference
        config.boundarySupplementaryItems = configuration.boundarySupplementaryItems.map { $0.make() }
        if sections.count == 1, let only = sections.first {
            return UICollectionViewCompositionalLayout(section: only.makeSection(), configuration: config)
        }
        let built = sections.map { $0.makeSection() }
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            built.indices.contains(index) ? built[index] : nil
        }, configuration: config)
    }

    /// The context the document describes: container, item counts, insets, traits, and the cells' measured sizes.
    public func makeContext() -> LayoutContext {
        var context = LayoutContext(containerSize: containerSize, itemCounts: itemCounts)
        context.identifiers = identifiers
        context.safeAreaInsets = safeAreaInsets
        context.layoutMargins = layoutMargins
        context.readableContentInsets = readableContentInsets
        // The document's scale and direction over the device's traits (no device: the context's defaults fill in).
        let own = UITraitCollection(displayScale: displayScale, layoutDirection: layoutDirection)
        context.traitCollection = device.map { UITraitCollection(traitsFrom: [$0.traitCollection(in: orientation), own]) } ?? own
        context.sizeRounding = sizeRounding
        context.pixelRounding = pixelRounding
        context.contentOffset = contentOffset
        context.orthogonalOffsets = orthogonalOffsets
        context.sizing = makeSizing()
        return context
    }
}

// MARK: - The description types

extension LayoutDocument {
    /// `UICollectionViewCompositionalLayoutConfiguration`, with UIKit's defaults ([HDR]; Docs/Solver.md, step 4).
    public struct Configuration: Equatable, Sendable {
        public var scrollDirection: UICollectionView.ScrollDirection
        public var interSectionSpacing: CGFloat
        public var contentInsetsReference: UIContentInsetsReference
        /// Layout-level headers and footers (index path: item `Int.max` of section 0; Docs/Solver.md, step 3e).
        public var boundarySupplementaryItems: [BoundarySupplementaryItem]

        public init(scrollDirection: UICollectionView.ScrollDirection = .vertical, interSectionSpacing: CGFloat = 0,
                    contentInsetsReference: UIContentInsetsReference = .safeArea,
                    boundarySupplementaryItems: [BoundarySupplementaryItem] = []) {
            self.scrollDirection = scrollDirection
            self.interSectionSpacing = interSectionSpacing
            self.contentInsetsReference = contentInsetsReference
            self.boundarySupplementaryItems = boundarySupplementaryItems
        }
    }

    /// `NSCollectionLayoutSection` plus its item count.
    public struct Section: Equatable, Sendable {
        /// The number of items the data source reports for the section.
        public var items: Int
        public var group: Group
        public var contentInsets: NSDirectionalEdgeInsets
        public var contentInsetsReference: UIContentInsetsReference
        public var interGroupSpacing: CGFloat
        public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
        public var supplementariesFollowContentInsets: Bool = true
        public var decorationItems: [DecorationItem] = []
        /// Room before the section, above its header: a list section's `headerTopPadding` (Docs/Lists.md). Not a
        /// property of `NSCollectionLayoutSection`.
        public var headerTopPadding: CGFloat = 0
        /// The cells' measured sizes or texts (`"sizes"`, `"texts"`, `"textStyle"`); nil: every estimate stands.
        public var cellSizing: CellSizing? = nil
        /// The items' identifiers when `"items"` lists them (Docs/Diffable.md); nil for the count form.
        public var itemIdentifiers: [String]? = nil
        /// The section's identifier (`"identifier"`); its index when none is given.
        public var identifier: String? = nil

        public init(items: Int, group: Group, contentInsets: NSDirectionalEdgeInsets = .zero,
                    contentInsetsReference: UIContentInsetsReference = .automatic, interGroupSpacing: CGFloat = 0) {
            self.items = items
            self.group = group
            self.contentInsets = contentInsets
            self.contentInsetsReference = contentInsetsReference
            self.interGroupSpacing = interGroupSpacing
        }

        func makeSection() -> NSCollectionLayoutSection {
            let section = NSCollectionLayoutSection(group: group.makeGroup())
            section.contentInsets = contentInsets
            section.contentInsetsReference = contentInsetsReference
            section.interGroupSpacing = interGroupSpacing
            section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
            section.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.make() }
            section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
            section.decorationItems = decorationItems.map { $0.make() }
            section.spacingBefore = headerTopPadding
            return section
        }
    }

    /// `NSCollectionLayoutDimension`.
    public enum Dimension: Equatable, Sendable, CustomStringConvertible {
        case fractionalWidth(CGFloat)
        case fractionalHeight(CGFloat)
        case absolute(CGFloat)
        case estimated(CGFloat)

        public func make() -> NSCollectionLayoutDimension {
            switch self {
            case .fractionalWidth(let f): return .fractionalWidth(f)
            case .fractionalHeight(let f): return .fractionalHeight(f)
            case .absolute(let v): return .absolute(v)
            case .estimated(let v): return .estimated(v)
            }
        }

        /// The JSON spelling: `fractionalWidth(0.5)`.
        public var description: String {
            switch self {
            case .fractionalWidth(let f): return "fractionalWidth(\(formatPoints(f)))"
            case .fractionalHeight(let f): return "fractionalHeight(\(formatPoints(f)))"
            case .absolute(let v): return "absolute(\(formatPoints(v)))"
            case .estimated(let v): return "estimated(\(formatPoints(v)))"
            }
        }
    }

    /// `NSCollectionLayoutSize`.
    public struct Size: Equatable, Sendable {
        public var widthDimension: Dimension
        public var heightDimension: Dimension

        public init(widthDimension: Dimension, heightDimension: Dimension) {
            self.widthDimension = widthDimension
            self.heightDimension = heightDimension
        }

        public func make() -> NSCollectionLayoutSize {
            NSCollectionLayoutSize(widthDimension: widthDimension.make(), heightDimension: heightDimension.make())
        }
    }

    /// `NSCollectionLayoutSpacing`.
    public enum Spacing: Equatable, Sendable, CustomStringConvertible {
        case fixed(CGFloat)
        case flexible(CGFloat)

        public func make() -> NSCollectionLayoutSpacing {
            switch self {
            case .fixed(let v): return .fixed(v)
            case .flexible(let v): return .flexible(v)
            }
        }

        public var description: String {
            switch self {
            case .fixed(let v): return "fixed(\(formatPoints(v)))"
            case .flexible(let v): return "flexible(\(formatPoints(v)))"
            }
        }
    }

    /// `NSCollectionLayoutEdgeSpacing`; a `nil` side takes no room.
    public struct EdgeSpacing: Equatable, Sendable {
        public var leading: Spacing?
        public var top: Spacing?
        public var trailing: Spacing?
        public var bottom: Spacing?

        public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
        }

        public func make() -> NSCollectionLayoutEdgeSpacing {
            NSCollectionLayoutEdgeSpacing(leading: leading?.make(), top: top?.make(),
                                          trailing: trailing?.make(), bottom: bottom?.make())
        }
    }

    /// `NSCollectionLayoutItem`.
    public struct Item: Equatable, Sendable {
        public var layoutSize: Size
        public var contentInsets: NSDirectionalEdgeInsets
        public var edgeSpacing: EdgeSpacing?
        /// Badges and other views anchored to the item (Docs/Solver.md, step 3d″).
        public var supplementaryItems: [SupplementaryItem] = []

        public init(layoutSize: Size, contentInsets: NSDirectionalEdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil) {
            self.layoutSize = layoutSize
            self.contentInsets = contentInsets
            self.edgeSpacing = edgeSpacing
        }

        func makeItem() -> NSCollectionLayoutItem {
            let item = NSCollectionLayoutItem(layoutSize: layoutSize.make(), supplementaryItems: supplementaryItems.map { $0.make() })
            item.contentInsets = contentInsets
            item.edgeSpacing = edgeSpacing?.make()
            return item
        }
    }

    /// A subitem: an item, or a group (a JSON object with a `"group"` key).
    public indirect enum Element: Equatable, Sendable {
        case item(Item)
        case group(Group)

        func make() -> NSCollectionLayoutItem {
            switch self {
            case .item(let item): return item.makeItem()
            case .group(let group): return group.makeGroup()
            }
        }
    }

    /// One frame a custom group's provider returns (`NSCollectionLayoutGroupCustomItem`).
    public struct CustomItem: Equatable, Sendable {
        public var frame: CGRect
        public var zIndex: Int

        public init(frame: CGRect, zIndex: Int = 0) {
            self.frame = frame
            self.zIndex = zIndex
        }
    }

    /// `NSCollectionLayoutGroup`.
    public struct Group: Equatable, Sendable {
        public enum Direction: String, Equatable, Sendable, CaseIterable {
            case horizontal, vertical, custom
        }

        /// Which factory method the group is made with (Docs/Solver.md, steps 2 and 3c).
        public indirect enum Arrangement: Equatable, Sendable {
            /// `horizontal/vertical(layoutSize:subitems:)`.
            case subitems([Element])
            /// The deprecated `subitem:count:`: `count` equal slots; the subitem's length along the axis is overridden.
            case count(Element, Int)
            /// iOS 16 `repeatingSubitem:count:`: `count` copies that keep their own size.
            case repeatingSubitem(Element, Int)
            /// `custom(layoutSize:itemProvider:)` whose provider always returns these frames.
            case custom([CustomItem])
        }

        public var direction: Direction
        public var layoutSize: Size
        public var arrangement: Arrangement
        public var interItemSpacing: Spacing?
        public var contentInsets: NSDirectionalEdgeInsets
        public var edgeSpacing: EdgeSpacing?
        /// Views anchored to each instance of the group (Docs/Solver.md, step 3d″).
        public var supplementaryItems: [SupplementaryItem] = []

        public init(direction: Direction, layoutSize: Size, arrangement: Arrangement, interItemSpacing: Spacing? = nil,
                    contentInsets: NSDirectionalEdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil) {
            self.direction = direction
            self.layoutSize = layoutSize
            self.arrangement = arrangement
            self.interItemSpacing = interItemSpacing
            self.contentInsets = contentInsets
            self.edgeSpacing = edgeSpacing
        }

        func makeGroup() -> NSCollectionLayoutGroup {
            let size = layoutSize.make()
            let horizontal = direction != .vertical
            let group: NSCollectionLayoutGroup
            switch arrangement {
            case .subitems(let elements):
                let subitems = elements.map { $0.make() }
                group = horizontal ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
            case .count(let element, let count):
                group = DeprecatedFactories.countGroup(horizontal: horizontal, layoutSize: size, subitem: element.make(), count: count)
            case .repeatingSubitem(let element, let count):
                let subitem = element.make()
                group = horizontal ? .horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
                    : .vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
            case .custom(let items):
                group = .custom(layoutSize: size) { _ in
                    items.map { NSCollectionLayoutGroupCustomItem(frame: $0.frame, zIndex: $0.zIndex) }
                }
            }
            group.interItemSpacing = interItemSpacing?.make()
            group.contentInsets = contentInsets
            group.edgeSpacing = edgeSpacing?.make()
            group.supplementaryItems = supplementaryItems.map { $0.make() }
            return group
        }
    }
}

/// The document mirrors the deprecated `subitem:count:` factory on purpose (a JSON file may use it, as iOS code
/// still does). Calling it through a protocol keeps the deprecation warning out of the library's own build.
private protocol CountGroupFactory {
    func make(horizontal: Bool, layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup
}

private struct DeprecatedCountGroupFactory: CountGroupFactory {
    @available(*, deprecated)
    func make(horizontal: Bool, layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal ? .horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
            : .vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

private enum DeprecatedFactories {
    static func countGroup(horizontal: Bool, layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let factory: any CountGroupFactory = DeprecatedCountGroupFactory()
        return factory.make(horizontal: horizontal, layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
