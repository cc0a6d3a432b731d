import SetTable

/// About: the version, the licence and the game's folders, which Copy puts on the clipboard.
public enum AboutFeature: ScreenFeature {
    public typealias State = AboutShown

    /// What About can be asked.
    public enum Action: Equatable, Sendable {
        /// One of its buttons.
        case press(AboutButton)
    }

    /// Copy puts the folders' paths on the clipboard; Close goes back to the table.
    public static func reduce(_ about: inout AboutShown, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .press(.copy): [.effect(.copyToClipboard(about.folders))]
        case .press(.close): [.open(.none)]
        }
    }
}
