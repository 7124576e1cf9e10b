import Foundation

/// `visualDescription()` of groups and sections: an ASCII rendering of one instance of a group's slots.
///
/// UIKit only says its `visualDescription()` "will print an ASCII art rendering"; no sample of its output is
/// public ([HDR]; Docs/Differences.md), so the format is ours, documented in Docs/VisualDescription.md:
///
/// ```
/// NSCollectionLayoutGroup horizontal, size={.containerWidthFactor(1), .absolute(44)}, interItemSpacing=.fixed(8)
/// one instance in a 320 x 480 container: 320 x 44 pt, 2 slots
/// content 320 x 44 pt; 1 column = 5.3333 pt, 1 row = 10.6667 pt
/// +----------------------------+ +---------------------------+
/// |            [0]             | |            [1]            |
/// ...
/// [0] x 0, y 0, 156 x 44
/// [1] x 164, y 0, 156 x 44
/// ```
///
/// The group is solved by the real solver, as the only group of a section with exactly as many items as one
/// instance holds, in a reference container (320 x 480 points, scale 2, left to right, unless told otherwise),
/// so the slots are the frames UIKit's rules give. A group that cannot be laid out there says why instead.
public enum VisualDescription {
    /// The container `visualDescription()` lays groups out in: Charon's 320 x 480 test view ([CHARON]).
    public static let referenceContainer = CGSize(width: 320, height: 480)
    public static let defaultWidth = 61
    /// At most this many slots are listed (a count group may hold many); the drawing shows them all.
    public static let maximumListedSlots = 64
    /// At most this many slots of one instance are laid out and drawn (a count group may hold many more).
    static let probeItems = 10_000

    public static func render(group: NSCollectionLayoutGroup, containerSize: CGSize = referenceContainer,
                              scrollDirection: UICollectionView.ScrollDirection = .vertical, width: Int = defaultWidth) -> String {
        var text = OutputBytes()
        text.append("NSCollectionLayoutGroup ")
        appendGroup(group, to: &text)
        if !group.contentInsets.isZero {
            text.append(", contentInsets=")
            text.append(insets: group.contentInsets)
        }
        text.append(ascii: UInt8(ascii: "\n"))
        body(section: NSCollectionLayoutSection(group: group), configuration: configuration(scrollDirection),
             context: LayoutContext(containerSize: containerSize, itemCounts: [1]), width: width, into: &text)
        return text.text
    }

    public static func render(section: NSCollectionLayoutSection, containerSize: CGSize = referenceContainer,
                              scrollDirection: UICollectionView.ScrollDirection = .vertical, width: Int = defaultWidth) -> String {
        var text = OutputBytes()
        headerLines(of: section, into: &text)
        body(section: section, configuration: configuration(scrollDirection),
             context: LayoutContext(containerSize: containerSize, itemCounts: [1]), width: width, into: &text)
        return text.text
    }

    /// The section's header lines. Written as bytes into the description's buffer (they were an array of lines
    /// joined), with the enumerations' case names from a switch: `"\(value)"` of an enumeration finds its case name by
    /// reflection, the slowest part of the header (Docs/Performance.md).
    static func headerLines(of section: NSCollectionLayoutSection, into text: inout OutputBytes) {
        text.append("NSCollectionLayoutSection contentInsets=")
        text.append(insets: section.contentInsets)
        text.append(", interGroupSpacing=")
        text.append(points: section.interGroupSpacing)
        if section.orthogonalScrollingBehavior != .none {
            text.append(", orthogonalScrollingBehavior=")
            text.append(caseName(section.orthogonalScrollingBehavior))
        }
        if !section.boundarySupplementaryItems.isEmpty {
            text.append(", boundarySupplementaryItems=[")
            for (index, item) in section.boundarySupplementaryItems.enumerated() {
                if index > 0 { text.append(", ") }
                text.append(TerminalText.escaped(item.elementKind))
                text.append(ascii: UInt8(ascii: " "))
                text.append(caseName(item.alignment))
            }
            text.append(ascii: UInt8(ascii: "]"))
        }
        if !section.decorationItems.isEmpty {
            text.append(", decorationItems=[")
            appendKinds(section.decorationItems.map(\.elementKind), to: &text)
        }
        text.append(ascii: UInt8(ascii: "\n"))
        tree(section.group, depth: 1, into: &text)
    }

