import Catalog
import FoundationEssentials
import Glibc
import SetApp
import SetCore
import SetRecords
import SetStorage
import SetTable

/// The games database as a session uses it: the record of the game in play, and what Past games,
/// Review, the Statistics charts and Practice read from it.
///
/// What it reads comes back as an action for `reduce`, and so does a warning (a database that
/// cannot be read or written), which is also said on standard error.
final class RecordsClient {
    /// Where the database is, until `open` opens it after the first frame.
    private let games: SessionLaunch.Games?
    /// Keeps the game in play's record; nil before `open`, or when there is no database.
    private var recorder: GameRecorder?
    /// The language the window says the database's problems in (the session keeps it the state's).
    var catalog = Catalog.english

    /// A client for the database at `games` (nil: no games are recorded).
    init(games: SessionLaunch.Games?) {
        self.games = games
    }

    /// The record of the game in play, when there is one.
    var gameId: Int64? { recorder?.gameId }

    /// Whether the database file is there (false on a new player's first launch, and with no database).
    var exists: Bool {
        games.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
    }

    /// Whether the database is open, so the game in play is recorded.
    var isOpen: Bool { recorder != nil }

    /// Opens the database and takes up the record of `game` (nil: a network game's record begins
    /// with its deal). An unreadable database is kept aside, and said so.
    func open(resuming game: Game?) -> [AppAction] {
        guard let games else { return [] }
        let (database, warning) = GameDatabase.openKeepingAside(path: games.path)
        var actions = warning.map { [self.warning($0)] } ?? []
        guard let database else { return actions }
        let recorder = GameRecorder(database: database, keepsLatest: games.keepsLatest)
        if let game, let warning = recorder.resume(game) { actions.append(self.warning(warning)) }
        self.recorder = recorder
        return actions
    }

    /// The player's rating in every mode with a rated game; none when the database cannot say.
    func ratings() -> [Game.Mode: ModeRating] {
        (try? recorder?.database.ratings()) ?? [:]
    }

    /// Keeps a rated game's change, beside the record of the game in play (written first, so it has its id).
    func keep(_ rated: RatedGame) {
        _ = flush()
        var rated = rated
        rated.playedAt = Date().timeIntervalSince1970
        do {
            try recorder?.database.insert(rated, gameId: recorder?.gameId)
        } catch {
            Diagnostics.warn("set-game: the rating was not kept: \(GameDatabase.reason(error))")
        }
    }

    /// Takes moves to keep, or a game begun or ended.
    func take(_ entry: RecordEntry) {
        recorder?.take(entry)
    }

    /// Writes the game's record as it stands.
    func flush() -> [AppAction] {
        recorder?.flush().map { [warning($0)] } ?? []
    }

    /// Writes the game left and takes up the record of `game`, which took its place.
    func resume(_ game: Game) -> [AppAction] {
        let flushed = flush()
        return flushed + (recorder?.resume(game).map { [warning($0)] } ?? [])
    }

    /// The games recorded, newest first, as the Past games overlay lists them.
    func pastGames() -> [AppAction] {
        let flushed = flush()
        guard let recorder else { return flushed + [.pastGamesLoaded(PastGamesShown(rows: []))] }
        let games = (try? recorder.database.pastGames(limit: 500)) ?? []
        let rows = games.map {
            PastGamesShown.Row(
                id: $0.id, when: PastGamesListing.localTime($0.startedAt), mode: $0.mode, seconds: $0.seconds,
                finds: $0.finds, result: $0.result)
        }
        return flushed + [.pastGamesLoaded(PastGamesShown(rows: rows))]
    }

    /// A past game's row: `2026-11-28 09:14 · Solo · 4:05 · 27 Sets · finished`.

