import Geometry
import Raster
import SetCore
import VectorFont

/// Which thing on screen a display item is, stable from frame to frame.
enum ItemKey: Hashable {
    /// The felt, the HUD panel and other backdrops, in order.
    case background(Int)
    /// The card at a table index.
    case card(Int)
    /// A HUD button.
    case button(ButtonID)
    /// The other HUD parts (texts, panels, bars), numbered in the order they are built.
    case hud(Int)
    /// The scroll thumb of a board taller than the window.
    case scrollBar
    /// Gesture feedback parts.
    case gesture(Int)
    /// Parts of the game-over panel.
    case overlay(Int)
    /// Parts of a room's code card in its lobby.
    case roomCode(Int)
    /// Cards that have left the table, on their way out.
    case leaving(Int)
    /// The cards of the found Sets in the daily puzzle's strip, in order.
    case found(Int)
}

/// A line of text placed in a rectangle.
struct TextItem: Hashable {
    var text: String
    /// The line's box: the text is centred in it vertically, and shrinks to fit it.
    var rect: Rect
    /// The size wanted, the most the text is drawn at.
    var size: Double
    var weight: FontWeight
    var alignment: TextAlignment
    var color: Color
    /// Where the text may wrap when it is too long for its line even at the smallest size
    /// (`TextLayout.fit`); nil keeps it on its line.
    var room: Rect?

    init(
        text: String, rect: Rect, size: Double, weight: FontWeight, alignment: TextAlignment, color: Color,
        room: Rect? = nil
    ) {
        self.text = text
        self.rect = rect
        self.size = size
        self.weight = weight
        self.alignment = alignment
        self.color = color
        self.room = room
    }

    /// The text fitted to its box: its lines and their size.
    var fitted: FittedText {
        TextLayout(size: size, weight: weight).fit(text, in: rect, room: room, maximum: size)
    }

    /// Each line with its box, at the fitted size.
    private func placedLines() -> (layout: TextLayout, lines: [(String, Rect)]) {
        let fitted = self.fitted
        let layout = TextLayout(size: fitted.size, weight: weight)
        guard fitted.lines.count > 1 else { return (layout, [(text, rect)]) }
        let room = self.room ?? rect
        return (
            layout,
            fitted.lines.enumerated().map { i, line in
                (line, layout.lineBand(i, of: fitted.lines.count, in: room, size: fitted.size))
            }
        )
    }

    /// The pixels the strokes can reach.
    var inkBounds: Rect {
        let (layout, lines) = placedLines()
        let s = layout.strokeWidth + 1
        var bounds: Rect?
        for (line, box) in lines {
            let metrics = layout.measure(line)
            let origin = layout.origin(width: metrics.width, in: box, alignment: alignment)
            let ink = Rect(
                origin.x - s, origin.y - metrics.ascent - s, metrics.width + 2 * s,
                metrics.ascent + metrics.descent + 2 * s)
            bounds = bounds.map { $0.union(ink) } ?? ink
        }
        return bounds ?? .zero
    }

    func draw(on canvas: Canvas) {
        guard !text.isEmpty, size > 0 else { return }
        let (layout, lines) = placedLines()
        guard layout.size > 0 else { return }
        for (line, box) in lines {
            canvas.stroke(
                layout.path(for: line, in: box, alignment: alignment), style: layout.strokeStyle, color: color)
        }
    }
}

/// A button as drawn: its face, its title and an optional second line.
struct ButtonLook: Hashable {
    var frame: Rect
    var title: String
    var subtitle: String?
    var face: Color
    var textColor: Color
    var edge: Color
    var radius: Double
    var titleSize: Double
    var subtitleSize: Double
    var pressed: Bool

    func draw(on canvas: Canvas) {
        drawFace(on: canvas)
        for line in lines { line.draw(on: canvas) }
    }

    /// The edge and the face, without the text.
    func drawFace(on canvas: Canvas) {
        let inset = pressed ? 1.0 : 0
        canvas.fill(.roundedRect(frame, radius: radius), color: edge)
        canvas.fill(
            .roundedRect(frame.insetBy(dx: 1, dy: 1).offsetBy(dx: 0, dy: inset), radius: max(0, radius - 1)),
            color: face)
    }

    /// The title (and subtitle) as text items, shifted down a pixel when pressed. A title alone may wrap
    /// over the face when it is too long for its line.
    var lines: [TextItem] {
        let shown = frame.offsetBy(dx: 0, dy: pressed ? 1 : 0)
        let rects = ButtonLook.textRects(frame: shown, twoLines: subtitle != nil)
        let face = shown.insetBy(dx: frame.height * 0.22, dy: frame.height * 0.12)
        var lines = [
            TextItem(
                text: title, rect: rects.title, size: titleSize, weight: .medium, alignment: .center,
                color: textColor, room: subtitle == nil ? face : nil)
        ]
        if let subtitle {
            lines.append(
                TextItem(
                    text: subtitle, rect: rects.subtitle, size: subtitleSize, weight: .regular,
                    alignment: .center, color: textColor.withAlpha(0.7)))
        }
        return lines
    }

