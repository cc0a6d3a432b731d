// Two players at one table (hot seat).
//
// The rules, including the edge cases a careful player expects:
// - Nobody may select cards while the turn is `.open`; a click then does nothing.
// - "SET!" (`claimTapped`) works only while the turn is open: a claim during the other
//   player's claim or window, or a second claim by the same player, is ignored.
// - The claimer has `claimSeconds` (6 s). A Set scores `claimSuccess` (+1) and a Set
//   found; it leaves the table at once (refilled up to 12 as in solo) and the turn opens.
// - A mismatch or the deadline costs the claimer `claimFailure` (−1) and gives the other
//   player `reboundSeconds` (12 s), counted from the mismatch or from the missed
//   deadline, to select a Set without claiming.
// - Deal 3 works only while the turn is open and the deck has cards (never during a
//   claim or a window); the other player then gets `dealWindowSeconds` (8 s) to select
//   a Set without claiming. There is no penalty for dealing.
// - In a window (after a failed claim or a deal) a Set scores +1; a mismatch or the
//   deadline just closes the window, with no penalty.
// - Three selected cards are judged at once and never linger: a Set leaves the table,
//   a mismatch is deselected (the events carry the cards for the view to flash).
// - Hints are for solo play; with two players Hint is ignored. Shuffle works any time.
// - The game ends as in solo; the player with more Sets wins, equal Sets is a tie.

/// One player's tally in a two-player game.
public struct Player: Equatable, Sendable, Codable {
    /// Points: +1 per Set, −1 per failed claim.
    public var score: Int = 0
    /// Sets this player found.
    public var setsFound: Int = 0

    /// A player with nothing yet.
    public init(score: Int = 0, setsFound: Int = 0) {
        self.score = score
        self.setsFound = setsFound
    }
}

/// Who may select cards in a two-player game, and until when (game clock seconds).
public enum Turn: Equatable, Sendable, Codable {
    /// Nobody: either player may claim or deal.
    case open
    /// `player` pressed "SET!" and must select a Set before `deadline`.
    case claim(player: Int, deadline: Double)
    /// `player` may select a Set before `deadline` because the other player's claim failed.
    case rebound(player: Int, deadline: Double)
    /// `player` may select a Set before `deadline` because the other player dealt 3 cards.
    case dealWindow(player: Int, deadline: Double)

    /// The player who may select cards now, if any.
    public var player: Int? {
        switch self {
        case .open: nil
        case .claim(let player, _), .rebound(let player, _), .dealWindow(let player, _): player
        }
    }

    /// When the current claim or window ends, if any.
    public var deadline: Double? {
        switch self {
        case .open: nil
        case .claim(_, let deadline), .rebound(_, let deadline), .dealWindow(_, let deadline): deadline
        }
    }
}

/// Who won a finished two-player game.
public enum Winner: Equatable, Sendable {
    /// This player found more Sets.
    case player(Int)
    /// Both found as many Sets.
    case tie
}

extension Game {
    /// The player who may select cards now (two players), if any.
    public var activePlayer: Int? { turn.player }

    /// Whether `player` is claiming a Set now (pressed "SET!" and the time has not run out).
    public func isClaiming(player: Int) -> Bool {
        if case .claim(player, _) = turn { return true }
        return false
    }

    /// Seconds left in the current claim or window at `now`, or `nil` when the turn is open.
    public func secondsLeft(at now: Double) -> Double? {
        guard let deadline = turn.deadline else { return nil }
        let latest = now.isFinite ? max(now, clock) : clock
        return max(0, deadline - latest)
    }

    /// Whether `player` may press "SET!" now.
    public func canClaim(player: Int) -> Bool {
        mode.takesTurns && players.indices.contains(player) && turn == .open && !isGameOver
    }

    /// Whether `player` may deal 3 cards now.
    public func canDeal(player: Int) -> Bool {
        mode.takesTurns && players.indices.contains(player) && turn == .open && !isGameOver && deck.count >= 3
    }

    /// Who won, once a two-player game is over; `nil` in solo or while playing.
    public var winner: Winner? {
        guard mode.takesTurns, isGameOver, players.count == 2 else { return nil }
        if players[0].setsFound == players[1].setsFound { return .tie }
        return .player(players[0].setsFound > players[1].setsFound ? 0 : 1)
    }

    /// `player` presses "SET!".
    mutating func claim(by player: Int, now: Double) -> [GameEvent] {
        guard canClaim(player: player) else { return [] }
        let deadline = now + scoring.claimSeconds
        turn = .claim(player: player, deadline: deadline)
        return [.claimed(player: player, deadline: deadline)]
    }

    /// `player` deals 3 cards; the other player gets a window.
    mutating func dealForTwoPlayers(by player: Int?, now: Double) -> [GameEvent] {
        guard let player, canDeal(player: player) else { return [] }
        var events = dealThree(now: now)
        if !isGameOver {
            events += openWindow(.dealWindow(player: 1 - player, deadline: now + scoring.dealWindowSeconds))
        }
        return events
    }

    /// Judges three selected cards at once for the player whose turn it is.
    mutating func judgeForTwoPlayers(now: Double) -> [GameEvent] {
        guard let player = turn.player else { return [] }
        let cards = selectedCards
        if Card.isSet(cards) {
            players[player].score += scoring.claimSuccess
            players[player].setsFound += 1
            turn = .open
            return [.matched(cards)] + takeSelectedSet(now: now, refillInPlace: false)
        }
        mismatches += 1
        selection = []
        if case .claim = turn {
            players[player].score -= scoring.claimFailure
            return [.mismatched(cards)]
                + openWindow(.rebound(player: 1 - player, deadline: now + scoring.reboundSeconds))
        }
        turn = .open
        return [.mismatched(cards), .windowClosed(player: player)]
    }

    /// Ends every claim or window whose deadline is at or before `now`.
    ///
    /// A missed claim opens the other player's window from the missed deadline, so
    /// the outcome does not depend on how often the caller ticks.
    mutating func expireDeadlines(at now: Double) -> [GameEvent] {
        var events: [GameEvent] = []
        while let player = turn.player, let deadline = turn.deadline, now >= deadline {
            selection = []
            if case .claim = turn, !isGameOver {
                players[player].score -= scoring.claimFailure
                events.append(.timedOut(player: player))
                events += openWindow(.rebound(player: 1 - player, deadline: deadline + scoring.reboundSeconds))
            } else {
                turn = .open
                events.append(.windowClosed(player: player))
            }
        }
        return events
    }

    private mutating func openWindow(_ window: Turn) -> [GameEvent] {
        turn = window
        guard let player = window.player, let deadline = window.deadline else { return [] }
        return [.windowOpened(player: player, deadline: deadline)]
    }
}
