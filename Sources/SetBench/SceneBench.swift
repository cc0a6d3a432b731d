import Raster

/// `set-bench scene`: the reference scene drawn `frames` times; prints the median and the fastest frame.
struct SceneBench {
    let options: Options

    init(_ options: Options) { self.options = options }

    func run() -> Int32 {
        guard let buffer = PixelBuffer(width: options.width, height: options.height) else {
            fail("cannot make a \(options.width)x\(options.height) buffer")
            return 2
        }
        let canvas = Canvas(buffer: buffer)
        canvas.defersDrawing = !options.immediate
        let scene = Scene(width: options.width, height: options.height, cards: options.cards)
        let clock = ContinuousClock()
        for _ in 0..<3 { scene.draw(on: canvas, parts: options.parts) }
        var times: [Double] = []
        times.reserveCapacity(options.frames)
        for _ in 0..<options.frames {
            let start = clock.now
            scene.draw(on: canvas, parts: options.parts)
            times.append(milliseconds(clock.now - start))
        }
        let median = medianOf(times)
        if let path = options.output {
            do {
                try ImageFile.write(buffer, to: path)
            } catch {
                fail(error.message)
                return 1
            }
        }
        print("median_ms=\(median) min_ms=\(times.min() ?? 0)")
        return 0
    }
}
