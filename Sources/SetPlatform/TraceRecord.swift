import Geometry
import SetAudio
import SetCore
import SetTable

/// One line of the `--trace` file: the state of the table as the player sees it.
///
/// The keys and their meaning are DESIGN.md's (`explain` while three selected
/// cards are not a Set); `frameMs`, `saveMs` (the time the autosave took after
/// the frame), `scroll`, `time`, `message` and `detail` are extras. A key whose
/// value is nil is left out of the line.
struct TraceRecord: Encodable {
    /// The line's number in the file, from 0; set by `TraceWriter`.
    var seq = 0
    var event: String
    var mode: String
    var window: [Int]
    var board: TraceRect
    var cards: [Card]
    var selection: String
    var deck: Int
    var matched: Int
    var score: Int
    var buttons: [String: Button]
    var gameOver: Bool
    var scroll: TraceNumber
    var time: TraceNumber
    var animating = false
    var undoable = false
    var redoable = false
    /// Whether the game waits under an overlay, and which (`none`, `menu`, `stats`, `pause`, …).
    var paused = false
    var overlay = "none"
    /// The open overlay's buttons by name, with their frames and whether they answer.
    var overlayButtons: [String: Button]?
    /// The text the open overlay shows, cell by cell (the statistics).
    var overlayText: [String]?
    /// The Play online screen's fields: `{name, text, frame, focused}`, a password's `text` its length.
    var fields: [OnlineField]?
    /// The games heard on this network, on the Play online screen: each with its row's `frame`.
    var lanGames: [LanRow]?
    /// The tutorial's step (1–3) while it is open; `cards` are then its cards.
    var tutorialStep: Int?
    /// How many cards a group holds in the mode: 3, 4 (UltraSet) or 6 (GhostSet).
    var groupSize = 3
    /// Chain modes: the last group's cards, in the strip below the board, with their frames
    /// (the game selects them by the indices after the table's).
    var previous: [Card]?
    /// UltraSet modes, on a match: the card both pairs complete to.
    var thirdCard: String?
    /// Sprints and Timed: the target (Sets, or seconds) and what remains of it.
    var target: TraceNumber?
    var remaining: TraceNumber?
    /// The sound's volume (0–100) and whether it is muted.
    var volume = 0
    var muted = false
    /// A move's sound: its trace name, or null for a move that made none (other lines leave it out).
    var sound: TraceSound?
    /// A rated game's end: the mode, the player's rating before and after, and the rated games in the mode.
    var rating: RatingChange?
    /// The theme's style (`classic`, `dark`, `highContrast`) and palette (`standard`, `colorblind`).
    var theme: String
    var palette: String
    /// The language every text is in, by code (`en`, `de`, `en@pseudo`).
    var language = "en"
    /// The HUD's numbers, each with its caption as drawn; none in a network game.
    var hud: [HUDRow]?
    /// How many of the frame's texts did not fit their box even at the smallest size, and wrapped.
    var textOverflow = 0
    /// The characters the frame drew as the font's fallback box, each once.
    var missingGlyphs = ""
    /// Two players: each one's score, Sets and whether they are claiming; against the computer, every
    /// player as `net.players` lists them.
    var players: Players?
    /// The daily puzzle: its date, the Sets found and how many it holds.
    var date: String?
    var found: [[String]]?
    var setsInPuzzle: Int?
    var explain: [Mismatch]?
    var message: String?
    var gameOverPanel: Panel?
    var frameMs: TraceNumber?
    var saveMs: TraceNumber?
    var detail: String?
    /// `animationEnd`: the burst's kind, frames presented, length, slowest frame and the display's rate.
    var kind: String?
    var frames: Int?
    var durationMs: TraceNumber?
    var worstFrameMs: TraceNumber?
    var refreshHz: Int?
    /// A network game: this window's role and seat, and every player (see `TraceRecord+Network.swift`).
    var net: Net?
    /// The games database's id of the game in play, once it has a move in it.
    var gameId: Int64?
    /// Review: the step shown (from 0), how many there are, the move, and the table it was made on
    /// (`cards`, each with its frame in the panel) with the groups on it, each as card codes.
    var review: ReviewLine?

    /// Replay: seconds into the game, the speed (1, 2 or 4), whether it plays, and the cards on show
    /// (each with its frame in the panel, `selected` for the selection and `hint` for a hint).
    var replay: ReplayLine?

    /// The Statistics overlay's charts, on their page: each one's name and frame.
    var charts: [ChartLine]?

    /// A chart of the `charts` key.
    struct ChartLine: Encodable {
        var name: String
        var frame: TraceRect
    }

    /// Practice: the drill in play (`slow`, `weakest` or `findAll`; none while the drills are offered),
    /// its cards with their frames in the panel, the groups to find (`target`) and those found.
    var practice: PracticeLine?

