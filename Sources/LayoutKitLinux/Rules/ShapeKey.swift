import Foundation

/// A section's shape as a key: every value the describer reads from the builder, in one fixed order (the list below,
/// with `SectionValues.addKey`), each as the bits of a word (0 and −0 differ: they need not place an element alike),
/// element kinds beside them. Equal keys are described alike but for their paths (read only by errors), so they lay
/// out alike: what the solve's memo (`PageMemo`) compares. `DescriptionReuseTests` fails when the list misses a value
/// the describer reads. A custom group's frames come from its provider, called once per section as UIKit does: a key
/// that holds one equals no other (`isValue`).
struct ShapeKey: Sendable {
    /// Which part of the section two keys are compared over: its top-level group (all that arranging it reads), or all.
    enum Scope { case group, section }

    private(set) var words: [UInt64] = []
    private(set) var names: [String] = []
    /// How much of `words` and `names` the top-level group is.
    private var groupWords = 0, groupNames = 0
    /// A hash of the words, and of the group's: unequal keys mostly differ in it, compared first (`PageMemo.Key`).
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325, groupHash: UInt64 = 0
    /// False when the shape has a custom group.
    private(set) var isValue = true

    /// `section`'s key.
    init(of section: NSCollectionLayoutSection) {
        words.reserveCapacity(64)
        add(section)
    }

    /// The hash of the words over `scope`: keys that agree have the same.
    @inline(__always)
    func hash(_ scope: Scope) -> UInt64 { scope == .group ? groupHash : hash }

    /// Whether the two keys agree over `scope`.
    @inline(__always)
    func same(_ other: borrowing ShapeKey, _ scope: Scope) -> Bool {
        guard isValue, other.isValue else { return false }
        switch scope {
        case .group:
            return groupWords == other.groupWords && groupNames == other.groupNames
                && words[..<groupWords] == other.words[..<groupWords] && names[..<groupNames] == other.names[..<groupNames]
        case .section:
            return words == other.words && names == other.names
        }
    }

    mutating func add(_ word: UInt64) {
        words.append(word)
        hash = (hash ^ word) &* 0x100_0000_01b3
    }
    mutating func add(_ length: CGFloat) { add(UInt64(length.bitPattern)) }
    mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
    mutating func add(_ flag: Bool) { add(UInt64(flag ? 1 : 0)) }
    mutating func add(_ insets: NSDirectionalEdgeInsets) {
        add(insets.top)
        add(insets.leading)
        add(insets.bottom)
        add(insets.trailing)
    }

    // MARK: The list: every value a description holds, read from the builder

    private mutating func add(_ section: NSCollectionLayoutSection) {
        add(section.group)
        groupWords = words.count
        groupNames = names.count
        groupHash = hash
        SectionValues.addKey(of: section, to: &self)
        let boundaryItems = section.boundarySupplementaryItems
        add(boundaryItems.count)
        for item in boundaryItems {
            names.append(item.elementKind)
            add(item.layoutSize)
            add(item.alignment.rawValue)
            add(item.offset.x)
            add(item.offset.y)
            add(item.extendsBoundary)
            add(item.pinToVisibleBounds)
            add(item.zIndex)
        }
        let decorations = section.decorationItems
        add(decorations.count)
        for item in decorations {
            names.append(item.elementKind)
            add(item.contentInsets)
            add(item.zIndex)
        }
    }

    private mutating func add(_ item: NSCollectionLayoutItem) {
        add(item.layoutSize)
        add(item.contentInsets)
        if let edges = item.edgeSpacing {
            add(1)
            add(edges.leading)
            add(edges.top)
            add(edges.trailing)
            add(edges.bottom)
        } else {
            add(0)
        }
        let supplementaries = item.supplementaryStorage
        add(supplementaries.count)
        for supplementary in supplementaries {
            names.append(supplementary.elementKind)
            add(supplementary.layoutSize)
            add(supplementary.containerAnchor)
            if let anchor = supplementary.itemAnchor {
                add(1)
                add(anchor)
            } else {
                add(0)
            }
            add(supplementary.zIndex)
        }
        guard let group = item as? NSCollectionLayoutGroup else { return add(0) }
        switch group.direction {
        case .horizontal: add(1)
        case .vertical: add(2)
        case .custom: add(3)
        }
        switch group.arrangement {
        case .subitems: add(0)
        case .count(let count): add(1); add(count)
        case .repeating(let count): add(2); add(count)
        case .custom: isValue = false
        }
        add(group.interItemSpacingStorage)
        let subitems = group.subitems
        add(subitems.count)
        for subitem in subitems { add(subitem) }
    }

    private mutating func add(_ size: NSCollectionLayoutSize) {
        add(size.widthDimension)
        add(size.heightDimension)
    }

    private mutating func add(_ dimension: NSCollectionLayoutDimension) {
        switch dimension.kind {
        case .fractionalWidth: add(0)
        case .fractionalHeight: add(1)
        case .absolute: add(2)
        case .estimated: add(3)
        case .uniformAcrossSiblings: add(4)
        }
        add(dimension.dimension)
    }

    private mutating func add(_ spacing: NSCollectionLayoutSpacing?) {
        guard let spacing else { return add(0) }
        add(spacing.isFlexibleSpacing ? 2 : 1)
        add(spacing.spacing)
    }

    private mutating func add(_ anchor: NSCollectionLayoutAnchor) {
        add(UInt64(anchor.edges.rawValue))
        add(anchor.isAbsoluteOffset)
        add(anchor.offset.x)
        add(anchor.offset.y)
    }
}
