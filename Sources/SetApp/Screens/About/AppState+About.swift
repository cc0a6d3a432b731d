import SetTable

/// About: the version, the licence and the game's folders, which Copy puts on the clipboard.
extension AppState {
    /// About's buttons.
    mutating func press(_ button: AboutButton) -> [Effect] {
        guard case .about(let about) = screen else { return [] }
        switch button {
        case .copy: return [.copyToClipboard(about.folders)]
        case .close: return open(.none)
        }
    }
}
