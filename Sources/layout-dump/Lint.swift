import Foundation
import LayoutKitLinux

/// Lints a layout document; 0 when it has no problems, 1 otherwise.
func lint(_ options: LintOptions) throws -> Int32 {
    let (name, data) = try readInput(options.file)
    // A Swift file's builders are linted one by one, each report naming its builder.
    let layouts = try layoutDocuments(name: name, data: data, for: [options.overrides])[0]
    var clean = true
    for layout in layouts {
        let warnings = LayoutLint.check(layout.document)
        write(LayoutLint.report(warnings, file: layout.label.map { "\(name) (\($0))" } ?? name), to: .standardOutput)
        clean = clean && warnings.isEmpty
    }
    return clean ? 0 : 1
}
