import Foundation
@testable import LayoutKitLinux

// A seeded description of a random compositional layout, the generator that draws one, and the code that turns
// it into UIKit-API objects. The description is a plain value so that it can be printed on failure and so that
// "rebuild the layout from the same seed" is a real rebuild (fresh builder objects, fresh closures).
//
// Docs/Testing-Properties.md explains the generator's three modes and which invariant needs which constraint.

// MARK: - The description

enum SpecAxis: String, Equatable { case x, y }

/// One `NSCollectionLayoutDimension`.
enum DimSpec: Equatable {
    case fw(Double), fh(Double), abs(Double), est(Double)

    var isEstimated: Bool { if case .est = self { return true } else { return false } }

    func make() -> NSCollectionLayoutDimension {
        switch self {
        case .fw(let f): return .fractionalWidth(CGFloat(f))
        case .fh(let f): return .fractionalHeight(CGFloat(f))
        case .abs(let v): return .absolute(CGFloat(v))
        case .est(let v): return .estimated(CGFloat(v))
        }
    }

    var text: String {
        switch self {
        case .fw(let f): return "FW" + pfmt(f)
        case .fh(let f): return "FH" + pfmt(f)
        case .abs(let v): return "AB" + pfmt(v)
        case .est(let v): return "ES" + pfmt(v)
        }
    }

    /// A fraction of the container's length along `axis`.
    static func fraction(_ f: Double, of axis: SpecAxis) -> DimSpec { axis == .x ? .fw(f) : .fh(f) }
}

struct InsetsSpec: Equatable {
    var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
    static let zero = InsetsSpec()

    var isZero: Bool { self == .zero }
    var hasNegative: Bool { top < 0 || leading < 0 || bottom < 0 || trailing < 0 }
    func total(_ axis: SpecAxis) -> Double { axis == .x ? leading + trailing : top + bottom }
    func make() -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom), trailing: CGFloat(trailing))
    }
    var text: String { "(\(pfmt(top)),\(pfmt(leading)),\(pfmt(bottom)),\(pfmt(trailing)))" }
}

/// One `NSCollectionLayoutSpacing`.
enum SpacingSpec: Equatable {
    case fixed(Double), flexible(Double)

    var value: Double { switch self { case .fixed(let v), .flexible(let v): return v } }
    var isFlexible: Bool { if case .flexible = self { return true } else { return false } }
    func make() -> NSCollectionLayoutSpacing {
        switch self {
        case .fixed(let v): return .fixed(CGFloat(v))
        case .flexible(let v): return .flexible(CGFloat(v))
        }
    }
    var text: String {
        switch self {
        case .fixed(let v): return "FIXED " + pfmt(v)
        case .flexible(let v): return "FLEX " + pfmt(v)
        }
    }
}

/// One `NSCollectionLayoutEdgeSpacing`, in its initialiser's order (leading, top, trailing, bottom).
struct EdgeSpec: Equatable {
    var leading: SpacingSpec?, top: SpacingSpec?, trailing: SpacingSpec?, bottom: SpacingSpec?

    func make() -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(leading: leading?.make(), top: top?.make(), trailing: trailing?.make(), bottom: bottom?.make())
    }
    var text: String {
        func t(_ s: SpacingSpec?) -> String { s?.text ?? "nil" }
        return "EDGES(\(t(leading)), \(t(top)), \(t(trailing)), \(t(bottom)))"
    }
}

/// A custom group's frame, as fractions of the container the provider is handed; snapped down to the pixel grid.
struct CustomFrameSpec: Equatable {
    var fx, fy, fw, fh: Double
    var zIndex: Int
}

struct ItemSpec: Equatable {
    var width: DimSpec, height: DimSpec
    var insets = InsetsSpec.zero
    var edges: EdgeSpec?
}

indirect enum GroupForm: Equatable {
    case subitems([ElementSpec])
    /// The deprecated `subitem:count:`.
    case count(ElementSpec, Int)
    /// iOS 16 `repeatingSubitem:count:`.
    case repeating(ElementSpec, Int)
    case custom([CustomFrameSpec])
}

struct GroupSpec: Equatable {
    var width: DimSpec, height: DimSpec
    var insets = InsetsSpec.zero
    var edges: EdgeSpec?
    var axis: SpecAxis
    var form: GroupForm
    var spacing: SpacingSpec?
}

