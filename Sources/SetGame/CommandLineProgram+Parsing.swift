extension CommandLineProgram {
    /// Reads `arguments` (without the program's name) into the command `make`
    /// builds and checks, or into a request for the help or the version.
    ///
    /// Problems are looked for in swift-argument-parser's order, so a command
    /// line gets the message it got when the game used that library: a
    /// malformed word; then, word by word, a flag given a value or an option's
    /// missing or bad value; then `make`'s objection, unless the help or the
    /// version is asked for; then the help (before the version); then the
    /// first unknown option; then words that are no option's value.
    func parse<Command>(
        _ arguments: [String], make: (ParsedOptions) throws(CommandLineError) -> Command
    ) throws(CommandLineError) -> CommandLineRequest<Command> {
        let words = try CommandLineWord.split(arguments)
        let (parsed, used) = try read(words)
        let command: Command
        do throws(CommandLineError) {
            command = try make(parsed)
        } catch {
            if let request: CommandLineRequest<Command> = builtInRequest(in: words) { return request }
            throw error
        }
        if let request: CommandLineRequest<Command> = builtInRequest(in: words) { return request }
        try checkNothingIsLeft(of: words, used: used)
        return .run(command)
    }

    /// The options `words` give, and which words they used (themselves and
    /// their values); words that are no option of the program's are left for later.
    private func read(_ words: [CommandLineWord]) throws(CommandLineError) -> (ParsedOptions, [Bool]) {
        var parsed = ParsedOptions()
        var used = Array(repeating: false, count: words.count)
        for index in words.indices {
            guard case .long(let name, let attached) = words[index], let (option, on) = option(named: name) else {
                continue
            }
            used[index] = true
            let next: String? = if index + 1 < words.count, case .value(let word) = words[index + 1] { word } else { nil }
            // `--name=` counts as no value, except for an optional value, where it is an empty one.
            let value = attached?.isEmpty == true ? nil : attached
            switch option.kind {
            case .flag, .invertibleFlag:
                if let value { throw .unexpectedValue(value, for: "--" + name) }
                parsed.set(option, to: .flag(on))
            case .value:
                guard let given = value ?? next else { throw .missingValue(for: option) }
                if value == nil { used[index + 1] = true }
                guard option.accepts(given) else { throw .invalidValue(given, for: option) }
                parsed.set(option, to: .value(given))
            case .optionalValue:
                if attached == nil, let next, !next.hasPrefix("-") {
                    used[index + 1] = true
                    parsed.set(option, to: .value(next))
                } else {
                    parsed.set(option, to: .value(attached))
                }
            case .help, .version:
                break // never found by `option(named:)`: they are answered before anything runs
            }
        }
        return (parsed, used)
    }

    /// The option (not a built-in) `--name` stands for, and whether it turns a
    /// flag on (`--name`) or off (`--no-name`).
    private func option(named name: String) -> (CommandLineOption, Bool)? {
        for option in options where !option.isBuiltIn {
            if name == option.name { return (option, true) }
            if option.kind == .invertibleFlag, name == "no-" + option.name { return (option, false) }
        }
        return nil
    }

    /// The help if any word before `--` asks for it, else the version if one asks for that.
    private func builtInRequest<Command>(in words: [CommandLineWord]) -> CommandLineRequest<Command>? {
        let asked = options.filter { option in option.isBuiltIn && words.contains { $0.asksFor(option) } }
        if asked.contains(where: { if case .help = $0.kind { true } else { false } }) { return .help }
        return asked.isEmpty ? nil : .version
    }

    /// Throws for the first option the program does not have, else for the
    /// words no option used.
    private func checkNothingIsLeft(of words: [CommandLineWord], used: [Bool]) throws(CommandLineError) {
        for (index, word) in words.enumerated() where !used[index] {
            guard let name = word.optionName else { continue }
            // ArgumentParser suggested long names only for long or single-dash ones.
            let isShort = if case .short = word { true } else { false }
            throw .unknownOption(name, suggestion: isShort ? nil : suggestion(for: name))
        }
        let extra = words.indices.compactMap { index -> String? in
            guard !used[index], case .value(let word) = words[index] else { return nil }
            return word
        }
        if !extra.isEmpty { throw .unexpectedArguments(extra) }
    }

    /// The option name nearest an unknown one, if it is fewer than four edits
    /// away (the first such in the table on a tie), as ArgumentParser suggested.
    private func suggestion(for unknown: String) -> String? {
        let names = options.filter { !$0.isBuiltIn }.flatMap { [$0.longName, $0.invertedName].compactMap { $0 } }
        let near = names.map { ($0, EditDistance.between($0, unknown)) }.filter { $0.1 < 4 }
        return near.min { $0.1 < $1.1 }?.0
    }
}
