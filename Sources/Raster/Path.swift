import Geometry

/// One drawing command of a path.
public enum PathElement: Equatable, Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A quadratic Bezier curve through one control point to an end point.
    case quad(Point, Point)
    /// A cubic Bezier curve through two control points to an end point.
    case cubic(Point, Point, Point)
    /// Closes the current subpath with a line back to its start.
    case close
}

/// A shape made of subpaths of lines and Bezier curves, built like a pen drawing.
///
/// A path is a plain value; building one never fails. Drawing a path with a
/// non-finite coordinate draws nothing (see `isFinite`).
public struct Path: Equatable, Hashable, Sendable {
    /// The commands, in order.
    public private(set) var elements: [PathElement] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path from a list of commands.
    public init(_ elements: [PathElement]) { self.elements = elements }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every coordinate in the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    /// Starts a new subpath.
    public mutating func move(to p: Point) { elements.append(.move(p)) }

    /// Adds a line from the current point.
    public mutating func line(to p: Point) { elements.append(.line(p)) }

    /// Adds a quadratic Bezier curve from the current point.
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }

    /// Adds a cubic Bezier curve from the current point.
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }

    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Appends all subpaths of another path.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The path with every point mapped through a transform.
    public func transformed(by t: Transform) -> Path {
        if t == .identity { return self }
        return Path(
            elements.map { element in
                switch element {
                case .move(let p): return .move(t.apply(p))
                case .line(let p): return .line(t.apply(p))
                case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
                case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
                case .close: return .close
                }
            })
    }

    /// The smallest rectangle holding every point and control point (control
    /// points bound the curves), or `nil` for a path with no points.
    public var controlBounds: Rect? {
        var x0 = Double.infinity, y0 = Double.infinity
        var x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y)
            x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        return x0 <= x1 && y0 <= y1 ? Rect(x0, y0, x1 - x0, y1 - y0) : nil
    }
}