indirect enum ElementSpec: Equatable {
    case item(ItemSpec)
    case group(GroupSpec)
}

struct SectionSpec: Equatable {
    var group: GroupSpec
    var insets = InsetsSpec.zero
    var interGroupSpacing = 0.0
    var insetsReference = UIContentInsetsReference.automatic
    /// Boundary items, badges, decorations, orthogonal scrolling (RandomExtras.swift).
    var extras = SectionExtrasSpec()
}

/// Which constructs the generator may use (Docs/Testing-Properties.md, "Generator modes").
struct GeneratorMode: Equatable, CustomStringConvertible {
    /// Negative insets, spacings and edge spacings.
    var allowNegative: Bool
    /// Constructs that let an item stick out of its group: lengths that are not fractions of the parent across
    /// its axis, edge spacing across the axis, repeating groups that overfill, nested estimated or custom groups.
    var allowOverflow: Bool
    let name: String

    /// Everything the API allows, some of it invalid on purpose.
    static let general = GeneratorMode(allowNegative: true, allowOverflow: true, name: "general")
    /// Everything, but no negative inset, spacing or edge spacing, and no flexible spacing where UIKit's
    /// leftover could go negative (count and repeating groups).
    static let nonNegative = GeneratorMode(allowNegative: false, allowOverflow: true, name: "nonNegative")
    /// Non-negative, and every item within its parent group on both axes.
    static let wellFormed = GeneratorMode(allowNegative: false, allowOverflow: false, name: "wellFormed")

    var description: String { name }
}

struct LayoutSpec: Equatable {
    var seed: UInt64
    var mode: GeneratorMode
    var vertical: Bool
    var interSectionSpacing: Double
    var configurationReference: UIContentInsetsReference
    /// nil: `UICollectionViewCompositionalLayout(section:configuration:)` with `sections[0]` for every section.
    var useProvider: Bool
    var sections: [SectionSpec]
    /// Sections (with no items) for which the provider returns nil.
    var providerNil: Set<Int>
    var containerWidth: Double, containerHeight: Double
    var itemCounts: [Int]
    var scale: Double
    var safeArea = InsetsSpec.zero, layoutMargins = InsetsSpec.zero, readableContent = InsetsSpec.zero
    /// The configuration's boundary items, the content offset (pinning) and orthogonal offsets (RandomExtras.swift).
    var layoutBoundary: [BoundarySpec] = []
    var contentOffsetX = 0.0, contentOffsetY = 0.0
    var orthogonalOffsets: [Int: Double] = [:]
    var contentOffset: (Double, Double) {
        get { (contentOffsetX, contentOffsetY) }
        set { (contentOffsetX, contentOffsetY) = newValue }
    }

    // MARK: Building

