import Geometry
import Raster
import SetCore

extension CardArt {
    /// Cards narrower than this many pixels show a striped symbol as a light
    /// tint: their stripes could not keep a 1-pixel line and a 2-pixel gap.
    static let smallestStripedWidth = 30.0

    /// Draws the card's 1, 2 or 3 symbols, stacked and centred on `face`.
    static func drawSymbols(
        _ card: Card, on face: Rect, metrics m: CardMetrics, color: Color,
        canvas: Canvas
    ) {
        let path = SymbolPaths.path(for: card.shape)
        let scale = m.symbolWidth / 2
        for centre in symbolCentres(card, on: face, metrics: m) {
            let place = Transform.scale(scale).translatedBy(centre.x, centre.y)
            drawSymbol(path, at: place, shading: card.shading, metrics: m, color: color, canvas: canvas)
        }
    }

    /// The centres of the card's 1, 2 or 3 symbols, stacked and centred on `face`.
    static func symbolCentres(_ card: Card, on face: Rect, metrics m: CardMetrics) -> [Point] {
        let height = m.symbolWidth / SymbolPaths.aspect
        let count = card.number.count
        let stack = Double(count) * height + Double(count - 1) * m.symbolGap
        var centreY = face.midY - stack / 2 + height / 2
        var centres: [Point] = []
        for _ in 0..<count {
            centres.append(Point(face.midX, centreY))
            centreY += height + m.symbolGap
        }
        return centres
    }

    /// Draws one symbol of `card` centred on `centre`, as `drawSymbols` draws each.
    static func drawSymbol(_ card: Card, at centre: Point, metrics m: CardMetrics, color: Color, canvas: Canvas) {
        let place = Transform.scale(m.symbolWidth / 2).translatedBy(centre.x, centre.y)
        drawSymbol(
            SymbolPaths.path(for: card.shape), at: place, shading: card.shading, metrics: m, color: color,
            canvas: canvas)
    }

    /// Draws one symbol, `m.symbolWidth` wide: its fill for the shading, then its outline.
    private static func drawSymbol(
        _ path: Path, at place: Transform, shading: Shading, metrics m: CardMetrics,
        color: Color, canvas: Canvas
    ) {
        let height = m.symbolWidth / SymbolPaths.aspect
        switch shading {
        case .solid:
            canvas.fill(path, color: color, transform: place)
        case .striped where m.unit < smallestStripedWidth:
            canvas.fill(path, color: color.withAlpha(0.35), transform: place)
        case .striped:
            canvas.pushClip(path, transform: place)
            let box = Rect(
                place.tx - m.symbolWidth / 2 - 1, place.ty - height / 2 - 1,
                m.symbolWidth + 2, height + 2)
            canvas.fill(stripes(across: box, unit: m.unit), color: color)
            canvas.popClip()
        case .open:
            break
        }
        canvas.stroke(
            path, style: StrokeStyle(width: m.outlineWidth, join: .round), color: color,
            transform: place)
    }

    /// The period and line width of the stripes on a card `unit` wide: a
    /// whole-pixel period of 3.6% of the width, at least 3 pixels, and a line
    /// a third of it (at least 1 pixel, leaving a gap of at least 2). Lines
    /// start on pixel edges, so at most their right edge is anti-aliased, and
    /// the share of ink is a third at every size.
    static func stripeGeometry(unit: Double) -> (period: Double, line: Double) {
        let period = max(3, (0.036 * unit).rounded())
        return (period, period / 3)
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
