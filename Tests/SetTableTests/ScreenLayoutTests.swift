import Geometry
import Raster
import Testing

@testable import SetCore
@testable import SetTable

@Suite struct ScreenLayoutTests {
    static let sizes: [(Double, Double)] = [
        (320, 240), (640, 480), (800, 1280), (1280, 800), (1920, 1080), (2560, 1080),
        (1080, 1920), (1000, 1000), (3840, 2160), (7680, 4320),
    ]

    @Test(arguments: Game.Mode.allCases)
    func everythingFitsWithoutOverlap(mode: Game.Mode) {
        for (w, h) in Self.sizes {
            let layout = ScreenLayout(width: w, height: h, mode: mode)
            let window = Rect(0, 0, w, h)
            let frames = layout.buttonIDs.compactMap { layout.frame(of: $0) }
            // The mode buttons, except where the HUD could hold them only at an illegible size
            // (the game-over panel always has them).
            let modes = layout.buttonIDs.filter { if case .mode = $0 { true } else { false } }
            #expect(modes == (w * h > 320 * 240 ? Game.Mode.classic.map(ButtonID.mode) : []), "\(w)x\(h)")
            // Menu, and the game's own buttons.
            #expect(layout.buttonIDs.contains(.menu), "\(w)x\(h)")
            #expect(frames.count == (mode == .twoPlayer ? 6 : 5) + modes.count, "\(w)x\(h)")
            for (i, a) in frames.enumerated() {
                #expect(inside(a, window) && !a.isEmpty, "\(w)x\(h) button \(a)")
                #expect(inside(a, layout.hud), "\(w)x\(h) button \(a) outside the HUD")
                // WCAG 2.2's minimum target (2.5.8): 24 × 24 pixels, in the smallest window too.
                #expect(a.width >= 24 && a.height >= 24, "\(w)x\(h) button \(a) too small to hit")
                #expect(!a.intersects(layout.board), "\(w)x\(h) button \(a) on the board")
                for b in frames[(i + 1)...] { #expect(!a.intersects(b), "\(w)x\(h): \(a) overlaps \(b)") }
                for stat in layout.stats.values { #expect(!a.intersects(stat), "\(w)x\(h): \(a) on a stat") }
            }
            for stat in layout.stats.values { #expect(inside(stat, layout.hud), "\(w)x\(h) stat \(stat)") }
            #expect(inside(layout.message, layout.hud))
            #expect(layout.message.height >= layout.metrics.messageLine, "\(w)x\(h) has no line for messages")
            #expect(inside(layout.board, window) && inside(layout.hud, window))
            #expect(layout.board.width * layout.board.height >= 0.55 * w * h, "\(w)x\(h) board too small")
            for panel in layout.players {
                #expect(inside(panel.frame, layout.hud))
                #expect(inside(panel.claim, panel.frame) && inside(panel.deal, panel.frame))
                #expect(inside(panel.bar, panel.frame), "\(w)x\(h) bar \(panel.bar) outside \(panel.frame)")
            }
        }
    }

    /// The buttons in the order a player reads them: solo Deal 3, Hint, New Game; with two
    /// players New Game, then each player's SET! and Deal 3.
    @Test(arguments: [Game.Mode.solo, .twoPlayer])
    func buttonsFollowReadingOrder(mode: Game.Mode) throws {
        let order: [ButtonID] =
            mode == .solo
            ? [.deal, .hint, .newGame]
            : [.newGame, .claim(player: 0), .dealFor(player: 0), .claim(player: 1), .dealFor(player: 1)]
        for (w, h) in Self.sizes {
            let layout = ScreenLayout(width: w, height: h, mode: mode)
            let frames = try order.map { try #require(layout.frame(of: $0), "\(w)x\(h) has no \($0)") }
            for (a, b) in zip(frames, frames.dropFirst()) {
                // Next: on a lower line, or on the same line further right.
                let below = b.minY >= a.maxY
                let sameLine = b.minY < a.maxY && a.minY < b.maxY
                #expect(below || (sameLine && b.minX >= a.maxX), "\(w)x\(h): \(b) does not follow \(a)")
            }
        }
    }

    @Test func landscapeHasASidebarAndPortraitABar() {
        for (w, h) in Self.sizes {
            let layout = ScreenLayout(width: w, height: h, mode: .solo)
            if w >= h {
                #expect(layout.orientation == .landscape)
                #expect(layout.hud.minX == layout.board.maxX && layout.hud.maxX == w && layout.hud.height == h)
            } else {
                #expect(layout.orientation == .portrait)
                #expect(layout.hud.minY == layout.board.maxY && layout.hud.maxY == h && layout.hud.width == w)
            }
        }
    }

    /// 1280 × 800: unit 1, a 240-pixel sidebar; padding 14, spacing 10, rows 32, buttons 54.
    @Test func soloSidebarAt1280x800() {
        let layout = ScreenLayout(width: 1280, height: 800, mode: .solo)
        #expect(layout.unit == 1)
        #expect(layout.board == Rect(0, 0, 1040, 800))
        #expect(layout.stats[.score] == Rect(1054, 14, 212, 32))
        #expect(layout.stats[.sets] == Rect(1054, 51, 212, 32))
        #expect(layout.stats[.time] == Rect(1054, 88, 212, 32))
        #expect(layout.frame(of: .deal) == Rect(1054, 135, 212, 54))
        #expect(layout.frame(of: .hint) == Rect(1054, 199, 212, 54))
        // Undo one spacing (10) under Hint, New Game 1.5 spacings under Undo.
        #expect(layout.frame(of: .undo) == Rect(1054, 263, 212, 54))
        #expect(layout.frame(of: .newGame) == Rect(1054, 332, 212, 54))
        // The modes in two rows of two, half a spacing apart: 54 · 0.6 = 32.4 → 32 tall,
        // (212 − 5) / 2 = 103.5 wide, edges rounded to whole pixels.
        #expect(layout.frame(of: .mode(.solo)) == Rect(1054, 391, 104, 32))
        #expect(layout.frame(of: .mode(.twoPlayer)) == Rect(1163, 391, 103, 32))
        #expect(layout.frame(of: .mode(.daily)) == Rect(1054, 428, 104, 32))
        #expect(layout.frame(of: .mode(.junior)) == Rect(1163, 428, 103, 32))
        // Menu one spacing under the modes, the message one spacing under it.
        #expect(layout.frame(of: .menu) == Rect(1054, 470, 212, 54))
        #expect(layout.message == Rect(1054, 534, 212, 252))
    }

    /// 800 × 1280: a bar of 14 + 23 + 5 + 32 + 10 + 54 + 5 + 32 + 14 = 189 pixels.
    @Test func soloBarAt800x1280() {
        let layout = ScreenLayout(width: 800, height: 1280, mode: .solo)
        #expect(layout.board == Rect(0, 0, 800, 1091))
        #expect(layout.hud == Rect(0, 1091, 800, 189))
        #expect(layout.message == Rect(14, 1105, 772, 23))
        // 772 − 4 · 10 = 732 wide, five buttons of 146.4 (edges at 14 + k · 156.4) rounded to whole pixels.
        #expect(layout.frame(of: .deal) == Rect(14, 1175, 146, 54))
        #expect(layout.frame(of: .hint) == Rect(170, 1175, 147, 54))
        #expect(layout.frame(of: .undo) == Rect(327, 1175, 146, 54))
        #expect(layout.frame(of: .newGame) == Rect(483, 1175, 147, 54))
        #expect(layout.frame(of: .menu) == Rect(640, 1175, 146, 54))
        // The modes in a row below: (772 − 3 · 5) / 4 = 189.25 wide, 32 tall.
        #expect(layout.frame(of: .mode(.solo)) == Rect(14, 1234, 189, 32))
        #expect(layout.frame(of: .mode(.twoPlayer)) == Rect(208, 1234, 190, 32))
        #expect(layout.frame(of: .mode(.daily)) == Rect(403, 1234, 189, 32))
        #expect(layout.frame(of: .mode(.junior)) == Rect(597, 1234, 189, 32))
    }

    @Test func tinyWindowsScrollOnlyAFullTable() {
        let tiny = ScreenLayout(width: 320, height: 240, mode: .solo)
        #expect(tiny.minimumCardWidth == 48)
        #expect(!tiny.grid(cardCount: 12).scrolls)
        #expect(tiny.grid(cardCount: 81).scrolls)
        #expect(tiny.grid(cardCount: 81).cardWidth == 48)
        let large = ScreenLayout(width: 1280, height: 800, mode: .solo)
        #expect(large.minimumCardWidth == 60)
        #expect(!large.grid(cardCount: 81).scrolls)
    }

    @Test func sizesScaleWithTheWindowWithinLimits() {
        let small = ScreenLayout(width: 320, height: 240, mode: .solo).metrics
        let normal = ScreenLayout(width: 1280, height: 800, mode: .solo).metrics
        let huge = ScreenLayout(width: 3840, height: 2160, mode: .solo).metrics
        let giant = ScreenLayout(width: 7680, height: 4320, mode: .solo).metrics
        #expect(small.buttonText >= 9 && small.buttonText < normal.buttonText)
        #expect(normal.buttonText == 20 && huge.buttonText == 54)
        #expect(giant.buttonText == 80)  // unit capped at 4
    }

    @Test func degenerateWindowsGiveEmptyBoards() {
        for (w, h) in [(0.0, 0.0), (-5, 100), (.nan, 600), (.infinity, 10), (1, 1)] {
            let layout = ScreenLayout(width: w, height: h, mode: .twoPlayer)
            #expect(layout.board.width * layout.board.height <= 1)
            #expect(layout.grid(cardCount: 12).frames().allSatisfy { $0.isEmpty || $0.width.isFinite })
        }
    }

    private func inside(_ r: Rect, _ outer: Rect) -> Bool {
        r.minX >= outer.minX && r.minY >= outer.minY && r.maxX <= outer.maxX && r.maxY <= outer.maxY
    }
}

@Suite struct ScreenLayoutDisplayListTests {
    /// Every window size builds a display list of finite items inside the window, in every state.
    @Test func everySizeBuildsAFiniteDisplayList() {
        var over = tableGame(cards: 9, seed: 3, mode: .twoPlayer, deck: 0)
        over.endedAt = 1
        let games = [tableGame(cards: 81, seed: 1, deck: 0), tableGame(cards: 12, seed: 2, mode: .twoPlayer), over]
        for (w, h) in ScreenLayoutTests.sizes + [(1, 1), (2, 300), (300, 2)] {
            for game in games {
                var scene = TableScene(game: game, now: 10, width: Int(w), height: Int(h))
                scene.message = "No Set on the table: deal 3 more"
                scene.dealPull = 1
                scene.turnProgress = 1
                let items = scene.displayList(layout: scene.layout)
                // Windows of a few pixels cannot hold the HUD; what falls outside is simply not drawn.
                let window = w < 100 || h < 100 ? Rect(-1e6, -1e6, 2e6, 2e6) : Rect(0, 0, w, h)
                for item in items {
                    #expect(item.bounds.isEmpty || item.bounds.intersects(window), "\(w)x\(h) \(item.key)")
                    #expect(item.bounds.width.isFinite && item.bounds.height.isFinite)
                }
                #expect(items.count > (game.isGameOver ? 5 : 12))
            }
        }
    }
}
