import Foundation

// The description types for supplementary items and decorations (Docs/Schema.md, "supplementary items").
// Each mirrors one UIKit class and builds it with `make()`; a value left out (`nil`) keeps UIKit's default,
// so the defaults live in one place, the model classes (Docs/Solver.md, steps 3d″, 3e, 4 and 6).

extension LayoutDocument {
    /// `NSCollectionLayoutAnchor`: the edges of a rectangle and an offset, in points or as fractions of the
    /// supplementary's own size (Docs/Solver.md, step 3d″).
    public struct Anchor: Equatable, Sendable {
        public var edges: NSDirectionalRectEdge
        public var offset: CGPoint
        /// `init(edges:fractionalOffset:)` rather than `init(edges:absoluteOffset:)`.
        public var isFractionalOffset: Bool

        public init(edges: NSDirectionalRectEdge, offset: CGPoint = .zero, isFractionalOffset: Bool = false) {
            self.edges = edges
            self.offset = offset
            self.isFractionalOffset = isFractionalOffset
        }

        public func make() -> NSCollectionLayoutAnchor {
            isFractionalOffset ? NSCollectionLayoutAnchor(edges: edges, fractionalOffset: offset)
                : NSCollectionLayoutAnchor(edges: edges, absoluteOffset: offset)
        }
    }

    /// `NSCollectionLayoutSupplementaryItem`: a view attached to an item or a group (a badge).
    public struct SupplementaryItem: Equatable, Sendable {
        public var elementKind: String
        public var layoutSize: Size
        public var containerAnchor: Anchor
        public var itemAnchor: Anchor?
        /// `nil` keeps UIKit's default (1).
        public var zIndex: Int?

        public init(elementKind: String, layoutSize: Size, containerAnchor: Anchor, itemAnchor: Anchor? = nil, zIndex: Int? = nil) {
            self.elementKind = elementKind
            self.layoutSize = layoutSize
            self.containerAnchor = containerAnchor
            self.itemAnchor = itemAnchor
            self.zIndex = zIndex
        }

        public func make() -> NSCollectionLayoutSupplementaryItem {
            let item = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize.make(), elementKind: elementKind,
                                                           containerAnchor: containerAnchor.make(), itemAnchor: itemAnchor?.make())
            if let zIndex { item.zIndex = zIndex }
            return item
        }
    }

    /// `NSCollectionLayoutBoundarySupplementaryItem`: a header, footer or other view around a section or the layout.
    public struct BoundarySupplementaryItem: Equatable, Sendable {
        public var elementKind: String
        public var layoutSize: Size
        public var alignment: NSRectAlignment
        public var absoluteOffset: CGPoint
        /// `nil` keeps UIKit's default (true).
        public var extendsBoundary: Bool?
        /// `nil` keeps UIKit's default (false).
        public var pinToVisibleBounds: Bool?
        /// `nil` keeps UIKit's default (1).
        public var zIndex: Int?

        public init(elementKind: String, layoutSize: Size, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero,
                    extendsBoundary: Bool? = nil, pinToVisibleBounds: Bool? = nil, zIndex: Int? = nil) {
            self.elementKind = elementKind
            self.layoutSize = layoutSize
            self.alignment = alignment
            self.absoluteOffset = absoluteOffset
            self.extendsBoundary = extendsBoundary
            self.pinToVisibleBounds = pinToVisibleBounds
            self.zIndex = zIndex
        }

        public func make() -> NSCollectionLayoutBoundarySupplementaryItem {
            let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize.make(), elementKind: elementKind,
                                                                   alignment: alignment, absoluteOffset: absoluteOffset)
            if let extendsBoundary { item.extendsBoundary = extendsBoundary }
            if let pinToVisibleBounds { item.pinToVisibleBounds = pinToVisibleBounds }
            if let zIndex { item.zIndex = zIndex }
            return item
        }
    }

    /// `NSCollectionLayoutDecorationItem.background(elementKind:)`: a view behind a section, less its content insets.
    public struct DecorationItem: Equatable, Sendable {
        public var elementKind: String
        public var contentInsets: NSDirectionalEdgeInsets
        /// `nil` keeps UIKit's default (0).
        public var zIndex: Int?

        public init(elementKind: String, contentInsets: NSDirectionalEdgeInsets = .zero, zIndex: Int? = nil) {
            self.elementKind = elementKind
            self.contentInsets = contentInsets
            self.zIndex = zIndex
        }

        public func make() -> NSCollectionLayoutDecorationItem {
            let item = NSCollectionLayoutDecorationItem.background(elementKind: elementKind)
            item.contentInsets = contentInsets
            if let zIndex { item.zIndex = zIndex }
            return item
        }
    }
}

extension LayoutDocument {
    /// The element kinds of every item and group supplementary (badges) in the document, so that drawings can tell
    /// them from boundary items (headers and footers), which the attributes alone cannot.
    public var badgeKinds: Set<String> {
        var kinds = Set<String>()
        func visit(_ element: Element) {
            switch element {
            case .item(let item):
                kinds.formUnion(item.supplementaryItems.map(\.elementKind))
            case .group(let group):
                kinds.formUnion(group.supplementaryItems.map(\.elementKind))
                switch group.arrangement {
                case .subitems(let list): list.forEach(visit)
                case .count(let element, _), .repeatingSubitem(let element, _): visit(element)
                case .custom: break
                }
            }
        }
        for section in sections { visit(.group(section.group)) }
        return kinds
    }
}

extension NSRectAlignment {
    /// The Swift case names, as layout documents spell them.
    static let documentNames: [(String, NSRectAlignment)] = [
        ("none", .none), ("top", .top), ("topLeading", .topLeading), ("leading", .leading), ("bottomLeading", .bottomLeading),
        ("bottom", .bottom), ("bottomTrailing", .bottomTrailing), ("trailing", .trailing), ("topTrailing", .topTrailing),
    ]
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The Swift case names, as layout documents spell them.
    static let documentNames: [(String, UICollectionLayoutSectionOrthogonalScrollingBehavior)] = [
        ("none", .none), ("continuous", .continuous), ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
        ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered),
    ]
}
