import Geometry
import Raster
import Synchronization

/// How heavy the strokes of the vector font are: the stroke width in font units.
public struct FontWeight: Equatable, Hashable, Sendable {
    /// The width of every stroke, in font units (1000 to the em).
    public var strokeWidth: Double

    /// Creates a weight from a stroke width in font units.
    public init(strokeWidth: Double) { self.strokeWidth = strokeWidth }

    /// Thin strokes, for large display text.
    public static let light = FontWeight(strokeWidth: 70)
    /// Body text and labels.
    public static let regular = FontWeight(strokeWidth: 90)
    /// Between regular and bold.
    public static let medium = FontWeight(strokeWidth: 105)
    /// Headings and emphasis.
    public static let bold = FontWeight(strokeWidth: 120)
}

/// Where a line of text sits horizontally in a rectangle.
public enum TextAlignment: Equatable, Hashable, Sendable {
    /// The advance box starts at the rectangle's left edge.
    case left
    /// The advance box is centred.
    case center
    /// The advance box ends at the rectangle's right edge.
    case right
}

/// The size of a line of text in pixels.
public struct TextMetrics: Equatable, Sendable {
    /// The sum of the advances, kerning and letter spacing.
    public var width: Double
    /// How far ink can reach above the baseline: the ascender plus half a stroke.
    public var ascent: Double
    /// How far ink can reach below the baseline (positive): the descender plus half a stroke.
    public var descent: Double
}

/// Lays out one line of text in the vector font at a pixel size.
///
/// `size` is the em in pixels, like a CSS font size: capitals are 0.7 × size
/// tall (skeleton), lowercase 0.5 × size. The layout gives skeleton paths in
/// pixels; stroke them `strokeWidth` wide with round caps and round joins.
/// A heavier weight widens every advance by its extra stroke width so the
/// white between letters stays as wide as in the regular weight.
public struct TextLayout: Equatable, Sendable {
    /// The font.
    public var font: VectorFont
    /// The em size in pixels.
    public var size: Double
    /// The stroke weight.
    public var weight: FontWeight
    /// Extra pixels between adjacent characters (not after the last); a
    /// non-finite value counts as 0.
    public var letterSpacing: Double
    /// The thinnest stroke drawn, in pixels, so small text stays legible.
    public var minimumStrokeWidth: Double

    /// Creates a layout; sizes that are negative or not finite draw nothing.
    public init(
        size: Double, weight: FontWeight = .regular, letterSpacing: Double = 0,
        minimumStrokeWidth: Double = 1, font: VectorFont = .standard
    ) {
        self.font = font
        self.size = size
        self.weight = weight
        self.letterSpacing = letterSpacing
        self.minimumStrokeWidth = minimumStrokeWidth
    }

    /// Pixels per font unit (0 for an invalid size).
    public var scale: Double {
        size.isFinite && size > 0 ? size / font.unitsPerEm : 0
    }

    /// The stroke width in pixels: the weight at this size, at least `minimumStrokeWidth`.
    public var strokeWidth: Double {
        guard scale > 0 else { return 0 }
        let w = weight.strokeWidth * scale
        return minimumStrokeWidth.isFinite ? max(w, minimumStrokeWidth) : w
    }

