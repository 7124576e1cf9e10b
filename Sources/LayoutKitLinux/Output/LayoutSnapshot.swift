import Foundation

/// When reference snapshots are (re)written: the `LAYOUTKIT_RECORD` environment variable (Docs/Snapshots.md).
public enum LayoutSnapshotRecordMode: String, CaseIterable, Sendable {
    /// The default: write a reference that does not exist yet; compare against one that does.
    case missing
    /// Rewrite every reference (after an intended change); every snapshot assertion fails so it is looked at.
    case all
    /// Rewrite the references that do not match (and write missing ones).
    case failed
    /// Never write (for CI): a missing reference is a failure.
    case never

    /// The environment variable that chooses the mode.
    public static let environmentVariable = "LAYOUTKIT_RECORD"
}

/// Snapshot testing for layouts: the frame dump of a solution is compared with a reference file kept next
/// to the test, under `__Snapshots__/<TestFile>/<test>.frames` (Docs/Snapshots.md).
///
/// The core is test-framework-neutral (this module does not import XCTest): `verifyLayoutSnapshot` returns
/// nil when the snapshot matches, or a failure message to hand to `XCTFail` or Swift Testing's `Issue.record`.
/// Recording a reference always returns a message too, so a test never passes on a file it just wrote.
public enum LayoutSnapshot {
    /// The reference file's extension.
    public static let fileExtension = "frames"

    /// Compares `solution`'s frame dump with its reference, recording per `record` (default: `LAYOUTKIT_RECORD`, else `missing`).
    ///
    /// - Parameters:
    ///   - solution: the solved layout whose frame dump is compared.
    ///   - name: tells several snapshots of one test apart (`<test>.<name>.frames`).
    ///   - record: when the reference is written instead of compared.
    ///   - snapshotDirectory: where references live instead of `__Snapshots__/<TestFile>/` beside `filePath`.
    ///   - environment: where `LAYOUTKIT_RECORD` is read.
    ///   - filePath: pass `#filePath` through (the default does it for direct calls).
    ///   - testName: pass `#function` through (the default does it for direct calls).
    public static func verify(_ solution: LayoutSolution, named name: String? = nil, record: LayoutSnapshotRecordMode? = nil,
                              snapshotDirectory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                              filePath: String = #filePath, testName: String = #function) -> String? {
        compare(text: FrameDump.render(solution),
                pictures: { reference in
                    (SVGDiagram.render(solution), HTMLPage.comparison(title: testName, actualSize: solution.contentSize,
                                                                      actual: Array(solution.attributes), reference: reference))
                }, named: name, record: record,
                snapshotDirectory: snapshotDirectory, environment: environment, filePath: filePath, testName: testName)
    }

    /// Prepares `layout` in `context` first (`prepare(in:)`) and dumps what the layout object answers, so a subclass's
    /// overridden queries show in the snapshot; a layout that cannot be prepared is a failure with the solver's message.
    public static func verify(_ layout: UICollectionViewLayout, in context: LayoutContext, named name: String? = nil,
                              record: LayoutSnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              filePath: String = #filePath, testName: String = #function) -> String? {
        do {
            try layout.prepare(in: context)
            let answered = layout.answeredAttributes()
            return compare(text: FrameDump.render(layout),
                           pictures: { reference in
                               let size = layout.collectionViewContentSize
                               return (SVGDiagram.render(contentSize: size, elements: answered),
                                       HTMLPage.comparison(title: testName, actualSize: size, actual: answered, reference: reference))
                           },
                           named: name, record: record, snapshotDirectory: snapshotDirectory, environment: environment,
                           filePath: filePath, testName: testName)
        } catch {
            return "The layout could not be solved, so there is no snapshot to compare: \(error)"
        }
    }

    /// The same workflow for any text (a frame dump made another way, say).
    public static func verify(text: String, named name: String? = nil, record: LayoutSnapshotRecordMode? = nil,
                              snapshotDirectory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                              filePath: String = #filePath, testName: String = #function) -> String? {
        compare(text: text, pictures: nil, named: name, record: record, snapshotDirectory: snapshotDirectory,
                environment: environment, filePath: filePath, testName: testName)
    }

