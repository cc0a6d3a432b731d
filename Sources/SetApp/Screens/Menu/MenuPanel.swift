import Catalog
import SetCore
import SetTable

extension OverlayPanel {
    /// The menu: the statistics, pause, a new game and quit, and the modes when the HUD has no room for them.
    init(menu scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let c = scene.catalog
        self.init(kind: .menu, title: c.text("Menu"))
        var rows: [[(PanelButton, String, Bool)]] = [
            [(.menu(.open(.rules)), c.text("Rules"), true)], [(.menu(.open(.modes)), c.text("Modes"), true)],
            [(.menu(.open(.settings)), c.text("Settings"), true)],
            [(.menu(.open(.stats)), c.text("Statistics"), true)],
            [(.menu(.open(.pause)), c.text("Pause"), !scene.game.isGameOver)],
            [(.menu(.newGame), c.text("New Game"), scene.isEnabled(.newGame))],
            [(.menu(.practice), c.text("Practice"), true)],
            [(.menu(.open(.online)), c.text("Play online"), true)], [(.menu(.open(.about)), c.text("About"), true)],
            [(.menu(.quit), c.text("Quit"), true)],
        ]
        // Two a row when one a row would not fit the window's height.
        let oneARow =
            Double(rows.count + 2) * (max(24, scene.layout.metrics.buttonHeight) + gap)
            + (scene.layout.metrics.valueText * 1.3 * 1.4).rounded() + 2 * pad
        if oneARow > room.height {
            rows = stride(from: 0, to: rows.count, by: 2).map {
                rows[$0] + (rows.indices.contains($0 + 1) ? rows[$0 + 1] : [])
            }
        }
        if scene.network != nil {
            // A network game: the host deals and keeps it; a player may only read, set, leave or quit,
            // and the host choose the mode in its lobby.
            rows = [
                [(.menu(.open(.rules)), c.text("Rules"), true)], [(.menu(.open(.settings)), c.text("Settings"), true)],
                [(.menu(.leave), c.text("Leave the game"), true)], [(.menu(.quit), c.text("Quit"), true)],
            ]
            if scene.offeredModes != nil {
                rows.insert(
                    [(.menu(.open(.modes)), c.text("Mode: %s", .string(scene.game.mode.title(in: c))), true)], at: 0)
            }
        } else if !scene.layout.buttonIDs.contains(.mode(.solo)) {
            let modes = Game.Mode.classic.map { mode in
                (PanelButton.menu(.mode(mode)), mode.title(in: c), mode != scene.game.mode)
            }
            rows += stride(from: 0, to: modes.count, by: 2).map { Array(modes[$0..<min($0 + 2, modes.count)]) }
        }
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: 0,
            textWidth: 0, in: space,
            metrics: scene.layout.metrics)
    }
}
