/// One argument of a command line, read as swift-argument-parser read it, so
/// that the game takes and refuses the same command lines as when it used that
/// library.
enum CommandLineWord: Equatable {
    /// A word not starting with `-`, a lone `-`, an empty word, or anything after `--`.
    case value(String)
    /// `--`: every later word is a value.
    case terminator
    /// `--name` or `--name=value` (the value may be empty).
    case long(name: String, value: String?)
    /// `-x` or `-x=value` (the value may be empty).
    case short(Character, value: String?)
    /// `-name` or `-name=value`; without a value `-name` also stands for the
    /// pack of short options `-n -a -m -e`.
    case singleDash(name: String, value: String?)

    /// The words of `arguments`, in order; every word after the first `--` is a value.
    ///
    /// - Throws: `Invalid option: …` for the first word before `--` that starts
    ///   with three or more dashes, or with `-=`.
    static func split(_ arguments: [String]) throws(CommandLineError) -> [CommandLineWord] {
        var words: [CommandLineWord] = []
        for (index, argument) in arguments.enumerated() {
            let word = try CommandLineWord(argument)
            words.append(word)
            if word == .terminator {
                words += arguments[(index + 1)...].map { .value($0) }
                break
            }
        }
        return words
    }

    /// How `argument` reads before a `--`.
    init(_ argument: String) throws(CommandLineError) {
        let dashes = argument.prefix { $0 == "-" }.count
        let rest = argument.dropFirst(dashes)
        switch (dashes, rest.isEmpty) {
        case (0, _), (1, true):
            self = .value(argument)
        case (2, true):
            self = .terminator
        case (2, false):
            let (name, value) = Self.nameAndValue(rest)
            self = .long(name: String(name), value: value)
        case (1, false):
            let (name, value) = Self.nameAndValue(rest)
            if name.isEmpty { throw .invalidOption(argument) }
            if name.count == 1, let character = name.first {
                self = .short(character, value: value)
            } else {
                self = .singleDash(name: String(name), value: value)
            }
        default:
            throw .invalidOption(argument)
        }
    }

    /// The text before the first `=` and the text after it (nil without one).
    private static func nameAndValue(_ text: Substring) -> (Substring, String?) {
        guard let equals = text.firstIndex(of: "=") else { return (text, nil) }
        return (text[..<equals], String(text[text.index(after: equals)...]))
    }

    /// The option as the error messages name it: `--name`, `-x`, `-name`; nil for a value or `--`.
    var optionName: String? {
        switch self {
        case .long(let name, _): "--" + name
        case .short(let character, _): "-\(character)"
        case .singleDash(let name, _): "-" + name
        case .value, .terminator: nil
        }
    }

    /// Whether the word asks for the built-in `option`: by its long name, or
    /// by its short one alone or in a pack (`-xh`), with a value or not, as
    /// ArgumentParser looked for `--help`, `-h` and `--version`.
    func asksFor(_ option: CommandLineOption) -> Bool {
        switch self {
        case .long(let name, _):
            return option.isBuiltIn && name == option.name
        case .short(let character, _):
            if case .help(let short) = option.kind { return character == short }
            return false
        case .singleDash(let name, let value):
            if case .help(let short) = option.kind { return value == nil && name.contains(short) }
            return false
        case .value, .terminator:
            return false
        }
    }
}
