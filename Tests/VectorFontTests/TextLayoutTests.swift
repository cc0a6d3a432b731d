import Geometry
import Raster
import Testing

@testable import VectorFont

private let font = VectorFont.standard

@Test func twoLettersMeasureTwoAdvancesAndScaleWithSize() {
    // i: a bare stem with 100 units on each side, so 200 units; 20 px em = 0.02 px per unit.
    #expect(font.glyph(for: "i").advance == 200)
    #expect(TextLayout(size: 20).measure("ii").width == 8)
    #expect(TextLayout(size: 40).measure("ii").width == 16)
    #expect(TextLayout(size: 55).measure("Hint").width == 5.5 * TextLayout(size: 10).measure("Hint").width)
}

@Test func kerningMakesAVNarrowerThanItsLetters() {
    let layout = TextLayout(size: 100)
    let a = layout.measure("A").width, v = layout.measure("V").width
    #expect(a == 75)  // 55 + 640 + 55 units
    #expect(v == 71)  // 45 + 620 + 45 units
    #expect(abs(layout.measure("AV").width - (a + v - 9)) < 1e-12)
    // A space between them breaks the pair.
    #expect(abs(layout.measure("A V").width - (a + v + 26)) < 1e-12)
}

@Test func letterSpacingGoesBetweenCharactersOnly() {
    let plain = TextLayout(size: 20).measure("Hint").width
    #expect(TextLayout(size: 20, letterSpacing: 2).measure("Hint").width == plain + 6)
    #expect(TextLayout(size: 20, letterSpacing: 2).measure("H").width == TextLayout(size: 20).measure("H").width)
    #expect(TextLayout(size: 20, letterSpacing: .nan).measure("Hint").width == plain)
}

@Test func boldWidensEachAdvanceByItsExtraStroke() {
    // 200 + (120 - 90) units per i.
    #expect(abs(TextLayout(size: 20, weight: .bold).measure("ii").width - 9.2) < 1e-12)
    #expect(abs(TextLayout(size: 20, weight: .light).measure("ii").width - 7.2) < 1e-12)
}

@Test func aClockKeepsItsWidthAsItsFiguresChange() {
    let layout = TextLayout(size: 24)
    let width = layout.measure("12:07").width
    for time in ["00:00", "11:11", "88:88", "59:59"] {
        #expect(layout.measure(time).width == width)
    }
}

@Test func metricsFollowTheSizeAndWeight() {
    let m = TextLayout(size: 100).measure("Hint")
    #expect(m.ascent == 78.5)  // 74 ascender + 4.5 half stroke
    #expect(m.descent == 24.5)  // 20 descender + 4.5
    #expect(TextLayout(size: 100).strokeWidth == 9)
    #expect(TextLayout(size: 100, weight: .bold).strokeWidth == 12)
    #expect(TextLayout(size: 100).capHeight == 70)
    #expect(TextLayout(size: 100).lineHeight == 114)
    // Small text keeps a one-pixel stroke.
    #expect(TextLayout(size: 10).strokeWidth == 1)
    #expect(TextLayout(size: 10, minimumStrokeWidth: 0).strokeWidth == 0.9)
}

@Test func emptyTextAndInvalidSizesLayOutNothing() {
    let layout = TextLayout(size: 30)
    #expect(layout.measure("").width == 0)
    #expect(layout.path(for: "", at: Point(10, 10)).isEmpty)
    #expect(layout.path(for: " ", at: Point(10, 10)).isEmpty)
    for size in [0, -5, Double.nan, Double.infinity] {
        let bad = TextLayout(size: size)
        #expect(bad.measure("Hint").width == 0)
        #expect(bad.path(for: "Hint", at: .zero).isEmpty)
        #expect(bad.strokeWidth == 0)
    }
    #expect(layout.path(for: "Hint", at: Point(.nan, 0)).isEmpty)
}

@Test func thePathOfIIsItsStemAtTheOrigin() {
    let path = TextLayout(size: 100).path(for: "I", at: Point(10, 50))
    // Stem 11.5 px after the origin, from the baseline up 70 px.
    #expect(path.elements == [.move(Point(21.5, 50)), .line(Point(21.5, -20))])
    // A second glyph starts one advance (23 px) later.
    let two = TextLayout(size: 100).path(for: "II", at: Point(10, 50))
    #expect(two.elements.suffix(2) == [.move(Point(44.5, 50)), .line(Point(44.5, -20))])
}

