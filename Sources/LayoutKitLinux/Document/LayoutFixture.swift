import Foundation

/// One fidelity case as data: a layout, the collection view it is laid out in, the frames UIKit gives for it, and
/// where those numbers come from (the format is specified in Docs/Fidelity.md).
///
/// Why data and not Swift: a case anyone can read, write and check without the engine — a number measured on a
/// device goes straight into `frames`, and `layout-dump check` compares it with the engine — and one harness runs
/// every case the same way (Taffy's layout fixtures are the model: one file per case, one generated harness).
///
/// ```json
/// {"description": "...", "source": "...", "confidence": "measured",
///  "context": {"container": {"width": 320, "height": 480}, "displayScale": 2},
///  "layout": {"sections": [...]},
///  "frames": ["content 320 30", "cell - 0.0 0 0 96 10 0"]}
/// ```
public struct LayoutFixture: Equatable, Sendable {
    /// How far the expected numbers can be trusted.
    public enum Confidence: String, CaseIterable, Sendable {
        /// Every number was recorded from real UIKit (a public recording, or your own device).
        case measured
        /// Some numbers were recorded from real UIKit; the others are worked out by hand from the same rules
        /// (`derivation` says which).
        case measuredInPart
        /// Apple's documentation states the numbers, as an example.
        case documented
        /// Worked out by hand from the rules in Docs/Solver.md; nothing was measured.
        case derived
    }

    /// What the case pins, in one sentence.
    public var description: String
    /// Where the numbers come from: a public source (repository and file, documentation page) or a section of Docs/.
    public var source: String
    public var confidence: Confidence
    /// How the expected numbers were worked out (empty when they were measured as they are).
    public var derivation: [String]
    /// The layout and its context, as one layout document (Docs/Schema.md).
    public var document: LayoutDocument
    /// The frames UIKit gives.
    public var expected: FrameDumpDiff.Dump
    /// Whether the case is also laid out right to left and compared with the mirror image of `expected`,
    /// `x' = contentWidth − x − width` (Docs/Solver.md, step 5). Cases whose right-to-left frames were written
    /// out by hand are fixtures of their own instead.
    public var mirrorCheck: Bool

    /// Frames are compared to a thousandth of a point: expected values lie on the 1/2, 1/3 or 1 pt grid and are
    /// written with up to four decimals (`106.6667`), so anything further off is a real difference.
    public static let tolerance: CGFloat = 0.001

    /// The fixture's own keys.
    public static let keys = ["$schema", "description", "source", "confidence", "derivation", "context", "layout", "frames", "mirrorCheck"]
    /// The document keys that describe the collection view rather than the layout; they go in `"context"`.
    public static let contextKeys = ["container", "displayScale", "layoutDirection", "sizeRounding", "pixelRounding", "safeAreaInsets",
                                     "layoutMargins", "readableContentInsets", "contentOffset", "orthogonalOffsets"]

    public init(description: String, source: String, confidence: Confidence, derivation: [String] = [],
                document: LayoutDocument, expected: FrameDumpDiff.Dump, mirrorCheck: Bool = false) {
        self.description = description
        self.source = source
        self.confidence = confidence
        self.derivation = derivation
        self.document = document
        self.expected = expected
        self.mirrorCheck = mirrorCheck
    }

    /// Whether `data` looks like a fixture (a JSON object with `"layout"` and `"frames"`), as opposed to a layout
    /// document or a frame dump. Only the top level is looked at; `parse` checks the rest.
    public static func isFixture(_ data: Data) -> Bool {
        guard data.count <= LayoutDocument.maximumInputSize, let isFixture = try? JSONTree.parse(data, isFixture) else { return false }
        return isFixture
    }

    static func isFixture(_ tree: JSONTree) -> Bool {
        guard let members = tree.root.members else { return false }
        return members.contains { $0.key == "layout" } && members.contains { $0.key == "frames" }
    }

