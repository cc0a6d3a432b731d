import Geometry
import Raster
import SetApp
import SetCore
import SetInput
import SetTable

/// `set-bench click`: the frames of a quick player's clicks, as the game draws them. Three
/// clicks that are not a Set, then two more 120 ms apart while the miss's three cards still
/// shake (the shake plays its 0.32 s whatever comes next), then the shake's own frames to
/// its end, and every card let go.
///
/// Each click's frame is timed from its press and release through `reduce` to the drawn
/// rectangles: the scene of that moment and the renderer's redraw, as `frameMs` counts a
/// click's frame less the window's present.
struct ClickBench {
    let options: Options

    init(_ options: Options) { self.options = options }

    func run() -> Int32 {
        guard let buffer = PixelBuffer(width: options.width, height: options.height) else {
            fail("cannot make a \(options.width)x\(options.height) buffer")
            return 2
        }
        let canvas = Canvas(buffer: buffer)
        canvas.defersDrawing = true
        let game = Game.dealt(cards: options.cards)
        var state = AppState(
            game: game, width: options.width, height: options.height, settings: .init(animates: true))
        let renderer = TableRenderer()
        renderer.renderFull(state.scene(now: 100), into: canvas)
        let clock = ContinuousClock()
        var selecting: [Double] = [], missing: [Double] = [], inShake: [Double] = [], shaking: [Double] = []
        var now = 100.0
        var first = 0
        func click(_ index: Int) -> Double {
            let point = state.scene(now: now).grid.frame(of: index, scrollOffset: 0)?.center ?? Point(-1, -1)
            let start = clock.now
            _ = reduce(&state, .input(.pointerDown(.left, at: point, time: now)), now: now)
            _ = reduce(&state, .input(.pointerUp(.left, at: point, time: now)), now: now)
            _ = renderer.render(state.scene(now: now), into: canvas)
            return milliseconds(clock.now - start)
        }
        while selecting.count + missing.count + inShake.count < options.frames {
            let count = state.game.table.count
            // Three cards in a row that are not a Set, and two more after them.
            while Card.isSet([0, 1, 2].map { state.game.table[(first + $0) % count] }) { first += 1 }
            let picks = (0..<5).map { (first + $0) % count }
            first += 5
            selecting.append(click(picks[0]))
            now += 0.12
            selecting.append(click(picks[1]))
            now += 0.12
            missing.append(click(picks[2]))
            for pick in picks[3...] {
                now += 0.12
                inShake.append(click(pick))
            }
            while state.isAnimating(at: now) {
                now += 1.0 / 60
                let start = clock.now
                _ = reduce(&state, .frame, now: now)
                _ = renderer.render(state.scene(now: now), into: canvas)
                shaking.append(milliseconds(clock.now - start))
            }
            // Let go of the two cards still selected.
            for pick in picks[3...] { _ = click(pick) }
            now += 1
        }
        print("click \(options.width)x\(options.height) cards=\(state.game.table.count) clicks=\(options.frames)")
        print(
            "select_ms=\(medianOf(selecting)) miss_ms=\(medianOf(missing)) "
                + "in_shake_ms=\(medianOf(inShake)) shake_frame_ms=\(medianOf(shaking))")
        return 0
    }
}