    /// Element kinds, escaped, separated by `, `, and the closing `]`.
    static func appendKinds(_ kinds: [String], to text: inout OutputBytes) {
        for (index, kind) in kinds.enumerated() {
            if index > 0 { text.append(", ") }
            text.append(TerminalText.escaped(kind))
        }
        text.append(ascii: UInt8(ascii: "]"))
    }

    /// The Swift case name, as `"\(value)"` prints it.
    static func caseName(_ value: NSRectAlignment) -> String {
        switch value {
        case .none: return "none"
        case .top: return "top"
        case .topLeading: return "topLeading"
        case .leading: return "leading"
        case .bottomLeading: return "bottomLeading"
        case .bottom: return "bottom"
        case .bottomTrailing: return "bottomTrailing"
        case .trailing: return "trailing"
        case .topTrailing: return "topTrailing"
        }
    }

    /// The Swift case name, as `"\(value)"` prints it.
    static func caseName(_ value: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> String {
        switch value {
        case .none: return "none"
        case .continuous: return "continuous"
        case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
        case .paging: return "paging"
        case .groupPaging: return "groupPaging"
        case .groupPagingCentered: return "groupPagingCentered"
        }
    }

    /// The kinds of the supplementaries of `item` and everything in it (badges), drawn apart from boundary items.
    static func badgeKinds(_ item: NSCollectionLayoutItem, depth: Int = 0) -> Set<String> {
        var kinds = Set(item.supplementaryItems.map(\.elementKind))
        if let group = item as? NSCollectionLayoutGroup, depth < 32 {
            for subitem in group.subitems { kinds.formUnion(badgeKinds(subitem, depth: depth + 1)) }
        }
        return kinds
    }

    /// The group and everything in it, one line each (each ending in a newline), indented two spaces a level: every
    /// nested group is described here, and drawn as part of its section's drawing below (a nested group has no
    /// container of its own to be drawn in).
    static func tree(_ item: NSCollectionLayoutItem, depth: Int, into text: inout OutputBytes) {
        for _ in 0..<depth { text.append("  ") }
        if let group = item as? NSCollectionLayoutGroup {
            text.append("group ")
            appendGroup(group, to: &text)
        } else {
            text.append("item size=")
            text.append(size: item.layoutSize)
        }
        if !item.contentInsets.isZero {
            text.append(", contentInsets=")
            text.append(insets: item.contentInsets)
        }
        if let edgeSpacing = item.edgeSpacing {
            text.append(", edgeSpacing=")
            text.append(edgeSpacing: edgeSpacing)
        }
        if !item.supplementaryItems.isEmpty {
            text.append(", supplementaryItems=[")
            appendKinds(item.supplementaryItems.map(\.elementKind), to: &text)
        }
        text.append(ascii: UInt8(ascii: "\n"))
        if let group = item as? NSCollectionLayoutGroup, depth < 32 {
            for subitem in group.subitems { tree(subitem, depth: depth + 1, into: &text) }
        }
    }

    /// `visualDescription()` of every section of a document, in its container, traits and configuration.
    public static func render(document: LayoutDocument, width: Int = defaultWidth) -> String {
        var text = ""
        write(document: document, width: width, to: &text)
        return text
    }

    /// Writes `render(document:width:)` a section at a time (`layout-dump --format describe` streams it). The
    /// document's context is made once for all sections, so the time is linear in the number of sections (it was
    /// made again for every section, each time as large as the document: 100,000 sections took minutes).
    public static func write<Target: TextOutputStream>(document: LayoutDocument, width: Int = defaultWidth, to output: inout Target) {
        guard !document.sections.isEmpty else { return output.write("the document has no sections\n") }
        let configuration = configuration(document.configuration.scrollDirection)
        configuration.contentInsetsReference = document.configuration.contentInsetsReference
        // One section's group is drawn alone, with its own item counts: the document's identifiers and measured sizes
        // (keyed by the document's index paths) do not apply to it.
        var context = document.makeContext()
        context.identifiers = nil
        context.sizing = nil
        context.itemCounts = []
        context.itemCounts = [1]
        // Generated documents repeat a few section shapes many times: a section equal to one of the last few (but for
        // its items, which the description does not depend on) is described by the same text, not solved again.
        var recent = RecentShapes()
        // The text is written as bytes into one buffer, handed on in pieces of about 16 KB (`OutputBytes`).
        var text = OutputBytes()
        for index in document.sections.indices {
            if index > 0 { text.append(ascii: UInt8(ascii: "\n")) }
            text.append("section ")
            text.append(integer: index)
            let items = document.sections[index].items
            text.append(" (")
            text.append(integer: items)
            text.append(items == 1 ? " item): " : " items): ")
            if let known = recent.index(of: document.sections[index]) {
                recent.texts[known].withUnsafeBufferPointer { text.append(bytes: $0) }
            } else {
                let section = document.sections[index]
                let built = section.makeSection()
                let start = text.bytes.count
                headerLines(of: built, into: &text)
                body(section: built, configuration: configuration, context: context, width: width, into: &text)
                recent.remember(section, text: text.bytes[start...])
            }
            text.handOnIfFull(to: &output)
        }
        text.handOn(to: &output)
    }

    /// The last `recentShapes` section shapes `write(document:)` described, and their text. Once full, the oldest is
    /// replaced in place, its text's buffer reused (a new array for every section, and both lists shifted, cost about
    /// as much as the comparisons).
    struct RecentShapes {
        /// Sections with the fields the description does not read cleared (`shape(of:)`).
        private(set) var shapes: [LayoutDocument.Section] = []
        private(set) var texts: [[UInt8]] = []
        /// The entry replaced next once the lists are full.
        private var oldest = 0

        /// The section as far as its description goes: its items, identifiers and measured sizes cleared.
        static func shape(of section: LayoutDocument.Section) -> LayoutDocument.Section {
            var shape = section
            (shape.items, shape.itemIdentifiers, shape.identifier, shape.cellSizing) = (0, nil, nil, nil)
            return shape
        }

        /// Where a section of the same shape is kept. The spacing and insets are compared first, without copying the
        /// section: sections that differ mostly differ there, and a whole comparison of each kept shape (groups first,
        /// then the section's numbers) was as costly as writing a section's header (Docs/Performance.md).
        func index(of section: LayoutDocument.Section) -> Int? {
            var shape: LayoutDocument.Section?
            for index in shapes.indices {
                guard shapes[index].interGroupSpacing == section.interGroupSpacing,
                      shapes[index].contentInsets == section.contentInsets else { continue }
                if shape == nil { shape = Self.shape(of: section) }
                if let shape, shapes[index] == shape { return index }
            }
            return nil
        }

        mutating func remember(_ section: LayoutDocument.Section, text: ArraySlice<UInt8>) {
            guard shapes.count == recentShapes else {
                shapes.append(Self.shape(of: section))
                texts.append(Array(text))
                return
            }
            shapes[oldest] = Self.shape(of: section)
            texts[oldest].removeAll(keepingCapacity: true)
            texts[oldest].append(contentsOf: text)
            oldest = (oldest + 1) % recentShapes
        }
    }

    /// How many section shapes `write(document:)` remembers.
    static let recentShapes = 8

    static func configuration(_ scrollDirection: UICollectionView.ScrollDirection) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        return configuration
    }

