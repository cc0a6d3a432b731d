import Geometry

/// How one card moves from one frame to another, as a pure function of time.
///
/// Frames are in board coordinates (window coordinates with the scroll
/// undone), so scrolling the board never sets a card in motion.
///
/// The way there is a cubic Hermite curve from `from`, leaving at `velocity`,
/// to `to`, arriving at rest. Leaving at three times the average speed makes it
/// the cubic ease-out, the default; a card sent somewhere new mid-flight
/// leaves at the speed it had (`retargeted(to:at:duration:)`), so it never
/// stops or jumps. A mismatch's shake is added on top of whatever the card is doing.
struct CardMotion: Equatable, Sendable {
    /// The way between the two frames.
    enum Route: Equatable, Sendable {
        /// Straight there.
        case straight
        /// Along a curve that swings sideways by `bulge` times the distance at
        /// mid-flight (a shuffle's cards pass each other instead of overlapping).
        case arc(bulge: Double)
    }

    /// Side to side in place by up to `amplitude` pixels, dying away over three swings.
    struct Shake: Equatable, Sendable {
        var start: Double
        var duration: Double
        var amplitude: Double

        var end: Double { start + duration }

        /// The sideways offset at `time`.
        func offset(at time: Double) -> Double {
            guard duration > 0, time > start, time < end else { return 0 }
            let u = (time - start) / duration
            return amplitude * sine(u * 6 * .pi) * (1 - u)
        }
    }

    /// The rate of change of each of a frame's four numbers, per second.
    struct Velocity: Equatable, Sendable {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0

        static let zero = Velocity()
    }

    var from: Rect
    var to: Rect
    /// When the card leaves `from`, after any stagger, in the game-time seconds `reduce` is given.
    var start: Double
    var duration: Double
    var route: Route
    /// Whether the card crosses the HUD (dealt from the deck, leaving for the counter): not cut to the board.
    var flies: Bool
    /// How fast it leaves `from`: nil for the ease-out's own start.
    var velocity: Velocity?
    /// A mismatch's shake on top of the way.
    var shake: Shake?

    init(
        from: Rect, to: Rect, start: Double, duration: Double, route: Route = .straight, flies: Bool,
        velocity: Velocity? = nil, shake: Shake? = nil
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.route = route
        self.flies = flies
        self.velocity = velocity
        self.shake = shake
    }

    /// A card that stays where it is and shakes its head.
    static func shaking(at frame: Rect, start: Double, duration: Double, amplitude: Double) -> CardMotion {
        CardMotion(
            from: frame, to: frame, start: start, duration: 0, flies: false,
            shake: Shake(start: start, duration: duration, amplitude: amplitude))
    }

    /// When the card has arrived and stopped shaking.
    var end: Double { max(start + duration, shake?.end ?? -.infinity) }

    /// Whether the card is still on its way, or still shaking, at `time`.
    func isMoving(at time: Double) -> Bool { time < end }

    /// Whether the card has yet to set off at `time` (it waits its turn in a stagger).
    func isWaiting(at time: Double) -> Bool { time < start && duration > 0 }

    /// Where the card is at `time`: `from` before it starts, `to` once it has arrived.
    func frame(at time: Double) -> Rect {
        let way = wayFrame(at: time)
        guard let shake else { return way }
        return way.offsetBy(dx: shake.offset(at: time), dy: 0)
    }

    /// Where the way alone puts the card at `time`, without the shake.
    func wayFrame(at time: Double) -> Rect {
        guard duration > 0 else { return time < start ? from : to }
        let u = min(1, max(0, (time - start) / duration))
        let m = tangent
        // Cubic Hermite basis: position from `from` with tangent m, to `to` at rest.
        let h00 = (2 * u - 3) * u * u + 1, h10 = ((u - 2) * u + 1) * u, h01 = (3 - 2 * u) * u * u
        var x = h00 * from.x + h10 * m.x + h01 * to.x
        var y = h00 * from.y + h10 * m.y + h01 * to.y
        let width = h00 * from.width + h10 * m.width + h01 * to.width
        let height = h00 * from.height + h10 * m.height + h01 * to.height
        if case .arc(let bulge) = route {
            // Sideways to the line from start to end, most at the middle.
            let swing = bulge * sine(.pi * Self.easeOut(u))
            x += -(to.y - from.y) * swing
            y += (to.x - from.x) * swing
        }
        return Rect(x, y, width, height)
    }

    /// How fast the way alone moves the card at `time` (zero before it sets off and once it has arrived).
    func wayVelocity(at time: Double) -> Velocity {
        guard duration > 0, time >= start, time < start + duration else { return .zero }
        let u = (time - start) / duration
        let m = tangent
        // The basis's derivatives, per unit of u; divided by the duration, per second.
        let d00 = (6 * u - 6) * u, d10 = (3 * u - 4) * u + 1, d01 = (6 - 6 * u) * u
        var v = Velocity(
            x: (d00 * from.x + d10 * m.x + d01 * to.x) / duration,
            y: (d00 * from.y + d10 * m.y + d01 * to.y) / duration,
            width: (d00 * from.width + d10 * m.width + d01 * to.width) / duration,
            height: (d00 * from.height + d10 * m.height + d01 * to.height) / duration)
        if case .arc(let bulge) = route {
            let v1 = 1 - u
            let swing = bulge * cosine(.pi * Self.easeOut(u)) * .pi * 3 * v1 * v1 / duration
            v.x += -(to.y - from.y) * swing
            v.y += (to.x - from.x) * swing
        }
        return v
    }

    /// The same card sent to `destination` from `time` on: it leaves from where
    /// the way has it then, at the speed it has then, and arrives at rest
    /// `duration` later; a shake under way goes on. A card still waiting its
    /// turn keeps its turn and its start. At `destination`'s size from the
    /// start, so every moving card shares one face size; the centre moves on
    /// without a jump.
    func retargeted(to destination: Rect, at time: Double, duration: Double) -> CardMotion {
        var next = self
        next.to = destination
        if isWaiting(at: time) {
            next.from = from.resized(like: destination)
            next.velocity = nil
            return next
        }
        let here = wayFrame(at: time)
        let speed = wayVelocity(at: time)
        next.from = here.resized(like: destination)
        next.start = time
        next.duration = duration
        next.route = .straight
        // The centre keeps its speed; the size is the destination's throughout.
        next.velocity = Velocity(x: speed.x + speed.width / 2, y: speed.y + speed.height / 2, width: 0, height: 0)
        if let shake, time >= shake.end { next.shake = nil }
        return next
    }

    /// The Hermite tangent at `from`, per unit of u: the given velocity, or the ease-out's own (three times the way).
    private var tangent: Rect {
        guard let velocity else {
            return Rect(
                3 * (to.x - from.x), 3 * (to.y - from.y), 3 * (to.width - from.width),
                3 * (to.height - from.height))
        }
        return Rect(
            velocity.x * duration, velocity.y * duration, velocity.width * duration,
            velocity.height * duration)
    }

    /// Cubic ease-out: fast away, gentle on arrival.
    static func easeOut(_ u: Double) -> Double {
        let v = 1 - u
        return 1 - v * v * v
    }
}

extension Rect {
    /// This frame at `other`'s size, about the same centre.
    fileprivate func resized(like other: Rect) -> Rect {
        Rect(midX - other.width / 2, midY - other.height / 2, other.width, other.height)
    }
}
