import Geometry
import Raster

/// The reference "Set board" of `bench/SCENE.md`, drawn exactly as `bench/cairo/board.c` draws it.
struct Scene {
    let width: Int, height: Int, cards: Int
    let layout: Layout

    /// The card grid: card width `w`, height `h`, gap `g`, origin and columns.
    struct Layout {
        var w = 0.0, h = 0.0, g = 0.0, ox = 0.0, oy = 0.0
        var columns = 1, rows = 1
    }

    static let felt = Color(rgb: 0x1e5b3a)
    static let card = Color(rgb: 0xffffff)
    static let border = Color(rgb: 0x2b2b2b)
    static let colors = [Color(rgb: 0xd62828), Color(rgb: 0x2a9d3a), Color(rgb: 0x6a2c91)]

    /// The squiggle: start point, then six cubics (control 1, control 2, end) in unit coordinates.
    static let squiggleStart = (-1.0, 0.3)
    static let squiggle: [[Double]] = [
        [-0.90, -0.60, -0.50, -1.00, -0.10, -0.60],
        [0.20, -0.30, 0.40, -0.30, 0.70, -0.80],
        [0.88, -1.10, 1.05, -0.75, 1.00, -0.30],
        [0.90, 0.60, 0.50, 1.00, 0.10, 0.60],
        [-0.20, 0.30, -0.40, 0.30, -0.70, 0.80],
        [-0.88, 1.10, -1.05, 0.75, -1.00, 0.30],
    ]

    init(width: Int, height: Int, cards: Int) {
        self.width = width
        self.height = height
        self.cards = cards
        layout = Self.layout(width: Double(width), height: Double(height), cards: cards)
    }

    /// Picks the column count giving the widest cards (the first on ties) and centres the grid.
    static func layout(width: Double, height: Double, cards n: Int) -> Layout {
        let gap = 0.08
        var l = Layout()
        var best = -1.0
        for c in 1...n {
            let r = (n + c - 1) / c
            let wx = width / (Double(c) + Double(c + 1) * gap)
            let wy = height / (1.4 * Double(r) + Double(r + 1) * gap)
            let w = min(wx, wy)
            if w > best { best = w; l.columns = c; l.rows = r }
        }
        l.w = best
        l.h = 1.4 * best
        l.g = gap * best
        l.ox = (width - (Double(l.columns) * l.w + Double(l.columns + 1) * l.g)) / 2
        l.oy = (height - (Double(l.rows) * l.h + Double(l.rows + 1) * l.g)) / 2
        return l
    }

    /// The parts of the scene, to time them one by one.
    struct Parts: OptionSet {
        let rawValue: Int
        static let cards = Parts(rawValue: 1)
        static let borders = Parts(rawValue: 2)
        static let solid = Parts(rawValue: 4)
        static let striped = Parts(rawValue: 8)
        static let open = Parts(rawValue: 16)
        static let all: Parts = [.cards, .borders, .solid, .striped, .open]
    }

