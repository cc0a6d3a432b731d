/// What the platform says of this copy of the game: its version and licence, and where it keeps its files.
///
/// The session hands it to the state when it starts; a screen that shows any of it (About) reads it there.
public struct Installation: Equatable, Sendable {
    /// The game's version, `1.1.0`.
    public var version: String
    /// The game's licence, by its short name.
    public var licence: String
    /// The folder of the statistics and the games recorded.
    public var dataFolder: String
    /// The folder of the saved games and the settings.
    public var stateFolder: String
    /// The languages installed besides English, by code (`de`, `pt_BR`), sorted: Settings offers them.
    public var languages: [String]

    /// What the platform says of the game.
    public init(version: String, licence: String, dataFolder: String, stateFolder: String, languages: [String] = []) {
        self.version = version
        self.licence = licence
        self.dataFolder = dataFolder
        self.stateFolder = stateFolder
        self.languages = languages
    }

    /// Nothing said yet: a state no session started (a test's).
    public static let unknown = Installation(version: "", licence: "", dataFolder: "", stateFolder: "")
}
