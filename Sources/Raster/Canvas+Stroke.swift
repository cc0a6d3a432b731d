import Geometry

/// Strokes: the stroker turns the outline into closed contours, filled non-zero.
extension Canvas {
    /// Strokes `path`, mapped through `transform`, with `style` in `color`.
    ///
    /// The width is in output pixels: the transform maps the path, not the
    /// pen, so a path drawn in unit coordinates and scaled up keeps the
    /// stroke width asked for. (`Path.strokeOutline` instead scales the
    /// width with the transform, as cairo does.) A width that is not
    /// positive and finite, or a non-finite path, draws nothing.
    public func stroke(_ path: Path, style: StrokeStyle, color: Color, transform: Transform = .identity) {
        guard color.a > 0, !path.isEmpty, style.width > 0, style.width.isFinite else { return }
        polylines.set(path, transform: transform, tolerance: Self.tolerance)
        guard polylines.isFinite else { return }
        stroker.stroke(polylines, style: style, tolerance: Self.tolerance, into: &outline)
        fill(outline, color: color, rule: .nonZero)
    }
}
