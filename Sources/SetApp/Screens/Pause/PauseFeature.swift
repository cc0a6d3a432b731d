import SetTable

/// The pause cover: the game waits, the cards are hidden, and any press or key plays on.
public enum PauseFeature {
    /// What the pause cover can be asked.
    public enum Action: Equatable, Sendable {
        /// Play on.
        case resume
        /// Quit (Q, Ctrl+Q).
        case quit
    }

    /// What the cover asks of the app.
    public static func reduce(_ action: Action) -> [ScreenRequest] {
        switch action {
        case .resume: [.open(.none)]
        case .quit: [.effect(.quit)]
        }
    }
}
