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
