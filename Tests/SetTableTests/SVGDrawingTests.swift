import Geometry
import Raster
import Testing

@testable import SetTable

/// The SVG writer: numbers, colours and path data written exactly, and the scalable icon a
/// closed-path SVG 1.1 document with the PNG icon's bounds.
@Suite struct SVGDrawingTests {
    @Test(arguments: [
        (0.0, "0"), (12.0, "12"), (12.5, "12.5"), (-0.125, "-0.125"), (1.0 / 3, "0.333"), (2.0 / 3, "0.667"),
        (-0.0004, "0"), (0.0005, "0.001"), (511.9999, "512"), (-7.25, "-7.25"),
    ])
    func aNumberIsWrittenToAThousandth(value: Double, text: String) {
        #expect(SVGDrawing.number(value) == text)
    }

    @Test func aColourIsItsHexAndItsAlphaAnOpacity() {
        let drawing = SVGDrawing(width: 10, height: 10, title: "t")
        let square = Path.rect(Rect(1, 2, 3, 4))
        drawing.fill(square, color: Color(r: 0x1d, g: 0x6b, b: 0x3f), transform: .identity)
        drawing.fill(square, color: Color(r: 0, g: 0, b: 0, a: 51), transform: .translation(1, 0))
        drawing.fill(square, color: .clear, transform: .identity)
        drawing.stroke(
            square, style: StrokeStyle(width: 1.5, join: .round, cap: .square), color: .white,
            transform: .identity)
        let lines = drawing.text.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10" viewBox="0 0 10 10">"#,
                "  <title>t</title>",
                ##"  <path d="M1 2L4 2L4 6L1 6Z" fill="#1d6b3f"/>"##,
                ##"  <path d="M2 2L5 2L5 6L2 6Z" fill="#000000" fill-opacity="0.2"/>"##,
                ##"  <path d="M1 2L4 2L4 6L1 6Z" fill="none" stroke="#ffffff" stroke-width="1.5" "##
                    + #"stroke-linejoin="round" stroke-linecap="square" stroke-miterlimit="10"/>"#,
                "</svg>",
            ])
    }

    @Test func curvesAreWrittenAsTheyAreAndANonFinitePathIsLeftOut() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.quad(to: Point(4, 0), control: Point(2, 3))
        path.cubic(to: Point(0, 0), control1: Point(4, 4), control2: Point(0, 4))
        path.close()
        #expect(SVGDrawing.pathData(path) == "M0 0Q2 3 4 0C4 4 0 4 0 0Z")
        #expect(SVGDrawing.pathData(Path([.move(Point(.nan, 0)), .line(Point(1, 1)), .close])) == nil)
        #expect(SVGDrawing.pathData(Path()) == nil)
    }

    /// The `d` and `stroke-width` of every `<path>` of a document, in order.
    static func paths(_ svg: String) -> [(d: String, strokeWidth: Double?)] {
        svg.split(separator: "\n").compactMap { line in
            guard line.contains("<path "), let d = attribute("d", line) else { return nil }
            return (d, attribute("stroke-width", line).flatMap(Double.init))
        }
    }

    static func attribute(_ name: String, _ line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Every number of a path's data, as points (pairs), with its commands.
    static func points(_ d: String) -> (commands: [Character], points: [Point]) {
        var commands: [Character] = []
        var numbers: [Double] = []
        var number = ""
        for c in d {
            if c.isLetter {
                if let n = Double(number) { numbers.append(n) }
                number = ""
                commands.append(c)
            } else if c == " " {
                if let n = Double(number) { numbers.append(n) }
                number = ""
            } else {
                number.append(c)
            }
        }
        if let n = Double(number) { numbers.append(n) }
        return (commands, stride(from: 0, to: numbers.count - 1, by: 2).map { Point(numbers[$0], numbers[$0 + 1]) })
    }

    @Test func theScalableIconIsAnSVG11DocumentOfClosedPaths() {
        let svg = AppIcon.svg()
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(" version=\"1.1\" width=\"512\" height=\"512\" viewBox=\"0 0 512 512\">"))
        #expect(svg.hasSuffix("</svg>\n"))
        let paths = Self.paths(svg)
        // The tile; each card's shadow, face and border; one diamond, two ovals and three squiggles.
        #expect(paths.count == 1 + 3 * 3 + 6)
        #expect(paths.count { $0.strokeWidth != nil } == 3)
        for (d, _) in paths {
            let (commands, points) = Self.points(d)
            #expect(Set(commands).isSubset(of: ["M", "L", "Q", "C", "Z"]), "\(d)")
            // Every subpath starts with M and ends with Z: closed, as an icon's shapes are.
            let subpaths = String(commands).split(separator: "M", omittingEmptySubsequences: true)
            #expect(commands.first == "M" && subpaths.allSatisfy { $0.last == "Z" }, "\(d)")
            #expect(points.allSatisfy { (0...512).contains($0.x) && (0...512).contains($0.y) }, "\(d)")
        }
        // The same document every time.
        #expect(AppIcon.svg() == svg)
    }

    @Test func theScalableIconHasThePNGIconsBounds() throws {
        let buffer = try #require(AppIcon.render(size: AppIcon.scalableSize))
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where (buffer.pixel(x: x, y: y)?.a ?? 0) > 0 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x + 1), max(maxY, y + 1))
            }
        }
        // The paths' points bound their curves (each curve lies in its control points' hull); a stroke
        // reaches half its width further.
        var bounds = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for (d, strokeWidth) in Self.paths(AppIcon.svg()) {
            let half = (strokeWidth ?? 0) / 2
            for p in Self.points(d).points {
                bounds = (
                    min(bounds.minX, p.x - half), min(bounds.minY, p.y - half), max(bounds.maxX, p.x + half),
                    max(bounds.maxY, p.y + half)
                )
            }
        }
        // The tile from 32 to 480 on both axes, in the picture and in the vectors.
        #expect((minX, minY, maxX, maxY) == (32, 32, 480, 480))
        #expect(abs(bounds.minX - Double(minX)) <= 1 && abs(bounds.maxX - Double(maxX)) <= 1, "\(bounds)")
        #expect(abs(bounds.minY - Double(minY)) <= 1 && abs(bounds.maxY - Double(maxY)) <= 1, "\(bounds)")
    }
}
