import Geometry
import PNGFile
import Testing

@testable import Raster
@testable import SetCore
@testable import SetTable

/// A solo or two-player game with `cards` shuffled cards on the table and `deck` (default: the rest) in the deck.
func tableGame(cards: Int, seed: UInt64, mode: Game.Mode = .solo, deck: Int? = nil) -> Game {
    var rng = SplitMix64(seed: seed)
    var all = Card.all
    rng.shuffle(&all)
    let rest = Array(all.dropFirst(cards))
    return Game(table: Array(all.prefix(cards)), deck: Array(rest.prefix(deck ?? rest.count)), mode: mode, now: 0)
}

/// The table indices of the first Set on a table (the test fails without one).
func firstSet(in table: [Card]) -> [Int] {
    for i in table.indices {
        for j in table.indices where j > i {
            for k in table.indices where k > j && Card.isSet(table[i], table[j], table[k]) { return [i, j, k] }
        }
    }
    Issue.record("no Set on the table")
    return []
}

/// The buffer as an opaque PNG.
func encodePNG(_ buffer: PixelBuffer) throws -> [UInt8] {
    try PNG.encode(buffer, channels: .rgb)
}

/// A fresh canvas of the scene's size.
func canvas(for scene: TableScene) throws -> Canvas {
    Canvas(buffer: try #require(PixelBuffer(width: scene.width, height: scene.height)))
}

/// Whether two buffers hold the same pixels; records the first difference.
func samePixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height {
        for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
            Issue.record("pixels differ first at (\(x), \(y))")
            return false
        }
    }
    return true
}

/// The largest difference of one channel between two buffers of the same size.
func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> UInt32 {
    var largest: UInt32 = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.premultipliedPixel(x: x, y: y) ?? 0, q = b.premultipliedPixel(x: x, y: y) ?? 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let u = (p >> shift) & 0xFF, v = (q >> shift) & 0xFF
                largest = max(largest, u > v ? u - v : v - u)
            }
        }
    }
    return largest
}

@Suite struct TableRendererTests {
    let base = TableScene(game: tableGame(cards: 12, seed: 4), now: 95.2, width: 640, height: 480)

    @Test func anUnchangedSceneRedrawsNothing() throws {
        let renderer = TableRenderer()
        let c = try canvas(for: base)
        #expect(renderer.render(base, into: c) == [Rect(0, 0, 640, 480)])
        #expect(renderer.render(base, into: c) == [])
    }

    @Test func selectingACardRedrawsOnlyThatCard() throws {
        let renderer = TableRenderer()
        let c = try canvas(for: base)
        _ = renderer.render(base, into: c)
        var next = base
        next.game.apply(.cardTapped(index: 5), now: 0)
        let dirty = renderer.render(next, into: c)
        let frame = try #require(base.grid.frame(of: 5))
        let ink = CardArt.inkBounds(of: frame)
        #expect(dirty.count == 1)
        let area = dirty.reduce(0) { $0 + $1.width * $1.height }
        #expect(area <= 2 * ink.width * ink.height)
        #expect(dirty.allSatisfy { $0.intersects(ink) })
        for other in [4, 6, 1, 9] {
            let neighbour = try #require(base.grid.frame(of: other))
            #expect(dirty.allSatisfy { !$0.intersects(neighbour) }, "card \(other) redrawn")
        }
    }

    @Test func theClockTickingRedrawsOnlyTheClock() throws {
        let renderer = TableRenderer()
        let c = try canvas(for: base)
        _ = renderer.render(base, into: c)
        var next = base
        next.now = 95.9
        #expect(renderer.render(next, into: c) == [])  // still 1:35
        next.now = 96.1
        let dirty = renderer.render(next, into: c)
        let layout = base.layout
        let time = try #require(layout.stats[.time])
        #expect(dirty.count == 1)
        #expect(dirty.allSatisfy { $0.intersects(time) && !$0.intersects(layout.board) })
        #expect(dirty.allSatisfy { r in layout.buttons.values.allSatisfy { !r.intersects($0) } })
        for stat in [HUDStat.score, .sets] {
            let frame = try #require(layout.stats[stat])
            #expect(dirty.allSatisfy { !$0.intersects(frame) })
        }
    }

