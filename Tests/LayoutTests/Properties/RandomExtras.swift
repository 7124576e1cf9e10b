import Foundation
@testable import LayoutKitLinux

// Random elements beyond cells for the property corpus: boundary items (section and layout), badges on items and
// groups, decorations, pinning with a content offset, orthogonal sections with offsets and an invalidation handler
// (Docs/Solver.md, steps 3d′, 3d″, 3e and 4). They are drawn from a stream derived from the seed, after the rest of the
// layout, so that a seed's groups and items are the same with or without them.
//
// What each mode allows (Docs/Testing-Properties.md, "Supplementaries"):
// * general: everything, including offsets that push items out, non-extending items longer than their section,
//   anchors that put badges outside their item, group badges, orthogonal sections and a handler.
// * nonNegative: as general but without negative offsets or insets.
// * wellFormed: only what stays inside the content by the rules: extending boundary items with no offset, sized as a
//   fraction (≤ 1) of the section across and an absolute length along the scroll axis; badges inside their item
//   (same anchor edges, no offset, fractions ≤ 1 of the item); decorations without insets; pinning. No orthogonal
//   sections (their rows run past the content by design) and no group badges (they may be wider than their group).

struct BoundarySpec: Equatable {
    var kind: String
    var width: DimSpec, height: DimSpec
    var alignment: NSRectAlignment
    var dx = 0.0, dy = 0.0
    var extends = true
    var pin = false

    func make() -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width.make(), heightDimension: height.make()),
            elementKind: kind, alignment: alignment, absoluteOffset: CGPoint(x: dx, y: dy))
        item.extendsBoundary = extends
        item.pinToVisibleBounds = pin
        return item
    }
    var text: String {
        "BND(\(kind), \(width.text), \(height.text), .\(alignment), \(pfmt(dx)), \(pfmt(dy)), extends \(extends), pin \(pin))"
    }
}

struct BadgeSpec: Equatable {
    var kind: String
    var width: DimSpec, height: DimSpec
    var edges: UInt
    var itemEdges: UInt?
    var dx = 0.0, dy = 0.0
    var fractional = false
    var zIndex = 1

    func make() -> NSCollectionLayoutSupplementaryItem {
        let offset = CGPoint(x: dx, y: dy)
        let anchor = fractional ? NSCollectionLayoutAnchor(edges: NSDirectionalRectEdge(rawValue: edges), fractionalOffset: offset)
            : NSCollectionLayoutAnchor(edges: NSDirectionalRectEdge(rawValue: edges), absoluteOffset: offset)
        let item = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width.make(), heightDimension: height.make()), elementKind: kind,
            containerAnchor: anchor, itemAnchor: itemEdges.map { NSCollectionLayoutAnchor(edges: NSDirectionalRectEdge(rawValue: $0)) })
        item.zIndex = zIndex
        return item
    }
    var text: String {
        "SUP(\(kind), \(width.text), \(height.text), edges \(edges)\(itemEdges.map { ", itemEdges \($0)" } ?? ""), "
            + "\(fractional ? "fractional" : "absolute") (\(pfmt(dx)), \(pfmt(dy))), z\(zIndex))"
    }
}

struct DecorationSpec: Equatable {
    var kind: String
    var insets = InsetsSpec.zero
    var zIndex = 0
}

struct SectionExtrasSpec: Equatable {
    var boundary: [BoundarySpec] = []
    var follow = true
    /// Put on every leaf item of the section.
    var itemBadges: [BadgeSpec] = []
    /// Put on the section's top-level group.
    var groupBadges: [BadgeSpec] = []
    /// Put on every group nested in the section's top-level group (drawn from a stream of their own, so that adding
    /// them left every other draw of the corpus as it was).
    var nestedGroupBadges: [BadgeSpec] = []
    var decorations: [DecorationSpec] = []
    var orthogonal = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// A handler that fades and raises every other visible item. (It moves nothing: only the visible items are
    /// handed to it, so a move would separate siblings; moves are pinned by the fidelity tests.)
    var handler = false

    var isEmpty: Bool { self == SectionExtrasSpec() }

