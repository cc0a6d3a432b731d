/// One recorded game's pace, for the Statistics overlay's charts and its recent columns.
public struct GameProgress: Equatable, Sendable {
    /// Groups found.
    public var finds: Int
    /// Seconds of play.
    public var seconds: Double
    /// The seconds of the game's finds of each kind of Set, one feature differing first.
    public var kindSeconds: [[Double]]

    /// A game's pace with these values.
    public init(finds: Int, seconds: Double, kindSeconds: [[Double]]) {
        self.finds = finds
        self.seconds = seconds
        self.kindSeconds = kindSeconds
    }

    /// The median seconds of the game's finds of each kind; nil for a kind it has none of.
    public var kindMedians: [Double?] { kindSeconds.map(GameRecord.median) }

    /// The pace of `record`.
    public init(_ record: GameRecord) {
        let finds = record.finds
        var byKind = [[Double]](repeating: [], count: SetKind.allCases.count)
        for find in finds {
            guard let seconds = find.seconds, let kind = SetKind(find.cards) else { continue }
            byKind[kind.rawValue - 1].append(seconds)
        }
        self.init(finds: finds.count, seconds: record.seconds, kindSeconds: byKind)
    }

    /// Seconds of play per group found; nil without a find.
    public var secondsPerSet: Double? { finds > 0 ? seconds / Double(finds) : nil }

    /// Groups found per minute of play; nil for a game of no time.
    public var setsPerMinute: Double? { seconds > 0 ? Double(finds) / (seconds / 60) : nil }

    /// The median over a sliding window of `width` values ending at each value (fewer at the start).
    public static func movingMedian(_ values: [Double], width: Int = 5) -> [Double] {
        values.indices.compactMap { end in
            GameRecord.median(Array(values[max(0, end - max(1, width) + 1)...end]))
        }
    }

    /// The figures of the recent-games columns over `games`: games, Sets found, seconds per Set,
    /// Sets per minute, and the median seconds of each kind of Set, as the table prints them.
    public static func summary(of games: [GameProgress], separator: String = ".") -> [String] {
        let finds = games.reduce(0) { $0 + $1.finds }
        let seconds = games.reduce(0) { $0 + $1.seconds }
        func oneDecimal(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "-" }
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10)\(separator)\(tenths % 10)"
        }
        var byKind = [[Double]](repeating: [], count: SetKind.allCases.count)
        for game in games {
            for (kind, times) in game.kindSeconds.enumerated() where kind < byKind.count { byKind[kind] += times }
        }
        return [
            String(games.count), String(finds), oneDecimal(finds > 0 ? seconds / Double(finds) : nil),
            oneDecimal(seconds > 0 ? Double(finds) / (seconds / 60) : nil),
        ] + byKind.map { oneDecimal(GameRecord.median($0)) }
    }
}
