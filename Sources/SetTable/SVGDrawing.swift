import Geometry
import Raster

/// An SVG 1.1 document drawn with the same calls as the canvas: each fill and stroke becomes one
/// `<path>` of the same lines and Bezier curves, mapped through its transform.
///
/// Coordinates are written to a thousandth of a unit, shortest form first, so the same drawing
/// always gives the same bytes. A path with a non-finite point, or a colour with no alpha, is
/// left out, as the canvas draws nothing for it.
final class SVGDrawing: PaintSurface {
    /// The document's width and height, in its own units (pixels at 100%).
    let width: Double
    let height: Double
    /// The document's title, for assistive software.
    let title: String
    private var elements: [String] = []

    /// An empty document of `width` by `height`.
    init(width: Double, height: Double, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    func fill(_ path: Path, color: Color, transform: Transform) {
        guard color.a > 0, let data = Self.pathData(path.transformed(by: transform)) else { return }
        elements.append("<path d=\"\(data)\" fill=\"\(Self.hex(color))\"\(Self.opacity("fill-opacity", color))/>")
    }

    func stroke(_ path: Path, style: StrokeStyle, color: Color, transform: Transform) {
        guard color.a > 0, style.width > 0, style.width.isFinite,
            let data = Self.pathData(path.transformed(by: transform))
        else { return }
        let join =
            switch style.join {
            case .miter: "miter"
            case .round: "round"
            case .bevel: "bevel"
            }
        let cap =
            switch style.cap {
            case .butt: "butt"
            case .round: "round"
            case .square: "square"
            }
        elements.append(
            "<path d=\"\(data)\" fill=\"none\" stroke=\"\(Self.hex(color))\"\(Self.opacity("stroke-opacity", color))"
                + " stroke-width=\"\(Self.number(style.width))\" stroke-linejoin=\"\(join)\""
                + " stroke-linecap=\"\(cap)\" stroke-miterlimit=\"\(Self.number(style.miterLimit))\"/>")
    }

    /// The whole document.
    var text: String {
        let w = Self.number(width), h = Self.number(height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
              <title>\(title)</title>
            \(elements.map { "  " + $0 }.joined(separator: "\n"))
            </svg>

            """
    }

    /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z`, absolute), or nil for an empty or non-finite one.
    static func pathData(_ path: Path) -> String? {
        guard !path.isEmpty, path.isFinite else { return nil }
        func point(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
        return path.elements.map { element in
            switch element {
            case .move(let p): "M" + point(p)
            case .line(let p): "L" + point(p)
            case .quad(let c, let p): "Q" + point(c) + " " + point(p)
            case .cubic(let c1, let c2, let p): "C" + point(c1) + " " + point(c2) + " " + point(p)
            case .close: "Z"
            }
        }
        .joined()
    }

    /// A number to a thousandth, without a trailing `.0`: `12`, `12.5`, `-0.125`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `#rrggbb`.
    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        return "#"
            + [color.r, color.g, color.b].map { String(digits[Int($0 >> 4)]) + String(digits[Int($0 & 15)]) }
            .joined()
    }

    /// The attribute for a colour's alpha, or nothing when it is opaque.
    private static func opacity(_ name: String, _ color: Color) -> String {
        color.a == 255 ? "" : " \(name)=\"\(number(Double(color.a) / 255))\""
    }
}
