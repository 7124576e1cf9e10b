import Foundation

// Reading a layout document (Docs/Schema.md). Every key is checked against the list the format allows
// and every value against its type and range, so a typo is an error with its path, never a silent default.
// Whether an element is a group is decided by its keys (a "group" key), never by trying to decode it.

extension LayoutDocument {
    /// At most this many items in all sections together.
    public static let maximumTotalItems = 10_000_000
    /// At most this many sections.
    public static let maximumSections = 100_000
    /// Groups may be nested at most this deep (a section's group is level 1).
    public static let maximumGroupDepth = 32
    /// The largest `count` of a `subitem`/`repeatingSubitem` group.
    public static let maximumGroupCount = 10_000
    /// At most this many items in one instance of a section's group, counting `count` and `repeatingSubitem`
    /// groups at their full count (nested counts multiply) and a `subitems` group as at least its first subitem.
    /// The solver's own limit on the cells of one group instance (Docs/Reliability.md, "Limits").
    public static let maximumSlotsPerGroup = GroupSolver.maximumSlots
    /// The largest length in points anywhere in a document (sizes, insets, spacings, frames).
    public static let maximumLength: CGFloat = 1_000_000
    /// The largest fraction in `fractionalWidth(f)` / `fractionalHeight(f)`.
    public static let maximumFraction: CGFloat = 1_000
    /// The largest `displayScale` (`LayoutContext.supportedDisplayScales` are the valid ones: 1, 2 and 3).
    public static let maximumDisplayScale: CGFloat = LayoutContext.supportedDisplayScales.max() ?? 3

    /// The largest document `parse` reads, in bytes (64 MiB), from a file, standard input or memory: far more than any
    /// real layout needs, small enough that reading one never exhausts memory.
    public static let maximumInputSize = 64 << 20

    /// Reads a JSON layout document. Throws `LayoutDocumentError` naming the first problem with its line, column and
    /// path. Memory stays near the text's size: values are read in place (`JSONTree`), not into Foundation objects.
    public static func parse(_ data: Data) throws -> LayoutDocument {
        guard data.count <= maximumInputSize else {
            throw LayoutDocumentError(path: "", message: "the input is larger than the \(maximumInputSize >> 20) MiB a layout document may have")
        }
        return try JSONTree.parse(data, read)
    }

    /// The document a parsed JSON text holds; an error gets the line and column of the value its path names.
    static func read(_ tree: JSONTree) throws -> LayoutDocument {
        do {
            return try DocumentReader().document(tree.root)
        } catch let error as LayoutDocumentError {
            throw error.located(in: tree)
        }
    }

    /// Reads a layout document from a string.
    public static func parse(_ text: String) throws -> LayoutDocument {
        try parse(Data(text.utf8))
    }
}

/// The keys each kind of object may have, in the order error messages list them (Docs/layout-schema.json has the same sets).
enum LayoutDocumentKeys {
    static let document: JSONKeyList = ["$schema", "description", "container", "displayScale", "layoutDirection", "sizeRounding",
                                        "pixelRounding", "safeAreaInsets", "layoutMargins", "readableContentInsets", "contentOffset", "orthogonalOffsets",
                                        "configuration", "sections"]
    static let container: JSONKeyList = ["width", "height"]
    static let configuration: JSONKeyList = ["scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems"]
    static let section: JSONKeyList = ["items", "group", "contentInsets", "contentInsetsReference", "interGroupSpacing", "orthogonalScrollingBehavior",
                                       "boundarySupplementaryItems", "supplementariesFollowContentInsets", "decorationItems", "headerTopPadding", "sizes", "texts",
                                       "textStyle", "identifier"]
    static let cellSize: JSONKeyList = ["width", "height"]
    static let textStyle: JSONKeyList = ["lineHeight", "glyphAdvance", "insets"]
    static let item: JSONKeyList = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let group: JSONKeyList = ["group", "layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems", "interItemSpacing", "subitems",
                                     "subitem", "repeatingSubitem", "count", "customItems"]
    static let boundaryItem: JSONKeyList = ["elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex"]
    static let supplementaryItem: JSONKeyList = ["elementKind", "layoutSize", "containerAnchor", "itemAnchor", "zIndex"]
    static let anchor: JSONKeyList = ["edges", "absoluteOffset", "fractionalOffset"]
    static let decorationItem: JSONKeyList = ["elementKind", "contentInsets", "zIndex"]
    static let point: JSONKeyList = ["x", "y"]
    static let customItem: JSONKeyList = ["frame", "zIndex"]
    static let size: JSONKeyList = ["widthDimension", "heightDimension"]
    static let edgeSpacing: JSONKeyList = ["leading", "top", "trailing", "bottom"]
    static let insets: JSONKeyList = ["top", "leading", "bottom", "trailing"]
}

/// One pass over the JSON object tree; throws at the first problem.
struct DocumentReader {
    typealias Path = DocumentPath
    typealias Doc = LayoutDocument

    let memo = Memo()

    // MARK: Document, configuration, sections

    /// The configuration's keys written at the top level, where a reader of UIKit code might put them.
    static let configurationKeysAtTop: [String: String] = Dictionary(uniqueKeysWithValues: LayoutDocumentKeys.configuration.map {
        ($0, "it belongs in \"configuration\" (UICollectionViewCompositionalLayoutConfiguration), e.g. \"configuration\": {\"\($0)\": ...}")
    })

