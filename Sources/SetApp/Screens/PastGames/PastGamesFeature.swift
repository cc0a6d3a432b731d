import SetCore
import SetTable

/// Past games: the games recorded, newest first, a row each, and Review of the one pressed.
public enum PastGamesFeature: ScreenFeature {
    public typealias State = PastGamesShown

    /// What the list can be asked.
    public enum Action: Equatable, Sendable {
        /// The records' answer: the rows to list.
        case loaded(PastGamesShown)
        /// One of its buttons: a game's row, Close (Previous and Next turn its pages, which every panel does alike).
        case press(PastGamesButton)
    }

    /// Takes the records' answer, or what a press asks.
    public static func reduce(_ state: inout PastGamesShown, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .loaded(let games):
            state = games
            return [.shown]
        case .press(.game(let id)): return [.effect(.openReview(id))]
        case .press(.close): return [.open(.none)]
        case .press(.previous), .press(.next), .press(.none): return []
        }
    }
}

extension OverlayKind {
    /// The games recorded, newest first, each opening its review.
    public static let pastGames = OverlayKind(rawValue: "pastGames")
}
