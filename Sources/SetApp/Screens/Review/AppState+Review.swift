import SetCore
import SetInput
import SetTable

/// Review as the window drives it: a game read from the records opens, and keys and the timeline are its
/// actions.
extension AppState {
    /// Opens Review of a game the app has read from its records (or from a file): Close goes back to the
    /// past games when they are what it was opened from.
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
        guard review != nil else { return open(.none) }
        let action: ReviewFeature.Action
        switch event {
        case .keyDown(.left, _, _): action = .back
        case .keyDown(.right, _, _): action = .on
        case .keyDown(.home, _, _): action = .first
        case .keyDown(.end, _, _): action = .last
        case .keyDown(.escape, _, false): action = .close
        case .keyDown(.r, [], false): action = .replay
        case .pointerDown(.left, let at, _):
            guard let seconds = sceneOnScreen(now: now).panel?.timeline?.time(pressedAt: at) else {
                return inOverlay(event, now: now)
            }
            action = .nearest(seconds: seconds)
        default:
            return inOverlay(event, now: now)
        }
        return send(action, to: ReviewFeature.self, at: \.review, now: now)
    }
}
