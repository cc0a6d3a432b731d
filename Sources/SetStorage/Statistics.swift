import Catalog
import SetCore

/// The player's record over all games: a pure value updated from what the game reports.
///
/// Each mode's `Variant.Tally` says where its games are counted. The classic record's counts
/// cover solo, two players and the daily puzzle; Junior and each variant keep a `ModeRecord` of
/// their own (`records`). Best time, best score and the pace (seconds per Set) come from
/// finished solo games only: a two-player game's time is shared by two people and its scores
/// are per player. So do the kinds of Set found and missed: in a two-player game the time to a
/// find includes claims and turns, and dealing over a Set costs nothing.
package struct Statistics: Equatable, Sendable {
    /// Games dealt: fresh starts, New game presses and `--new`/`--seed` launches.
    var gamesStarted = 0
    /// Games played to the end (deck empty, no Set left).
    var gamesFinished = 0
    /// Sets found, in every game.
    var setsFound = 0
    /// Hint steps taken.
    var hintsUsed = 0
    /// The shortest time of play of a finished solo game, in seconds.
    var bestTime: Double?
    /// The highest score of a finished solo game.
    var bestScore: Int?
    /// Seconds of play of all finished solo games together.
    var finishedSoloSeconds = 0.0
    /// Sets found in all finished solo games together.
    var finishedSoloSets = 0
    /// Seconds from the table last changing to each Set found in solo play, by kind,
    /// in `SetKind.allCases` order (finished games or not).
    var findTimes = [FindTimes](repeating: FindTimes(), count: SetKind.allCases.count)
    /// Deals of three more cards while a Set was on the table (solo), by the kind of
    /// that Set, in `SetKind.allCases` order.
    var missedSets = [Int](repeating: 0, count: SetKind.allCases.count)
    /// The solo game in play's times per find, for the game-over panel.
    var currentGame: GameFinds?
    /// The days whose daily puzzle was solved.
    var dailySolved: Set<DailyDate> = []
    /// The shortest time of a solved daily puzzle, in seconds.
    var dailyBestTime: Double?
    /// The records of the modes that keep their own, by mode name (`junior`, `ultra`, `sprint10`, …).
    /// Junior's is always there: the file has held it, played or not, since Junior came.
    var records: [String: ModeRecord] = [Self.juniorKey: ModeRecord()]

    /// Statistics of no games yet.
    package init() {}

    /// Seconds per Set over the finished solo games, or nil before the first.
    var averageSecondsPerSet: Double? {
        finishedSoloSets > 0 ? finishedSoloSeconds / Double(finishedSoloSets) : nil
    }

    /// How long the Sets of one kind took to find (solo).
    func findTimes(_ kind: SetKind) -> FindTimes { findTimes[kind.rawValue - 1] }

    /// How many Sets of one kind were on the table when the player dealt three more (solo).
    func missedSets(_ kind: SetKind) -> Int { missedSets[kind.rawValue - 1] }

    /// The record of `mode`, which keeps its own (an empty one before its first game).
    func record(for mode: Game.Mode) -> ModeRecord { records[mode.rawValue] ?? ModeRecord() }

    /// Counts `game`, dealt at launch (the New game button reports its own).
    package mutating func recordStart(_ game: Game) {
        let tally = game.mode.variant.tally
        if tally.isOwn {
            records[game.mode.rawValue, default: ModeRecord()].gamesStarted += 1
            return
        }
        gamesStarted += 1
        if tally == .classicTimed { currentGame = GameFinds(for: game) }
    }

    /// Counts what one applied intent brought about.
    ///
    /// - Parameters:
    ///   - events: what the game reported for the intent.
    ///   - game: the game after the intent (its time and score at game over).
    ///   - before: the game before the intent: when its table last changed, and the
    ///     table a Deal 3 was pressed over.
    ///   - countsForBest: false for a game in which undo was used: it is counted,
    ///     but not for the best time or the best score.
    mutating func record(_ events: [GameEvent], game: Game, before: Game, countsForBest: Bool = true) {
        let tally = game.mode.variant.tally
        if tally.isOwn {
            records[game.mode.rawValue, default: ModeRecord()].record(
                events, game: game, countsForBest: countsForBest)
            return
        }
        let timed = tally == .classicTimed
        // Solo Deal 3 without a matched Set to take away; `.dealt` also follows
        // `.collected` when a found Set's places are refilled.
        let dealtOnly = !events.contains { if case .collected = $0 { true } else { false } }
        for event in events {
            switch event {
            case .newGame:
                gamesStarted += 1
                if timed { currentGame = GameFinds(for: game) }
            case .matched(let cards):
                setsFound += 1
                if timed { recordFind(cards, game: game, before: before) }
            case .dealt where dealtOnly && timed:
                recordDeal(over: before.table)
            case .hinted:
                hintsUsed += 1
            case .gameOver:
                finish(game, countsForBest: countsForBest)
            default:
                break
            }
        }
    }

    /// A Set is found when it is judged, in the same intent as any change to the
    /// table it brings, so the table last changed when `before` says.
    private mutating func recordFind(_ cards: [Card], game: Game, before: Game) {
        guard let kind = SetKind(cards) else { return }
        let seconds = max(0, game.clock - before.tableChangedAt)
        findTimes[kind.rawValue - 1].add(seconds)
        if currentGame?.belongs(to: game) != true { currentGame = GameFinds(for: game) }
        if let place = game.finds.lastIndex(of: cards) { currentGame?.record(place: place, seconds: seconds) }
    }

    /// The game takes points for dealing over a Set; this counts it under the kind of
    /// the first Set `SetFinder` finds on the table (the one a hint would show first).
    private mutating func recordDeal(over table: [Card]) {
        guard let set = SetFinder.firstSet(in: table), let kind = SetKind(set.map { table[$0] }) else { return }
        missedSets[kind.rawValue - 1] += 1
    }

    private mutating func finish(_ game: Game, countsForBest: Bool) {
        gamesFinished += 1
        if game.mode.isDaily { recordDailySolved(game) }
        guard game.mode.variant.tally == .classicTimed else { return }
        let time = game.playTime
        if countsForBest {
            bestTime = min(bestTime ?? time, time)
            bestScore = max(bestScore ?? game.score, game.score)
        }
        finishedSoloSeconds += time
        finishedSoloSets += game.foundSets.count
    }
}

