import Foundation
import LayoutKitLinux

/// A command's help page, apart from its options: what it does, its operands, its exit statuses and examples. The
/// options section and the usage line are made from the option declarations (Help.swift), so the prose here refers
/// to options through their declarations, never by a name of its own.
struct CommandPage {
    let command: Subcommand
    /// The command's line in the overview's COMMANDS list.
    let summary: String
    /// The page's first line.
    let overview: String
    /// The operands, as the usage line shows them after the options (`FILE`, `A B`).
    let operands: String
    /// What `--` makes every later argument ("FILE", "a file"); nil when the command has no use for it.
    let operandAfterEndOfOptions: String?
    /// Paragraphs between the usage line and the options.
    var discussion: String? = nil
    /// The ARGUMENTS section: each operand and what it is.
    var arguments: [(name: String, help: String)] = []
    /// Sections between the options and the exit statuses (render's "OUTPUT (frames)").
    var details: String? = nil
    /// The EXIT STATUS section's lines.
    let exitStatus: String
    /// Command lines, one per line.
    var examples: [String] = []

    /// Every command's page, in the overview's order.
    static let all: [CommandPage] = [render, diff, lint, check, update, help]

    static func of(_ command: Subcommand) -> CommandPage {
        all.first { $0.command == command } ?? render
    }
}

private typealias Option = OptionDeclaration

extension CommandPage {
    /// The overview's introduction, before the usage lines.
    static let introduction = """
        OVERVIEW: Solve compositional layouts described in JSON; draw, dump, compare and lint them.

        Reads a layout document (Docs/Schema.md): the collection view's size and traits, the
        layout configuration and its sections, written with UIKit's names, and solves it as
        UICollectionViewCompositionalLayout would. A Swift file (.swift) that builds layouts with
        'import LayoutKitLinux' is compiled and each of its builders drawn (Docs/CLI.md).
        """

    static let render = CommandPage(
        command: .render,
        summary: "Print a box diagram, frame dump, JSON, SVG or visualDescription().",
        overview: "Solve a layout document and print it.",
        operands: "FILE", operandAfterEndOfOptions: "FILE",
        arguments: [("FILE", "The layout document (JSON), a Swift layout file (.swift), or - to read standard input.")],
        details: """
        OUTPUT (frames):
          "\(FrameDump.header)", "content W H", then one line per element:
          category kind section.item x y width height z
          sorted by category, section, item and kind.
        """,
        exitStatus: """
          0  The layout was solved and printed.
          2  Bad usage or bad input: unknown option, unreadable file, malformed JSON,
             a document that breaks the schema, or a layout UIKit would reject.
          3  An internal error (please report it).
        """,
        examples: [
            "layout-dump Examples/apple-grid.json",
            "layout-dump \(Option.outputFormat.name) frames \(Option.container.name) 320x480 Examples/two-column-grid.json",
            "layout-dump \(Option.outputFormat.name) svg Examples/apple-section-headers-footers.json > layout.svg",
            "cat layout.json | layout-dump \(Option.rightToLeft.name) -",
            "layout-dump \(Option.call.name) 'FeedLayout.make()' \(Option.device.name) iphone16pro FeedLayout.swift",
        ])

    static let diff = CommandPage(
        command: .diff,
        summary: "Compare two frame dumps (or layout documents) element by element.",
        overview: "Compare two layouts element by element.",
        operands: "A B", operandAfterEndOfOptions: "a file",
        discussion: """
        A and B are frame dumps (from 'layout-dump \(Option.outputFormat.name) frames') or layout documents,
        which are solved first; - reads one of them from standard input. Elements are matched
        by category, kind and index path and reported as moved, resized, changed (both),
        zIndex, added or removed, then a summary line.
        """,
        exitStatus: """
          0  The layouts are equal (within the tolerance).
          1  They differ.
          2  Bad usage or bad input (a file that is neither a frame dump nor a valid document).
          3  An internal error (please report it).
        """,
        examples: [
            "layout-dump \(Option.outputFormat.name) frames layout.json > before.frames",
            "layout-dump diff before.frames layout.json",
            "layout-dump diff \(Option.diffTolerance.name) 0.5 a.frames b.frames",
        ])

