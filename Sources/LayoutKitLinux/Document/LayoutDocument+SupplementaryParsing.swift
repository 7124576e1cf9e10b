import Foundation

// Reading supplementary items, decorations, offsets and booleans (Docs/Schema.md, "supplementary items").
// Same rules as the rest of the reader: every key checked, every value typed, the first problem thrown with its path.

extension DocumentReader {
    /// An element kind: any non-empty string, used verbatim (`"section-header-element-kind"`,
    /// `"UICollectionElementKindSectionHeader"`).
    func elementKind(_ object: JSONObject, at path: Path) throws -> String {
        let kind = try string(try required(object, "elementKind", at: path), at: path.key("elementKind"))
        guard !kind.isEmpty else {
            throw LayoutDocumentError(at: path.key("elementKind"), message: "an element kind must not be empty")
        }
        return kind
    }

    static let boundaryItemMisplacedKeys = [
        "offset": "boundary items take \"absoluteOffset\": {\"x\": dx, \"y\": dy}",
        "containerAnchor": "boundary items are placed by \"alignment\", not by an anchor",
    ]

    func boundaryItems(_ value: JSONValue, at path: Path) throws -> [LayoutDocument.BoundarySupplementaryItem] {
        let list = try array(value, at: path, what: "an array of boundary supplementary items")
        return try list.enumerated().map { index, element in
            let itemPath = path.index(index)
            let object = try self.object(element, at: itemPath,
                                         what: "a boundary supplementary item {\"elementKind\": ..., \"layoutSize\": ..., \"alignment\": \"top\"}")
            try checkKeys(object, at: itemPath, allowed: LayoutDocumentKeys.boundaryItem, misplaced: Self.boundaryItemMisplacedKeys)
            let kind = try elementKind(object, at: itemPath)
            let size = try self.size(try required(object, "layoutSize", at: itemPath), at: itemPath.key("layoutSize"))
            let alignment = try enumeration(try required(object, "alignment", at: itemPath), at: itemPath.key("alignment"),
                                            what: "alignment", cases: NSRectAlignment.documentNames)
            var item = LayoutDocument.BoundarySupplementaryItem(elementKind: kind, layoutSize: size, alignment: alignment)
            if let offset = object["absoluteOffset"] { item.absoluteOffset = try point(offset, at: itemPath.key("absoluteOffset")) }
            if let extends = object["extendsBoundary"] { item.extendsBoundary = try boolean(extends, at: itemPath.key("extendsBoundary")) }
            if let pin = object["pinToVisibleBounds"] { item.pinToVisibleBounds = try boolean(pin, at: itemPath.key("pinToVisibleBounds")) }
            if let z = object["zIndex"] { item.zIndex = try zIndex(z, at: itemPath.key("zIndex")) }
            return item
        }
    }

    static let supplementaryItemMisplacedKeys = [
        "alignment": "only boundary supplementary items (section and layout headers and footers) take "
            + "\"alignment\"; an item's supplementary takes \"containerAnchor\"",
    ]

    func supplementaryItems(_ value: JSONValue, at path: Path) throws -> [LayoutDocument.SupplementaryItem] {
        let list = try array(value, at: path, what: "an array of supplementary items")
        return try list.enumerated().map { index, element in
            let itemPath = path.index(index)
            let object = try self.object(element, at: itemPath,
                                         what: "a supplementary item {\"elementKind\": ..., \"layoutSize\": ..., \"containerAnchor\": {\"edges\": [...]}}")
            try checkKeys(object, at: itemPath, allowed: LayoutDocumentKeys.supplementaryItem, misplaced: Self.supplementaryItemMisplacedKeys)
            let kind = try elementKind(object, at: itemPath)
            let size = try self.size(try required(object, "layoutSize", at: itemPath), at: itemPath.key("layoutSize"))
            let container = try anchor(try required(object, "containerAnchor", at: itemPath), at: itemPath.key("containerAnchor"))
            var item = LayoutDocument.SupplementaryItem(elementKind: kind, layoutSize: size, containerAnchor: container)
            if let anchorValue = object["itemAnchor"] { item.itemAnchor = try anchor(anchorValue, at: itemPath.key("itemAnchor")) }
            if let z = object["zIndex"] { item.zIndex = try zIndex(z, at: itemPath.key("zIndex")) }
            return item
        }
    }

