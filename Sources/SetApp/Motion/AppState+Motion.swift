import Geometry
import SetCore
import SetTable

/// What the table showed just before an action, for planning the motion that shows its result.
struct MotionSnapshot {
    var table: [Card]
    /// Where each card was shown, in board coordinates, mid-flight or at rest.
    var shown: [Card: Rect]
    /// Where each card was headed: its resting frame, in board coordinates.
    var destinations: [Card: Rect]
    var selectionState: SelectionState
    var isGameOver: Bool
    var setsFoundByPlayer: [Int]
}

extension AppState {
    /// The table as shown at `time`, before an action changes it.
    func motionSnapshot(at time: Double) -> MotionSnapshot {
        // Sized for the table at once: grown card by card, 81 cards rehash six times a snapshot.
        var shown = [Card: Rect](minimumCapacity: game.table.count)
        var destinations = [Card: Rect](minimumCapacity: game.table.count)
        for (index, card) in game.table.enumerated() {
            let resting = layout.grid.frame(of: index, scrollOffset: 0)
            let moving = motion.cards[card].flatMap { $0.isMoving(at: time) ? $0 : nil }
            shown[card] = moving?.frame(at: time) ?? resting
            destinations[card] = moving?.to ?? resting
        }
        return MotionSnapshot(
            table: game.table, shown: shown, destinations: destinations,
            selectionState: game.selectionState,
            isGameOver: game.isGameOver, setsFoundByPlayer: game.players.map(\.setsFound))
    }

    /// Sets cards moving to show what an action did: dealt cards fly in from
    /// the deck, a found Set flies to the counter, cards whose place changed
    /// glide (a shuffle along arcs), a mismatch shakes, the game-over panel fades
    /// in. A card's motion changes only when its own destination does.
    mutating func planMotion(after before: MotionSnapshot, effects: [Effect], now: Double) {
        guard animates else { return }
        let events = effects.flatMap { effect -> [GameEvent] in
            if case .applied(_, let events) = effect { return events }
            if case .network(let move) = effect { return move.events }
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
        let networkFinder = effects.lazy.compactMap { effect -> Int? in
            if case .network(let move) = effect { return move.finder }
            return nil
        }.first
        if network != nil { motion.finder = networkFinder }
        if game.mode.takesTurns, events.contains(where: { if case .matched = $0 { true } else { false } }) {
            motion.finder = game.players.indices.first {
                game.players[$0].setsFound
                    > (before.setsFoundByPlayer.indices.contains($0) ? before.setsFoundByPlayer[$0] : 0)
            }
        }

        // A found Set leaves for the counter (two players: the finder's panel).
        let removed = before.table.filter { !game.table.contains($0) }
        let collected = events.contains { if case .collected = $0 { true } else { false } }
        if collected, !isNewGame, !removed.isEmpty {
            kind = "match"
            let counter = counterFrame(now: now)
            for (n, card) in removed.enumerated() {
                let from = before.shown[card] ?? cardFrame(centredOn: counter)
                // At its own size all the way, so the face is drawn once.
                let to = Rect(
                    counter.midX - from.width / 2, counter.midY + scrollOffset - from.height / 2,
                    from.width, from.height)
                motion.leaving.append(
                    Motion.Leaving(
                        card: card,
                        motion: CardMotion(
                            from: from, to: to,
                            start: now + Double(n) * MotionTiming.leaveStagger,
                            duration: MotionTiming.leave, flies: true),
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
            motion.cards[card] = CardMotion(
                from: deck, to: to,
                start: now + delay + Double(dealt) * MotionTiming.dealStagger,
                duration: MotionTiming.deal, flies: true)
            dealt += 1
        }
        if dealt > 0 { kind = kind ?? (isNewGame ? "newGame" : "deal") }

        // A card whose place changed goes there: one at rest sets off in its turn
        // (a shuffle's along arcs), one on its way turns towards the new place
        // at once, at the speed it has. A card whose place did not change keeps
        // its motion exactly as it was: selecting, a hint or a message moves nothing.
        let shuffled = events.contains(.shuffled)
        var setOff: [(index: Int, shown: Rect, to: Rect)] = []
        for (index, card) in game.table.enumerated() {
            guard let was = before.destinations[card], let to = grid.frame(of: index, scrollOffset: 0),
                !was.isClose(to: to)
            else { continue }
            if let current = motion.cards[card], current.isMoving(at: now) {
                motion.cards[card] = current.retargeted(to: to, at: now, duration: MotionTiming.glide)
                kind = kind ?? (shuffled ? "shuffle" : "reform")
            } else if let shown = before.shown[card] {
                setOff.append((index, shown, to))
            }
        }
        let spread = (shuffled ? MotionTiming.shuffleSpread : MotionTiming.glideSpread) / Double(max(1, setOff.count))
        for (n, (index, shown, to)) in setOff.enumerated() {
            // At the new size from the start, so every moving card shares one face size.
            let from = Rect(shown.midX - to.width / 2, shown.midY - to.height / 2, to.width, to.height)
            let start = now + Double(n) * spread
            motion.cards[game.table[index]] =
                shuffled
                ? CardMotion(
                    from: from, to: to, start: start, duration: MotionTiming.shuffle,
                    route: .arc(bulge: n % 2 == 0 ? 0.18 : -0.18), flies: false)
                : CardMotion(from: from, to: to, start: start, duration: MotionTiming.glide, flies: false)
        }
        if !setOff.isEmpty { kind = kind ?? (shuffled ? "shuffle" : "reform") }

        // Three cards that are not a Set shake their heads, on top of any way they are going.
        if game.selectionState == .mismatch, before.selectionState != .mismatch {
            for index in game.selection {
                guard let frame = grid.frame(of: index, scrollOffset: 0) else { continue }
                let card = game.table[index]
                let shake = CardMotion.Shake(start: now, duration: MotionTiming.shake, amplitude: 0.06 * frame.width)
                if var current = motion.cards[card], current.isMoving(at: now) {
                    current.shake = shake
                    motion.cards[card] = current
                } else {
                    motion.cards[card] = .shaking(
                        at: frame, start: now, duration: shake.duration,
                        amplitude: shake.amplitude)
                }
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

    /// Where a found Set goes: the Sets counter, or the finder's panel (a network game: their row).
    private func counterFrame(now: Double) -> Rect {
        let screen = layout.screen
        if network != nil, let finder = motion.finder, let row = networkRowFrame(seat: finder, now: now) { return row }
        if game.mode.takesTurns, let finder = motion.finder, screen.players.indices.contains(finder) {
            return screen.players[finder].score
        }
        return screen.stats[.sets] ?? screen.stats[.score] ?? screen.board
    }
}

extension Rect {
    /// Whether two frames are the same place to the eye (within half a pixel in all).
    fileprivate func isClose(to other: Rect) -> Bool {
        abs(x - other.x) + abs(y - other.y) + abs(width - other.width) + abs(height - other.height) <= 0.5
    }
}
