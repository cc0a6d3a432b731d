/// The moves of a solo game, for undo and redo: the game as it was before the
/// oldest move kept, and every move since with the time it was made.
///
/// The game of any moment is a replay: the base, then each move applied at
/// its time (the game is a pure function of its seed, the intents and their
/// times). Undo replays all but the last move; redo applies the undone move
/// again. Kept this way, a long history is a short list of small values, cheap
/// to save with the game after every move.
///
/// Time: undo brings back a game whose clock stopped when that move was made.
/// So that its clock reads as it did then and runs on from now, the restored
/// game's times are moved forward to now (`Game.shiftingTimes(by:)`); the
/// shift is kept and replayed with the next move, so a replay always lands on
/// the game the player sees.
public struct History: Equatable, Sendable {
    /// One move: what the player did, when, and how far the game's times were
    /// moved forward just before it (by an undo before it; 0 otherwise).
    public struct Move: Equatable, Sendable, Codable {
        public var intent: Intent
        public var time: Double
        public var shift: Double

        /// A move made at `time`, after the game's times were moved by `shift`.
        public init(intent: Intent, time: Double, shift: Double = 0) {
            self.intent = intent
            self.time = time
            self.shift = shift
        }
    }

    /// The game before the oldest move kept.
    public private(set) var base: Game
    /// The moves since `base`, oldest first.
    public private(set) var moves: [Move] = []
    /// The moves undone, the most recent last: what redo brings back.
    public private(set) var undone: [Move] = []
    /// How far the current game's times were moved by the last undo, to replay before the next move.
    public private(set) var pendingShift = 0.0
    /// How many times undo was used since this history began (a New Game keeps counting:
    /// it is a move like any other, and can itself be undone).
    public private(set) var undoCount = 0

    /// The most moves kept; older ones fold into `base` and can no longer be undone.
    public static let limit = 1000

    /// A history that starts at `game`, with nothing to undo or redo.
    public init(startingAt game: Game) {
        base = game
    }

    /// A history read back from a file, checked to replay (see `replayed()`).
    public init(base: Game, moves: [Move], undone: [Move], pendingShift: Double, undoCount: Int) {
        self.base = base
        self.moves = moves
        self.undone = undone
        self.pendingShift = pendingShift
        self.undoCount = undoCount
    }

    /// Whether there is a move to undo.
    public var canUndo: Bool { !moves.isEmpty }
    /// Whether there is an undone move to redo.
    public var canRedo: Bool { !undone.isEmpty }

    /// The game the moves lead to.
    public func replayed() -> Game {
        var game = base
        for move in moves { Self.apply(move, to: &game) }
        return game.shiftingTimes(by: pendingShift)
    }

    /// Whether the moves lead to `game`: a solo game equal to the replay but for
    /// its clock, which may run ahead (a click that changes nothing is no move).
    public func leads(to game: Game) -> Bool {
        var replayed = replayed()
        guard game.mode.keepsHistory, replayed.clock <= game.clock else { return false }
        replayed.clock = game.clock
        return replayed == game
    }

    /// Records a move the player just made, applied at game clock `time`, and
    /// forgets what was undone: a new move ends redo, as in any editor.
    public mutating func record(_ intent: Intent, at time: Double) {
        moves.append(Move(intent: intent, time: time, shift: pendingShift))
        pendingShift = 0
        undone = []
        while moves.count > Self.limit {
            Self.apply(moves.removeFirst(), to: &base)
        }
    }

    /// Takes back the last move at game clock `now`; returns the game as it
    /// was before it, its clock running on from `now`, or nil with nothing to undo.
    public mutating func undo(now: Double) -> Game? {
        guard let last = moves.popLast() else { return nil }
        undone.append(last)
        undoCount += 1
        var game = base
        for move in moves { Self.apply(move, to: &game) }
        pendingShift = now.isFinite && now > game.clock ? now - game.clock : 0
        return game.shiftingTimes(by: pendingShift)
    }

    /// Makes the last undone move again at game clock `now`, on `game` (the
    /// game as it stands); returns the game after it, or nil with nothing to redo.
    public mutating func redo(on game: Game, now: Double) -> Game? {
        guard let move = undone.popLast() else { return nil }
        var next = game
        next.apply(move.intent, now: now)
        moves.append(Move(intent: move.intent, time: next.clock, shift: pendingShift))
        pendingShift = 0
        return next
    }

    private static func apply(_ move: Move, to game: inout Game) {
        game = game.shiftingTimes(by: move.shift)
        game.apply(move.intent, now: move.time)
    }
}

extension Game {
    /// The same game with every time in it moved forward by `seconds`: the
    /// clock, the start, the table's last change and the end, so the time of
    /// play and the speed bonus read as before. A solo game's turn has no times.
    public func shiftingTimes(by seconds: Double) -> Game {
        guard seconds.isFinite, seconds > 0 else { return self }
        var game = self
        game.startedAt += seconds
        game.clock += seconds
        game.tableChangedAt += seconds
        game.endedAt = endedAt.map { $0 + seconds }
        return game
    }
}
