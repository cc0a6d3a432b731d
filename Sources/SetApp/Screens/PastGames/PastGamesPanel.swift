import SetTable

extension OverlayPanel {
    /// The past games, a button each (`game<ID>`), newest first, a page at a time, and Close.
    init(pastGames: PastGamesShown, scene: TableScene, in space: PanelRoom) {
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(kind: .pastGames, title: c.text("Past games"))
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        // As many rows as fit above Previous/Next and Close.
        let room = space.room.height - 2 * space.pad - titleHeight - space.gap
        let fitting = max(1, Int((room / (buttonHeight + space.gap)).rounded(.down)) - 2)
        let perPage = min(10, fitting)
        pageCount = max(1, (pastGames.rows.count + perPage - 1) / perPage)
        page = min(max(0, scene.overlayPage), pageCount - 1)
        let shown = pastGames.rows.dropFirst(page * perPage).prefix(perPage)
        var rows: [[(PanelButton, String, Bool)]] = shown.map { [(.pastGames(.game($0.id)), $0.text(in: c), true)] }
        if pastGames.rows.isEmpty { rows.append([(.pastGames(.none), c.text("No games recorded yet"), false)]) }
        if pageCount > 1 {
            rows.append([
                (.pastGames(.previous), c.text("Previous"), page > 0),
                (.pastGames(.next), c.text("Next"), page < pageCount - 1),
            ])
        }
        rows.append([(.pastGames(.close), c.text("Close"), true)])
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: 0, textWidth: 0, in: space, metrics: m)
    }
}
