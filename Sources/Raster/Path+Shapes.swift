import Geometry

extension Path {
    /// A closed rectangle, clockwise on screen from its top-left corner.
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(r.minX, r.minY))
        p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX, r.maxY))
        p.close()
        return p
    }

    /// A closed rectangle with quarter-circle corners of `radius` (clamped to half
    /// the shorter side), made of 4 lines and 4 cubic arcs, clockwise from `(x + radius, y)`.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        if !(rad > 0) { return rect(r) }
        let k = rad * (1 - kappa)
        var p = Path()
        p.move(to: Point(r.minX + rad, r.minY))
        p.line(to: Point(r.maxX - rad, r.minY))
        p.cubic(
            to: Point(r.maxX, r.minY + rad),
            control1: Point(r.maxX - k, r.minY), control2: Point(r.maxX, r.minY + k))
        p.line(to: Point(r.maxX, r.maxY - rad))
        p.cubic(
            to: Point(r.maxX - rad, r.maxY),
            control1: Point(r.maxX, r.maxY - k), control2: Point(r.maxX - k, r.maxY))
        p.line(to: Point(r.minX + rad, r.maxY))
        p.cubic(
            to: Point(r.minX, r.maxY - rad),
            control1: Point(r.minX + k, r.maxY), control2: Point(r.minX, r.maxY - k))
        p.line(to: Point(r.minX, r.minY + rad))
        p.cubic(
            to: Point(r.minX + rad, r.minY),
            control1: Point(r.minX, r.minY + k), control2: Point(r.minX + k, r.minY))
        p.close()
        return p
    }

    /// A closed ellipse inscribed in a rectangle, made of 4 cubic quarter arcs.
    public static func ellipse(in r: Rect) -> Path {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        p.cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        p.cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        p.close()
        return p
    }

    /// A closed circle.
    public static func circle(center c: Point, radius: Double) -> Path {
        ellipse(in: Rect(c.x - radius, c.y - radius, 2 * radius, 2 * radius))
    }

    /// The most full turns one `arc` call draws (4 pieces each); more is taken as bad input.
    public static let maximumArcTurns = 1024

    /// Adds a circular arc from angle `start` to `end` (radians, clockwise on
    /// screen for increasing angles), split into cubic pieces of at most a
    /// quarter turn each. Starts a subpath if none is open, else draws a line
    /// to the arc's start. A non-finite value, or a sweep of more than
    /// `maximumArcTurns` full turns, adds nothing.
    public mutating func arc(center c: Point, radius r: Double, from start: Double, to end: Double) {
        let sweep = end - start
        guard sweep.isFinite, r.isFinite, start.isFinite,
            abs(sweep) <= 2 * Double.pi * Double(Self.maximumArcTurns)
        else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control distance for a circular arc of angle `step`: 4/3 tan(step/4).
        let (s4, c4) = sinCos(step / 4)
        let h = 4.0 / 3.0 * s4 / c4
        var a = start
        var (sa, ca) = sinCos(a)
        let first = Point(c.x + r * ca, c.y + r * sa)
        if case .close = elements.last ?? .close { move(to: first) } else { line(to: first) }
        for _ in 0..<pieces {
            let b = a + step
            let (sb, cb) = sinCos(b)
            let p0 = Point(c.x + r * ca, c.y + r * sa)
            let p3 = Point(c.x + r * cb, c.y + r * sb)
            let c1 = Point(p0.x - h * r * sa, p0.y + h * r * ca)
            let c2 = Point(p3.x + h * r * sb, p3.y - h * r * cb)
            cubic(to: p3, control1: c1, control2: c2)
            a = b; sa = sb; ca = cb
        }
    }
}
