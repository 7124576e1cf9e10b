import Foundation
import LayoutKitLinux

/// The layout kinds issue #16 asks one change of (Docs/Performance.md): each a self-sized layout built with the
/// public API, as an app writes it.
extension Workloads {
    static let header = UICollectionView.elementKindSectionHeader

    /// The self-sized grid with a background decoration and a pinned section header.
    static func decoratedGrid() -> UICollectionViewCompositionalLayout {
        let section = gridSection(selfSized: true)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        let pinned = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: header, alignment: .top)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Nested groups (a wide item beside a column of two) with a badge on every item and a background decoration.
    static func badgedNested(selfSized: Bool) -> UICollectionViewCompositionalLayout {
        let badge = cornerBadge()
        let height: NSCollectionLayoutDimension = selfSized ? .estimated(100) : .fractionalHeight(1)
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), height), supplementaryItems: [badge])
        let trailingItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), selfSized ? .estimated(50) : .fractionalHeight(0.5)),
                                                  supplementaryItems: [badge])
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), selfSized ? .estimated(100) : .fractionalHeight(1)),
                                                      repeatingSubitem: trailingItem, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), selfSized ? .estimated(100) : .absolute(200)),
                                                       subitems: [leading, column])
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The many-sections layout (`multiSection`, estimated heights, 20 points between sections) with each section
    /// changed by `change`, given its index and the section `multiSectionSection` makes.
    static func manySections(_ change: @escaping (Int, NSCollectionLayoutSection) -> NSCollectionLayoutSection) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in change(index, multiSectionSection(index, selfSized: true)) },
                                                   configuration: configuration)
    }

    /// `section` with another top-level group: its insets, spacing between groups and header kept.
    static func regrouped(_ section: NSCollectionLayoutSection, _ group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
        let regrouped = NSCollectionLayoutSection(group: group)
        regrouped.contentInsets = section.contentInsets
        regrouped.interGroupSpacing = section.interGroupSpacing
        regrouped.boundarySupplementaryItems = section.boundarySupplementaryItems
        return regrouped
    }

    /// A 20 × 20 badge at its container's top-trailing corner.
    static func cornerBadge() -> NSCollectionLayoutSupplementaryItem {
        NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    }

    /// The many-sections layout with each section's header pinned and a background behind each section: a contacts-style
    /// list of cards.
    static func pinnedDecoratedSections() -> UICollectionViewCompositionalLayout {
        manySections { _, section in
            for item in section.boundarySupplementaryItems { item.pinToVisibleBounds = true }
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
            return section
        }
    }

    /// The many-sections layout with a badge on every cell (an unread count): badges made on demand with their cells.
    static func badgedSections() -> UICollectionViewCompositionalLayout {
        manySections { _, section in
            let item = NSCollectionLayoutItem(layoutSize: section.group.subitems[0].layoutSize, supplementaryItems: [cornerBadge()])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: section.group.layoutSize, subitems: [item])
            group.interItemSpacing = section.group.interItemSpacing
            return regrouped(section, group)
        }
    }

    /// The many-sections layout with each row a nested group carrying a badge (a "new" marker on the row's column):
    /// in a section of estimated cells the badge anchors to each measured instance's own nested box.
    static func nestedBadgedSections() -> UICollectionViewCompositionalLayout {
        manySections { _, section in
            let column = NSCollectionLayoutGroup.vertical(layoutSize: section.group.layoutSize, subitems: section.group.subitems)
            column.supplementaryItems = [cornerBadge()]
            return regrouped(section, NSCollectionLayoutGroup.horizontal(layoutSize: section.group.layoutSize, subitems: [column]))
        }
    }

    /// The many-sections layout where every fifth section is a carousel whose visible cards a
    /// `visibleItemsInvalidationHandler` fades by their distance from the row's leading edge.
    static func handledSections() -> UICollectionViewCompositionalLayout {
        manySections { index, section in
            guard index % 5 == 0 else { return section }
            let card = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(120)), subitems: [card])
            let carousel = NSCollectionLayoutSection(group: group)
            carousel.orthogonalScrollingBehavior = .continuous
            carousel.interGroupSpacing = 10
            carousel.boundarySupplementaryItems = section.boundarySupplementaryItems
            carousel.visibleItemsInvalidationHandler = { items, offset, environment in
                let width = environment.container.contentSize.width
                for item in items where item.representedElementCategory == .cell {
                    item.alpha = max(0.2, 1 - abs(item.frame.midX - offset.x) / max(1, width))
                }
            }
            return carousel
        }
    }

    /// The orthogonal rows with cards of estimated width and height: a row is as tall as its tallest card, so a card
    /// that grows past the others makes its section longer and moves every later one.
    static func selfSizedOrthogonalHeights() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(150), .estimated(200)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(150), .estimated(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The orthogonal rows with estimated-width cards, each with a badge at its top-trailing corner (an app store's
    /// "new" marker on every card).
    static func badgedSelfSizedOrthogonal() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(150), .fractionalHeight(1)), supplementaryItems: [cornerBadge()])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(150), .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The orthogonal rows with estimated-width cards.
    static func selfSizedOrthogonal() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(150), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(150), .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// One measured size changing in `layout`, then the content size and that item read: microseconds a change, at the
