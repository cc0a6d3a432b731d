import Catalog
import Geometry
import Raster
import SetCore
import VectorFont

/// The two-player panels: name, score, countdown and the winner.
extension HUD {
    /// One player's panel: a backdrop (edged in the accent colour while it is
    /// their turn), "Player 1", "3 Sets · 4 pts", and the countdown with its bar.
    mutating func addPanel(_ panel: PlayerPanelLayout, player: Int) {
        let game = scene.game
        let active = game.turn.player == player && !game.isGameOver
        let radius = m.cornerRadius
        if active {
            add(.fill(.roundedRect(panel.frame, radius: radius), theme.accent))
            add(.fill(.roundedRect(panel.frame.insetBy(dx: 2, dy: 2), radius: max(0, radius - 2)), theme.feltShade))
        } else {
            add(.fill(.roundedRect(panel.frame, radius: radius), theme.feltShade))
        }
        let tally = game.players.indices.contains(player) ? game.players[player] : Player()
        let catalog = scene.catalog
        add(
            .text(
                TextItem(
                    text: catalog.text("Player %d", .int(player + 1)), rect: panel.title, size: m.valueText * 0.9,
                    weight: .bold,
                    alignment: .left, color: active ? theme.accent : theme.text)))
        let sets = catalog.plural("%d Set", "%d Sets", count: tally.setsFound)
        let points = catalog.plural("%d pt", "%d pts", count: tally.score)
        add(
            .text(
                TextItem(
                    text: "\(sets) \u{B7} \(points)", rect: panel.score, size: m.smallText, weight: .regular,
                    alignment: .left, color: theme.textSecondary)))
        let (text, fraction) = HUD.countdown(for: player, game: game, now: scene.now, catalog: catalog)
        if !text.isEmpty {
            let size = m.smallText
            add(
                .text(
                    TextItem(
                        text: text, rect: panel.countdown, size: size, weight: .medium, alignment: .left,
                        color: active ? theme.accent : theme.text)))
        }
        if let fraction {
            let bar = panel.bar
            let track = Rect(bar.minX, bar.minY + bar.height * 0.2, bar.width, bar.height * 0.6)
            add(.fill(.roundedRect(track, radius: track.height / 2), theme.panel))
            let filled = Rect(track.minX, track.minY, track.width * fraction, track.height)
            let urgent = fraction < 0.34
            if filled.width > 0 {
                add(
                    .fill(
                        .roundedRect(filled, radius: min(filled.width, track.height) / 2),
                        urgent ? theme.mismatch : theme.accent))
            }
        }
    }

    /// The countdown line of a player and the share of their time left (nil without a countdown).
    ///
    /// At game over the line names the winner instead.
    static func countdown(for player: Int, game: Game, now: Double, catalog: Catalog) -> (String, Double?) {
        if let winner = game.winner {
            switch winner {
            case .player(let p): return (p == player ? catalog.text("Winner!") : "", nil)
            case .tie: return (catalog.text("Tie"), nil)
            }
        }
        guard game.turn.player == player, let left = game.secondsLeft(at: now) else { return ("", nil) }
        let total: Double
        let what: String
        switch game.turn {
        case .claim: (total, what) = (game.scoring.claimSeconds, catalog.text("Claiming: %.1f s"))
        case .rebound: (total, what) = (game.scoring.reboundSeconds, catalog.text("No penalty: %.1f s"))
        case .dealWindow: (total, what) = (game.scoring.dealWindowSeconds, catalog.text("No penalty: %.1f s"))
        case .open: return ("", nil)
        }
        let tenths = Int((min(left, 3600) * 10).rounded(.up))
        // Quantised to the tenth shown, so the bar changes with the text and not on every frame.
        let shown = total > 0 ? min(1, Double(tenths) / 10 / total) : 0
        return (catalog.format(what, .double(Double(tenths) / 10)), shown)
    }
}
