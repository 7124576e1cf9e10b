import Foundation

extension GroupSolver {
    /// Finding a group's count may measure subitems at most this many times in all; more is refused. Every count
    /// tried re-measures the subitems whose length depends on the length left for them (fractions of the group's
    /// axis, nested groups with an estimated size) when that length changes, so thousands of such subitems with a
    /// spacing would take billions of steps (Docs/Reliability.md, "Limits").
    static let maximumFitSteps = 2_000_000

    /// How many subitems fit along the axis, and the length their fractions resolve against (Docs/Solver.md, step 3c).
    ///
    /// n is the largest count for which n subitems (cycling), each resolved against `inner - (n-1)·spacing`
    /// (unrounded: rounding never changes how many fit, Docs/Solver.md, step 3b),
    /// plus the n-1 spacings and their fixed edge spacings, fit in `inner`. When a subitem's cross dimension
    /// is a fraction of the main axis (a height given as a fraction of the width), UIKit first counts what fits
    /// with no spacing at all, resolves against the length less one spacing fewer than that, and then takes as
    /// many as fit with spacing (charon facts, case 30).
    ///
    /// Counts are tried one after another, but each in constant time when the length left does not change or no
    /// subitem depends on it (`FitTotals`), so that a group of 100,000 zero-length subitems is refused in milliseconds.
    func fit(_ subitems: [ItemDescription], inner: CGSize, main: Axis, spacing: CGFloat, path: LayoutPath) throws -> (Int, CGFloat) {
        var totals = FitTotals(solver: GroupSolver(grid: grid.unrounded), subitems: subitems, inner: inner, main: main)
        func largestFitting(_ totalFor: (Int) throws -> CGFloat) throws -> Int {
            var n = 0
            while try totalFor(n + 1) <= inner[main] + PixelGrid.hair {
                n += 1
                if n > Self.maximumSlots {
                    throw LayoutError(path: path, message: "the group fits more than \(Self.maximumSlots) items: its subitems take no room "
                        + "along its axis. Give them a length or the group a spacing.")
                }
                if totals.steps > Self.maximumFitSteps {
                    throw LayoutError(path: path, message: "finding how many of the group's \(subitems.count) subitems fit took more than "
                        + "\(Self.maximumFitSteps) measurements (subitems whose length is a fraction of the group's, tried at \(n) counts); "
                        + "use fewer subitems, absolute lengths, or no interItemSpacing.")
                }
            }
            return n
        }

        let crossFractionOfMain = subitems.contains { $0.size[main.other].isFraction(of: main) }
        let count: Int
        let along: CGFloat
        if crossFractionOfMain {
            var unspaced = try largestFitting { try totals.total($0, along: inner[main], spacing: 0) }
            // Decision (the public sources are silent): never resolve against a negative length; the first count is
            // capped at the number of items whose spacings still leave room (Docs/Solver.md, step 2).
            if spacing > 0 {
                let room = ((inner[main] + PixelGrid.hair) / spacing).rounded(.down) + 1
                if room < CGFloat(unspaced) { unspaced = max(1, Int(room)) }
            }
            along = inner[main] - CGFloat(max(unspaced, 1) - 1) * spacing
            count = try largestFitting { try totals.total($0, along: along, spacing: spacing) }
        } else {
            count = try largestFitting { try totals.total($0, along: inner[main] - CGFloat($0 - 1) * spacing, spacing: spacing) }
            along = inner[main] - CGFloat(max(count, 1) - 1) * spacing
        }
        guard count > 0 else {
            // Which subitem, its resolved length and the length available (issue #28, item 5): the first subitem is the one that must fit.
            let first = (try? totals.total(1, along: inner[main], spacing: spacing)).map { "\(formatPoints($0)) pt" } ?? "more than the group"
            throw LayoutError(path: path, message:
                "This group cannot fit even a single item: subitems[0] resolves to \(first) along the group's \(main == .horizontal ? "width" : "height") "
                + "(with its edge spacing), and the group has \(formatPoints(inner[main])) pt. Inspect the spacing and size of the items in this group and ensure "
                + "that they fit into the group when its effective size is \(describe(inner)).")
        }
        return (count, along)
    }
}

/// The length n subitems (cycling) take along a group's axis, for the count search of `GroupSolver.fit`:
/// `(n-1)·spacing + q·W + P(r)`, where `q, r` are n divided by the number of subitems, `W` is the length of one run of
/// every subitem and `P(r)` that of the first r, each subitem with its fixed edge spacing along the axis.
///
/// The run's running sums (`prefix`) are kept from one count to the next: they change only when the length left for
/// the subitems (`along`) changes and one of them depends on it. Subitems are measured only once a count reaches them,
/// so one that never gets a slot is never measured (it must not fail the group).
struct FitTotals {
    let solver: GroupSolver
    let subitems: [ItemDescription]
    let inner: CGSize
    let main: Axis
    /// `prefix[i]`: the length of subitems 0..<i at `along`; valid for `prefix.count - 1` subitems.
    private var prefix: [CGFloat] = [0]
    private var along: CGFloat = .nan
    /// The first measured subitem whose length depends on `along`; `prefix` is valid up to it for any `along`.
    private var firstDependent = Int.max
    /// Measurements made so far, for `GroupSolver.maximumFitSteps`.
    private(set) var steps = 0

    init(solver: GroupSolver, subitems: [ItemDescription], inner: CGSize, main: Axis) {
        self.solver = solver
        self.subitems = subitems
        self.inner = inner
        self.main = main
    }

    /// Whether a subitem's length along the axis (as `measure(sizeOnly:)` gives it) changes with the length left:
    /// a fraction of the group's axis, or a nested group arranged for its estimated size.
    private func dependsOnAlong(_ subitem: ItemDescription) -> Bool {
        subitem.size[main].isFraction(of: main)
            || (subitem.group != nil && (subitem.size.width.isEstimated || subitem.size.height.isEstimated))
    }

    mutating func total(_ n: Int, along: CGFloat, spacing: CGFloat) throws -> CGFloat {
        // Fractions of a negative length would be negative lengths: more spacings than the group has
        // room for means this count does not fit.
        if along < 0 && n > 1 { return .infinity }
        if along != self.along {
            if firstDependent < prefix.count {
                prefix.removeSubrange((firstDependent + 1)...)
                firstDependent = .max
            }
            self.along = along
        }
        let (q, r) = n.quotientAndRemainder(dividingBy: subitems.count)
        let needed = q > 0 ? subitems.count : r
        if prefix.count <= needed {
            let container = CGSize(main: along, cross: inner[main.other], along: main)
            while prefix.count <= needed {
                let k = prefix.count - 1
                let subitem = subitems[k]
                let length: CGFloat
                do {
                    length = try solver.measure(subitem, in: container, sizeOnly: true).size[main]
                } catch where n > 1 {
                    // A nested group that has no room at this count simply means the count does not fit.
                    return .infinity
                }
                steps += 1
                if dependsOnAlong(subitem) { firstDependent = min(firstDependent, k) }
                let edges = subitem.edgeSpacing
                prefix.append(prefix[k] + length + (edges?.lead(main)?.value ?? 0) + (edges?.trail(main)?.value ?? 0))
            }
        }
        return CGFloat(n - 1) * spacing + (q > 0 ? CGFloat(q) * prefix[subitems.count] : 0) + prefix[r]
    }
}
