import Geometry
import Raster

extension Canvas {
    /// Draws one line of text with its baseline starting at `origin` (the left end of the baseline).
    public func draw(_ text: String, layout: TextLayout, at origin: Point, color: Color) {
        stroke(layout.path(for: text, at: origin), style: layout.strokeStyle, color: color)
    }

    /// Draws one line of text in a rectangle, aligned as asked and centred
    /// vertically on the capitals (see `TextLayout.origin(for:in:alignment:)`).
    public func draw(
        _ text: String, layout: TextLayout, in rect: Rect,
        alignment: TextAlignment = .center, color: Color
    ) {
        stroke(layout.path(for: text, in: rect, alignment: alignment), style: layout.strokeStyle, color: color)
    }
}