    /// Draws one whole frame (or only some of its parts; the background always),
    /// flushing the canvas at the end: the frame is complete in the buffer.
    func draw(on canvas: Canvas, parts: Parts = .all) {
        defer { canvas.flush() }
        canvas.clear(Self.felt)
        let w = layout.w, h = layout.h, g = layout.g
        let border = StrokeStyle(width: max(1, w / 160), join: .miter, cap: .butt, miterLimit: 10)
        let outline = StrokeStyle(width: 0.02 * w, join: .miter, cap: .butt, miterLimit: 10)
        let sw = 0.70 * w, sh = 0.30 * w, step = 0.40 * w
        let stripeSpacing = 0.04 * w, stripeWidth = max(1, 0.01 * w)
        for i in 0..<cards {
            let x = layout.ox + g + Double(i % layout.columns) * (w + g)
            let y = layout.oy + g + Double(i / layout.columns) * (h + g)
            let card = Self.roundedRect(x, y, w, h, 0.08 * w)
            if parts.contains(.cards) { canvas.fill(card, color: Self.card) }
            if parts.contains(.borders) { canvas.stroke(card, style: border, color: Self.border) }

            let c = i % 81
            let d0 = c % 3, d1 = (c / 3) % 3, d2 = (c / 9) % 3, d3 = (c / 27) % 3
            let number = d0 + 1
            let shape = (d0 + d1) % 3
            let shading = (d0 + 2 * d1 + d2) % 3
            let color = Self.colors[(2 * d0 + d1 + d3) % 3]
            let cx = x + w / 2, cy = y + h / 2
            for j in 0..<number {
                let sy = cy + (Double(j) - Double(number - 1) / 2) * step
                let symbol = Self.symbol(shape, cx, sy, sw, sh)
                switch shading {
                case 0:
                    if parts.contains(.solid) { canvas.fill(symbol, color: color) }
                case 2:
                    if parts.contains(.open) { canvas.stroke(symbol, style: outline, color: color) }
                default:
                    guard parts.contains(.striped) else { continue }
                    canvas.pushClip(symbol)
                    for k in -9...9 {
                        let xs = cx + Double(k) * stripeSpacing
                        canvas.fill(Rect(xs - stripeWidth / 2, sy - 0.6 * sh, stripeWidth, 1.2 * sh), color: color)
                    }
                    canvas.popClip()
                    canvas.stroke(symbol, style: outline, color: color)
                }
            }
        }
    }

    /// A rounded rectangle of 4 lines and 4 κ quarter arcs, from (x + r, y), clockwise.
    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> Path {
        let k = kappa * r
        var p = Path()
        p.move(to: Point(x + r, y))
        p.line(to: Point(x + w - r, y))
        p.cubic(to: Point(x + w, y + r), control1: Point(x + w - r + k, y), control2: Point(x + w, y + r - k))
        p.line(to: Point(x + w, y + h - r))
        p.cubic(
            to: Point(x + w - r, y + h), control1: Point(x + w, y + h - r + k),
            control2: Point(x + w - r + k, y + h))
        p.line(to: Point(x + r, y + h))
        p.cubic(to: Point(x, y + h - r), control1: Point(x + r - k, y + h), control2: Point(x, y + h - r + k))
        p.line(to: Point(x, y + r))
        p.cubic(to: Point(x + r, y), control1: Point(x, y + r - k), control2: Point(x + r - k, y))
        p.close()
        return p
    }

    /// The outline of one symbol centred at (sx, sy) in a box sw × sh.
    static func symbol(_ shape: Int, _ sx: Double, _ sy: Double, _ sw: Double, _ sh: Double) -> Path {
        var p = Path()
        switch shape {
        case 0:
            p.move(to: Point(sx - sw / 2, sy))
            p.line(to: Point(sx, sy - sh / 2))
            p.line(to: Point(sx + sw / 2, sy))
            p.line(to: Point(sx, sy + sh / 2))
        case 1:
            let a = sh / 2, l = sw / 2 - a, k = kappa * a
            p.move(to: Point(sx - l, sy - a))
            p.line(to: Point(sx + l, sy - a))
            p.cubic(to: Point(sx + l + a, sy), control1: Point(sx + l + k, sy - a), control2: Point(sx + l + a, sy - k))
            p.cubic(to: Point(sx + l, sy + a), control1: Point(sx + l + a, sy + k), control2: Point(sx + l + k, sy + a))
            p.line(to: Point(sx - l, sy + a))
            p.cubic(to: Point(sx - l - a, sy), control1: Point(sx - l - k, sy + a), control2: Point(sx - l - a, sy + k))
            p.cubic(to: Point(sx - l, sy - a), control1: Point(sx - l - a, sy - k), control2: Point(sx - l - k, sy - a))
        default:
            let hx = sw / 2, hy = sh / 2
            p.move(to: Point(sx + squiggleStart.0 * hx, sy + squiggleStart.1 * hy))
            for s in squiggle {
                p.cubic(
                    to: Point(sx + s[4] * hx, sy + s[5] * hy), control1: Point(sx + s[0] * hx, sy + s[1] * hy),
                    control2: Point(sx + s[2] * hx, sy + s[3] * hy))
            }
        }
        p.close()
        return p
    }
}