    func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = CGFloat(interSectionSpacing)
        configuration.contentInsetsReference = configurationReference
        configuration.boundarySupplementaryItems = layoutBoundary.map { $0.make() }
        if useProvider {
            let sections = self.sections, providerNil = self.providerNil, scale = self.scale
            return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
                if providerNil.contains(index) { return nil }
                return LayoutSpec.makeSection(sections[index % sections.count], scale: scale)
            }, configuration: configuration)
        }
        return UICollectionViewCompositionalLayout(section: Self.makeSection(sections[0], scale: scale), configuration: configuration)
    }

    func makeContext(direction: UITraitEnvironmentLayoutDirection = .leftToRight) -> LayoutContext {
        var context = LayoutContext(containerSize: CGSize(width: containerWidth, height: containerHeight), itemCounts: itemCounts)
        context.traitCollection = UITraitCollection(displayScale: CGFloat(scale), layoutDirection: direction)
        context.safeAreaInsets = safeArea.make()
        context.layoutMargins = layoutMargins.make()
        context.readableContentInsets = readableContent.make()
        context.contentOffset = CGPoint(x: contentOffsetX, y: contentOffsetY)
        for (section, offset) in orthogonalOffsets {
            context.orthogonalOffsets[section] = vertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        }
        return context
    }

    static func makeSection(_ spec: SectionSpec, scale: Double) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: makeGroup(spec.group, scale: scale, badges: spec.extras.itemBadges,
                                                                 nestedGroupBadges: spec.extras.nestedGroupBadges))
        spec.extras.apply(to: section)
        section.contentInsets = spec.insets.make()
        section.interGroupSpacing = CGFloat(spec.interGroupSpacing)
        section.contentInsetsReference = spec.insetsReference
        return section
    }

    static func makeElement(_ spec: ElementSpec, scale: Double, badges: [BadgeSpec] = [],
                            nestedGroupBadges: [BadgeSpec] = []) -> NSCollectionLayoutItem {
        switch spec {
        case .group(let group):
            // A group here is nested in another: it carries the nested groups' badges.
            let nested = makeGroup(group, scale: scale, badges: badges, nestedGroupBadges: nestedGroupBadges)
            if !nestedGroupBadges.isEmpty { nested.supplementaryItems = nestedGroupBadges.map { $0.make() } }
            return nested
        case .item(let item):
            let result = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: item.width.make(),
                                                                                   heightDimension: item.height.make()),
                                                supplementaryItems: badges.map { $0.make() })
            result.contentInsets = item.insets.make()
            result.edgeSpacing = item.edges?.make()
            return result
        }
    }

    static func makeGroup(_ spec: GroupSpec, scale: Double, badges: [BadgeSpec] = [], nestedGroupBadges: [BadgeSpec] = []) -> NSCollectionLayoutGroup {
        let size = NSCollectionLayoutSize(widthDimension: spec.width.make(), heightDimension: spec.height.make())
        let group: NSCollectionLayoutGroup
        switch spec.form {
        case .subitems(let children):
            let subitems = children.map { makeElement($0, scale: scale, badges: badges, nestedGroupBadges: nestedGroupBadges) }
            group = spec.axis == .x ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
        case .count(let child, let count):
            group = deprecatedCountGroup(axis: spec.axis, size: size, subitem: makeElement(child, scale: scale, badges: badges, nestedGroupBadges: nestedGroupBadges), count: count)
        case .repeating(let child, let count):
            let subitem = makeElement(child, scale: scale, badges: badges, nestedGroupBadges: nestedGroupBadges)
            group = spec.axis == .x ? .horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
                : .vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
        case .custom(let frames):
            group = .custom(layoutSize: size) { environment in
                // Frames are fractions of the container the provider is handed (the group's size), snapped down to
                // the pixel grid so that they stay on it; negative fractions snap away from the group.
                let container = environment.container.contentSize
                func snap(_ v: Double) -> CGFloat { CGFloat((v * scale).rounded(.down) / scale) }
                return frames.map { f in
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: snap(f.fx * Double(container.width)), y: snap(f.fy * Double(container.height)),
                                      width: snap(f.fw * Double(container.width)), height: snap(f.fh * Double(container.height))),
                        zIndex: f.zIndex)
                }
            }
        }
        group.contentInsets = spec.insets.make()
        group.edgeSpacing = spec.edges?.make()
        group.interItemSpacing = spec.spacing?.make()
        return group
    }

    /// The deprecated `subitem:count:` is exercised on purpose; calling it through a protocol keeps the build free of
    /// deprecation warnings.
    private static func deprecatedCountGroup(axis: SpecAxis, size: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                             count: Int) -> NSCollectionLayoutGroup {
        let factory: any PropertyCountGroupFactory.Type = NSCollectionLayoutGroup.self
        return axis == .x ? factory.horizontal(layoutSize: size, subitem: subitem, count: count)
            : factory.vertical(layoutSize: size, subitem: subitem, count: count)
    }

    // MARK: Facts the properties need

    /// The sections actually used, one per item count.
    var effectiveSections: [SectionSpec] { itemCounts.indices.map { sections[useProvider ? $0 % sections.count : 0] } }

    /// The largest leading+trailing (x) and top+bottom (y) item content inset on a non-estimated axis. A cell can
    /// leave its slot along an axis only when its insets there exceed the slot (Docs/Solver.md, step 3c: the frame is
    /// then the difference, taken positive), and it is then shorter than this along that axis.
    var maximumItemInsetTotals: (x: Double, y: Double) {
        var result = (x: 0.0, y: 0.0)
        func visit(_ element: ElementSpec) {
            switch element {
            case .item(let item):
                if !item.width.isEstimated { result.x = max(result.x, item.insets.total(.x)) }
                if !item.height.isEstimated { result.y = max(result.y, item.insets.total(.y)) }
            case .group(let group): visit(group: group)
            }
        }
        func visit(group: GroupSpec) {
            switch group.form {
            case .subitems(let children): children.forEach(visit)
            case .count(let child, _), .repeating(let child, _): visit(child)
            case .custom: break
            }
        }
        for section in effectiveSections { visit(group: section.group) }
        return result
    }

    // MARK: Description

    /// A readable, complete description: enough to rebuild the layout by hand.
    var text: String {
        var lines: [String] = []
        lines.append("seed 0x\(String(seed, radix: 16)) (mode \(mode)); replay: LAYOUT_PROPERTY_SEED=0x\(String(seed, radix: 16))")
        lines.append("container \(pfmt(containerWidth))x\(pfmt(containerHeight)) scale \(pfmt(scale)) "
            + "\(vertical ? "vertical" : "horizontal") interSectionSpacing \(pfmt(interSectionSpacing)) "
            + "configuration.contentInsetsReference .\(configurationReference)")
        lines.append("safeArea \(safeArea.text) layoutMargins \(layoutMargins.text) readableContent \(readableContent.text)")
        lines.append("itemCounts \(itemCounts)")
        if useProvider {
            lines.append("sectionProvider (section i uses sections[i % \(sections.count)])"
                + (providerNil.isEmpty ? "" : "; returns nil for sections \(providerNil.sorted())"))
        } else {
            lines.append("UICollectionViewCompositionalLayout(section:) with one section for every section")
        }
        for (index, section) in sections.enumerated() {
            lines.append("sections[\(index)]: contentInsets \(section.insets.text) interGroupSpacing \(pfmt(section.interGroupSpacing)) "
                + "contentInsetsReference .\(section.insetsReference)")
            Self.describe(group: section.group, indent: "  ", into: &lines)
            if !section.extras.isEmpty { lines.append("  extras: " + section.extras.text) }
        }
        if !layoutBoundary.isEmpty { lines.append("configuration.boundarySupplementaryItems [\(layoutBoundary.map(\.text).joined(separator: ", "))]") }
        if contentOffsetX != 0 || contentOffsetY != 0 { lines.append("contentOffset (\(pfmt(contentOffsetX)), \(pfmt(contentOffsetY)))") }
        if !orthogonalOffsets.isEmpty {
            lines.append("orthogonalOffsets " + orthogonalOffsets.sorted { $0.key < $1.key }.map { "\($0.key): \(pfmt($0.value))" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    private static func decorations(insets: InsetsSpec, edges: EdgeSpec?) -> String {
        var parts: [String] = []
        if !insets.isZero { parts.append("insets \(insets.text)") }
        if let edges { parts.append(edges.text) }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

    private static func describe(element: ElementSpec, indent: String, into lines: inout [String]) {
        switch element {
        case .item(let item):
            lines.append(indent + "IT(\(item.width.text),\(item.height.text))" + decorations(insets: item.insets, edges: item.edges))
        case .group(let group): describe(group: group, indent: indent, into: &lines)
        }
    }

    private static func describe(group: GroupSpec, indent: String, into lines: inout [String]) {
        let size = "(\(group.width.text),\(group.height.text))"
        let spacing = group.spacing.map { " interItemSpacing \($0.text)" } ?? ""
        let extra = decorations(insets: group.insets, edges: group.edges) + spacing
        let kind = group.axis == .x ? "HG" : "VG"
        switch group.form {
        case .subitems(let children):
            lines.append(indent + kind + size + " subitems" + extra)
            for child in children { describe(element: child, indent: indent + "  ", into: &lines) }
        case .count(let child, let count):
            lines.append(indent + kind + size + " subitem:count:\(count)" + extra)
            describe(element: child, indent: indent + "  ", into: &lines)
        case .repeating(let child, let count):
            lines.append(indent + kind + size + " repeatingSubitem:count:\(count)" + extra)
            describe(element: child, indent: indent + "  ", into: &lines)
        case .custom(let frames):
            let list = frames.map { "(\(pfmt($0.fx)),\(pfmt($0.fy)),\(pfmt($0.fw)),\(pfmt($0.fh)) z\($0.zIndex))" }.joined(separator: " ")
            lines.append(indent + "CUSTOM" + size + extra + " frames as fractions of the provider's container: " + list)
        }
    }
}

protocol PropertyCountGroupFactory {
    static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup
    static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup
}
extension NSCollectionLayoutGroup: PropertyCountGroupFactory {}

/// Shortest round-trip text of a number, for descriptions.
func pfmt(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

// MARK: - The generator

/// Draws a `LayoutSpec` from a seed. Every absolute length, inset and spacing is a whole number of pixels
/// (a multiple of 1/displayScale), so that the engine's output can be held to the pixel grid (Docs/Solver.md, step 3b).
struct LayoutGenerator {
    static let widths: [Double] = [320, 375, 390, 414, 768]
    static let heights: [Double] = [480, 568, 667, 736, 812, 896, 1024]
    static let commonFractions: [Double] = [0.1, 0.125, 0.2, 0.25, 0.3, 1.0 / 3, 0.4, 0.5, 0.6, 2.0 / 3, 0.75, 0.8, 0.9, 1]
    static let maximumGroupDepth = 3

    var rng: SplitMix64
    let mode: GeneratorMode
    let scale: Double
    /// The scroll axis.
    let main: SpecAxis
    /// Item insets per side never exceed this (non-general modes), so that escapes are rare and bounded.
    let itemInsetLimit: Double

    static func make(seed: UInt64, mode: GeneratorMode) -> LayoutSpec {
        var rng = SplitMix64(seed: seed)
        let scale = rng.pick([1.0, 2, 3])
        let vertical = rng.chance(0.7)
        let itemInsetLimit = mode.allowNegative ? 8 : rng.pick([0.0, 0, 1, 2, 4])
        var generator = LayoutGenerator(rng: rng, mode: mode, scale: scale, main: vertical ? .y : .x, itemInsetLimit: itemInsetLimit)
        var spec = generator.layout(seed: seed, vertical: vertical)
        addExtras(to: &spec)
        return spec
    }

    // MARK: Numbers

    /// A whole number of pixels in [lo, hi] points; usually a whole number of points.
    mutating func points(_ lo: Double, _ hi: Double) -> Double {
        if rng.chance(0.6) { return Double(rng.int(Int(lo.rounded(.up))...Int(hi.rounded(.down)))) }
        return Double(rng.int(Int((lo * scale).rounded(.up))...Int((hi * scale).rounded(.down)))) / scale
    }

    /// A length that may be negative in the general mode.
    mutating func signedPoints(_ hi: Double, negativeChance: Double) -> Double {
        let value = points(0, hi)
        return mode.allowNegative && rng.chance(negativeChance) ? -value : value
    }

    mutating func fraction(max limit: Double = 1) -> Double {
        if mode.allowNegative && limit >= 1 {
            if rng.chance(0.02) { return 0 }
            if rng.chance(0.03) { return rng.pick([1.1, 1.25, 1.5]) }
        }
        let common = Self.commonFractions.filter { $0 <= limit + 1e-12 }
        if !common.isEmpty && rng.chance(0.75) { return rng.pick(common) }
        let top = max(50, Int((limit * 1000).rounded(.down)))
        return Double(rng.int(50...top)) / 1000
    }

    mutating func insets(limit: Double, nonZeroChance: Double, negativeChance: Double) -> InsetsSpec {
        guard limit > 0, rng.chance(nonZeroChance) else { return .zero }
        return InsetsSpec(top: signedPoints(limit, negativeChance: negativeChance), leading: signedPoints(limit, negativeChance: negativeChance),
                          bottom: signedPoints(limit, negativeChance: negativeChance), trailing: signedPoints(limit, negativeChance: negativeChance))
    }

    mutating func spacing(flexibleAllowed: Bool) -> SpacingSpec? {
        let r = rng.unit()
        if r < 0.4 { return nil }
        let value = signedPoints(16, negativeChance: 0.05)
        return (r < 0.75 || !flexibleAllowed) ? .fixed(value) : .flexible(value)
    }

    /// One side of an edge spacing.
    mutating func edgeSide(flexibleAllowed: Bool) -> SpacingSpec? {
        guard rng.chance(0.5) else { return nil }
        let value = signedPoints(10, negativeChance: 0.05)
        return flexibleAllowed && rng.chance(0.5) ? .flexible(value) : .fixed(value)
    }

    // MARK: Structure

    mutating func layout(seed: UInt64, vertical: Bool) -> LayoutSpec {
        let sectionCount = rng.int(1...4)
        let useProvider = rng.chance(0.5)
        var counts: [Int] = []
        for _ in 0..<sectionCount { counts.append(rng.chance(0.12) ? 0 : rng.int(1...40)) }
        var sections: [SectionSpec] = []
        for _ in 0..<(useProvider ? sectionCount : 1) { sections.append(section()) }
        var providerNil = Set<Int>()
        if useProvider && mode == .general {
            for (index, count) in counts.enumerated() where count == 0 && rng.chance(0.5) { providerNil.insert(index) }
        }
        let references: [UIContentInsetsReference] = [.none, .safeArea, .layoutMargins, .readableContent, .automatic]
        var spec = LayoutSpec(
            seed: seed, mode: mode, vertical: vertical,
            interSectionSpacing: rng.chance(0.5) ? 0 : signedPoints(24, negativeChance: 0.05),
            configurationReference: rng.chance(0.05) ? .automatic : rng.pick(Array(references.dropLast())),
            useProvider: useProvider, sections: sections, providerNil: providerNil,
            containerWidth: rng.pick(Self.widths), containerHeight: rng.pick(Self.heights),
            itemCounts: counts, scale: scale)
        spec.safeArea = insets(limit: 40, nonZeroChance: 0.4, negativeChance: 0)
        spec.layoutMargins = insets(limit: 40, nonZeroChance: 0.4, negativeChance: 0)
        spec.readableContent = insets(limit: 40, nonZeroChance: 0.3, negativeChance: 0)
        return spec
    }

    mutating func section() -> SectionSpec {
        let references: [UIContentInsetsReference] = [.automatic, .automatic, .none, .safeArea, .layoutMargins, .readableContent]
        return SectionSpec(group: topLevelGroup(),
                           insets: insets(limit: 20, nonZeroChance: 0.5, negativeChance: 0.08),
                           interGroupSpacing: rng.chance(0.5) ? 0 : signedPoints(20, negativeChance: 0.05),
                           insetsReference: rng.pick(references))
    }

    /// The group a section repeats. Along the scroll axis its container is the whole view extent and the section
    /// grows to hold it, so any length is fine there (Docs/Solver.md, steps 3a and 3d).
    mutating func topLevelGroup() -> GroupSpec {
        let cross: SpecAxis = main == .x ? .y : .x
        let axis: SpecAxis = rng.chance(0.5) ? .x : .y
        var dims: [SpecAxis: DimSpec] = [:]
        // Along the scroll axis.
        switch rng.unit() {
        case ..<0.45: dims[main] = .fraction(fraction(), of: main)
        case ..<0.75: dims[main] = .abs(points(10, 300))
        case ..<0.9: dims[main] = .est(points(10, 200))
        default: dims[main] = .fraction(fraction(max: 0.8), of: cross)   // a length given as a fraction of the other axis (case 31)
        }
        // Across it: a fraction of the section's width, an absolute length or an estimate.
        switch rng.unit() {
        case ..<0.75: dims[cross] = .fraction(fraction(), of: cross)
        case ..<0.9: dims[cross] = .abs(points(20, 320))
        default: dims[cross] = .est(points(20, 320))
        }

        var edges: EdgeSpec?
        if rng.chance(0.15) {
            // wellFormed: fixed and non-negative only. A flexible side would share a leftover in the section that the
            // reference does not pin down, and may push the group out of the content.
            let flexible = mode.allowOverflow
            edges = EdgeSpec(leading: edgeSide(flexibleAllowed: flexible), top: edgeSide(flexibleAllowed: flexible),
                             trailing: edgeSide(flexibleAllowed: flexible), bottom: edgeSide(flexibleAllowed: flexible))
        }
        let formRoll = rng.unit()
        if formRoll >= 0.82 {
            return customGroup(dims: dims, topLevel: true, edges: edges)
        }
        return arrangedGroup(axis: axis, width: dims[.x]!, height: dims[.y]!, depth: 1, formRoll: formRoll / 0.82, edges: edges)
    }

    /// A horizontal or vertical group with its children.
    mutating func arrangedGroup(axis: SpecAxis, width: DimSpec, height: DimSpec, depth: Int, formRoll: Double, edges: EdgeSpec?) -> GroupSpec {
        var group = GroupSpec(width: width, height: height, edges: edges, axis: axis, form: .subitems([]))
        group.insets = insets(limit: mode.allowNegative ? 12 : 8, nonZeroChance: 0.2, negativeChance: 0.1)
        let parent = ParentFacts(axis: axis, estimatedX: width.isEstimated, estimatedY: height.isEstimated, depth: depth)
        switch formRoll {
        case ..<0.68:
            let n = rng.int(1...3)
            var children: [ElementSpec] = []
            for _ in 0..<n { children.append(child(of: parent, form: .subitems)) }
            group.form = .subitems(children)
            group.spacing = spacing(flexibleAllowed: true)
        case ..<0.85:
            let count = rng.int(1...6)
            group.form = .count(child(of: parent, form: .count), count)
            // The leftover of a count group with fixed edges can be negative; only the general mode risks that.
            group.spacing = spacing(flexibleAllowed: mode.allowNegative)
        default:
            let count = rng.int(1...5)
            group.form = .repeating(child(of: parent, form: .repeating(count)), count)
            // wellFormed: repeating copies keep their own size; with no spacing, count·floor(f·L) ≤ L always fits.
            group.spacing = mode.allowOverflow ? spacing(flexibleAllowed: mode.allowNegative) : nil
        }
        return group
    }

    mutating func customGroup(dims: [SpecAxis: DimSpec], topLevel: Bool, edges: EdgeSpec?) -> GroupSpec {
        var width = dims[.x]!, height = dims[.y]!
        if !mode.allowOverflow {
            // The provider is handed the group resolved in the whole view (Docs/Solver.md, step 2), which differs from the group's
            // real size when a fraction resolves in a smaller container. Absolute sizes make the two agree, so
            // frames drawn inside the provider's container stay inside the group.
            width = .abs(points(40, 320))
            height = .abs(points(20, 300))
        }
        var frames: [CustomFrameSpec] = []
        for _ in 0..<rng.int(1...5) {
            if mode.allowOverflow {
                frames.append(CustomFrameSpec(fx: Double(rng.int(-100...900)) / 1000, fy: Double(rng.int(-100...900)) / 1000,
                                              fw: Double(rng.int(0...700)) / 1000, fh: Double(rng.int(0...700)) / 1000,
                                              zIndex: rng.int(-2...5)))
            } else {
                let fx = Double(rng.int(0...900)) / 1000, fy = Double(rng.int(0...900)) / 1000
                frames.append(CustomFrameSpec(fx: fx, fy: fy, fw: Double(rng.int(0...Int(((1 - fx) * 1000).rounded(.down)))) / 1000,
                                              fh: Double(rng.int(0...Int(((1 - fy) * 1000).rounded(.down)))) / 1000,
                                              zIndex: rng.int(-2...5)))
            }
        }
        var group = GroupSpec(width: width, height: height, edges: edges, axis: .x, form: .custom(frames))
        group.insets = insets(limit: 8, nonZeroChance: 0.15, negativeChance: 0.1)
        return group
    }

    struct ParentFacts {
        var axis: SpecAxis
        var estimatedX: Bool, estimatedY: Bool
        var depth: Int
        func estimated(_ axis: SpecAxis) -> Bool { axis == .x ? estimatedX : estimatedY }
    }

    enum FormKind: Equatable { case subitems, count, repeating(Int) }

    /// A subitem of a horizontal or vertical group.
    mutating func child(of parent: ParentFacts, form: FormKind) -> ElementSpec {
        let makeGroup = parent.depth < Self.maximumGroupDepth && rng.chance(0.25)
        let width = childDimension(along: .x, parent: parent, form: form, isGroup: makeGroup)
        let height = childDimension(along: .y, parent: parent, form: form, isGroup: makeGroup)
        let edges = childEdges(parent: parent, form: form)
        if makeGroup {
            if mode.allowOverflow && rng.chance(0.12) {
                return .group(customGroup(dims: [.x: width, .y: height], topLevel: false, edges: edges))
            }
            return .group(arrangedGroup(axis: rng.chance(0.5) ? .x : .y, width: width, height: height,
                                        depth: parent.depth + 1, formRoll: rng.unit() * 0.95, edges: edges))
        }
        var item = ItemSpec(width: width, height: height, edges: edges)
        if mode.allowNegative {
            item.insets = insets(limit: itemInsetLimit, nonZeroChance: 0.25, negativeChance: 0.1)
        } else {
            item.insets = insets(limit: itemInsetLimit, nonZeroChance: 0.5, negativeChance: 0)
        }
        return .item(item)
    }

    /// A subitem's length along `axis`. In the wellFormed mode (Docs/Testing-Properties.md):
    /// - along the parent's own axis, a subitems group decides how many fit, so anything goes (an item too long
    ///   for the group makes the layout invalid, which the properties skip); a repeating group's copies are
    ///   fractions no larger than 1/count, so that count of them fit;
    /// - across the parent's axis, the subitem is a fraction (at most 1) of the parent's inner length, unless the
    ///   parent is estimated there and grows to its longest child (Docs/Solver.md, step 3c).
    /// Nested groups are never estimated in the wellFormed mode (how an estimated nested group is fitted is not pinned down).
    mutating func childDimension(along axis: SpecAxis, parent: ParentFacts, form: FormKind, isGroup: Bool) -> DimSpec {
        let other: SpecAxis = axis == .x ? .y : .x
        if mode.allowOverflow {
            switch rng.unit() {
            case ..<0.6: return .fraction(fraction(), of: axis)
            case ..<0.8: return .abs(points(0, 200))
            case ..<0.92: return .est(points(10, 150))
            default: return .fraction(fraction(max: 0.6), of: other)
            }
        }
        if parent.axis == axis {
            switch form {
            case .repeating(let count): return .fraction(fraction(max: 1 / Double(count)), of: axis)
            case .count: return rng.chance(0.7) ? .fraction(fraction(), of: axis) : .abs(points(0, 200))   // overridden anyway (Docs/Solver.md, step 3c)
            case .subitems:
                switch rng.unit() {
                case ..<0.65: return .fraction(fraction(), of: axis)
                case ..<0.85: return .abs(points(0, 160))
                default: return isGroup ? .fraction(fraction(), of: axis) : .est(points(10, 120))
                }
            }
        }
        if parent.estimated(axis) {
            switch rng.unit() {
            case ..<0.5: return .fraction(fraction(), of: axis)
            case ..<0.75: return .abs(points(0, 150))
            default: return isGroup ? .abs(points(0, 150)) : .est(points(10, 150))
            }
        }
        return .fraction(fraction(), of: axis)
    }

    mutating func childEdges(parent: ParentFacts, form: FormKind) -> EdgeSpec? {
        guard rng.chance(0.2) else { return nil }
        if mode.allowNegative {
            return EdgeSpec(leading: edgeSide(flexibleAllowed: true), top: edgeSide(flexibleAllowed: true),
                            trailing: edgeSide(flexibleAllowed: true), bottom: edgeSide(flexibleAllowed: true))
        }
        // Non-negative modes: in count and repeating groups the slots do not shrink for edge spacing, so a flexible
        // side could be handed a negative share of the leftover (Docs/Solver.md, step 3c) and move an item onto its neighbour.
        let flexible = form == .subitems
        if mode.allowOverflow {
            return EdgeSpec(leading: edgeSide(flexibleAllowed: flexible), top: edgeSide(flexibleAllowed: flexible),
                            trailing: edgeSide(flexibleAllowed: flexible), bottom: edgeSide(flexibleAllowed: flexible))
        }
        // wellFormed: edge spacing only along the parent's axis of a subitems group, where it counts in the fit.
        guard form == .subitems else { return nil }
        if parent.axis == .x {
            return EdgeSpec(leading: edgeSide(flexibleAllowed: true), top: nil, trailing: edgeSide(flexibleAllowed: true), bottom: nil)
        }
        return EdgeSpec(leading: nil, top: edgeSide(flexibleAllowed: true), trailing: nil, bottom: edgeSide(flexibleAllowed: true))
    }
}
