/// What the About screen shows: the game's version and licence, and where it keeps its files.
public struct AboutShown: Equatable, Sendable {
    /// The game's version, `1.1.0`.
    public var version: String
    /// The game's licence, by its short name.
    public var licence: String
    /// The folder of the statistics and the games recorded.
    public var dataFolder: String
    /// The folder of the saved games and the settings.
    public var stateFolder: String

    /// What the About screen shows.
    public init(version: String, licence: String, dataFolder: String, stateFolder: String) {
        self.version = version
        self.licence = licence
        self.dataFolder = dataFolder
        self.stateFolder = stateFolder
    }

    /// The folders, a line each, as Copy puts them on the clipboard.
    public var folders: String {
        "Data: \(dataFolder)\nState: \(stateFolder)"
    }
}
