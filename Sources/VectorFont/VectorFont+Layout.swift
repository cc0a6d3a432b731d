import Geometry
import Raster

extension VectorFont {
    /// Measures one line of text at an em size in pixels (see `TextLayout`).
    public func measure(
        _ text: String, size: Double, weight: FontWeight = .regular,
        letterSpacing: Double = 0
    ) -> TextMetrics {
        TextLayout(size: size, weight: weight, letterSpacing: letterSpacing, font: self).measure(text)
    }

    /// The skeleton of one line of text at an em size in pixels, its baseline
    /// starting at `origin`; stroke it with `TextLayout.strokeStyle` of the same size and weight.
    public func path(
        for text: String, size: Double, origin: Point, weight: FontWeight = .regular,
        letterSpacing: Double = 0
    ) -> Path {
        TextLayout(size: size, weight: weight, letterSpacing: letterSpacing, font: self)
            .path(for: text, at: origin)
    }
}
