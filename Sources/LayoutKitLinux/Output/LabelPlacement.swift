import Foundation

/// Where the SVG picture's labels go, so that no two labels overlap (Docs/CLI.md, "svg").
///
/// Labels are placed one at a time, most important first (supplementaries, cells, decorations, then sections). Each
/// label has a few candidate boxes inside its element's frame (the centre, then the corners); it takes the first
/// that meets no label placed before it, and is left out (its element's tooltip still names it) when every
/// candidate is taken. Boxes are `length × 0.6 em` wide (a monospace glyph's advance; the SVG pins the text to
/// that width with `textLength`) and 1 em tall. Placed boxes are kept in a grid of buckets, so placing n labels
/// costs about n look-ups however large the picture is.
struct LabelPlacement {
    /// At most this many labels are placed in one picture (Docs/CLI.md, "svg"): more would be unreadable, and the
    /// boxes kept to test new labels against would grow with the layout (a streamed picture of 10 million cells
    /// keeps its memory bounded).
    static let maximumLabels = 100_000
    /// A glyph's advance in a monospace font, in em.
    static let glyphWidth: CGFloat = 0.6
    /// The gap between a corner label and its element's edges, in points.
    static let inset: CGFloat = 2
    private static let bucketSize: CGFloat = 64

    enum Anchor { case centre, corners }

    /// The box a label of `characters` glyphs at `fontSize` takes with its top-left corner at `origin`.
    static func box(at origin: CGPoint, characters: Int, fontSize: CGFloat) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: CGFloat(characters) * glyphWidth * fontSize, height: fontSize)
    }

    private(set) var placed: [CGRect] = []
    private var buckets: [Bucket: [Int]] = [:]

    private struct Bucket: Hashable {
        var column: Int
        var row: Int
    }

    /// The first free candidate box for a label of `characters` glyphs at `fontSize` in `frame`, which is then taken;
    /// nil when it fits nowhere.
    mutating func place(characters: Int, fontSize: CGFloat, in frame: CGRect, anchor: Anchor) -> CGRect? {
        let width = CGFloat(characters) * Self.glyphWidth * fontSize, height = fontSize
        let p = Self.inset
        var candidates: [CGPoint] = []
        if anchor == .centre {
            candidates.append(CGPoint(x: frame.midX - width / 2, y: frame.midY - height / 2))
        }
        // Top-left, bottom-left, top-right, bottom-right, when the box fits inside the frame with the inset.
        if width + 2 * p <= frame.width, height + 2 * p <= frame.height {
            candidates += [CGPoint(x: frame.minX + p, y: frame.minY + p), CGPoint(x: frame.minX + p, y: frame.maxY - p - height),
                           CGPoint(x: frame.maxX - p - width, y: frame.minY + p), CGPoint(x: frame.maxX - p - width, y: frame.maxY - p - height)]
        }
        for origin in candidates {
            let box = CGRect(x: origin.x, y: origin.y, width: width, height: height)
            if isFree(box) {
                take(box)
                return box
            }
        }
        return nil
    }

    /// True when `box` meets no placed box (boxes that only touch do not meet).
    func isFree(_ box: CGRect) -> Bool {
        for bucket in Self.buckets(of: box) {
            for index in buckets[bucket] ?? [] where Self.overlap(placed[index], box) { return false }
        }
        return true
    }

    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private mutating func take(_ box: CGRect) {
        placed.append(box)
        for bucket in Self.buckets(of: box) { buckets[bucket, default: []].append(placed.count - 1) }
    }

    private static func buckets(of box: CGRect) -> [Bucket] {
        func index(_ value: CGFloat) -> Int { Int(clamping: Int64(max(-1e15, min(1e15, (value / bucketSize).rounded(.down))))) }
        let c0 = index(box.minX), c1 = index(box.maxX), r0 = index(box.minY), r1 = index(box.maxY)
        var result: [Bucket] = []
        for column in c0...max(c0, min(c1, c0 + 64)) {
            for row in r0...max(r0, min(r1, r0 + 64)) { result.append(Bucket(column: column, row: row)) }
        }
        return result
    }
}
