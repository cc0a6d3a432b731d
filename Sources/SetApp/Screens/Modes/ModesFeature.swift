import SetCore
import SetOpponents
import SetTable

/// The Modes screen: how many computer players and their level, then one button a mode, over as many
/// pages as the window needs.
public enum ModesFeature: ScreenFeature {
    /// What the Modes screen can be asked.
    public enum Action: Equatable, Sendable {
        /// One of its buttons (Previous and Next turn its pages, which every panel does alike).
        case press(ModesButton)
    }

    /// What a press asks of the app: a mode alone is the app's to load; with computer players, a game
    /// against them (every mode but hot-seat Two players).
    public static func reduce(_ choice: inout ModesChoice, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .press(.opponents(let count)):
            choice.opponents = min(max(count, 0), 3)
            return [.shown]
        case .press(.level(let level)):
            choice.level = level
            return [.shown]
        case .press(.mode(let mode)):
            guard choice.opponents > 0 else { return [.choose(mode)] }
            guard mode.variant.players == 1 else { return [] }
            return [
                .playAgainstComputer(
                    [ComputerLevel](repeating: choice.level, count: choice.opponents), mode: mode)
            ]
        case .press(.close): return [.open(.none)]
        case .press(.previous), .press(.next): return []
        }
    }
}

extension OverlayKind {
    /// The modes, each with its rule in one line, to choose the next game's.
    public static let modes = OverlayKind(rawValue: "modes")
}
