import SetCore

/// How well a computer player plays: four fixed paces, and `you`, the pace of the player's own finds.
public enum ComputerLevel: String, CaseIterable, Hashable, Sendable, Codable {
    /// A new player: about 25 s to a Set on a 12-card table, and a wrong claim in twelve.
    case beginner
    /// A player who knows the game: the default.
    case casual
    /// A regular player.
    case skilled
    /// As fast as the best players: about 3 s to a Set on a 12-card table.
    case expert
    /// The pace of the player's own finds in their last games (`casual` until there are enough of them).
    case you

    /// The level called `name` (as in `--level NAME`), or nil.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The level's name on the command line and in the trace: `beginner`, …, `you`.
    public var name: String { rawValue }

    /// The level's button in the Modes screen's trace: `levelBeginner`, …, `levelYou`.
    public var buttonName: String { "level" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The fixed levels' paces; `you` stands at `casual`'s until the player's own finds give it one
    /// (`FindPace(finds:)`).
    public var pace: FindPace {
        switch self {
        case .beginner: FindPace(medians: [22, 32, 43, 58], spread: 0.55, missRate: 0.08)
        case .casual, .you: FindPace(medians: [9, 12.6, 17.5, 24], spread: 0.55, missRate: 0.05)
        case .skilled: FindPace(medians: [4.8, 6.8, 9.3, 12.7], spread: 0.5, missRate: 0.03)
        case .expert: FindPace(medians: [2.5, 3.6, 4.9, 6.7], spread: 0.45, missRate: 0.015)
        }
    }

    /// What a player meets on a fresh 12-card table of the classic game: the median seconds to this level's
    /// first claim, by the claimed Set's differing features (1 to 4), then over every table. Measured by
    /// `PaceMeasurement` over 10,000 tables (the README's table); the tests hold the pace to it within 5 %.
    public var firstClaimSeconds: (byKind: [Double], overall: Double) {
        switch self {
        case .beginner: ([17.4, 22.8, 28.3, 35.8], 24.8)
        case .casual, .you: ([7.1, 9.1, 11.5, 14.8], 10.0)
        case .skilled: ([3.9, 5.1, 6.4, 8.2], 5.5)
        case .expert: ([2.1, 2.8, 3.5, 4.6], 3.0)
        }
    }
}

extension ComputerLevel {
    /// The level's rating in `mode`: measured by `set-bench opponents` from its share of the groups in games
    /// against `casual`, which stands at 1200, a new player's rating. `you` stands at `casual`'s here; a game
    /// rates it at the player's own rating in the mode.
    public func rating(in mode: Game.Mode) -> Int {
        guard let row = Self.measuredRatings[mode.rawValue] else { return Int(Rating.start) }
        switch self {
        case .beginner: return row.beginner
        case .casual, .you: return Int(Rating.start)
        case .skilled: return row.skilled
        case .expert: return row.expert
        }
    }

    /// `set-bench opponents` (100 games a pairing, seed 1), by mode: beginner, skilled and expert.
    static let measuredRatings: [String: (beginner: Int, skilled: Int, expert: Int)] = [
        "solo": (440, 1730, 2367),
        "daily": (292, 1876, 2673),
        "junior": (321, 1800, 2505),
        "chain": (386, 1752, 2395),
        "ultra": (25, 1955, 2820),
        "ultra9": (230, 1768, 2458),
        "ultraChain": (166, 1909, 2743),
        "ghost": (337, 1782, 2454),
        "puzzle": (382, 1742, 2391),
        "shuffle": (368, 1779, 2449),
        "memory": (-7, 1904, 2660),
        "megaSet": (456, 1726, 2317),
        "sprint10": (455, 1737, 2390),
        "sprint20": (430, 1713, 2322),
        "sprint30": (415, 1738, 2361),
        "timed": (408, 1710, 2332),
    ]
}
