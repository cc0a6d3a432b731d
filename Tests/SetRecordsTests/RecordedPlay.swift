import SetCore
import SetRecords

/// A seeded game played move by move into a recorder: a miss, a hint, a deal made over a
/// Set, a Set found, an undo and a redo, then Sets to the end of the deck.
struct RecordedPlay {
    var game: Game
    let recorder: GameRecorder
    var time = 0.0

    init(seed: UInt64 = 2026, mode: Game.Mode = .solo, recorder: GameRecorder) {
        game = Game(seed: seed, mode: mode, now: 0)
        self.recorder = recorder
        recorder.resume(game)
    }

    /// Applies an intent 1.5 s after the last, as `reduce` would, and hands its entries to the recorder.
    @discardableResult
    mutating func apply(_ intent: Intent) -> [GameEvent] {
        time += 1.5
        let before = game
        let events = game.apply(intent, now: time)
        for entry in RecordEntry.entries(for: intent, events: events, before: before, after: game) {
            recorder.take(entry)
        }
        recorder.flush()
        return events
    }

    /// Selects the cards at these table indices.
    mutating func select(_ indices: [Int]) {
        for index in indices { apply(.cardTapped(index: index)) }
    }

    /// Three cards that are no Set, as table indices.
    var miss: [Int] {
        let table = game.table
        for i in table.indices {
            for j in table.indices where j > i {
                for k in table.indices where k > j && !Card.isSet(table[i], table[j], table[k]) { return [i, j, k] }
            }
        }
        return []
    }

    /// Plays the opening moves the tests look for, then finds Sets (dealing when there is none) to the end.
    mutating func playToTheEnd(maxMoves: Int = 400) {
        let miss = self.miss
        select(miss)
        // The miss's three are cleared by the next click, which selects its card; a second click deselects it.
        select([miss[0], miss[0]])
        apply(.hintTapped)
        apply(.dealTapped())
        var moves = 0
        while !game.isGameOver, moves < maxMoves {
            moves += 1
            if game.selectionState == .match, let taken = game.selection.first {
                // A click on the Set found takes it away.
                apply(.cardTapped(index: taken))
            } else if let set = SetFinder.firstSet(in: game.table) {
                select(set)
            } else {
                apply(.dealTapped())
            }
        }
    }
}
