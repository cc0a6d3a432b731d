import Geometry
import Raster
import Testing
import VectorFont

@testable import SetTable

/// HUD texts and buttons drawn from coverage masks: the pixels of drawing them
/// directly, one mask for every colour of a text, and masks dropped with their texts.
@Suite struct TextMaskCacheTests {
    static let title = TextItem(
        text: "Deal 3 more", rect: Rect(17.3, 9.6, 180.4, 31.2), size: 24.7, weight: .medium,
        alignment: .center, color: Color(r: 250, g: 246, b: 232))

    static let button = ButtonLook(
        frame: Rect(10.5, 60.25, 200, 56), title: "New game", subtitle: "solo · 12 cards",
        face: Color(r: 46, g: 102, b: 70), textColor: Color(r: 250, g: 246, b: 232),
        edge: Color(r: 20, g: 40, b: 30), radius: 9, titleSize: 22, subtitleSize: 14,
        pressed: false)

    /// Draws `content` through `cache` with the bounds the display list gives it.
    static func draw(_ content: ItemContent, with cache: TextMaskCache, on canvas: Canvas) -> Bool {
        cache.draw(content, bounds: DisplayItem(.hud(0), content).bounds, on: canvas)
    }

    /// A 240×130 canvas on the felt's colour.
    static func felt() throws -> Canvas {
        let buffer = try #require(PixelBuffer(width: 240, height: 130, format: .xrgb8888))
        let canvas = Canvas(buffer: buffer)
        canvas.clear(Color(r: 30, g: 91, b: 58))
        return canvas
    }

    /// The largest difference of one channel, and how many pixels differ at all.
    static func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (largest: Int, pixels: Int) {
        var largest = 0, pixels = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.premultipliedPixel(x: x, y: y) ?? 0, q = b.premultipliedPixel(x: x, y: y) ?? 0
                if p != q { pixels += 1 }
                for shift: UInt32 in [0, 8, 16] {
                    largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
            }
        }
        return (largest, pixels)
    }

    @Test(arguments: [
        ItemContent.text(title), .button(button),
        .button(
            ButtonLook(
                frame: button.frame, title: "Hint", subtitle: nil, face: .white,
                textColor: Color(r: 0, g: 0, b: 0, a: 120), edge: .black, radius: 4,
                titleSize: 20, subtitleSize: 0, pressed: true)),
    ])
    func aCachedItemDrawsTheItemsPixels(content: ItemContent) throws {
        let direct = try Self.felt()
        switch content {
        case .text(let item): item.draw(on: direct)
        case .button(let look): look.draw(on: direct)
        default: Issue.record("not a text or a button")
        }
        let blank = try Self.felt()
        #expect(Self.difference(direct.buffer, blank.buffer).pixels > 200, "the item drew nothing")
        // The masks as made, then as kept. Made at whole pixels from where the
        // text is, a mask's edges may land a coverage step apart, on a few pixels.
        let cache = TextMaskCache()
        for _ in 0..<2 {
            let cached = try Self.felt()
            #expect(Self.draw(content, with: cache, on: cached))
            let (largest, pixels) = Self.difference(cached.buffer, direct.buffer)
            #expect(largest <= 1 && pixels < 20, "\(pixels) pixels differ, by up to \(largest)")
        }
    }

    @Test func aTextInAnotherColourUsesTheSameMask() throws {
        let cache = TextMaskCache()
        let canvas = try Self.felt()
        var faded = Self.title
        faded.color = Color(r: 250, g: 246, b: 232, a: 90)
        #expect(Self.draw(.text(Self.title), with: cache, on: canvas))
        #expect(Self.draw(.text(faded), with: cache, on: canvas))
        #expect(cache.count == 1)
        #expect(Self.draw(.button(Self.button), with: cache, on: canvas))
        #expect(cache.count == 3)
        #expect(!Self.draw(.rect(Rect(0, 0, 5, 5), .white), with: cache, on: canvas))
    }

    @Test func masksOfTextsNoLongerShownAreDropped() throws {
        let cache = TextMaskCache()
        let canvas = try Self.felt()
        var moved = Self.title
        moved.rect = moved.rect.offsetBy(dx: 0, dy: 40)
        for item in [Self.title, moved] { _ = Self.draw(.text(item), with: cache, on: canvas) }
        _ = Self.draw(.button(Self.button), with: cache, on: canvas)
        #expect(cache.count == 4)
        cache.keep(only: [DisplayItem(.hud(0), .text(moved)), DisplayItem(.button(.newGame), .button(Self.button))])
        #expect(cache.count == 3)
        cache.keep(only: [])
        #expect(cache.count == 0)
    }
}
