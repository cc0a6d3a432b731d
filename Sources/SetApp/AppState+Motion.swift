import Geometry
import SetCore
import SetTable

/// What the table showed just before an action, for planning the motion that shows its result.
struct MotionSnapshot {
    var table: [Card]
    /// Where each card was shown, in board coordinates, mid-flight or at rest.
    var shown: [Card: Rect]
    var selectionState: SelectionState
    var isGameOver: Bool
    var setsFoundByPlayer: [Int]
}

extension AppState {
    /// The table as shown at `time`, before an action changes it.
    func motionSnapshot(at time: Double) -> MotionSnapshot {
        var shown: [Card: Rect] = [:]
        for (index, card) in game.table.enumerated() {
            shown[card] = motion.cards[card]?.frame(at: time) ?? layout.grid.frame(of: index, scrollOffset: 0)
        }
        return MotionSnapshot(table: game.table, shown: shown, selectionState: game.selectionState,
                              isGameOver: game.isGameOver, setsFoundByPlayer: game.players.map(\.setsFound))
    }

    /// Sets cards moving to show what an action did: dealt cards fly in from
    /// the deck, a found Set flies to the counter, cards whose place changed
    /// glide (a shuffle along arcs), a mismatch shakes, the game-over panel fades
    /// in. A card already moving sets off again from where it is.
    mutating func planMotion(after before: MotionSnapshot, effects: [Effect], now: Double) {
        guard animates else { return }
        let events = effects.flatMap { effect -> [GameEvent] in
            if case .applied(_, let events) = effect { return events }
            return []
        }
        let grid = layout.grid
        let size = (width: grid.cardWidth, height: grid.cardHeight)
        /// A card-sized frame centred on a point of the HUD, in board coordinates.
        func cardFrame(centredOn window: Rect) -> Rect {
            Rect(window.midX - size.width / 2, window.midY + scrollOffset - size.height / 2, size.width, size.height)
        }
        var kind: String?
        let isNewGame = events.contains { if case .newGame = $0 { true } else { false } }
        if game.mode == .twoPlayer, events.contains(where: { if case .matched = $0 { true } else { false } }) {
            motion.finder = game.players.indices.first {
                game.players[$0].setsFound > (before.setsFoundByPlayer.indices.contains($0) ? before.setsFoundByPlayer[$0] : 0)
            }
        }

        // A found Set leaves for the counter (two players: the finder's panel).
        let removed = before.table.filter { !game.table.contains($0) }
        let collected = events.contains { if case .collected = $0 { true } else { false } }
        if collected, !isNewGame, !removed.isEmpty {
            kind = "match"
            let counter = counterFrame()
            for (n, card) in removed.enumerated() {
                let from = before.shown[card] ?? cardFrame(centredOn: counter)
                // At its own size all the way, so the face is drawn once.
                let to = Rect(counter.midX - from.width / 2, counter.midY + scrollOffset - from.height / 2,
                              from.width, from.height)
                motion.leaving.append(Motion.Leaving(
                    card: card,
                    motion: CardMotion(from: from, to: to,
                                       start: now + Double(n) * MotionTiming.leaveStagger,
                                       duration: MotionTiming.leave, route: .straight, flies: true),
                    highlight: .match))
            }
        }
        if isNewGame { motion.leaving = [] }

        // New cards come from the deck, one after another.
        let deck = cardFrame(centredOn: deckFrame())
        var dealt = 0
        let delay = kind == "match" ? MotionTiming.arriveDelay : 0
        for (index, card) in game.table.enumerated() where !before.table.contains(card) {
            guard let to = grid.frame(of: index, scrollOffset: 0) else { continue }
            motion.cards[card] = CardMotion(from: deck, to: to,
                                            start: now + delay + Double(dealt) * MotionTiming.dealStagger,
                                            duration: MotionTiming.deal, route: .straight, flies: true)
            dealt += 1
        }
        if dealt > 0 { kind = kind ?? (isNewGame ? "newGame" : "deal") }

        // Cards that stay but whose place changed glide there; a shuffle swings them past each other.
        let shuffled = events.contains(.shuffled)
        let moving = game.table.indices.compactMap { index -> (Int, Rect, Rect)? in
            guard let shown = before.shown[game.table[index]], let to = grid.frame(of: index, scrollOffset: 0),
                  abs(shown.x - to.x) + abs(shown.y - to.y) + abs(shown.width - to.width) > 0.5 else { return nil }
            return (index, shown, to)
        }
        let spread = (shuffled ? MotionTiming.shuffleSpread : MotionTiming.glideSpread) / Double(max(1, moving.count))
        var moved = 0
        for (index, shown, to) in moving {
            let card = game.table[index]
            // At the new size from the start, so every moving card shares one face size.
            let from = Rect(shown.midX - to.width / 2, shown.midY - to.height / 2, to.width, to.height)
            let flies = motion.cards[card].map { $0.flies && $0.isMoving(at: now) } ?? false
            let start = now + Double(moved) * spread
            if shuffled {
                motion.cards[card] = CardMotion(from: from, to: to, start: start, duration: MotionTiming.shuffle,
                                                route: .arc(bulge: moved % 2 == 0 ? 0.18 : -0.18), flies: flies)
            } else {
                motion.cards[card] = CardMotion(from: from, to: to, start: start, duration: MotionTiming.glide,
                                                route: .straight, flies: flies)
            }
            moved += 1
        }
        if moved > 0 { kind = kind ?? (shuffled ? "shuffle" : "reform") }

        // Three cards that are not a Set shake their heads.
        if game.selectionState == .mismatch, before.selectionState != .mismatch {
            for index in game.selection {
                guard let frame = grid.frame(of: index, scrollOffset: 0) else { continue }
                motion.cards[game.table[index]] = CardMotion(from: frame, to: frame, start: now,
                                                             duration: MotionTiming.shake,
                                                             route: .shake(amplitude: 0.06 * frame.width), flies: false)
            }
            kind = kind ?? "mismatch"
        }

        if game.isGameOver, !before.isGameOver {
            motion.panelStart = now
            kind = kind ?? "gameOver"
        } else if !game.isGameOver {
            motion.panelStart = nil
        }

        motion.cards = motion.cards.filter { game.table.contains($0.key) }
        if effects.contains(.undone) { kind = kind.map { _ in "undo" } }
        if effects.contains(.redone) { kind = kind.map { _ in "redo" } }
        if let kind {
            if var burst = motion.burst, motion.isActive(at: now) {
                burst.kind = kind
                motion.burst = burst
            } else {
                motion.bursts += 1
                motion.burst = Motion.Burst(kind: kind, start: now, id: motion.bursts)
            }
        }
    }

    /// Where dealt cards come from: the Deal 3 button (two players: the deck count).
    private func deckFrame() -> Rect {
        let screen = layout.screen
        return screen.frame(of: .deal) ?? screen.stats[.deck] ?? screen.board
    }

    /// Where a found Set goes: the Sets counter, or the finder's panel.
    private func counterFrame() -> Rect {
        let screen = layout.screen
        if game.mode == .twoPlayer, let finder = motion.finder, screen.players.indices.contains(finder) {
            return screen.players[finder].score
        }
        return screen.stats[.sets] ?? screen.stats[.score] ?? screen.board
    }
}