    @Test func aResizeOrANewThemeRedrawsTheWholeWindow() throws {
        let renderer = TableRenderer()
        _ = renderer.render(base, into: try canvas(for: base))
        var bigger = base
        bigger.width = 800
        bigger.height = 600
        #expect(renderer.render(bigger, into: try canvas(for: bigger)) == [Rect(0, 0, 800, 600)])
        let c = try canvas(for: bigger)
        #expect(renderer.render(bigger, into: c) == [Rect(0, 0, 800, 600)])  // another canvas of the same size
        #expect(renderer.render(bigger, into: c) == [])
        bigger.theme = .colorblind
        #expect(renderer.render(bigger, into: c) == [Rect(0, 0, 800, 600)])
    }

    /// A partial redraw leaves exactly the pixels a full render of the new scene draws.
    @Test func partialRedrawsMatchAFullRender() throws {
        var changes: [(String, (inout TableScene) -> Void)] = [
            ("select", { $0.game.apply(.cardTapped(index: 3), now: 0) }),
            ("tick", { $0.now = 140 }),
            ("message", { $0.message = "No Set on the table: deal 3 more" }),
            ("pull", { $0.dealPull = 0.7 }),
            (
                "turn",
                {
                    $0.turnProgress = 0.4; $0.turnAngle = -0.5
                }
            ),
            ("press", { $0.pressedButton = .hint }),
            ("hint", { $0.game.apply(.hintTapped, now: 0) }),
            ("deal", { $0.game.apply(.dealTapped(player: nil), now: 0) }),
            (
                "labels",
                {
                    $0.labelsShown = true; $0.labels = ["Q", "W", "E", "R", "T", "Y", "U", "I", "O", "P", "A", "S"]
                }
            ),
        ]
        changes.append(
            (
                "scroll",
                { scene in
                    scene.game = tableGame(cards: 81, seed: 4, deck: 0)
                }
            ))
        for (name, change) in changes {
            let renderer = TableRenderer()
            let c = try canvas(for: base)
            _ = renderer.render(base, into: c)
            var next = base
            change(&next)
            let dirty = renderer.render(next, into: c)
            #expect(!dirty.isEmpty, "\(name) changed nothing")
            let full = try canvas(for: next)
            TableRenderer().renderFull(next, into: full)
            #expect(samePixels(c.buffer, full.buffer), "\(name)")
        }
    }

    @Test func scrollingAndGameOverMatchAFullRender() throws {
        let tiny = TableScene(game: tableGame(cards: 81, seed: 6, deck: 0), now: 0, width: 320, height: 240)
        let renderer = TableRenderer()
        let c = try canvas(for: tiny)
        _ = renderer.render(tiny, into: c)
        var scrolled = tiny
        scrolled.scrollOffset = 37.5
        _ = renderer.render(scrolled, into: c)
        var over = scrolled
        over.game.endedAt = 5
        _ = renderer.render(over, into: c)
        let full = try canvas(for: over)
        TableRenderer().renderFull(over, into: full)
        #expect(samePixels(c.buffer, full.buffer))
    }

    /// A render hands back finished pixels on a canvas that defers drawing too: the renderer
    /// flushes at the end of the frame, since reading the buffer flushes nothing.
    @Test func aRenderLeavesADeferringCanvasFlushed() throws {
        let deferring = try canvas(for: base)
        deferring.deferringBytes = 0
        deferring.defersDrawing = true
        let renderer = TableRenderer()
        var next = base
        next.game.apply(.cardTapped(index: 5), now: 0)
        for scene in [base, next] {
            _ = renderer.render(scene, into: deferring)
            #expect(deferring.drawList.commands.isEmpty)
            let direct = try canvas(for: scene)
            TableRenderer().renderFull(scene, into: direct)
            // Bands cut segments at other rows than drawing at once does: a channel may move by one.
            #expect(largestDifference(deferring.buffer, direct.buffer) <= 1)
        }
    }

    @Test func dirtyRectsMerge() {
        let merged = TableRenderer.merged([Rect(0, 0, 10, 10), Rect(5, 5, 10, 10), Rect(100, 100, 5, 5)], limit: 8)
        #expect(merged == [Rect(0, 0, 15, 15), Rect(100, 100, 5, 5)])
        // Touching rectangles merge too; a chain is followed back.
        #expect(
            TableRenderer.merged([Rect(0, 0, 10, 10), Rect(20, 0, 10, 10), Rect(10, 0, 10, 10)], limit: 8)
                == [Rect(0, 0, 30, 10)])
        let many = (0..<10).map { Rect(Double($0) * 20, 0, 10, 10) }
        #expect(TableRenderer.merged(many, limit: 8) == [Rect(0, 0, 190, 10)])
    }
}
