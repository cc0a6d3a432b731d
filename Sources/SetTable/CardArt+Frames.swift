import Geometry
import Raster

/// Rounded rectangles drawn in pieces: the straight middle as axis-aligned
/// rectangles (the rasterizer's separable fast path) and only the curved
/// ends as paths.
///
/// A curved path as tall as the card makes the fill visit every row of the
/// card, and on a large frame buffer each row visited costs cache misses; a
/// card's face, border, ring and hint band all span its height, and drawn as
/// one path each they took most of a table's drawing time. The pieces meet
/// on a pixel row boundary, so no pixel is covered by two pieces: the result
/// is the one-path rendering (within rounding), in any colour, with no seam.
extension CardArt {
    /// Fills a rounded rectangle.
    static func fillRoundedRect(_ r: Rect, radius: Double, color: Color, on canvas: Canvas) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        let top = (r.minY + rad).rounded(.up), bottom = (r.maxY - rad).rounded(.down)
        guard bottom - top >= 1 else {
            canvas.fill(Path.roundedRect(r, radius: rad), color: color)
            return
        }
        var ends = cap(of: r, radius: rad, cutAt: top)
        ends.append(cap(of: r, radius: rad, cutAt: bottom))
        canvas.fill(ends, color: color)
        canvas.fill(Rect(r.minX, top, r.width, bottom - top), color: color)
    }

    /// Strokes a rounded rectangle whose centre line is `centre` with corner
    /// radius `radius`, `width` wide (butt ends, as `Path.roundedRect` stroked).
    static func strokeRoundedRect(
        _ centre: Rect, radius: Double, width: Double, color: Color,
        on canvas: Canvas
    ) {
        let half = width / 2
        let rad = max(0, min(radius, centre.width / 2, centre.height / 2))
        let outer = centre.insetBy(dx: -half, dy: -half), inner = centre.insetBy(dx: half, dy: half)
        let outerRadius = rad + half, innerRadius = max(0, rad - half)
        let top = max(outer.minY + outerRadius, inner.minY + innerRadius).rounded(.up)
        let bottom = min(outer.maxY - outerRadius, inner.maxY - innerRadius).rounded(.down)
        guard width > 0, !inner.isEmpty, bottom - top >= 1 else {
            canvas.stroke(Path.roundedRect(centre, radius: rad), style: StrokeStyle(width: width), color: color)
            return
        }
        var ends = cap(of: outer, radius: outerRadius, cutAt: top)
        ends.append(cap(of: inner, radius: innerRadius, cutAt: top))
        ends.append(cap(of: outer, radius: outerRadius, cutAt: bottom))
        ends.append(cap(of: inner, radius: innerRadius, cutAt: bottom))
        canvas.fill(ends, color: color, rule: .evenOdd)
        canvas.fill(Rect(outer.minX, top, width, bottom - top), color: color)
        canvas.fill(Rect(inner.maxX, top, width, bottom - top), color: color)
    }

    /// The part of a rounded rectangle above `cut` (if `cut` is in its upper
    /// half) or below it, closed by a straight edge along `cut`. `cut` must
    /// lie on the straight part of the sides.
    private static func cap(of r: Rect, radius rad: Double, cutAt cut: Double) -> Path {
        let k = rad * (1 - kappa)
        var p = Path()
        if cut < r.midY {
            p.move(to: Point(r.minX, cut))
            p.line(to: Point(r.minX, r.minY + rad))
            p.cubic(
                to: Point(r.minX + rad, r.minY),
                control1: Point(r.minX, r.minY + k), control2: Point(r.minX + k, r.minY))
            p.line(to: Point(r.maxX - rad, r.minY))
            p.cubic(
                to: Point(r.maxX, r.minY + rad),
                control1: Point(r.maxX - k, r.minY), control2: Point(r.maxX, r.minY + k))
            p.line(to: Point(r.maxX, cut))
        } else {
            p.move(to: Point(r.maxX, cut))
            p.line(to: Point(r.maxX, r.maxY - rad))
            p.cubic(
                to: Point(r.maxX - rad, r.maxY),
                control1: Point(r.maxX, r.maxY - k), control2: Point(r.maxX - k, r.maxY))
            p.line(to: Point(r.minX + rad, r.maxY))
            p.cubic(
                to: Point(r.minX, r.maxY - rad),
                control1: Point(r.minX + k, r.maxY), control2: Point(r.minX, r.maxY - k))
            p.line(to: Point(r.minX, cut))
        }
        p.close()
        return p
    }
}
