#if canImport(Glibc)
    import Glibc
#endif

/// What a drawing benchmark was asked for, checked.
struct Options {
    /// `scene` (the reference scene), `table` (the game's own table), `animate` (its motion) or `click` (its clicks).
    var command: String
    var width: Int, height: Int, cards: Int, frames: Int
    var output: String?
    /// The parts of the scene to draw (profiling).
    var parts: Scene.Parts
    /// Whether to draw call by call rather than record and flush in bands (profiling).
    var immediate: Bool
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

/// The median of some timings (0 for none).
func medianOf(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    guard n > 0 else { return 0 }
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}
