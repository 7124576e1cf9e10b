import Foundation

/// The one memo of a solve: what it made for a section, kept for the next section of the same shape at the door of each
/// thing a page is built from (building each section's again was most of solving many sections, Docs/Performance.md,
/// "Placing a section, again", "Orthogonal rows of one shape"). One key: what is kept (`Kind`), the section's shape
/// (`ShapeKey`, over the top-level group for what arranging it reads, else the whole section), its item count and the
/// inputs that are not the section's (`Inputs`), lengths by their bits. Exact: each thing kept is a function of its key
/// and of what is one per solve (grid, scroll axis, the store's kind numbers), never of where the section starts or its
/// index, so a measured run and boundary items the sizer measures are never kept; errors come from their own section.
final class PageMemo {
    /// What is kept: a top-level group arranged, a group run, an orthogonal row, boundary items sized, a section's badges.
    enum Kind {
        case arrangement, run, row, boundary, badges
        var scope: ShapeKey.Scope { self == .arrangement || self == .badges ? .group : .section }
    }

    struct Key: Sendable {
        let kind: Kind
        let section: SectionDescription
        let count: Int
        let inputs: Inputs
        /// Compared before the shapes.
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

        /// The inputs of a container and a cross start, as bits.
        static func inputs(_ container: CGSize, _ crossStart: CGFloat = 0) -> Inputs {
            Inputs(a: UInt64(container.width.bitPattern), b: UInt64(container.height.bitPattern), c: UInt64(crossStart.bitPattern))
        }

        static func badges(of section: SectionDescription, count: Int, container: CGSize) -> Key {
            Key(kind: .badges, section: section, count: count, inputs: inputs(container))
        }
    }

    /// The inputs of a key that are not the section's: up to eight lengths or small numbers, as bits (unused ones 0).
    struct Inputs: Sendable {
        var a: UInt64, b: UInt64, c: UInt64, d: UInt64 = 0, e: UInt64 = 0, f: UInt64 = 0, g: UInt64 = 0, h: UInt64 = 0

        /// Bit for bit, field by field (the stdlib's SIMD equality cost hundreds of instructions).
        @inline(__always)
        static func == (x: Inputs, y: Inputs) -> Bool {
            (x.a ^ y.a) | (x.b ^ y.b) | (x.c ^ y.c) | (x.d ^ y.d) | (x.e ^ y.e) | (x.f ^ y.f) | (x.g ^ y.g) | (x.h ^ y.h) == 0
        }
    }

    /// What placing a kept run from `contentStart` gave, kept for that start alone (Docs/Performance.md, "Placing a section, again").
    struct Footprint {
        let contentStart: CGFloat
        let end: CGFloat
        let extent: CGRect
        let hasExtent: Bool
    }

    // Each kind's keys and kept things in two rings in step; not checked for exclusive access at run time, as each is
    // private and no method calls code that could reach this object (Docs/Performance.md, "The store's values").
    @exclusivity(unchecked) private var arrangementKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var arrangements = RecentEntries<SectionTemplate.Arrangement>()
    @exclusivity(unchecked) private var runKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var runs = RecentEntries<SectionRun>()
    /// Each kept run's footprint, in step with `runs`.
    @exclusivity(unchecked) private var footprints = RecentEntries<Footprint?>()
    @exclusivity(unchecked) private var rowKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var rows = RecentEntries<Row>()
    @exclusivity(unchecked) private var boundaryKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var boundaries = RecentEntries<BoundaryLayout>()
    @exclusivity(unchecked) private var badgeKeys = RecentEntries<Key>()
    @exclusivity(unchecked) private var badgeSets = RecentEntries<OnDemandBadges>()

    @inline(__always)
    private static func find(in keys: borrowing [Key], _ section: SectionDescription, count: Int, inputs: Inputs) -> Int? {
        keys.withUnsafeBufferPointer { keys -> Int? in
            guard let key = keys.baseAddress else { return nil }
            for index in 0..<keys.count where key[index].matches(section, count: count, inputs: inputs) { return index }
            return nil
        }
    }

    /// `section`'s top-level group arranged in `container`: kept, or arranged and kept.
    func arrangement(of section: SectionDescription, in container: CGSize, grid: PixelGrid) throws -> SectionTemplate.Arrangement {
        let inputs = Key.inputs(container)
        if let index = Self.find(in: arrangementKeys.entries, section, count: 0, inputs: inputs) { return arrangements.entries[index] }
        let arrangement = try SectionTemplate.Arrangement(section: section, container: container, grid: grid)
        arrangementKeys.keep(Key(kind: .arrangement, section: section, count: 0, inputs: inputs))
        arrangements.keep(arrangement)
        return arrangement
    }

    /// The entry of the run kept for these inputs, valid until the next run is kept.
    func run(of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) -> Int? {
        Self.find(in: runKeys.entries, section, count: count, inputs: Key.inputs(container, crossStart))
    }

    func run(at entry: Int) -> SectionRun { runs.entries[entry] }

    /// What placing the run at `entry` from `contentStart` gave, if it was placed from there last.
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

    func keep(_ footprint: Footprint, at entry: Int) {
        guard footprints.entries.indices.contains(entry) else { return }
        footprints.update(at: entry) { $0 = footprint }
    }

    /// A kept orthogonal row, handed on without copying its run.
    final class Row {
        let run: SectionRun
        let facts: OrthogonalRowFacts

        init(run: SectionRun, facts: OrthogonalRowFacts) {
            self.run = run
            self.facts = facts
        }
    }

    /// The row kept for `section`'s shape with `count` items in `container`, set as `setting`.
    func row(of section: SectionDescription, count: Int, container: CGSize, setting: OrthogonalRowFacts.Setting) -> Row? {
        guard let index = Self.find(in: rowKeys.entries, section, count: count, inputs: setting.inputs(container)) else { return nil }
        return rows.entries[index]
    }

    /// Keeps a row, unless its run is measured.
    func keep(_ run: SectionRun, facts: OrthogonalRowFacts, of section: SectionDescription, count: Int, container: CGSize,
              setting: OrthogonalRowFacts.Setting) {
        guard run.measuredBox == nil else { return }
        rowKeys.keep(Key(kind: .row, section: section, count: count, inputs: setting.inputs(container)))
        rows.keep(Row(run: run, facts: facts))
    }

    /// `section`'s boundary items sized in `container`: kept, or made and kept when the sizer measures none of them.
    func boundaryLayout(of section: SectionDescription, main: Axis, container: CGSize, grid: PixelGrid, sizer: SupplementarySizer,
                        indexPath: (Int) -> IndexPath) throws -> BoundaryLayout {
        // No boundary items (an orthogonal row, a plain grid): no look-up, nothing kept.
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

    /// The badges kept for `section`'s group with `count` cells in `container`.
    func badges(of section: SectionDescription, count: Int, container: CGSize) -> OnDemandBadges? {
        guard let index = Self.find(in: badgeKeys.entries, section, count: count, inputs: Key.inputs(container)) else { return nil }
        return badgeSets.entries[index]
    }

    /// Keeps `badges`, kinds numbered in this solve's store.
    func keep(_ badges: OnDemandBadges) {
        badgeKeys.keep(badges.madeFrom)
        badgeSets.keep(badges)
    }
}