    /// A group's name, size and spacing (`horizontal, subitem count 3, size={...}, interItemSpacing=.fixed(8)`): how
    /// `render(group:)` and a group's line in a section's tree begin.
    static func appendGroup(_ group: NSCollectionLayoutGroup, to text: inout OutputBytes) {
        appendName(of: group, to: &text)
        text.append(", size=")
        text.append(size: group.layoutSize)
        if let spacing = group.interItemSpacing {
            text.append(", interItemSpacing=")
            text.append(spacing: spacing)
        }
    }

    /// The group's direction and arrangement (`horizontal, subitem count 3`), written as bytes.
    static func appendName(of group: NSCollectionLayoutGroup, to text: inout OutputBytes) {
        let direction: StaticString
        switch group.direction {
        case .horizontal: direction = "horizontal, "
        case .vertical: direction = "vertical, "
        case .custom: return text.append("custom")
        }
        switch group.arrangement {
        case .subitems:
            text.append(direction)
            text.append(integer: group.subitems.count)
            text.append(group.subitems.count == 1 ? " subitem repeated while they fit" : " subitems repeated while they fit")
        case .count(let count):
            text.append(direction)
            text.append("subitem count ")
            text.append(integer: count)
        case .repeating(let count):
            text.append(direction)
            text.append("repeatingSubitem count ")
            text.append(integer: count)
        case .custom:
            text.append("custom")
        }
    }

