import Foundation
import LayoutKitLinux

/// A layout document and what it is called in headings: nil for a document file, the builder's call for a Swift file.
struct LabeledDocument {
    let label: String?
    let document: LayoutDocument
}

/// Whether `name` is a Swift layout file (Docs/CLI.md, "Swift layout files"): told by its extension, as the compiler does.
func isSwiftFile(_ name: String) -> Bool {
    name.hasSuffix(".swift")
}

/// The layouts a file stands for, once per set of overrides (one per device of `--devices`): `[overrides][layout]`.
/// A layout document is one layout; a Swift file is each of its builders (or those `overrides.calls` names), compiled,
/// run and exported in the context each set of overrides makes.
func layoutDocuments(name: String, data: Data, for overrides: [LayoutOverrides]) throws -> [[LabeledDocument]] {
    guard isSwiftFile(name) else {
        if let calls = overrides.first?.calls, !calls.isEmpty {
            throw InputError(message: "\(name): \(OptionDeclaration.call.name) names a builder of a Swift layout file (.swift); this is a layout document")
        }
        let document = try parseDocument(data, name: name)
        return try overrides.map { [LabeledDocument(label: nil, document: try overridden(document, by: $0, name: name))] }
    }
    return try SwiftLayoutFile(name: name, source: data, calls: overrides.first?.calls ?? []).documents(for: overrides)
}

/// The one layout a file stands for (diff compares one layout with another): a Swift file with several builders
/// needs `--call`.
func singleLayoutDocument(name: String, data: Data, overrides: LayoutOverrides) throws -> LayoutDocument {
    let documents = try layoutDocuments(name: name, data: data, for: [overrides])[0]
    guard documents.count == 1, let only = documents.first else {
        throw InputError(message: "\(name) declares \(documents.count) layout builders: \(documents.compactMap(\.label).joined(separator: ", ")); "
                             + "name the one to compare with \(OptionDeclaration.call.name) 'BUILDER'")
    }
    return only.document
}

/// A Swift layout file: its builders found, compiled (or taken from the cache) and run.
struct SwiftLayoutFile {
    let name: String
    let build: SwiftLayoutBuild
    /// The indices of the builders to run: those `--call` names, else all.
    let selected: [Int]

    /// Seconds a run of the builders may take before it is stopped.
    static let timeout: Double = 120

    init(name: String, source: Data, calls: [String]) throws {
        self.name = name
        let scanned = SwiftBuilderScan.builders(in: String(decoding: source, as: UTF8.self))
        // A --call is a scanned builder (spaces aside, `()` optional) or a Swift expression compiled as it is given.
        func key(_ call: String) -> String { call.filter { !$0.isWhitespace } }
        func matches(_ builder: SwiftBuilder, _ call: String) -> Bool {
            [key(builder.call), key(builder.call).replacingOccurrences(of: "()", with: "")].contains(key(call))
        }
        let given = calls.filter { call in !scanned.contains { matches($0, call) } }.map { SwiftBuilder(call: $0, owner: nil, member: nil, line: 0) }
        let candidates = scanned + given
        guard !candidates.isEmpty else {
            throw InputError(message: "\(name): no layout builder found. layout-dump calls the functions and properties without arguments that "
                + "return UICollectionViewLayout, UICollectionViewCompositionalLayout or NSCollectionLayoutSection (free, static, or on a "
                + "type made with init()), and subclasses of UICollectionViewCompositionalLayout; or name one with \(OptionDeclaration.call.name) 'EXPRESSION'")
        }
        build = try SwiftLayoutBuild.make(name: name, source: source, builders: candidates, toolchain: try .find())
        let builders = build.builders
        if calls.isEmpty {
            selected = Array(builders.indices)
        } else {
            selected = calls.compactMap { call in builders.firstIndex { matches($0, call) } }
        }
        guard !selected.isEmpty else {
            throw InputError(message: "\(name): no layout builder found that compiles; the file declares "
                + (scanned.isEmpty ? "none" : scanned.map(\.call).joined(separator: ", ")) + ", and none can be called as written")
        }
    }

