import Geometry
import Raster
import SetCore
import SetInput
import SetTable

/// The members of one trace line: the state of the table as the player sees it.
///
/// The keys and their meaning are DESIGN.md's (`explain` while three selected
/// cards are not a Set); `frameMs`, `saveMs` (the time the autosave took after
/// the frame), `scroll`, `time`, `message` and `detail` are extras.
enum TraceRecord {
    /// The trace name of an applied intent: its own name, or `timeout` when a
    /// tick ran a two-player countdown out.
    static func eventName(for intent: Intent, events: [GameEvent]) -> String {
        let timedOut = events.contains { if case .timedOut = $0 { true } else { false } }
        return timedOut ? "timeout" : intent.name
    }

    /// The state members of a line for `scene`.
    /// - Parameter shown: where the last presented frame drew the cards away from their places, by table index.
    static func members(for scene: TableScene, shown: [Int: Rect] = [:], frameMs: Double?, saveMs: Double? = nil,
                        detail: String?) -> [(String, JSONValue)] {
        let game = scene.game
        let layout = scene.layout
        let grid = scene.grid
        let board = layout.board
        let hinted = Set(game.hintedIndices)
        let cards: [JSONValue] = game.table.enumerated().map { index, card in
            let f = grid.frame(of: index, scrollOffset: scene.scrollOffset) ?? .zero
            var members: [(String, JSONValue)] = [
                ("id", .string(card.code)),
                ("frame", .rect(f.x, f.y, f.width, f.height)),
                ("selected", .bool(game.selection.contains(index))),
                ("hint", .bool(hinted.contains(index))),
            ]
            if let s = shown[index], s != f { members.append(("shown", .rect(s.x, s.y, s.width, s.height))) }
            return .object(members)
        }
        var buttons: [(String, JSONValue)] = []
        for id in layout.buttonIDs {
            guard let f = layout.frame(of: id) else { continue }
            buttons.append((name(of: id), .object([
                ("frame", .rect(f.x, f.y, f.width, f.height)),
                ("enabled", .bool(scene.isEnabled(id))),
            ])))
        }
        var members: [(String, JSONValue)] = [
            ("mode", .string(game.mode.rawValue)),
            ("window", .array([.int(scene.width), .int(scene.height)])),
            ("board", .rect(board.x, board.y, board.width, board.height)),
            ("cards", .array(cards)),
            ("selection", .string(game.selectionState.rawValue)),
            ("deck", .int(game.deck.count)),
            ("matched", .int(game.setsFound)),
            ("score", .int(game.score)),
            ("buttons", .object(buttons)),
            ("gameOver", .bool(game.isGameOver)),
            ("scroll", .double(scene.scrollOffset)),
            ("time", .double(game.playTime(at: scene.now))),
        ]
        if game.mode == .twoPlayer {
            members.append(("players", .array(game.players.enumerated().map { index, player in
                .object([
                    ("score", .int(player.score)),
                    ("sets", .int(player.setsFound)),
                    ("claiming", .bool(game.isClaiming(player: index))),
                ])
            })))
        }
        if let date = game.dailyDate {
            members.append(("date", .string(date.description)))
            members.append(("found", .array(game.foundSets.map { set in .array(set.map { .string($0.code) }) })))
            members.append(("setsInPuzzle", .int(DailyPuzzle.setCount)))
        }
        let explanation = game.mismatchExplanation
        if !explanation.isEmpty {
            members.append(("explain", .array(explanation.map { mismatch in
                .object([
                    ("feature", .string(mismatch.feature.rawValue)),
                    ("values", .array(mismatch.values.map { .string(String($0.code)) })),
                ])
            })))
        }
        if let message = scene.message { members.append(("message", .string(message))) }
        if let panel = GameOverPanel(scene: scene) {
            // While the panel is up only its buttons answer: New Game (none after a
            // daily puzzle) and the modes.
            var panelMembers: [(String, JSONValue)] = [
                ("frame", .rect(panel.frame.x, panel.frame.y, panel.frame.width, panel.frame.height)),
            ]
            if !panel.button.isEmpty {
                let f = panel.button
                panelMembers.append(("newGame", .object([("frame", .rect(f.x, f.y, f.width, f.height))])))
            }
            for mode in Game.Mode.allCases {
                guard let f = panel.modes[mode] else { continue }
                panelMembers.append((name(of: .mode(mode)), .object([("frame", .rect(f.x, f.y, f.width, f.height))])))
            }
            members.append(("gameOverPanel", .object(panelMembers)))
        }
        if let frameMs { members.append(("frameMs", .double(frameMs))) }
        if let saveMs { members.append(("saveMs", .double(saveMs))) }
        if let detail { members.append(("detail", .string(detail))) }
        return members
    }

    /// The trace key of a button: `deal`, `newGame`, `hint`, `claim1`, `deal2`, `modeDaily`, …
    static func name(of button: ButtonID) -> String {
        switch button {
        case .newGame: "newGame"
        case .deal: "deal"
        case .hint: "hint"
        case .undo: "undo"
        case .claim(let player): "claim\(player + 1)"
        case .dealFor(let player): "deal\(player + 1)"
        case .mode(let mode): "mode" + mode.rawValue.prefix(1).uppercased() + mode.rawValue.dropFirst()
        }
    }
}
