/// Strokes: the stroker turns the outline into closed contours, filled non-zero.
extension Canvas {
    /// Strokes `path`, mapped through `transform`, with `style` in `color`.
    ///
    /// The width is in the path's units, scaled by the transform's
    /// `meanScale` (exact for uniform scales and rotations, as
    /// `Path.strokeOutline` does); a style that draws nothing (width not
    /// positive and finite) or a non-finite path draws nothing.
    public func stroke(_ path: Path, style: StrokeStyle, color: Color, transform: Transform = .identity) {
        guard color.a > 0, !path.isEmpty else { return }
        var scaled = style
        scaled.width *= transform.meanScale
        guard scaled.width > 0, scaled.width.isFinite else { return }
        polylines.set(path, transform: transform, tolerance: Self.tolerance)
        guard polylines.isFinite else { return }
        stroker.stroke(polylines, style: scaled, tolerance: Self.tolerance, into: &outline)
        fill(outline, color: color, rule: .nonZero)
    }
}