    static let lint = CommandPage(
        command: .lint,
        summary: "Warn about known compositional-layout pitfalls.",
        overview: "Warn about compositional-layout pitfalls in a layout document.",
        operands: "FILE", operandAfterEndOfOptions: "FILE",
        discussion: """
        Each warning names the path of the value at fault, explains what UIKit does with it,
        how to fix it, and where the rule is documented (Docs/Lint.md). The rules:
          fractional-size-in-estimated-group   a fractional size in an estimated group
          count-group-with-estimated-items     a count: group along the scroll axis, estimated
          content-insets-on-estimated-axis     content insets UIKit ignores
          inter-group-spacing-without-groups   interGroupSpacing with one top-level group
          group-cannot-fit-first-item          a group UIKit rejects
          flexible-spacing-without-room        flexible spacing that acts as fixed
          estimated-absolute-mix               estimated and absolute sizes that fight
          nested-group-supplementary-fraction  a nested group's fractional badge or line
          boundary-items-do-not-stack          two headers (or footers) with one alignment
        """,
        exitStatus: """
          0  No warnings.
          1  At least one warning.
          2  Bad usage or bad input (unreadable file, malformed JSON, a document that breaks the schema).
          3  An internal error (please report it).
        """,
        examples: [
            "layout-dump lint Examples/self-sizing-list.json",
            "layout-dump lint \(Option.device.name) iphone16promax \(Option.landscape.name) layout.json",
        ])

    static let check = CommandPage(
        command: .check,
        summary: "Lay out fidelity fixtures and compare them with their expected frames.",
        overview: "Lay out fidelity fixtures and compare them with their expected frames.",
        operands: "FIXTURE...", operandAfterEndOfOptions: "a FIXTURE",
        discussion: """
        A fixture (Docs/Fidelity.md) is one JSON file holding a layout, its context, the frames UIKit
        gives for it and where those numbers come from. check solves each one (and, when the fixture
        asks for it, its right-to-left mirror image) and prints "ok" or the expected and actual frame
        dumps, their diff and the element-by-element differences. A folder stands for every .json file
        below it. 'layout-dump diff FIXTURE B' compares a fixture's expected frames with any dump or
        layout; 'layout-dump FIXTURE' draws its layout.
        """,
        exitStatus: """
          0  Every fixture matches.
          1  At least one fixture differs (or its layout is rejected by the engine).
          2  Bad usage or bad input (an unreadable file, a fixture that breaks the format).
          3  An internal error (please report it).
        """,
        examples: [
            "layout-dump check Tests/LayoutTests/Fixtures/spacing/fraction-0.3-no-spacing-case0.json",
            "layout-dump check Tests/LayoutTests/Fixtures",
            "layout-dump \(Option.outputFormat.name) frames fixture.json > actual.frames && layout-dump diff fixture.json actual.frames",
        ])

    static let update = CommandPage(
        command: .update,
        summary: "The batch update between two layouts with item identifiers.",
        overview: "The batch update between two layouts, and which cells it moves.",
        operands: "BEFORE AFTER", operandAfterEndOfOptions: "a file",
        discussion: """
        BEFORE and AFTER are layout documents whose sections list their items' identifiers
        ("items": ["banner-1", "news-7", ...]; Docs/Schema.md); - reads one of them from standard
        input. Items and sections are matched by identifier, as a diffable data source matches them,
        and the update UIKit would perform is printed: sections and items deleted, inserted and
        moved, then the items the layout slides; each with its index paths and frames.
        """,
        exitStatus: """
          0  Nothing changes.
          1  Something changes (the update is printed).
          2  Bad usage or bad input (a document without item identifiers, a duplicate identifier).
          3  An internal error (please report it).
        """,
        examples: [
            "layout-dump update Examples/feed-before.json Examples/feed-after.json",
            "layout-dump update \(Option.updateFormat.name) svg before.json after.json > update.svg",
        ])

    static let help = CommandPage(
        command: .help,
        summary: "Show help for a command.",
        overview: "Show the overview, or one command's help.",
        operands: "[COMMAND]", operandAfterEndOfOptions: nil,
        arguments: [("COMMAND", "The command whose help to show: \(Subcommand.allCases.map(\.rawValue).joined(separator: ", ")).")],
        exitStatus: """
          0  The help was shown.
          2  An unknown command.
        """,
        examples: ["layout-dump help diff"])
}
