import Foundation

// A layout document written out as JSON (Docs/Schema.md), the inverse of `parse`: `parse(document.jsonText())`
// gives back an equal document. Keys whose value is the schema's default are left out, so an exported layout reads
// like one written by hand; numbers are written with the shortest digits that read back as the same `Double`.

extension LayoutDocument {
    /// The document as JSON text in the schema of Docs/Schema.md, indented, ending in a newline.
    public func jsonText() -> String {
        var writer = JSONTextWriter()
        writer.write(json, indent: 0)
        return writer.text + "\n"
    }

    var json: JSONTextWriter.Value {
        var fields: [(String, JSONTextWriter.Value)] = [
            ("container", .object([("width", .number(containerSize.width)), ("height", .number(containerSize.height))])),
            ("displayScale", .number(displayScale)),
        ]
        if layoutDirection == .rightToLeft { fields.append(("layoutDirection", .string("rightToLeft"))) }
        if sizeRounding != .floorToPixel { fields.append(("sizeRounding", .string(sizeRounding.rawValue))) }
        if pixelRounding != .current { fields.append(("pixelRounding", .string(pixelRounding.rawValue))) }
        for (key, insets, standard) in [("safeAreaInsets", safeAreaInsets, NSDirectionalEdgeInsets.zero),
                                        ("layoutMargins", layoutMargins, LayoutContext.defaultLayoutMargins),
                                        ("readableContentInsets", readableContentInsets, .zero)] where insets != standard {
            fields.append((key, .insets(insets)))
        }
        if contentOffset != .zero { fields.append(("contentOffset", .point(contentOffset))) }
        if !orthogonalOffsets.isEmpty {
            fields.append(("orthogonalOffsets", .object(orthogonalOffsets.sorted { $0.key < $1.key }.map { ("\($0.key)", .point($0.value)) })))
        }
        let configurationFields = configuration.json
        if !configurationFields.isEmpty { fields.append(("configuration", .object(configurationFields))) }
        fields.append(("sections", .array(sections.map(\.json))))
        return .object(fields)
    }
}

extension LayoutDocument.Configuration {
    /// Only the keys that differ from UIKit's defaults.
    var json: [(String, JSONTextWriter.Value)] {
        var fields: [(String, JSONTextWriter.Value)] = []
        if scrollDirection == .horizontal { fields.append(("scrollDirection", .string("horizontal"))) }
        if interSectionSpacing != 0 { fields.append(("interSectionSpacing", .number(interSectionSpacing))) }
        if contentInsetsReference != .safeArea { fields.append(("contentInsetsReference", .string(contentInsetsReference.documentName))) }
        if !boundarySupplementaryItems.isEmpty {
            fields.append(("boundarySupplementaryItems", .array(boundarySupplementaryItems.map(\.json))))
        }
        return fields
    }
}

extension LayoutDocument.Section {
    var json: JSONTextWriter.Value {
        // The items' identifiers when the section lists them (Docs/Diffable.md), else the count.
        var fields: [(String, JSONTextWriter.Value)] = []
        if let identifier { fields.append(("identifier", .string(identifier))) }
        fields.append(("items", itemIdentifiers.map { .array($0.map(JSONTextWriter.Value.string)) } ?? .integer(items)))
        if contentInsets != .zero { fields.append(("contentInsets", .insets(contentInsets))) }
        if contentInsetsReference != .automatic { fields.append(("contentInsetsReference", .string(contentInsetsReference.documentName))) }
        if interGroupSpacing != 0 { fields.append(("interGroupSpacing", .number(interGroupSpacing))) }
        if orthogonalScrollingBehavior != .none {
            fields.append(("orthogonalScrollingBehavior", .string(JSONTextWriter.name(orthogonalScrollingBehavior, in: UICollectionLayoutSectionOrthogonalScrollingBehavior.documentNames))))
        }
        if !supplementariesFollowContentInsets { fields.append(("supplementariesFollowContentInsets", .bool(false))) }
        if !boundarySupplementaryItems.isEmpty { fields.append(("boundarySupplementaryItems", .array(boundarySupplementaryItems.map(\.json)))) }
        if !decorationItems.isEmpty { fields.append(("decorationItems", .array(decorationItems.map(\.json)))) }
        if headerTopPadding != 0 { fields.append(("headerTopPadding", .number(headerTopPadding))) }
        if let cellSizing {
            if !cellSizing.sizes.isEmpty {
                fields.append(("sizes", .array(cellSizing.sizes.map { size in
                    guard let size else { return .null }
                    var lengths: [(String, JSONTextWriter.Value)] = []
                    if let width = size.width { lengths.append(("width", .number(width))) }
                    if let height = size.height { lengths.append(("height", .number(height))) }
                    return .object(lengths)
                })))
            }
            if !cellSizing.texts.isEmpty {
                fields.append(("texts", .array(cellSizing.texts.map { $0.map(JSONTextWriter.Value.string) ?? .null })))
                let style = cellSizing.textStyle
                fields.append(("textStyle", .object([("lineHeight", .number(style.lineHeight)), ("glyphAdvance", .number(style.glyphAdvance)),
                                                     ("insets", .insets(style.insets))])))
            }
        }
        fields.append(("group", LayoutDocument.Element.group(group).json))
        return .object(fields)
    }
}

