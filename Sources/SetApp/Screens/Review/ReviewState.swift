import SetCore
import SetInput
import SetTable

/// A recorded game under review: the record, the step shown, and what Review points out.
public struct ReviewState: Equatable, Sendable {
    /// The database's id of the game, nil for a record read from a file.
    public var id: Int64?
    /// The game.
    public var record: GameRecord
    /// What the game was: its mode and when it was played (`Solo · 2026-11-28 09:14`).
    public var title: String
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
    public init(record: GameRecord, id: Int64?, title: String, medians: [SetKind: Double]) {
        self.id = id
        self.record = record
        self.title = title
        slow = record.slowSteps(medians: medians)
        unseen = record.unseenGroups
    }

    /// What the Review overlay shows now.
    var shown: ReviewShown? {
        ReviewShown(record: record, step: step, title: "Review \u{B7} \(title)", slow: slow, unseen: unseen)
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

extension AppState {
    /// Opens Review of a game the app has read from its records (or from a file).
    mutating func startReview(_ review: ReviewState) -> [Effect] {
        var review = review
        review.returnsTo = overlay == .pastGames ? .pastGames : .none
        if overlay == .review {
            self.review = review
            return [.overlayChanged(from: .review, to: .review)]
        }
        return show(.review(review))
    }

    /// Input in Review: ← and → step back and on, Home and End go to the first and last
    /// move, a click on the timeline goes to the move nearest it, R replays; the rest is as in any overlay.
    mutating func inReview(_ event: InputEvent, now: Double) -> [Effect] {
        guard var review else { return open(.none) }
        switch event {
        case .keyDown(let key, _, _) where [Key.left, .right, .home, .end].contains(key):
            let to: Int =
                switch key {
                case .left: review.step - 1
                case .right: review.step + 1
                case .home: 0
                default: review.record.moves.count - 1
                }
            return step(&review, to: to)
        case .keyDown(.escape, _, false):
            return closeReview()
        case .keyDown(.r, [], false):
            return startReplay()
        case .pointerDown(.left, let at, _):
            if let timeline = sceneOnScreen(now: now).panel?.timeline,
                timeline.frame.insetBy(dx: -4, dy: -timeline.frame.height).contains(at)
            {
                return step(&review, to: review.step(nearest: timeline.time(atX: at.x)))
            }
        default:
            break
        }
        return inOverlay(event, now: now)
    }

    /// Shows `review` at `step`; the app traces the step.
    private mutating func step(_ review: inout ReviewState, to step: Int) -> [Effect] {
        let from = review.step
        review.go(to: step)
        self.review = review
        return review.step == from ? [] : [.overlayChanged(from: .review, to: .review)]
    }

    /// Review's buttons: a step back or on, and Close (back to the list it came from).
    mutating func press(_ button: ReviewButton) -> [Effect] {
        guard var review else { return [] }
        switch button {
        case .previousStep: return step(&review, to: review.step - 1)
        case .replay: return startReplay()
        case .nextStep: return step(&review, to: review.step + 1)
        case .close: return closeReview()
        }
    }

    private mutating func closeReview() -> [Effect] {
        let back = review?.returnsTo ?? .none
        return open(back) + (back == .pastGames ? [.showPastGames] : [])
    }
}
