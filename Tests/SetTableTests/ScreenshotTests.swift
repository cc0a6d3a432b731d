import Raster
import Testing

@testable import SetCore
@testable import SetTable

#if canImport(Glibc)
    import Glibc
#endif

/// Screenshots of typical tables, written under /tmp/set-table-shots for a person to look at.
/// What each one checks is that a partial redraw reaches the very pixels of the full render.
///
/// They take some 20 seconds in a debug build, so they run only when asked:
/// `SET_TABLE_SCREENSHOTS=1 swift test --filter ScreenshotTests`.
@Suite(.enabled(if: getenv("SET_TABLE_SCREENSHOTS") != nil, "set SET_TABLE_SCREENSHOTS=1 to write screenshots"))
struct ScreenshotTests {
    static let directory = "/tmp/set-table-shots"

    static let sizes = [(1280, 800), (800, 1280), (320, 240)]

    @Test func otherShapes() throws {
        for (w, h) in [(2560, 1080), (1000, 1000), (1080, 1920), (3840, 2160)] {
            var duo = tableGame(cards: 18, seed: 12, mode: .twoPlayer)
            duo.players = [Player(score: 2, setsFound: 2), Player(score: 1, setsFound: 1)]
            var scene = TableScene(game: duo, now: 42, width: w, height: h)
            scene.pressedButton = .claim(player: 0)
            try Self.shoot(scene, "duo-open-\(w)x\(h)")
        }
        var over = tableGame(cards: 6, seed: 13, mode: .twoPlayer, deck: 0)
        over.players = [Player(score: 11, setsFound: 12), Player(score: 12, setsFound: 13)]
        over.endedAt = 400
        try Self.shoot(TableScene(game: over, now: 500, width: 1280, height: 800), "duo-over-1280x800")
    }

    @Test func networkGameOver() throws {
        for (w, h) in Self.sizes {
            try Self.shoot(Self.networkOver(w, h, theme: .standard), "network-over-\(w)x\(h)")
        }
        // Every theme, in a small window and a large one.
        for style in ThemeStyle.allCases where style != .classic {
            for (w, h) in [(320, 240), (1920, 1080)] {
                let theme = Theme(style: style, palette: .standard)
                try Self.shoot(Self.networkOver(w, h, theme: theme), "network-over-\(style.rawValue)-\(w)x\(h)")
            }
        }
    }

    /// A finished network game of three players, the first two tied, in `theme`.
    static func networkOver(_ w: Int, _ h: Int, theme: Theme) -> TableScene {
        var scene = TableScene(
            game: tableGame(cards: 9, seed: 3, deck: 0), now: 800, width: w, height: h, theme: theme)
        scene.network = NetworkPanel(
            title: "Game over", lines: ["Hosting on 10.0.0.2:7373"],
            rows: [
                .init(name: "Zoë (you)", detail: "9 Sets \u{B7} 8 pts", isYou: true, isConnected: true),
                .init(name: "Łukasz", detail: "9 Sets \u{B7} 8 pts", isYou: false, isConnected: true),
                .init(name: "Ærøskøbing", detail: "6 Sets \u{B7} 6 pts", isYou: false, isConnected: false),
            ])
        scene.networkResult = NetworkResult(
            title: "A tie",
            lines: [
                "1. Zoë (you) \u{B7} 9 Sets \u{B7} 8 pts", "1. Łukasz \u{B7} 9 Sets \u{B7} 8 pts",
                "3. Ærøskøbing \u{B7} 6 Sets \u{B7} 6 pts",
            ], canPlayAgain: true)
        return scene
    }

    @Test func states() throws {
        for (w, h) in Self.sizes {
            var over = tableGame(cards: 9, seed: 3, deck: 0)
            over.endedAt = 754
            over.score = 57
            over.foundSets = Array(repeating: [], count: 24)
            var scene = TableScene(game: over, now: 800, width: w, height: h)
            scene.gameOverLines = ["Hints used 3", "Mismatches 2"]
            try Self.shoot(scene, "gameover-\(w)x\(h)")

            var duo = tableGame(cards: 15, seed: 11, mode: .twoPlayer)
            duo.players = [Player(score: 4, setsFound: 5), Player(score: -1, setsFound: 2)]
            duo.turn = .claim(player: 1, deadline: 104.2)
            scene = TableScene(game: duo, now: 100, width: w, height: h)
            scene.message = "Player 2 claims a Set"
            try Self.shoot(scene, "duo-\(w)x\(h)")

            scene = TableScene(game: tableGame(cards: 12, seed: 5), now: 30, width: w, height: h, theme: .colorblind)
            scene.labelsShown = true
            scene.labels = (0..<12).map { String(Array("QWERTYUIOPAS")[$0]) }
            try Self.shoot(scene, "colorblind-labels-\(w)x\(h)")

            var marked = tableGame(cards: 15, seed: 9)
            marked.selection = [0, 1]
            marked.hintSet = [marked.table[6], marked.table[7], marked.table[8]]
            marked.hintLevel = 2
            scene = TableScene(game: marked, now: 61, width: w, height: h)
            scene.message = "No Set on the table: deal 3 more"
            scene.dealPull = 0.6
            try Self.shoot(scene, "selected-hint-pull-\(w)x\(h)")

            let set = firstSet(in: marked.table)
            marked.selection = set
            scene.game = marked
            scene.message = nil
            scene.dealPull = 0
            scene.turnProgress = 0.55
            scene.turnAngle = 1
            try Self.shoot(scene, "match-turn-\(w)x\(h)")

            marked.selection = [0, 1, 2].filter { _ in true }
            if Card.isSet(marked.selectedCards) { marked.selection = [0, 1, 3] }
            marked.deck = []
            scene.game = marked
            scene.turnProgress = 0
            scene.pressedButton = .hint
            scene.message = "Not a Set: the colours are neither all the same nor all different"
            try Self.shoot(scene, "mismatch-empty-deck-\(w)x\(h)")
        }
    }

    /// Renders a scene in full and writes it as a PNG; first checks that redrawing only what
    /// changed since a plainer frame (no selection, message, press, pull or turn) leaves
    /// exactly the pixels of the full render.
    static func shoot(_ scene: TableScene, _ name: String) throws {
        let buffer = try #require(PixelBuffer(width: scene.width, height: scene.height))
        TableRenderer().renderFull(scene, into: Canvas(buffer: buffer))
        var plain = scene
        plain.game.selection = []
        plain.message = nil
        plain.pressedButton = nil
        plain.dealPull = 0
        plain.turnProgress = 0
        let redrawn = try canvas(for: plain)
        let renderer = TableRenderer()
        _ = renderer.render(plain, into: redrawn)
        _ = renderer.render(scene, into: redrawn)
        #expect(samePixels(redrawn.buffer, buffer), "\(name): a partial redraw differs from the full render")
        try writePNG(buffer, name: name)
    }

    /// Writes `buffer` as `directory/name.png` for a person to look at; a file that cannot be
    /// written is an error saying where, not a test result.
    static func writePNG(_ buffer: PixelBuffer, name: String) throws {
        let png = try encodePNG(buffer)
        let path = "\(directory)/\(name).png"
        mkdir(directory, 0o755)
        guard let file = fopen(path, "wb") else { throw ScreenshotFileError(path: path) }
        let written = png.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard fclose(file) == 0, written == png.count else { throw ScreenshotFileError(path: path) }
    }
}

/// A screenshot file that could not be written.
struct ScreenshotFileError: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot write the screenshot \(path)" }
}
