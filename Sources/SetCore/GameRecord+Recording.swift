// Building a record as a game is played: what `Game.apply` reports, turned into moves.

extension GameRecord {
    /// A record of `game` from its start, begun at `wallClock` (seconds since 1970).
    public init(starting game: Game, at wallClock: Double, players: [String] = [], computers: [String] = []) {
        self.init(
            mode: game.mode, seed: game.seed, startedAt: wallClock, players: players, computers: computers,
            startClock: game.startedAt)
    }

    /// Records what an intent did to the game: `before` and `after` are the game on
    /// either side of it, `events` what `apply` returned. A new game, or a game's end,
    /// is the recorder's to see (`after.isGameOver`); neither is a move.
    public mutating func record(_ intent: Intent, events: [GameEvent], before: Game, after: Game) {
        append(
            RecordedMove.moves(for: intent, events: events, before: before, after: after), on: before, at: after.clock)
    }

    /// Appends moves made on the table `game` shows, at game clock `clock`.
    ///
    /// The table's groups are found again only when its cards changed (or in a puzzle, whose
    /// table loses a group with each find).
    public mutating func append(_ made: [RecordedMove], on game: Game, at clock: Double) {
        guard !made.isEmpty else { return }
        if let last = tables.last, last.cards == game.table, last.previous == game.previous,
            !game.mode.variant.isPuzzle
        {
            append(made, on: last, at: clock)
        } else {
            append(made, on: RecordedTable(game), at: clock)
        }
    }

    /// Appends moves made on `table` at game clock `clock`, with their times and the table's place.
    ///
    /// Times never run back: the clock of a game taken back by undo is moved forward, but a
    /// record read from a file or a clock set back is held at the last move's time.
    public mutating func append(_ made: [RecordedMove], on table: RecordedTable, at clock: Double) {
        guard !made.isEmpty else { return }
        if tables.last != table { tables.append(table) }
        let time = max(moves.last?.time ?? 0, clock.isFinite ? clock - startClock : 0, 0)
        for var move in made {
            move.time = time
            move.table = tables.count - 1
            moves.append(move)
        }
    }

    /// Marks the game ended at `wallClock`, finished or left for another.
    public mutating func end(_ result: Result, at wallClock: Double) {
        self.result = result
        endedAt = wallClock
    }
}

extension RecordedMove {
    /// The moves an intent made, in order, without their times or table (`GameRecord.append` sets those).
    ///
    /// Deals and shuffles the rules make by themselves (a found Set's places refilled, a
    /// Shuffle game's table turned over after each group) are no moves: the next move
    /// shows the table they left.
    public static func moves(for intent: Intent, events: [GameEvent], before: Game, after: Game) -> [RecordedMove] {
        // Who made the move: the claiming player with two players, the only player otherwise.
        let seat: Int? =
            switch intent {
            case .claimTapped(let player): player
            case .dealTapped(let player): player
            default: before.turn.player
            }
        var moves: [RecordedMove] = []
        for event in events {
            switch event {
            case .selected(let card):
                moves.append(RecordedMove(time: 0, kind: .select, cards: [card], player: seat))
            case .deselected(let card):
                moves.append(RecordedMove(time: 0, kind: .deselect, cards: [card], player: seat))
            case .matched(let cards):
                let seconds = max(0, after.clock - before.tableChangedAt)
                moves.append(RecordedMove(time: 0, kind: .found, cards: cards, player: seat, seconds: seconds))
            case .mismatched(let cards):
                moves.append(RecordedMove(time: 0, kind: .missed, cards: cards, player: seat))
            case .hinted(let cards):
                moves.append(RecordedMove(time: 0, kind: .hint, cards: cards))
            case .noSetOnTable:
                moves.append(RecordedMove(time: 0, kind: .hint))
            case .dealt(let cards):
                guard case .dealTapped = intent else { continue }
                // A Set found and still selected is no longer there to be found.
                let found = before.selectionState == .match ? Set(before.selectedCards) : []
                let overGroup = before.holdsGroup(besides: found)
                moves.append(RecordedMove(time: 0, kind: .deal, cards: cards, player: seat, overGroup: overGroup))
            case .shuffled:
                guard intent == .shuffleRequested else { continue }
                moves.append(RecordedMove(time: 0, kind: .shuffle))
            case .claimed(let player, _):
                moves.append(RecordedMove(time: 0, kind: .claim, player: player))
            case .timedOut(let player):
                moves.append(RecordedMove(time: 0, kind: .timeout, player: player))
            case .alreadyFound, .collected, .newGame, .windowOpened, .windowClosed, .gameOver:
                continue
            }
        }
        return moves
    }
}

/// What the recorder is to keep of one change: moves made, a game begun, a game ended.
///
/// `reduce` hands these to the platform, which keeps the record of the game in play in
/// the database; the game values are those the moves were made on, so the recorder
/// finds each table's groups without knowing the rules.
public enum RecordEntry: Equatable, Sendable {
    /// Moves made on the game `on` (as it was before them), ending at game clock `clock`.
    case moves([RecordedMove], on: Game, clock: Double)
    /// A game begun: a New Game, or a network game's deal; `players` names a network game's seats, and
    /// `computers` the level of each seat's computer player ("" for a person; empty with none).
    case started(Game, players: [String], computers: [String] = [])
    /// The game in play came to its end (`finished`) or was left for a new one (`abandoned`).
    case ended(GameRecord.Result)
}

extension RecordEntry {
    /// What an intent applied to a game leaves to record: its moves, and a game begun or ended.
    public static func entries(for intent: Intent, events: [GameEvent], before: Game, after: Game) -> [RecordEntry] {
        if events.contains(where: { if case .newGame = $0 { true } else { false } }) {
            return (before.isGameOver ? [] : [.ended(.abandoned)]) + [.started(after, players: [])]
        }
        var entries: [RecordEntry] = []
        let moves = RecordedMove.moves(for: intent, events: events, before: before, after: after)
        if !moves.isEmpty { entries.append(.moves(moves, on: before, clock: after.clock)) }
        if !before.isGameOver && after.isGameOver { entries.append(.ended(.finished)) }
        return entries
    }
}
