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
    /// A top-level group arranged (`SectionTemplate.Arrangement`); a group run and where placing it from one content
    /// start ended (`Footprint`); an orthogonal row's run and facts, wherever its section sits (`Row`); boundary items
    /// sized (`BoundaryLayout`); the badges made on demand with a section's cells (`OnDemandBadges`).
    enum Kind {
        case arrangement, run, row, boundary, badges

        var scope: ShapeKey.Scope { self == .arrangement || self == .badges ? .group : .section }
    }

    /// What a kept thing was made from.
    struct Key: Sendable {
        let kind: Kind
        let section: SectionDescription
        let count: Int
        let inputs: Inputs
        /// The section's shape hash over the kind's scope, compared before the shapes.
        let shapeHash: UInt64

        init(kind: Kind, section: SectionDescription, count: Int, inputs: Inputs) {
            self.kind = kind
            self.section = section
            self.count = count
            self.inputs = inputs
            shapeHash = section.key.hash(kind.scope)
        }

        /// Whether `section` with `count` and `inputs` makes what this key made.
        @inline(__always)
        func matches(_ section: SectionDescription, count: Int, inputs: Inputs) -> Bool {
            (self.section === section
                || (shapeHash == section.key.hash(kind.scope) && self.section.key.same(section.key, kind.scope)))
                && self.count == count && self.inputs == inputs
        }

        /// The inputs of a container and a cross start (none: 0), as bits.
        static func inputs(_ container: CGSize, _ crossStart: CGFloat = 0) -> Inputs {
            Inputs(a: UInt64(container.width.bitPattern), b: UInt64(container.height.bitPattern), c: UInt64(crossStart.bitPattern))
        }

        /// What badges made for `section`'s group with `count` cells in `container` are made from.
        static func badges(of section: SectionDescription, count: Int, container: CGSize) -> Key {
            Key(kind: .badges, section: section, count: count, inputs: inputs(container))
        }
    }

    /// The inputs of a key that are not the section's: up to eight lengths or small numbers, as bits (unused ones 0).
    struct Inputs: Sendable {
        var a: UInt64, b: UInt64, c: UInt64, d: UInt64 = 0, e: UInt64 = 0, f: UInt64 = 0, g: UInt64 = 0, h: UInt64 = 0

        /// Bit for bit (the stdlib's SIMD equality was a loop through generic accessors, hundreds of instructions).
        @inline(__always)
        static func == (x: Inputs, y: Inputs) -> Bool {
            (x.a ^ y.a) | (x.b ^ y.b) | (x.c ^ y.c) | (x.d ^ y.d) | (x.e ^ y.e) | (x.f ^ y.f) | (x.g ^ y.g) | (x.h ^ y.h) == 0
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

    // Each kind's kept things and their keys, in two rings kept in step (an entry's key and value share an index), so
    // that a search reads the keys in place and copies no value; stored apart (a ring nested in a struct was copied,
    // with its arrays retained, to be read). Not checked for exclusive access at run time (about 75 instructions a
    // look-up): each is private, and each method reads or writes them and calls no code that could reach this object.
    @exclusivity(unchecked) private var arrangementKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var arrangements = RecentEntries<SectionTemplate.Arrangement>()
    @exclusivity(unchecked) private var runKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var runs = RecentEntries<SectionRun>()
    /// Each kept run's footprint, in step with `runs` (apart: a run read with its footprint was copied twice).
    @exclusivity(unchecked) private var footprints = RecentEntries<Footprint?>()
    @exclusivity(unchecked) private var rowKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var rows = RecentEntries<Row>()
    @exclusivity(unchecked) private var boundaryKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var boundaries = RecentEntries<BoundaryLayout>()
    @exclusivity(unchecked) private var badgeKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var badgeSets = RecentEntries<OnDemandBadges>()

    /// The index of the key in `keys` that `section` with `count` and `inputs` matches.
    @inline(__always)
    private static func find(in keys: borrowing [Key], _ section: SectionDescription, count: Int, inputs: Inputs) -> Int? {
        keys.withUnsafeBufferPointer { keys -> Int? in
            guard let key = keys.baseAddress else { return nil }
            for index in 0..<keys.count where key[index].matches(section, count: count, inputs: inputs) { return index }
            return nil
        }
    }

    // MARK: Each kind's door

    /// `section`'s top-level group arranged in `container`: kept, or arranged and kept.
    func arrangement(of section: SectionDescription, in container: CGSize, grid: PixelGrid) throws -> SectionTemplate.Arrangement {
        let inputs = Key.inputs(container)
        if let index = Self.find(in: arrangementKeys.entries, section, count: 0, inputs: inputs) { return arrangements.entries[index] }
        let arrangement = try SectionTemplate.Arrangement(section: section, container: container, grid: grid)
        arrangementKeys.keep(Key(kind: .arrangement, section: section, count: 0, inputs: inputs))
        arrangements.keep(arrangement)
        return arrangement
    }

    /// The place of the run kept for `section` with `count` items in `container`, its groups starting at `crossStart`,
    /// for `run(at:)`, `footprint(at:contentStart:)` and `keep(_:at:)` (valid until the next run is kept); nil if none.
    func run(of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) -> Int? {
        Self.find(in: runKeys.entries, section, count: count, inputs: Key.inputs(container, crossStart))
    }

    /// The run kept at `entry`.
    func run(at entry: Int) -> SectionRun { runs.entries[entry] }

    /// What placing the run at `entry` from `contentStart` gave, if that is where it was placed last; nil otherwise.
    func footprint(at entry: Int, contentStart: CGFloat) -> Footprint? {
        guard let footprint = footprints.entries[entry], footprint.contentStart.bitPattern == contentStart.bitPattern else { return nil }
        return footprint
    }

    /// Keeps `run`, built for `section` as `run(of:…)` names it, unless its cells are measured.
    func keep(_ run: SectionRun, of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) {
        guard run.measuredBox == nil else { return }
        footprints.keep(nil)
        runKeys.keep(Key(kind: .run, section: section, count: count, inputs: Key.inputs(container, crossStart)))
        runs.keep(run)
    }

    /// Keeps `footprint` with the run at `entry` (from `run(of:count:container:crossStart:)`, no run kept since), replacing
    /// the one it had.
    func keep(_ footprint: Footprint, at entry: Int) {
        guard footprints.entries.indices.contains(entry) else { return }
        footprints.update(at: entry) { $0 = footprint }
    }

    /// A kept orthogonal row, held by reference: handed on without copying its run.
    final class Row {
        let run: SectionRun
        let facts: OrthogonalRowFacts

        init(run: SectionRun, facts: OrthogonalRowFacts) {
            self.run = run
            self.facts = facts
        }
    }

    /// The row kept for a section of `section`'s shape with `count` items, its group in `container`, set as `setting`.
    func row(of section: SectionDescription, count: Int, container: CGSize, setting: OrthogonalRowFacts.Setting) -> Row? {
        guard let index = Self.find(in: rowKeys.entries, section, count: count, inputs: setting.inputs(container)) else { return nil }
        return rows.entries[index]
    }

    /// Keeps a row just made, unless its run is measured.
    func keep(_ run: SectionRun, facts: OrthogonalRowFacts, of section: SectionDescription, count: Int, container: CGSize,
              setting: OrthogonalRowFacts.Setting) {
        guard run.measuredBox == nil else { return }
        rowKeys.keep(Key(kind: .row, section: section, count: count, inputs: setting.inputs(container)))
        rows.keep(Row(run: run, facts: facts))
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
        if let index = Self.find(in: boundaryKeys.entries, section, count: 0, inputs: inputs) { return boundaries.entries[index] }
        let layout = try BoundaryLayout(items: section.boundaryItems, main: main, container: container, grid: grid, sizer: sizer,
                                        indexPath: indexPath)
        if !section.boundaryItems.contains(where: { sizer.measures($0.size) }) {
            boundaryKeys.keep(Key(kind: .boundary, section: section, count: 0, inputs: inputs))
            boundaries.keep(layout)
        }
        return layout
    }

    /// The badges kept for a section of `section`'s group with `count` cells, its group in `container`.
    func badges(of section: SectionDescription, count: Int, container: CGSize) -> OnDemandBadges? {
        guard let index = Self.find(in: badgeKeys.entries, section, count: count, inputs: Key.inputs(container)) else { return nil }
        return badgeSets.entries[index]
    }

    /// Keeps `badges` (made from `badges.madeFrom`), kinds numbered in this solve's store.
    func keep(_ badges: OnDemandBadges) {
        badgeKeys.keep(badges.madeFrom)
        badgeSets.keep(badges)
    }
}
