import Geometry
import Raster

/// Something the icon's art is painted on: the rasterizer's canvas, or an SVG document that keeps
/// the same Bezier paths as vectors.
///
/// Two calls are all the art needs: a filled path (non-zero winding) and a stroked one, each
/// through a transform, in one colour.
protocol PaintSurface {
    /// Fills `path`, mapped through `transform`, with `color` under the non-zero rule.
    func fill(_ path: Path, color: Color, transform: Transform)
    /// Strokes `path`, mapped through `transform`, with `style` (its width in the surface's units) and `color`.
    func stroke(_ path: Path, style: StrokeStyle, color: Color, transform: Transform)
}

/// The rasterizer's canvas as a paint surface.
struct CanvasSurface: PaintSurface {
    let canvas: Canvas

    func fill(_ path: Path, color: Color, transform: Transform) {
        canvas.fill(path, color: color, transform: transform)
    }

    func stroke(_ path: Path, style: StrokeStyle, color: Color, transform: Transform) {
        canvas.stroke(path, style: style, color: color, transform: transform)
    }
}
