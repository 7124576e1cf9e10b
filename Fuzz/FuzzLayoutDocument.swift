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
    let dump: FrameDumpDiff.Dump
    do {
        dump = try FrameDumpDiff.parse(text)
    } catch is FrameDumpDiff.ParseError {
        // The streaming reader (layout-dump diff) refuses what the parser refuses.
        if (try? FrameDumpDiff.Rows(parsing: Data(text.utf8))) != nil { fatalError("Rows read a dump parse refuses") }
        return
    } catch {
        fatalError("FrameDumpDiff.parse threw \(type(of: error)), not ParseError: \(error)")
    }
    let elements = dump.attributes
    _ = FrameDump.render(contentSize: dump.contentSize, elements: elements)
    _ = JSONDump.render(contentSize: dump.contentSize, elements: elements)
    _ = SVGDiagram.render(contentSize: dump.contentSize, elements: elements)
    _ = ASCIIDiagram.render(contentSize: dump.contentSize, elements: elements, width: 60, maxRows: 30)
    _ = HTMLPage.render([HTMLPage.Tab(name: "fuzz", contentSize: dump.contentSize, elements: elements)])
    _ = FrameDumpDiff.compare(dump, dump, tolerance: 0)
    // Written and read again, a dump is the same dump (kinds spelled `-`, quoted kinds, Windows line endings): its
    // text equals the text written, and the streamed diff of text against memory finds nothing.
    let written = FrameDump.render(contentSize: dump.contentSize, elements: elements)
    guard let again = try? FrameDumpDiff.parse(written.replacingOccurrences(of: "\n", with: "\r\n")) else {
        fatalError("a written dump does not read back:\n\(written)")
    }
    if FrameDump.render(contentSize: again.contentSize, elements: again.attributes) != written { fatalError("a dump read back differs:\n\(written)") }
    var report = ""
    guard let rows = try? FrameDumpDiff.Rows(parsing: Data(written.utf8)),
          FrameDumpDiff.writeReport(rows, FrameDumpDiff.Rows(dump), to: &report) else {
        fatalError("a dump differs from its own text:\n\(report)")
    }
}

/// Export → read (Docs/Schema.md, "From Swift to a document"): the document's layout exported in its own context
/// either reads back to the same frames or is refused with a `LayoutError` that names a place.
func fuzzExportRoundTrip(_ document: LayoutDocument, _ solution: LayoutSolution) {
    let exported: LayoutDocument
    do {
        exported = try LayoutDocument(layout: document.makeLayout(), context: document.makeContext())
    } catch let error as LayoutError {
        if error.path.isEmpty { fatalError("an export refusal without a place: \(error)") }
        return
    } catch {
        fatalError("export threw \(type(of: error)), not LayoutError: \(error)")
    }
    guard let parsed = try? LayoutDocument.parse(exported.jsonText()) else { fatalError("an export does not read back:\n\(exported.jsonText())") }
    guard let again = try? parsed.makeLayout().solve(parsed.makeContext()) else { fatalError("an export does not solve where its layout does") }
    if FrameDump.render(again) != FrameDump.render(solution) { fatalError("an export read back gives other frames:\n\(exported.jsonText())") }
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
    fuzzLookUps(solution)
    fuzzExportRoundTrip(small, solution)
    fuzzIncrementalUpdate(small, bytes: Array(data))
}

/// Every element (the first few thousand) is found again by its look-up: a cell at its index path with the same frame;
/// a supplementary or decoration whose kind and index path no other element shares, with the same frame.
func fuzzLookUps(_ solution: LayoutSolution) {
    let elements = Array(solution.attributes.prefix(4_000))
    var keys: [String: Int] = [:]
    for a in elements { keys["\(a.representedElementCategory) \(a.representedElementKind ?? "") \(a.indexPath)", default: 0] += 1 }
    for a in elements {
        let found: UICollectionViewLayoutAttributes?
        switch a.representedElementCategory {
        case .cell: found = solution.layoutAttributesForItem(at: a.indexPath)
        case .supplementaryView: found = solution.layoutAttributesForSupplementaryView(ofKind: a.representedElementKind ?? "", at: a.indexPath)
        case .decorationView: found = solution.layoutAttributesForDecorationView(ofKind: a.representedElementKind ?? "", at: a.indexPath)
        }
        guard keys["\(a.representedElementCategory) \(a.representedElementKind ?? "") \(a.indexPath)"] == 1 else { continue }
        if found?.frame != a.frame || found?.zIndex != a.zIndex {
            fatalError("the look-up of \(a.representedElementCategory) \(a.representedElementKind ?? "") \(a.indexPath) answers "
                + "\(String(describing: found?.frame)), not the listed \(a.frame)")
        }
    }
}

/// A differential check of incremental re-layout (Docs/Solver.md, "Incremental re-layout"): new sizes for up to three
/// cells, taken from the input's last bytes, and the updated layout must equal a full solve of the same answers.
func fuzzIncrementalUpdate(_ document: LayoutDocument, bytes: [UInt8]) {
    let layout = document.makeLayout()
    var context = document.makeContext()
    let counts = context.itemCounts
    guard counts.contains(where: { $0 > 0 }), bytes.count >= 4, let incremental = try? IncrementalLayout(layout: layout, context: context) else { return }
    var changes: [IndexPath: CGSize] = [:]
    var k = bytes.count - 1
    for _ in 0..<3 where k >= 3 {
        var section = Int(bytes[k]) % counts.count
        while counts[section] == 0 { section = (section + 1) % counts.count }
        let item = Int(bytes[k - 1]) % counts[section]
        changes[IndexPath(item: item, section: section)] = CGSize(width: CGFloat(bytes[k - 2]) * 1.5, height: CGFloat(bytes[k - 3]) * 1.25)
        k -= 4
    }
    do {
        try incremental.update(sizes: changes)
    } catch is LayoutError {
        return
    } catch {
        fatalError("IncrementalLayout.update threw \(type(of: error)), not LayoutError: \(error)")
    }
    let sizing = context.sizing
    context.sizing = { request in (request.category == .cell ? changes[request.indexPath] : nil) ?? sizing?(request) ?? request.proposedSize }
    guard let full = try? layout.solve(context) else { fatalError("an update succeeded where a full solve of the same answers throws") }
    if (try? incremental.solution) != full { fatalError("an incremental update differs from a full solve of the same answers: \(changes)") }
}

func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
}
