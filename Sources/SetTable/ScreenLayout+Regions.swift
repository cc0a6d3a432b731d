import Geometry
import Raster

/// The four HUD arrangements: solo or two players, in a sidebar or a bottom bar.
extension ScreenLayout {
    /// What a builder hands back to `ScreenLayout.init`.
    struct Regions {
        var board = Rect.zero
        var hud = Rect.zero
        var buttons: [ButtonID: Rect] = [:]
        var stats: [HUDStat: Rect] = [:]
        var message = Rect.zero
        var players: [PlayerPanelLayout] = []
        var metrics = HUDMetrics(unit: 1)

        /// Solo, landscape: stats, then Deal 3, Hint, Undo and New Game, then the message.
        static func soloSidebar(width: Double, height: Double, unit: Double) -> Regions {
            let side = sidebarWidth(240, minimum: 100, width: width, unit: unit)
            let m = fitted(unit: unit, room: height) { m in
                2 * m.padding + 3 * m.statHeight + m.spacing + 1.5 * m.spacing
                    + 4 * m.buttonHeight + 3.5 * m.spacing + m.spacing + 2 * m.messageLine
            }
            var r = Regions(sidebarOf: side, width: width, height: height, metrics: m)
            var column = LayoutColumn(r.hud.insetBy(dx: m.padding, dy: m.padding))
            for (index, stat) in [HUDStat.score, .sets, .time].enumerated() {
                if index > 0 { column.skip(m.spacing / 2) }
                r.stats[stat] = column.take(m.statHeight)
            }
            column.skip(1.5 * m.spacing)
            r.buttons[.deal] = column.take(m.buttonHeight)
            column.skip(m.spacing)
            r.buttons[.hint] = column.take(m.buttonHeight)
            column.skip(m.spacing)
            r.buttons[.undo] = column.take(m.buttonHeight)
            column.skip(1.5 * m.spacing)
            r.buttons[.newGame] = column.take(m.buttonHeight)
            column.skip(m.spacing)
            r.message = column.rest
            return r
        }

        /// Two players, landscape: time and deck, New Game, a panel per player, then the message.
        static func duoSidebar(width: Double, height: Double, unit: Double) -> Regions {
            let side = sidebarWidth(260, minimum: 120, width: width, unit: unit)
            let m = fitted(unit: unit, room: height) { m in
                2 * m.padding + 2 * m.statHeight + m.spacing / 2 + m.spacing + m.buttonHeight
                    + 2 * (m.spacing + panelHeight(m)) + m.spacing + m.messageLine
            }
            var r = Regions(sidebarOf: side, width: width, height: height, metrics: m)
            var column = LayoutColumn(r.hud.insetBy(dx: m.padding, dy: m.padding))
            r.stats[.time] = column.take(m.statHeight)
            column.skip(m.spacing / 2)
            r.stats[.deck] = column.take(m.statHeight)
            column.skip(m.spacing)
            r.buttons[.newGame] = column.take(m.buttonHeight)
            for player in 0..<2 {
                column.skip(m.spacing)
                r.addPanel(column.take(panelHeight(m)), player: player)
            }
            column.skip(m.spacing)
            r.message = column.rest
            return r
        }

        /// Solo, portrait: the message, a row of stats, a row of buttons.
        static func soloBar(width: Double, height: Double, unit: Double) -> Regions {
            let needed = { (m: HUDMetrics) in
                2 * m.padding + m.messageLine + m.spacing / 2 + m.statHeight + m.spacing + m.buttonHeight
            }
            let m = fitted(unit: unit, room: height * 0.4, needed)
            var r = Regions(barOf: needed(m), width: width, height: height, metrics: m)
            var column = LayoutColumn(r.hud.insetBy(dx: m.padding, dy: m.padding))
            r.message = column.take(m.messageLine)
            column.skip(m.spacing / 2)
            let stats = splitColumns(column.take(m.statHeight), into: 3, spacing: 2 * m.spacing)
            r.stats[.score] = stats[0]
            r.stats[.sets] = stats[1]
            r.stats[.time] = stats[2]
            column.skip(m.spacing)
            let buttons = splitColumns(column.take(m.buttonHeight), into: 4, spacing: m.spacing)
            r.buttons[.deal] = buttons[0]
            r.buttons[.hint] = buttons[1]
            r.buttons[.undo] = buttons[2]
            r.buttons[.newGame] = buttons[3]
            return r
        }

        /// Two players, portrait: the message, time, deck and New Game in a row, the panels side by side.
        static func duoBar(width: Double, height: Double, unit: Double) -> Regions {
            let needed = { (m: HUDMetrics) in
                2 * m.padding + m.messageLine + m.spacing / 2 + m.buttonHeight + m.spacing + panelHeight(m)
            }
            let m = fitted(unit: unit, room: height * 0.45, needed)
            var r = Regions(barOf: needed(m), width: width, height: height, metrics: m)
            var column = LayoutColumn(r.hud.insetBy(dx: m.padding, dy: m.padding))
            r.message = column.take(m.messageLine)
            column.skip(m.spacing / 2)
            let row = splitColumns(column.take(m.buttonHeight), into: 3, spacing: m.spacing)
            r.stats[.time] = centredVertically(row[0], height: m.statHeight)
            r.stats[.deck] = centredVertically(row[1], height: m.statHeight)
            r.buttons[.newGame] = row[2]
            column.skip(m.spacing)
            let panels = splitColumns(column.take(panelHeight(m)), into: 2, spacing: m.spacing)
            for player in 0..<2 { r.addPanel(panels[player], player: player) }
            return r
        }

