extension CommandLineProgram {
    /// Where each option's sentence starts in the help, as in swift-argument-parser.
    static let helpColumn = 26

    /// The text `--help` prints, wrapped to `width` columns as swift-argument-parser laid it out.
    func helpText(width: Int) -> String {
        let overview = "OVERVIEW: \(abstract)" + (discussion.isEmpty ? "" : "\n\n\(discussion)")
        let rows = options.compactMap { option in option.help.map { row(option.label, $0, width: width) } }
        return TextWrap.wrap(overview, width: width) + "\n\n"
            + "USAGE: \(usage)\n\n"
            + "OPTIONS:\n" + rows.joined()
    }

    /// What a command line that cannot run prints: the problem, for a bad
    /// value the option's help, and the usage.
    func errorText(_ error: CommandLineError) -> String {
        "Error: \(error.message)\n"
            + (error.help.map { "Help:  \($0)\n" } ?? "")
            + "Usage: \(usage)\n"
            + "  See '\(name) \(helpName)' for more information."
    }

    /// One option's lines: the label indented by two, the sentence wrapped in
    /// its column, starting on the label's line when the label leaves room.
    private func row(_ label: String, _ help: String, width: Int) -> String {
        let label = "  " + label
        let sentence = TextWrap.wrap(help, width: width, indent: Self.helpColumn)
        if label.count < Self.helpColumn { return label + sentence.dropFirst(label.count) + "\n" }
        return label + "\n" + sentence + "\n"
    }
}
