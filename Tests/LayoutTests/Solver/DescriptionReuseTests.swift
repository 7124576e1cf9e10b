import Foundation
import XCTest
@testable import LayoutKitLinux

/// A section provider's section whose objects hold the values of one described recently is given that description
/// (`RecentSectionDescriptions`). These pin that the reuse changes nothing: every value the comparison reads, changed
/// alone, gets the section its own description (each case fails when that value is dropped from the comparison);
/// random provider layouts solve as they do with the reuse off; an error names the section it comes from.
final class DescriptionReuseTests: XCTestCase {
    private let view = CGSize(width: 320, height: 480)

    /// Every value the describer reads from a section, each set to something that shows in the frames.
    private struct Shape {
        // The section.
        var insets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 10)
        var reference = UIContentInsetsReference.automatic
        var interGroupSpacing: CGFloat = 5
        var orthogonal = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
        var follows = true
        // The top-level group.
        var groupWidth = NSCollectionLayoutDimension.fractionalWidth(1)
        var groupHeight = NSCollectionLayoutDimension.absolute(60)
        var groupInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        var groupEdges: NSCollectionLayoutEdgeSpacing?
        var vertical = false
        /// nil: `subitems:`; else `repeatingSubitem:count:` (`count` false) or `subitem:count:` of the first subitem.
        var repeating: (count: Int, deprecated: Bool)?
        var spacing: NSCollectionLayoutSpacing? = .fixed(4)
        /// The subitems: a leaf item of this width, or (nil) a nested vertical group of two items, sized, inset, spaced
        /// and badged as a leaf item of width 0.25 (so that only being a group tells the two apart).
        var subitems: [CGFloat?] = [0.25, nil]
        var groupBadges: [NSCollectionLayoutSupplementaryItem] = []
        // The leaf items.
        var itemHeight = NSCollectionLayoutDimension.fractionalHeight(1)
        var itemInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        var itemEdges: NSCollectionLayoutEdgeSpacing? = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: nil, trailing: nil, bottom: nil)
        var nestedItemHeight = NSCollectionLayoutDimension.fractionalHeight(0.5)
        var badges: [Badge] = [Badge()]
        // Boundary items and decorations.
        var headers: [Header] = [Header()]
        var decorations: [Decoration] = [Decoration()]

        struct Badge {
            var kind = "badge"
            var width = NSCollectionLayoutDimension.absolute(10)
            var height = NSCollectionLayoutDimension.absolute(10)
            var edges: NSDirectionalRectEdge = [.top, .trailing]
            var offset = CGPoint(x: 1, y: 2)
            var fractional = false
            var itemEdges: NSDirectionalRectEdge?
            var zIndex = 1

            func make() -> NSCollectionLayoutSupplementaryItem {
                let anchor = fractional ? NSCollectionLayoutAnchor(edges: edges, fractionalOffset: offset)
                    : NSCollectionLayoutAnchor(edges: edges, absoluteOffset: offset)
                let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: width, heightDimension: height), elementKind: kind,
                                                                containerAnchor: anchor, itemAnchor: itemEdges.map { NSCollectionLayoutAnchor(edges: $0) })
                badge.zIndex = zIndex
                return badge
            }
        }

        struct Header {
            var kind = "header"
            var width = NSCollectionLayoutDimension.fractionalWidth(1)
            var height = NSCollectionLayoutDimension.absolute(30)
            var alignment = NSRectAlignment.top
            var offset = CGPoint.zero
            var extends = true
            var pins = false
            var zIndex = 1

            func make() -> NSCollectionLayoutBoundarySupplementaryItem {
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: width, heightDimension: height),
                                                                         elementKind: kind, alignment: alignment, absoluteOffset: offset)
                header.extendsBoundary = extends
                header.pinToVisibleBounds = pins
                header.zIndex = zIndex
                return header
            }
        }

        struct Decoration {
            var kind = "background"
            var insets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            var zIndex = 0
        }

        /// New objects, as a provider makes them.
        func section() -> NSCollectionLayoutSection {
            func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: width, heightDimension: height), supplementaryItems: badges.map { $0.make() })
                item.contentInsets = itemInsets
                item.edgeSpacing = itemEdges
                return item
            }
            let subitems: [NSCollectionLayoutItem] = self.subitems.map { width in
                if let width { return item(.fractionalWidth(width), itemHeight) }
                let nested = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: itemHeight),
                                                              subitems: [item(.fractionalWidth(1), nestedItemHeight), item(.fractionalWidth(1), nestedItemHeight)])
                nested.contentInsets = itemInsets
                nested.edgeSpacing = itemEdges
                nested.supplementaryItems = badges.map { $0.make() }
                return nested
            }
            let size = NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: groupHeight)
            let group: NSCollectionLayoutGroup
            switch repeating {
            case nil: group = vertical ? .vertical(layoutSize: size, subitems: subitems) : .horizontal(layoutSize: size, subitems: subitems)
            case (let count, false)?:
                group = vertical ? .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: count)
                    : .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: count)
            case (let count, true)?:
                let factory: any PropertyCountGroupFactory.Type = NSCollectionLayoutGroup.self
                group = vertical ? factory.vertical(layoutSize: size, subitem: subitems[0], count: count)
                    : factory.horizontal(layoutSize: size, subitem: subitems[0], count: count)
            }
            group.contentInsets = groupInsets
            group.edgeSpacing = groupEdges
            group.interItemSpacing = spacing
            group.supplementaryItems = groupBadges
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = insets
            section.contentInsetsReference = reference
            section.interGroupSpacing = interGroupSpacing
            section.orthogonalScrollingBehavior = orthogonal
            section.supplementariesFollowContentInsets = follows
            section.boundarySupplementaryItems = headers.map { $0.make() }
            section.decorationItems = decorations.map { spec in
                let decoration = NSCollectionLayoutDecorationItem.background(elementKind: spec.kind)
                decoration.contentInsets = spec.insets
                decoration.zIndex = spec.zIndex
                return decoration
            }
            return section
        }
    }

    /// A safe area (so that the reference insets matter) and a content offset inside the second section (so that
    /// pinning does).
    private func context(itemCounts: [Int]) -> LayoutContext {
        var context = LayoutContext(containerSize: view, itemCounts: itemCounts)
        context.safeAreaInsets = NSDirectionalEdgeInsets(top: 20, leading: 3, bottom: 0, trailing: 7)
        context.contentOffset = CGPoint(x: 0, y: 150)
        return context
    }

    private func solve(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, reusing: Bool) -> Result<LayoutSolution, LayoutError> {
        DescriptionReuse.solve(layout, context, reusing: reusing)
    }

    private func same(_ a: Result<LayoutSolution, LayoutError>, _ b: Result<LayoutSolution, LayoutError>) -> Bool { DescriptionReuse.same(a, b) }

    private func provided(_ sections: [() -> NSCollectionLayoutSection]) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { index, _ in sections[index % sections.count]() })
    }

    /// For each value the describer reads: sections 0 and 2 of a base shape, section 1 and 3 of the shape with that
    /// value changed, four items each. The layout solves with the reuse as without it, and (so that the case means
    /// something) the changed value shows: sections of the base shape only solve otherwise. Dropping a value from
    /// `RecentSectionDescriptions.matches` gives section 1 the base shape's description: the first check fails. The key
    /// of a section's shape (`ShapeKey`, what the solve's memo compares) reads the same values: dropping one from its
    /// list makes the two shapes' keys equal, and the last check fails.
    func testEveryValueTheComparisonReadsGivesASectionItsOwnDescription() throws {
        var header = Shape(), badge = Shape()
        header.headers = [Shape.Header()]
        badge.badges = [Shape.Badge()]
        let cases: [(String, (inout Shape) -> Void)] = [
            ("section insets, top", { $0.insets.top = 5 }), ("section insets, leading", { $0.insets.leading = 9 }),
            ("section insets, bottom", { $0.insets.bottom = 7 }), ("section insets, trailing", { $0.insets.trailing = 11 }),
            ("contentInsetsReference", { $0.reference = .none }),
            ("interGroupSpacing", { $0.interGroupSpacing = 6 }),
            ("orthogonalScrollingBehavior", { $0.orthogonal = .continuous }),
            ("supplementariesFollowContentInsets", { $0.follows = false }),
            ("group width value", { $0.groupWidth = .fractionalWidth(0.9) }),
            ("group width kind", { $0.groupWidth = .absolute(1) ; $0.groupWidth = .fractionalHeight(1) }),
            ("group height value", { $0.groupHeight = .absolute(61) }),
            ("group height kind", { $0.groupHeight = .estimated(60) }),
            ("group insets, top", { $0.groupInsets.top = 2 }), ("group insets, leading", { $0.groupInsets.leading = 3 }),
            ("group insets, bottom", { $0.groupInsets.bottom = 4 }), ("group insets, trailing", { $0.groupInsets.trailing = 5 }),
            ("group edge spacing", { $0.groupEdges = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(3), trailing: nil, bottom: nil) }),
            ("direction", { $0.vertical = true }),
            ("subitems → repeating", { $0.repeating = (2, false) }),
            ("subitems → deprecated count", { $0.repeating = (2, true) }),
            ("interItemSpacing value", { $0.spacing = .fixed(5) }),
            ("interItemSpacing kind", { $0.spacing = .flexible(4) }),
            ("interItemSpacing none", { $0.spacing = nil }),
            ("subitem count", { $0.subitems = [0.25, nil, nil] }),
            ("subitem order", { $0.subitems = [nil, 0.25] }),
            ("subitem width", { $0.subitems = [0.3, nil] }),
            ("nested group → leaf", { $0.subitems = [0.25, 0.25] }),
            ("leaf → nested group with the leaf's values", { $0.subitems = [nil, nil] }),
            ("nested item height", { $0.nestedItemHeight = .fractionalHeight(0.4) }),
            ("item height kind", { $0.itemHeight = .fractionalWidth(1) }),
            ("item insets, top", { $0.itemInsets.top = 2 }), ("item insets, leading", { $0.itemInsets.leading = 2 }),
            ("item insets, bottom", { $0.itemInsets.bottom = 2 }), ("item insets, trailing", { $0.itemInsets.trailing = 2 }),
            ("item edge spacing, none", { $0.itemEdges = nil }),
            ("item edge spacing, leading", { $0.itemEdges = NSCollectionLayoutEdgeSpacing(leading: .fixed(3), top: nil, trailing: nil, bottom: nil) }),
            ("item edge spacing, leading kind", { $0.itemEdges = NSCollectionLayoutEdgeSpacing(leading: .flexible(2), top: nil, trailing: nil, bottom: nil) }),
            ("item edge spacing, top", { $0.itemEdges = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: .fixed(1), trailing: nil, bottom: nil) }),
            ("item edge spacing, trailing", { $0.itemEdges = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: nil, trailing: .fixed(1), bottom: nil) }),
            ("item edge spacing, bottom", { $0.itemEdges = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: nil, trailing: nil, bottom: .fixed(1)) }),
            ("badge count", { $0.badges = [] }),
            ("badge kind", { $0.badges[0].kind = "dot" }),
            ("badge width", { $0.badges[0].width = .absolute(11) }),
            ("badge height", { $0.badges[0].height = .absolute(11) }),
            ("badge height kind", { $0.badges[0].height = .fractionalHeight(10) ; $0.badges[0].height = .fractionalWidth(0.1) }),
            ("badge anchor edges", { $0.badges[0].edges = [.bottom, .trailing] }),
            ("badge anchor offset x", { $0.badges[0].offset.x = 3 }),
            ("badge anchor offset y", { $0.badges[0].offset.y = 3 }),
            ("badge anchor fractional", { $0.badges[0].fractional = true }),
            ("badge item anchor", { $0.badges[0].itemEdges = [.bottom] }),
            ("badge item anchor edges", { $0.badges[0].itemEdges = [.top]; }),
            ("badge zIndex", { $0.badges[0].zIndex = 2 }),
            ("group badges", { $0.groupBadges = [Shape.Badge(kind: "groupBadge").make()] }),
            ("header count", { $0.headers = [] }),
            ("header kind", { $0.headers[0].kind = "title" }),
            ("header width", { $0.headers[0].width = .fractionalWidth(0.5) }),
            ("header height", { $0.headers[0].height = .absolute(31) }),
            ("header height kind", { $0.headers[0].height = .estimated(30) ; $0.headers[0].height = .fractionalWidth(30.0 / 320) }),
            ("header alignment", { $0.headers[0].alignment = .bottom }),
            ("header offset x", { $0.headers[0].offset.x = 1 }),
            ("header offset y", { $0.headers[0].offset.y = 1 }),
            ("header extendsBoundary", { $0.headers[0].extends = false }),
            ("header pinToVisibleBounds", { $0.headers[0].pins = true }),
            ("header zIndex", { $0.headers[0].zIndex = 3 }),
            ("decoration count", { $0.decorations = [] }),
            ("decoration kind", { $0.decorations[0].kind = "card" }),
            ("decoration insets, top", { $0.decorations[0].insets.top = 3 }), ("decoration insets, leading", { $0.decorations[0].insets.leading = 3 }),
            ("decoration insets, bottom", { $0.decorations[0].insets.bottom = 3 }),
            ("decoration insets, trailing", { $0.decorations[0].insets.trailing = 3 }),
            ("decoration zIndex", { $0.decorations[0].zIndex = -1 }),
        ]
        // Values that show only against a base other than `Shape()`: (name, the base, the change).
        let pairs: [(String, (inout Shape) -> Void, (inout Shape) -> Void)] = [
            ("subitems → repeating, one subitem", { $0.subitems = [0.25] }, { $0.repeating = (2, false) }),
            ("repeating count", { $0.repeating = (2, false) }, { $0.repeating = (3, false) }),
            ("repeating → deprecated count", { $0.repeating = (2, false) }, { $0.repeating = (2, true) }),
            ("badge item anchor edges, both set", { $0.badges[0].itemEdges = [.bottom] }, { $0.badges[0].itemEdges = [.top] }),
        ]
        let context = context(itemCounts: [13, 13, 13, 13])
        for (name, setUp, change) in cases.map({ ($0.0, { (_: inout Shape) in }, $0.1) }) + pairs {
            var base = Shape()
            setUp(&base)
            var changed = base
            change(&changed)
            let layout = provided([base.section, changed.section])
            let reused = solve(layout, context, reusing: true)
            XCTAssertTrue(same(reused, solve(layout, context, reusing: false)), "\(name): the reuse changed the output")
            XCTAssertFalse(same(reused, solve(provided([base.section]), context, reusing: false)), "\(name): the change does not show; the case proves nothing")
            XCTAssertTrue(ShapeKey(of: base.section()).same(ShapeKey(of: base.section()), .section), "\(name): equal objects, unequal keys")
            XCTAssertFalse(ShapeKey(of: base.section()).same(ShapeKey(of: changed.section()), .section), "\(name): the key's list misses the value")
        }
    }

    /// The comparison names every stored property of the descriptions it compares with the builder objects (a section's
    /// `hasItemSupplementaries` follows from its group, its `key` is read from the same objects; an item's `path` names
    /// where it sits, see
    /// `testAReusedDescriptionsErrorNamesTheFirstSectionThatArrangesIt`): a property added to a description, read from
    /// a builder, fails here until `RecentSectionDescriptions.matches` (for a section's own values, `SectionValues.isRead(from:)`)
    /// compares it too.
    func testTheComparisonNamesEveryStoredPropertyOfTheDescriptions() throws {
        var shape = Shape()
        shape.badges[0].itemEdges = [.bottom]
        shape.groupEdges = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: nil, bottom: nil)
        let section = try XCTUnwrap(LayoutSolver(context: context(itemCounts: [1])).description(of: provided([shape.section])).sections[0])
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        XCTAssertEqual(labels(section), ["group", "values", "boundaryItems", "decorations", "hasItemSupplementaries", "key"])
        // The section's own values are one list (SectionValues.swift), which `SectionValues.isRead(from:)` compares.
        XCTAssertEqual(labels(section.values), ["contentInsets", "contentInsetsReference", "interGroupSpacing", "orthogonalScrollingBehavior",
                                                "spacingBefore", "supplementariesFollowContentInsets"])
        XCTAssertEqual(labels(section.group), ["size", "contentInsets", "edgeSpacing", "group", "path", "supplementaries"])
        XCTAssertEqual(labels(try XCTUnwrap(section.group.group)), ["axis", "arrangement", "subitems", "spacing"])
        XCTAssertEqual(labels(section.group.size), ["width", "height"])
        XCTAssertEqual(labels(section.group.size.width), ["kind", "value"])
        XCTAssertEqual(labels(try XCTUnwrap(section.group.edgeSpacing)), ["leading", "top", "trailing", "bottom"])
        XCTAssertEqual(labels(try XCTUnwrap(section.group.group?.spacing)), ["value", "isFlexible"])
        let badge = try XCTUnwrap(section.group.group?.subitems.first?.supplementaries.first)
        XCTAssertEqual(labels(badge), ["kind", "size", "containerAnchor", "itemAnchor", "zIndex"])
        XCTAssertEqual(labels(badge.containerAnchor), ["edges", "offset", "isAbsolute"])
        XCTAssertEqual(labels(try XCTUnwrap(section.boundaryItems.first)),
                       ["kind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex"])
        XCTAssertEqual(labels(try XCTUnwrap(section.decorations.first)), ["kind", "contentInsets", "zIndex"])
    }

    /// A list section's padding above its header (`spacingBefore`, not a UIKit property) is read too, by the comparison
    /// and the key.
    func testAListSectionsHeaderPaddingGivesItsOwnDescription() throws {
        func list(_ padding: CGFloat) -> () -> NSCollectionLayoutSection {
            {
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.headerMode = .supplementary
                configuration.headerTopPadding = padding
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: LayoutEnvironment(container: LayoutContainer(contentSize: self.view), traitCollection: UITraitCollection()))
            }
        }
        let context = context(itemCounts: [3, 3, 3])
        let layout = provided([list(10), list(22)])
        let reused = solve(layout, context, reusing: true)
        XCTAssertTrue(same(reused, solve(layout, context, reusing: false)))
        XCTAssertFalse(same(reused, solve(provided([list(10)]), context, reusing: false)))
        // The key of the section's shape reads it too (the solve's memo would hand one padding's header to the other).
        XCTAssertFalse(ShapeKey(of: list(10)()).same(ShapeKey(of: list(22)()), .section))
        // Section 1's header is 22 below the end of section 0 (its last row and the list's bottom padding), section
        // 2's 10 below the end of section 1: 12 more.
        guard case .success(let solution) = reused else { return XCTFail("\(reused)") }
        func gap(before section: Int) -> CGFloat? {
            guard let header = solution.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                             at: IndexPath(item: 0, section: section)),
                  let row = solution.layoutAttributesForItem(at: IndexPath(item: 2, section: section - 1)) else { return nil }
            return header.frame.minY - row.frame.maxY
        }
        let first = try XCTUnwrap(gap(before: 1)), second = try XCTUnwrap(gap(before: 2))
        XCTAssertEqual(first - second, 12)
    }

    /// Sections of a few shapes, new objects each, share one description per shape; a custom group is described (its
    /// provider called) for every section, as UIKit calls it.
    func testEqualSectionsShareADescriptionAndCustomGroupsAreDescribedForEachSection() throws {
        var calls = 0
        let custom: () -> NSCollectionLayoutSection = {
            let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))) { _ in
                calls += 1
                return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 40, height: 40))]
            }
            return NSCollectionLayoutSection(group: group)
        }
        var narrow = Shape()
        narrow.subitems = [0.5]
        let layout = provided([Shape().section, narrow.section, custom])
        let sections = try LayoutSolver(context: context(itemCounts: Array(repeating: 2, count: 9))).description(of: layout).sections
        XCTAssertTrue(sections[0] === sections[3] && sections[3] === sections[6])
        XCTAssertTrue(sections[1] === sections[4] && sections[4] === sections[7])
        XCTAssertFalse(sections[0] === sections[1])
        XCTAssertFalse(sections[2] === sections[5] || sections[5] === sections[8])
        XCTAssertEqual(calls, 3)
    }

    /// A shape whose nested group has no room (a 100-wide group less 60 + 60 of insets) in sections 0 and 1, which have
    /// no items (section 0 has a header, so it is placed), and in sections 2 and 3, which have: the error names
    /// section 2, the first that arranges it, though section 0 was described first. (A description made for a section
    /// with no items is never given to another: it would name a section that is never arranged.)
    func testAReusedDescriptionsErrorNamesTheFirstSectionThatArrangesIt() {
        var shape = Shape()
        shape.groupWidth = .absolute(100)
        shape.groupInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 60)
        var headerless = shape
        headerless.headers = []
        let layout = provided([shape.section, headerless.section, shape.section, headerless.section])
        for reusing in [true, false] {
            guard case .failure(let error) = solve(layout, context(itemCounts: [0, 0, 2, 2]), reusing: reusing) else {
                XCTFail("the group has no room: the solve throws")
                continue
            }
            XCTAssertEqual(error.path, "section 2 > group", "reusing \(reusing)")
            XCTAssertTrue(error.message.contains("no room"), error.message)
        }
        // With items in section 0 it is section 0's error.
        guard case .failure(let first) = solve(layout, context(itemCounts: [1, 0, 2, 2]), reusing: true) else { return XCTFail("throws") }
        XCTAssertEqual(first.path, "section 0 > group")
    }

    /// Random layouts of the property corpus, their provider cycling through the generated sections and copies of them
    /// that each differ in one value, some sections empty: the solution (every element, its frame, kind, index path
    /// and zIndex, the content size) or the error is the one the layout gives with the reuse off.
    func testRandomProviderLayoutsSolveAsWithoutTheReuse() {
        var compared = 0, shared = 0
        for mode in [GeneratorMode.general, .nonNegative, .wellFormed] {
            for seed in PropertyHarness.seeds.prefix(120) {
                var spec = LayoutGenerator.make(seed: seed, mode: mode)
                var rng = SplitMix64.derived(from: seed, salt: 0xD35C)
                spec.useProvider = true
                spec.providerNil = []
                spec.sections = Self.variants(of: spec.sections, rng: &rng)
                spec.itemCounts = (0..<(spec.sections.count * 2 + 3)).map { _ in rng.chance(0.2) ? 0 : rng.int(1...6) }
                let layout = spec.makeLayout(), context = spec.makeContext()
                let reused = solve(layout, context, reusing: true), fresh = solve(layout, context, reusing: false)
                if !same(reused, fresh) {
                    XCTFail("the reuse changed the output (\(reused), \(fresh))\n\(spec.text)")
                }
                compared += 1
                if let sections = try? LayoutSolver(context: context).description(of: layout).sections {
                    shared += sections.indices.dropFirst().filter { i in sections[..<i].contains { $0 != nil && $0 === sections[i] } }.count
                }
            }
        }
        XCTAssertGreaterThan(shared, compared, "the corpus should reuse many descriptions")
        print("[description reuse] \(compared) layouts, \(shared) sections given a kept description")
    }

    /// The sections, each followed by a copy with one value changed (a length by a pixel or a sign, a kind, a count, a
    /// flag), in a random order with repeats.
    private static func variants(of sections: [SectionSpec], rng: inout SplitMix64) -> [SectionSpec] {
        var result: [SectionSpec] = []
        for section in sections {
            result.append(section)
            var changed = section
            switch rng.int(0...9) {
            case 0: changed.insets.leading += 1
            case 1: changed.interGroupSpacing = -changed.interGroupSpacing + 1
            case 2: changed.group.insets.top += 1
            case 3: changed.group.spacing = changed.group.spacing.map { $0.isFlexible ? .fixed($0.value) : .flexible($0.value) } ?? .fixed(2)
            case 4: changed.extras.follow.toggle()
            case 5: if !changed.extras.boundary.isEmpty { changed.extras.boundary[0].pin.toggle() } else { changed.extras.boundary = [BoundarySpec(kind: "h", width: .fw(1), height: .abs(20), alignment: .top)] }
            case 6: changed.insetsReference = changed.insetsReference == .none ? .safeArea : .none
            case 7: changed.group.height = changed.group.height.isEstimated ? .abs(50) : .est(50)
            case 8:
                if case .subitems(let children) = changed.group.form, children.count > 1 { changed.group.form = .subitems(children.reversed()) } else {
                    changed.group.axis = changed.group.axis == .x ? .y : .x
                }
            default: changed.extras.decorations.append(DecorationSpec(kind: "bg", insets: .zero, zIndex: rng.int(-1...1)))
            }
            result.append(changed)
        }
        // Repeats in a random order: the provider cycles through them.
        return result + (0..<result.count).map { _ in rng.pick(result) }
    }
}
