/// One option a program takes: its name, what may follow it, and its line in
/// the help. A program's table of these drives both the parser and the help
/// text, so the two cannot disagree.
struct CommandLineOption: Sendable {
    /// What the option is made of on the command line.
    enum Kind: Sendable, Equatable {
        /// `--name`: on when given.
        case flag
        /// `--name` or `--no-name`: on or off when given, the last one counting.
        case invertibleFlag
        /// `--name <value>` or `--name=<value>`; the help and the errors call the value `<valueName>`.
        case value(valueName: String)
        /// `--name`, `--name <value>` or `--name=<value>`: a following word is the
        /// value unless it starts with `-`, so the value can be left out.
        case optionalValue(valueName: String)
        /// `--name` or `-short`, alone or in a pack (`-xh`): show the help, anywhere on the line.
        case help(short: Character)
        /// `--name`: show the version, anywhere on the line.
        case version
    }

    /// The long name, without its dashes: `seed` for `--seed`.
    var name: String
    var kind: Kind
    /// The option's sentence in the help; nil leaves it out of the OPTIONS list
    /// (the program's discussion then describes it).
    var help: String?
    /// Whether a value is one the option can take (values are strings otherwise);
    /// checked while parsing, so that a bad value is reported before anything else is.
    var accepts: @Sendable (String) -> Bool = { _ in true }

    /// `--name`.
    var longName: String { "--" + name }

    /// `--no-name` for an invertible flag, nil for the other kinds.
    var invertedName: String? { kind == .invertibleFlag ? "--no-" + name : nil }

    /// Whether this is `--help` or `--version`, which the program answers itself
    /// instead of running, and which are never taken as a value or reported as unknown.
    var isBuiltIn: Bool {
        switch kind {
        case .help, .version: true
        case .flag, .invertibleFlag, .value, .optionalValue: false
        }
    }

    /// How the option is shown in the help: `--seed <seed>`, `--colorblind/--no-colorblind`, `-h, --help`.
    var label: String {
        switch kind {
        case .flag, .version: longName
        case .invertibleFlag: longName + "/" + (invertedName ?? "")
        case .value(let valueName): "\(longName) <\(valueName)>"
        case .optionalValue(let valueName): "\(longName) [<\(valueName)>]"
        case .help(let short): "-\(short), \(longName)"
        }
    }
}
