// The coverage-guided fuzz target of Docs/Fuzzing.md. Not part of the package: Scripts/fuzz.sh compiles it with
// the library's sources into one libFuzzer binary (`swiftc -sanitize=fuzzer`), so it reaches internal API too.
//
// Each input is read as a layout document (or, when it starts with the frame dump header, as a frame dump);
// whatever is accepted is linted, described, solved and rendered in every format. Bad input must end in the
// format's error type: a trap, a hang or runaway memory is a finding.

/// Limits that keep valid but huge layouts from timing out: the fuzzer is after crashes, not after slow inputs
/// the document limits allow on purpose (Docs/Schema.md, "Limits").
enum FuzzLimits {
    /// Items per section once accepted (a document may ask for 10 million).
    static let itemsPerSection = 64
    /// Groups whose one instance holds more slots than this are parsed but not solved.
    static let slotsPerGroup = 4_096
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let text = String(decoding: data, as: UTF8.self)
    if FrameDumpDiff.isFrameDump(text) {
        fuzzFrameDump(text)
    } else {
        fuzzDocument(data)
    }
    return 0
}

func fuzzFrameDump(_ text: String) {
    guard let dump = try? FrameDumpDiff.parse(text) else { return }
    let elements = dump.attributes
    _ = FrameDump.render(contentSize: dump.contentSize, elements: elements)
    _ = JSONDump.render(contentSize: dump.contentSize, elements: elements)
    _ = SVGDiagram.render(contentSize: dump.contentSize, elements: elements)
    _ = ASCIIDiagram.render(contentSize: dump.contentSize, elements: elements, width: 60, maxRows: 30)
    _ = HTMLPage.render([HTMLPage.Tab(name: "fuzz", contentSize: dump.contentSize, elements: elements)])
    _ = FrameDumpDiff.compare(dump, dump, tolerance: 0)
}

func fuzzDocument(_ data: Data) {
    let document: LayoutDocument
    do {
        document = try LayoutDocument.parse(data)
    } catch let error as LayoutDocumentError {
        if error.message.isEmpty { fatalError("a LayoutDocumentError without a message") }
        // Every error names its place (Docs/Schema.md, "Errors"); inputs here are far below the size limit.
        if error.line == nil || error.column == nil { fatalError("a LayoutDocumentError without line and column: \(error)") }
        return
    } catch {
        fatalError("LayoutDocument.parse threw \(type(of: error)), not LayoutDocumentError: \(error)")
    }
    _ = LayoutLint.report(LayoutLint.check(document), file: "fuzz")
    _ = VisualDescription.render(document: document, width: 80)

    var small = document
    for index in small.sections.indices {
        guard small.sections[index].group.minimumSlots <= FuzzLimits.slotsPerGroup else { return }
        small.sections[index].items = min(small.sections[index].items, FuzzLimits.itemsPerSection)
    }
    let solution: LayoutSolution
    do {
        solution = try small.makeLayout().solve(small.makeContext())
    } catch is LayoutError {
        return
    } catch {
        fatalError("solve threw \(type(of: error)), not LayoutError: \(error)")
    }
    for attributes in solution.attributes where !isFinite(attributes.frame) {
        fatalError("solve returned a non-finite frame \(attributes.frame) for \(attributes.indexPath)")
    }
    _ = FrameDump.render(solution)
    _ = JSONDump.render(solution)
    _ = SVGDiagram.render(solution, badgeKinds: small.badgeKinds)
    _ = ASCIIDiagram.render(solution, width: 60, maxRows: 30, badgeKinds: small.badgeKinds)
    _ = HTMLPage.render([HTMLPage.Tab(name: "fuzz", solution: solution, badgeKinds: small.badgeKinds)])
    _ = FrameDumpDiff.compare(FrameDumpDiff.Dump(solution), FrameDumpDiff.Dump(solution), tolerance: 0)
}

func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
}