        /// A sidebar `side` wide at the right edge; the board takes the rest.
        private init(sidebarOf side: Double, width: Double, height: Double, metrics: HUDMetrics) {
            board = Rect(0, 0, width - side, height)
            hud = Rect(width - side, 0, side, height)
            self.metrics = metrics
        }

        /// A bar `bar` tall along the bottom edge; the board takes the rest.
        private init(barOf bar: Double, width: Double, height: Double, metrics: HUDMetrics) {
            let b = min(height, bar.rounded(.up))
            board = Rect(0, 0, width, height - b)
            hud = Rect(0, height - b, width, b)
            self.metrics = metrics
        }

        /// Lays out one player's panel: title, score, SET! and Deal 3, the countdown and its bar.
        private mutating func addPanel(_ frame: Rect, player: Int) {
            let m = metrics
            var column = LayoutColumn(frame.insetBy(dx: m.spacing, dy: m.spacing))
            let title = column.take(m.statHeight)
            let score = column.take(0.8 * m.statHeight)
            column.skip(m.spacing / 2)
            let buttons = splitColumns(column.take(m.buttonHeight), into: 2, spacing: m.spacing)
            column.skip(m.spacing / 2)
            let countdown = column.take(0.8 * m.statHeight)
            let bar = column.take(Regions.barHeight(m))
            buttons.first.map { self.buttons[.claim(player: player)] = $0 }
            buttons.last.map { self.buttons[.dealFor(player: player)] = $0 }
            players.append(PlayerPanelLayout(frame: frame, title: title, score: score, claim: buttons[0],
                                             deal: buttons[1], countdown: countdown, bar: bar))
        }

        private static func barHeight(_ m: HUDMetrics) -> Double { max(3, (m.statHeight / 5).rounded()) }

        private static func panelHeight(_ m: HUDMetrics) -> Double {
            2 * m.spacing + 1.8 * m.statHeight + m.spacing + m.buttonHeight + 0.8 * m.statHeight + barHeight(m)
        }

        /// The sidebar width: `base` · unit, at least `minimum`, at most 40 % of the window, whole pixels.
        private static func sidebarWidth(_ base: Double, minimum: Double, width: Double, unit: Double) -> Double {
            min(width * 0.4, max(minimum, base * unit)).rounded()
        }

        /// The metrics at `unit`, shrunk (down to half) until `needed` fits `room`.
        private static func fitted(unit: Double, room: Double, _ needed: (HUDMetrics) -> Double) -> HUDMetrics {
            let full = HUDMetrics(unit: unit)
            let want = needed(full)
            guard want > room, want > 0 else { return full }
            var k = max(0.5, room / want)
            var m = HUDMetrics(unit: unit, shrink: k)
            // Rounding can leave it a pixel over; a few small steps settle it.
            for _ in 0..<8 where needed(m) > room && k > 0.5 {
                k = max(0.5, k - 0.02)
                m = HUDMetrics(unit: unit, shrink: k)
            }
            return m
        }
    }
}

/// Takes rectangles off the top of a region, one below the other.
struct LayoutColumn {
    private let region: Rect
    private var y: Double

    init(_ region: Rect) {
        self.region = region
        y = region.minY
    }

    /// The next `height` pixels of the column.
    mutating func take(_ height: Double) -> Rect {
        let r = Rect(region.minX, y, region.width, max(0, height))
        y += max(0, height)
        return r
    }

    /// Leaves `height` pixels empty.
    mutating func skip(_ height: Double) { y += max(0, height) }

    /// What is left of the column (empty when nothing is).
    var rest: Rect { Rect(region.minX, y, region.width, max(0, region.maxY - y)) }
}

/// `rect` cut into `count` equal columns with `spacing` between them, edges on whole pixels.
func splitColumns(_ rect: Rect, into count: Int, spacing: Double) -> [Rect] {
    let n = max(1, count)
    let each = (rect.width - spacing * Double(n - 1)) / Double(n)
    return (0..<n).map { i in
        let x0 = (rect.minX + Double(i) * (each + spacing)).rounded()
        let x1 = (rect.minX + Double(i) * (each + spacing) + each).rounded()
        return Rect(x0, rect.minY, max(0, x1 - x0), rect.height)
    }
}

/// A rectangle `height` tall centred vertically in `rect`.
func centredVertically(_ rect: Rect, height: Double) -> Rect {
    Rect(rect.minX, (rect.midY - height / 2).rounded(), rect.width, height)
}
