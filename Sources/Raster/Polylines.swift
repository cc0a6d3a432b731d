import Geometry

/// A path flattened to straight segments: a reusable buffer of contours.
///
/// Curves are replaced by polylines whose distance from the true curve is at
/// most `tolerance`. The number of segments per curve comes from Wang's
/// formula (S.-W. Wang, 1984; see also Skia's `GrWangsFormula`): a Bezier of
/// degree d with largest second difference M needs
/// n = ceil(sqrt(d (d - 1) / 8 · M / tolerance)) uniform parameter steps.
/// The buffer keeps its capacity between uses, so refilling it for every path
/// of a frame allocates nothing once it has grown.
public struct Polylines: Sendable {
    /// One run of connected points.
    public struct Contour: Equatable, Sendable {
        /// Index of the first point in `points`.
        public var start: Int
        /// One past the index of the last point.
        public var end: Int
        /// Whether the path closed this contour (a close command, not merely
        /// ending where it began).
        public var isClosed: Bool
        /// The number of points.
        public var count: Int { end - start }
    }

    /// Every contour's points, one after another.
    public private(set) var points: [Point] = []
    /// The contours, in path order.
    public private(set) var contours: [Contour] = []
    /// Whether every point is finite (`false` if the path had a NaN or infinity).
    public private(set) var isFinite = true

    /// Creates an empty buffer.
    public init() {}

    /// Creates the flattening of one path.
    public init(_ path: Path, transform: Transform = .identity, tolerance: Double = 0.1) {
        set(path, transform: transform, tolerance: tolerance)
    }

    /// Empties the buffer, keeping its memory.
    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
        isFinite = true
    }

    /// Replaces the contents with the flattening of `path` mapped through `transform`.
    ///
    /// - Parameters:
    ///   - tolerance: the largest distance, in output pixels, between a curve
    ///     and its polyline; values below 0.001 or not finite are taken as 0.001.
    public mutating func set(_ path: Path, transform: Transform = .identity, tolerance: Double = 0.1) {
        removeAll()
        append(path, transform: transform, tolerance: tolerance)
    }

    /// Adds the flattening of `path` to what is already here.
    public mutating func append(_ path: Path, transform t: Transform = .identity, tolerance: Double = 0.1) {
        let tol = tolerance.isFinite ? max(tolerance, 0.001) : 0.001
        var current = Point.zero
        var subpathStart = Point.zero
        var open = false
        for element in path.elements {
            switch element {
            case .move(let p):
                finishContour(closed: false)
                current = t.apply(p)
                subpathStart = current
                beginContour(at: current)
                open = true
            case .line(let p):
                if !open { beginContour(at: current); subpathStart = current; open = true }
                current = t.apply(p)
                addPoint(current)
            case .quad(let c, let p):
                if !open { beginContour(at: current); subpathStart = current; open = true }
                let p1 = t.apply(c), p2 = t.apply(p)
                addQuad(current, p1, p2, tol)
                current = p2
            case .cubic(let c1, let c2, let p):
                if !open { beginContour(at: current); subpathStart = current; open = true }
                let p1 = t.apply(c1), p2 = t.apply(c2), p3 = t.apply(p)
                addCubic(current, p1, p2, p3, tol)
                current = p3
            case .close:
                if open {
                    finishContour(closed: true)
                    open = false
                    current = subpathStart
                }
            }
        }
        finishContour(closed: false)
    }

    var openStart: Int? = nil

    mutating func beginContour(at p: Point) {
        openStart = points.count
        addPoint(p)
    }

    mutating func finishContour(closed: Bool) {
        guard let s = openStart else { return }
        openStart = nil
        contours.append(Contour(start: s, end: points.count, isClosed: closed))
    }

    @inline(__always)
    mutating func addPoint(_ p: Point) {
        if !p.isFinite { isFinite = false }
        points.append(p)
    }

    /// The segment count Wang's formula gives, capped so that huge or
    /// non-finite control points cannot ask for unbounded work.
    @inline(__always)
    private static func segments(_ m: Double, degreeFactor: Double, _ tol: Double) -> Int {
        let n = (degreeFactor * m / tol).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 4096))
    }

    private mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ tol: Double) {
        // A non-finite control point asks for one segment, which never reads it; flag it here.
        if !p1.isFinite { isFinite = false }
        let m = (p0 - 2 * p1 + p2).length
        let n = Self.segments(m, degreeFactor: 0.25, tol)
        if n > 1 {
            let dt = 1 / Double(n)
            for i in 1..<n {
                let u = Double(i) * dt, v = 1 - u
                addPoint(v * v * p0 + 2 * u * v * p1 + u * u * p2)
            }
        }
        addPoint(p2)
    }

    private mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ tol: Double) {
        if !(p1.isFinite && p2.isFinite) { isFinite = false }
        let m = max((p0 - 2 * p1 + p2).length, (p1 - 2 * p2 + p3).length)
        let n = Self.segments(m, degreeFactor: 0.75, tol)
        if n > 1 {
            let dt = 1 / Double(n)
            for i in 1..<n {
                let u = Double(i) * dt, v = 1 - u
                let b0 = v * v * v, b1 = 3 * u * v * v, b2 = 3 * u * u * v, b3 = u * u * u
                addPoint(b0 * p0 + b1 * p1 + b2 * p2 + b3 * p3)
            }
        }
        addPoint(p3)
    }
}
