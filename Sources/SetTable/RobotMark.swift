import Geometry
import Raster

/// The small robot drawn before a computer player's name: a rounded head with two eyes, an antenna with a
/// ball, and ears, all from paths and fitted to a square of `size` whose centre is `center`.
enum RobotMark {
    /// The head and its parts in `color` (the eyes in `background`, drawn over the head).
    static func items(center c: Point, size: Double, color: Color, background: Color) -> [ItemContent] {
        let s = size
        let head = Rect(c.x - 0.36 * s, c.y - 0.18 * s, 0.72 * s, 0.56 * s)
        var antenna = Path()
        antenna.move(to: Point(c.x, head.minY))
        antenna.line(to: Point(c.x, c.y - 0.36 * s))
        let ears = [
            Rect(head.minX - 0.1 * s, c.y + 0.02 * s, 0.1 * s, 0.18 * s),
            Rect(head.maxX, c.y + 0.02 * s, 0.1 * s, 0.18 * s),
        ]
        let eyeRadius = 0.085 * s
        let eyes = [-0.16, 0.16].map { Path.circle(center: Point(c.x + $0 * s, c.y + 0.06 * s), radius: eyeRadius) }
        let mouth = Rect(c.x - 0.15 * s, c.y + 0.24 * s, 0.3 * s, 0.05 * s)
        return [
            .stroke(antenna, StrokeStyle(width: max(1, 0.07 * s)), color),
            .fill(.circle(center: Point(c.x, c.y - 0.4 * s), radius: 0.075 * s), color),
            .fill(.roundedRect(head, radius: 0.14 * s), color),
        ] + ears.map { .fill(.roundedRect($0, radius: 0.04 * s), color) }
            + eyes.map { .fill($0, background) }
            + [.fill(.roundedRect(mouth, radius: 0.025 * s), background)]
    }
}
