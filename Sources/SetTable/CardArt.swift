import Geometry
import Raster
import SetCore

/// Draws Set cards from paths at any size: the face with its shadow, the
/// symbols, the selection and hint marks, and the corner badges.
///
/// Every length is a fraction of the card's width, with a floor in pixels
/// where a mark would otherwise vanish, so a card looks the same at every
/// size. The symbol outlines are built once (`SymbolPaths`) and placed by a
/// transform; drawing a card builds only a few short paths.
public enum CardArt {
    /// Height / width of every card.
    public static let aspectRatio = GridLayout.defaultAspect

    /// Draws one card — face, symbols, state marks, label, a mismatch's feature tags — with its top-left at frame's origin.
    ///
    /// A selected card is lifted a little above its frame and rests on a
    /// longer shadow; nothing is drawn outside `inkBounds(of: frame)`. An
    /// empty or non-finite frame draws nothing.
    public static func draw(
        _ card: Card, in frame: Rect, appearance: CardAppearance,
        theme: Theme, on canvas: Canvas
    ) {
        guard let m = CardMetrics(frame: frame) else { return }
        drawBack(frame, appearance: appearance, background: card.background, metrics: m, theme: theme, on: canvas)
        let face = faceRect(frame, appearance: appearance, metrics: m)
        if !appearance.isFaceDown {
            drawSymbols(card, on: face, metrics: m, color: theme.symbolColor(card.color), canvas: canvas)
        }
        drawMarks(card, face: face, appearance: appearance, metrics: m, theme: theme, on: canvas)
    }

    /// The face as drawn: the frame, raised by the lift when the card is highlighted.
    static func faceRect(_ frame: Rect, appearance: CardAppearance, metrics m: CardMetrics) -> Rect {
        appearance.highlight != .none ? frame.offsetBy(dx: 0, dy: -m.lift) : frame
    }

    /// Everything under the symbols: shadow, face, a MegaSet card's background, mismatch tint,
    /// border and hint band.
    ///
    /// It depends on the card only through its appearance and background, so every card of
    /// one size, look and background shares these pixels.
    static func drawBack(
        _ frame: Rect, appearance: CardAppearance, background: Background? = nil, metrics m: CardMetrics,
        theme: Theme, on canvas: Canvas
    ) {
        let lifted = appearance.highlight != .none
        let face = faceRect(frame, appearance: appearance, metrics: m)
        drawShadow(under: frame, lifted: lifted, metrics: m, theme: theme, on: canvas)
        if appearance.isFaceDown {
            drawCardBack(face, metrics: m, theme: theme, on: canvas)
            if appearance.isHinted { drawHintBand(face, metrics: m, theme: theme, on: canvas) }
            return
        }
        if let background {
            drawBackground(background, face: face, metrics: m, theme: theme, on: canvas)
        } else {
            fillRoundedRect(face, radius: m.cornerRadius, color: theme.cardFace, on: canvas)
        }
        if appearance.highlight == .mismatch {
            canvas.fill(Path.roundedRect(face, radius: m.cornerRadius), color: theme.mismatch.withAlpha(0.09))
        }
        let half = m.borderWidth / 2
        strokeRoundedRect(
            face.insetBy(dx: half, dy: half), radius: m.cornerRadius - half, width: m.borderWidth,
            color: theme.cardBorder, on: canvas)
        if appearance.isHinted { drawHintBand(face, metrics: m, theme: theme, on: canvas) }
    }

    /// A face-down card: the felt's shade inside the card's border, an inner line and a diamond in the face's ink.
    static func drawCardBack(_ face: Rect, metrics m: CardMetrics, theme: Theme, on canvas: Canvas) {
        fillRoundedRect(face, radius: m.cornerRadius, color: theme.cardFace, on: canvas)
        let inset = max(1.5, m.borderWidth * 2)
        let inner = face.insetBy(dx: inset, dy: inset)
        fillRoundedRect(inner, radius: max(0, m.cornerRadius - inset), color: theme.feltShade, on: canvas)
        let line = max(1, m.borderWidth)
        let pattern = inner.insetBy(dx: inner.width * 0.12, dy: inner.width * 0.12)
        strokeRoundedRect(
            pattern, radius: max(0, m.cornerRadius - inset), width: line,
            color: theme.cardFace.withAlpha(0.5), on: canvas)
        var diamond = Path()
        let c = face.center, w = inner.width * 0.22, h = w * 1.6
        diamond.move(to: Point(c.x, c.y - h))
        diamond.line(to: Point(c.x + w, c.y))
        diamond.line(to: Point(c.x, c.y + h))
        diamond.line(to: Point(c.x - w, c.y))
        diamond.close()
        canvas.fill(diamond, color: theme.cardFace.withAlpha(0.5))
    }