/// middle of the layout (or at the item `item(k)` names, in the middle section), as many changes as fit in about a
/// third of a second (at least 3, at most 50), best of 3.
@MainActor func timeOneChange(_ name: String, _ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, n: Int,
                              item: ((Int) -> Int)? = nil) {
    guard enabled(name) else { return }
    let sections = context.itemCounts.count
    do {
        let setupStart = Clock.now()
        let incremental = try IncrementalLayout(layout: layout, context: context)
        let setup = Double(Clock.now() - setupStart)
        var version = 0
        var sum: CGFloat = 0
        func change(_ k: Int) throws {
            version += 1
            let section = (sections / 2 + k * 31) % sections
            let count = context.itemCounts[section]
            let path = IndexPath(item: item?(k) ?? (count / 2 + k * 7919) % max(1, count), section: section)
            try incremental.update(sizes: [path: CGSize(width: 100 + CGFloat(version % 7), height: CGFloat(40 + version % 90))])
            sum += incremental.contentSize.height + (incremental.layoutAttributesForItem(at: path)?.frame.maxY ?? 0)
        }
        let probeStart = Clock.now()
        try change(0)
        let probe = Double(Clock.now() - probeStart)
        // LAYOUT_BENCH_CHANGES fixes the count, so that an instruction count (callgrind, where the probe is slow) is per a
        // known number of changes: 3 runs of it, after the probe.
        let changes = ProcessInfo.processInfo.environment["LAYOUT_BENCH_CHANGES"].flatMap { Int($0) }.map { max(1, $0) }
            ?? max(3, min(50, Int(3e8 / max(probe, 1))))
        let ns = try Clock.best(runs: 3) { for k in 1...changes { try change(k) } }
        blackHole(sum)
        row(name, "\(n)", "—", "—", "—", "\(format(ns / Double(changes) / 1000, 2)) µs per change (+ content size + the item's frame); "
            + "setup \(format(setup / 1e6, 1)) ms")
    } catch {
        row(name, "\(n)", "—", "—", "—", "error: \(error)")
    }
}

/// Issue #16's rows: the badged nested solve at every size; one change in each layout kind at the largest.
@MainActor func timeLayoutKinds(sizes: [Int]) {
    for n in sizes {
        timeSolve("nested groups with badges and decorations: solve", Workloads.badgedNested(selfSized: false), Workloads.context(total: n))
    }
    // Cells and badges are made on demand: reading every frame is where their time goes.
    for n in sizes {
        timeSolveAndFrames("nested groups with badges and decorations: solve + every frame into an array", Workloads.badgedNested(selfSized: false),
                           Workloads.context(total: n), notes: "N cells, N badges and a decoration")
    }
    guard let n = sizes.last else { return }
    func sized(_ context: LayoutContext) -> LayoutContext {
        var context = context
        context.sizing = Workloads.variedHeights
        return context
    }
    timeOneChange("one change: decorated self-sized grid, pinned header", Workloads.decoratedGrid(), sized(Workloads.context(total: n)), n: n)
    timeOneChange("one change: self-sized nested groups with badges", Workloads.badgedNested(selfSized: true), sized(Workloads.context(total: n)), n: n)
    timeOneChange("one change: self-sized orthogonal rows", Workloads.selfSizedOrthogonal(), sized(Workloads.context(total: n, perSection: 30)), n: n)
    timeOneChange("one change: self-sized orthogonal rows with a badge on each card", Workloads.badgedSelfSizedOrthogonal(),
                  sized(Workloads.context(total: n, perSection: 30)), n: n)
    // Every card 40 tall: a change makes its card, and so its row, taller; every later section moves (kept relative to
    // their starts, with the sections' tree).
    var rows = Workloads.context(total: n, perSection: 30)
    rows.sizing = { request in request.category == .cell ? CGSize(width: 150, height: 40) : request.proposedSize }
    timeOneChange("one change: orthogonal rows, a card taller than its row", Workloads.selfSizedOrthogonalHeights(), rows, n: n)
    // Estimated heights: the changed cell's row changes height, and every later section moves (kept relative to their
    // starts, they move with the sections' tree: O(log sections)).
    timeOneChange("one change: many sections (20 items/section, headers)", Workloads.multiSection(selfSized: true),
                  sized(Workloads.context(total: n, perSection: 20)), n: n)
    timeOneChange("one change: many sections with badges", Workloads.badgedSections(), sized(Workloads.context(total: n, perSection: 20)), n: n)
    // Badges on a nested group anchor to each measured instance's own nested box, and a handler changes its section's
    // cells: an update places the changed section again and calls every handler again (Docs/Solver.md, "Incremental
    // re-layout").
    timeOneChange("one change: many sections, a badge on each nested group", Workloads.nestedBadgedSections(),
                  sized(Workloads.context(total: n, perSection: 20)), n: n)
    timeOneChange("one change: many sections, carousels with a visible-items handler", Workloads.handledSections(),
                  sized(Workloads.context(total: n, perSection: 20)), n: n)
    var scrolledSections = sized(Workloads.context(total: n, perSection: 20))
    scrolledSections.contentOffset = CGPoint(x: 0, y: 50_000)
    timeOneChange("one change: many sections, pinned headers and backgrounds", Workloads.pinnedDecoratedSections(), scrolledSections, n: n)
    var scrolled = sized(Workloads.context(total: n))
    scrolled.selfSizingScope = .scrolledThrough
    scrolled.contentOffset = CGPoint(x: 0, y: 2000)
    // A cell the scrolled-through scope measured (the first 26 rows reach the limit, y 2844): most changes move later
    // rows across the limit, so the update measures cells or gives their estimates back.
    timeOneChange("one change: self-sized grid, .scrolledThrough", Workloads.grid(selfSized: true), scrolled, n: n, item: { k in (k * 7) % 48 })
}
