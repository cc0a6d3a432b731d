import Raster
import SetApp
import SetCore
import SetInput
import SetTable

/// `set-bench animate`: the cost of one frame of motion in the game, where
/// every card moves: the window alternates between two sizes, and after each
/// change every card glides to its new place (a full re-form).
///
/// Each burst's first frame, the resize itself, is `set-bench table`'s and is
/// left out; every frame after it, at 60 a second until the cards land, is
/// timed as the game draws it: the scene of that moment, its changed
/// rectangles redrawn, moving cards composited from the card parts.
struct AnimateBench {
    let options: Options

    init(_ options: Options) { self.options = options }

    func run() -> Int32 {
        let sizes = [
            (options.width, options.height),
            (max(1, options.width - options.width / 10), max(1, options.height - options.height / 10)),
        ]
        let buffers = sizes.compactMap { PixelBuffer(width: $0.0, height: $0.1) }
        guard buffers.count == 2 else {
            fail("cannot make a \(options.width)x\(options.height) buffer")
            return 2
        }
        let canvases = buffers.map(Canvas.init)
        for canvas in canvases { canvas.defersDrawing = true }
        let game = Game.dealt(cards: options.cards)
        var state = AppState(game: game, width: sizes[1].0, height: sizes[1].1, settings: .init(animates: true))
        let renderer = TableRenderer()
        let clock = ContinuousClock()
        var times: [Double] = []
        var now = 100.0
        var burst = 0
        var moving = 0
        while times.count < options.frames {
            let (w, h) = sizes[burst % 2]
            let canvas = canvases[burst % 2]
            burst += 1
            _ = reduce(&state, .input(.resized(width: w, height: h)), now: now)
            _ = renderer.render(state.scene(now: now), into: canvas)
            moving = max(moving, state.scene(now: now + 0.1).shownFrames.count)
            while state.isAnimating(at: now), times.count < options.frames {
                now += 1.0 / 60
                let start = clock.now
                _ = reduce(&state, .frame, now: now)
                _ = renderer.render(state.scene(now: now), into: canvas)
                times.append(milliseconds(clock.now - start))
            }
            now += 1
        }
        if let path = options.output {
            // A frame a tenth of a second into a re-form, at the size the window is not at now.
            let next = state.width == sizes[0].0 && state.height == sizes[0].1 ? 1 : 0
            _ = reduce(&state, .input(.resized(width: sizes[next].0, height: sizes[next].1)), now: now)
            _ = renderer.render(state.scene(now: now + 0.1), into: canvases[next])
            do {
                try ImageFile.write(buffers[next], to: path)
            } catch {
                fail(error.message)
                return 1
            }
        }
        print(
            "animate \(options.width)x\(options.height) cards=\(state.game.table.count) moving=\(moving) "
                + "frames=\(times.count) bursts=\(burst)")
        print("median_ms=\(medianOf(times)) max_ms=\(times.max() ?? 0)")
        return 0
    }
}