    /// Reads a fixture, or a layout document when `data` is not one (see `isFixture`), from one parse of the JSON:
    /// how `layout-dump` reads a layout wherever a fixture may stand for one (Docs/Fidelity.md). `fixture` is nil
    /// for a layout document; `document` is the fixture's layout otherwise. Throws the error `parse` or
    /// `LayoutDocument.parse` would.
    public static func parseFixtureOrDocument(_ data: Data) throws -> (fixture: LayoutFixture?, document: LayoutDocument) {
        guard data.count <= LayoutDocument.maximumInputSize else { return (nil, try LayoutDocument.parse(data)) }
        return try JSONTree.parse(data) { tree in
            guard isFixture(tree) else { return (nil, try LayoutDocument.read(tree)) }
            let fixture = try read(tree)
            return (fixture, fixture.document)
        }
    }

    /// Reads a fixture. Throws `LayoutDocumentError` naming the first problem with its path in the fixture
    /// (`layout.sections[0].items`, `context.container`, `frames[3]`) and its line and column.
    public static func parse(_ data: Data) throws -> LayoutFixture {
        guard data.count <= LayoutDocument.maximumInputSize else {
            throw LayoutDocumentError(path: "", message: "the input is larger than the \(LayoutDocument.maximumInputSize >> 20) MiB a fixture may have")
        }
        return try JSONTree.parse(data, read)
    }

    /// The fixture a parsed JSON text holds; an error gets the line and column of the value its path names.
    static func read(_ tree: JSONTree) throws -> LayoutFixture {
        do {
            return try read(tree.root)
        } catch let error as LayoutDocumentError {
            throw error.located(in: tree)
        }
    }

    /// Reads a fixture file.
    public static func load(_ url: URL) throws -> LayoutFixture {
        try parse(try Data(contentsOf: url))
    }

    // MARK: Checking

    /// The outcome of laying out a fixture in one direction.
    public struct Outcome: Sendable {
        /// `"left to right"`, or `"right to left (mirror check)"`.
        public var label: String
        /// The frame dump the case expects, in the canonical spelling of `FrameDump`.
        public var expected: String
        /// The engine's frame dump, or nil when it rejected the layout.
        public var actual: String?
        /// The element-by-element comparison (nil when the engine rejected the layout).
        public var result: FrameDumpDiff.Result?
        /// The engine's error, when it rejected the layout.
        public var error: String?

        public var passed: Bool { result?.isEqual == true }

        /// Both dumps, their line diff and the element-by-element account: everything needed to see what moved.
        public var report: String {
            guard let actual, let result else {
                return "\(label): the engine rejected the layout: \(error ?? "unknown error")\n--- expected\n\(expected)"
            }
            if result.isEqual { return "\(label): ok\n" }
            return "\(label): the frames differ\n--- expected\n\(expected)--- actual\n\(actual)"
                + TextDiff.unified(expected, actual, labels: ("expected", "actual")) + result.report
        }
    }

    /// Solves the case (and, with `mirrorCheck`, its right-to-left image) and compares the frames with the expected ones.
    public func check(tolerance: CGFloat = LayoutFixture.tolerance) -> [Outcome] {
        var outcomes = [outcome(document, expected: expected, label: document.layoutDirection == .rightToLeft ? "right to left" : "left to right",
                                tolerance: tolerance)]
        if mirrorCheck {
            var mirroredDocument = document
            mirroredDocument.layoutDirection = .rightToLeft
            outcomes.append(outcome(mirroredDocument, expected: mirrored(expected), label: "right to left (mirror check)", tolerance: tolerance))
        }
        return outcomes
    }

    /// The mirror image of a dump across its content width: `x' = contentWidth − x − width` (Docs/Solver.md, step 5).
    public func mirrored(_ dump: FrameDumpDiff.Dump) -> FrameDumpDiff.Dump {
        var image = dump
        for index in image.elements.indices {
            let frame = image.elements[index].frame
            image.elements[index].frame.origin.x = dump.contentSize.width - frame.minX - frame.width
        }
        return image
    }

