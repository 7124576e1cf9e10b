import Foundation

/// Parses the arguments after the program name into the command they ask for, from the option declarations
/// (DeclaredOptions.swift). Pure: it reads no file, so any command line can be parsed in a test; whether a file
/// exists is found out where the command runs, which reports it with the same exit status 2.
/// `--name value` and `--name=value` are both accepted, options and operands in any order.
func parseCommandLine(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first, !first.hasPrefix("-") else {
        return try parse(arguments, for: .render, commandNamed: false)
    }
    if let named = Subcommand(rawValue: first) {
        let rest = Array(arguments.dropFirst())
        return named == .help ? try parseHelpTopic(rest) : try parse(rest, for: named, commandNamed: true)
    }
    // A bare word close to a command's name is a typo, unless a file has that name: the run looks (CommandOrFile).
    let commands = Subcommand.allCases.map(\.rawValue)
    guard !first.contains("."), !first.contains("/"), let guess = closest(first, among: commands),
          let suggestion = Subcommand(rawValue: guess) else {
        return try parse(arguments, for: .render, commandNamed: false)
    }
    let asFile: Result<Command, UsageError>
    do {
        asFile = .success(try parse(arguments, for: .render, commandNamed: false))
    } catch {
        asFile = .failure(error)
    }
    return .commandOrFile(CommandOrFile(word: first, suggestion: suggestion, asFile: asFile))
}

/// `help [COMMAND]`: the overview, or one command's page.
private func parseHelpTopic(_ arguments: [String]) throws(UsageError) -> Command {
    guard let topic = arguments.first, OptionDeclaration.named(topic, for: .help) == nil else { return .help(nil) }
    if topic.hasPrefix("-"), topic != "-" {
        let known = OptionDeclaration.accepted(by: .help).flatMap(\.names)
        throw UsageError(message: "unknown option '\(topic)' for 'help'" + suggestion(for: topic, among: known), command: .help)
    }
    guard let command = Subcommand(rawValue: topic) else {
        let commands = Subcommand.allCases.map(\.rawValue)
        throw UsageError(message: "unknown command '\(topic)'; expected one of \(commands.joined(separator: ", "))"
                             + suggestion(for: topic, among: commands))
    }
    return .help(command)
}

/// The options and operands of `command`. `commandNamed` is false for `layout-dump [OPTIONS] FILE`, whose
/// `--help` is the overview rather than render's page.
private func parse(_ arguments: [String], for command: Subcommand, commandNamed: Bool) throws(UsageError) -> Command {
    var values = OptionValues()
    var operands: [String] = []
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
            operands.append(argument)
            continue
        }
        if argument == OptionDeclaration.endOfOptions {
            onlyOperands = true
            continue
        }
        // A long option (it starts as the end-of-options marker does) may carry its value after `=`.
        var name = argument
        var inline: String?
        if argument.hasPrefix(OptionDeclaration.endOfOptions), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inline = String(argument[argument.index(after: equals)...])
        }
        guard let option = OptionDeclaration.named(name, for: command) else {
            let known = OptionDeclaration.accepted(by: command).flatMap(\.names)
            throw UsageError(message: "unknown option '\(name)'" + (command == .render ? "" : " for '\(command.rawValue)'")
                                 + suggestion(for: name, among: known), command: command)
        }
        switch option.action {
        case .help:
            // `layout-dump --help` is the overview (which includes render's options); `layout-dump render --help` render's page.
            return .help(commandNamed ? command : nil)
        case .version:
            return .version
        case .flag(let apply):
            guard inline == nil else { throw UsageError(message: "\(option.name) takes no value", command: command) }
            apply(&values)
        case .value(_, let apply):
            let text: String
            if let inline {
                text = inline
            } else {
                guard index < arguments.count else { throw UsageError(message: "missing value for \(option.name)", command: command) }
                text = arguments[index]
                index += 1
            }
            do {
                try apply(&values, text)
            } catch let error as InvalidValue {
                throw UsageError(message: error.standsAlone ? error.reason : "invalid \(option.name) '\(text)': \(error.reason)", command: command)
            } catch {
                throw UsageError(message: "invalid \(option.name) '\(text)': \(error)", command: command)
            }
        }
    }
    return try assemble(command, values: values, operands: operands)
}

/// The command from its option values and operands, once their number is checked.
private func assemble(_ command: Subcommand, values: OptionValues, operands: [String]) throws(UsageError) -> Command {
    func quoted(_ operands: [String]) -> String { operands.map { "'\($0)'" }.joined(separator: ", ") }
    switch command {
    case .diff:
        guard operands.count == 2 else {
            throw UsageError(message: operands.count < 2 ? "diff needs two files, A and B (frame dumps or layout documents); found \(operands.count)"
                                 : "diff takes two files, found \(operands.count): \(quoted(operands))", command: .diff)
        }
        guard operands != ["-", "-"] else { throw UsageError(message: "only one of A and B can be - (standard input)", command: .diff) }
        var diff = values.diff
        (diff.old, diff.new, diff.overrides) = (operands[0], operands[1], values.overrides)
        return .diff(diff)
    case .update:
        guard operands.count == 2 else {
            throw UsageError(message: "update needs two layout documents, BEFORE and AFTER; found \(operands.count)", command: .update)
        }
        guard operands != ["-", "-"] else { throw UsageError(message: "only one of BEFORE and AFTER can be - (standard input)", command: .update) }
        var update = values.update
        (update.old, update.new, update.width, update.overrides) = (operands[0], operands[1], values.render.width, values.overrides)
        update.fitWidth = values.render.fitWidth
        if update.fitWidth != nil, !update.formats.contains(.svg) {
            let (fit, format) = (OptionDeclaration.fitWidth.name, OptionDeclaration.updateFormat.name)
            throw UsageError(message: "\(fit) applies to \(format) svg only; the formats asked for are "
                                 + update.formats.map(\.rawValue).joined(separator: ","), command: .update)
        }
        return .update(update)
    case .check:
        guard !operands.isEmpty else {
            throw UsageError(message: "missing FIXTURE (a fixture file or a folder of them, or - for standard input)", command: .check)
        }
        guard operands.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError(message: "only one FIXTURE can be - (standard input)", command: .check)
        }
        var check = values.check
        check.files = operands
        return .check(check)
    case .render, .lint, .help:
        guard let file = operands.first else {
            throw UsageError(message: "missing FILE (a layout document, or - for standard input)", command: command)
        }
        guard operands.count == 1 else {
            throw UsageError(message: "expected one FILE, found \(operands.count): \(quoted(operands))", command: command)
        }
        if command == .lint { return .lint(LintOptions(file: file, overrides: values.overrides)) }
        if values.overrides.device != nil && !values.render.devices.isEmpty {
            let (device, devices) = (OptionDeclaration.device.name, OptionDeclaration.devices.name)
            throw UsageError(message: "\(device) and \(devices) cannot be combined; give one device, or a list with \(devices)")
        }
        var render = values.render
        if render.fitWidth != nil, !render.formats.contains(where: { $0 == .svg || $0 == .html }) {
            let (fit, format) = (OptionDeclaration.fitWidth.name, OptionDeclaration.outputFormat.name)
            throw UsageError(message: "\(fit) applies to \(format) svg and html only; the formats asked for are "
                                 + render.formats.map(\.rawValue).joined(separator: ","))
        }
        (render.file, render.overrides) = (file, values.overrides)
        return .render(render)
    }
}