@Test func alignmentPlacesTheAdvanceBoxAndCentresTheCapitals() {
    let layout = TextLayout(size: 100)  // "H" is 75 px wide, capitals 70 px tall
    let rect = Rect(0, 0, 200, 100)
    #expect(layout.origin(for: "H", in: rect, alignment: .left) == Point(0, 85))
    #expect(layout.origin(for: "H", in: rect, alignment: .center) == Point(62.5, 85))
    #expect(layout.origin(for: "H", in: rect, alignment: .right) == Point(125, 85))
    let path = layout.path(for: "I", in: rect)
    #expect(path.elements == [.move(Point(100, 85)), .line(Point(100, 15))])
}

@Test func theLargestFittingSizeRespectsWidthHeightAndMaximum() {
    let layout = TextLayout(size: 10)
    // Width-bound: the measured width lands on the rectangle's width.
    let rect = Rect(0, 0, 120, 40)
    let size = layout.largestSize(for: "New Game", fitting: rect, maximum: 100)
    let width = TextLayout(size: size).measure("New Game").width
    #expect(width <= 120 && width > 120 - 1e-9)
    // Height-bound: cap ink 0.7 s + 0.09 s = 79 px at s = 100.
    #expect(abs(layout.largestSize(for: "i", fitting: Rect(0, 0, 1000, 79), maximum: 500) - 100) < 1e-9)
    // Below about 11 px the stroke is held at 1 px: 0.7 s + 1 = 7.5.
    #expect(abs(layout.largestSize(for: "i", fitting: Rect(0, 0, 1000, 7.5), maximum: 500) - 6.5 / 0.7) < 1e-9)
    // Maximum-bound.
    #expect(layout.largestSize(for: "i", fitting: Rect(0, 0, 1000, 1000), maximum: 24) == 24)
    // Letter spacing counts: 3 gaps of 5 px come off the room first.
    let spaced = TextLayout(size: 10, letterSpacing: 5)
    let s2 = spaced.largestSize(for: "Hint", fitting: Rect(0, 0, 80, 40), maximum: 100)
    let w2 = TextLayout(size: s2, letterSpacing: 5).measure("Hint").width
    #expect(w2 <= 80 && w2 > 80 - 1e-9)
    #expect(
        layout.fitted("Hint", in: rect, maximum: 100).size
            == layout.largestSize(for: "Hint", fitting: rect, maximum: 100))
}

@Test func nothingFitsAnEmptyOrInvalidRectangle() {
    let layout = TextLayout(size: 10)
    #expect(layout.largestSize(for: "Hint", fitting: .zero, maximum: 50) == 0)
    #expect(layout.largestSize(for: "Hint", fitting: Rect(0, 0, .nan, 20), maximum: 50) == 0)
    #expect(layout.largestSize(for: "Hint", fitting: Rect(0, 0, 100, 20), maximum: -1) == 0)
    // Letter spacing alone wider than the rectangle.
    #expect(
        TextLayout(size: 10, letterSpacing: 50).largestSize(for: "Hint", fitting: Rect(0, 0, 100, 20), maximum: 50) == 0
    )
    // Empty text is bound by the height only.
    #expect(abs(layout.largestSize(for: "", fitting: Rect(0, 0, 10, 79), maximum: 500) - 100) < 1e-9)
}

@Test func theOutlineIsTheSkeletonStrokedRoundAtTheLayoutWidth() {
    let layout = TextLayout(size: 100)
    #expect(layout.strokeStyle == StrokeStyle(width: 9, join: .round, cap: .round))
    // "I" at (10, 50): stem x = 21.5 from y = 50 to -20, 4.5 px either side, round caps.
    let outline = layout.outline(for: "I", at: Point(10, 50), tolerance: 0.01)
    #expect(outline.contours.count == 1)
    let xs = outline.points.map(\.x), ys = outline.points.map(\.y)
    #expect(abs((xs.min() ?? 0) - 17) < 0.02 && abs((xs.max() ?? 0) - 26) < 0.02)
    #expect(abs((ys.min() ?? 0) - -24.5) < 0.02 && abs((ys.max() ?? 0) - 54.5) < 0.02)
    #expect(layout.outline(for: "", at: .zero).contours.isEmpty)
}

@Test func theFontShortcutsAgreeWithTheLayout() {
    let layout = TextLayout(size: 18, weight: .bold, letterSpacing: 1)
    #expect(font.measure("Score 27", size: 18, weight: .bold, letterSpacing: 1) == layout.measure("Score 27"))
    #expect(
        font.path(for: "Score 27", size: 18, origin: Point(3, 20), weight: .bold, letterSpacing: 1)
            == layout.path(for: "Score 27", at: Point(3, 20)))
}
