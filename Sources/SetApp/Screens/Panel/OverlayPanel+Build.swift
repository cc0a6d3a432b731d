import Geometry
import SetTable

extension OverlayPanel {
    /// The panel of the overlay `scene` shows, laid out by its screen, or nil for none (and for the
    /// pause cover, which is `PausePanel`, and for a window with no room for a panel).
    ///
    /// `AppState.scene(now:)` sets it as the scene's `panel`; a scene changed after that (another page,
    /// other charts) needs its panel built again.
    public static func build(for scene: TableScene) -> OverlayPanel? {
        let m = scene.layout.metrics
        let window = Rect(0, 0, Double(scene.width), Double(scene.height))
        let room = window.insetBy(dx: max(4, m.padding), dy: max(4, m.padding))
        guard room.width > 40, room.height > 40 else { return nil }
        let pad = max(4, (m.padding * 1.2).rounded())
        let gap = max(3, (m.spacing * 0.75).rounded())
        let space = PanelRoom(room: room, pad: pad, gap: gap)
        switch scene.overlay {
        case .menu:
            return OverlayPanel(menu: scene, in: space)
        case .stats:
            return OverlayPanel(statistics: scene, in: space)
        case .settings:
            return OverlayPanel(settings: scene, in: space)
        case .rules:
            return OverlayPanel(rules: scene, in: space)
        case .modes:
            return OverlayPanel(modes: scene, in: space)
        case .tutorial:
            guard let tutorial = scene.tutorial else { return nil }
            return OverlayPanel(tutorial: tutorial, scene: scene, in: space)
        case .online:
            guard let online = scene.online else { return nil }
            return OverlayPanel(online: online, scene: scene, in: space)
        case .pastGames:
            return OverlayPanel(pastGames: scene.pastGames ?? PastGamesShown(rows: []), scene: scene, in: space)
        case .review:
            guard let review = scene.review else { return nil }
            return OverlayPanel(review: review, scene: scene, in: space)
        case .replay:
            guard let replay = scene.replay else { return nil }
            return OverlayPanel(replay: replay, scene: scene, in: space)
        case .practice:
            guard let practice = scene.practice else { return nil }
            return OverlayPanel(practice: practice, scene: scene, in: space)
        case .about:
            guard let about = scene.about else { return nil }
            return OverlayPanel(about: about, scene: scene, in: space)
        case .none, .pause:
            return nil
        }
    }
}