    /// Game `id` (nil: the game in play, or the one just ended) read for Review, with the player's medians.
    func review(_ id: Int64?, medians: [SetKind: Double], catalog c: Catalog) -> [AppAction] {
        let flushed = flush()
        guard let recorder, let id = id ?? recorder.gameId else {
            return flushed + [.storageWarning(c.text("This game has no record to review"))]
        }
        let record: GameRecord?
        do {
            record = try recorder.database.record(id)
        } catch {
            // The database's own words for what went wrong stay as it gives them.
            return flushed + [
                .storageWarning(c.text("Cannot read game %1$d: %2$s", .int(Int(id)), .string("\(error)")))
            ]
        }
        guard let record, !record.moves.isEmpty else {
            return flushed + [.storageWarning(c.text("Game %d has no moves to review", .int(Int(id))))]
        }
        let when = PastGamesListing.localTime(record.startedAt)
        return flushed + [.reviewLoaded(ReviewState(record: record, id: id, when: when, medians: medians))]
    }

    /// The recent games' pace for the Statistics overlay: its charts, and its Last 10 and Last 50 columns.
    func progress(catalog: Catalog) -> [AppAction] {
        let flushed = flush()
        guard let database = recorder?.database else { return flushed }
        // The rating's chart is of the mode rated most often.
        let ratings = (try? database.ratings()) ?? [:]
        let busiest = ratings.max { ($0.value.games, $1.key.rawValue) < ($1.value.games, $0.key.rawValue) }?.key
        let history = busiest.flatMap { try? database.ratingHistory(of: $0) } ?? []
        guard let all = try? database.progress(latest: nil), !all.isEmpty else {
            return flushed + (history.isEmpty ? [] : [.progressLoaded([], table: [], ratings: history)])
        }
        let table = GameProgress.tableLines(
            latest10: Array(all.suffix(10)), latest50: Array(all.suffix(50)), all: all, catalog: catalog)
        return flushed + [.progressLoaded(Array(all.suffix(50)), table: table, ratings: history)]
    }

    /// What Practice offers: the slow moments of the games recorded, and the kind of Set the
    /// statistics say is slowest for the player.
    func practice(statistics: Statistics?, seed: UInt64) -> [AppAction] {
        let flushed = flush()
        let medians = Self.medians(statistics)
        let slow = (try? recorder?.database.slowMoments(medians: medians)) ?? []
        var kinds: [SetKind: (finds: Int, median: Double)] = [:]
        var overall: Double?
        if let statistics {
            for kind in SetKind.allCases {
                if let median = medians[kind] { kinds[kind] = (statistics.finds(of: kind), median) }
            }
            overall = statistics.overallMedianSeconds
        }
        let weakest = DrillTable.weakestKind(kinds, overall: overall)
        let offer = PracticeOffer(
            slowMoments: slow, weakest: weakest, weakestMedian: weakest.flatMap { medians[$0] },
            overallMedian: overall, seed: seed)
        return flushed + [.practiceLoaded(offer)]
    }

    /// Keeps a practice table played.
    func keep(_ drill: DrillPlayed) {
        do {
            try recorder?.database.insert(drill)
        } catch {
            Diagnostics.warn("set-game: cannot keep the drill (\(error))")
        }
    }

    /// Keeps only the latest `count` games (every one for nil), from now on and at once.
    func keepLatest(_ count: Int?) -> [AppAction] {
        guard let recorder, recorder.keepsLatest != count else { return [] }
        recorder.keepsLatest = count
        guard let count else { return [] }
        do {
            try recorder.database.trim(keeping: count, inPlay: recorder.gameId)
            return []
        } catch {
            return [warning(FileWarning(.cannotTrim, reason: GameDatabase.reason(error)))]
        }
    }

    /// The player's median seconds per kind of Set, over every game the statistics count.
    static func medians(_ statistics: Statistics?) -> [SetKind: Double] {
        guard let statistics else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: SetKind.allCases.compactMap { kind in
                statistics.medianSeconds(of: kind).map { (kind, $0) }
            })
    }

    /// Says `warning` on standard error, and hands it to the window as a line in the language in use (the
    /// home folder written `~`).
    func warning(_ warning: FileWarning) -> AppAction {
        Diagnostics.warn(warning.line)
        let home = getenv("HOME").map { String(cString: $0) }
        return .storageWarning(warning.text(in: catalog, home: home))
    }
}
