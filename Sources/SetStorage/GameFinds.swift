import SetCore

/// The seconds each find of the solo game in play took, for the game-over panel.
///
/// The saved game already knows which Sets were found, in order (and so their
/// kinds), but not how long each took; this record keeps only that, by the
/// find's place in the game. A find recorded again at the same place (the
/// statistics were written but the game was not, and the player finds it again
/// after a relaunch) replaces the earlier time instead of adding a second one,
/// and the panel reads the times against the saved game's own finds, so nothing
/// is counted twice. The record names its game (seed and start) and is ignored
/// for any other.
package struct GameFinds: Equatable, Sendable {
    /// The seed of the game the record belongs to.
    var seed: UInt64
    /// When that game started, on the game clock.
    var startedAt: Double
    /// Seconds from the table last changing to each find, in the order found; nil where not known.
    var seconds: [Double?]

    /// An empty record for `game`.
    init(for game: Game) {
        self.init(seed: game.seed, startedAt: game.startedAt, seconds: [])
    }

    /// A record as read from a file.
    init(seed: UInt64, startedAt: Double, seconds: [Double?]) {
        self.seed = seed
        self.startedAt = startedAt
        self.seconds = seconds
    }

    /// Whether the record is `game`'s.
    func belongs(to game: Game) -> Bool {
        seed == game.seed && startedAt == game.startedAt
    }

    /// Records that the find at `place` (0 for the game's first) took `seconds`.
    ///
    /// What was recorded at and after `place` belonged to finds the game no longer
    /// has, so it goes; a place beyond the record leaves the finds in between unknown.
    mutating func record(place: Int, seconds time: Double) {
        guard place >= 0 else { return }
        if seconds.count > place { seconds.removeSubrange(place...) }
        seconds += [Double?](repeating: nil, count: place - seconds.count) + [time]
    }

    /// The kind of Set this game's finds took longest to see on average, and that average in seconds.
    ///
    /// Nil when no find with a known time. Equal averages go to the kind that
    /// differs in more features, the harder one to see.
    func slowest(in game: Game) -> (kind: SetKind, seconds: Double)? {
        guard belongs(to: game) else { return nil }
        var totals: [SetKind: (seconds: Double, finds: Int)] = [:]
        for (cards, time) in zip(game.finds, seconds) {
            guard let time, let kind = SetKind(cards) else { continue }
            totals[kind, default: (0, 0)].seconds += time
            totals[kind, default: (0, 0)].finds += 1
        }
        return totals.map { (kind: $0.key, seconds: $0.value.seconds / Double($0.value.finds)) }
            .max { ($0.seconds, $0.kind) < ($1.seconds, $1.kind) }
    }
}

extension Game {
    /// Every Set found so far, in order: those taken off the table and a matched Set still selected.
    var finds: [[Card]] {
        selectionState == .match ? foundSets + [selectedCards] : foundSets
    }
}

/// `{"seed": 8, "startedAt": 0, "seconds": [4.5, null, 12]}`, checked by `Statistics`.
extension GameFinds: Codable {}
