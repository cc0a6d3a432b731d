import Raster
import SetCore
import SetTable

/// `set-bench table`: the game's own table, drawn by `TableRenderer` as the
/// window draws it, without the window system.
///
/// - resize: a new window size, laid out and drawn in full (into warm
///   buffers of two sizes taken in turn, as a resize alternates sizes);
/// - click: one card's selection toggled, redrawn as a dirty rectangle.
/// The last line, like `scene`'s, gives the full redraw's median and minimum.
struct TableBench {
    let options: Options

    init(_ options: Options) { self.options = options }

    func run() -> Int32 {
        let (w, h) = (options.width, options.height)
        let other = (max(1, w - w / 10), max(1, h - h / 10))
        guard let big = PixelBuffer(width: w, height: h),
            let small = PixelBuffer(width: other.0, height: other.1)
        else {
            fail("cannot make a \(w)x\(h) buffer")
            return 2
        }
        var game = Game.dealt(cards: options.cards)
        let canvases = [Canvas(buffer: big), Canvas(buffer: small)]
        for canvas in canvases { canvas.defersDrawing = true }
        let renderer = TableRenderer()
        let clock = ContinuousClock()
        func draw(_ game: Game, on canvas: Canvas) {
            let scene = TableScene(game: game, now: 30, width: canvas.buffer.width, height: canvas.buffer.height)
            _ = renderer.render(scene, into: canvas)  // flushes: the timing includes the drawing
        }

        var resize: [Double] = []
        for frame in 0..<(options.frames + 4) {
            let canvas = canvases[frame % 2]
            let start = clock.now
            draw(game, on: canvas)
            if frame >= 4 { resize.append(milliseconds(clock.now - start)) }
        }

        var click: [Double] = []
        let target = canvases[0]
        draw(game, on: target)
        for frame in 0..<(options.frames + 4) {
            game.apply(.cardTapped(index: game.table.count / 2), now: 0)
            let start = clock.now
            draw(game, on: target)
            if frame >= 4 { click.append(milliseconds(clock.now - start)) }
        }

        if let path = options.output {
            draw(game, on: target)
            do {
                try ImageFile.write(big, to: path)
            } catch {
                fail(error.message)
                return 1
            }
        }
        print("table \(w)x\(h) cards=\(game.table.count)")
        print("click_median_ms=\(medianOf(click)) click_min_ms=\(click.min() ?? 0)")
        print("median_ms=\(medianOf(resize)) min_ms=\(resize.min() ?? 0)")
        return 0
    }
}
