import Geometry
import SetTable

extension OverlayPanel {
    /// The panel of the overlay `scene` shows, laid out by its screen, or nil for none (and for the pause
    /// cover, which is `PausePanel`, and for a window with no room for a panel). `screen`, the one open,
    /// gives what a panel shows of the screen's own state (About's installation); the scene, the rest.
    ///
    /// `AppState.scene(now:)` sets it as the scene's `panel`; a scene changed after that (another page,
    /// other charts) needs its panel built again.
    public static func build(for scene: TableScene, screen: Screen? = nil) -> OverlayPanel? {
        let m = scene.layout.metrics
        let window = Rect(0, 0, Double(scene.width), Double(scene.height))
        let room = window.insetBy(dx: max(4, m.padding), dy: max(4, m.padding))
        guard room.width > 40, room.height > 40 else { return nil }
        let pad = max(4, (m.padding * 1.2).rounded())
        let gap = max(3, (m.spacing * 0.75).rounded())
        return Screen.panel(over: scene, screen: screen, in: PanelRoom(room: room, pad: pad, gap: gap))
    }
}
