/// The options a command line gave, by name. An option given more than once
/// counts as given last (`--colorblind --no-colorblind` is off), as in
/// swift-argument-parser.
struct ParsedOptions: Equatable, Sendable {
    /// What one option was set to.
    enum Setting: Equatable, Sendable {
        /// A flag: on, or off by its `--no-` form.
        case flag(Bool)
        /// An option with a value; nil for an optional value left out.
        case value(String?)
    }

    private(set) var settings: [String: Setting] = [:]

    /// Records `setting` for `option`, replacing an earlier one.
    mutating func set(_ option: CommandLineOption, to setting: Setting) {
        settings[option.name] = setting
    }

    /// Whether the command line gave `option` in any form.
    func gave(_ option: CommandLineOption) -> Bool {
        settings[option.name] != nil
    }

    /// A flag's state: nil when the command line did not give it.
    func flag(_ option: CommandLineOption) -> Bool? {
        guard case .flag(let on) = settings[option.name] else { return nil }
        return on
    }

    /// An option's value: nil when not given, or given without one.
    func value(_ option: CommandLineOption) -> String? {
        guard case .value(let value) = settings[option.name] else { return nil }
        return value
    }
}
