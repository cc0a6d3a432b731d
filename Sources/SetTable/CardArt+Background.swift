import Geometry
import Raster
import SetCore

extension CardArt {
    /// A MegaSet card's face: the background's tint, and its band inside the border, round
    /// the frame, down the sides or round the corners (`Theme.bandShape`).
    ///
    /// The band is 5.5 % of the card's width and never under 3 pixels, so the three shapes
    /// stay apart on the smallest cards a table is drawn with.
    static func drawBackground(
        _ background: Background, face: Rect, metrics m: CardMetrics, theme: Theme, on canvas: Canvas
    ) {
        fillRoundedRect(face, radius: m.cornerRadius, color: theme.backgroundTint(background), on: canvas)
        let inset = m.borderWidth
        let width = bandWidth(m)
        let centre = face.insetBy(dx: inset + width / 2, dy: inset + width / 2)
        let radius = max(0, m.cornerRadius - inset - width / 2)
        let color = theme.backgroundBand(background)
        let strips: [Rect]
        switch theme.bandShape(background) {
        case .frame:
            strokeRoundedRect(centre, radius: radius, width: width, color: color, on: canvas)
            return
        case .sides:
            let side = inset + width
            strips = [
                Rect(face.minX, face.minY, side, face.height), Rect(face.maxX - side, face.minY, side, face.height),
            ]
        case .corners:
            let arm = cornerArm(m)
            strips = [
                Rect(face.minX, face.minY, arm, arm), Rect(face.maxX - arm, face.minY, arm, arm),
                Rect(face.minX, face.maxY - arm, arm, arm), Rect(face.maxX - arm, face.maxY - arm, arm, arm),
            ]
        }
        for strip in strips {
            canvas.pushClip(strip)
            strokeRoundedRect(centre, radius: radius, width: width, color: color, on: canvas)
            canvas.popClip()
        }
    }

    /// The width of a background's band.
    static func bandWidth(_ m: CardMetrics) -> Double { max(3, 0.055 * m.unit) }

    /// How far a corner band runs along each edge from the corner.
    static func cornerArm(_ m: CardMetrics) -> Double { max(3 * bandWidth(m), 0.24 * m.unit) }
}
