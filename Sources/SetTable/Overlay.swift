import Catalog
import Geometry
import Raster
import SetCore
import VectorFont

/// The game-over panel: a card in the middle of the window with the result,
/// the statistics, a New Game button (none after the daily puzzle: a date has one)
/// and the mode buttons. While it is up only its buttons respond.
public struct GameOverPanel: Equatable, Sendable {
    /// The panel.
    public var frame: Rect
    /// "Game over", "Player 1 wins" or "A tie".
    public var title: String
    /// Where the title goes.
    public var titleFrame: Rect
    /// The result and statistics lines.
    public var lines: [String]
    /// Where each line goes.
    public var lineFrames: [Rect]
    /// The New Game button; empty after the daily puzzle.
    public var button: Rect
    /// The mode buttons, two rows of two below New Game, so a finished game leads to any other.
    public var modes: [Game.Mode: Rect]
    /// Play again, on a finished network game's panel in the window that may deal it (the host's); else empty.
    public var playAgain = Rect.zero
    /// Leave, on a finished network game's panel; else empty.
    public var leave = Rect.zero
    /// Review, beside New Game on a finished local game's panel when the game was recorded; else empty.
    public var review = Rect.zero
    /// The em size of the title.
    public var titleSize: Double
    /// The em size of the lines.
    public var lineSize: Double

    /// The panel for a finished game, or nil while the game goes on.
    public init?(scene: TableScene) {
        if let result = scene.networkResult {
            self.init(network: result, layout: scene.layout)
        } else if scene.game.isGameOver {
            self.init(game: scene)
        } else {
            return nil
        }
    }

    /// A finished local game's panel.
    private init(game scene: TableScene) {
        let layout = scene.layout
        let m = layout.metrics
        let game = scene.game
        let catalog = scene.catalog
        let time = HUD.clock(game.playTime(at: scene.now))
        var lines: [String]
        switch game.winner {
        case .player(let p)?: title = catalog.text("Player %d wins", .int(p + 1))
        case .tie?: title = catalog.text("A tie")
        case nil: title = catalog.text("Game over")
        }
        if game.mode.takesTurns {
            lines = game.players.enumerated().map { i, player in
                catalog.text(
                    "Player %1$d: %2$s · %3$s", .int(i + 1),
                    .string(catalog.plural("%d Set", "%d Sets", count: player.setsFound)),
                    .string(catalog.plural("%d pt", "%d pts", count: player.score)))
            }
        } else if let date = game.dailyDate {
            title = catalog.text("Puzzle solved")
            lines = [
                catalog.text("Daily puzzle %s", .string(date.description)),
                catalog.plural("All %d Set found", "All %d Sets found", count: game.setsFound),
                game.hintsUsed == 0
                    ? catalog.text("No hints used")
                    : catalog.plural("%d hint used", "%d hints used", count: game.hintsUsed),
            ]
        } else if case .groupsFound(let target) = game.mode.variant.end {
            title = catalog.text("%s done", .string(game.mode.title(in: catalog)))
            lines = [
                catalog.plural("%1$d Set in %2$s", "%1$d Sets in %2$s", count: target, .int(target), .string(time))
            ]
        } else if case .timeLimit = game.mode.variant.end {
            title = catalog.text("Time is up")
            lines = [catalog.plural("%d Set found", "%d Sets found", count: game.setsFound)]
        } else {
            lines = [
                catalog.text("Score %d", .int(game.score)),
                Self.found(game.mode.variant.rule, count: game.setsFound, catalog: catalog),
            ]
        }
        lines.append(catalog.text("Time %s", .string(time)))
        if scene.undoCount > 0 {
            lines.append(catalog.plural("Undo used %d time", "Undo used %d times", count: scene.undoCount))
        }
        lines += scene.gameOverLines
        self.lines = lines
        let hasNewGame = !game.mode.isDaily
        let hasRow = hasNewGame || scene.canReview
        let modeHeight = ScreenLayout.Regions.modeButtonHeight(m)
        let fitted = Self.fit(
            title: title, lines: lines,
            buttonsHeight: (hasRow ? m.buttonHeight + m.spacing : 0) + 2 * modeHeight + m.spacing / 2,
            minimumWidth: 5 * m.buttonHeight, layout: layout)
        (frame, titleFrame, lineFrames, titleSize, lineSize) = (
            fitted.frame, fitted.titleFrame, fitted.lineFrames, fitted.titleSize, fitted.lineSize
        )
        let pad = fitted.pad
        var column = fitted.column
        button = .zero
        if hasRow {
            // New Game and Review side by side, or whichever of them there is, centred.
            let row = column.take(m.buttonHeight)
            let count = (hasNewGame ? 1 : 0) + (scene.canReview ? 1 : 0)
            let width = min((frame.width - 2 * pad - Double(count - 1) * m.spacing) / Double(count), 4 * m.buttonHeight)
                .rounded()
            var x = (row.midX - (Double(count) * width + Double(count - 1) * m.spacing) / 2).rounded()
            if hasNewGame {
                button = Rect(x, row.minY.rounded(), width, m.buttonHeight)
                x += width + m.spacing
            }
            if scene.canReview { review = Rect(x, row.minY.rounded(), width, m.buttonHeight) }
            column.skip(m.spacing)
        }
        var modes: [Game.Mode: Rect] = [:]
        let gridWidth = min(frame.width - 2 * pad, 5 * m.buttonHeight).rounded()
        for row in 0..<2 {
            if row > 0 { column.skip(m.spacing / 2) }
            let line = column.take(modeHeight)
            let centred = Rect((line.midX - gridWidth / 2).rounded(), line.minY.rounded(), gridWidth, modeHeight)
            let cells = splitColumns(centred, into: 2, spacing: m.spacing / 2)
            for (cell, mode) in zip(cells, Game.Mode.classic.dropFirst(2 * row).prefix(2)) { modes[mode] = cell }
        }
        self.modes = modes
    }

