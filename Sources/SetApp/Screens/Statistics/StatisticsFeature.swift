import SetCore
import SetTable

/// The Statistics screen's own state: what the games database says of the recent games.
public struct StatisticsScreen: Equatable, Sendable {
    /// The pace of the latest recorded games, oldest first, for the charts.
    public var progress: [GameProgress] = []
    /// The recent-games section, a line each, as `--stats` lays out a table.
    public var recentTable: [String] = []
    /// The ratings of the mode with the most rated games, oldest first, for the rating's chart.
    public var ratingHistory: [RatedGame] = []

    /// Before the records have answered.
    public init(progress: [GameProgress] = [], recentTable: [String] = [], ratingHistory: [RatedGame] = []) {
        self.progress = progress
        self.recentTable = recentTable
        self.ratingHistory = ratingHistory
    }
}

/// The statistics: the figures as `--stats` prints them, the charts of the recent games' pace, and the
/// way to the past games.
public enum StatisticsFeature: ScreenFeature {
    public typealias State = StatisticsScreen

    /// What the statistics can be asked.
    public enum Action: Equatable, Sendable {
        /// The records' answer: the recent games' pace, their section of the table, and a mode's ratings.
        case loaded([GameProgress], table: [String], ratings: [RatedGame])
        /// One of its buttons (Previous and Next turn its pages, which every panel does alike).
        case press(StatisticsButton)
    }

    /// Takes the records' answer, or what a press asks.
    public static func reduce(_ state: inout StatisticsScreen, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .loaded(let progress, let table, let ratings):
            state = StatisticsScreen(progress: progress, recentTable: table, ratingHistory: ratings)
            return [.shown]
        case .press(.pastGames): return [.open(.pastGames)]
        case .press(.close): return [.open(.none)]
        case .press(.previous), .press(.next): return []
        }
    }
}

extension OverlayKind {
    /// The statistics, as `--stats` prints them.
    public static let stats = OverlayKind(rawValue: "stats")
}
