import Geometry
import Raster
import SetCore

/// A dialog over the table (the menu, the rules, the tutorial, the settings,
/// the statistics): a title, lines of text in columns, example cards on a
/// patch of felt, and a column of buttons, laid out to fit any window from
/// 320×240 up, with the keyboard's focus ring on one button (or card).
public struct OverlayPanel: Equatable, Sendable {
    /// One button of the panel, and what it does.
    public struct Control: Equatable, Sendable {
        /// What it does.
        public var button: PanelButton
        /// The trace's name of what it does (`stats`, `pause`, `newGame`, `quit`, `close`, `next`, …).
        public var name: String { button.traceName }
        /// Its label.
        public var title: String
        /// Where it is, in window coordinates.
        public var frame: Rect
        /// Whether it does something now.
        public var enabled: Bool
    }

    /// One piece of text, placed.
    public struct Cell: Equatable, Sendable {
        /// What it says.
        public var text: String
        /// Where it goes, in window coordinates.
        public var frame: Rect
        /// Left for labels, right for figures, centred for a line of its own.
        public var alignment: TextAlignment
        /// Picked out in the accent colour (the column of the mode in play).
        public var isPickedOut: Bool
        /// A heading, in bold.
        public var isHeading = false
    }

    /// A card drawn in the panel: a rules example, or a card of the tutorial's table.
    public struct Example: Equatable, Sendable {
        /// The card.
        public var card: Card
        /// Where it is, in window coordinates.
        public var frame: Rect
        /// How it is marked: selected, a Set, not a Set (with its odd features).
        public var appearance: CardAppearance
    }

    /// A text field of the Play online screen, placed.
    public struct FieldBox: Equatable, Sendable {
        /// The field as shown.
        public var field: OnlineShown.Field
        /// Its label's place.
        public var labelFrame: Rect
        /// The box the text is typed in.
        public var frame: Rect
    }

    /// Which overlay this is.
    public var kind: OverlayKind
    /// The panel.
    public var frame: Rect
    /// The heading.
    public var title: String
    /// Where the heading goes.
    public var titleFrame: Rect
    /// The heading's em size.
    public var titleSize: Double
    /// The text of the page shown, cell by cell.
    public var cells: [Cell] = []
    /// The text's em size.
    public var textSize = 0.0
    /// The buttons, in focus order.
    public var controls: [Control] = []
    /// The cards drawn in the panel, in table order for the tutorial.
    public var examples: [Example] = []
    /// Patches of felt the example cards lie on.
    public var feltAreas: [Rect] = []
    /// Whether the focus ring visits the cards before the buttons (the tutorial, whose cards are played).
    public var cardsTakeFocus = false
    /// The Play online screen's text fields, placed: where each label and box go.
    public var fieldBoxes: [FieldBox] = []
    /// Rings round the cards of the groups on a reviewed table, one ring per group and card.
    public var outlines: [Outline] = []
    /// The reviewed game's timeline, under its table.
    public var timeline: ReviewTimeline?
    /// The Statistics overlay's charts of the player's progress, on their page.
    public var charts: [ProgressChart] = []
    /// The page shown (the statistics, when one page cannot hold them readably).
    public var page = 0
    /// How many pages there are.
    public var pageCount = 1

    /// The smallest em size a line of the statistics is drawn at before they are split into pages.
    static let smallestReadableText = 11.0

    /// The panel of the overlay `scene` shows, or nil for none (and for the pause cover, which is `PausePanel`).
    public init?(scene: TableScene) {
        let m = scene.layout.metrics
        let window = Rect(0, 0, Double(scene.width), Double(scene.height))
        let room = window.insetBy(dx: max(4, m.padding), dy: max(4, m.padding))
        guard room.width > 40, room.height > 40 else { return nil }
        let pad = max(4, (m.padding * 1.2).rounded())
        let gap = max(3, (m.spacing * 0.75).rounded())
        let space = PanelRoom(room: room, pad: pad, gap: gap)
        switch scene.overlay {
        case .menu:
            self.init(menu: scene, in: space)
        case .stats:
            self.init(statistics: scene, in: space)
        case .settings:
            self.init(settings: scene, in: space)
        case .rules:
            self.init(rules: scene, in: space)
        case .modes:
            self.init(modes: scene, in: space)
        case .tutorial:
            guard let tutorial = scene.tutorial else { return nil }
            self.init(tutorial: tutorial, scene: scene, in: space)
        case .online:
            guard let online = scene.online else { return nil }
            self.init(online: online, scene: scene, in: space)
        case .pastGames:
            self.init(pastGames: scene.pastGames ?? PastGamesShown(rows: []), scene: scene, in: space)
        case .review:
            guard let review = scene.review else { return nil }
            self.init(review: review, scene: scene, in: space)
        case .replay:
            guard let replay = scene.replay else { return nil }
            self.init(replay: replay, scene: scene, in: space)
        case .practice:
            guard let practice = scene.practice else { return nil }
            self.init(practice: practice, scene: scene, in: space)
        case .about:
            guard let about = scene.about else { return nil }
            self.init(about: about, scene: scene, in: space)
        case .none, .pause:
            return nil
        }
    }

