import Foundation

/// Spacing between the items of a group, or around one item (UIKit: `NSCollectionLayoutSpacing`).
///
/// `.fixed(s)` is exactly `s`. `.flexible(m)` is at least `m`: the minimum counts when deciding how many
/// items fit and when resolving fractions, and the room left over in the group is then shared equally
/// among all flexible spacings, the share may be negative ([HDR]; Docs/Solver.md, step 3c).
public final class NSCollectionLayoutSpacing: CustomStringConvertible {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
    }

    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, flexible: false) }
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, flexible: true) }

    // Written by `OutputBytes.append(spacing:)` (Output/), which `--format describe` calls directly.
    /// UIKit's debug token: `.fixed(8)` / `.flexible(0)` ([LOG] SideStore#1340).
    public var description: String { OutputBytes.text { $0.append(spacing: self) } }
}

/// Room kept around an item, outside it, like a margin (UIKit: `NSCollectionLayoutEdgeSpacing`).
///
/// Edge spacing moves an item and takes room in its group; it never shrinks it. A `nil` side takes no
/// room ([DOC] `edgeSpacing`; Docs/Solver.md, step 3c).
public final class NSCollectionLayoutEdgeSpacing: CustomStringConvertible {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    // Written by `OutputBytes.append(edgeSpacing:)` (Output/), which `--format describe` calls directly.
    /// UIKit's debug format: `<leading=.flexible(0); top=(null); trailing=(null); bottom=(null)>`.
    public var description: String { OutputBytes.text { $0.append(edgeSpacing: self) } }
}
