/// The help pages and usage lines, made from the option declarations (DeclaredOptions.swift) and the command pages
/// (CommandPages.swift): an option is listed exactly where the parser accepts it.

/// Where an option's help text starts: after two spaces and a 24-column label.
private let helpColumn = 26

/// `Usage: layout-dump diff [--tolerance PT] [--device NAME] ... A B`: every option the command accepts but help
/// and version, then its operands.
func usageLine(_ command: Subcommand) -> String {
    let options = OptionDeclaration.accepted(by: command).filter(\.isInUsage).map { "[\($0.synopsis)]" }
    let name = command == .render ? "[render]" : command.rawValue
    return (["Usage: layout-dump", name] + options + [CommandPage.of(command).operands]).joined(separator: " ")
}

/// How to get help on `command`, for the line after an error's usage line.
func helpHint(_ command: Subcommand) -> String {
    command == .render || command == .help ? "layout-dump \(OptionDeclaration.help.name)"
        : "layout-dump \(command.rawValue) \(OptionDeclaration.help.name)"
}

/// The OPTIONS section of `command`'s page: each declared option with its help, then `--`.
func optionsSection(_ command: Subcommand) -> String {
    var lines = ["OPTIONS:"]
    for option in OptionDeclaration.accepted(by: command) {
        let label = (option.shortName.map { "\($0), " } ?? "") + option.synopsis
        lines += entry(label, option.help)
    }
    if let operand = CommandPage.of(command).operandAfterEndOfOptions {
        lines += entry(OptionDeclaration.endOfOptions, "Treat every later argument as \(operand).")
    }
    return lines.joined(separator: "\n")
}

/// `  label                   help`, the help's later lines under its first.
private func entry(_ label: String, _ help: String) -> [String] {
    let indent = String(repeating: " ", count: helpColumn)
    var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
    let head = "  " + label
    if head.count < helpColumn - 1, !lines.isEmpty {
        lines[0] = head + String(repeating: " ", count: helpColumn - head.count) + lines[0].dropFirst(helpColumn)
    } else {
        lines.insert(head, at: 0)
    }
    return lines
}

/// `command`'s page; nil (`layout-dump --help`) is the overview: every command, then render's page.
func helpText(_ command: Subcommand?) -> String {
    guard let command else { return overview() }
    let page = CommandPage.of(command)
    return "OVERVIEW: \(page.overview)\n\n\(usageLine(command))\n\n" + body(of: page)
}

/// A page from its ARGUMENTS section (or its discussion) on.
private func body(of page: CommandPage) -> String {
    var sections: [String] = []
    if let discussion = page.discussion { sections.append(discussion) }
    if !page.arguments.isEmpty {
        sections.append((["ARGUMENTS:"] + page.arguments.flatMap { entry($0.name, $0.help) }).joined(separator: "\n"))
    }
    sections.append(optionsSection(page.command))
    if let details = page.details { sections.append(details) }
    sections.append("EXIT STATUS:\n" + page.exitStatus)
    if !page.examples.isEmpty { sections.append((["EXAMPLES:"] + page.examples.map { "  " + $0 }).joined(separator: "\n")) }
    return sections.joined(separator: "\n\n") + "\n"
}

/// `layout-dump --help`: every command with its usage (render's in full) and summary, then render's page.
private func overview() -> String {
    let usages = [usageLine(.render)] + CommandPage.all.dropFirst().map { page in
        "       layout-dump \(page.command.rawValue)" + (OptionDeclaration.accepted(by: page.command).contains(where: \.isInUsage) ? " [OPTIONS]" : "")
            + " \(page.operands)"
    }
    let commands = CommandPage.all.flatMap { page in entry(page.command == .render ? "render (default)" : page.command.rawValue, page.summary) }
    return CommandPage.introduction + "\n\n" + usages.joined(separator: "\n") + "\n\n" + (["COMMANDS:"] + commands).joined(separator: "\n")
        + "\n\n" + body(of: .render)
        + "\nSee 'layout-dump COMMAND \(OptionDeclaration.help.name)' for the other commands' options.\n"
}
