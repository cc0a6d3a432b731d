import SetCore
import SetInput
import SetTable

extension AppState {
    /// The scene to draw at game time `now`, on the state's own layout.
    public func scene(now: Double) -> TableScene {
        var scene = TableScene(game: game, now: now, layout: layout, theme: theme)
        scene.scrollOffset = scrollOffset
        scene.labelsShown = gestures.labelsShown
        scene.labels = (0..<game.table.count).map { index -> String in
            guard let character = KeyBindings.label(forCard: index)?.character else { return "" }
            return String(character).uppercased()
        }
        scene.dealPull = gestures.pull
        scene.turnAngle = gestures.turn.angle
        scene.turnProgress = gestures.turn.fraction
        scene.pressedButton = pressedButton
        scene.message = message
        scene.gameOverLines = gameOverLines
        return scene
    }
}
