import Foundation

/// What a solve has made for a section that building again would make the same, kept for the next section of the
/// same shape: the one memo of a solve, at the door of each thing a section's layout is built from.
///
/// Why: a layout's sections mostly have a few shapes (`init(section:)` has one; a section provider's new objects cycle
/// through a list, a grid, a banner…), and arranging the group, building its run, sizing its boundary items, making an
/// orthogonal row's facts and its badges for every section was most of solving a layout of many sections
/// (Docs/Performance.md, "Many sections", "Placing a section, again", "Orthogonal rows").
///
/// One key: what is kept (`Kind`), the section's shape (`ShapeKey`, compared over the top-level group for what arranging
/// the group reads, over the whole section otherwise), its item count, and the few inputs that are not the section's
/// (`inputs`: the container, where the groups start across, an orthogonal row's setting), all lengths by their bits.
///
/// Exact: each thing kept is a function of its key and of what is one per solve (the pixel grid, the scroll axis, the
/// kinds' numbering in the solve's store): nothing else is read to build it, not where the section starts along the
/// scroll axis nor its index (only errors and the sizer read those). What the sizer measures depends on its own index
/// paths: a measured run, and boundary items the sizer measures, are never kept.
///
/// Errors: only what was built is kept, so an error is thrown by the section that causes it, with its own path (what
/// is kept holds no path: a path is read from the section's own description).
final class PageMemo {
    enum Kind: Int, CaseIterable {
        /// A top-level group arranged in a container (`SectionTemplate.Arrangement`).
        case arrangement
        /// A section's group run, and where placing it from one content start ended (`Footprint`).
        case run
        /// An orthogonal row's run and facts (`OrthogonalRowFacts`), wherever its section sits.
        case row
        /// A section's boundary items sized (`BoundaryLayout`).
        case boundary
        /// The badges made on demand with a section's cells (`OnDemandBadges`).
        case badges

        var scope: ShapeKey.Scope { self == .arrangement || self == .badges ? .group : .section }
    }

    /// What a kept thing was made from.
    struct Key: Sendable {
        let kind: Kind
        let section: SectionDescription
        let count: Int
        let inputs: SIMD8<UInt64>

        /// Whether `section` with `count` and `inputs` makes what this key made.
        @inline(__always)
        func matches(_ section: SectionDescription, count: Int, inputs: SIMD8<UInt64>) -> Bool {
            self.count == count && self.inputs == inputs
                && (self.section === section || self.section.key.same(section.key, kind.scope))
        }

        /// The inputs of a container and a cross start (none: 0), as bits.
        static func inputs(_ container: CGSize, _ crossStart: CGFloat = 0) -> SIMD8<UInt64> {
            SIMD8(UInt64(container.width.bitPattern), UInt64(container.height.bitPattern), UInt64(crossStart.bitPattern), 0, 0, 0, 0, 0)
        }

        /// What badges made for `section`'s group with `count` cells in `container` are made from.
        static func badges(of section: SectionDescription, count: Int, container: CGSize) -> Key {
            Key(kind: .badges, section: section, count: count, inputs: inputs(container))
        }
    }

    /// What placing a kept run from `contentStart` along the scroll axis gave: the far edge of its last group
    /// (`SectionRun.end`) and, once a section made its cells on demand, the run's query span (`OnDemandCells.extent`).
    /// In a layout whose sections move whole every section is placed from 0, so this is about 500 instructions a
    /// section saved (Docs/Performance.md, "Placing a section, again"); another start computes them again.
    struct Footprint {
        let contentStart: CGFloat
        let end: CGFloat
        let extent: CGRect
        let hasExtent: Bool
    }

    private enum Kept {
        case arrangement(SectionTemplate.Arrangement)
        case run(SectionRun, Footprint?)
        case row(SectionRun, OrthogonalRowFacts)
        case boundary(BoundaryLayout)
        case badges(OnDemandBadges)
    }

    private struct Entry {
        let key: Key
        var kept: Kept
    }

    /// Not checked for exclusive access at run time (about 75 instructions a look-up): the property is private, and each
    /// method reads or writes it and calls no code that could reach this object while it does.
    @exclusivity(unchecked) private var recent = [RecentEntries<Entry>](repeating: RecentEntries(), count: Kind.allCases.count)

    private func find(_ kind: Kind, _ section: SectionDescription, count: Int = 0, inputs: SIMD8<UInt64>) -> Int? {
        for index in recent[kind.rawValue].entries.indices
        where recent[kind.rawValue].entries[index].key.matches(section, count: count, inputs: inputs) {
            return index
        }
        return nil
    }

    private func keep(_ kept: Kept, _ kind: Kind, _ section: SectionDescription, count: Int = 0, inputs: SIMD8<UInt64>) {
        recent[kind.rawValue].keep(Entry(key: Key(kind: kind, section: section, count: count, inputs: inputs), kept: kept))
    }