    /// Everything over the symbols: ring, badges and a mismatch's feature marks.
    static func drawMarks(
        _ card: Card, face: Rect, appearance: CardAppearance, metrics m: CardMetrics,
        theme: Theme, on canvas: Canvas
    ) {
        drawRing(face, highlight: appearance.highlight, metrics: m, theme: theme, on: canvas)
        drawBadges(card, face: face, appearance: appearance, metrics: m, theme: theme, on: canvas)
        drawFeatureMarks(appearance.oddFeatures, face: face, metrics: m, theme: theme, on: canvas)
    }

    /// Everything `draw` may touch for a card at `frame` (rings, shadows, badges): the region to redraw when the card changes.
    ///
    /// It reaches at most half the grid's gap (4% of the width) past the
    /// frame for cards 120 pixels wide or more, so neighbours' bounds do not
    /// overlap; smaller cards keep marks at least a pixel or two wide and
    /// may reach a little further.
    public static func inkBounds(of frame: Rect) -> Rect {
        guard let m = CardMetrics(frame: frame) else { return frame }
        // Half a pixel more than the geometry reaches, for anti-aliasing's sake.
        let side = max(m.ringReach, m.shadowSpread) + 0.5
        let top = m.lift + m.ringReach + 0.5
        let bottom = max(m.shadowDrop(lifted: true) + m.shadowSpread, m.ringReach) + 0.5
        return Rect(
            frame.minX - side, frame.minY - top,
            frame.width + 2 * side, frame.height + top + bottom)
    }

    /// The soft shadow, cast straight down: two rounded rectangles as wide
    /// as the card, the lower one deeper and lighter, visible only below
    /// the card's bottom edge.
    ///
    /// They start just above the face's lower corners (the face covers the
    /// rest), so a shadow visits a few dozen rows of the frame buffer, not
    /// the card's whole height: on a 4K frame buffer each row a fill
    /// touches is a cache and TLB miss, and whole-height shadow layers
    /// doubled the time to draw a table.
    private static func drawShadow(
        under frame: Rect, lifted: Bool, metrics m: CardMetrics,
        theme: Theme, on canvas: Canvas
    ) {
        let rise = lifted ? m.lift : 0
        let top = frame.maxY - rise - 2 * m.cornerRadius - 1
        let drop = m.shadowDrop(lifted: lifted)
        let alpha = Double(theme.cardShadow.a) / 255
        for (depth, share) in [(drop + m.shadowSpread, 0.35), (drop, 0.55)] {
            let shadow = Rect(frame.minX, top, frame.width, frame.maxY + depth - top)
            canvas.fill(
                Path.roundedRect(shadow, radius: m.cornerRadius),
                color: theme.cardShadow.withAlpha(alpha * share))
        }
    }
}

/// The lengths of one card's art, from its frame.
struct CardMetrics {
    /// The unit every length scales with: the card's width (or its height / 1.4 if that is smaller).
    let unit: Double
    let cornerRadius: Double
    let borderWidth: Double
    /// How far a selected card rises.
    let lift: Double
    /// The selection ring's width; it straddles the card's edge, half outside.
    let ringWidth: Double
    /// The width of the hint's band inside the card's edge.
    let hintWidth: Double
    let shadowSpread: Double
    /// The width of a symbol.
    let symbolWidth: Double
    /// The gap between stacked symbols.
    let symbolGap: Double
    /// The width of a symbol's outline.
    let outlineWidth: Double
    /// The radius of the label's badge and of the state badges (check, cross, star).
    let labelRadius: Double, markRadius: Double
    /// The room between a corner badge and the card's edges.
    let badgeMargin: Double

    /// The metrics of a card at `frame`, or nil for an empty or non-finite frame.
    init?(frame: Rect) {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite,
            !frame.isEmpty
        else { return nil }
        let u = min(frame.width, frame.height / CardArt.aspectRatio)
        unit = u
        cornerRadius = 0.07 * u
        borderWidth = max(1, 0.008 * u)
        lift = max(1, (0.015 * u).rounded())  // whole pixels keep the lifted edges crisp
        ringWidth = max(2, 0.032 * u)
        hintWidth = max(2, 0.04 * u)
        shadowSpread = max(1, 0.012 * u)
        symbolWidth = 0.62 * u
        symbolGap = 0.085 * u
        outlineWidth = max(1, 0.024 * u)
        // At least 5 or 6 pixels to stay legible, but never beyond a tiny card's corner.
        labelRadius = min(max(5, 0.075 * u), 0.14 * u)
        markRadius = min(max(6, 0.095 * u), 0.16 * u)
        badgeMargin = max(1.5, 0.03 * u)
    }

    /// How far the ring reaches outside the card's edge.
    var ringReach: Double { 0.5 * ringWidth }

    /// How far below the card its shadow falls.
    func shadowDrop(lifted: Bool) -> Double {
        max(1, 0.012 * unit) + (lifted ? lift / 2 : 0)
    }
}