    /// `{"edges": ["top", "trailing"], "absoluteOffset": {"x": 5, "y": -5}}`, or `"fractionalOffset"` instead.
    func anchor(_ value: JSONValue, at path: Path) throws -> LayoutDocument.Anchor {
        let object = try self.object(value, at: path, what: "an anchor {\"edges\": [\"top\", \"trailing\"], \"absoluteOffset\": {\"x\": 0, \"y\": 0}}")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.anchor)
        if object["absoluteOffset"] != nil, object["fractionalOffset"] != nil {
            throw LayoutDocumentError(at: path.key("fractionalOffset"),
                                      message: "conflicts with \"absoluteOffset\"; an anchor has one offset, in points or as fractions of the supplementary's size")
        }
        var anchor = LayoutDocument.Anchor(edges: try edges(try required(object, "edges", at: path), at: path.key("edges")))
        if let offset = object["absoluteOffset"] {
            anchor.offset = try point(offset, at: path.key("absoluteOffset"))
        } else if let offset = object["fractionalOffset"] {
            anchor.offset = try point(offset, at: path.key("fractionalOffset"))
            anchor.isFractionalOffset = true
        }
        return anchor
    }

    static let edgeNames: [(String, NSDirectionalRectEdge)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing), ("all", .all),
    ]

    /// `NSDirectionalRectEdge`: an array of edge names (`[]` is no edge: the centre), or one name.
    func edges(_ value: JSONValue, at path: Path) throws -> NSDirectionalRectEdge {
        if value.kind == .string {
            return try enumeration(value, at: path, what: "edge", cases: Self.edgeNames)
        }
        let list = try array(value, at: path, what: "an array of edges (top, leading, bottom, trailing, all)")
        var edges: NSDirectionalRectEdge = []
        for (index, element) in list.enumerated() {
            edges.formUnion(try enumeration(element, at: path.index(index), what: "edge", cases: Self.edgeNames))
        }
        return edges
    }

    static let decorationItemMisplacedKeys = ["layoutSize": "a decoration (a section background) always covers its section; it has no size"]

    func decorationItems(_ value: JSONValue, at path: Path) throws -> [LayoutDocument.DecorationItem] {
        let list = try array(value, at: path, what: "an array of decoration items")
        return try list.enumerated().map { index, element in
            let itemPath = path.index(index)
            let object = try self.object(element, at: itemPath, what: "a decoration item {\"elementKind\": \"background\"}")
            try checkKeys(object, at: itemPath, allowed: LayoutDocumentKeys.decorationItem, misplaced: Self.decorationItemMisplacedKeys)
            var item = LayoutDocument.DecorationItem(elementKind: try elementKind(object, at: itemPath))
            if let insets = object["contentInsets"] { item.contentInsets = try edgeInsets(insets, at: itemPath.key("contentInsets")) }
            if let z = object["zIndex"] { item.zIndex = try zIndex(z, at: itemPath.key("zIndex")) }
            return item
        }
    }

    /// `{"x": 0, "y": 100}`; either may be negative.
    func point(_ value: JSONValue, at path: Path) throws -> CGPoint {
        let object = try self.object(value, at: path, what: "a point {\"x\": x, \"y\": y}")
        try checkKeys(object, at: path, allowed: LayoutDocumentKeys.point)
        let x = try object["x"].map { try coordinate($0, at: path.key("x")) } ?? 0
        let y = try object["y"].map { try coordinate($0, at: path.key("y")) } ?? 0
        return CGPoint(x: x, y: y)
    }

    /// `{"1": {"x": 40, "y": 0}}`: the orthogonal scroll position of each section, keyed by section index.
    func orthogonalOffsets(_ value: JSONValue, at path: Path, sections: Int) throws -> [Int: CGPoint] {
        let object = try self.object(value, at: path, what: "an object of section index to point, e.g. {\"1\": {\"x\": 40, \"y\": 0}}")
        var offsets: [Int: CGPoint] = [:]
        for key in object.keys.sorted() {
            guard let value = object[key] else { continue }
            guard key.allSatisfy(\.isASCII), key.allSatisfy(\.isNumber), let index = Int(key), index < sections else {
                throw LayoutDocumentError(at: path.key(key),
                                          message: "expected a section index from 0 to \(sections - 1) as the key, found \(quoted(key))")
            }
            offsets[index] = try point(value, at: path.key(key))
        }
        return offsets
    }

    func boolean(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> Bool {
        guard let boolean = value.boolean else {
            throw LayoutDocumentError(at: path(), message: "expected true or false, found \(describe(value))")
        }
        return boolean
    }

    func zIndex(_ value: JSONValue, at path: @autoclosure () -> Path) throws -> Int {
        try integer(value, at: path(), range: -1_000_000_000...1_000_000_000, what: "an integer from -1000000000 to 1000000000")
    }
}
