import SetCore

/// What a saved-game file holds: the game, and in solo its history of moves
/// for undo and redo.
///
/// The history is one more key inside the `game` object, so a file written
/// before undo existed reads as a game with an empty history.
package struct SavedGame: Equatable, Sendable {
    /// The game as it stands.
    package var game: Game
    /// Its moves for undo and redo (solo and Junior); nil for none.
    package var history: History?

    /// The game and its history.
    package init(game: Game, history: History?) {
        self.game = game
        self.history = history
    }
}

extension SavedGame: StoredValue {
    /// `{"format": "set-game/save", "version": 1, "game": {…, "history": {…}}}`.
    package static var file: VersionedFile { Game.file }

    private enum CodingKeys: String, CodingKey {
        case history
    }

    /// Reads the game, and its history when there is one that leads to it.
    ///
    /// A history that does not replay to the game (edited by hand, or from
    /// another game) is dropped rather than the whole game: the game is whole
    /// without it, only undo starts afresh.
    package init(from decoder: any Decoder) throws {
        game = try Game(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let history = try? c.decodeIfPresent(History.self, forKey: .history)
        self.history = history.flatMap { $0.leads(to: game) ? $0 : nil }
    }

    package func encode(to encoder: any Encoder) throws {
        try game.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(history, forKey: .history)
    }
}