    /// The line that counts the groups found: "Sets found 12", "UltraSets found 3".
    static func found(_ rule: GroupRule, count: Int, catalog: Catalog) -> String {
        switch rule {
        case .set: catalog.text("Sets found %d", .int(count))
        case .ultraSet: catalog.text("UltraSets found %d", .int(count))
        case .ghostSet: catalog.text("GhostSets found %d", .int(count))
        }
    }

    /// The words on one of the panel's buttons.
    public static func label(of id: ButtonID, catalog: Catalog) -> String {
        switch id {
        case .review: catalog.text("Review")
        case .playAgain: catalog.text("Play again")
        case .leave: catalog.text("Leave")
        default: catalog.text("New Game")
        }
    }

    /// A finished network game's panel: the places, then Play again (the host's) and Leave side by side.
    private init(network result: NetworkResult, layout: ScreenLayout) {
        let m = layout.metrics
        let fitted = Self.fit(
            title: result.title, lines: result.lines, buttonsHeight: m.buttonHeight,
            minimumWidth: 7 * m.buttonHeight, layout: layout)
        (frame, titleFrame, lineFrames, titleSize, lineSize) = (
            fitted.frame, fitted.titleFrame, fitted.lineFrames, fitted.titleSize, fitted.lineSize
        )
        title = result.title
        lines = result.lines
        button = .zero
        modes = [:]
        var column = fitted.column
        let row = column.take(m.buttonHeight)
        let buttonWidth = min((row.width - m.spacing) / 2, 4 * m.buttonHeight).rounded()
        if result.canPlayAgain {
            let left = (row.midX - buttonWidth - m.spacing / 2).rounded()
            playAgain = Rect(left, row.minY.rounded(), buttonWidth, m.buttonHeight)
            leave = Rect(left + buttonWidth + m.spacing, row.minY.rounded(), buttonWidth, m.buttonHeight)
        } else {
            leave = Rect((row.midX - buttonWidth / 2).rounded(), row.minY.rounded(), buttonWidth, m.buttonHeight)
        }
    }

    /// A panel's frame, title and lines, and the column left under them for the buttons.
    private struct Fitted {
        var frame: Rect
        var titleFrame: Rect
        var lineFrames: [Rect]
        var titleSize: Double
        var lineSize: Double
        var pad: Double
        var column: LayoutColumn
    }

