import Catalog
import SetCore
import SetInput
import SetTable

/// A recorded game under review: the record, the step shown, and what Review points out.
public struct ReviewState: Equatable, Sendable {
    /// The database's id of the game, nil for a record read from a file.
    public var id: Int64?
    /// The game.
    public var record: GameRecord
    /// When the game was played, in the player's local time (`2026-11-28 09:14`).
    public var when: String
    /// The step shown, from 0.
    public internal(set) var step = 0
    /// The steps of the finds slower than twice the player's median for their kind.
    public let slow: Set<Int>
    /// The groups never found, by the place of the last table that held them.
    public let unseen: [Int: [[Card]]]
    /// The overlay to go back to when Review closes (the list it was opened from, or the table).
    var returnsTo = OverlayKind.none
    /// The game played again, while Replay is open.
    public internal(set) var replay: ReplayState?

    /// A review of `record` from its first move.
    ///
    /// - Parameter medians: the player's median seconds per kind of Set, which make a find slow.
    public init(record: GameRecord, id: Int64?, when: String, medians: [SetKind: Double]) {
        self.id = id
        self.record = record
        self.when = when
        slow = record.slowSteps(medians: medians)
        unseen = record.unseenGroups
    }

    /// The game as titles name it: "Solo · 2026-11-28 09:14".
    func title(in c: Catalog) -> String {
        c.text("%1$s · %2$s", context: "mode and when", .string(record.mode.title(in: c)), .string(when))
    }

    /// What the Review overlay shows now.
    func shown(in c: Catalog) -> ReviewShown? {
        ReviewShown(
            record: record, step: step, title: c.text("Review · %s", .string(title(in: c))), slow: slow,
            unseen: unseen, catalog: c)
    }

    /// Moves to `step`, kept within the game's moves.
    mutating func go(to step: Int) {
        self.step = min(max(0, step), max(0, record.moves.count - 1))
    }

    /// The step whose move is nearest `time` seconds of play (the first of several at one time).
    func step(nearest time: Double) -> Int {
        let moves = record.moves
        guard !moves.isEmpty else { return 0 }
        var best = 0
        for (index, move) in moves.enumerated() where abs(move.time - time) < abs(moves[best].time - time) {
            best = index
        }
        return best
    }
}