    /// Solves one instance of the section's group and draws it; slots are labelled `[k]` in the order items fill them.
    /// `context` has one item (`itemCounts` `[1]`), the probe's.
    static func body(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration,
                     context: LayoutContext, width: Int, into text: inout OutputBytes) {
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let containerSize = context.containerSize
        func writeWhere() {
            text.append("in a ")
            text.append(points: containerSize.width)
            text.append(" x ")
            text.append(points: containerSize.height)
            text.append(" container")
        }
        let capacity: Int
        var solution: LayoutSolution
        do {
            // How many items one instance holds: the group's capacity is its template's (SectionRunBuilder.swift), the same
            // for any item count, so the probe lays out one item, and when one item is an instance it is the instance.
            // (It laid out `probeItems` and then the instance: two solves a section, the first the longer, most of
            // `--format describe`'s time.)
            solution = try layout.solve(context)
            capacity = solution.sections.first?.groupCapacity ?? 0
            if capacity > 1 {
                var context = context
                context.itemCounts = [min(capacity, probeItems)]
                solution = try layout.solve(context)
            }
        } catch {
            text.append("cannot be laid out ")
            writeWhere()
            text.append(": \(error)\n")
            return
        }
        text.append("one instance ")
        writeWhere()
        guard capacity > 0 else { return text.append(": no slots\n") }
        // The elements made once (the solution makes an attributes object for each element it is asked for).
        let elements = Array(solution.attributes)
        let cells = elements.filter { $0.representedElementCategory == .cell }
        text.append(": ")
        text.append(points: solution.contentSize.width)
        text.append(" x ")
        text.append(points: solution.contentSize.height)
        text.append(" pt, ")
        text.append(integer: cells.count)
        text.append(cells.count == 1 ? " slot" : " slots")
        if capacity > probeItems {
            text.append(" shown of ")
            text.append(integer: capacity)
        }
        text.append(ascii: UInt8(ascii: "\n"))
        ASCIIDiagram.draw(contentSize: solution.contentSize, elements: elements, width: width, maxRows: 60, color: false,
                          badgeKinds: badgeKinds(section.group), labels: { element in
            // `[k]` joined, not interpolated: a small string, made without allocating.
            element.representedElementCategory == .cell ? "[" + String(element.indexPath.item) + "]" : ASCIIDiagram.label(for: element)
        }, into: &text, lineDone: { _ in })
        if text.bytes.last != UInt8(ascii: "\n") { text.append(ascii: UInt8(ascii: "\n")) }
        for cell in cells.prefix(maximumListedSlots) {
            let f = cell.frame
            text.append(ascii: UInt8(ascii: "["))
            text.append(integer: cell.indexPath.item)
            text.append("] x ")
            text.append(points: f.minX)
            text.append(", y ")
            text.append(points: f.minY)
            text.append(", ")
            text.append(points: f.width)
            text.append(" x ")
            text.append(points: f.height)
            if cell.zIndex != 0 {
                text.append(", z ")
                text.append(integer: cell.zIndex)
            }
            text.append(ascii: UInt8(ascii: "\n"))
        }
        if cells.count > maximumListedSlots {
            text.append("... ")
            text.append(integer: cells.count - maximumListedSlots)
            text.append(" more slots\n")
        }
    }
}

extension NSDirectionalEdgeInsets {
    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}
