import Catalog
import Geometry
import Raster
import SetCore
import VectorFont

/// Builds the display items of the HUD: backdrops, numbers, buttons, the
/// message and, with two players, the player panels.
public struct HUD {
    let scene: TableScene
    let layout: ScreenLayout
    private(set) var items: [DisplayItem] = []
    private var next = 0

    init(scene: TableScene, layout: ScreenLayout) {
        self.scene = scene
        self.layout = layout
    }

    /// The HUD's items, in drawing order.
    static func items(for scene: TableScene, layout: ScreenLayout) -> [DisplayItem] {
        var hud = HUD(scene: scene, layout: layout)
        hud.build()
        return hud.items
    }

    var theme: Theme { scene.theme }
    var m: HUDMetrics { layout.metrics }

    mutating func add(_ content: ItemContent) {
        items.append(DisplayItem(.hud(next), content))
        next += 1
    }

    private mutating func build() {
        if let network = scene.network {
            addNetwork(network)
            if let message = scene.message, !message.isEmpty { addMessage(message) }
            return
        }
        for stat in [HUDStat.score, .sets, .time, .deck] {
            if let frame = layout.stats[stat] { addStat(stat, in: frame) }
        }
        for (player, panel) in layout.players.enumerated() { addPanel(panel, player: player) }
        for id in layout.buttonIDs {
            guard let frame = layout.buttons[id] else { continue }
            items.append(DisplayItem(.button(id), .button(look(for: id, frame: frame))))
        }
        if let message = scene.message, !message.isEmpty { addMessage(message) }
    }

    /// The caption in small letters and the number in bold: at the two ends of
    /// a sidebar row, side by side and centred in a bottom-bar cell.
    private mutating func addStat(_ stat: HUDStat, in frame: Rect) {
        let (caption, value) = HUD.stat(stat, of: scene.game, now: scene.now, catalog: scene.catalog)
        // A long caption (a variant's name) shrinks to leave the number half the row at least.
        let captionSize = TextLayout(size: m.smallText).largestSize(
            for: caption, fitting: Rect(frame.minX, frame.minY, frame.width * 0.5, frame.height), maximum: m.smallText)
        let captionWidth = TextLayout(size: captionSize).measure(caption).width
        let room = Rect(
            frame.minX + captionWidth + m.spacing, frame.minY,
            max(1, frame.width - captionWidth - m.spacing), frame.height)
        let bold = TextLayout(size: m.valueText, weight: .bold)
        let size = bold.largestSize(for: value, fitting: room, maximum: m.valueText)
        var captionRect = frame, valueRect = frame
        var valueAlignment = TextAlignment.right
        if layout.orientation == .portrait {
            // Room for a few more figures, so the pair does not shift as the number grows.
            var sized = bold
            sized.size = size
            let valueWidth = max(sized.measure(value).width, sized.measure("0:00").width)
            let start = (frame.midX - (captionWidth + m.spacing + valueWidth) / 2).rounded()
            captionRect = Rect(start, frame.minY, captionWidth, frame.height)
            valueRect = Rect(start + captionWidth + m.spacing, frame.minY, valueWidth, frame.height)
            valueAlignment = .left
        }
        add(
            .text(
                TextItem(
                    text: caption, rect: captionRect, size: captionSize, weight: .regular,
                    alignment: .left, color: theme.textSecondary)))
        add(
            .text(
                TextItem(
                    text: value, rect: valueRect, size: size, weight: .bold, alignment: valueAlignment,
                    color: theme.text)))
    }

    /// The caption and the value of a number the HUD shows.
    ///
    /// A variant names itself over its count of groups ("UltraSet 3"); a race shows its
    /// target where the score would be, and Timed the time left.
    static func stat(_ stat: HUDStat, of game: Game, now: Double, catalog: Catalog) -> (String, String) {
        let mode = game.mode
        switch stat {
        case .score:
            switch mode.variant.end {
            case .groupsFound(let target):
                return (
                    catalog.text("Target", context: "hud"),
                    catalog.plural("%d Set", "%d Sets", count: target, context: "target")
                )
            case .timeLimit(let seconds): return (catalog.text("Target", context: "hud"), clock(seconds))
            case .deckExhausted, .tableSolved: return (catalog.text("Score", context: "hud"), "\(game.score)")
            }
        case .sets:
            return (mode.variant.countLabel(in: catalog), "\(game.setsFound)")
        case .time:
            if case .timeLimit = mode.variant.end, let left = game.remaining(at: now) {
                return (catalog.text("Left", context: "hud"), clock(left))
            }
            return (catalog.text("Time", context: "hud"), clock(game.playTime(at: now)))
        case .deck:
            return (catalog.text("Deck", context: "hud"), "\(game.deck.count)")
        }
    }

    /// The HUD's rows as the trace writes them: each number's name, its caption and its value.
    public static func rows(for scene: TableScene) -> [(name: String, label: String, value: String)] {
        guard scene.network == nil else { return [] }
        return [HUDStat.score, .sets, .time, .deck].filter { scene.layout.stats[$0] != nil }.map {
            let (label, value) = stat($0, of: scene.game, now: scene.now, catalog: scene.catalog)
            return (name: $0.rawValue, label: label, value: value)
        }
    }

