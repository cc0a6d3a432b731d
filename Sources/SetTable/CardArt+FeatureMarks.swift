import Geometry
import Raster
import SetCore
import VectorFont

/// The marks that say why three cards are not a Set: on each card that is
/// the odd one out in a failing feature, a tag naming the feature, stacked
/// under the ✕ badge in the top-right corner. The label (top left), the hint
/// star (bottom right) and the colour-blind letter (bottom left) keep their
/// corners. A tag is told by its letters, never by colour: dark letters on
/// the card's white, inside an edge of the mismatch colour.
extension CardArt {
    /// The tags' height is at least this many pixels, so their letters keep
    /// a cap height of 6 pixels (the colour-blind letter's floor) on the
    /// narrowest card the layout makes (48 pixels, in a 320 × 240 window).
    static let smallestFeatureMarkHeight = 10.0

    /// What a feature's tag reads: `N`, `C`, `S`, `Sh` and `B` (number, colour,
    /// shape, shading, background); shape keeps the single letter, as the card codes do.
    static func markText(for feature: Feature) -> String {
        switch feature {
        case .number: "N"
        case .color: "C"
        case .shape: "S"
        case .shading: "Sh"
        case .background: "B"
        }
    }

    /// The tags' frames on a card whose face is `face`, top to bottom in the order of `features`.
    ///
    /// Each ends where the ✕ badge ends, a badge margin inside the face's
    /// right edge, and starts a badge margin below the one above it. Flush
    /// right rather than centred under the badge, they keep clear of the
    /// symbols on cards down to about 90 pixels wide.
    static func featureMarkFrames(_ features: [Feature], face: Rect, metrics m: CardMetrics) -> [Rect] {
        let h = m.featureMarkHeight
        let text = m.featureMarkText
        var y = face.minY + m.badgeMargin + 2 * m.markRadius + m.badgeRim + m.badgeMargin
        return features.map { feature in
            let w = max(h, text.measure(markText(for: feature)).width + 0.6 * h)
            defer { y += h + m.badgeMargin }
            return Rect(face.maxX - m.badgeMargin - w, y, w, h)
        }
    }

    /// Draws the tags of the features a card is the odd one out in.
    static func drawFeatureMarks(
        _ features: [Feature], face: Rect, metrics m: CardMetrics, theme: Theme,
        on canvas: Canvas
    ) {
        guard !features.isEmpty else { return }
        let text = m.featureMarkText
        let edge = max(1.2, 0.1 * m.featureMarkHeight)
        for (feature, tag) in zip(features, featureMarkFrames(features, face: face, metrics: m)) {
            let radius = tag.height / 2
            // A rim of the face's colour parts the tag from symbols it overlaps on small cards.
            let rim = m.badgeRim
            canvas.fill(
                Path.roundedRect(tag.insetBy(dx: -rim, dy: -rim), radius: radius + rim),
                color: theme.cardFace)
            canvas.fill(Path.roundedRect(tag, radius: radius), color: theme.mismatch)
            canvas.fill(
                Path.roundedRect(tag.insetBy(dx: edge, dy: edge), radius: radius - edge),
                color: theme.cardFace)
            canvas.stroke(
                text.path(for: markText(for: feature), in: tag, alignment: .center),
                style: text.strokeStyle, color: theme.buttonText)
        }
    }
}

extension CardMetrics {
    /// The height of a feature's tag: 13% of the card's width, at least `smallestFeatureMarkHeight`.
    var featureMarkHeight: Double { max(CardArt.smallestFeatureMarkHeight, 0.13 * unit) }

    /// The tags' letters: bold capitals 60% of the tag's height, strokes at least 1.2 pixels.
    var featureMarkText: TextLayout {
        let cap = 0.6 * featureMarkHeight
        return TextLayout(size: cap / 0.7, weight: .bold, minimumStrokeWidth: 1.2)
    }

    /// The rim of the card's face colour around a badge or tag.
    var badgeRim: Double { max(1, 0.012 * unit) }
}
