// set-bench: draws the reference scene of bench/SCENE.md and times every frame.
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// A command-line mistake: the message printed before exiting with status 2.
struct UsageError: Error {
    let message: String
}

let usage = """
    usage: set-bench scene --width W --height H --cards N --frames F [--png PATH]
           set-bench table --width W --height H --cards N --frames F [--png PATH]
           set-bench animate --width W --height H --cards N --frames F [--png PATH]
           set-bench audio [--seconds S]
    """

/// The options of `set-bench scene`.
struct Options {
    /// `scene` (the reference scene), `table` (the game's own table) or `animate` (its motion).
    var command = "scene"
    var width = 0, height = 0, cards = 0, frames = 0
    var output: String?
    /// `--parts` (undocumented, for profiling): a comma-separated subset of
    /// cards, borders, solid, striped, open; the background is always drawn.
    var parts = Scene.Parts.all
    /// `--immediate yes` (undocumented, for profiling): draw call by call
    /// rather than recording each frame and flushing it in bands.
    var immediate = false

    init(_ args: [String]) throws(UsageError) {
        guard let first = args.first, ["scene", "table", "animate"].contains(first) else {
            throw UsageError(message: args.isEmpty ? "missing command" : "unknown command '\(args[0])'")
        }
        command = first
        var seen: Set<String> = []
        var i = 1
        while i < args.count {
            let flag = args[i]
            guard i + 1 < args.count else { throw UsageError(message: "\(flag) needs a value") }
            let value = args[i + 1]
            func positive(_ limit: Int) throws(UsageError) -> Int {
                guard let n = Int(value), n > 0, n <= limit else {
                    throw UsageError(message: "\(flag) takes a whole number from 1 to \(limit), not '\(value)'")
                }
                return n
            }
            switch flag {
            case "--width": width = try positive(16384)
            case "--height": height = try positive(16384)
            case "--cards": cards = try positive(first == "scene" ? 10_000 : 81)
            case "--frames": frames = try positive(100_000)
            case "--png": output = value
            case "--immediate": immediate = value == "yes"
            case "--parts":
                parts = []
                let names: [String: Scene.Parts] = ["cards": .cards, "borders": .borders, "solid": .solid,
                                                    "striped": .striped, "open": .open, "none": []]
                for name in value.split(separator: ",") {
                    guard let part = names[String(name)] else {
                        throw UsageError(message: "unknown part '\(name)'")
                    }
                    parts.formUnion(part)
                }
            default: throw UsageError(message: "unknown option '\(flag)'")
            }
            seen.insert(flag)
            i += 2
        }
        for required in ["--width", "--height", "--cards", "--frames"] where !seen.contains(required) {
            throw UsageError(message: "missing \(required)")
        }
    }
}

/// Prints a message on standard error.
func fail(_ message: String) {
    let bytes = Array("set-bench: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func milliseconds(_ d: Duration) -> Double {
    let (s, atto) = d.components
    return Double(s) * 1000 + Double(atto) / 1e15
}

func run() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "audio" {
        do {
            return try AudioBench(Array(arguments.dropFirst())).run()
        } catch {
            fail("\(error.message)\n\(usage)")
            return 2
        }
    }
    let options: Options
    do {
        options = try Options(arguments)
    } catch {
        fail("\(error.message)\n\(usage)")
        return 2
    }
    if options.command == "table" { return TableBench(options).run() }
    if options.command == "animate" { return AnimateBench(options).run() }
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

/// The median of some timings (0 for none).
func medianOf(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    guard n > 0 else { return 0 }
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

exit(run())
