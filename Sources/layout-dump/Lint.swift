import Foundation
import LayoutKitLinux

/// Lints a layout document; 0 when it has no problems, 1 otherwise.
func lint(_ options: LintOptions) throws -> Int32 {
    let (name, data) = try readInput(options.file)
    let parsed = try readDocument(from: data, name: name, overrides: options.overrides)
    let warnings = LayoutLint.check(parsed)
    write(LayoutLint.report(warnings, file: name), to: .standardOutput)
    return warnings.isEmpty ? 0 : 1
}