    /// Where the title's capitals (and the second line's) sit in a button: the
    /// text is sized to fit these rectangles and centred in them.
    static func textRects(frame: Rect, twoLines: Bool) -> (title: Rect, subtitle: Rect) {
        let h = frame.height
        let body = frame.insetBy(dx: h * 0.22, dy: 0)
        guard twoLines else { return (body.insetBy(dx: 0, dy: h * 0.3), .zero) }
        let title = Rect(body.minX, frame.minY + h * 0.2, body.width, h * 0.3)
        let subtitle = Rect(body.minX, frame.minY + h * 0.6, body.width, h * 0.2)
        return (title, subtitle)
    }
}

/// A card as drawn, clipped to the board (or to the window while it flies over the HUD).
struct CardLook: Equatable {
    var card: Card
    var frame: Rect
    var highlight: CardAppearance.Highlight
    var isHinted: Bool
    var label: String?
    var clip: Rect
    /// Whether the card is away from its place in the grid (it draws the same either way).
    var moving = false
    /// The features the card is the odd one out in, while three selected cards are not a Set.
    var oddFeatures: [Feature] = []

    /// Whether the card lies face down (Memory).
    var faceDown = false

    var appearance: CardAppearance {
        var appearance = CardAppearance(
            highlight: highlight, isHinted: isHinted, label: label,
            oddFeatures: oddFeatures)
        appearance.isFaceDown = faceDown
        return appearance
    }

    /// The pixels the card may touch.
    var bounds: Rect {
        CardArt.inkBounds(of: CardPartCache.drawnFrame(of: frame)).intersection(clip)
    }

    func draw(on canvas: Canvas, theme: Theme, parts: CardPartCache) {
        parts.draw(card, appearance: appearance, frame: frame, clip: clip, theme: theme, on: canvas)
    }
}

/// What a display item shows; equal contents draw equal pixels.
enum ItemContent: Equatable {
    /// A rectangle filled with a colour.
    case rect(Rect, Color)
    /// A path filled (non-zero) with a colour.
    case fill(Path, Color)
    /// A path stroked with a colour.
    case stroke(Path, StrokeStyle, Color)
    /// A line of text.
    case text(TextItem)
    /// A button.
    case button(ButtonLook)
    /// A card.
    case card(CardLook)
}

/// One thing on screen: what it is, the pixels it may touch, and what it shows.
struct DisplayItem: Equatable {
    var key: ItemKey
    var bounds: Rect
    var content: ItemContent

    /// An item whose bounds are worked out from its content.
    init(_ key: ItemKey, _ content: ItemContent) {
        self.key = key
        self.content = content
        bounds = DisplayItem.bounds(of: content)
    }

    /// The pixels an item may touch, grown to whole pixels.
    static func bounds(of content: ItemContent) -> Rect {
        let r: Rect
        switch content {
        case .rect(let rect, _): r = rect
        case .fill(let path, _): r = path.controlBounds ?? .zero
        case .stroke(let path, let style, _):
            let grow = style.width * (style.join == .miter ? max(1, style.miterLimit) : 1)
            r = (path.controlBounds ?? .zero).insetBy(dx: -grow, dy: -grow)
        case .text(let item): r = item.inkBounds
        case .button(let look): r = look.frame.insetBy(dx: 0, dy: -1)
        case .card(let look): r = look.bounds
        }
        return r.isEmpty ? .zero : pixelAligned(r)
    }

    /// Whether the item is a card in motion (the card parts are kept while one is).
    var isMovingCard: Bool {
        if case .card(let look) = content { return look.moving }
        return false
    }

    /// Draws the item; cards, texts and buttons come from `caches`.
    func draw(on canvas: Canvas, theme: Theme, caches: RenderCaches) {
        if caches.texts.draw(content, bounds: bounds, on: canvas) { return }
        switch content {
        case .rect(let rect, let color): canvas.fill(rect, color: color)
        case .fill(let path, let color): canvas.fill(path, color: color)
        case .stroke(let path, let style, let color): canvas.stroke(path, style: style, color: color)
        case .text(let item): item.draw(on: canvas)
        case .button(let look): look.draw(on: canvas)
        case .card(let look): look.draw(on: canvas, theme: theme, parts: caches.parts)
        }
    }
}

/// The smallest rectangle of whole pixels holding `r` (`.zero` for a non-finite one).
func pixelAligned(_ r: Rect) -> Rect {
    guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .zero }
    let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
    return Rect(x0, y0, r.maxX.rounded(.up) - x0, r.maxY.rounded(.up) - y0)
}
