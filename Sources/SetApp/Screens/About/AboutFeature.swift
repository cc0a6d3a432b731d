import SetTable

/// About: the version, the licence and the game's folders, which Copy puts on the clipboard.
public enum AboutFeature: ScreenFeature {
    /// About shows the installation as the session gave it.
    public typealias State = Installation

    /// What About can be asked.
    public enum Action: Equatable, Sendable {
        /// One of its buttons.
        case press(AboutButton)
    }

    /// Copy puts the folders' paths on the clipboard; Close goes back to the table.
    public static func reduce(_ about: inout Installation, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .press(.copy): [.effect(.copyToClipboard(about.folders))]
        case .press(.close): [.open(.none)]
        }
    }
}

extension Installation {
    /// The folders, a line each, as About's Copy puts them on the clipboard.
    public var folders: String {
        "Data: \(dataFolder)\nState: \(stateFolder)"
    }
}

extension OverlayKind {
    /// The game's version, its licence and the folders it keeps its files in.
    public static let about = OverlayKind(rawValue: "about")
}
