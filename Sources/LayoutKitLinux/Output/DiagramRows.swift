import Foundation

/// Which row of the ASCII diagram each y coordinate is drawn on (Docs/CLI.md, "ascii").
///
/// Rounding every edge to its nearest row on its own makes equal gaps look different: an 8-pt gap between rows of
/// cells becomes a shared border in one row and a double border in the next, depending on where it falls, and a badge
/// hanging 6 pt above its cell lands on the border of the row above. Instead the distinct edges are walked in order
/// and each step is drawn by its own length, `max(1, round(step / pointsPerRow))` rows, so edges that differ are never
/// drawn on one row and equal gaps and equal boxes look alike; a long step (two rows or more) also ends within a row
/// of the edge's nearest row, so the drawing stays in scale and the gaps' rounding never builds up. Edges at the
/// same coordinate share a row (boxes that touch share an edge), except where a section starts: there the boxes of
/// the next section start one row below where the previous section's end, so adjacent sections never merge.
struct DiagramRows {
    /// The distinct finite coordinates in increasing order, with the row a box ending there ends on and the row a box
    /// starting there starts on. Sorted arrays searched by halving, not dictionaries: a drawing has a few dozen edges,
    /// and hashing them into two dictionaries and a set was most of this type's cost (`--format describe` draws one
    /// small drawing for every section; Docs/Performance.md).
    private var ys: [CGFloat] = []
    private var endRows: [Int] = []
    private var startRows: [Int] = []

    /// `coordinates` are the edges to draw (in any order, repeats allowed); `sectionStarts` the y where sections
    /// after the first begin.
    init(coordinates: [CGFloat], sectionStarts: Set<CGFloat>, pointsPerRow: CGFloat) {
        var sorted = coordinates.filter(\.isFinite)
        sorted.sort()
        ys.reserveCapacity(sorted.count)
        endRows.reserveCapacity(sorted.count)
        startRows.reserveCapacity(sorted.count)
        var previous: (y: CGFloat, row: Int)?
        for y in sorted where previous.map({ $0.y != y }) ?? true {
            let natural = Self.natural(y, pointsPerRow)
            var row: Int
            if let (p, r) = previous {
                let step = y - p
                row = r + max(1, Self.natural(step, pointsPerRow))
                if step >= 2 * pointsPerRow {
                    // A long step keeps the drawing in scale: at most a row from the edge's nearest row.
                    row = min(max(row, natural - 1), max(r + 1, natural + 1))
                } else if row > natural + 2 {
                    // Many short steps in a row (a stack of hairline elements) would push everything below further
                    // and further down: past two rows from its place, an edge joins the previous one's row instead.
                    row = max(r, natural + 2)
                }
            } else {
                row = natural
            }
            // 0 and -0 are one edge; the one kept is the one given first (as a set of the coordinates kept it).
            ys.append(y == 0 ? (coordinates.first { $0 == 0 } ?? y) : y)
            endRows.append(row)
            if sectionStarts.contains(y), previous != nil { row += 1 }
            startRows.append(row)
            previous = (y, row)
        }
    }

    private static func natural(_ y: CGFloat, _ pointsPerRow: CGFloat) -> Int {
        let value = (y / pointsPerRow).rounded()
        return Int(max(min(value, CGFloat(Int32.max)), CGFloat(Int32.min)))
    }

    /// The position of the first coordinate not below `y` (`ys.count` when none).
    private func firstIndex(notBelow y: CGFloat) -> Int {
        var low = 0, high = ys.count
        while low < high {
            let mid = (low + high) / 2
            if ys[mid] < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of `y` among the coordinates, nil when it is not one of them.
    private func index(of y: CGFloat) -> Int? {
        let index = firstIndex(notBelow: y)
        return index < ys.count && ys[index] == y ? index : nil
    }

    /// The row a box starting at `y` starts on.
    func start(_ y: CGFloat) -> Int { index(of: y).map { startRows[$0] } ?? 0 }
    /// The row a box ending at `y` ends on.
    func end(_ y: CGFloat) -> Int { index(of: y).map { endRows[$0] } ?? 0 }

    /// How far down a drawing cut after `rows` rows shows: `rows` rows at the scale, kept between the last edge
    /// drawn and the first edge left out.
    func extent(rows: Int, pointsPerRow: CGFloat) -> CGFloat {
        var low = 0, high = ys.count
        while low < high {
            let mid = (low + high) / 2
            if startRows[mid] < rows { low = mid + 1 } else { high = mid }
        }
        let scaled = CGFloat(rows) * pointsPerRow
        let last = low > 0 ? ys[low - 1] : 0
        let next = low < ys.count ? ys[low] : scaled
        return min(max(scaled, last), next)
    }
}