    func outcome(_ document: LayoutDocument, expected: FrameDumpDiff.Dump, label: String, tolerance: CGFloat) -> Outcome {
        let expectedText = FrameDump.render(contentSize: expected.contentSize, elements: expected.attributes)
        do {
            let solution = try document.makeLayout().solve(document.makeContext())
            let actual = FrameDumpDiff.Dump(solution)
            return Outcome(label: label, expected: expectedText, actual: FrameDump.render(solution),
                           result: FrameDumpDiff.compare(expected, actual, tolerance: tolerance))
        } catch {
            return Outcome(label: label, expected: expectedText, error: "\(error)")
        }
    }

    // MARK: Reading

    typealias Path = DocumentPath

    static func read(_ root: JSONValue) throws -> LayoutFixture {
        guard let members = root.members else {
            throw LayoutDocumentError(at: .root, message: "expected a JSON object (a fixture: description, source, confidence, context, layout, frames)")
        }
        var fixture: [String: JSONValue] = [:]
        for (key, value) in members where !value.isNull { fixture[key] = value }
        if let unknown = members.map(\.key).sorted().first(where: { !keys.contains($0) }) {
            throw LayoutDocumentError(at: Path.root.key(unknown),
                                      message: "unknown key \"\(unknown)\"; expected one of \(keys.dropFirst().joined(separator: ", "))")
        }
        let description = try text(fixture, "description")
        let source = try text(fixture, "source")
        let confidenceName = try text(fixture, "confidence")
        guard let confidence = Confidence(rawValue: confidenceName) else {
            throw LayoutDocumentError(at: Path.root.key("confidence"), message: "unknown confidence \"\(confidenceName)\"; expected one of "
                                      + Confidence.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let derivation = try lines(fixture["derivation"], at: Path.root.key("derivation"), required: false)
        var mirrorCheck = false
        if let value = fixture["mirrorCheck"] {
            guard let flag = value.boolean else {
                throw LayoutDocumentError(at: Path.root.key("mirrorCheck"), message: "expected true or false")
            }
            mirrorCheck = flag
        }
        let document = try self.document(context: fixture["context"], layout: fixture["layout"])
        if mirrorCheck && document.layoutDirection == .rightToLeft {
            throw LayoutDocumentError(at: Path.root.key("mirrorCheck"), message: "a right-to-left case cannot also be checked against its "
                                      + "mirror image; write the left-to-right case as a fixture of its own")
        }
        let expected = try frames(try lines(fixture["frames"], at: Path.root.key("frames"), required: true))
        return LayoutFixture(description: description, source: source, confidence: confidence, derivation: derivation,
                             document: document, expected: expected, mirrorCheck: mirrorCheck)
    }

    static func text(_ object: [String: JSONValue], _ key: String) throws -> String {
        guard let value = object[key] else {
            throw LayoutDocumentError(at: Path.root.key(key), message: "missing required key (\(meaning[key] ?? "a string"))")
        }
        guard let string = value.string, !string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw LayoutDocumentError(at: Path.root.key(key), message: "expected a non-empty string (\(meaning[key] ?? "text"))")
        }
        return string
    }

    static let meaning = [
        "description": "what the case pins, in one sentence",
        "source": "where the numbers come from: a public repository and file, a documentation page, or a section of Docs/",
        "confidence": Confidence.allCases.map(\.rawValue).joined(separator: ", "),
    ]

    /// A string, or an array of strings (one per line).
    static func lines(_ value: JSONValue?, at path: Path, required: Bool) throws -> [String] {
        guard let value else {
            if required { throw LayoutDocumentError(at: path, message: "missing required key (an array of frame-dump lines, \"content W H\" first)") }
            return []
        }
        if let string = value.string {
            return string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        guard let elements = value.elements else {
            throw LayoutDocumentError(at: path, message: "expected a string or an array of strings")
        }
        return try elements.enumerated().map { index, line in
            guard let string = line.string else {
                throw LayoutDocumentError(at: path.index(index), message: "expected a string (one line)")
            }
            return string
        }
    }

    /// `context` and `layout` together make one layout document, read by `LayoutDocument.parse`; an error's path
    /// names the part it is in (`layout.sections[0]`, `context.container`).
    static func document(context: JSONValue?, layout: JSONValue?) throws -> LayoutDocument {
        // The container is required: without it a document is laid out on the default device, which may change
        // (Docs/Devices.md), and a fixture's numbers must not move with it.
        guard let context else {
            throw LayoutDocumentError(at: Path.root.key("context"), message: "missing required key (the collection view: at least \"container\")")
        }
        guard let contextMembers = context.members else {
            throw LayoutDocumentError(at: Path.root.key("context"), message: "expected an object (" + contextKeys.joined(separator: ", ") + ")")
        }
        if let key = contextMembers.map(\.key).sorted().first(where: { !contextKeys.contains($0) }) {
            throw LayoutDocumentError(at: Path.root.key("context").key(key), message: "unknown key \"\(key)\"; the context takes "
                                      + contextKeys.joined(separator: ", ") + " (the layout's own keys go in \"layout\")")
        }
        guard contextMembers.contains(where: { $0.key == "container" && !$0.value.isNull }) else {
            throw LayoutDocumentError(at: Path.root.key("context").key("container"), message: "missing required key (the collection view's size, "
                                      + "{\"width\": w, \"height\": h}; a fixture does not use the default device)")
        }
        guard let layout else {
            throw LayoutDocumentError(at: Path.root.key("layout"),
                                      message: "missing required key (the layout: \"configuration\" and \"sections\", as in Docs/Schema.md)")
        }
        guard let layoutMembers = layout.members else {
            throw LayoutDocumentError(at: Path.root.key("layout"), message: "expected an object (the layout: \"configuration\" and \"sections\", as in Docs/Schema.md)")
        }
        if let key = layoutMembers.map(\.key).sorted().first(where: { contextKeys.contains($0) }) {
            throw LayoutDocumentError(at: Path.root.key("layout").key(key), message: "\"\(key)\" describes the collection view; put it in \"context\"")
        }
        let merged = "{" + (contextMembers + layoutMembers).map { jsonString($0.key) + ":" + jsonText($0.value) }.joined(separator: ",") + "}"
        do {
            return try LayoutDocument.parse(Data(merged.utf8))
        } catch let error as LayoutDocumentError {
            // The same path in the fixture, so that `parse` finds its line and column there.
            let part = error.components.first.map { component -> String in
                if case .key(let name) = component, contextKeys.contains(name) { return "context" }
                return "layout"
            } ?? "layout"
            throw LayoutDocumentError(at: DocumentPath(components: [.key(part)] + error.components), message: error.message)
        }
    }

    /// A value written back as JSON text (numbers in Swift's shortest round-tripping form).
    static func jsonText(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .boolean: return value.boolean == true ? "true" : "false"
        case .number: return value.number.map { "\($0)" } ?? "null"
        case .string: return jsonString(value.string ?? "")
        case .array: return "[" + (value.elements ?? []).map(jsonText).joined(separator: ",") + "]"
        case .object: return "{" + (value.members ?? []).map { jsonString($0.key) + ":" + jsonText($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// The expected dump; the `# layout-dump frames v1` header may be left out.
    static func frames(_ lines: [String]) throws -> FrameDumpDiff.Dump {
        let hasHeader = lines.first.map(FrameDumpDiff.isFrameDump) ?? false
        let text = ((hasHeader ? [] : [FrameDump.header]) + lines).joined(separator: "\n")
        do {
            return try FrameDumpDiff.parse(text)
        } catch let error as FrameDumpDiff.ParseError {
            let index = error.line - (hasHeader ? 1 : 2)
            throw LayoutDocumentError(at: index >= 0 ? Path.root.key("frames").index(index) : Path.root.key("frames"), message: error.message)
        }
    }
}
