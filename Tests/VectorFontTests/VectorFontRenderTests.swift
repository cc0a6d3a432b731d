import Geometry
import Raster
import Testing

@testable import VectorFont

/// Text drawn in black on a transparent buffer by the project's canvas.
private func render(
    _ text: String, size: Double, at origin: Point, width: Int, height: Int,
    weight: FontWeight = .regular
) -> PixelBuffer? {
    guard let buffer = PixelBuffer(width: width, height: height) else { return nil }
    let canvas = Canvas(buffer: buffer)
    canvas.clear(.clear)
    canvas.draw(text, layout: TextLayout(size: size, weight: weight), at: origin, color: .black)
    return buffer
}

private func alpha(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Int {
    Int(buffer.pixel(x: x, y: y)?.a ?? 0)
}

@Test func aRenderedIHasItsStemWhereTheGlyphSaysIt() throws {
    // Size 100 at (10, 90): the stem's skeleton is x = 21.5 from y = 90 up to
    // y = 20, 9 px wide, so its ink covers columns 17...25 exactly and rows
    // 15.5...94.5 (round caps).
    let buffer = try #require(render("I", size: 100, at: Point(10, 90), width: 48, height: 100))
    for y in [25, 55, 85] {
        for x in 0..<48 {
            if (17...25).contains(x) {
                #expect(alpha(buffer, x, y) >= 254, "(\(x), \(y))")
            } else {
                #expect(alpha(buffer, x, y) <= 1, "(\(x), \(y))")
            }
        }
    }
    #expect(alpha(buffer, 21, 16) >= 250)
    #expect(alpha(buffer, 21, 14) == 0)
    #expect(alpha(buffer, 21, 94) >= 90)  // the tip of the cap
    #expect(alpha(buffer, 21, 95) == 0)
}

@Test func aRenderedOHasAnEmptyCentre() throws {
    // Size 100 at (10, 90): the O is an ellipse centred at (54.5, 55) with
    // radii 35 x 36, 9 px wide: on the row below its centre the ink spans
    // 15...24 and 85...94 (the outer edge curving in by about 0.01 px).
    let buffer = try #require(render("O", size: 100, at: Point(10, 90), width: 110, height: 110))
    for x in 0..<110 {
        let a = alpha(buffer, x, 55)
        if (16...23).contains(x) || (85...92).contains(x) {
            #expect(a >= 254, "\(x)")
        } else if x == 15 || x == 93 {
            #expect(a >= 240, "\(x)")
        } else if x <= 13 || (26...83).contains(x) || x >= 96 {
            #expect(a == 0, "\(x)")
        }
    }
    #expect(alpha(buffer, 54, 15) >= 250)  // top of the ring, y = 55 - 36 = 19 ± 4.5
    #expect(alpha(buffer, 54, 55) == 0)
}

@Test func renderedInkStaysInsideTheMeasuredBox() throws {
    // Ink may reach half a stroke past the skeleton; the side bearings keep
    // it inside the advances, and the metrics bound it vertically.
    let origin = Point(20, 60)
    for (text, weight) in [
        ("Score 27", FontWeight.regular), ("SET!", .bold), ("Sets found 27", .bold),
        ("5.2 s", .regular), ("(gjpqy)", .regular), ("Hint", .light),
    ] {
        let layout = TextLayout(size: 40, weight: weight)
        let m = layout.measure(text)
        let buffer = try #require(render(text, size: 40, at: origin, width: 400, height: 100, weight: weight))
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<100 {
            for x in 0..<400 where alpha(buffer, x, y) > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        // A pixel with ink means ink inside it: past its left edge, before its right one.
        #expect(Double(minX + 1) > origin.x, "\(text)")
        #expect(Double(maxX) < origin.x + m.width, "\(text)")
        #expect(Double(minY + 1) > origin.y - m.ascent, "\(text)")
        #expect(Double(maxY) < origin.y + m.descent, "\(text)")
    }
}
