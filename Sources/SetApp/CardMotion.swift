import Geometry

/// How one card moves from one frame to another, as a pure function of time.
///
/// Frames are in board coordinates (window coordinates with the scroll
/// undone), so scrolling the board never sets a card in motion.
struct CardMotion: Equatable, Sendable {
    /// The way between the two frames.
    enum Route: Equatable, Sendable {
        /// Straight there.
        case straight
        /// Along a curve that swings sideways by `bulge` times the distance at
        /// mid-flight (a shuffle's cards pass each other instead of overlapping).
        case arc(bulge: Double)
        /// Side to side in place by up to `amplitude` pixels, dying away (a mismatch).
        case shake(amplitude: Double)
    }

    var from: Rect
    var to: Rect
    /// When the card leaves `from`, after any stagger, in the game-time seconds `reduce` is given.
    var start: Double
    var duration: Double
    var route: Route
    /// Whether the card crosses the HUD (dealt from the deck, leaving for the counter): not cut to the board.
    var flies: Bool

    /// When the card has arrived.
    var end: Double { start + duration }

    /// Whether the card is still on its way at `time`.
    func isMoving(at time: Double) -> Bool { time < end }

    /// Where the card is at `time`: `from` before it starts, `to` once it has arrived.
    func frame(at time: Double) -> Rect {
        let u = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
        switch route {
        case .shake(let amplitude):
            // Three swings, each smaller than the last.
            return to.offsetBy(dx: amplitude * sine(u * 6 * .pi) * (1 - u), dy: 0)
        case .straight, .arc:
            let e = Self.easeOut(u)
            var x = from.x + (to.x - from.x) * e
            var y = from.y + (to.y - from.y) * e
            if case .arc(let bulge) = route {
                // Sideways to the line from start to end, most at the middle.
                let dx = to.x - from.x, dy = to.y - from.y
                let swing = bulge * sine(.pi * e)
                x += -dy * swing
                y += dx * swing
            }
            return Rect(x, y, from.width + (to.width - from.width) * e, from.height + (to.height - from.height) * e)
        }
    }

    /// Cubic ease-out: fast away, gentle on arrival.
    static func easeOut(_ u: Double) -> Double {
        let v = 1 - u
        return 1 - v * v * v
    }
}