extension LayoutDocument.Element {
    var json: JSONTextWriter.Value {
        switch self {
        case .item(let item):
            return .object(Self.itemFields(item.layoutSize, item.contentInsets, item.edgeSpacing, item.supplementaryItems))
        case .group(let group):
            var fields: [(String, JSONTextWriter.Value)] = [("group", .string(group.direction.rawValue))]
            fields += Self.itemFields(group.layoutSize, group.contentInsets, group.edgeSpacing, group.supplementaryItems)
            if let spacing = group.interItemSpacing { fields.append(("interItemSpacing", spacing.json)) }
            switch group.arrangement {
            case .subitems(let elements): fields.append(("subitems", .array(elements.map(\.json))))
            case .count(let element, let count): fields += [("subitem", element.json), ("count", .integer(count))]
            case .repeatingSubitem(let element, let count): fields += [("repeatingSubitem", element.json), ("count", .integer(count))]
            case .custom(let items):
                fields.append(("customItems", .array(items.map { item in
                    let f = item.frame
                    return .object([("frame", .array([.number(f.origin.x), .number(f.origin.y), .number(f.size.width), .number(f.size.height)])),
                                    ("zIndex", .integer(item.zIndex))])
                })))
            }
            return .object(fields)
        }
    }

    private static func itemFields(_ size: LayoutDocument.Size, _ insets: NSDirectionalEdgeInsets, _ edgeSpacing: LayoutDocument.EdgeSpacing?,
                                   _ supplementaries: [LayoutDocument.SupplementaryItem]) -> [(String, JSONTextWriter.Value)] {
        var fields: [(String, JSONTextWriter.Value)] = [("layoutSize", size.json)]
        if insets != .zero { fields.append(("contentInsets", .insets(insets))) }
        if let edgeSpacing {
            let sides = [("leading", edgeSpacing.leading), ("top", edgeSpacing.top), ("trailing", edgeSpacing.trailing), ("bottom", edgeSpacing.bottom)]
            fields.append(("edgeSpacing", .object(sides.compactMap { key, spacing in spacing.map { (key, $0.json) } })))
        }
        if !supplementaries.isEmpty { fields.append(("supplementaryItems", .array(supplementaries.map(\.json)))) }
        return fields
    }
}

extension LayoutDocument.Size {
    var json: JSONTextWriter.Value { .object([("widthDimension", widthDimension.json), ("heightDimension", heightDimension.json)]) }
}

extension LayoutDocument.Dimension {
    var json: JSONTextWriter.Value {
        switch self {
        case .fractionalWidth(let f): return .object([("fractionalWidth", .number(f))])
        case .fractionalHeight(let f): return .object([("fractionalHeight", .number(f))])
        case .absolute(let v): return .object([("absolute", .number(v))])
        case .estimated(let v): return .object([("estimated", .number(v))])
        }
    }
}

extension LayoutDocument.Spacing {
    var json: JSONTextWriter.Value {
        switch self {
        case .fixed(let v): return .object([("fixed", .number(v))])
        case .flexible(let v): return .object([("flexible", .number(v))])
        }
    }
}