    /// Each selected builder's document in the context of each set of overrides: `[overrides][builder]`.
    func documents(for overrides: [LayoutOverrides]) throws -> [[LabeledDocument]] {
        let fileManager = FileManager.default
        let work = NSTemporaryDirectory() + "layout-dump-\(UUID().uuidString)"
        try? fileManager.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: work) }
        // Each context as a document without sections (the template the runner makes its context from).
        var request = "out\t\(work)\nsections\t\(SwiftRunnerSource.maximumSections)\t\(SwiftRunnerSource.itemsPerSection)\n"
        request += "builders\t" + selected.map(String.init).joined(separator: "\t") + "\n"
        var templates: [LayoutDocument] = []
        for (index, set) in overrides.enumerated() {
            var template = LayoutDocument(sections: [])
            template.apply(.default)
            template = try overridden(template, by: set, name: name)
            templates.append(template)
            let path = work + "/context-\(index).json"
            _ = fileManager.createFile(atPath: path, contents: Data(template.jsonText().utf8))
            request += "context\t\(path)\t\(template.device?.name ?? "")\t\(template.orientation == .portrait ? "portrait" : "landscape")\n"
        }
        // A run that crashes while asking a section provider for one more section is run again with fewer.
        var caps = ""
        while true {
            _ = fileManager.createFile(atPath: work + "/request", contents: Data((request + caps).utf8))
            // The runtime's crash message without its backtrace (the message names the builder, the file says where); the
            // user's code is not leak-checked when the library was built under a sanitizer.
            let result = try runProcess(build.executable, [work + "/request"], in: work, timeout: Self.timeout,
                                        environment: ["SWIFT_BACKTRACE": "enable=no", "ASAN_OPTIONS": "detect_leaks=0"])
            let progress = (fileText(work + "/progress") ?? "").split(separator: " ").compactMap { Int($0) }
            if result.status == 0 && !result.signalled { break }
            guard progress.count == 3, selected.contains(progress[1]) else {
                throw InputError(message: "\(name): the layout builders could not be run (status \(result.status)):\n\(tail(result.output))")
            }
            let builder = build.builders[progress[1]]
            if progress[2] > 1 && !result.timedOut {
                caps += "cap\t\(progress[1])\t\(progress[2] - 1)\n"
                continue
            }
            let what = result.timedOut ? "did not finish in \(Int(Self.timeout)) s" : "crashed"
            throw InputError(message: "\(name): \(describe(builder)) \(what)" + (progress[2] > 0 ? " while making section \(progress[2] - 1)" : "")
                                 + ":\n\(tail(result.output))")
        }
        return try templates.enumerated().map { context, template in
            try selected.map { index in
                let builder = build.builders[index]
                let answer = work + "/\(context)-\(index)"
                if let error = fileText(answer + ".error") {
                    throw InputError(message: "\(name): \(describe(builder)) \(error)")
                }
                guard let data = fileManager.contents(atPath: answer + ".json") else {
                    throw InputError(message: "\(name): \(describe(builder)) made no layout")
                }
                var document = try parseDocument(data, name: "\(name) (\(builder.call))")
                // The export records the screen the device gave; its traits come back with the device.
                if let device = template.device {
                    document.device = device
                    document.orientation = template.orientation
                }
                return LabeledDocument(label: builder.call, document: document)
            }
        }
    }

    /// `FeedLayout.make() (line 12)`: a builder as messages name it.
    private func describe(_ builder: SwiftBuilder) -> String {
        builder.line > 0 ? "\(builder.call) (line \(builder.line))" : builder.call
    }

    /// What a crashed child said before its stack trace (the runtime's "Fatal error: ..." line), at most 12 lines.
    private func tail(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
        let message = lines.prefix { line in
            !line.hasPrefix("Current stack trace") && !line.hasPrefix("Stack dump") && !line.hasPrefix("💣")
                && line.range(of: #"^\d+\s+\S+\s+0x"#, options: .regularExpression) == nil
        }
        return message.suffix(12).joined(separator: "\n")
    }
}
