import Catalog
import Geometry
import Raster
import Testing
import VectorFont

@testable import SetCore
@testable import SetTable

@Suite struct HUDTests {
    /// The colour of a button's face, sampled left of its text.
    func face(of button: ButtonID, in scene: TableScene) throws -> Color? {
        let c = try canvas(for: scene)
        TableRenderer().renderFull(scene, into: c)
        let frame = try #require(scene.layout.frame(of: button))
        return c.buffer.pixel(x: Int(frame.minX) + 6, y: Int(frame.midY))
    }

    @Test func dealLooksDisabledWithAnEmptyDeck() throws {
        let full = TableScene(game: tableGame(cards: 12, seed: 4), now: 0, width: 640, height: 480)
        #expect(try face(of: .deal, in: full) == full.theme.buttonFace)
        let empty = TableScene(game: tableGame(cards: 12, seed: 4, deck: 0), now: 0, width: 640, height: 480)
        #expect(try face(of: .deal, in: empty) == empty.theme.buttonFaceDisabled)
        #expect(!empty.isEnabled(.deal) && empty.isEnabled(.newGame))
    }

    @Test func aPressedButtonLooksPressed() throws {
        var scene = TableScene(game: tableGame(cards: 12, seed: 4), now: 0, width: 640, height: 480)
        scene.pressedButton = .hint
        #expect(try face(of: .hint, in: scene) == scene.theme.buttonFacePressed)
        #expect(try face(of: .newGame, in: scene) == scene.theme.buttonFace)
    }

    @Test func dealShowsTheCardsLeft() {
        var game = tableGame(cards: 12, seed: 4)
        let items = HUD.items(
            for: TableScene(game: game, now: 0, width: 1280, height: 800),
            layout: ScreenLayout(width: 1280, height: 800, mode: .solo))
        guard case .button(let look)? = items.first(where: { $0.key == .button(.deal) })?.content else {
            Issue.record("no Deal 3 button")
            return
        }
        #expect(look.title == "Deal 3" && look.subtitle == "69 left")
        game.deck = []
        let tiny = HUD.items(
            for: TableScene(game: game, now: 0, width: 320, height: 240),
            layout: ScreenLayout(width: 320, height: 240, mode: .solo))
        guard case .button(let small)? = tiny.first(where: { $0.key == .button(.deal) })?.content else {
            Issue.record("no Deal 3 button")
            return
        }
        #expect(small.title == "Deal 3" && small.subtitle == nil)
    }

    @Test func clockFormat() {
        #expect(HUD.clock(0) == "0:00")
        #expect(HUD.clock(65.9) == "1:05")
        #expect(HUD.clock(599.99) == "9:59")
        #expect(HUD.clock(3725) == "1:02:05")
        #expect(HUD.clock(-3) == "0:00")
        #expect(HUD.clock(.nan) == "0:00")
        #expect(HUD.clock(1e300) == "99:59:59")
    }

    @Test func twoPlayerCountdown() {
        var game = tableGame(cards: 12, seed: 4, mode: .twoPlayer)
        game.turn = .claim(player: 1, deadline: 10)
        let (text, fraction) = HUD.countdown(for: 1, game: game, now: 5.81, catalog: .english)
        #expect(text == "Claiming: 4.2 s")
        #expect(fraction == 4.2 / 6)
        #expect(HUD.countdown(for: 0, game: game, now: 5.81, catalog: .english) == ("", nil))
        game.turn = .rebound(player: 0, deadline: 12)
        #expect(HUD.countdown(for: 0, game: game, now: 0.05, catalog: .english).0 == "No penalty: 12.0 s")
        game.endedAt = 20
        game.players = [Player(score: 3, setsFound: 4), Player(score: 5, setsFound: 5)]
        #expect(HUD.countdown(for: 1, game: game, now: 30, catalog: .english) == ("Winner!", nil))
        #expect(HUD.countdown(for: 0, game: game, now: 30, catalog: .english) == ("", nil))
    }

    @Test func messagesWrapAtSpaces() {
        let layout = TextLayout(size: 10)
        let word = layout.measure("Deal").width
        #expect(HUD.wrap("Deal Deal Deal", width: word * 2.5, layout: layout) == ["Deal Deal", "Deal"])
        #expect(HUD.wrap("Deal", width: 1, layout: layout) == ["Deal"])
        #expect(HUD.wrap("", width: 100, layout: layout) == [])
    }

    @Test func gameOverPanelLines() throws {
        var game = tableGame(cards: 9, seed: 3, deck: 0)
        game.endedAt = 125
        game.score = 42
        var scene = TableScene(game: game, now: 300, width: 1280, height: 800)
        scene.gameOverLines = ["Hints used 2"]
        let panel = try #require(GameOverPanel(scene: scene))
        #expect(panel.title == "Game over")
        #expect(panel.lines == ["Score 42", "Sets found 0", "Time 2:05", "Hints used 2"])
        #expect(panel.frame.minX >= 0 && panel.frame.maxX <= 1280 && panel.frame.maxY <= 800)
        #expect(panel.button.minY >= panel.lineFrames.last?.maxY ?? 0)
        scene.game.endedAt = nil
        #expect(GameOverPanel(scene: scene) == nil)
    }
}