    // MARK: Each kind's door

    /// `section`'s top-level group arranged in `container`: kept, or arranged and kept.
    func arrangement(of section: SectionDescription, in container: CGSize, grid: PixelGrid) throws -> SectionTemplate.Arrangement {
        let inputs = Key.inputs(container)
        if let index = find(.arrangement, section, inputs: inputs), case .arrangement(let kept) = recent[Kind.arrangement.rawValue].entries[index].kept { return kept }
        let arrangement = try SectionTemplate.Arrangement(section: section, container: container, grid: grid)
        keep(.arrangement(arrangement), .arrangement, section, inputs: inputs)
        return arrangement
    }

    /// The run kept for `section` with `count` items in `container`, its groups starting at `crossStart`, and what placing
    /// it from `contentStart` gave if that is where it was placed last; `entry` names it for `keep(_:at:)`.
    func run(of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat, contentStart: CGFloat)
        -> (run: SectionRun, known: Footprint?, entry: Int)? {
        guard let index = find(.run, section, count: count, inputs: Key.inputs(container, crossStart)),
              case .run(let run, let footprint) = recent[Kind.run.rawValue].entries[index].kept else { return nil }
        return (run, footprint?.contentStart.bitPattern == contentStart.bitPattern ? footprint : nil, index)
    }

    /// Keeps `run`, built for `section` as `run(of:…)` names it, unless its cells are measured.
    func keep(_ run: SectionRun, of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) {
        guard run.measuredBox == nil else { return }
        keep(.run(run, nil), .run, section, count: count, inputs: Key.inputs(container, crossStart))
    }

    /// Keeps `footprint` with the run at `entry` (from `run(of:…)`, no run kept since), replacing the one it had.
    func keep(_ footprint: Footprint, at entry: Int) {
        guard recent[Kind.run.rawValue].entries.indices.contains(entry) else { return }
        recent[Kind.run.rawValue].update(at: entry) { entry in
            if case .run(let run, _) = entry.kept { entry.kept = .run(run, footprint) }
        }
    }

    /// The row kept for a section of `section`'s shape with `count` items, its group in `container`, set as `setting`.
    func row(of section: SectionDescription, count: Int, container: CGSize, setting: OrthogonalRowFacts.Setting)
        -> (run: SectionRun, facts: OrthogonalRowFacts)? {
        guard let index = find(.row, section, count: count, inputs: setting.inputs(container)),
              case .row(let run, let facts) = recent[Kind.row.rawValue].entries[index].kept else { return nil }
        return (run, facts)
    }

    /// Keeps a row just made, unless its run is measured.
    func keep(_ run: SectionRun, facts: OrthogonalRowFacts, of section: SectionDescription, count: Int, container: CGSize,
              setting: OrthogonalRowFacts.Setting) {
        guard run.measuredBox == nil else { return }
        keep(.row(run, facts), .row, section, count: count, inputs: setting.inputs(container))
    }

    /// `section`'s boundary items sized in `container`: kept, or made (`BoundaryLayout.init`) and kept when the sizer
    /// measures none of them.
    func boundaryLayout(of section: SectionDescription, main: Axis, container: CGSize, grid: PixelGrid, sizer: SupplementarySizer,
                        indexPath: (Int) -> IndexPath) throws -> BoundaryLayout {
        // A section without boundary items (an orthogonal row, a plain grid) has nothing to size: no look-up, nothing kept.
        guard !section.boundaryItems.isEmpty else {
            return try BoundaryLayout(items: [], main: main, container: container, grid: grid, sizer: sizer, indexPath: indexPath)
        }
        let inputs = Key.inputs(container)
        if let index = find(.boundary, section, inputs: inputs), case .boundary(let kept) = recent[Kind.boundary.rawValue].entries[index].kept {
            return kept
        }
        let layout = try BoundaryLayout(items: section.boundaryItems, main: main, container: container, grid: grid, sizer: sizer,
                                        indexPath: indexPath)
        if !section.boundaryItems.contains(where: { sizer.measures($0.size) }) { keep(.boundary(layout), .boundary, section, inputs: inputs) }
        return layout
    }

    /// The badges kept for a section of `section`'s group with `count` cells, its group in `container`.
    func badges(of section: SectionDescription, count: Int, container: CGSize) -> OnDemandBadges? {
        guard let index = find(.badges, section, count: count, inputs: Key.inputs(container)),
              case .badges(let badges) = recent[Kind.badges.rawValue].entries[index].kept else { return nil }
        return badges
    }

    /// Keeps `badges` (made from `badges.madeFrom`), kinds numbered in this solve's store.
    func keep(_ badges: OnDemandBadges) {
        recent[Kind.badges.rawValue].keep(Entry(key: badges.madeFrom, kept: .badges(badges)))
    }
}
