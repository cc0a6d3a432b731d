import SetCore
import SetTable

/// The rules: pages of them, and the tutorial to play through.
public enum RulesFeature {
    /// What the rules can be asked.
    public enum Action: Equatable, Sendable {
        /// One of its buttons (Previous and Next turn its pages, which every panel does alike).
        case press(RulesButton)
    }

    /// What a press asks of the app.
    public static func reduce(_ action: Action) -> [ScreenRequest] {
        switch action {
        case .press(.tutorial): [.open(.tutorial)]
        case .press(.close): [.open(.none)]
        case .press(.previous), .press(.next): []
        }
    }
}

extension OverlayKind {
    /// The rules of the game.
    public static let rules = OverlayKind(rawValue: "rules")
}