    func document(_ value: JSONValue) throws -> LayoutDocument {
        let path = Path.root
        let object = try self.object(value, at: path, what: "a JSON object (the layout document)")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.document, misplaced: Self.configurationKeysAtTop)
        if let schema = object["$schema"] { _ = try string(schema, at: path.key("$schema")) }
        if let text = object["description"] { _ = try string(text, at: path.key("description")) }
        var document = LayoutDocument(sections: [])
        if let container = object["container"] {
            document.containerSize = try containerSize(container, at: path.key("container"))
        } else {
            // No container: the default device's screen, insets, scale and traits; the keys below still override them.
            document.apply(.default)
        }
        if let scale = object["displayScale"] {
            document.displayScale = try positive(scale, at: path.key("displayScale"), maximum: Doc.maximumDisplayScale)
            guard LayoutContext.supportedDisplayScales.contains(document.displayScale) else {
                throw LayoutDocumentError(path: path.key("displayScale").description, message: "must be 1, 2 or 3 (the scales of "
                    + "UIKit's displays), found \(formatPoints(document.displayScale))")
            }
        }
        if let direction = object["layoutDirection"] {
            document.layoutDirection = try enumeration(direction, at: path.key("layoutDirection"), what: "layout direction",
                                                       cases: [("leftToRight", UITraitEnvironmentLayoutDirection.leftToRight),
                                                               ("rightToLeft", .rightToLeft)])
        }
        if let rounding = object["sizeRounding"] {
            document.sizeRounding = try enumeration(rounding, at: path.key("sizeRounding"), what: "size rounding",
                                                    cases: LayoutContext.SizeRounding.allCases.map { ($0.rawValue, $0) })
        }
        if let rounding = object["pixelRounding"] {
            document.pixelRounding = try enumeration(rounding, at: path.key("pixelRounding"), what: "UIKit version's pixel rounding",
                                                     cases: LayoutContext.PixelRounding.allCases.map { ($0.rawValue, $0) })
            // One knob per rule (Docs/Solver.md, step 3b): an older version resolves sizes unrounded, so a size rounding
            // beside it would be silently ignored.
            if document.pixelRounding != .current && document.sizeRounding != .floorToPixel {
                throw LayoutDocumentError(at: path.key("sizeRounding"), message: "applies only when \"pixelRounding\" is \"current\"; "
                    + "\"\(document.pixelRounding.rawValue)\" resolves sizes unrounded and rounds each frame (Docs/Solver.md, step 3b): "
                    + "leave \"sizeRounding\" out")
            }
        }
        if let insets = object["safeAreaInsets"] { document.safeAreaInsets = try edgeInsets(insets, at: path.key("safeAreaInsets")) }
        if let insets = object["layoutMargins"] { document.layoutMargins = try edgeInsets(insets, at: path.key("layoutMargins")) }
        if let insets = object["readableContentInsets"] {
            document.readableContentInsets = try edgeInsets(insets, at: path.key("readableContentInsets"))
        }
        if let configuration = object["configuration"] {
            document.configuration = try self.configuration(configuration, at: path.key("configuration"))
        }
        if let offset = object["contentOffset"] { document.contentOffset = try point(offset, at: path.key("contentOffset")) }
        let sectionsValue = try required(object, "sections", at: path,
                                         hint: "the list of sections, e.g. \"sections\": [{\"items\": 10, \"group\": {...}}]")
        let list = try array(sectionsValue, at: path.key("sections"), what: "an array of sections")
        guard list.count <= Doc.maximumSections else {
            throw LayoutDocumentError(at: path.key("sections"),
                                      message: "\(list.count) sections is more than the \(Doc.maximumSections) allowed")
        }
        var total = 0
        for (index, element) in list.enumerated() {
            let section = try self.section(element, at: path.key("sections").index(index))
            total += section.items
            guard total <= Doc.maximumTotalItems else {
                throw LayoutDocumentError(at: path.key("sections").index(index).key("items"),
                                          message: "the sections hold more than \(Doc.maximumTotalItems) items in all")
            }
            document.sections.append(section)
        }
        try checkIdentifiers(document.sections, at: path.key("sections"))
        if let offsets = object["orthogonalOffsets"] {
            document.orthogonalOffsets = try orthogonalOffsets(offsets, at: path.key("orthogonalOffsets"), sections: document.sections.count)
        }
        return document
    }

    /// Identifiers, as in a diffable snapshot, are unique (UIKit crashes on a duplicate; Docs/Diffable.md), and items are
    /// identified in every section or in none.
    func checkIdentifiers(_ sections: [LayoutDocument.Section], at path: Path) throws {
        // Without identifiers every section is named by its index, and no two indices are alike: nothing to check.
        guard sections.contains(where: { $0.identifier != nil || $0.itemIdentifiers != nil }) else { return }
        if let named = sections.firstIndex(where: { $0.itemIdentifiers != nil }),
           let counted = sections.firstIndex(where: { $0.itemIdentifiers == nil }) {
            throw LayoutDocumentError(at: path.index(counted).key("items"),
                                      message: "a count, but sections[\(named)].items lists identifiers; list the item identifiers in every section, or counts in all")
        }
        var sectionNames: [String: Int] = [:]
        for (index, section) in sections.enumerated() {
            // A section without an identifier is named by its index, which must not clash with another's identifier.
            if let earlier = sectionNames.updateValue(index, forKey: section.identifier ?? "\(index)") {
                throw LayoutDocumentError(at: path.index(index).key("identifier"),
                                          message: "\(quoted(section.identifier ?? "\(index)")) also identifies sections[\(earlier)] "
                                              + "(a section without an identifier is named by its index); section identifiers are unique, as in a diffable snapshot")
            }
        }
        if let repeated = LayoutIdentifiers.firstRepeat(in: sections.map { $0.itemIdentifiers ?? [] }) {
            let (earlier, later) = (repeated.earlier, repeated.later)
            throw LayoutDocumentError(at: path.index(later.section).key("items").index(later.item),
                                      message: "\(quoted(repeated.name)) is also \(path.index(earlier.section).key("items").index(earlier.item)); "
                                          + "item identifiers are unique across the layout, "
                                          + "as in a diffable snapshot (UIKit crashes on a duplicate)")
        }
    }

    func containerSize(_ value: JSONValue, at path: Path) throws -> CGSize {
        let object = try self.object(value, at: path, what: "an object {\"width\": w, \"height\": h}")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.container)
        let width = try positive(try required(object, "width", at: path), at: path.key("width"), maximum: Doc.maximumLength)
        let height = try positive(try required(object, "height", at: path), at: path.key("height"), maximum: Doc.maximumLength)
        return CGSize(width: width, height: height)
    }

    func configuration(_ value: JSONValue, at path: Path) throws -> LayoutDocument.Configuration {
        let object = try self.object(value, at: path, what: "an object")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.configuration)
        var configuration = LayoutDocument.Configuration()
        if let direction = object["scrollDirection"] {
            configuration.scrollDirection = try enumeration(direction, at: path.key("scrollDirection"), what: "scroll direction",
                                                            cases: [("vertical", UICollectionView.ScrollDirection.vertical),
                                                                    ("horizontal", .horizontal)])
        }
        if let spacing = object["interSectionSpacing"] {
            configuration.interSectionSpacing = try length(spacing, at: path.key("interSectionSpacing"))
        }
        if let reference = object["contentInsetsReference"] {
            let value = try insetsReference(reference, at: path.key("contentInsetsReference"))
            guard value != .automatic else {
                throw LayoutDocumentError(at: path.key("contentInsetsReference"),
                                          message: "\"automatic\" is only for sections (it means: inherit the configuration's); "
                                              + "the configuration takes one of none, safeArea, layoutMargins, readableContent")
            }
            configuration.contentInsetsReference = value
        }
        if let items = object["boundarySupplementaryItems"] {
            configuration.boundarySupplementaryItems = try boundaryItems(items, at: path.key("boundarySupplementaryItems"))
        }
        return configuration
    }

    /// UIKit's section properties the format does not take, each with why.
    static let sectionKeysNotSupported = [
        "supplementaryContentInsetsReference": "the iOS 16 supplementaryContentInsetsReference is not supported yet "
            + "(no public measurement of it exists; see Docs/Differences.md)",
        "orthogonalScrollingProperties": "the iOS 17 orthogonalScrollingProperties (deceleration, bounce) "
            + "do not change frames and are not supported",
    ]

    func section(_ value: JSONValue, at path: Path) throws -> LayoutDocument.Section {
        let object = try self.object(value, at: path, what: "a section object")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.section, notSupported: Self.sectionKeysNotSupported)
        // `"items": 12`, or the items' identifiers, `"items": ["banner-1", "news-7"]` (Docs/Diffable.md).
        let itemsValue = try required(object, "items", at: path)
        var itemIdentifiers: [String]?
        let items: Int
        if let list = itemsValue.elements {
            guard list.count <= Doc.maximumTotalItems else {
                throw LayoutDocumentError(at: path.key("items"), message: "\(list.count) identifiers is more than the \(Doc.maximumTotalItems) items allowed")
            }
            itemIdentifiers = try list.enumerated().map { try string($1, at: path.key("items").index($0)) }
            items = list.count
        } else {
            items = try integer(itemsValue, at: path.key("items"), range: 0...Doc.maximumTotalItems,
                                what: "a non-negative integer (the section's item count)")
        }
        let groupValue = try required(object, "group", at: path,
                                      hint: "the section's group, e.g. \"group\": {\"group\": \"horizontal\", ...}")
        let groupPath = path.key("group")
        let groupObject = try self.object(groupValue, at: groupPath, what: "a group object")
        guard groupObject["group"] != nil else {
            throw LayoutDocumentError(at: groupPath,
                                      message: "a section's group must be a group: add \"group\": \"horizontal\", \"vertical\" or \"custom\""
                                          + " and wrap the item in \"subitems\": [...]")
        }
        var section = LayoutDocument.Section(items: items, group: try group(groupObject, at: groupPath, depth: 1))
        let slots = section.group.minimumSlots
        guard slots <= Doc.maximumSlotsPerGroup else {
            throw LayoutDocumentError(at: groupPath,
                                      message: "one instance of this group would hold at least \(slots) items (nested counts multiply); "
                                          + "at most \(Doc.maximumSlotsPerGroup) are supported")
        }
        section.itemIdentifiers = itemIdentifiers
        if let identifier = object["identifier"] { section.identifier = try string(identifier, at: path.key("identifier")) }
        if let insets = object["contentInsets"] { section.contentInsets = try edgeInsets(insets, at: path.key("contentInsets")) }
        if let reference = object["contentInsetsReference"] {
            section.contentInsetsReference = try insetsReference(reference, at: path.key("contentInsetsReference"))
        }
        if let spacing = object["interGroupSpacing"] { section.interGroupSpacing = try length(spacing, at: path.key("interGroupSpacing")) }
        section.cellSizing = try cellSizing(object, items: items, at: path)
        if let behavior = object["orthogonalScrollingBehavior"] {
            section.orthogonalScrollingBehavior = try enumeration(
                behavior, at: path.key("orthogonalScrollingBehavior"), what: "orthogonal scrolling behavior",
                cases: UICollectionLayoutSectionOrthogonalScrollingBehavior.documentNames)
        }
        if let items = object["boundarySupplementaryItems"] {
            section.boundarySupplementaryItems = try boundaryItems(items, at: path.key("boundarySupplementaryItems"))
        }
        if let follow = object["supplementariesFollowContentInsets"] {
            section.supplementariesFollowContentInsets = try boolean(follow, at: path.key("supplementariesFollowContentInsets"))
        }
        if let items = object["decorationItems"] {
            section.decorationItems = try decorationItems(items, at: path.key("decorationItems"))
        }
        if let padding = object["headerTopPadding"] { section.headerTopPadding = try length(padding, at: path.key("headerTopPadding")) }
        return section
    }

    func insetsReference(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> UIContentInsetsReference {
        try enumeration(value, at: path(), what: "content insets reference",
                        cases: UIContentInsetsReference.documentNames)
    }

    // MARK: Items and groups

    static let itemKeys = LayoutDocumentKeys.item
    /// The keys only groups take, each with the note given when an item has one.
    static let groupOnlyKeys: [String: String] = Dictionary(uniqueKeysWithValues: LayoutDocumentKeys.group.filter {
        !LayoutDocumentKeys.item.contains($0)
    }.map { key in
        (key, "\"\(key)\" belongs to groups; an object without a \"group\" key is an item"
            + " (add \"group\": \"horizontal\", \"vertical\" or \"custom\" to make it a group)")
    })

    /// An item, or a group when the object has a "group" key.
    func element(_ value: JSONValue, at path: Path, depth: Int) throws -> LayoutDocument.Element {
        let object = try self.object(value, at: path, what: "an item or group object")
        if object["group"] != nil {
            return .group(try group(object, at: path, depth: depth))
        }
        try checkKeys(object, at: path, allowed: Self.itemKeys, misplaced: Self.groupOnlyKeys)
        var item = LayoutDocument.Item(layoutSize: try size(try required(object, "layoutSize", at: path), at: path.key("layoutSize")))
        if let insets = object["contentInsets"] { item.contentInsets = try edgeInsets(insets, at: path.key("contentInsets")) }
        if let spacing = object["edgeSpacing"] { item.edgeSpacing = try edgeSpacing(spacing, at: path.key("edgeSpacing")) }
        if let list = object["supplementaryItems"] { item.supplementaryItems = try supplementaryItems(list, at: path.key("supplementaryItems")) }
        return .item(item)
    }

    static let groupDirections = LayoutDocument.Group.Direction.allCases.map { ($0.rawValue, $0) }

    func group(_ object: JSONObject, at path: Path, depth: Int) throws -> LayoutDocument.Group {
        guard depth <= Doc.maximumGroupDepth else {
            throw LayoutDocumentError(at: path,
                                      message: "groups are nested more than \(Doc.maximumGroupDepth) levels deep")
        }
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.group)
        let direction = try enumeration(try required(object, "group", at: path), at: path.key("group"), what: "group kind",
                                        cases: Self.groupDirections)
        let layoutSize = try size(try required(object, "layoutSize", at: path), at: path.key("layoutSize"))

        // Exactly one way of saying what the group holds.
        let forms = ["subitems", "subitem", "repeatingSubitem", "customItems"].filter { object[$0] != nil }
        if forms.count > 1 {
            throw LayoutDocumentError(at: path.key(forms[1]),
                                      message: "conflicts with \"\(forms[0])\"; a group takes exactly one of \"subitems\", "
                                          + "\"subitem\" + \"count\", \"repeatingSubitem\" + \"count\" or (custom groups) \"customItems\"")
        }
        let arrangement: LayoutDocument.Group.Arrangement
        if direction == .custom {
            if let form = forms.first, form != "customItems" {
                throw LayoutDocumentError(at: path.key(form),
                                          message: "a custom group takes \"customItems\": [{\"frame\": [x, y, width, height]}], not \"\(form)\"")
            }
            for key in ["count", "interItemSpacing"] where object[key] != nil {
                throw LayoutDocumentError(at: path.key(key), message: "has no meaning in a custom group")
            }
            let list = try required(object, "customItems", at: path,
                                    hint: "a custom group needs \"customItems\": [{\"frame\": [x, y, width, height]}]")
            arrangement = .custom(try customItems(list, at: path.key("customItems")))
        } else {
            let name = direction.rawValue
            guard let form = forms.first else {
                throw LayoutDocumentError(at: path,
                                          message: "a \(name) group needs \"subitems\": [...], or \"subitem\" or \"repeatingSubitem\" with \"count\"")
            }
            switch form {
            case "customItems":
                throw LayoutDocumentError(at: path.key(form),
                                          message: "only a custom group takes \"customItems\" (this one is \"group\": \"\(name)\")")
            case "subitems":
                if object["count"] != nil {
                    throw LayoutDocumentError(at: path.key("count"),
                                              message: "\"count\" goes with \"subitem\" or \"repeatingSubitem\", not with \"subitems\"")
                }
                let listPath = path.key("subitems")
                let list = try array(try required(object, "subitems", at: path), at: listPath, what: "an array of items and groups")
                guard !list.isEmpty else {
                    throw LayoutDocumentError(at: listPath, message: "at least 1 subitem is required for a group")
                }
                arrangement = .subitems(try list.enumerated().map { try element($1, at: listPath.index($0), depth: depth + 1) })
            default:
                let countValue = try required(object, "count", at: path, hint: "\"\(form)\" needs \"count\": n")
                let count = try integer(countValue, at: path.key("count"), range: 1...Doc.maximumGroupCount,
                                        what: "an integer from 1 to \(Doc.maximumGroupCount)")
                let subitem = try element(try required(object, form, at: path), at: path.key(form), depth: depth + 1)
                arrangement = form == "subitem" ? .count(subitem, count) : .repeatingSubitem(subitem, count)
            }
        }
        var group = LayoutDocument.Group(direction: direction, layoutSize: layoutSize, arrangement: arrangement)
        if let spacing = object["interItemSpacing"] { group.interItemSpacing = try self.spacing(spacing, at: path.key("interItemSpacing")) }
        if let insets = object["contentInsets"] { group.contentInsets = try edgeInsets(insets, at: path.key("contentInsets")) }
        if let spacing = object["edgeSpacing"] { group.edgeSpacing = try edgeSpacing(spacing, at: path.key("edgeSpacing")) }
        if let list = object["supplementaryItems"] { group.supplementaryItems = try supplementaryItems(list, at: path.key("supplementaryItems")) }
        return group
    }

    func customItems(_ value: JSONValue, at path: Path) throws -> [LayoutDocument.CustomItem] {
        let list = try array(value, at: path, what: "an array of {\"frame\": [x, y, width, height], \"zIndex\": z}")
        guard !list.isEmpty else {
            throw LayoutDocumentError(at: path, message: "a custom group needs at least 1 custom item")
        }
        guard list.count <= Doc.maximumGroupCount else {
            throw LayoutDocumentError(at: path, message: "more than \(Doc.maximumGroupCount) custom items")
        }
        return try list.enumerated().map { index, element in
            let itemPath = path.index(index)
            let object = try self.object(element, at: itemPath, what: "an object {\"frame\": [x, y, width, height], \"zIndex\": z}")
            try checkKeys(object, at: itemPath, allowed: LayoutDocumentKeys.customItem)
            let framePath = itemPath.key("frame")
            let numbers = try array(try required(object, "frame", at: itemPath), at: framePath, what: "an array [x, y, width, height]")
            guard numbers.count == 4 else {
                throw LayoutDocumentError(at: framePath,
                                          message: "expected 4 numbers [x, y, width, height], found \(numbers.count)")
            }
            let x = try coordinate(numbers[0], at: framePath.index(0))
            let y = try coordinate(numbers[1], at: framePath.index(1))
            let width = try length(numbers[2], at: framePath.index(2))
            let height = try length(numbers[3], at: framePath.index(3))
            var zIndex = 0
            if let z = object["zIndex"] {
                zIndex = try integer(z, at: itemPath.key("zIndex"), range: -1_000_000_000...1_000_000_000,
                                     what: "an integer from -1000000000 to 1000000000")
            }
            return LayoutDocument.CustomItem(frame: CGRect(x: x, y: y, width: width, height: height), zIndex: zIndex)
        }
    }

    // MARK: Sizes, spacings, insets

    func size(_ value: JSONValue, at path: Path) throws -> LayoutDocument.Size {
        let object = try self.object(value, at: path,
                                     what: "an object {\"widthDimension\": \"fractionalWidth(1)\", \"heightDimension\": \"absolute(44)\"}")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.size)
        let width = try dimension(try required(object, "widthDimension", at: path), at: path.key("widthDimension"))
        let height = try dimension(try required(object, "heightDimension", at: path), at: path.key("heightDimension"))
        return LayoutDocument.Size(widthDimension: width, heightDimension: height)
    }

    static let dimensionKinds = "fractionalWidth(f), fractionalHeight(f), absolute(pt), estimated(pt)"
    static let dimensionNames = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
    static let dimensionsNotSupported = [
        "uniformAcrossSiblings": "uniformAcrossSiblings(estimate:) is not supported yet in layout documents; expected one of \(dimensionKinds)",
    ]

    /// Reads a dimension in any of its three spellings: `"fractionalWidth(0.5)"`, `".estimated(100)"` (Swift's own
    /// spelling) or `{"fractionalWidth": 0.5}` (an object with exactly one key; the number may be a string).
    func dimension(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> LayoutDocument.Dimension {
        try memoized(value, in: memo.dimensions) {
            let call = try self.call(value, at: path(), what: "dimension", kinds: Self.dimensionKinds,
                                     example: "\"absolute(44)\", \"fractionalWidth(0.5)\" or {\"fractionalWidth\": 0.5}",
                                     names: Self.dimensionNames, notSupported: Self.dimensionsNotSupported,
                                     allowFraction: { $0.hasPrefix("fractional") })
            let isFraction = call.name == "fractionalWidth" || call.name == "fractionalHeight"
            let limit = isFraction ? Doc.maximumFraction : Doc.maximumLength
            guard call.number >= 0 else {
                throw LayoutDocumentError(at: path(),
                                          message: "\(call.shown): \(isFraction ? "the fraction" : "the length") must be non-negative")
            }
            guard call.number <= Double(limit) else {
                throw LayoutDocumentError(at: path(),
                                          message: "\(call.shown): \(isFraction ? "the fraction" : "the length") must be at most \(formatPoints(limit))")
            }
            let v = CGFloat(call.number)
            switch call.name {
            case "fractionalWidth": return .fractionalWidth(v)
            case "fractionalHeight": return .fractionalHeight(v)
            case "absolute": return .absolute(v)
            default: return .estimated(v)
            }
        }
    }

    /// `read()`, or what it gave for the same string before: a document repeats a few spellings
    /// (`"fractionalWidth(1)"`) in every section, and each is read once. What a string reads as depends on its text
    /// alone, here its bytes (plain ASCII strings only: `JSONTree.Node.isPlain`); only values read without an error
    /// are kept, so an error still names its own path. Objects (`{"fixed": 8}`) and strings with escapes or
    /// non-ASCII text are read each time.
    func memoized<T>(_ value: JSONValue, in table: Memo.Table<T>, read: () throws -> T) rethrows -> T {
        let tree = value.tree, node = value.node
        guard node.kind == .string, node.isPlain else { return try read() }
        let slot = Int(tree.stringHash(at: value.index) % UInt32(Memo.Table<T>.slotCount))
        if let (known, result) = table.slots[slot], tree.string(at: known, sameAsAt: value.index) { return result }
        let result = try read()
        table.slots[slot] = (value.index, result)
        return result
    }

    /// What a reader has read from strings (see `memoized`), one table per kind of value.
    final class Memo {
        /// A direct-mapped cache: a slot per hash (modulo), holding the last plain string read into it (its node)
        /// and what it read as. A document has a handful of spellings, so they rarely share a slot, and a clash
        /// only reads a string again.
        final class Table<T> {
            static var slotCount: Int { 64 }
            var slots: [(node: Int, value: T)?] = Array(repeating: nil, count: slotCount)
        }

        let dimensions = Table<LayoutDocument.Dimension>()
        let spacings = Table<LayoutDocument.Spacing>()
    }

    /// A `"name(number)"` string or `{"name": number}` object, as `call` reads it.
    struct Call {
        let name: String
        let number: Double
        /// The string; nil for the object form.
        let text: String?

        /// The value as messages quote it: the string, or `{"name": ...}`.
        var shown: String { text.map { quoted($0) } ?? "{\(quoted(name)): ...}" }
    }

    /// The `name` and number of a `"name(number)"` string or a `{"name": number}` object.
    /// `names` are the kinds recognised (a name outside them is rejected with `kinds`, the list of valid spellings);
    /// `notSupported` are UIKit's kinds the format does not take yet, each with its message, given before the
    /// argument is read (so `uniformAcrossSiblings(estimate: 44)` is "not supported", not "invalid number").
    func call(_ value: JSONValue, at path: @autoclosure () -> Path, what: String, kinds: String, example: String, names: [String],
              notSupported: [String: String] = [:], allowFraction: (String) -> Bool) throws -> Call {
        if value.kind == .object {
            let present = try object(value, at: path(), what: "a \(what) object").present
            guard present.count == 1, let (key, argument) = present.first else {
                throw LayoutDocumentError(at: path(),
                                          message: "a \(what) object has exactly one key, one of \(names.joined(separator: ", ")); "
                                              + "found \(present.count == 0 ? "none" : present.map { quoted($0.key) }.sorted().joined(separator: ", "))")
            }
            if let note = notSupported[key] { throw LayoutDocumentError(at: path().key(key), message: note) }
            guard names.contains(key) else {
                var message = "unknown \(what) kind \(quoted(key)); expected one of \(kinds)"
                if let guess = suggestion(for: key, among: names) { message += " (did you mean \"\(guess)\"?)" }
                throw LayoutDocumentError(at: path().key(key), message: message)
            }
            if let text = argument.string {
                return Call(name: key, number: try literal(text, in: text, at: path().key(key), allowFraction: allowFraction(key)), text: nil)
            }
            return Call(name: key, number: try number(argument, at: path().key(key), what: "a number"), text: nil)
        }
        guard let text = value.string else {
            throw LayoutDocumentError(at: path(), message: "expected a \(what) such as \(example), found \(describe(value))")
        }
        let parts = call(text)
        if let (name, _) = parts, let note = notSupported[name] { throw LayoutDocumentError(at: path(), message: note) }
        guard let (name, argument) = parts, names.contains(name) else {
            var message = "unknown \(what) kind \(quoted(text)); expected one of \(kinds)"
            if let (name, _) = parts, let guess = suggestion(for: name, among: names) { message += " (did you mean \"\(guess)\"?)" }
            throw LayoutDocumentError(at: path(), message: message)
        }
        return Call(name: name, number: try literal(argument, in: text, at: path(), allowFraction: allowFraction(name)), text: text)
    }

    static let spacingKinds = "fixed(pt), flexible(pt)"

    /// `"fixed(8)"`, `".flexible(0)"` or `{"fixed": 8}`.
    func spacing(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> LayoutDocument.Spacing {
        try memoized(value, in: memo.spacings) {
            let call = try self.call(value, at: path(), what: "spacing", kinds: Self.spacingKinds,
                                     example: "\"fixed(8)\", \"flexible(0)\" or {\"fixed\": 8}",
                                     names: ["fixed", "flexible"], allowFraction: { _ in false })
            guard call.number >= 0 else {
                throw LayoutDocumentError(at: path(), message: "\(call.shown): the spacing must be non-negative")
            }
            guard call.number <= Double(Doc.maximumLength) else {
                throw LayoutDocumentError(at: path(),
                                          message: "\(call.shown): the spacing must be at most \(formatPoints(Doc.maximumLength))")
            }
            return call.name == "fixed" ? .fixed(CGFloat(call.number)) : .flexible(CGFloat(call.number))
        }
    }

    func edgeSpacing(_ value: JSONValue, at path: Path) throws -> LayoutDocument.EdgeSpacing {
        let object = try self.object(value, at: path, what: "an object {\"leading\": \"flexible(0)\", \"top\": ..., \"trailing\": ..., \"bottom\": ...}")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.edgeSpacing, misplaced: Self.leftRightHint)
        func side(_ key: String) throws -> LayoutDocument.Spacing? {
            guard let value = object[key] else { return nil }
            return try spacing(value, at: path.key(key))
        }
        return LayoutDocument.EdgeSpacing(leading: try side("leading"), top: try side("top"),
                                          trailing: try side("trailing"), bottom: try side("bottom"))
    }

    static let leftRightHint = [
        "left": "directional insets and spacings say \"leading\", not \"left\" (they flip in right-to-left layouts)",
        "right": "directional insets and spacings say \"trailing\", not \"right\" (they flip in right-to-left layouts)",
    ]

    func edgeInsets(_ value: JSONValue, at path: Path) throws -> NSDirectionalEdgeInsets {
        let object = try self.object(value, at: path, what: "an object {\"top\": t, \"leading\": l, \"bottom\": b, \"trailing\": tr}")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.insets, misplaced: Self.leftRightHint)
        func side(_ key: String) throws -> CGFloat {
            guard let value = object[key] else { return 0 }
            return try length(value, at: path.key(key))
        }
        return NSDirectionalEdgeInsets(top: try side("top"), leading: try side("leading"),
                                       bottom: try side("bottom"), trailing: try side("trailing"))
    }

    // MARK: "name(argument)" strings

    /// Splits `name(argument)` (an optional leading dot, as in Swift's `.absolute(44)`); nil when not of that shape.
    func call(_ text: String) -> (String, String)? {
        var body = Substring(trimmingSpaces(text))
        if body.hasPrefix(".") { body = body.dropFirst() }
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else { return nil }
        let name = trimmingSpaces(String(body[..<open]))
        let argument = trimmingSpaces(String(body[body.index(after: open)..<body.index(before: body.endIndex)]))
        // ASCII names answered byte by byte (`Character.isLetter` reads Unicode properties).
        let asciiLetters = name.utf8.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        guard !name.isEmpty, asciiLetters || name.allSatisfy({ $0.isLetter }) else { return nil }
        return (name, argument)
    }

    /// A decimal literal (`44`, `0.5`, `-3`, `1e2`), or for fractions also `p/q` as Swift would compute `1/3`.
    func literal(_ argument: String, in text: String, at path: @autoclosure () -> Path, allowFraction: Bool) throws -> Double {
        func decimal(_ s: Substring) -> Double? { decimalLiteral(String(s)) }
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        if allowFraction, parts.count == 2, let p = decimal(parts[0]), let q = decimal(parts[1]) {
            guard q != 0 else {
                throw LayoutDocumentError(at: path(), message: "\(quoted(text)): division by zero")
            }
            let value = p / q
            if value.isFinite { return value }
        } else if parts.count == 1, let value = decimal(parts[0]) {
            return value
        }
        let expected = allowFraction ? "a finite number such as 0.5 or 1/3" : "a finite number such as 8"
        throw LayoutDocumentError(at: path(),
                                  message: "\(quoted(text)): invalid number \(quoted(argument)); expected \(expected)")
    }

    // MARK: Measured cells (LayoutDocument+Sizing.swift)

    /// A section's `"sizes"`, `"texts"` and `"textStyle"`; nil when it has none of them.
    func cellSizing(_ object: JSONObject, items: Int, at path: Path) throws -> LayoutDocument.CellSizing? {
        guard object["sizes"] != nil || object["texts"] != nil || object["textStyle"] != nil else { return nil }
        var sizing = LayoutDocument.CellSizing()
        func entries(_ key: String) throws -> [JSONValue]? {
            guard let value = object[key] else { return nil }
            let list = try array(value, at: path.key(key), what: "an array with one entry per item (null keeps the estimate)")
            guard list.count <= items else {
                throw LayoutDocumentError(at: path.key(key),
                                          message: "\(list.count) entries but the section has \(items) items")
            }
            return list
        }
        if let list = try entries("sizes") {
            sizing.sizes = try list.enumerated().map { index, entry in
                let entryPath = path.key("sizes").index(index)
                if entry.isNull { return nil }
                let size = try self.object(entry, at: entryPath, what: "a size object such as {\"height\": 80}, or null")
                try checkKeys(size, at: entryPath, allowed: LayoutDocumentKeys.cellSize)
                return LayoutDocument.CellSize(width: try size["width"].map { try length($0, at: entryPath.key("width")) },
                                               height: try size["height"].map { try length($0, at: entryPath.key("height")) })
            }
        }
        if let list = try entries("texts") {
            sizing.texts = try list.enumerated().map { index, entry in
                entry.isNull ? nil : try string(entry, at: path.key("texts").index(index))
            }
        }
        if let value = object["textStyle"] {
            let stylePath = path.key("textStyle")
            let style = try self.object(value, at: stylePath, what: "a text style object")
            try checkKeys(style, at: stylePath, allowed: LayoutDocumentKeys.textStyle)
            if let v = style["lineHeight"] { sizing.textStyle.lineHeight = try length(v, at: stylePath.key("lineHeight")) }
            if let v = style["glyphAdvance"] {
                sizing.textStyle.glyphAdvance = try positive(v, at: stylePath.key("glyphAdvance"), maximum: Doc.maximumLength)
            }
            if let v = style["insets"] { sizing.textStyle.insets = try edgeInsets(v, at: stylePath.key("insets")) }
        }
        return sizing
    }

    // MARK: JSON values

    func object(_ value: JSONValue, at path: Path, what: String) throws -> JSONObject {
        guard value.kind == .object else {
            throw LayoutDocumentError(at: path, message: "expected \(what), found \(describe(value))")
        }
        return JSONObject(value)
    }

    func array(_ value: JSONValue, at path: Path, what: String) throws -> [JSONValue] {
        guard let list = value.elements else {
            throw LayoutDocumentError(at: path, message: "expected \(what), found \(describe(value))")
        }
        return list
    }

    func string(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> String {
        guard let text = value.string else {
            throw LayoutDocumentError(at: path(), message: "expected a string, found \(describe(value))")
        }
        return text
    }

    /// A key that must be there. One set to `null` is absent too (Docs/Schema.md), and the message says it was null.
    /// `hint` says what the key holds, e.g. `the list of sections, e.g. "sections": [...]`.
    func required(_ object: JSONObject, _ key: String, at path: Path, hint: String? = nil) throws -> JSONValue {
        guard let value = object[key] else {
            var notes: [String] = []
            if object.isNull(key) { notes.append("it is null, which counts as absent") }
            if let hint { notes.append(hint) }
            throw LayoutDocumentError(at: path.key(key), message: "missing required key" + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"))
        }
        return value
    }

    func number(_ value: JSONValue, at path: @autoclosure () -> Path, what: String) throws -> Double {
        if let text = value.string {
            // Numbers written as strings ("8", "0.5") are accepted, as a hand-written document often has them.
            guard let parsed = decimalLiteral(text) else {
                throw LayoutDocumentError(at: path(),
                                          message: "expected \(what), found a string (\(quoted(text, limit: 40))) that is not a number")
            }
            return parsed
        }
        guard let number = value.number else {
            throw LayoutDocumentError(at: path(), message: "expected \(what), found \(describe(value))")
        }
        return number
    }

    /// A non-negative length in points.
    func length(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> CGFloat {
        let v = try number(value, at: path(), what: "a non-negative number of points")
        guard v >= 0 else {
            throw LayoutDocumentError(at: path(), message: "must be non-negative, found \(formatPoints(CGFloat(v)))")
        }
        guard v <= Double(Doc.maximumLength) else {
            throw LayoutDocumentError(at: path(), message: "must be at most \(formatPoints(Doc.maximumLength)), found \(formatPoints(CGFloat(v)))")
        }
        return CGFloat(v)
    }

    /// A position that may be negative (custom item frames stick out of their group, Docs/Solver.md, step 2).
    func coordinate(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> CGFloat {
        let v = try number(value, at: path(), what: "a number of points")
        guard abs(v) <= Double(Doc.maximumLength) else {
            throw LayoutDocumentError(at: path(),
                                      message: "must be between -\(formatPoints(Doc.maximumLength)) and \(formatPoints(Doc.maximumLength))")
        }
        return CGFloat(v)
    }

    func positive(_ value: JSONValue, at path: @autoclosure () -> Path, maximum: CGFloat) throws -> CGFloat {
        let v = try number(value, at: path(), what: "a positive number")
        guard v > 0 else {
            throw LayoutDocumentError(at: path(), message: "must be greater than 0, found \(formatPoints(CGFloat(v)))")
        }
        guard v <= Double(maximum) else {
            throw LayoutDocumentError(at: path(), message: "must be at most \(formatPoints(maximum)), found \(formatPoints(CGFloat(v)))")
        }
        return CGFloat(v)
    }

    /// A whole number (JSON `20` or `20.0`) in `range`.
    func integer(_ value: JSONValue, at path: @autoclosure () -> Path, range: ClosedRange<Int>, what: String) throws -> Int {
        let v = try number(value, at: path(), what: what)
        guard v == v.rounded() else {
            throw LayoutDocumentError(at: path(), message: "expected \(what), found \(formatPoints(CGFloat(v)))")
        }
        guard v >= Double(range.lowerBound), v <= Double(range.upperBound) else {
            let shown = abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
            throw LayoutDocumentError(at: path(), message: "expected \(what), found \(shown)"
                                          + (v > Double(range.upperBound) ? " (at most \(range.upperBound))" : ""))
        }
        return Int(v)
    }

    /// One of a fixed set of names (Swift's enum case names, with or without a leading dot).
    func enumeration<T>(_ value: JSONValue, at path: @autoclosure () -> Path, what: String, cases: [(String, T)]) throws -> T {
        var names: String { cases.map(\.0).joined(separator: ", ") }
        guard let text = value.string else {
            throw LayoutDocumentError(at: path(), message: "expected a \(what) string (one of \(names)), found \(describe(value))")
        }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let match = cases.first(where: { $0.0 == name }) { return match.1 }
        var message = "unknown \(what) \(quoted(text)); expected one of \(names)"
        if let guess = suggestion(for: name, among: cases.map(\.0)) { message += " (did you mean \"\(guess)\"?)" }
        throw LayoutDocumentError(at: path(), message: message)
    }

    /// Rejects keys the format does not have. Checked in sorted order, so the error is the same on every run.
    func checkKeys(_ object: JSONObject, at path: Path, allowed: JSONKeyList, notSupported: [String: String] = [:],
                   misplaced: [String: String] = [:]) throws {
        // Nothing to report, as for almost every object: no keys sorted.
        guard object.hasKey(outside: allowed) else { return }
        for key in object.keys.sorted() where !allowed.contains(key) {
            if let note = notSupported[key] {
                throw LayoutDocumentError(at: path.key(key), message: "not supported yet: \(note)")
            }
            if let note = misplaced[key] {
                throw LayoutDocumentError(at: path.key(key), message: "unknown key \(quoted(key)): \(note)")
            }
            var message = "unknown key \(quoted(key)); expected one of \(allowed.filter { !$0.hasPrefix("$") }.joined(separator: ", "))"
            if let guess = suggestion(for: key, among: allowed.names) { message += " (did you mean \"\(guess)\"?)" }
            throw LayoutDocumentError(at: path.key(key), message: message)
        }
    }

    func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .boolean: return "a boolean (\(value.boolean ?? false))"
        case .string: return "a string (\(quoted(value.string ?? "", limit: 40)))"
        case .number: return "a number (\(formatPoints(CGFloat(value.number ?? 0))))"
        case .object: return "an object"
        case .array: return "an array"
        }
    }
}

/// A JSON object's members as the reader looks them up: a key set to `null` reads as absent (Docs/Schema.md), but
/// `isNull` still tells a null from a missing key, for messages. Keys are compared in the text itself
/// (`JSONTree.member(of:named:)`); `String`s are made for them only when a message or a rare path lists them.
struct JSONObject {
    /// The object (its kind is `.object`).
    let value: JSONValue
    /// Member values by key, built only for large objects (small ones are searched in order).
    private let index: [String: JSONValue]?

    init(_ value: JSONValue) {
        self.value = value
        if value.node.low > 16 {
            var index: [String: JSONValue] = [:]
            for member in value.members ?? [] { index[member.key] = member.value }
            self.index = index
        } else {
            self.index = nil
        }
    }

    private func member(_ key: String) -> JSONValue? {
        if let index { return index[key] }
        return value.tree.member(of: value.index, named: key)
    }

    /// The value of `key`; nil when it is missing or null.
    subscript(_ key: String) -> JSONValue? {
        guard let value = member(key), !value.isNull else { return nil }
        return value
    }

    func isNull(_ key: String) -> Bool { member(key)?.isNull ?? false }

    /// Every member, in document order.
    var members: [(key: String, value: JSONValue)] { value.members ?? [] }

    /// The keys whose values are not null, in document order.
    var keys: [String] { present.map(\.key) }

    /// The members whose values are not null.
    var present: [(key: String, value: JSONValue)] { members.filter { !$0.value.isNull } }

    /// Whether a member whose value is not null has a key outside `allowed` (compared in the text, as `member`).
    func hasKey(outside allowed: JSONKeyList) -> Bool {
        let tree = value.tree
        var next = value.index + 1
        for _ in 0..<value.node.low {
            if tree.nodes[next + 1].kind != .null, !tree.string(at: next, isOneOf: allowed) { return true }
            next = tree.end(of: next + 1)
        }
        return false
    }
}

/// The closest name, when it is close enough to be a likely typo (edit distance, case-insensitive).
func suggestion(for word: String, among candidates: [String]) -> String? {
    let lower = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(lower, candidate.lowercased())
        if let current = best, current.1 <= distance { continue }
        best = (candidate, distance)
    }
    guard let (candidate, distance) = best else { return nil }
    let allowed = max(1, min(3, candidate.count / 3))
    if distance <= allowed { return candidate }
    // A shortened name: `width` for `widthDimension`, `kind` for `elementKind`, when only one key starts or ends with it.
    guard lower.count >= 3 else { return nil }
    let shortened = candidates.filter { $0.lowercased().hasPrefix(lower) || $0.lowercased().hasSuffix(lower) }
    return shortened.count == 1 ? shortened[0] : nil
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

extension LayoutDocument.Group {
    /// A lower bound on the items one instance holds, saturating at `Int.max / 2`: `count` forms hold exactly
    /// `count` copies of their subitem; a `subitems` group holds at least its first subitem; custom groups their frames.
    var minimumSlots: Int {
        func slots(_ element: LayoutDocument.Element) -> Int {
            switch element {
            case .item: return 1
            case .group(let group): return group.minimumSlots
            }
        }
        let cap = Int.max / 2
        switch arrangement {
        case .subitems(let elements): return elements.first.map(slots) ?? 0
        case .count(let element, let count), .repeatingSubitem(let element, let count):
            let inner = slots(element)
            return inner > cap / max(count, 1) ? cap : inner * count
        case .custom(let items): return items.count
        }
    }
}