@Suite struct HUDContrastTests {
    @Test func textOnAccentPicksTheStrongerContrast() {
        let theme = Theme.standard
        #expect(HUD.readableText(on: .black, theme: theme) == theme.cardFace)
        #expect(HUD.readableText(on: .white, theme: theme) == theme.buttonText)
        #expect(HUD.readableText(on: Color(rgb: 0x56B4E9), theme: theme) == theme.buttonText)
        #expect(HUD.readableText(on: Color(rgb: 0x1040A0), theme: theme) == theme.cardFace)
    }
}

@Suite struct HUDGestureTests {
    let scene = TableScene(game: tableGame(cards: 12, seed: 4), now: 0, width: 1280, height: 800)

    func texts(_ scene: TableScene) -> [String] {
        scene.displayList(layout: scene.layout).compactMap {
            if case .gesture = $0.key, case .text(let t) = $0.content { return t.text }
            return nil
        }
    }

    @Test func pullFeedback() {
        var s = scene
        #expect(texts(s).isEmpty)
        s.dealPull = 0.5
        #expect(texts(s) == ["Pull down to deal 3"])
        s.dealPull = 1
        #expect(texts(s) == ["Release to deal 3"])
        s.game = tableGame(cards: 12, seed: 4, deck: 0)
        #expect(texts(s) == ["No cards to deal"])
    }

    /// The pull redraws only the top of the board: at most 40 % of its height, never the HUD.
    @Test func pullRedrawsTheTopOfTheBoard() throws {
        let renderer = TableRenderer()
        let c = try canvas(for: scene)
        _ = renderer.render(scene, into: c)
        var s = scene
        s.dealPull = 0.3
        let dirty = renderer.render(s, into: c)
        #expect(!dirty.isEmpty)
        #expect(dirty.allSatisfy { $0.minY == 0 && $0.maxY <= 0.4 * 800 && $0.maxX <= 1040 })
    }

    /// The gesture parts of a scene, in drawing order.
    func gestureParts(_ scene: TableScene) -> [DisplayItem] {
        scene.displayList(layout: scene.layout).filter { if case .gesture = $0.key { true } else { false } }
    }

    /// Half a turn's feedback sits on the board's centre, with the arc and its arrowhead on the side
    /// the turn goes. By hand, for the 1040 × 800 board of a 1280 × 800 window: centre (520, 400),
    /// ring radius 14% of 800 = 112, ring width 22.4, shade radius 112 + 22.4 = 134.4. Progress 0.5
    /// draws 0.5 · 0.92 of a turn from 12 o'clock, 165.6°, ending at 75.6° below the +x axis
    /// (clockwise) at (520 + 112 cos 75.6°, 400 + 112 sin 75.6°) = (547.85, 508.48). The
    /// arrowhead's corners are its tip, 1.4 widths along the turn from there, at (517.48, 516.28),
    /// and the points 1.3 widths either side of the ring at (555.10, 536.69) and (540.61, 480.28).
    /// An anticlockwise turn mirrors all of it about x = 520.
    @Test func turnFeedback() throws {
        var s = scene
        s.turnProgress = 0.5
        #expect(texts(s).isEmpty)
        for (angle, side) in [(0.3, 1.0), (-0.3, -1.0)] {
            s.turnAngle = angle
            let parts = gestureParts(s)
            try #require(parts.count == 4)  // shade, track, arc, arrowhead
            // The shade: the disc of radius 134.4 about (520, 400), grown to whole pixels.
            #expect(parts[0].bounds == Rect(385, 265, 270, 270))
            // The track: the whole ring of radius 112 about the same centre.
            guard case .stroke(let track, _, _) = parts[1].content, case .stroke(let arc, _, _) = parts[2].content
            else {
                Issue.record("the track and the arc are not strokes")
                return
            }
            let ring = try #require(track.controlBounds)
            #expect(abs(ring.minX - 408) < 1e-9 && abs(ring.maxX - 632) < 1e-9, "\(ring)")
            #expect(abs(ring.minY - 288) < 1e-9 && abs(ring.maxY - 512) < 1e-9, "\(ring)")
            // The arc: from 12 o'clock to 75.6° past 3 o'clock (or past 9 o'clock, anticlockwise).
            guard case .move(let start)? = arc.elements.first, case .cubic(_, _, let end)? = arc.elements.last else {
                Issue.record("the arc is not a run of curves")
                return
            }
            #expect(abs(start.x - 520) < 1e-9 && abs(start.y - 288) < 1e-9, "\(start)")
            #expect(abs(end.x - (520 + side * 27.85)) < 0.01 && abs(end.y - 508.48) < 0.01, "\(end)")
            // Nothing of the arc's curve lies on the other side of the centre.
            let curve = try #require(arc.controlBounds)
            #expect(side > 0 ? curve.minX >= 520 - 1e-9 : curve.maxX <= 520 + 1e-9, "\(curve)")
            // The arrowhead: its three corners, grown to whole pixels.
            #expect(
                parts[3].bounds == (side > 0 ? Rect(517, 480, 39, 57) : Rect(484, 480, 39, 57)),
                "\(parts[3].bounds)")
        }
        s.turnProgress = 1
        #expect(texts(s) == ["Shuffle"])
    }
}
