/// A command line the program cannot run with, worded as swift-argument-parser
/// worded it; the program prints it with its usage and exits with status 64.
struct CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The sentence after `Error: `.
    var message: String
    /// For a missing or bad value, the option's label and help, printed after `Help:  `.
    var help: String?

    init(_ message: String, help: String? = nil) {
        self.message = message
        self.help = help
    }

    var description: String { message }

    /// A word before `--` with three dashes or more, or starting `-=`.
    static func invalidOption(_ word: String) -> CommandLineError {
        CommandLineError("Invalid option: \(word)")
    }

    /// An option the program does not have, with the nearest one it has when that is close.
    static func unknownOption(_ name: String, suggestion: String?) -> CommandLineError {
        CommandLineError("Unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""))
    }

    /// A flag written with `=value`.
    static func unexpectedValue(_ value: String, for option: String) -> CommandLineError {
        CommandLineError("The option '\(option)' does not take any value, but '\(value)' was specified.")
    }

    /// An option that needs a value at the end of the line or before another option.
    static func missingValue(for option: CommandLineOption) -> CommandLineError {
        CommandLineError("Missing value for '\(option.label)'", help: helpLine(option))
    }

    /// A value the option cannot take.
    static func invalidValue(_ value: String, for option: CommandLineOption) -> CommandLineError {
        CommandLineError("The value '\(value)' is invalid for '\(option.label)'", help: helpLine(option))
    }

    /// Words that are neither options nor their values.
    static func unexpectedArguments(_ words: [String]) -> CommandLineError {
        if words.count == 1 { return CommandLineError("Unexpected argument '\(words[0])'") }
        let quoted = words.map { "'\($0)'" }.joined(separator: ", ")
        return CommandLineError("\(words.count) unexpected arguments: \(quoted)")
    }

    /// `--seed <seed>  Start a new game …`, or nil for an option left out of the help.
    private static func helpLine(_ option: CommandLineOption) -> String? {
        option.help.map { "\(option.label)  \($0)" }
    }
}
