import Geometry

/// What the HUD shows of a network game in place of the solo numbers and buttons:
/// a title, a few status lines, and a row per player.
public struct NetworkPanel: Equatable, Sendable {
    /// One player at the table.
    public struct Row: Equatable, Sendable {
        /// The name, with "(you)" for this window's player.
        public var name: String
        /// "3 Sets · 2 pts · 24 ms", or "away" while the connection is down.
        public var detail: String
        /// Whether this is the window's own player (drawn in the accent colour).
        public var isYou: Bool
        /// Whether the player's connection is up (an away player is drawn dimmed).
        public var isConnected: Bool
        /// Whether a computer plays this seat (its name comes after a small robot).
        public var isComputer: Bool

        /// A row with these values.
        public init(name: String, detail: String, isYou: Bool, isConnected: Bool, isComputer: Bool = false) {
            self.name = name
            self.detail = detail
            self.isYou = isYou
            self.isConnected = isConnected
            self.isComputer = isComputer
        }
    }

    /// "Network game", "Lobby", "Host gone".
    public var title: String
    /// Lines under the title: where the game is, the deck, what to press.
    public var lines: [String]
    /// The players in seat order.
    public var rows: [Row]

    /// A panel with these values.
    public init(title: String, lines: [String], rows: [Row]) {
        self.title = title
        self.lines = lines
        self.rows = rows
    }

    /// A time of play as the HUD writes it (m:ss).
    public static func clock(_ seconds: Double) -> String { HUD.clock(seconds) }

    /// Where the panel's lines go in `layout`: the HUD less the message, split in rows
    /// of one height, in one column or (in a low bottom bar) two.
    ///
    /// - Returns: a frame per line, the title's first, then the status lines', then one per player.
    public func frames(in layout: ScreenLayout) -> [Rect] {
        let m = layout.metrics
        let hud = layout.hud.insetBy(dx: m.padding, dy: m.padding)
        let message = layout.message
        // The message sits at one end of the HUD (the bottom of a sidebar, the top of a bar): use the rest.
        let area =
            message.midY > hud.midY
            ? Rect(hud.minX, hud.minY, hud.width, max(0, message.minY - m.spacing - hud.minY))
            : Rect(hud.minX, message.maxY + m.spacing, hud.width, max(0, hud.maxY - message.maxY - m.spacing))
        let count = 1 + lines.count + rows.count
        let wanted = (m.smallText * 1.7).rounded()
        let columns = area.height >= wanted * Double(count) || area.width < 2 * 160 ? 1 : 2
        let perColumn = (count + columns - 1) / columns
        let height = min(wanted, area.height / Double(max(1, perColumn)))
        let width = (area.width - Double(columns - 1) * m.spacing) / Double(columns)
        return (0..<count).map { n in
            let column = Double(n / perColumn), row = Double(n % perColumn)
            return Rect(area.minX + column * (width + m.spacing), area.minY + row * height, width, height)
        }
    }
}
