import Foundation
import LayoutKitLinux

// Every option of every command, declared once: the only file in Sources/layout-dump that spells an option's name
// (Tests/LayoutTests/CLI/CLIOptionDeclarationTests.swift checks it). Help pages, usage lines, "did you mean" and
// the parser read this table; Docs/CLI.md's option table is checked against it.

extension OptionDeclaration {
    /// Every option, in the order help pages and usage lines list them.
    static let all: [OptionDeclaration] = [
        diffTolerance, checkTolerance, outputFormat, updateFormat, width, maxRows, offset, rect, fitWidth, color,
        devices, device, landscape, call, container, contentOffset, rightToLeft, scale, uikit, help, version,
    ]

    /// What ends the options: every later argument is an operand (a file whose name starts with `-`).
    static let endOfOptions = "--"

    static let diffTolerance = OptionDeclaration(
        "--tolerance", for: [.diff],
        help: "Ignore differences of at most PT points (default 0).",
        action: .value(placeholder: "PT") { $0.diff.tolerance = try tolerance($1) })

    static let checkTolerance = OptionDeclaration(
        "--tolerance", for: [.check],
        help: "Ignore differences of at most PT points (default \(String(format: "%g", Double(LayoutFixture.tolerance)))).",
        action: .value(placeholder: "PT") { $0.check.tolerance = try tolerance($1) })

    static let outputFormat = OptionDeclaration(
        "--format", for: [.render],
        help: """
        What to print, comma-separated, in that order (default ascii,frames):
          ascii     a box diagram: cells +-|, headers/footers/badges *=:,
                    decorations ...; cells labelled section.item
          frames    the stable frame dump ("\(FrameDump.header)")
          json      the same elements as JSON
          svg       an SVG picture to open in a browser
          html      an interactive page (one file, no network): the picture,
                    element details on hover, a content-offset slider,
                    toggles per element class
          describe  visualDescription() of each section and its group
        """,
        action: .value(placeholder: "LIST") { $0.render.formats = try outputFormats($1) })

    static let updateFormat = OptionDeclaration(
        "--format", for: [.update],
        help: """
        What to print, comma-separated (default text):
          text   one line per change, then a summary
          ascii  box drawings before and after; cells marked
                 -deleted +inserted >moved ~slid
          svg    one SVG picture of the transition
        """,
        action: .value(placeholder: "LIST") { $0.update.formats = try updateFormats($1) })

    static let width = OptionDeclaration(
        "--width", for: [.render, .update],
        help: """
        Drawing width in characters, \(ASCIIDiagram.minimumWidth) to \(ASCIIDiagram.maximumWidth) (default: $COLUMNS,
        else the terminal's width, else 80).
        """,
        action: .value(placeholder: "N") { $0.render.width = try integer($1, in: ASCIIDiagram.minimumWidth...ASCIIDiagram.maximumWidth) })

    static let maxRows = OptionDeclaration(
        "--max-rows", for: [.render],
        help: "Diagram rows shown before the rest is cut (default \(ASCIIDiagram.defaultMaxRows)).",
        action: .value(placeholder: "N") { $0.render.maxRows = try integer($1, in: 1...1_000_000) })

    static let offset = OptionDeclaration(
        "--offset", for: [.render],
        help: """
        Draw the diagram from N points along the scroll axis, \(ASCIIDiagram.defaultScreens) screens
        long (by default a layout longer than that draws its first \(ASCIIDiagram.defaultScreens)).
        """,
        action: .value(placeholder: "N") { $0.render.windowOffset = try scrollOffset($1) })

    static let rect = OptionDeclaration(
        "--rect", for: [.render],
        help: "Draw only this rectangle of the content, e.g. 0,5000,390,844.",
        action: .value(placeholder: "X,Y,W,H") { $0.render.windowRect = try rectangle($1) })

