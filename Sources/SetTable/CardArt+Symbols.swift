import Raster
import SetCore

extension CardArt {
    /// Cards narrower than this many pixels show a striped symbol as a light
    /// tint: their stripes could not keep a 1-pixel line and a 2-pixel gap.
    static let smallestStripedWidth = 30.0

    /// Draws the card's 1, 2 or 3 symbols, stacked and centred on `face`.
    static func drawSymbols(_ card: Card, on face: Rect, metrics m: CardMetrics, color: Color,
                            canvas: Canvas) {
        let path = SymbolPaths.path(for: card.shape)
        let scale = m.symbolWidth / 2
        let height = m.symbolWidth / SymbolPaths.aspect
        let count = card.number.count
        let stack = Double(count) * height + Double(count - 1) * m.symbolGap
        var centreY = face.midY - stack / 2 + height / 2
        for _ in 0..<count {
            let place = Transform.scale(scale).translatedBy(face.midX, centreY)
            drawSymbol(path, at: place, height: height, shading: card.shading, metrics: m,
                       color: color, canvas: canvas)
            centreY += height + m.symbolGap
        }
    }

    /// Draws one symbol: its fill for the shading, then its outline.
    private static func drawSymbol(_ path: Path, at place: Transform, height: Double, shading: Shading,
                                   metrics m: CardMetrics, color: Color, canvas: Canvas) {
        switch shading {
        case .solid:
            canvas.fill(path, color: color, transform: place)
        case .striped where m.unit < smallestStripedWidth:
            canvas.fill(path, color: color.withAlpha(0.35), transform: place)
        case .striped:
            canvas.pushClip(path, transform: place)
            let box = Rect(place.tx - m.symbolWidth / 2 - 1, place.ty - height / 2 - 1,
                           m.symbolWidth + 2, height + 2)
            canvas.fill(stripes(across: box, unit: m.unit), color: color)
            canvas.popClip()
        case .open:
            break
        }
        canvas.stroke(path, style: StrokeStyle(width: m.outlineWidth, join: .round), color: color,
                      transform: place)
    }

    /// The period and line width of the stripes on a card `unit` wide, in
    /// whole pixels so every line is crisp: a line of 1.3% of the card's
    /// width and a gap of 2.3%, at least 1 and 2 pixels, so the share of ink
    /// stays near a third at every size.
    static func stripeGeometry(unit: Double) -> (period: Double, line: Double) {
        let line = max(1, (0.013 * unit).rounded())
        let gap = max(2, (0.023 * unit).rounded())
        return (line + gap, line)
    }

    /// Vertical stripes on the pixel grid covering `box`.
    private static func stripes(across box: Rect, unit: Double) -> Path {
        let (period, line) = stripeGeometry(unit: unit)
        var path = Path()
        var x = box.minX.rounded(.down)
        while x < box.maxX {
            path.append(Path.rect(Rect(x, box.minY, line, box.height)))
            x += period
        }
        return path
    }
}
