import Geometry
import Raster
import Testing

@testable import SetCore
@testable import SetTable

/// Points worked out by hand from the layout rules.
///
/// 1280 × 800, solo, 12 cards: the board is 1040 × 800; 4 columns × 3 rows of
/// cards w = 800 / (3 · 1.4 + 4 · 0.08) = 176.99 wide, 247.79 tall, with gaps of
/// 14.16. The grid is 4w + 5 gaps = 778.76 wide, so card 0 starts at
/// x = (1040 − 778.76) / 2 + 14.16 = 144.78, y = 14.16.
@Suite struct HitTestTests {
    let scene = TableScene(game: tableGame(cards: 12, seed: 1), now: 0, width: 1280, height: 800)

    @Test func cardCentres() {
        #expect(hitTest(Point(233.3, 138.1), scene: scene) == .card(index: 0))
        // Card 5: row 1, column 1, centred on the board's middle row.
        #expect(hitTest(Point(424.4, 400), scene: scene) == .card(index: 5))
        #expect(hitTest(Point(806.6, 661.9), scene: scene) == .card(index: 11))
    }

    @Test func gapsAndMarginsHitNothing() {
        // Between cards 0 and 1 (x 321.77 … 335.93).
        #expect(hitTest(Point(328, 100), scene: scene) == nil)
        // Between rows 0 and 1 (y 261.95 … 276.11).
        #expect(hitTest(Point(233, 269), scene: scene) == nil)
        // The felt left of the grid, and outside the window.
        #expect(hitTest(Point(100, 400), scene: scene) == nil)
        #expect(hitTest(Point(-1, 400), scene: scene) == nil)
        #expect(hitTest(Point(.nan, 400), scene: scene) == nil)
    }

    @Test func cardEdges() {
        #expect(hitTest(Point(144.8, 14.2), scene: scene) == .card(index: 0))
        #expect(hitTest(Point(144.7, 100), scene: scene) == nil)
        #expect(hitTest(Point(321.7, 261.9), scene: scene) == .card(index: 0))
        #expect(hitTest(Point(321.8, 100), scene: scene) == nil)
    }

    /// Deal 3 is at (1054, 135, 212, 54); Hint at y 199 (see ScreenLayoutTests).
    @Test func buttonsAndTheirEdges() {
        #expect(hitTest(Point(1160, 162), scene: scene) == .button(.deal))
        #expect(hitTest(Point(1054, 135), scene: scene) == .button(.deal))
        #expect(hitTest(Point(1265.9, 188.9), scene: scene) == .button(.deal))
        #expect(hitTest(Point(1266, 162), scene: scene) == nil)
        #expect(hitTest(Point(1160, 189), scene: scene) == nil)
        #expect(hitTest(Point(1160, 199), scene: scene) == .button(.hint))
        #expect(hitTest(Point(1160, 290), scene: scene) == .button(.undo))
        #expect(hitTest(Point(1160, 359), scene: scene) == .button(.newGame))
        // Score text is not a button.
        #expect(hitTest(Point(1160, 30), scene: scene) == nil)
    }

    @Test func twoPlayerButtons() {
        let duo = TableScene(game: tableGame(cards: 12, seed: 1, mode: .twoPlayer), now: 0, width: 1280, height: 800)
        let layout = duo.layout
        for player in 0..<2 {
            let claim = layout.players[player].claim, deal = layout.players[player].deal
            #expect(hitTest(claim.center, scene: duo) == .button(.claim(player: player)))
            #expect(hitTest(deal.center, scene: duo) == .button(.dealFor(player: player)))
        }
        #expect(hitTest(Point(1160, 162), scene: duo) != .button(.deal))
    }

    /// 320 × 240 with 81 cards: board 220 × 240, cards 48 × 67.2 with gaps of
    /// 3.84, 4 columns from x = (220 − 211.2) / 2 + 3.84 = 8.24, rows 71.04 apart.
    @Test func scrolledBoard() {
        var tiny = TableScene(game: tableGame(cards: 81, seed: 2, deck: 0), now: 0, width: 320, height: 240)
        #expect(hitTest(Point(32.24, 37.44), scene: tiny) == .card(index: 0))
        #expect(hitTest(Point(32.24, 37.44 + 71.04), scene: tiny) == .card(index: 4))
        tiny.scrollOffset = 71.04
        #expect(hitTest(Point(32.24, 37.44), scene: tiny) == .card(index: 4))
        tiny.scrollOffset = 71.04 * 3 + 30
        // Row 3 now starts at y = 3.84 − 30 and shows only its lower part.
        #expect(hitTest(Point(32.24, 20), scene: tiny) == .card(index: 12))
        // Scrolled past the end: clamped to the last row at the bottom.
        tiny.scrollOffset = 1e9
        #expect(hitTest(Point(32.24, 200), scene: tiny) == .card(index: 80))
    }