    static let fitWidth = OptionDeclaration(
        "--fit-width", for: [.render, .update],
        help: """
        With --format svg or html (update: svg): draw the picture PIXELS
        wide, legend included, its height in proportion (default: 1 point a
        pixel).
        """,
        action: .value(placeholder: "PIXELS") { $0.render.fitWidth = try pixelWidth($1) })

    static let color = OptionDeclaration(
        "--color", for: [.render],
        help: """
        Colour the diagram: auto (a terminal, unless NO_COLOR is set or
        TERM=dumb), always, never.
        """,
        action: .value(placeholder: "WHEN") { $0.render.color = try colorChoice($1) })

    static let devices = OptionDeclaration(
        "--devices", for: [.render],
        help: """
        Print once per device (all, or names separated by commas),
        each headed by "== NAME, orientation: W x H pt @Nx ==".
        Not with \(device.name).
        """,
        action: .value(placeholder: "all|LIST") { $0.render.devices = try deviceList($1) })

    static let device = OptionDeclaration(
        "--device", for: [.render, .diff, .lint],
        help: """
        Lay the layout out on a device: its screen, safe area, margins,
        readable insets, scale and size classes (Docs/Devices.md), e.g.
        "iPhone 16 Pro" or iphone16pro. A document without "container"
        is on the default device, the \(LayoutDevice.default.name).
        """,
        action: .value(placeholder: "NAME") { $0.overrides.device = try deviceNamed($1) })

    static let landscape = OptionDeclaration(
        "--landscape", for: [.render, .diff, .lint],
        help: "The device turned on its side.",
        action: .flag { $0.overrides.landscape = true })

    static let call = OptionDeclaration(
        "--call", for: [.render, .diff, .lint],
        help: """
        For a Swift layout file: the builder to draw, e.g. 'FeedLayout.make()'
        (any expression of a layout or a section; repeatable). Without it,
        every builder the file declares is drawn.
        """,
        action: .value(placeholder: "EXPR") { $0.overrides.calls.append(try builderCall($1)) })

    static let container = OptionDeclaration(
        "--container", for: [.render, .diff, .lint, .update],
        help: """
        The collection view's size in points, e.g. 390x844
        (overrides the document's "container" and the device's size).
        """,
        action: .value(placeholder: "WxH") { $0.overrides.container = try containerSize($1) })

    static let contentOffset = OptionDeclaration(
        "--content-offset", for: [.render, .diff, .lint, .update],
        help: """
        Where the view is scrolled to, e.g. 0,300 (overrides "contentOffset";
        pinned headers depend on it).
        """,
        action: .value(placeholder: "X,Y") { $0.overrides.contentOffset = try point($1) })

    static let rightToLeft = OptionDeclaration(
        "--rtl", for: [.render, .diff, .lint, .update],
        help: "Lay out right to left (overrides \"layoutDirection\").",
        action: .flag { $0.overrides.rightToLeft = true })

    static let scale = OptionDeclaration(
        "--scale", for: [.render, .diff, .lint, .update],
        help: """
        Display scale for pixel rounding: 1, 2 or 3
        (overrides "displayScale"; default: the document's displayScale, else the
        device's: 3 for the default iPhone 16 of a document without "container",
        2 for a document with a "container" and no device).
        """,
        action: .value(placeholder: "N") { $0.overrides.scale = try displayScale($1) })

    static let uikit = OptionDeclaration(
        "--uikit", for: [.render, .diff, .lint, .update],
        help: """
        Pixel rounding of a UIKit version: 14, 15 or current (overrides
        "pixelRounding"; default current). 14 and 15 keep sizes unrounded and
        round each frame's origin and size to the nearest pixel.
        """,
        action: .value(placeholder: "VERSION") { $0.overrides.pixelRounding = try pixelRounding($1) })

    static let help = OptionDeclaration(
        "--help", short: "-h", for: Subcommand.allCases,
        help: "Show this help and exit.",
        action: .help)

    static let version = OptionDeclaration(
        "--version", for: [.render],
        help: "Show the version and exit.",
        action: .version)
}
