import SetCore

/// One player's place when a network game ends.
public struct Standing: Equatable, Sendable {
    /// What places go by.
    public enum Ranking: Equatable, Sendable {
        /// Points (Sets found less misses): the classic game and most modes.
        case points
        /// Groups found: the sprints and Timed, where a miss costs time, not places.
        case groups

        /// What `mode`'s places go by: groups in the races, points in every other mode.
        public init(for mode: Game.Mode) {
            self = mode.variant.isRace ? .groups : .points
        }
    }

    /// The seat, 0 to 7.
    public var seat: Int
    /// The player's name.
    public var name: PlayerName
    /// 1 for the winner; players with the same result share a place, and the next place skips (1, 1, 3).
    public var place: Int
    /// Sets found.
    public var sets: Int
    /// Sets found less misses.
    public var score: Int

    /// A standing with these values.
    public init(seat: Int, name: PlayerName, place: Int, sets: Int, score: Int) {
        self.seat = seat
        self.name = name
        self.place = place
        self.sets = sets
        self.score = score
    }

    /// Every player's place, the winner first; players with the same result share a
    /// place, in seat order, and the place after them skips as many as shared it.
    public static func places(of players: [PlayerSnapshot], by ranking: Ranking = .points) -> [Standing] {
        func result(_ player: PlayerSnapshot) -> Int {
            ranking == .points ? player.score : player.sets
        }
        let ordered = players.sorted {
            result($0) != result($1) ? result($0) > result($1) : $0.seat < $1.seat
        }
        var standings: [Standing] = []
        for (index, player) in ordered.enumerated() {
            let place =
                index > 0 && result(ordered[index - 1]) == result(player) ? standings[index - 1].place : index + 1
            standings.append(
                Standing(seat: player.seat, name: player.name, place: place, sets: player.sets, score: player.score))
        }
        return standings
    }
}
