import Foundation
import XCTest
@testable import LayoutKitLinux

/// Docs/layout-schema.json and the parser must allow the same keys, and every example must parse.
final class DocumentSchemaTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let url = LayoutDumpRunner.packageRoot.appendingPathComponent("Docs/layout-schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try XCTUnwrap(object as? [String: Any])
    }

    private func propertyNames(_ object: [String: Any]?) throws -> Set<String> {
        let properties = try XCTUnwrap(object?["properties"] as? [String: Any])
        return Set(properties.keys)
    }

    func testSchemaAllowsExactlyTheKeysTheParserAllows() throws {
        let schema = try schema()
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(try propertyNames(schema), Set(LayoutDocumentKeys.document))
        let defs = try XCTUnwrap(schema["$defs"] as? [String: Any])
        let pairs: [(String, JSONKeyList)] = [
            ("container", LayoutDocumentKeys.container), ("configuration", LayoutDocumentKeys.configuration),
            ("section", LayoutDocumentKeys.section), ("item", LayoutDocumentKeys.item), ("group", LayoutDocumentKeys.group),
            ("customItem", LayoutDocumentKeys.customItem), ("size", LayoutDocumentKeys.size),
            ("edgeSpacing", LayoutDocumentKeys.edgeSpacing), ("insets", LayoutDocumentKeys.insets),
            ("cellSize", LayoutDocumentKeys.cellSize), ("textStyle", LayoutDocumentKeys.textStyle),
            ("boundaryItem", LayoutDocumentKeys.boundaryItem), ("supplementaryItem", LayoutDocumentKeys.supplementaryItem),
            ("anchor", LayoutDocumentKeys.anchor), ("decorationItem", LayoutDocumentKeys.decorationItem), ("point", LayoutDocumentKeys.point),
        ]
        for (name, keys) in pairs {
            let definition = defs[name] as? [String: Any]
            XCTAssertEqual(try propertyNames(definition), Set(keys), name)
            XCTAssertEqual(definition?["additionalProperties"] as? Bool, false, "\(name) must reject unknown keys, as the parser does")
        }
    }

    func testEveryExampleParsesAndDescribesItself() throws {
        let directory = LayoutDumpRunner.examplesDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            XCTAssertNoThrow(try LayoutDocument.parse(data), file)
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            XCTAssertNotNil(object?["description"] as? String, "\(file) should say what it shows")
            XCTAssertEqual(object?["$schema"] as? String, "../Docs/layout-schema.json", file)
        }
    }
}