    /// The workflow: compare with the reference, record per the mode, and on a mismatch leave the actual dump (and its
    /// pictures, when there are any) beside the reference as `<test>.actual.frames` / `.actual.svg` / `.actual.html`,
    /// named in the message with the `layout-dump diff` command that compares them. A match removes stale `.actual` files.
    static func compare(text: String, pictures: ((_ reference: String) -> (svg: String, html: String))?, named name: String?, record: LayoutSnapshotRecordMode?,
                        snapshotDirectory: String?, environment: [String: String], filePath: String, testName: String) -> String? {
        let mode: LayoutSnapshotRecordMode
        if let record {
            mode = record
        } else if let value = environment[LayoutSnapshotRecordMode.environmentVariable], !value.isEmpty {
            guard let parsed = LayoutSnapshotRecordMode(rawValue: value.lowercased()) else {
                return "\(LayoutSnapshotRecordMode.environmentVariable)=\(value) is not a record mode; use one of "
                    + LayoutSnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ") + " (default missing)"
            }
            mode = parsed
        } else {
            mode = .missing
        }
        let url = referenceURL(filePath: filePath, testName: testName, name: name, snapshotDirectory: snapshotDirectory)
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: url.path)
        // A reference that exists but cannot be read as UTF-8 text is a failure, never a missing file: recording over it
        // would make the next run pass whatever the layout does. Only the record modes that rewrite references replace it.
        let existing = exists ? (try? Data(contentsOf: url)).flatMap { String(validating: $0, as: UTF8.self) } : nil
        if exists, existing == nil, mode != .all, mode != .failed {
            return "The reference snapshot at \(url.path) exists but cannot be read as UTF-8 text; it was left as it is. "
                + "Restore it from version control, or replace it with \(LayoutSnapshotRecordMode.environmentVariable)=failed."
        }

        func write(_ reason: String) -> String {
            do {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                return "Could not record the snapshot at \(url.path): \(error.localizedDescription)"
            }
            let rerun = mode == .all || mode == .failed ? " (without \(LayoutSnapshotRecordMode.environmentVariable)=\(mode.rawValue))" : ""
            return "\(reason) Recorded the snapshot at \(url.path). Run the test again\(rerun) to check against it; a recording never passes."
        }
        let actualURL = url.deletingPathExtension().appendingPathExtension("actual." + fileExtension)
        let pictureURL = url.deletingPathExtension().appendingPathExtension("actual.svg")
        let pageURL = url.deletingPathExtension().appendingPathExtension("actual.html")