    func apply(to section: NSCollectionLayoutSection) {
        section.boundarySupplementaryItems = boundary.map { $0.make() }
        section.supplementariesFollowContentInsets = follow
        section.group.supplementaryItems = groupBadges.map { $0.make() }
        section.decorationItems = decorations.map { spec in
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: spec.kind)
            decoration.contentInsets = spec.insets.make()
            decoration.zIndex = spec.zIndex
            return decoration
        }
        section.orthogonalScrollingBehavior = orthogonal
        if handler {
            section.visibleItemsInvalidationHandler = { items, _, _ in
                for item in items {
                    if item.indexPath.item % 2 == 0 {
                        item.alpha = 0.5
                        item.zIndex += 3
                    }
                }
            }
        }
    }

    var text: String {
        var parts: [String] = []
        if !boundary.isEmpty { parts.append("boundary [\(boundary.map(\.text).joined(separator: ", "))] follow \(follow)") }
        if !itemBadges.isEmpty { parts.append("item badges [\(itemBadges.map(\.text).joined(separator: ", "))]") }
        if !groupBadges.isEmpty { parts.append("group badges [\(groupBadges.map(\.text).joined(separator: ", "))]") }
        if !nestedGroupBadges.isEmpty { parts.append("nested group badges [\(nestedGroupBadges.map(\.text).joined(separator: ", "))]") }
        if !decorations.isEmpty {
            parts.append("decorations [\(decorations.map { "\($0.kind) insets \($0.insets.text) z\($0.zIndex)" }.joined(separator: ", "))]")
        }
        if orthogonal != .none { parts.append("orthogonal .\(orthogonal)") }
        if handler { parts.append("visibleItemsInvalidationHandler") }
        return parts.joined(separator: "; ")
    }
}