    /// The `practice` key of a line.
    struct PracticeLine: Encodable {
        var drill: String?
        var cards: [Card]
        var target: [[String]]
        var found: [[String]]
        var done: Bool
    }

    /// The `replay` key of a line.
    struct ReplayLine: Encodable {
        var position: TraceNumber
        var speed: Int
        var playing: Bool
        var cards: [Card]
        /// Where the cards are going, once they are there (the table's own cards, in order).
        var table: [String]
        /// The seek bar's strip.
        var seekBar: TraceRect?
    }

    /// The `review` key of a line.
    struct ReviewLine: Encodable {
        var step: Int
        var steps: Int
        var move: String
        var moveCards: [String]
        var cards: [Card]
        var groups: [[String]]
        var unseen: [[String]]
        var slow: Bool
        /// The timeline's strip, for a click on it.
        var timeline: TraceRect?
    }

    /// A card on the table, with its frame in window coordinates, and where the
    /// last presented frame drew it while that was away from its place.
    struct Card: Encodable {
        var id: String
        var frame: TraceRect
        var selected: Bool
        var hint: Bool
        var shown: TraceRect?
        /// Memory: whether the card shows its face.
        var faceUp: Bool? = nil
    }

    /// A button's frame and whether it answers.
    struct Button: Encodable {
        var frame: TraceRect
        var enabled: Bool
        /// The text drawn on it (a second line after a newline).
        var label: String
    }

    /// One of the HUD's numbers: its name, its caption and its value as drawn.
    struct HUDRow: Encodable {
        var name: String
        var label: String
        var value: String
    }

    /// The line's `players`: the two of a hot-seat game, or everyone at a table against the computer.
    enum Players: Encodable {
        case twoPlayer([Player])
        case table([NetPlayer])