        guard let reference = existing else {
            if mode == .never {
                return "No reference snapshot at \(url.path), and \(LayoutSnapshotRecordMode.environmentVariable)=never does not record one. "
                    + "Record it locally (the default mode records missing snapshots) and commit it."
            }
            // A name that is not a plain file name gained a hash suffix (`fileNameComponent`); say where its reference
            // recorded under the earlier spelling is, so it can be renamed rather than recorded afresh.
            let earlier = referenceURL(filePath: filePath, testName: testName, name: name, snapshotDirectory: snapshotDirectory,
                                       spelling: sanitize)
            let hint = earlier != url && fileManager.fileExists(atPath: earlier.path)
                ? " A reference recorded before names were kept distinct is at \(earlier.path); if it is this snapshot's, move it to \(url.path)."
                : ""
            return write("No reference snapshot existed." + hint)
        }
        if mode == .all {
            let diff = TextDiff.unified(reference, text, labels: ("reference", "actual"))
            return write("\(LayoutSnapshotRecordMode.environmentVariable)=all re-records every snapshot"
                          + (diff.isEmpty ? " (this one had not changed)." : "; it had changed:\n\(diff)"))
        }
        guard reference != text else {
            try? fileManager.removeItem(at: actualURL)
            try? fileManager.removeItem(at: pictureURL)
            try? fileManager.removeItem(at: pageURL)
            return nil
        }
        let diff = TextDiff.unified(reference, text, labels: (url.lastPathComponent + " (reference)", "actual"))
        let message = "The layout does not match its snapshot \(url.path):\n\(diff.isEmpty ? "(the texts differ only in line endings)\n" : diff)"
        if mode == .failed {
            return write(message)
        }
        var kept = ""
        if (try? Data(text.utf8).write(to: actualURL, options: .atomic)) != nil {
            kept = "The actual dump is at \(actualURL.path)"
            if let (svg, html) = pictures?(reference), (try? Data(svg.utf8).write(to: pictureURL, options: .atomic)) != nil,
               (try? Data(html.utf8).write(to: pageURL, options: .atomic)) != nil {
                kept += " (pictures: \(pictureURL.path), \(pageURL.path))"
            }
            kept += "; compare with: layout-dump diff \(shellQuoted(url.path)) \(shellQuoted(actualURL.path))\n"
        }
        return message + kept + "If the change is intended, re-record with \(LayoutSnapshotRecordMode.environmentVariable)=failed."
    }

    /// A path as one shell word.
    static func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) } ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `<directory of filePath>/__Snapshots__/<file name without extension>/<test>[.<name>].frames`.
    public static func referenceURL(filePath: String, testName: String, name: String? = nil, snapshotDirectory: String? = nil) -> URL {
        referenceURL(filePath: filePath, testName: testName, name: name, snapshotDirectory: snapshotDirectory, spelling: fileNameComponent)
    }

    static func referenceURL(filePath: String, testName: String, name: String?, snapshotDirectory: String?,
                             spelling: (String) -> String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
                .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
        var text = testName
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        var base = spelling(text)
        if let name, !name.isEmpty { base += "." + spelling(name) }
        return directory.appendingPathComponent(base + "." + fileExtension)
    }

    /// A test or snapshot name as part of a file name. A simple name (ASCII letters, digits, `-`, `_`, `.` inside) is
    /// kept as it is; any other has those characters kept, the rest made `_`, and a hash of the whole name added
    /// (`columns(2)` → `columns_2_-1a2b3c4d`), so that two names never share a reference file.
    static func fileNameComponent(_ name: String) -> String {
        let plain = sanitize(name)
        return plain == name ? plain : plain + "-" + stableHash(name)
    }

    /// Letters, digits, `-`, `_` and `.` kept, anything else `_`; no dot at either end; `snapshot` when nothing is left.
    static func sanitize(_ name: String) -> String {
        let mapped = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
        }
        let result = String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return result.isEmpty ? "snapshot" : result
    }

    /// 8 hexadecimal digits of the 64-bit FNV-1a hash of the name's UTF-8 bytes (the same on every machine and run,
    /// unlike `hashValue`), folded to 32 bits.
    static func stableHash(_ name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

/// `LayoutSnapshot.verify` under the name the snapshot-testing world knows; returns nil or a failure message.
///
/// ```swift
/// // XCTest
/// if let message = verifyLayoutSnapshot(of: solution) { XCTFail(message) }
/// // Swift Testing
/// if let message = verifyLayoutSnapshot(of: solution) { Issue.record(Comment(rawValue: message)) }
/// ```
public func verifyLayoutSnapshot(of solution: LayoutSolution, named name: String? = nil, record: LayoutSnapshotRecordMode? = nil,
                                 snapshotDirectory: String? = nil, filePath: String = #filePath, testName: String = #function) -> String? {
    LayoutSnapshot.verify(solution, named: name, record: record, snapshotDirectory: snapshotDirectory,
                          filePath: filePath, testName: testName)
}

/// Prepares the layout in `context`, then compares the dump of what the layout object answers (overrides included).
public func verifyLayoutSnapshot(of layout: UICollectionViewLayout, in context: LayoutContext, named name: String? = nil,
                                 record: LayoutSnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                                 filePath: String = #filePath, testName: String = #function) -> String? {
    LayoutSnapshot.verify(layout, in: context, named: name, record: record, snapshotDirectory: snapshotDirectory,
                          filePath: filePath, testName: testName)
}
