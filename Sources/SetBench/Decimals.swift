/// A figure as the benchmarks print it: `places` decimals, rounded half away from zero.
func fixed(_ value: Double, places: Int = 2) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    guard places > 0 else { return String(scaled) }
    var fraction = String(abs(scaled) % scale)
    while fraction.count < places { fraction = "0" + fraction }
    return (scaled < 0 ? "-" : "") + "\(abs(scaled) / scale).\(fraction)"
}
