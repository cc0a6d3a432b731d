import Geometry
import Raster
import SetCore
import VectorFont

/// The state marks: rings, the hint band and the corner badges. Each state
/// has its own shape as well as its own colour, so no state is told by colour
/// alone: selected is a ring and a lift; a match adds a check badge, a
/// mismatch an ✕ badge and a red tint; a hint is a band inside the edge and
/// a star badge.
extension CardArt {
    /// The ring around a selected card, straddling its edge.
    static func drawRing(
        _ face: Rect, highlight: CardAppearance.Highlight, metrics m: CardMetrics,
        theme: Theme, on canvas: Canvas
    ) {
        let color: Color
        switch highlight {
        case .none: return
        case .selected: color = theme.selection
        case .match: color = theme.match
        case .mismatch: color = theme.mismatch
        }
        // Centred on the edge: half the ring stays on the card, so a ring
        // reaches at most 4% of the width past it, half the grid's gap.
        strokeRoundedRect(face, radius: m.cornerRadius, width: m.ringWidth, color: color, on: canvas)
    }

    /// The hint's band just inside the card's edge.
    static func drawHintBand(_ face: Rect, metrics m: CardMetrics, theme: Theme, on canvas: Canvas) {
        let inset = m.borderWidth + m.hintWidth / 2
        strokeRoundedRect(
            face.insetBy(dx: inset, dy: inset), radius: max(0, m.cornerRadius - inset),
            width: m.hintWidth, color: theme.hint.mixed(with: theme.cardFace, 0.15), on: canvas)
    }

    /// The corner badges: label (top left), state (top right), hint (bottom
    /// right) and, in colour-blind mode, the colour's letter (bottom left).
    static func drawBadges(
        _ card: Card, face: Rect, appearance: CardAppearance, metrics m: CardMetrics,
        theme: Theme, on canvas: Canvas
    ) {
        let r = m.markRadius, inset = r + m.badgeMargin
        if let label = appearance.label, !label.isEmpty {
            let corner = m.labelRadius + m.badgeMargin
            drawLabel(
                label, at: Point(face.minX + corner, face.minY + corner), metrics: m, theme: theme,
                on: canvas)
        }
        let topRight = Point(face.maxX - inset, face.minY + inset)
        switch appearance.highlight {
        case .match:
            drawDisc(at: topRight, radius: r, color: theme.match, metrics: m, theme: theme, on: canvas)
            var check = Path()
            check.move(to: Point(-0.45, 0.02)); check.line(to: Point(-0.13, 0.34)); check.line(to: Point(0.46, -0.3))
            canvas.stroke(
                check, style: glyphStyle(r), color: theme.cardFace,
                transform: Transform.scale(r).translatedBy(topRight.x, topRight.y))
        case .mismatch:
            drawDisc(at: topRight, radius: r, color: theme.mismatch, metrics: m, theme: theme, on: canvas)
            var cross = Path()
            cross.move(to: Point(-0.34, -0.34)); cross.line(to: Point(0.34, 0.34))
            cross.move(to: Point(0.34, -0.34)); cross.line(to: Point(-0.34, 0.34))
            canvas.stroke(
                cross, style: glyphStyle(r), color: theme.cardFace,
                transform: Transform.scale(r).translatedBy(topRight.x, topRight.y))
        case .none, .selected:
            break
        }
        if appearance.isHinted {
            let bottomRight = Point(face.maxX - inset, face.maxY - inset)
            drawDisc(at: bottomRight, radius: r, color: theme.hint, metrics: m, theme: theme, on: canvas)
            canvas.fill(
                star, color: theme.hintMark,
                transform: Transform.scale(r * 0.72).translatedBy(bottomRight.x, bottomRight.y + r * 0.04))
        }
        // A face-down card keeps its colour to itself.
        if !appearance.isFaceDown, let mark = theme.colorMark(card.color) {
            drawColorMark(mark, face: face, metrics: m, color: theme.symbolColor(card.color), on: canvas)
        }
    }

    /// A filled disc with a thin rim of the card's face colour, to part it from the symbols.
    private static func drawDisc(
        at c: Point, radius r: Double, color: Color, metrics m: CardMetrics,
        theme: Theme, on canvas: Canvas
    ) {
        let rim = max(1, 0.012 * m.unit)
        canvas.fill(Path.circle(center: c, radius: r + rim), color: theme.cardFace)
        canvas.fill(Path.circle(center: c, radius: r), color: color)
    }

    /// The pen for a badge's check or cross.
    private static func glyphStyle(_ radius: Double) -> StrokeStyle {
        StrokeStyle(width: max(1.3, 0.26 * radius), join: .round, cap: .round)
    }

    /// A five-pointed star of outer radius 1 around the origin, point up.
    static let star: Path = {
        var path = Path()
        for i in 0..<10 {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let radius = i % 2 == 0 ? 1.0 : 0.42
            let p = Point(radius * cosine(angle), radius * sine(angle))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }()

    /// The keyboard label: light text on a dark pill that grows with the text.
    private static func drawLabel(
        _ label: String, at c: Point, metrics m: CardMetrics, theme: Theme,
        on canvas: Canvas
    ) {
        let r = m.labelRadius
        let capRoom = Rect(0, 0, 8 * r, 1.1 * r)
        var layout = TextLayout(size: 1, weight: .bold).fitted(label, in: capRoom, maximum: 2 * r)
        let width = max(2 * r, layout.measure(label).width + 1.1 * r)
        if width > 4 * r { layout = layout.fitted(label, in: Rect(0, 0, 2.9 * r, 1.1 * r), maximum: 2 * r) }
        let pill = Rect(c.x - r, c.y - r, min(width, 4 * r), 2 * r)
        canvas.fill(Path.roundedRect(pill, radius: r), color: theme.buttonText.withAlpha(0.88))
        canvas.stroke(
            layout.path(for: label, in: pill, alignment: .center), style: layout.strokeStyle,
            color: theme.cardFace)
    }

    /// The colour's letter in the bottom-left corner, in the symbols' ink.
    private static func drawColorMark(
        _ mark: String, face: Rect, metrics m: CardMetrics, color: Color,
        on canvas: Canvas
    ) {
        let cap = max(6, 0.1 * m.unit)
        let layout = TextLayout(size: cap / 0.7, weight: .bold, minimumStrokeWidth: 1.2)
        let box = Rect(face.minX + 0.06 * m.unit, face.maxY - 0.055 * m.unit - cap, 3 * cap, cap)
        canvas.stroke(
            layout.path(for: mark, in: box, alignment: .left), style: layout.strokeStyle,
            color: color)
    }
}