    /// In a portrait window a card scrolled partly below the board is not hit in the HUD bar.
    @Test func aCardBelowTheBoardIsNotHit() throws {
        // The first tall window whose board edge cuts through a row of cards.
        let scenes = (320...400).lazy.map {
            TableScene(
                game: tableGame(cards: 81, seed: 2, deck: 0), now: 0,
                width: 240, height: $0)
        }
        let tall = try #require(
            scenes.first { scene in
                scene.layout.grid(cardCount: 81).frames().contains {
                    $0.minY < scene.layout.board.maxY - 2 && $0.maxY > scene.layout.board.maxY + 2
                }
            })
        let layout = tall.layout
        let grid = layout.grid(cardCount: 81)
        #expect(grid.scrolls)
        let crossing = try #require(
            grid.frames().firstIndex { $0.minY < layout.board.maxY && $0.maxY > layout.board.maxY })
        let frame = try #require(grid.frame(of: crossing))
        #expect(hitTest(Point(frame.midX, layout.board.maxY - 1), scene: tall) == .card(index: crossing))
        #expect(hitTest(Point(frame.midX, layout.board.maxY + 1), scene: tall) == nil)
    }

    @Test func gameOverPanelTakesEveryClick() throws {
        var game = tableGame(cards: 9, seed: 3, deck: 0)
        game.endedAt = 10
        let over = TableScene(game: game, now: 20, width: 1280, height: 800)
        let panel = try #require(GameOverPanel(scene: over))
        #expect(hitTest(panel.button.center, scene: over) == .button(.newGame))
        #expect(hitTest(Point(panel.button.minX, panel.button.minY), scene: over) == .button(.newGame))
        #expect(hitTest(Point(panel.button.maxX, panel.button.midY), scene: over) == nil)
        #expect(hitTest(Point(1160, 295), scene: over) == nil)  // the HUD's New Game
        #expect(hitTest(Point(20, 20), scene: over) == nil)
        #expect(hitTest(panel.frame.center, scene: over) == nil)
    }
}

extension HitTestTests {
    /// The mode buttons answer in the HUD and on the game-over panel, where New Game
    /// is missing after a daily puzzle (a date has one puzzle).
    @Test func modeButtonsAreHitInTheHUDAndOnThePanel() throws {
        let scene = TableScene(game: Game(seed: 1, now: 0), now: 0, width: 1280, height: 800)
        for mode in Game.Mode.classic {
            let frame = try #require(scene.layout.frame(of: .mode(mode)))
            #expect(hitTest(frame.center, scene: scene) == .button(.mode(mode)))
        }
        #expect(!scene.isEnabled(.mode(.solo)) && scene.isEnabled(.mode(.junior)))

        var daily = Game(daily: try #require(DailyDate("2026-11-23")), now: 0)
        for set in SetFinder.allSets(in: daily.table) {
            for index in set { daily.apply(.cardTapped(index: index), now: 5) }
        }
        #expect(daily.isGameOver)
        let over = TableScene(game: daily, now: 5, width: 1280, height: 800)
        let panel = try #require(GameOverPanel(scene: over))
        #expect(panel.button.isEmpty && panel.modes.count == 4)
        #expect(!over.isEnabled(.newGame))
        for (mode, frame) in panel.modes {
            #expect(frame.minY >= panel.lineFrames.last?.maxY ?? 0 && panel.frame.contains(frame.center))
            #expect(hitTest(frame.center, scene: over) == .button(.mode(mode)))
        }
        // Solo and two players side by side, daily and Junior below them.
        let solo = try #require(panel.modes[.solo]), two = try #require(panel.modes[.twoPlayer])
        let daily2 = try #require(panel.modes[.daily])
        #expect(solo.maxX < two.minX && solo.minY == two.minY && daily2.minY > solo.maxY)
    }
}

extension HitTestTests {
    /// A recorded game's panel has Review beside New Game (alone after a daily puzzle), inside the
    /// panel at every window size, and a click on it is Review's.
    @Test func reviewSitsBesideNewGameOnARecordedGamesPanel() throws {
        var game = tableGame(cards: 9, seed: 3, deck: 0)
        game.endedAt = 10
        for (w, h) in ScreenLayoutTests.sizes + [(240, 320), (480, 320), (5120, 2880)] {
            var over = TableScene(game: game, now: 20, width: Int(w), height: Int(h))
            #expect(GameOverPanel(scene: over)?.review == .zero)
            over.canReview = true
            let panel = try #require(GameOverPanel(scene: over))
            #expect(!panel.review.isEmpty && panel.frame.contains(panel.review.center), "\(w)x\(h)")
            #expect(panel.button.maxX < panel.review.minX && panel.button.minY == panel.review.minY, "\(w)x\(h)")
            #expect(!panel.modes.values.contains { $0.intersects(panel.review) }, "\(w)x\(h)")
            #expect(hitTest(panel.review.center, scene: over) == .button(.review))
            #expect(over.isEnabled(.review))
        }
        var daily = Game(daily: try #require(DailyDate("2026-11-23")), now: 0)
        for set in SetFinder.allSets(in: daily.table) {
            for index in set { daily.apply(.cardTapped(index: index), now: 5) }
        }
        var over = TableScene(game: daily, now: 5, width: 1280, height: 800)
        over.canReview = true
        let panel = try #require(GameOverPanel(scene: over))
        #expect(panel.button.isEmpty && !panel.review.isEmpty)
        #expect(abs(panel.review.midX - panel.frame.midX) <= 1)
    }
}