extension LayoutGenerator {
    /// Adds random extras to a generated layout, from a stream derived from its seed.
    static func addExtras(to spec: inout LayoutSpec) {
        var rng = SplitMix64.derived(from: spec.seed, salt: 0x5EC7_10A5)
        let mode = spec.mode
        let main: SpecAxis = spec.vertical ? .y : .x, cross: SpecAxis = spec.vertical ? .x : .y
        let scale = spec.scale
        func points(_ lo: Int, _ hi: Int) -> Double {
            rng.chance(0.7) ? Double(rng.int(lo...hi)) : Double(rng.int((lo * Int(scale))...(hi * Int(scale)))) / scale
        }
        func signed(_ hi: Int) -> Double {
            let value = points(0, hi)
            return mode.allowNegative && rng.chance(0.3) ? -value : value
        }
        let alignments = NSRectAlignment.allCases
        func boundary(_ kind: String) -> BoundarySpec {
            let alignment = rng.pick(alignments)
            var dims: [SpecAxis: DimSpec] = [:]
            if mode.allowOverflow {
                dims[main] = rng.chance(0.6) ? .abs(points(0, 80)) : rng.chance(0.5) ? .fraction(rng.pick([0.1, 0.25, 0.5]), of: main) : .est(points(10, 60))
                dims[cross] = rng.chance(0.6) ? .fraction(rng.pick([0.25, 0.5, 1]), of: cross) : .abs(points(10, 200))
            } else {
                dims[main] = .abs(points(0, 60))
                dims[cross] = .fraction(rng.pick([0.25, 0.5, 0.8, 1]), of: cross)
            }
            var item = BoundarySpec(kind: kind, width: dims[.x]!, height: dims[.y]!, alignment: alignment)
            item.pin = rng.chance(0.3)
            if mode.allowOverflow {
                item.extends = rng.chance(0.7)
                if rng.chance(0.3) { item.dx = signed(10); item.dy = signed(10) }
            }
            return item
        }
        func badge(_ kind: String) -> BadgeSpec {
            let edgeSets: [UInt] = [0, 1, 2, 4, 8, 3, 9, 6, 12, 5, 15]
            let edges = rng.pick(edgeSets)
            if !mode.allowOverflow {
                return BadgeSpec(kind: kind, width: .fw(rng.pick([0.1, 0.25, 0.5, 1])), height: .fh(rng.pick([0.1, 0.25, 0.5, 1])),
                                 edges: edges, itemEdges: nil)
            }
            var spec = BadgeSpec(kind: kind, width: rng.chance(0.5) ? .abs(points(0, 40)) : .fw(rng.pick([0.25, 0.5, 1])),
                                 height: rng.chance(0.5) ? .abs(points(0, 30)) : .fh(rng.pick([0.25, 0.5, 1])),
                                 edges: edges, itemEdges: rng.chance(0.3) ? rng.pick(edgeSets) : nil)
            if rng.chance(0.4) {
                spec.fractional = rng.chance(0.5)
                spec.dx = spec.fractional ? rng.pick([-0.5, 0.25, 0.5]) : signed(8)
                spec.dy = spec.fractional ? rng.pick([-0.5, 0.25, 0.5]) : signed(8)
                if !mode.allowNegative { spec.dx = abs(spec.dx); spec.dy = abs(spec.dy) }
            }
            spec.zIndex = rng.pick([0, 1, 1, 5])
            return spec
        }
        // Badges on nested groups, from their own stream: a fixed or fractional size, any anchor edges.
        var nestedStream = SplitMix64.derived(from: spec.seed, salt: 0x4E57_EDBA)
        func nestedGroupBadge() -> BadgeSpec {
            let edgeSets: [UInt] = [0, 1, 2, 4, 8, 3, 9, 6, 12, 5, 15]
            let width: DimSpec = nestedStream.chance(0.5) ? .abs(Double(nestedStream.int(4...30))) : .fw(nestedStream.pick([0.25, 0.5, 1]))
            let height: DimSpec = nestedStream.chance(0.5) ? .abs(Double(nestedStream.int(4...30))) : .fh(nestedStream.pick([0.25, 0.5, 1]))
            var badgeSpec = BadgeSpec(kind: "nestedBadge", width: width, height: height, edges: nestedStream.pick(edgeSets), itemEdges: nil)
            badgeSpec.zIndex = nestedStream.pick([0, 2])
            return badgeSpec
        }
        for index in spec.sections.indices {
            var extras = SectionExtrasSpec()
            // Like the top-level group's, only where badges may stick out of what they anchor to.
            if mode.allowOverflow && nestedStream.chance(0.3) { extras.nestedGroupBadges = [nestedGroupBadge()] }
            if rng.chance(0.5) { extras.boundary = (0..<rng.int(1...3)).map { boundary("b\($0)") } }
            extras.follow = rng.chance(0.7)
            if rng.chance(0.3) { extras.itemBadges = (0..<rng.int(1...2)).map { badge("badge\($0)") } }
            if mode.allowOverflow && rng.chance(0.2) { extras.groupBadges = [badge("groupBadge")] }
            if rng.chance(0.3) {
                extras.decorations = (0..<rng.int(1...2)).map { n in
                    DecorationSpec(kind: "bg\(n)", insets: mode.allowOverflow ? InsetsSpec(top: points(0, 4), leading: points(0, 4),
                                                                                       bottom: points(0, 4), trailing: points(0, 4)) : .zero,
                                   zIndex: rng.pick([0, -1, 2]))
                }
            }
            if mode.allowOverflow && rng.chance(0.3) {
                extras.orthogonal = rng.pick(Array(UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.dropFirst()))
                extras.handler = rng.chance(0.5)
            } else if mode.allowOverflow && rng.chance(0.1) {
                extras.handler = true
            }
            spec.sections[index].extras = extras
        }
        if rng.chance(0.25) { spec.layoutBoundary = (0..<rng.int(1...2)).map { boundary("layout\($0)") } }
        if rng.chance(0.5) {
            let along = rng.pick([0.0, 40, 130, 500, 1200])
            spec.contentOffset = main == .y ? (0, along) : (along, 0)
        }
        if mode.allowOverflow {
            for index in spec.itemCounts.indices where rng.chance(0.5) {
                spec.orthogonalOffsets[index] = rng.pick([-50.0, 0, 40, 130, 333, 700, 5000])
            }
        }
    }
}