        func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .twoPlayer(let players): try c.encode(players)
            case .table(let players): try c.encode(players)
            }
        }
    }

    /// A rated game's change to the player's rating.
    struct RatingChange: Encodable {
        var mode: String
        var before: Int
        var after: Int
        var games: Int
    }

    /// One of the two players.
    struct Player: Encodable {
        var score: Int
        var sets: Int
        var claiming: Bool
    }

    /// A feature on which three selected cards fail the rule, with their values in selection order.
    struct Mismatch: Encodable {
        var feature: String
        var values: [String]
    }

    /// The game-over panel: its frame, and the frame of each of its buttons under the button's trace key.
    struct Panel: Encodable {
        var frame: TraceRect
        var buttons: [String: (frame: TraceRect, label: String)]
        /// A network game's panel: its lines, the places and (rated) the rating's change.
        var lines: [String]?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.encode(frame, forKey: TraceKey("frame"))
            try c.encodeIfPresent(lines, forKey: TraceKey("lines"))
            for (name, button) in buttons {
                var nested = c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey(name))
                try nested.encode(button.frame, forKey: TraceKey("frame"))
                try nested.encode(button.label, forKey: TraceKey("label"))
            }
        }
    }

    /// How long the line's frame took, from the input to the presented frame, and the
    /// autosave after it, in milliseconds; nil where there was none.
    struct Timing {
        var frameMs: Double?
        var saveMs: Double?
    }

    /// The line for `event` with the state of `scene`.
    /// - Parameters:
    ///   - shown: where the last presented frame drew the cards away from their places, by table index.
    ///   - detail: what happened, in a few words (a move's events), for a reader of the trace.
    init(event: String, scene: TableScene, shown: [Int: Rect] = [:], timing: Timing = Timing(), detail: String? = nil) {
        let game = scene.game
        let layout = scene.layout
        let grid = scene.grid
        let hinted = Set(game.hintedIndices)
        self.event = event
        mode = game.mode.rawValue
        theme = scene.theme.style.rawValue
        palette = scene.theme.palette.rawValue
        window = [scene.width, scene.height]
        board = TraceRect(layout.board)
        cards = game.table.enumerated().map { index, card in
            let frame = grid.frame(of: index, scrollOffset: scene.scrollOffset) ?? .zero
            return Card(
                id: card.code, frame: TraceRect(frame), selected: game.selection.contains(index),
                hint: hinted.contains(index), shown: shown[index].flatMap { $0 == frame ? nil : TraceRect($0) })
        }
        // A variant takes a found group at once; its line still says the selection matched.
        selection =
            game.lastGroup != nil && game.selection.isEmpty
            ? SelectionState.match.rawValue
            : game.selectionState.rawValue
        deck = game.deck.count
        matched = game.setsFound
        score = game.score
        var buttons: [String: Button] = [:]
        let labels = scene.buttonLabels
        for id in layout.buttonIDs {
            guard let frame = layout.frame(of: id) else { continue }
            buttons[Self.name(of: id)] = Button(
                frame: TraceRect(frame), enabled: scene.isEnabled(id), label: labels[id] ?? "")
        }
        self.buttons = buttons
        language = scene.catalog.language
        let rows = HUD.rows(for: scene)
        if !rows.isEmpty { hud = rows.map { HUDRow(name: $0.name, label: $0.label, value: $0.value) } }
        let texts = scene.textReport
        textOverflow = texts.overflowing.count
        missingGlyphs = texts.missingGlyphs
        gameOver = game.isGameOver
        scroll = TraceNumber(scene.scrollOffset)
        time = TraceNumber(game.playTime(at: scene.now))
        if game.mode.takesTurns {
            players = .twoPlayer(
                game.players.enumerated().map { index, player in
                    Player(score: player.score, sets: player.setsFound, claiming: game.isClaiming(player: index))
                })
        }
        if let date = game.dailyDate {
            self.date = date.description
            found = game.foundSets.map { set in set.map(\.code) }
            setsInPuzzle = DailyPuzzle.setCount
        }
        groupSize = game.groupSize
        let variant = game.mode.variant
        if variant.chain.isChained {
            let frames = layout.previousGroupFrames(count: game.previous.count)
            previous = zip(game.previous.indices, zip(game.previous, frames)).map { n, pair in
                Card(
                    id: pair.0.code, frame: TraceRect(pair.1), selected: game.selection.contains(game.table.count + n),
                    hint: hinted.contains(game.table.count + n), shown: nil)
            }
        }
        if variant.rule == .ultraSet, let third = game.lastGroup?.thirdCard { thirdCard = third.code }
        if variant.isPuzzle, game.dailyDate == nil, let board = game.board {
            // The Sets found on this table, each in card order, the groups in order of their first card.
            found = board.state.found.map { $0.sorted { $0.ordinal < $1.ordinal }.map(\.code) }
                .sorted { $0.lexicographicallyPrecedes($1) }
        }
        if variant.dealsFaceDown {
            let appearances = scene.cardAppearances
            for index in cards.indices { cards[index].faceUp = !appearances.appearance(ofCard: index).isFaceDown }
        }
        if let target = game.mode.target {
            self.target = TraceNumber(target)
            remaining = game.remaining(at: scene.now).map(TraceNumber.init)
        }
        let explanation = game.mismatchExplanation
        if !explanation.isEmpty {
            explain = explanation.map {
                Mismatch(feature: $0.feature.rawValue, values: $0.values.map { String($0.code) })
            }
        }
        message = scene.message
        if let panel = GameOverPanel(scene: scene) {
            // While the panel is up only its buttons answer: New Game (none after a
            // daily puzzle) and the modes.
            var frames: [String: (frame: TraceRect, label: String)] = [:]
            let c = scene.catalog
            for (id, frame) in [
                (ButtonID.newGame, panel.button), (.review, panel.review), (.playAgain, panel.playAgain),
                (.leave, panel.leave),
            ] where !frame.isEmpty {
                frames[Self.name(of: id)] = (TraceRect(frame), GameOverPanel.label(of: id, catalog: c))
            }
            for mode in Game.Mode.classic {
                if let frame = panel.modes[mode] {
                    frames[Self.name(of: .mode(mode))] = (TraceRect(frame), mode.title(in: c))
                }
            }
            gameOverPanel = Panel(frame: TraceRect(panel.frame), buttons: frames, lines: scene.networkResult?.lines)
        }
        paused = scene.isPaused
        overlay = scene.overlay.rawValue
        if let panel = scene.panel {
            overlayButtons = Dictionary(
                panel.controls.map {
                    ($0.name, Button(frame: TraceRect($0.frame), enabled: $0.enabled, label: $0.title))
                },
                uniquingKeysWith: { first, _ in first })
            if !panel.cells.isEmpty { overlayText = panel.cells.map(\.text).filter { !$0.isEmpty } }
            if panel.kind == .online, let online = scene.online {
                fields = panel.fieldBoxes.map { box in
                    let text = box.field.name == "password" ? "\(box.field.shown.count)" : box.field.shown
                    return OnlineField(
                        name: box.field.name, text: text, frame: TraceRect(box.frame), focused: box.field.focused)
                }
                lanGames = online.games.enumerated().map { index, game in
                    let frame = panel.controls.first { $0.button == .online(.lan(index)) }?.frame ?? .zero
                    return LanRow(
                        name: game.name, address: game.address, mode: game.mode, players: game.players,
                        password: game.password, frame: TraceRect(frame))
                }
            }
            if panel.kind == .review, let shown = scene.review {
                review = ReviewLine(
                    step: shown.step, steps: shown.steps, move: shown.move.kind.rawValue,
                    moveCards: shown.move.cards.map(\.code),
                    cards: panel.examples.map { example in
                        Card(
                            id: example.card.code, frame: TraceRect(example.frame),
                            selected: example.appearance.highlight != .none, hint: example.appearance.isHinted,
                            shown: nil)
                    },
                    groups: shown.table.groups.map { $0.map(\.code) }, unseen: shown.unseen.map { $0.map(\.code) },
                    slow: shown.isSlow, timeline: panel.timeline.map { TraceRect($0.frame) })
            }
            if !panel.charts.isEmpty {
                charts = panel.charts.map { ChartLine(name: $0.name, frame: TraceRect($0.frame)) }
            }
            if panel.kind == .practice, let shown = scene.practice {
                practice = PracticeLine(
                    drill: shown.table?.kind.rawValue,
                    cards: zip(panel.examples.indices, panel.examples).map { index, example in
                        Card(
                            id: example.card.code, frame: TraceRect(example.frame),
                            selected: shown.selection.contains(index), hint: example.appearance.isHinted, shown: nil)
                    },
                    target: shown.table?.targets.map { $0.map(\.code) } ?? [],
                    found: shown.found.map { $0.map(\.code) }, done: shown.isDone)
            }
            if panel.kind == .replay, let shown = scene.replay {
                replay = ReplayLine(
                    position: TraceNumber(shown.position), speed: shown.speed, playing: shown.playing,
                    cards: panel.examples.map { example in
                        Card(
                            id: example.card.code, frame: TraceRect(example.frame),
                            selected: example.appearance.highlight != .none, hint: example.appearance.isHinted,
                            shown: nil)
                    },
                    table: (shown.table.cards + shown.table.previous).map(\.code),
                    seekBar: panel.timeline.map { TraceRect($0.frame) })
            }
            if let tutorial = scene.tutorial, panel.kind == .tutorial {
                // The tutorial's table stands in for the game's: its cards, where they are, and its selection.
                tutorialStep = tutorial.step
                cards = zip(panel.examples.indices, panel.examples).map { index, example in
                    Card(
                        id: example.card.code, frame: TraceRect(example.frame),
                        selected: tutorial.selection.contains(index), hint: false, shown: nil)
                }
                selection =
                    switch tutorial.outcome {
                    case .found where tutorial.selection.count == 3: "match"
                    case .miss: "mismatch"
                    default: tutorial.selection.isEmpty ? "none" : "partial"
                    }
            }
        }
        frameMs = timing.frameMs.map(TraceNumber.init)
        saveMs = timing.saveMs.map(TraceNumber.init)
        self.detail = detail
    }

    /// The trace name of an applied intent: its own name, or `timeout` when a
    /// tick ran a two-player countdown out.
    static func eventName(for intent: Intent, events: [GameEvent]) -> String {
        let timedOut = events.contains { if case .timedOut = $0 { true } else { false } }
        return timedOut ? "timeout" : intent.name
    }

    /// The trace key of a button: `deal`, `newGame`, `hint`, `claim1`, `deal2`, `modeDaily`, …
    static func name(of button: ButtonID) -> String { button.traceName }
}