    /// The menu: the statistics, pause, a new game and quit, and the modes when the HUD has no room for them.
    private init(menu scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        kind = .menu
        title = "Menu"
        var rows: [[(PanelButton, String, Bool)]] = [
            [(.menu(.rules), "Rules", true)], [(.menu(.modes), "Modes", true)], [(.menu(.settings), "Settings", true)],
            [(.menu(.stats), "Statistics", true)], [(.menu(.pause), "Pause", !scene.game.isGameOver)],
            [(.menu(.newGame), "New Game", scene.isEnabled(.newGame))], [(.menu(.practice), "Practice", true)],
            [(.menu(.online), "Play online", true)], [(.menu(.about), "About", true)],
            [(.menu(.quit), "Quit", true)],
        ]
        // Two a row when one a row would not fit the window's height.
        let oneARow =
            Double(rows.count + 2) * (max(24, scene.layout.metrics.buttonHeight) + gap)
            + (scene.layout.metrics.valueText * 1.3 * 1.4).rounded() + 2 * pad
        if oneARow > room.height {
            rows = stride(from: 0, to: rows.count, by: 2).map {
                rows[$0] + (rows.indices.contains($0 + 1) ? rows[$0 + 1] : [])
            }
        }
        if scene.network != nil {
            // A network game: the host deals and keeps it; a player may only read, set, leave or quit,
            // and the host choose the mode in its lobby.
            rows = [
                [(.menu(.rules), "Rules", true)], [(.menu(.settings), "Settings", true)],
                [(.menu(.leave), "Leave the game", true)], [(.menu(.quit), "Quit", true)],
            ]
            if scene.offeredModes != nil {
                rows.insert([(.menu(.modes), "Mode: \(scene.game.mode.title)", true)], at: 0)
            }
        } else if !scene.layout.buttonIDs.contains(.mode(.solo)) {
            let modes = Game.Mode.classic.map { mode in
                (PanelButton.menu(.mode(mode)), HUD.title(of: mode), mode != scene.game.mode)
            }
            rows += stride(from: 0, to: modes.count, by: 2).map { Array(modes[$0..<min($0 + 2, modes.count)]) }
        }
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: 0,
            textWidth: 0, in: space,
            metrics: scene.layout.metrics)
    }

    /// The settings: each button shows its setting's value and moves it on; the volume in steps of ten.
    private init(settings scene: TableScene, in space: PanelRoom) {
        let (pad, gap) = (space.pad, space.gap)
        let m = scene.layout.metrics
        let now = scene.settings
        kind = .settings
        title = "Settings"
        let rows: [[(PanelButton, String, Bool)]] =
            [
                [(.settings(.theme), "Theme: " + Self.name(of: scene.theme.style), true)],
                [(.settings(.palette), scene.theme.isColorblind ? "Colours: colour-blind" : "Colours: standard", true)],
                [(.settings(.motion), now.motion ? "Motion: on" : "Motion: off", true)],
                [(.settings(.labels), now.labelsAlwaysShown ? "Key labels: always" : "Key labels: with K", true)],
                [
                    (.settings(.volumeDown), "Softer", now.volume > 0),
                    (.settings(.volumeUp), "Louder", now.volume < 100),
                ],
            ]
            + (now.recordsGames
                ? [[(.settings(.gamesKept), now.gamesKept.map { "Games kept: last \($0)" } ?? "Games kept: all", true)]]
                : [])
            + [[(.settings(.close), "Close", true)]]
        let line = now.muted ? "Volume \(now.volume), muted (M)" : "Volume \(now.volume)"
        let size = max(6, min(m.valueText * 0.8, m.buttonText))
        let textHeight = (size * 1.45).rounded(.up)
        let textWidth = TextLayout(size: size).measure(line).width.rounded(.up)
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: textHeight, textWidth: textWidth, in: space,
            metrics: m)
        textSize = size
        placeLines([line], lineHeight: textHeight, pad: pad, gap: gap, alignment: .center)
    }

    /// Places `lines` under the title, a row of `lineHeight` each, across the panel inside its padding.
    mutating func placeLines(
        _ lines: [String], lineHeight: Double, pad: Double, gap: Double, alignment: TextAlignment
    ) {
        var y = titleFrame.maxY + gap
        for line in lines {
            cells.append(
                Cell(
                    text: line, frame: Rect(frame.minX + pad, y, frame.width - 2 * pad, lineHeight),
                    alignment: alignment, isPickedOut: false))
            y += lineHeight
        }
    }

    /// What the Settings overlay calls a theme.
    static func name(of style: ThemeStyle) -> String {
        switch style {
        case .classic: "classic"
        case .dark: "dark"
        case .highContrast: "high contrast"
        }
    }

    /// The statistics: `scene.statisticsTable` in columns, a page at a time if need be.
    private init(statistics scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        kind = .stats
        title = "Statistics"
        let table = StatisticsTable(lines: scene.statisticsTable)
        // All on one page if it is readable so; else a section a page.
        let buttonRows: (Bool) -> Int = { paged in paged ? 2 : 1 }
        func fit(_ sections: [StatisticsTable.Section], paged: Bool) -> (size: Double, panelWidth: Double) {
            let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
            let controlsHeight = Double(buttonRows(paged)) * (max(24, m.buttonHeight * 0.8) + gap)
            let lines = Double(sections.reduce(0) { $0 + $1.rows.count } + max(0, sections.count - 1))
            let heightRoom = room.height - 2 * pad - titleHeight - gap - controlsHeight
            let byHeight = heightRoom / max(1, lines) / 1.45
            let widthAtOne = sections.map { $0.width(atSize: 1) }.max() ?? 1
            let byWidth = (room.width - 2 * pad) / max(0.01, widthAtOne)
            let size = max(1, min(m.valueText * 0.8, byHeight, byWidth))
            return (size, min(room.width, widthAtOne * size + 2 * pad))
        }
        let hasCharts = !scene.progress.isEmpty
        let whole = fit(table.sections, paged: hasCharts)
        var pages = [table.sections]
        var size = whole.size
        if whole.size < Self.smallestReadableText, table.sections.count > 1 {
            pages = table.sections.map { [$0] }
            size = pages.map { fit($0, paged: true).size }.min() ?? whole.size
        }
        // The charts have a page of their own, after the figures.
        pageCount = pages.count + (hasCharts ? 1 : 0)
        page = min(max(0, scene.overlayPage), pageCount - 1)
        if hasCharts && page == pages.count {
            self = OverlayPanel(charts: scene, in: space)
            return
        }
        let shown = pages[page]
        let rowHeight = (size * 1.45).rounded(.up)
        let lines = shown.reduce(0) { $0 + $1.rows.count } + max(0, shown.count - 1)
        let textWidth = (pages.flatMap { $0 }.map { $0.width(atSize: size) }.max() ?? 0).rounded(.up)
        var rows: [[(PanelButton, String, Bool)]] = []
        if pageCount > 1 {
            rows.append([
                (.statistics(.previous), "Previous", page > 0), (.statistics(.next), "Next", page < pageCount - 1),
            ])
        }
        rows.append(
            scene.network == nil
                ? [(.statistics(.pastGames), "Past games", true), (.statistics(.close), "Close", true)]
                : [(.statistics(.close), "Close", true)])
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: Double(lines) * rowHeight, textWidth: textWidth, in: space,
            metrics: m)
        textSize = size
        // The mode in play: the column headed by its title (Junior's), the daily lines for the daily
        // puzzle, its row among the variants, else the classic game's first column.
        let mode = scene.game.mode
        var y = titleFrame.maxY + gap
        let left = frame.minX + pad, width = frame.width - 2 * pad
        for (n, section) in shown.enumerated() {
            if n > 0 { y += rowHeight }
            let edges = section.columnEdges(atSize: size, width: width)
            let column = section.rows.first?.firstIndex(of: mode.title) ?? 1
            for row in section.rows {
                for (index, text) in row.enumerated() where index < edges.count {
                    let (x0, x1) = edges[index]
                    let pickedOut =
                        section.isDaily
                        ? mode.isDaily
                        : section.isVariants
                            ? row.first == mode.title && !text.isEmpty
                            : section.hasModeColumns && index == column && !text.isEmpty
                    cells.append(
                        Cell(
                            text: text, frame: Rect(left + x0, y, x1 - x0, rowHeight),
                            alignment: index == 0 ? .left : .right, isPickedOut: pickedOut))
                }
                y += rowHeight
            }
        }
    }

    /// A panel with `title`, room for `textHeight` × `textWidth` of text, and
    /// `rows` of buttons under it (one or two a row), centred in `space` and
    /// shrunk to fit it; buttons stay at least 24 × 24 pixels. `reservedRows` more rows are sized and
    /// placed for, not shown; the buttons `unmeasured` picks fit their labels to the panel's width
    /// instead of widening it.
    static func buttonColumn(
        rows: [[(PanelButton, String, Bool)]], title: String, textHeight: Double,
        textWidth: Double, in space: PanelRoom, metrics m: HUDMetrics, reservedRows: Int = 0,
        unmeasured: (PanelButton) -> Bool = { _ in false }
    )
        -> (Rect, Rect, Double, [Control])
    {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        var titleSize = m.valueText * 1.3
        var buttonHeight = max(24, m.buttonHeight * (textHeight > 0 ? 0.8 : 1))
        // Rows that may come later are sized and placed for now: the panel grows down into their room,
        // and nothing above them moves when they come.
        let sizedRows = rows.count + reservedRows
        let natural = { (titleSize: Double, buttonHeight: Double, rows: Int) -> Double in
            2 * pad + (titleSize * 1.4).rounded() + gap + (textHeight > 0 ? textHeight + gap : 0)
                + Double(rows) * (buttonHeight + gap) - gap
        }
        if natural(titleSize, buttonHeight, sizedRows) > room.height {
            // Shrink the title and the buttons together, the buttons no lower than 24 px.
            let fixed = 2 * pad + gap + (textHeight > 0 ? textHeight + gap : 0) + Double(sizedRows - 1) * gap
            let k = max(0.1, (room.height - fixed) / max(1, titleSize * 1.4 + Double(sizedRows) * buttonHeight))
            titleSize = max(8, titleSize * min(1, k))
            buttonHeight = max(24, (buttonHeight * min(1, k)).rounded(.down))
        }
        let labelSize = min(m.buttonText, buttonHeight * 0.45)
        let widestLabel =
            rows.flatMap { $0 }.filter { !unmeasured($0.0) }.map {
                TextLayout(size: labelSize, weight: .medium).measure($0.1).width
            }.max() ?? 0
        let buttonWidth = widestLabel + buttonHeight
        let buttonsWidth =
            rows.filter { !$0.contains { unmeasured($0.0) } }.map { row -> Double in
                let count = Double(row.count)
                return count * buttonWidth + (count - 1) * gap
            }.max() ?? 0
        let titleWidth = TextLayout(size: titleSize, weight: .bold).measure(title).width
        let width = min(room.width, max(textWidth, buttonsWidth, titleWidth, 4 * buttonHeight) + 2 * pad).rounded()
        let height = min(room.height, natural(titleSize, buttonHeight, rows.count)).rounded()
        let placed = min(room.height, natural(titleSize, buttonHeight, sizedRows)).rounded()
        let frame = Rect((room.midX - width / 2).rounded(), (room.midY - placed / 2).rounded(), width, height)
        var column = LayoutColumn(frame.insetBy(dx: pad, dy: pad))
        let titleFrame = column.take((titleSize * 1.4).rounded())
        column.skip(gap)
        if textHeight > 0 {
            column.skip(textHeight)
            column.skip(gap)
        }
        var controls: [Control] = []
        for (n, row) in rows.enumerated() {
            if n > 0 { column.skip(gap) }
            let line = column.take(buttonHeight)
            let cells = splitColumns(line, into: row.count, spacing: gap)
            for (cell, (button, label, enabled)) in zip(cells, row) {
                controls.append(Control(button: button, title: label, frame: cell, enabled: enabled))
            }
        }
        let fittedTitle = TextLayout(size: titleSize, weight: .bold).largestSize(
            for: title, fitting: titleFrame,
            maximum: titleSize)
        return (frame, titleFrame, fittedTitle, controls)
    }

    /// The panel's display items: a shade over the window, the panel, the title,
    /// the text, the buttons and the focus ring on the button `focus` (nil: none).
    func items(scene: TableScene) -> [DisplayItem] {
        let theme = scene.theme
        let m = scene.layout.metrics
        let window = Rect(0, 0, Double(scene.width), Double(scene.height))
        let radius = max(3, m.cornerRadius * 1.5)
        var contents: [ItemContent] = [
            .rect(window, Color.black.withAlpha(0.5)),
            .fill(.roundedRect(frame.offsetBy(dx: 0, dy: m.spacing / 2), radius: radius), Color.black.withAlpha(0.3)),
            .fill(.roundedRect(frame, radius: radius), theme.cardFace),
            .text(
                TextItem(
                    text: title, rect: titleFrame, size: titleSize, weight: .bold, alignment: .center,
                    color: theme.buttonText)),
        ]
        for area in feltAreas {
            contents.append(.fill(.roundedRect(area, radius: max(2, m.cornerRadius)), theme.felt))
        }
        for example in examples {
            contents.append(
                .card(
                    CardLook(
                        card: example.card, frame: example.frame,
                        highlight: example.appearance.highlight,
                        isHinted: example.appearance.isHinted, label: nil, clip: frame,
                        oddFeatures: example.appearance.oddFeatures)))
        }
        if kind == .tutorial, let area = feltAreas.first {
            contents += GestureOverlay.pullItems(
                pull: scene.dealPull, canDeal: scene.tutorial?.canDeal ?? false,
                board: area, metrics: m, theme: theme)
        }
        for cell in cells where !cell.text.isEmpty {
            // The mode in play: a tint behind its figures, which stay in the text colour for contrast.
            if cell.isPickedOut {
                contents.append(.rect(cell.frame.insetBy(dx: -textSize * 0.25, dy: 0), theme.accent.withAlpha(0.16)))
            }
            let weight: FontWeight = cell.isPickedOut || cell.isHeading ? .bold : .regular
            let size = TextLayout(size: textSize, weight: weight).largestSize(
                for: cell.text, fitting: cell.frame,
                maximum: textSize)
            contents.append(
                .text(
                    TextItem(
                        text: cell.text, rect: cell.frame, size: size, weight: weight,
                        alignment: cell.alignment,
                        color: theme.buttonText)))
        }
        let focusShift = cardsTakeFocus ? examples.count : 0
        if cardsTakeFocus, let focus = scene.overlayFocus, examples.indices.contains(focus) {
            // Round a card the ring lies on the felt: in the felt's text colour, which stands out on it.
            let ring = examples[focus].frame.insetBy(dx: -3, dy: -3)
            contents.append(
                .stroke(
                    .roundedRect(ring, radius: max(2, m.cornerRadius) + 3), StrokeStyle(width: 2.5),
                    theme.text))
        }
        contents += reviewItems(theme: theme, metrics: m)
        contents += chartItems(theme: theme)
        contents += fieldItems(theme: theme, metrics: m)
        for (index, control) in controls.enumerated() {
            let rects = ButtonLook.textRects(frame: control.frame, twoLines: false)
            let maximum = min(m.buttonText, control.frame.height * 0.45)
            let size = TextLayout(size: maximum, weight: .medium).largestSize(
                for: control.title, fitting: rects.title,
                maximum: maximum)
            let face = control.enabled ? theme.buttonFace : theme.buttonFaceDisabled
            contents.append(
                .button(
                    ButtonLook(
                        frame: control.frame, title: control.title, subtitle: nil, face: face,
                        textColor: control.enabled ? theme.buttonText : theme.buttonTextDisabled,
                        edge: theme.cardBorder, radius: max(2, m.cornerRadius), titleSize: size,
                        subtitleSize: 0, pressed: false)))
            if scene.overlayFocus == index + focusShift {
                let ring = control.frame.insetBy(dx: -3, dy: -3)
                contents.append(
                    .stroke(
                        .roundedRect(ring, radius: max(2, m.cornerRadius) + 3),
                        StrokeStyle(width: 2.5), theme.focusRing))
            }
        }
        return contents.enumerated().map { DisplayItem(.overlay($0.offset), $0.element) }
    }
}