    /// How to stroke the skeletons this layout gives: `strokeWidth` wide, round caps and joins.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(width: strokeWidth, join: .round, cap: .round)
    }

    /// The capitals' skeleton height in pixels (their ink is `strokeWidth` taller).
    public var capHeight: Double { font.capHeight * scale }

    /// The distance from one baseline to the next in pixels: ascender to
    /// descender plus the line gap (1.14 em).
    public var lineHeight: Double {
        (font.ascender - font.descender + font.lineGap) * scale
    }

    /// The letter spacing, with a non-finite value taken as 0.
    private var spacing: Double { letterSpacing.isFinite ? letterSpacing : 0 }

    /// Font units added to every advance for the weight (see the type's summary).
    private var weightTracking: Double {
        weight.strokeWidth.isFinite ? weight.strokeWidth - FontWeight.regular.strokeWidth : 0
    }

    /// Measures one line of text.
    ///
    /// - Complexity: O(n) in the number of characters.
    public func measure(_ text: String) -> TextMetrics {
        let key = MeasuredText(
            text: text, size: size, strokeWidth: weight.strokeWidth, letterSpacing: letterSpacing,
            minimumStrokeWidth: minimumStrokeWidth)
        if let known = Self.measured.withLock({ $0[key] }) { return known }
        var width = 0.0
        forEachGlyph(text, at: .zero) { _, _, x in width = x }
        let half = strokeWidth / 2
        let metrics = TextMetrics(
            width: width, ascent: font.ascender * scale + half,
            descent: -font.descender * scale + half)
        Self.measured.withLock { known in
            // The HUD measures the same few dozen labels every frame; a bound keeps
            // a long session's changing messages and clock readings from piling up.
            if known.count >= 2048 { known.removeAll(keepingCapacity: true) }
            known[key] = metrics
        }
        return metrics
    }

    /// Lines measured before, by what their metrics depend on. Walking a line's
    /// characters (grapheme breaking, glyph and kerning look-ups) is most of a HUD
    /// frame's text work, and the same labels are measured frame after frame.
    /// `VectorFont.standard` is the only font there is, so the font is not part of the key.
    private static let measured = Mutex<[MeasuredText: TextMetrics]>([:])

    /// The skeleton of one line of text in pixels, with its baseline starting
    /// at `origin` (the left end of the baseline). Empty for empty text or an
    /// invalid size.
    public func path(for text: String, at origin: Point) -> Path {
        var result = Path()
        guard scale > 0, origin.isFinite else { return result }
        let shift = weightTracking / 2 * scale
        forEachGlyph(text, at: origin) { glyph, x, _ in
            guard !glyph.path.isEmpty else { return }
            let t = Transform.scale(scale).translatedBy(x + shift, origin.y)
            result.append(glyph.path.transformed(by: t))
        }
        return result
    }

    /// The fill outline of one line of text (its skeleton stroked with
    /// `strokeStyle`), ready for a non-zero fill. Empty for empty text.
    ///
    /// - Parameters:
    ///   - tolerance: the largest distance, in pixels, between a curve and its polyline.
    public func outline(for text: String, at origin: Point, tolerance: Double = 0.1) -> Polylines {
        path(for: text, at: origin).strokeOutline(strokeStyle, tolerance: tolerance)
    }

    /// The baseline origin that places a line of text in a rectangle: aligned
    /// horizontally as asked, and centred vertically on the capitals' ink.
    public func origin(for text: String, in rect: Rect, alignment: TextAlignment = .center) -> Point {
        origin(width: measure(text).width, in: rect, alignment: alignment)
    }

    /// `origin(for:in:alignment:)` for a line already measured `width` wide.
    public func origin(width: Double, in rect: Rect, alignment: TextAlignment = .center) -> Point {
        let x: Double
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - width / 2
        case .right: x = rect.maxX - width
        }
        return Point(x, rect.midY + capHeight / 2)
    }

    /// The skeleton of one line of text placed in a rectangle (see `origin(for:in:alignment:)`).
    public func path(for text: String, in rect: Rect, alignment: TextAlignment = .center) -> Path {
        path(for: text, at: origin(for: text, in: rect, alignment: alignment))
    }

    /// The largest em size, at most `maximum`, at which the text's width fits
    /// the rectangle and the capitals' ink (cap height plus one stroke) fits
    /// its height. 0 when nothing fits or an argument is invalid.
    public func largestSize(for text: String, fitting rect: Rect, maximum: Double) -> Double {
        guard rect.width.isFinite, rect.height.isFinite, maximum.isFinite,
            rect.width > 0, rect.height > 0, maximum > 0
        else { return 0 }
        var unit = self
        unit.size = font.unitsPerEm  // one pixel per font unit
        var best = min(maximum, fittingHeight(rect.height))
        let count = text.count
        if count > 0 {
            let unitsWide = unit.measure(text).width - Double(count - 1) * spacing
            let room = rect.width - Double(count - 1) * spacing
            guard unitsWide > 0, room > 0 else { return unitsWide > 0 ? 0 : max(0, best) }
            // Shave a hair so rounding in `measure` cannot push the width past the room.
            best = min(best, room / unitsWide * font.unitsPerEm * (1 - 1e-12))
        }
        return max(0, best)
    }

    /// A copy of the layout at `largestSize(for:fitting:maximum:)`.
    public func fitted(_ text: String, in rect: Rect, maximum: Double) -> TextLayout {
        var copy = self
        copy.size = largestSize(for: text, fitting: rect, maximum: maximum)
        return copy
    }

    /// The largest size whose cap ink, `capHeight · s + strokeWidth(s)`, fits
    /// `height`; the stroke is either proportional or clamped to the minimum.
    private func fittingHeight(_ height: Double) -> Double {
        let cap = font.capHeight / font.unitsPerEm
        let stroke = max(0, weight.strokeWidth) / font.unitsPerEm
        let proportional = height / (cap + stroke)
        let floor = minimumStrokeWidth.isFinite ? max(0, minimumStrokeWidth) : 0
        if stroke * proportional >= floor { return proportional }
        return (height - floor) / cap
    }

    /// Calls `body` with each glyph, its advance-box left edge in pixels, and
    /// the pen position after it (which, after the last glyph, is the width).
    private func forEachGlyph(
        _ text: String, at origin: Point,
        _ body: (Glyph, Double, Double) -> Void
    ) {
        guard scale > 0 else { return }
        var x = origin.x
        var previous: Character?
        for character in text {
            if let p = previous {
                x += font.kerning(p, character) * scale + spacing
            }
            let glyph = font.glyph(for: character)
            let start = x
            x += (glyph.advance + weightTracking) * scale
            body(glyph, start, x - origin.x)
            previous = character
        }
    }
}

/// What the metrics of a measured line depend on (see `TextLayout.measure`).
private struct MeasuredText: Hashable {
    var text: String
    var size: Double
    var strokeWidth: Double
    var letterSpacing: Double
    var minimumStrokeWidth: Double
}