/// A number in the trace: two decimals are plenty for pixels and milliseconds, and
/// JSON has no NaN or infinity, so a trace stays parseable whatever happens (`null`).
struct TraceNumber: Encodable, Equatable {
    var value: Double

    init(_ value: Double) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if value.isFinite {
            try c.encode((value * 100).rounded() / 100)
        } else {
            try c.encodeNil()
        }
    }
}

/// The `"sound"` of a move line: the name of the sound started, or an explicit `null`.
struct TraceSound: Encodable, Equatable {
    var name: SoundName?

    init(_ name: SoundName?) { self.name = name }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let name {
            try c.encode(name.traceName)
        } else {
            try c.encodeNil()
        }
    }
}

/// A rectangle in the trace: `[x, y, width, height]`.
struct TraceRect: Encodable {
    var values: [TraceNumber]

    init(_ rect: Geometry.Rect) {
        values = [rect.x, rect.y, rect.width, rect.height].map(TraceNumber.init)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(values)
    }
}

/// A key chosen at run time.
struct TraceKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension TraceRecord {
    /// A text field of the Play online screen.
    struct OnlineField: Encodable {
        var name: String
        var text: String
        var frame: TraceRect
        var focused: Bool
    }

    /// A game heard on this network, as the Play online screen lists it.
    struct LanRow: Encodable {
        var name: String
        var address: String
        var mode: String
        var players: Int
        var password: Bool
        var frame: TraceRect
    }
}
