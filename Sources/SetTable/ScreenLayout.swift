import Geometry
import Raster
import SetCore

/// A number the HUD shows with a caption: "Score 12", "Time 3:07".
public enum HUDStat: String, Hashable, Sendable {
    /// The solo score.
    case score
    /// The Sets found (solo).
    case sets
    /// The time of play.
    case time
    /// The cards left in the deck (two players; solo shows them on Deal 3).
    case deck
}

/// The regions of one player's panel in a two-player game.
public struct PlayerPanelLayout: Equatable, Sendable {
    /// The whole panel.
    public var frame: Rect
    /// "Player 1".
    public var title: Rect
    /// "3 Sets · 4 pts".
    public var score: Rect
    /// The "SET!" button.
    public var claim: Rect
    /// The player's Deal 3 button.
    public var deal: Rect
    /// The countdown text ("Player 1: 4.2 s").
    public var countdown: Rect
    /// The countdown bar, full width at the start of a claim or window.
    public var bar: Rect
}

/// Where everything goes in a window: the board the cards may use and the HUD.
///
/// Landscape windows (width ≥ height) get a sidebar on the right, portrait
/// windows a bar along the bottom. Sizes scale with the shorter window side
/// (`unit` is 1 at 800 px) within limits, and shrink further when the HUD's
/// content would not fit its side of the window. The board takes all the
/// rest; `GridLayout` keeps its own margins inside it.
public struct ScreenLayout: Equatable, Sendable {
    /// Where the HUD sits.
    public enum Orientation: Equatable, Sendable {
        /// A sidebar right of the board.
        case landscape
        /// A bar below the board.
        case portrait
    }

    /// Cards never get narrower than this in a window of 300 pixels or more
    /// on its shorter side; more cards make the board scroll.
    public static let minimumCardWidth = 60.0
    /// The gap between cards as a fraction of their width.
    public static let cardGapFraction = 0.08

    /// The window width.
    public let width: Double
    /// The window height.
    public let height: Double
    /// The mode: two players get a panel each, the daily puzzle a strip of found Sets.
    public let mode: Game.Mode
    /// Sidebar or bottom bar.
    public let orientation: Orientation
    /// The size scale: 1 at an 800-pixel shorter side.
    public let unit: Double
    /// The rectangle the card grid may occupy.
    public let board: Rect
    /// The HUD's sidebar or bar.
    public let hud: Rect
    /// Every button and its frame.
    public let buttons: [ButtonID: Rect]
    /// Every number the HUD shows and its frame.
    public let stats: [HUDStat: Rect]
    /// Where the message line goes (text wraps within it).
    public let message: Rect
    /// The strip of found Sets below the board in the daily puzzle; empty in the other modes.
    public let foundStrip: Rect
    /// One panel per player in two-player mode; empty in solo.
    public let players: [PlayerPanelLayout]
    /// The metrics everything was sized with.
    public let metrics: HUDMetrics
    /// The narrowest card before the board scrolls: `minimumCardWidth`, or a
    /// fifth of the shorter side (at least 40) in tiny windows, where a full
    /// table of 12 could not otherwise fit at all.
    public let minimumCardWidth: Double

    /// Lays out a window of `width` × `height` pixels; a non-finite or negative side counts as 0.
    public init(width: Double, height: Double, mode: Game.Mode) {
        let w = width.isFinite ? max(0, width) : 0
        let h = height.isFinite ? max(0, height) : 0
        self.width = w
        self.height = h
        self.mode = mode
        orientation = w >= h ? .landscape : .portrait
        unit = min(4, max(0.3, min(w, h) / 800))
        minimumCardWidth = min(Self.minimumCardWidth, max(40, min(w, h) / 5))
        let regions: Regions
        switch (orientation, mode.takesTurns) {
        case (.landscape, true): regions = Regions.duoSidebar(width: w, height: h, unit: unit)
        case (.landscape, false): regions = Regions.soloSidebar(width: w, height: h, unit: unit)
        case (.portrait, true): regions = Regions.duoBar(width: w, height: h, unit: unit)
        case (.portrait, false): regions = Regions.soloBar(width: w, height: h, unit: unit)
        }
        // The daily puzzle's found Sets, or a chain's last group, in a strip below the board.
        if mode.isDaily || mode.variant.chain.isChained {
            (board, foundStrip) = Self.splitFoundStrip(off: regions.board, metrics: regions.metrics)
        } else {
            (board, foundStrip) = (regions.board, .zero)
        }
        hud = regions.hud
        buttons = regions.buttons
        stats = regions.stats
        message = regions.message
        players = regions.players
        metrics = regions.metrics
    }

    /// The buttons in drawing order.
    public var buttonIDs: [ButtonID] { buttons.keys.sorted { $0.order < $1.order } }

    /// The frame of a button, or nil when this layout has no such button.
    public func frame(of button: ButtonID) -> Rect? { buttons[button] }

    /// The card grid for `cardCount` cards on this board.
    public func grid(cardCount: Int) -> GridLayout {
        GridLayout(
            count: cardCount, board: board, aspect: CardArt.aspectRatio,
            gapFraction: Self.cardGapFraction, minimumCardWidth: minimumCardWidth)
    }
}

/// The sizes of the HUD's parts at one scale, in pixels.
public struct HUDMetrics: Equatable, Sendable {
    /// Space between the HUD's edge and its content.
    public var padding: Double
    /// Space between neighbouring parts.
    public var spacing: Double
    /// The height of a button.
    public var buttonHeight: Double
    /// The height of a caption-and-number row.
    public var statHeight: Double
    /// The em size of button titles.
    public var buttonText: Double
    /// The em size of the small second line of a button and of captions.
    public var smallText: Double
    /// The em size of the numbers.
    public var valueText: Double
    /// The em size of the message line.
    public var messageText: Double
    /// The corner radius of buttons and panels.
    public var cornerRadius: Double

    /// The metrics at a scale (see `ScreenLayout.unit`), times `shrink` (≤ 1) when space is short.
    init(unit u: Double, shrink k: Double = 1) {
        padding = (max(5, 14 * u) * k).rounded()
        spacing = (max(4, 10 * u) * k).rounded()
        buttonHeight = (max(34, 54 * u) * k).rounded()
        statHeight = (max(17, 32 * u) * k).rounded()
        buttonText = max(11, 20 * u) * k
        smallText = max(9, 14 * u) * k
        valueText = max(12, 24 * u) * k
        messageText = max(10, 17 * u) * k
        cornerRadius = max(3, 8 * u) * k
    }

    /// The height of one line of message text.
    var messageLine: Double { (messageText * 1.3).rounded(.up) }
}