    /// The look of a button: enabled, pressed or disabled, with its title and second line.
    private func look(for id: ButtonID, frame: Rect) -> ButtonLook {
        let enabled = scene.isEnabled(id)
        let pressed = enabled && scene.pressedButton == id
        var title: String
        var subtitle: String?
        let catalog = scene.catalog
        let deck = scene.game.deck.count
        switch id {
        case .newGame: title = catalog.text("New Game")
        case .deal:
            title = catalog.text("Deal 3")
            subtitle = deck == 0 ? catalog.text("deck empty") : catalog.plural("%d left", "%d left", count: deck)
        case .hint: title = catalog.text("Hint")
        case .undo: title = catalog.text("Undo")
        case .menu: title = catalog.text("Menu")
        case .playAgain: title = catalog.text("Play again")
        case .leave: title = catalog.text("Leave")
        case .copyCode: title = catalog.text("Copy")
        case .review: title = catalog.text("Review")
        case .claim: title = catalog.text("SET!")
        case .dealFor: title = catalog.text("Deal 3")
        case .mode(let mode): return modeLook(for: mode, frame: frame)
        }
        if subtitle != nil, frame.height < 40 || frame.width < frame.height * 1.6 {
            // Too small for two lines: the count goes on the title line.
            title = deck == 0 ? catalog.text("Deal 3") : catalog.text("Deal 3 (%d)", .int(deck))
            subtitle = nil
        }
        var face = pressed ? theme.buttonFacePressed : theme.buttonFace
        var text = theme.buttonText
        if case .claim = id, enabled, !pressed {
            face = theme.accent
            text = HUD.readableText(on: face, theme: theme)
        }
        // The sizes wanted: each line fits its box when drawn (`TextItem.fitted`).
        let titleSize = m.buttonText
        let subtitleSize = subtitle == nil ? 0 : m.smallText
        return ButtonLook(
            frame: frame, title: title, subtitle: subtitle,
            face: enabled ? face : theme.buttonFaceDisabled,
            textColor: enabled ? text : theme.buttonTextDisabled,
            edge: enabled ? theme.cardShadow : theme.buttonFaceDisabled,
            radius: m.cornerRadius, titleSize: titleSize, subtitleSize: subtitleSize,
            pressed: pressed)
    }

    /// A mode button: the mode in play is drawn lit (accent face) and does nothing; the others switch to theirs.
    func modeLook(for mode: Game.Mode, frame: Rect) -> ButtonLook {
        let current = mode == scene.game.mode
        let pressed = !current && scene.pressedButton == .mode(mode)
        let title = mode.title(in: scene.catalog)
        let size = m.smallText
        let face = current ? theme.accent : pressed ? theme.buttonFacePressed : theme.buttonFace
        return ButtonLook(
            frame: frame, title: title, subtitle: nil, face: face,
            textColor: current ? HUD.readableText(on: face, theme: theme) : theme.buttonText,
            edge: theme.cardShadow, radius: m.cornerRadius * 0.75, titleSize: size,
            subtitleSize: 0, pressed: pressed)
    }

    /// The message, wrapped at spaces into as many lines as its frame holds; a message longer than that
    /// is drawn smaller until it fits, never cut.
    private mutating func addMessage(_ message: String) {
        let (lines, scale) = HUD.messageLines(message, in: layout.message, metrics: m)
        let frame = layout.message
        let lineHeight = m.messageLine * scale
        let alignment: TextAlignment = self.layout.orientation == .portrait ? .center : .left
        for (i, line) in lines.enumerated() {
            let rect = Rect(frame.minX, frame.minY + Double(i) * lineHeight, frame.width, lineHeight)
            let size = TextLayout(size: m.messageText * scale).largestSize(
                for: line, fitting: rect, maximum: m.messageText * scale)
            add(
                .text(
                    TextItem(
                        text: line, rect: rect, size: size, weight: .medium, alignment: alignment,
                        color: theme.text)))
        }
    }

    /// The message's lines in `frame` and the share of the message size they are drawn at: wrapped at
    /// the full size while the frame holds the lines, else at the largest size (in steps of 5 %) at which
    /// it does.
    static func messageLines(_ message: String, in frame: Rect, metrics m: HUDMetrics) -> ([String], Double) {
        var scale = 1.0
        while true {
            let lineHeight = m.messageLine * scale
            let capacity = max(1, Int((frame.height / lineHeight).rounded(.down)))
            let lines = HUD.wrap(message, width: frame.width, layout: TextLayout(size: m.messageText * scale))
            if lines.count <= capacity || scale <= 0.05 { return (lines, scale) }
            scale -= 0.05
        }
    }

    /// Of the button text and card face colours, the one that contrasts more
    /// with `face` (WCAG 2 contrast ratio, with gamma 2 standing in for sRGB's curve).
    static func readableText(on face: Color, theme: Theme) -> Color {
        func luminance(_ c: Color) -> Double {
            func l(_ v: UInt8) -> Double { let x = Double(v) / 255; return x * x }
            return 0.2126 * l(c.r) + 0.7152 * l(c.g) + 0.0722 * l(c.b)
        }
        func contrast(_ a: Color) -> Double {
            let (x, y) = (luminance(a), luminance(face))
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
        return contrast(theme.cardFace) > contrast(theme.buttonText) ? theme.cardFace : theme.buttonText
    }

    /// Greedy word wrap: as many words on each line as fit `width`.
    public static func wrap(_ text: String, width: Double, layout: TextLayout) -> [String] {
        TextLayout.wrap(text.split(separator: " ").map(String.init), width: width, layout: layout)
    }

    /// A time of play as m:ss (h:mm:ss from an hour on); figures are tabular in the font.
    public static func clock(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(min(max(0, seconds), 359_999).rounded(.down)) : 0
        let s = total % 60, m = total / 60 % 60, h = total / 3600
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h == 0 { return "\(m):\(ss)" }
        return "\(h):\(m < 10 ? "0\(m)" : "\(m)"):\(ss)"
    }
}
