import SetCore
import SetInput
import SetTable

/// Review: a recorded game step by step, with what it points out, and Replay of it from the step shown.
public enum ReviewFeature: ScreenFeature {
    public typealias State = ReviewState

    /// What Review can be asked.
    public enum Action: Equatable, Sendable {
        /// A step back (←, Previous).
        case back
        /// A step on (→, Next).
        case on
        /// The first move (Home).
        case first
        /// The last move (End).
        case last
        /// The move nearest this many seconds of play (a click on the timeline).
        case nearest(seconds: Double)
        /// Replay from the step shown (R, Replay).
        case replay
        /// Back to the list it was opened from, or the table (Escape, Close).
        case close
        /// One of its buttons.
        case press(ReviewButton)
    }

    /// Moves to another step, starts Replay, or closes.
    public static func reduce(_ review: inout ReviewState, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .back: return step(&review, to: review.step - 1)
        case .on: return step(&review, to: review.step + 1)
        case .first: return step(&review, to: 0)
        case .last: return step(&review, to: review.record.moves.count - 1)
        case .nearest(let seconds): return step(&review, to: review.step(nearest: seconds))
        case .replay:
            let moves = review.record.moves
            // From the move before the one shown, so it is seen being made; from the start at the last move.
            let atEnd = review.step >= moves.count - 1
            let from = !atEnd && review.step > 0 ? moves[review.step - 1].time : 0
            review.replay = ReplayState(record: review.record, from: from)
            return [.open(.replay)]
        case .close: return [.open(review.returnsTo)]
        case .press(.previousStep): return reduce(&review, .back)
        case .press(.nextStep): return reduce(&review, .on)
        case .press(.replay): return reduce(&review, .replay)
        case .press(.close): return reduce(&review, .close)
        }
    }

    /// Shows `review` at `step`, kept within its moves: shown again when the step changed.
    private static func step(_ review: inout ReviewState, to step: Int) -> [ScreenRequest] {
        let from = review.step
        review.go(to: step)
        return review.step == from ? [] : [.shown]
    }
}

extension OverlayKind {
    /// One recorded game, a move at a time: the table as it was, and the groups on it.
    public static let review = OverlayKind(rawValue: "review")
}
