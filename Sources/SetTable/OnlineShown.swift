import Catalog

/// What the Play online screen shows: its fields as typed, and the games heard on this network.
public struct OnlineShown: Equatable, Sendable {
    /// One text field.
    public struct Field: Equatable, Sendable {
        /// Its trace name: `server`, `code`, `name` or `password`.
        public var name: String
        /// The label beside it.
        public var label: String
        /// What it shows: the text, or a dot per character of a password.
        public var shown: String
        /// Where the caret is, in characters of `shown`.
        public var caret: Int
        /// Whether it has the caret.
        public var focused: Bool

        /// A field named `name`, showing `shown` with the caret at `caret`.
        public init(name: String, label: String, shown: String, caret: Int, focused: Bool) {
            self.name = name
            self.label = label
            self.shown = shown
            self.caret = caret
            self.focused = focused
        }
    }

    /// A game heard on this network, as its row says it.
    public struct Game: Equatable, Sendable {
        /// The host player's name.
        public var name: String
        /// Where to join it, `host:port`.
        public var address: String
        /// The mode's name (`solo`, `sprint10`, …) and title.
        public var mode: String
        public var modeTitle: String
        /// How many sit at it.
        public var players: Int
        /// Whether it needs a password.
        public var password: Bool

        /// A game hosted by `name` at `address`.
        public init(name: String, address: String, mode: String, modeTitle: String, players: Int, password: Bool) {
            self.name = name
            self.address = address
            self.mode = mode
            self.modeTitle = modeTitle
            self.players = players
            self.password = password
        }

        /// The row's text: `Hana: Sprint 10, 2 players, password`.
        public func line(in catalog: Catalog) -> String {
            let seated = catalog.plural("%d player", "%d players", count: players)
            return password
                ? catalog.text("%1$s: %2$s, %3$s, password", .string(name), .string(modeTitle), .string(seated))
                : catalog.text(
                    "%1$s: %2$s, %3$s", context: "game heard", .string(name), .string(modeTitle), .string(seated))
        }
    }

    /// The fields, in order.
    public var fields: [Field]
    /// The games on this network, a row each.
    public var games: [Game]
    /// One line per game on this network.
    public func lanGames(in catalog: Catalog) -> [String] { games.map { $0.line(in: catalog) } }

    /// The screen with `fields` and the `games` heard.
    public init(fields: [Field], games: [Game]) {
        self.fields = fields
        self.games = games
    }
}