extension LayoutDocument.Anchor {
    var json: JSONTextWriter.Value {
        let names: [(String, NSDirectionalRectEdge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
        return .object([("edges", .array(names.filter { edges.contains($0.1) }.map { .string($0.0) })),
                        (isFractionalOffset ? "fractionalOffset" : "absoluteOffset", .point(offset))])
    }
}

extension LayoutDocument.SupplementaryItem {
    var json: JSONTextWriter.Value {
        var fields: [(String, JSONTextWriter.Value)] = [("elementKind", .string(elementKind)), ("layoutSize", layoutSize.json),
                                                        ("containerAnchor", containerAnchor.json)]
        if let itemAnchor { fields.append(("itemAnchor", itemAnchor.json)) }
        if let zIndex { fields.append(("zIndex", .integer(zIndex))) }
        return .object(fields)
    }
}

extension LayoutDocument.BoundarySupplementaryItem {
    var json: JSONTextWriter.Value {
        var fields: [(String, JSONTextWriter.Value)] = [
            ("elementKind", .string(elementKind)), ("layoutSize", layoutSize.json),
            ("alignment", .string(JSONTextWriter.name(alignment, in: NSRectAlignment.documentNames))),
        ]
        if absoluteOffset != .zero { fields.append(("absoluteOffset", .point(absoluteOffset))) }
        if let extendsBoundary { fields.append(("extendsBoundary", .bool(extendsBoundary))) }
        if let pinToVisibleBounds { fields.append(("pinToVisibleBounds", .bool(pinToVisibleBounds))) }
        if let zIndex { fields.append(("zIndex", .integer(zIndex))) }
        return .object(fields)
    }
}

extension LayoutDocument.DecorationItem {
    var json: JSONTextWriter.Value {
        var fields: [(String, JSONTextWriter.Value)] = [("elementKind", .string(elementKind))]
        if contentInsets != .zero { fields.append(("contentInsets", .insets(contentInsets))) }
        if let zIndex { fields.append(("zIndex", .integer(zIndex))) }
        return .object(fields)
    }
}

extension UIContentInsetsReference {
    /// The Swift case names, as layout documents spell them (read by the parser, written by the writer).
    static let documentNames: [(String, UIContentInsetsReference)] = [
        ("automatic", .automatic), ("none", .none), ("safeArea", .safeArea),
        ("layoutMargins", .layoutMargins), ("readableContent", .readableContent),
    ]

    /// The Swift case name, as layout documents spell it.
    var documentName: String { JSONTextWriter.name(self, in: Self.documentNames) }
}

/// Writes a JSON value: objects and arrays that fit on one line of 100 characters are written on one line.
struct JSONTextWriter {
    indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case number(CGFloat)
        case integer(Int)
        case string(String)
        case bool(Bool)
        case null

        static func insets(_ insets: NSDirectionalEdgeInsets) -> Value {
            .object([("top", .number(insets.top)), ("leading", .number(insets.leading)),
                     ("bottom", .number(insets.bottom)), ("trailing", .number(insets.trailing))])
        }

        static func point(_ point: CGPoint) -> Value { .object([("x", .number(point.x)), ("y", .number(point.y))]) }
    }

    private(set) var text = ""
    static let lineWidth = 100

    static func name<T: Equatable>(_ value: T, in names: [(String, T)]) -> String {
        names.first { $0.1 == value }?.0 ?? "\(value)"
    }

    mutating func write(_ value: Value, indent: Int) {
        let compact = Self.compact(value)
        if compact.count + indent <= Self.lineWidth { text += compact; return }
        let inner = String(repeating: " ", count: indent + 2)
        switch value {
        case .object(let fields):
            text += "{\n"
            for (index, (key, field)) in fields.enumerated() {
                text += inner + jsonString(key) + ": "
                write(field, indent: indent + 2)
                text += index == fields.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                write(element, indent: indent + 2)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "]"
        default:
            text += compact
        }
    }

    static func compact(_ value: Value) -> String {
        switch value {
        case .object(let fields): return "{" + fields.map { jsonString($0.0) + ": " + compact($0.1) }.joined(separator: ", ") + "}"
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .number(let v): return number(v)
        case .integer(let v): return String(v)
        case .string(let s): return jsonString(s)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// The shortest decimal that reads back as the same `Double` (Swift's `description`), without a trailing `.0`.
    /// A value JSON cannot hold (NaN, infinity) is written as a string, which the parser rejects at its place.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return jsonString("\(value)") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(Double(value))"
    }
}
