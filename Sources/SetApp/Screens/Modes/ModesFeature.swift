import SetCore
import SetTable

/// The Modes screen: one button a mode, over as many pages as the window needs.
public enum ModesFeature {
    /// What the Modes screen can be asked.
    public enum Action: Equatable, Sendable {
        /// One of its buttons (Previous and Next turn its pages, which every panel does alike).
        case press(ModesButton)
    }

    /// What a press asks of the app.
    public static func reduce(_ action: Action) -> [ScreenRequest] {
        switch action {
        case .press(.mode(let mode)): [.choose(mode)]
        case .press(.close): [.open(.none)]
        case .press(.previous), .press(.next): []
        }
    }
}

extension OverlayKind {
    /// The modes, each with its rule in one line, to choose the next game's.
    public static let modes = OverlayKind(rawValue: "modes")
}