    /// Sizes a panel from the window, then shrinks its text until the title, `lines` and
    /// `buttonsHeight` of buttons fit; long lines shrink to the panel's width when drawn.
    private static func fit(
        title: String, lines: [String], buttonsHeight: Double, minimumWidth: Double, layout: ScreenLayout
    ) -> Fitted {
        let m = layout.metrics
        let window = Rect(0, 0, layout.width, layout.height)
        var lineSize = m.valueText * 0.85
        var titleSize = m.valueText * 1.5
        var lineHeight = (lineSize * 1.45).rounded()
        var titleHeight = (titleSize * 1.6).rounded()
        let pad = m.padding * 1.5
        func height() -> Double {
            2 * pad + titleHeight + m.spacing + Double(lines.count) * lineHeight + m.spacing * 2 + buttonsHeight
        }
        let room = window.height - 2 * m.padding
        if height() > room, height() > 0 {
            let k = max(0.3, room / height())
            lineSize *= k; titleSize *= k
            lineHeight = (lineHeight * k).rounded(); titleHeight = (titleHeight * k).rounded()
        }
        let widest = lines.map { TextLayout(size: lineSize).measure($0).width }.max() ?? 0
        let titleWidth = TextLayout(size: titleSize, weight: .bold).measure(title).width
        let width = min(window.width - 2 * m.padding, max(widest, titleWidth, minimumWidth) + 2 * pad)
        let h = min(room, height())
        let frame = Rect(
            ((window.width - width) / 2).rounded(), ((window.height - h) / 2).rounded(), width.rounded(), h)
        var column = LayoutColumn(frame.insetBy(dx: pad, dy: pad))
        let titleFrame = column.take(titleHeight)
        column.skip(m.spacing)
        let lineFrames = lines.map { _ in column.take(lineHeight) }
        column.skip(m.spacing * 2)
        return Fitted(
            frame: frame, titleFrame: titleFrame, lineFrames: lineFrames,
            titleSize: TextLayout(size: titleSize, weight: .bold)
                .largestSize(for: title, fitting: titleFrame, maximum: titleSize),
            lineSize: lineSize, pad: pad, column: column)
    }

    /// The panel's display items: a shade over the window, the panel, the texts,
    /// the button; every colour scaled by `opacity` (0…1) while the panel fades in.
    func items(scene: TableScene, opacity: Double = 1) -> [DisplayItem] {
        let o = opacity.isFinite ? min(1, max(0, opacity)) : 1
        func faded(_ c: Color) -> Color { o >= 1 ? c : c.withAlpha(Double(c.a) / 255 * o) }
        let theme = scene.theme
        let m = scene.layout.metrics
        let window = Rect(0, 0, Double(scene.width), Double(scene.height))
        var contents: [ItemContent] = [
            .rect(window, Color.black.withAlpha(0.45 * o)),
            .fill(
                .roundedRect(frame.offsetBy(dx: 0, dy: m.spacing / 2), radius: m.cornerRadius * 1.5),
                Color.black.withAlpha(0.3 * o)),
            .fill(.roundedRect(frame, radius: m.cornerRadius * 1.5), faded(theme.cardFace)),
            .text(
                TextItem(
                    text: title, rect: titleFrame, size: titleSize, weight: .bold, alignment: .center,
                    color: faded(theme.buttonText))),
        ]
        for (line, rect) in zip(lines, lineFrames) {
            let size = lineSize
            contents.append(
                .text(
                    TextItem(
                        text: line, rect: rect, size: size, weight: .regular, alignment: .center,
                        color: faded(theme.buttonText))))
        }
        // A local game's New Game (none after a daily puzzle), or a network game's Play again and Leave.
        for (id, frame, face) in [
            (ButtonID.newGame, button, theme.accent), (.review, review, theme.buttonFace),
            (.playAgain, playAgain, theme.accent), (.leave, leave, theme.buttonFace),
        ] where !frame.isEmpty {
            let title = Self.label(of: id, catalog: scene.catalog)
            let pressed = scene.pressedButton == id
            let size = m.buttonText
            contents.append(
                .button(
                    ButtonLook(
                        frame: frame, title: title, subtitle: nil,
                        face: faded(pressed ? theme.buttonFacePressed : face),
                        textColor: faded(pressed ? theme.buttonText : HUD.readableText(on: face, theme: theme)),
                        edge: faded(theme.cardShadow),
                        radius: m.cornerRadius, titleSize: size, subtitleSize: 0,
                        pressed: pressed)))
        }
        let hud = HUD(scene: scene, layout: scene.layout)
        for mode in Game.Mode.classic {
            guard let frame = modes[mode] else { continue }
            var look = hud.modeLook(for: mode, frame: frame)
            look.face = faded(look.face)
            look.textColor = faded(look.textColor)
            look.edge = faded(look.edge)
            contents.append(.button(look))
        }
        return contents.enumerated().map { DisplayItem(.overlay($0.offset), $0.element) }
    }
}
