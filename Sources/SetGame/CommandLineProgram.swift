/// A program's command line: its name, what it does, its options and its
/// version, from which both its parser and its help are made.
struct CommandLineProgram: Sendable {
    var name: String
    /// The one-line summary after `OVERVIEW:`.
    var abstract: String
    /// The paragraphs after the summary.
    var discussion: String
    /// What `--version` prints.
    var version: String
    /// Every option, `--help` and `--version` included, in the order the help lists them.
    var options: [CommandLineOption]

    /// The synopsis of the usage line. Every option is optional and they are
    /// too many for one line, so they are summed up as `<options>`, as
    /// swift-argument-parser did for more than twelve.
    var usage: String { "\(name) <options>" }

    /// `--help`, as the usage error names it.
    var helpName: String {
        options.first { if case .help = $0.kind { true } else { false } }?.longName ?? "--help"
    }
}

/// What a command line asks the program to do.
enum CommandLineRequest<Command> {
    /// Run with these options.
    case run(Command)
    /// Print the help and exit.
    case help
    /// Print the version and exit.
    case version
}

extension CommandLineRequest: Equatable where Command: Equatable {}
