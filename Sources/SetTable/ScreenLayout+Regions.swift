import Geometry
import Raster
import SetCore

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

        /// One player, landscape: stats, then Deal 3, Hint, Undo, New Game and the modes, then the message.
        static func soloSidebar(width: Double, height: Double, unit: Double) -> Regions {
            let side = sidebarWidth(240, minimum: 100, width: width, unit: unit)
            let (m, modes) = fittedWithModes(unit: unit, room: height, modes: modeGridHeight) { m in
                2 * m.padding + 3 * m.statHeight + m.spacing + 1.5 * m.spacing
                    + 5 * m.buttonHeight + 4.5 * m.spacing + m.spacing + 2 * m.messageLine
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
            if modes { r.addModeGrid(&column) }
            column.skip(m.spacing)
            r.buttons[.menu] = column.take(m.buttonHeight)
            column.skip(m.spacing)
            r.message = column.rest
            return r
        }

        /// Two players, landscape: time and deck, New Game and the modes, a panel per player, then the message.
        static func duoSidebar(width: Double, height: Double, unit: Double) -> Regions {
            let side = sidebarWidth(260, minimum: 120, width: width, unit: unit)
            let (m, modes) = fittedWithModes(unit: unit, room: height, modes: modeGridHeight) { m in
                2 * m.padding + 2 * m.statHeight + m.spacing / 2 + m.spacing + m.buttonHeight
                    + 2 * (m.spacing + panelHeight(m)) + m.spacing + m.messageLine
            }
            var r = Regions(sidebarOf: side, width: width, height: height, metrics: m)
            var column = LayoutColumn(r.hud.insetBy(dx: m.padding, dy: m.padding))
            r.stats[.time] = column.take(m.statHeight)
            column.skip(m.spacing / 2)
            r.stats[.deck] = column.take(m.statHeight)
            column.skip(m.spacing)
            let row = splitColumns(column.take(m.buttonHeight), into: 2, spacing: m.spacing / 2)
            r.buttons[.newGame] = row[0]
            r.buttons[.menu] = row[1]
            if modes { r.addModeGrid(&column) }
            for player in 0..<2 {
                column.skip(m.spacing)
                r.addPanel(column.take(panelHeight(m)), player: player)
            }
            column.skip(m.spacing)
            r.message = column.rest
            return r
        }

        /// One player, portrait: the message, a row of stats, a row of buttons, the row of modes.
        static func soloBar(width: Double, height: Double, unit: Double) -> Regions {
            let needed = { (m: HUDMetrics) in
                2 * m.padding + m.messageLine + m.spacing / 2 + m.statHeight + m.spacing + m.buttonHeight
            }
            let (m, modes) = fittedWithModes(unit: unit, room: height * 0.4, modes: modeRowHeight, needed)
            var r = Regions(barOf: needed(m) + (modes ? modeRowHeight(m) : 0), width: width, height: height, metrics: m)
            var column = LayoutColumn(r.hud.insetBy(dx: m.padding, dy: m.padding))
            r.message = column.take(m.messageLine)
            column.skip(m.spacing / 2)
            let stats = splitColumns(column.take(m.statHeight), into: 3, spacing: 2 * m.spacing)
            r.stats[.score] = stats[0]
            r.stats[.sets] = stats[1]
            r.stats[.time] = stats[2]
            column.skip(m.spacing)
            let buttons = splitColumns(column.take(m.buttonHeight), into: 5, spacing: m.spacing)
            r.buttons[.deal] = buttons[0]
            r.buttons[.hint] = buttons[1]
            r.buttons[.undo] = buttons[2]
            r.buttons[.newGame] = buttons[3]
            r.buttons[.menu] = buttons[4]
            if modes { r.addModeRow(&column) }
            return r
        }

        /// Two players, portrait: the message, time, deck and New Game in a row, the panels side by side, the modes.
        static func duoBar(width: Double, height: Double, unit: Double) -> Regions {
            let needed = { (m: HUDMetrics) in
                2 * m.padding + m.messageLine + m.spacing / 2 + m.buttonHeight + m.spacing + panelHeight(m)
            }
            let (m, modes) = fittedWithModes(unit: unit, room: height * 0.45, modes: modeRowHeight, needed)
            var r = Regions(barOf: needed(m) + (modes ? modeRowHeight(m) : 0), width: width, height: height, metrics: m)
            var column = LayoutColumn(r.hud.insetBy(dx: m.padding, dy: m.padding))
            r.message = column.take(m.messageLine)
            column.skip(m.spacing / 2)
            let row = splitColumns(column.take(m.buttonHeight), into: 4, spacing: m.spacing)
            r.stats[.time] = centredVertically(row[0], height: m.statHeight)
            r.stats[.deck] = centredVertically(row[1], height: m.statHeight)
            r.buttons[.newGame] = row[2]
            r.buttons[.menu] = row[3]
            column.skip(m.spacing)
            let panels = splitColumns(column.take(panelHeight(m)), into: 2, spacing: m.spacing)
            for player in 0..<2 { r.addPanel(panels[player], player: player) }
            if modes { r.addModeRow(&column) }
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
            players.append(
                PlayerPanelLayout(
                    frame: frame, title: title, score: score, claim: buttons[0],
                    deal: buttons[1], countdown: countdown, bar: bar))
        }

        /// The mode buttons in two rows of two below New Game (a sidebar is too narrow for four titles in a row).
        private mutating func addModeGrid(_ column: inout LayoutColumn) {
            let m = metrics
            let modes = Game.Mode.classic
            for row in 0..<2 {
                column.skip(m.spacing / 2)
                let cells = splitColumns(column.take(Self.modeButtonHeight(m)), into: 2, spacing: m.spacing / 2)
                for (cell, mode) in zip(cells, modes.dropFirst(2 * row).prefix(2)) { buttons[.mode(mode)] = cell }
            }
        }

        /// The mode buttons in one row along the bottom of a bar.
        private mutating func addModeRow(_ column: inout LayoutColumn) {
            let m = metrics
            column.skip(m.spacing / 2)
            let cells = splitColumns(column.take(Self.modeButtonHeight(m)), into: 4, spacing: m.spacing / 2)
            for (cell, mode) in zip(cells, Game.Mode.classic) { buttons[.mode(mode)] = cell }
        }

        /// A mode button: smaller than the game's buttons, with one line of small text,
        /// and never below the 24-pixel minimum target.
        static func modeButtonHeight(_ m: HUDMetrics) -> Double { max(24, (m.buttonHeight * 0.6).rounded()) }

        /// The button text below which the HUD would rather leave the mode buttons
        /// out (they stay on the game-over panel) than shrink everything to make room.
        static let legibleButtonText = 9.0

        /// The metrics for a HUD that needs `needed`, with the mode buttons (`modes`
        /// more) when they fit at a legible size; and whether they do.
        private static func fittedWithModes(
            unit: Double, room: Double, modes: @escaping (HUDMetrics) -> Double,
            _ needed: @escaping (HUDMetrics) -> Double
        ) -> (HUDMetrics, Bool) {
            let withModes = fitted(unit: unit, room: room) { needed($0) + modes($0) }
            if withModes.buttonText >= legibleButtonText, needed(withModes) + modes(withModes) <= room {
                return (withModes, true)
            }
            return (fitted(unit: unit, room: room, needed), false)
        }

        private static func modeGridHeight(_ m: HUDMetrics) -> Double { 2 * (m.spacing / 2 + modeButtonHeight(m)) }

        private static func modeRowHeight(_ m: HUDMetrics) -> Double { m.spacing / 2 + modeButtonHeight(m) }

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
public struct LayoutColumn {
    private let region: Rect
    private var y: Double

    /// A column down `region`, from its top.
    public init(_ region: Rect) {
        self.region = region
        y = region.minY
    }

    /// The next `height` pixels of the column.
    public mutating func take(_ height: Double) -> Rect {
        let r = Rect(region.minX, y, region.width, max(0, height))
        y += max(0, height)
        return r
    }

    /// Leaves `height` pixels empty.
    public mutating func skip(_ height: Double) { y += max(0, height) }

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
