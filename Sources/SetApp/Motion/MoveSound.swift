import SetAudio
import SetCore

/// Which sound a change of the game makes: one per move at most, and the countdown's ticks.
///
/// A move can bring about several events (a click that finds the last Set also
/// collects it and ends the game); the sound is the one for the weightiest of
/// them, in this order: the game over (the daily puzzle solved), a Set found, a
/// miss, a countdown run out, a claim, cards dealt, a shuffle, a hint, then the
/// click of a card selected or deselected. Pure, so the session plays and
/// traces exactly what the tests check.
public enum MoveSound {
    /// The sound of an applied intent, or nil when it makes none (ignored, a tick that changed nothing).
    ///
    /// - Parameters:
    ///   - events: what came of the intent, in order.
    ///   - selectedAfter: how many cards are selected once the move is made (the click's pitch).
    ///   - mode: the game's mode; the daily puzzle's end is `dailySolved`.
    public static func sound(
        for intent: Intent, events: [GameEvent], selectedAfter: Int,
        mode: Game.Mode
    ) -> SoundName? {
        let heard = events.compactMap { event -> SoundName? in
            switch event {
            case .gameOver: mode.isDaily ? .dailySolved : .gameOver
            case .matched: .setFound
            // A Set the daily puzzle already counts is no progress: it sounds like a miss.
            case .mismatched, .alreadyFound: .miss
            // A countdown runs out on the clock's tick, never on a player's move.
            case .timedOut, .windowClosed: intent == .tick ? .countdownBuzz : nil
            case .claimed: .claim
            case .dealt: .deal
            case .shuffled: .shuffle
            case .hinted, .noSetOnTable: .hint
            case .selected: .select(count: selectedAfter)
            case .deselected: .deselect
            case .collected, .newGame, .windowOpened: nil
            }
        }
        return precedence.first(where: heard.contains)
    }

    /// The sounds from the weightiest down: a move makes the first of its events'.
    private static let precedence: [SoundName] = [
        .dailySolved, .gameOver, .setFound, .miss, .countdownBuzz, .claim, .deal, .shuffle, .hint,
        .select3, .select2, .select1, .deselect,
    ]

    /// The sound of an effect on `game` (the game after the move), or nil: only applied intents and tutorial moves make one.
    public static func sound(for effect: Effect, game: Game) -> SoundName? {
        switch effect {
        case .applied(let intent, let events):
            sound(for: intent, events: events, selectedAfter: game.selection.count, mode: game.mode)
        case .tutorialMoved(_, let sound), .replayed(_, let sound, _):
            sound
        case .network(let move):
            // A network move is never the clock's: no countdown runs out in it.
            sound(for: .cardTapped(index: 0), events: move.events, selectedAfter: game.selection.count, mode: .solo)
        default:
            nil
        }
    }

    /// A tick when a countdown enters one of its last three seconds between two looks at it.
    ///
    /// The ticks fall as the seconds left pass 3, 2 and 1 (the buzz of a countdown
    /// run out is the move's, `countdownBuzz`). A countdown that starts or ends
    /// between the looks (nil on one side), or a new one that starts longer, does not tick.
    ///
    /// - Parameters:
    ///   - before: the seconds left at the last look, nil without a countdown.
    ///   - after: the seconds left now, nil without a countdown.
    public static func countdownTick(before: Double?, after: Double?) -> SoundName? {
        guard let before, let after, before.isFinite, after.isFinite, after < before else { return nil }
        let second = after.rounded(.up)
        guard second < before.rounded(.up), (1...3).contains(second) else { return nil }
        return .countdownTick
    }
}