extension Statistics {
    /// Lines for the game-over panel of `game`, e.g. `Best time 7:41`, `Games finished 12`;
    /// first, after a solo game with a find, the kind of Set it was slowest to find.
    ///
    /// - Parameter modeTitle: the mode's name as the player reads it, for a mode with a record of its own.
    package func panelLines(for game: Game, modeTitle: String? = nil, catalog c: Catalog = .english) -> [String] {
        var lines: [String] = []
        if let date = game.dailyDate { return dailyLines(today: max(date, DailyDate.localToday), catalog: c) }
        let tally = game.mode.variant.tally
        if tally.isOwn {
            return record(for: game.mode).panelLines(for: game.mode, title: modeTitle ?? game.mode.title, catalog: c)
        }
        if tally == .classicTimed, let slowest = currentGame?.slowest(in: game) {
            lines.append(Self.slowestLine(slowest.kind, seconds: slowest.seconds, catalog: c))
        }
        if let bestTime { lines.append(c.text("Best time %s", .string(Self.clock(bestTime)))) }
        if let bestScore { lines.append(c.text("Best score %d", .int(bestScore))) }
        lines.append(c.text("Games finished %d", .int(gamesFinished)))
        if let average = averageSecondsPerSet {
            lines.append(c.text("Average %.1f s per Set", .double(Self.tenths(average))))
        }
        return lines
    }

    /// The first table of `set-game --stats`: a header, then a label and the classic game's
    /// values on each row, and beside them those of each mode whose own record keeps its pace (Junior).
    func rows(_ c: Catalog, titles: (Game.Mode) -> String) -> [[String]] {
        let paced = Game.Mode.allCases.filter { $0.variant.tally == .ownWithPace }
        let others = paced.map(record(for:))
        let decimal = { (value: Double) in Self.oneDecimal(value, separator: c.decimalSeparator) }
        func row(_ label: String, _ classic: String, _ value: (ModeRecord) -> String) -> [String] {
            [label, classic] + others.map(value)
        }
        return [
            ["", c.text("Set", context: "the classic game's column")] + paced.map(titles),
            row(c.text("Games started"), String(gamesStarted)) { String($0.gamesStarted) },
            row(c.text("Games finished"), String(gamesFinished)) { String($0.gamesFinished) },
            row(c.text("Sets found"), String(setsFound)) { String($0.groupsFound) },
            row(c.text("Hints used"), String(hintsUsed)) { String($0.hintsUsed) },
            row(c.text("Best time (solo)"), bestTime.map(Self.clock) ?? "-") { $0.bestTime.map(Self.clock) ?? "-" },
            row(c.text("Best score (solo)"), bestScore.map(String.init) ?? "-") {
                $0.bestScore.map(String.init) ?? "-"
            },
            row(c.text("Seconds per Set (solo)"), averageSecondsPerSet.map(decimal) ?? "-") {
                $0.averageSecondsPerSet.map(decimal) ?? "-"
            },
        ]
    }

    /// The daily puzzle's rows of `set-game --stats`, with streaks counted to `today`.
    func dailyRows(today: DailyDate, _ c: Catalog) -> [[String]] {
        [
            [c.text("Daily puzzles solved"), String(dailySolved.count)],
            [c.text("Current streak (days)"), String(DailyStreaks.current(dailySolved, today: today))],
            [c.text("Longest streak (days)"), String(DailyStreaks.longest(dailySolved))],
            [c.text("Best daily time"), dailyBestTime.map(Self.clock) ?? "-"],
        ]
    }

    /// What `set-game --stats` prints: `rows`, the daily puzzle's rows,
    /// `kindRows` and `variantRows`, each a small table with values right-aligned, a blank line apart,
    /// in the language of `catalog` (`titles` names the modes in it).
    package func table(
        today: DailyDate, catalog c: Catalog = .english, titles: (Game.Mode) -> String = { $0.title }
    ) -> String {
        [rows(c, titles: titles), dailyRows(today: today, c), kindRows(c), variantRows(c, titles: titles)]
            .map(Self.columns).joined(separator: "\n")
    }

    /// Rows of cells as lines: the first column left-aligned, the others
    /// right-aligned, two spaces apart; every line ends in a newline.
    static func columns(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : "  " + pad + cell
            }.joined()
        }.joined(separator: "\n") + "\n"
    }

    /// `m:ss`, or `h:mm:ss` from an hour on.
    static func clock(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(max(0, seconds).rounded(.down)) : 0
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let mmss = (m < 10 && h > 0 ? "0" : "") + "\(m):" + (s < 10 ? "0" : "") + "\(s)"
        return h > 0 ? "\(h):" + mmss : mmss
    }

    /// One decimal, rounded half away from zero: `18.25` → `18.3` (`18,3` with a decimal comma).
    static func oneDecimal(_ value: Double, separator: String = ".") -> String {
        guard value.isFinite else { return "-" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10)\(separator)\(abs(tenths % 10))"
    }

    /// `value` rounded half away from zero to tenths, as `oneDecimal` shows it.
    static func tenths(_ value: Double) -> Double {
        value.isFinite ? (value * 10).rounded() / 10 : 0
    }
}
