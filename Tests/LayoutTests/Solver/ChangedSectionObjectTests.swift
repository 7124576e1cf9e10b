import Foundation
import XCTest
@testable import LayoutKitLinux

/// A section provider that hands out one section object for every section, but sets one of its values (or of an
/// object it holds) before returning it, gets each section described with the values it holds then: the frames are
/// those of the same layout with the reuse of descriptions off. Each kind of settable builder value the describer
/// reads has a case; each case fails if that value's write does not count a change (BuilderChanges.swift), since the
/// describe step would then give the object its description from before the write (RecentSectionDescriptions.swift).
final class ChangedSectionObjectTests: XCTestCase {
    private static let view = CGSize(width: 320, height: 480)

    /// One kind of settable value: `set(section, changed)` writes the base value (`changed` false) or another.
    struct Case {
        let name: String
        let set: (NSCollectionLayoutSection, Bool) -> Void
    }

    /// A section with every kind of builder object: a horizontal group (60 high) of a leaf item (a quarter wide, a
    /// badge) and a nested vertical group of two items (a quarter wide), three items a group; a header, a background.
    static func makeSection() -> NSCollectionLayoutSection {
        func badge() -> NSCollectionLayoutSupplementaryItem {
            NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                                elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        }
        let leaf = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge()])
        let half = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))
        let nested = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                                      subitems: [NSCollectionLayoutItem(layoutSize: half), NSCollectionLayoutItem(layoutSize: half)])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                       subitems: [leaf, nested])
        group.interItemSpacing = .fixed(4)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 10)
        section.interGroupSpacing = 5
        section.boundarySupplementaryItems = [header(height: 30)]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        return section
    }

    static func header(height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    private static func leaf(of section: NSCollectionLayoutSection) -> NSCollectionLayoutItem { section.group.subitems[0] }
    private static func nested(of section: NSCollectionLayoutSection) -> NSCollectionLayoutGroup {
        section.group.subitems[1] as! NSCollectionLayoutGroup
    }

    /// Every kind of settable value the describer reads. Objects a case assigns are made before the provider runs, so
    /// that the case's one write is the only one a section's hand-out makes.
    static func makeCases() -> [Case] {
        let headers = ([header(height: 30)], [header(height: 40)])
        let decorations = ([NSCollectionLayoutDecorationItem.background(elementKind: "background")], [NSCollectionLayoutDecorationItem]())
        let groupBadges = ([NSCollectionLayoutSupplementaryItem](), [NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(12), heightDimension: .absolute(12)), elementKind: "groupBadge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))])
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(3), top: .fixed(2), trailing: nil, bottom: nil)
        return [
            // The section's own values.
            Case(name: "section contentInsets") { s, changed in s.contentInsets.top = changed ? 9 : 4 },
            Case(name: "section contentInsetsReference") { s, changed in s.contentInsetsReference = changed ? .none : .automatic },
            Case(name: "section interGroupSpacing") { s, changed in s.interGroupSpacing = changed ? 11 : 5 },
            Case(name: "section orthogonalScrollingBehavior") { s, changed in s.orthogonalScrollingBehavior = changed ? .continuous : .none },
            Case(name: "section boundarySupplementaryItems") { s, changed in s.boundarySupplementaryItems = changed ? headers.1 : headers.0 },
            Case(name: "section supplementariesFollowContentInsets") { s, changed in s.supplementariesFollowContentInsets = !changed },
            Case(name: "section decorationItems") { s, changed in s.decorationItems = changed ? decorations.1 : decorations.0 },
            Case(name: "section spacingBefore (a list's header top padding)") { s, changed in s.spacingBefore = changed ? 14 : 0 },
            // The top-level group, as an item and as a group.
            Case(name: "group contentInsets") { s, changed in s.group.contentInsets.leading = changed ? 6 : 0 },
            Case(name: "group edgeSpacing") { s, changed in s.group.edgeSpacing = changed ? edges : nil },
            Case(name: "group interItemSpacing") { s, changed in s.group.interItemSpacing = changed ? .fixed(8) : .fixed(4) },
            Case(name: "group supplementaryItems") { s, changed in s.group.supplementaryItems = changed ? groupBadges.1 : groupBadges.0 },
            // The leaf item and the nested group's items.
            Case(name: "leaf item contentInsets") { s, changed in leaf(of: s).contentInsets.bottom = changed ? 3 : 0 },
            Case(name: "leaf item edgeSpacing") { s, changed in leaf(of: s).edgeSpacing = changed ? edges : nil },
            Case(name: "nested group's item contentInsets") { s, changed in nested(of: s).subitems[1].contentInsets.top = changed ? 2 : 0 },
            Case(name: "nested group interItemSpacing") { s, changed in nested(of: s).interItemSpacing = changed ? .fixed(6) : nil },
            // Supplementary, boundary and decoration items.
            Case(name: "badge zIndex") { s, changed in leaf(of: s).supplementaryItems[0].zIndex = changed ? 7 : 1 },
            Case(name: "header zIndex") { s, changed in s.boundarySupplementaryItems[0].zIndex = changed ? 3 : 1 },
            Case(name: "header extendsBoundary") { s, changed in s.boundarySupplementaryItems[0].extendsBoundary = !changed },
            Case(name: "header pinToVisibleBounds") { s, changed in s.boundarySupplementaryItems[0].pinToVisibleBounds = changed },
            Case(name: "decoration zIndex") { s, changed in s.decorationItems.first?.zIndex = changed ? -1 : 0 },
            Case(name: "decoration contentInsets") { s, changed in s.decorationItems.first?.contentInsets.trailing = changed ? 5 : 0 },
        ]
    }

    /// A safe area (so that the reference insets matter) and a content offset inside section 1 (so that pinning does):
    /// twelve items a section, two groups (a group repeats its two subitems while they fit: six items).
    static func context(sections: Int) -> LayoutContext {
        var context = LayoutContext(containerSize: view, itemCounts: Array(repeating: 12, count: sections))
        context.safeAreaInsets = NSDirectionalEdgeInsets(top: 20, leading: 3, bottom: 0, trailing: 7)
        context.contentOffset = CGPoint(x: 0, y: 250)
        return context
    }

    /// One object for every section, the case's value written before each hand-out: the base value in even sections,
    /// the other in odd ones. With the reuse on, the frames are those with it off; and (so that the case means
    /// something) the change shows: the object with the base value in every section solves otherwise. Without the
    /// write counted, section 1 is given section 0's description, and the first check fails.
    func testEveryValueSetOnTheObjectHandedOutAgainIsDescribedAsSet() {
        let context = Self.context(sections: 4)
        for testCase in Self.makeCases() {
            let section = Self.makeSection()
            let changing = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
                testCase.set(section, index % 2 == 1)
                return section
            })
            let reused = DescriptionReuse.solve(changing, context, reusing: true)
            XCTAssertTrue(DescriptionReuse.same(reused, DescriptionReuse.solve(changing, context, reusing: false)), "\(testCase.name): the reuse changed the output")
            let unchanged = Self.makeSection()
            let base = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
                testCase.set(unchanged, false)
                return unchanged
            })
            XCTAssertFalse(DescriptionReuse.same(reused, DescriptionReuse.solve(base, context, reusing: false)), "\(testCase.name): the change does not show; the case proves nothing")
        }
    }

    /// Worked by hand: one full-width item 50 high a section, one item each, the provider setting the one object's top
    /// inset to 10 × the section's index. No safe area, no inter-section spacing: section 0's item at y 0, section 1's
    /// at 50 + 10 = 60, section 2's at 60 + 50 + 20 = 130, each 320 × 50 at x 0.
    func testAnInsetSetPerSectionOnOneObjectPlacesEachSectionByItsOwnInset() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            section.contentInsets.top = CGFloat(index) * 10
            return section
        })
        let context = LayoutContext(containerSize: Self.view, itemCounts: [1, 1, 1])
        for reusing in [true, false] {
            let solution = try DescriptionReuse.solve(layout, context, reusing: reusing).get()
            let frames = (0..<3).map { solution.layoutAttributesForItem(at: IndexPath(item: 0, section: $0))?.frame }
            XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 320, height: 50), CGRect(x: 0, y: 60, width: 320, height: 50),
                                    CGRect(x: 0, y: 130, width: 320, height: 50)], "reusing \(reusing)")
        }
    }

    /// Every setter of a builder value counts a change, those the frames cannot show included (a section's
    /// visible-items handler, a list's configuration).
    func testEveryBuilderSetterCountsAChange() {
        let section = Self.makeSection()
        let header = section.boundarySupplementaryItems[0]
        // Each case on an object of its own: one case's write can remove what another writes (a section's decorations).
        let writes: [(String, () -> Void)] = Self.makeCases().map { testCase in
            let own = Self.makeSection()
            return (testCase.name, { testCase.set(own, true) })
        } + [
            ("section visibleItemsInvalidationHandler", { section.visibleItemsInvalidationHandler = { _, _, _ in } }),
            ("section listConfiguration", { section.listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain) }),
            ("header contentInsets", { header.contentInsets.top = 1 }),
            ("group badge zIndex", { section.group.supplementaryItems = [header]; section.group.supplementaryItems[0].zIndex = 4 }),
        ]
        for (name, write) in writes {
            let before = BuilderChanges.current
            write()
            XCTAssertGreaterThan(BuilderChanges.current, before, name)
        }
    }

    /// Seeded: a provider handing out three objects in a random order, writing a random case's value (base or
    /// other) on the object before most hand-outs; the frames are those with the reuse off. Each solve is given new
    /// objects, so that both start alike.
    func testRandomWritesOnObjectsHandedOutAgainSolveAsWithoutTheReuse() {
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let count = rng.int(4...14), caseCount = Self.makeCases().count
            let plan = (0..<count).map { _ in
                (object: rng.int(0...2), write: rng.chance(0.7) ? rng.int(0...(caseCount - 1)) : nil, changed: rng.chance(0.5))
            }
            func layout() -> UICollectionViewCompositionalLayout {
                let objects = (0..<3).map { _ in Self.makeSection() }, cases = Self.makeCases()
                return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
                    let step = plan[index]
                    if let write = step.write { cases[write].set(objects[step.object], step.changed) }
                    return objects[step.object]
                })
            }
            let context = Self.context(sections: count)
            XCTAssertTrue(DescriptionReuse.same(DescriptionReuse.solve(layout(), context, reusing: true), DescriptionReuse.solve(layout(), context, reusing: false)), "seed \(seed)")
        }
    }
}
