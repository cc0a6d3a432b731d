import Raster

/// Rounded rectangles drawn in pieces: straight parts as axis-aligned
/// rectangles (the rasterizer's separable fast path) and only the corners as
/// curves.
///
/// A curved path as tall as the card makes the fill visit every row of the
/// card, and on a large frame buffer each row visited costs a cache miss; a
/// card's face, border, ring and hint band all span its height, and drawn in
/// one piece each they took most of a table's drawing time. Pieces of one
/// opaque colour overlap by a pixel, so no seam shows where they meet.
extension CardArt {
    /// Fills a rounded rectangle with an opaque colour (a translucent one is
    /// drawn as one path, so no pixel is blended twice).
    static func fillRoundedRect(_ r: Rect, radius: Double, color: Color, on canvas: Canvas) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard color.a == 255, r.height > 4 * rad + 2 else {
            canvas.fill(Path.roundedRect(r, radius: rad), color: color)
            return
        }
        canvas.fill(Rect(r.minX, r.minY + rad, r.width, r.height - 2 * rad), color: color)
        var ends = Path.roundedRect(Rect(r.minX, r.minY, r.width, 2 * rad + 1), radius: rad)
        ends.append(Path.roundedRect(Rect(r.minX, r.maxY - 2 * rad - 1, r.width, 2 * rad + 1), radius: rad))
        canvas.fill(ends, color: color)
    }

    /// Strokes a rounded rectangle whose centre line is `centre` with corner
    /// radius `radius`, `width` wide, in an opaque colour (a translucent one
    /// is stroked as one path).
    static func strokeRoundedRect(_ centre: Rect, radius: Double, width: Double, color: Color,
                                  on canvas: Canvas) {
        let rad = max(0, min(radius, centre.width / 2, centre.height / 2))
        let style = StrokeStyle(width: width)
        guard color.a == 255, centre.width > 2 * rad + 2, centre.height > 2 * rad + 2 else {
            canvas.stroke(Path.roundedRect(centre, radius: rad), style: style, color: color)
            return
        }
        let half = width / 2, c = centre
        // The straight sides, each a pixel longer at both ends than the side.
        canvas.fill(Rect(c.minX + rad - 1, c.minY - half, c.width - 2 * rad + 2, width), color: color)
        canvas.fill(Rect(c.minX + rad - 1, c.maxY - half, c.width - 2 * rad + 2, width), color: color)
        canvas.fill(Rect(c.minX - half, c.minY + rad - 1, width, c.height - 2 * rad + 2), color: color)
        canvas.fill(Rect(c.maxX - half, c.minY + rad - 1, width, c.height - 2 * rad + 2), color: color)
        guard rad > 0 else { return }
        var corners = Path()
        let quarter = Double.pi / 2
        for (x, y, start) in [(c.minX + rad, c.minY + rad, 2 * quarter), (c.maxX - rad, c.minY + rad, 3 * quarter),
                              (c.maxX - rad, c.maxY - rad, 0), (c.minX + rad, c.maxY - rad, quarter)] {
            corners.move(to: Point(x + rad * cosine(start), y + rad * sine(start)))
            corners.arc(center: Point(x, y), radius: rad, from: start, to: start + quarter)
        }
        canvas.stroke(corners, style: style, color: color)
    }
}
