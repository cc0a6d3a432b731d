import Geometry
import Raster

/// The rasterizer, fed paths (lines, curves, arcs, shapes), transforms, strokes, clips and
/// fills of any size, the degenerate and the huge among them, into a buffer of any size and
/// format that sits inside a larger allocation. No write may land outside the pixels (the
/// words around them and in the rows' padding keep their pattern), a non-finite path or
/// transform changes nothing, and every premultiplied pixel stays premultiplied.
enum RasterTarget {
    static func run(_ bytes: [UInt8]) {
        var input = FuzzBytes(bytes)
        let width = input.pick([1, 2, 7, 16, 33, 64, 100]), height = input.pick([1, 3, 8, 17, 40, 64])
        let pad = input.pick([0, 0, 1, 3])
        let format: PixelFormat = input.chance(800) ? .argb8888 : .xrgb8888
        let arena = Arena(width: width, height: height, pad: pad)
        guard let buffer = arena.buffer(format: format) else { Invariant.fail("no buffer of \(width)x\(height)") }
        let canvas = Canvas(buffer: buffer)
        let extent = Double(max(width, height))
        var steps = 0
        while !input.isExhausted, steps < 64 {
            steps += 1
            let before = arena.pixels
            var mustNotChange = false
            let what: String
            switch input.below(20) {
            case 0..<7:
                let path = Shapes.path(&input, extent: extent), t = Shapes.transform(&input)
                mustNotChange = isNonFinite(path, t)
                what = "fill"
                canvas.fill(path, color: color(&input), rule: input.chance(500) ? .nonZero : .evenOdd, transform: t)
            case 7..<13:
                let path = Shapes.path(&input, extent: extent), t = Shapes.transform(&input)
                mustNotChange = isNonFinite(path, t)
                what = "stroke"
                canvas.stroke(path, style: Shapes.style(&input), color: color(&input), transform: t)
            case 13, 14:
                what = "pushClip path"
                canvas.pushClip(
                    Shapes.path(&input, extent: extent), rule: input.chance(500) ? .nonZero : .evenOdd,
                    transform: Shapes.transform(&input))
            case 15:
                what = "pushClip rect"
                canvas.pushClip(Rect(input.wild(extent), input.wild(extent), input.wild(extent), input.wild(extent)))
            case 16, 17:
                what = "popClip"
                for _ in 0..<(1 + input.below(3)) { canvas.popClip() }
            case 18:
                let rect = Rect(input.wild(extent), input.wild(extent), input.wild(extent), input.wild(extent))
                mustNotChange = ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite)
                what = "fill rect"
                canvas.fill(rect, color: color(&input))
            default:
                what = "clear"
                canvas.clear(color(&input))
            }
            canvas.flush()
            if let broken = arena.firstBrokenGuard {
                Invariant.fail("step \(steps): \(what) wrote word \(broken), outside \(width)x\(height)+\(pad)")
            }
            let after = arena.pixels
            if mustNotChange { Invariant.check(after == before, "step \(steps): a non-finite \(what) drew") }
            if format == .argb8888 {
                Invariant.check(
                    after.allSatisfy(isPremultiplied), "step \(steps): \(what) left a pixel not premultiplied")
            } else {
                Invariant.check(
                    zip(before, after).allSatisfy { $0 == $1 || $1 >> 24 == 0xFF },
                    "step \(steps): \(what) wrote an XRGB word without 0xFF on top")
            }
        }
    }

    static func color(_ input: inout FuzzBytes) -> Color {
        Color(r: input.byte(), g: input.byte(), b: input.byte(), a: input.pick([0, 1, 128, 254, 255, input.byte()]))
    }

    static func isPremultiplied(_ word: UInt32) -> Bool {
        let a = word >> 24
        return (word >> 16) & 0xFF <= a && (word >> 8) & 0xFF <= a && word & 0xFF <= a
    }

    static func isNonFinite(_ path: Path, _ t: Transform) -> Bool {
        !path.isFinite || ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }

    /// Pixel memory in the middle of a larger allocation: guard words before and after, and
    /// padding at the end of every row, all holding a pattern.
    final class Arena {
        static let pattern: UInt32 = 0xA5C3_5A3C
        let width: Int, height: Int, pad: Int, guardWords = 37
        let words: UnsafeMutablePointer<UInt32>
        var count: Int { 2 * guardWords + (width + pad) * height }

        init(width: Int, height: Int, pad: Int) {
            self.width = width
            self.height = height
            self.pad = pad
            words = .allocate(capacity: 2 * guardWords + (width + pad) * height)
            words.initialize(repeating: Self.pattern, count: count)
            for y in 0..<height { (words + guardWords + y * (width + pad)).update(repeating: 0, count: width) }
        }

        deinit { words.deallocate() }

        func buffer(format: PixelFormat) -> PixelBuffer? {
            PixelBuffer(
                borrowing: UnsafeMutableRawPointer(words + guardWords), width: width, height: height,
                pitch: (width + pad) * 4, format: format)
        }

        /// The first word outside the pixels that lost its pattern, or nil.
        var firstBrokenGuard: Int? {
            (0..<count).first { i in
                let j = i - guardWords
                let inside = j >= 0 && j < (width + pad) * height && j % (width + pad) < width
                return !inside && words[i] != Self.pattern
            }
        }

        var pixels: [UInt32] {
            (0..<height).flatMap { y in (0..<width).map { words[guardWords + y * (width + pad) + $0] } }
        }
    }
}

/// Paths, transforms and stroke styles read from the fuzzer's bytes.
enum Shapes {
    /// A coordinate of a flavour chosen per path, sometimes anything at all.
    static func coordinate(_ input: inout FuzzBytes, flavour: Int, extent: Double) -> Double {
        switch flavour {
        case 0: return input.between(-0.3 * extent, 1.3 * extent)
        case 1: return input.pick([1e9, -1e9, 1e300, -1e300, 1e15, -1e15]) * input.between(-1, 1)
        case 2: return input.between(-1e-6, 1e-6) + input.pick([0, extent / 2, 1e-300])
        case 3: return Double(input.below(Int(extent) + 3) - 1)
        default: return input.wild(extent)
        }
    }

    /// Up to 14 pieces: moves, lines, quadratic and cubic curves, closes, arcs, rectangles, ellipses and circles.
    static func path(_ input: inout FuzzBytes, extent: Double) -> Path {
        let flavour = input.pick([0, 0, 0, 1, 2, 3, 4])
        var path = Path()
        func point(_ input: inout FuzzBytes) -> Point {
            Point(
                coordinate(&input, flavour: flavour, extent: extent),
                coordinate(&input, flavour: flavour, extent: extent))
        }
        for _ in 0..<input.below(14) {
            switch input.below(flavour == 1 || flavour == 4 ? 10 : 13) {
            case 0, 1: path.move(to: point(&input))
            case 2, 3, 4: path.line(to: point(&input))
            case 5, 6: path.quad(to: point(&input), control: point(&input))
            case 7, 8: path.cubic(to: point(&input), control1: point(&input), control2: point(&input))
            case 10:
                path.arc(
                    center: point(&input), radius: coordinate(&input, flavour: flavour, extent: extent),
                    from: coordinate(&input, flavour: 4, extent: 7), to: coordinate(&input, flavour: 4, extent: 7))
            case 11:
                let rect = Rect(
                    coordinate(&input, flavour: flavour, extent: extent),
                    coordinate(&input, flavour: flavour, extent: extent),
                    coordinate(&input, flavour: flavour, extent: extent),
                    coordinate(&input, flavour: flavour, extent: extent))
                path.append(
                    input.pick([
                        Path.rect(rect), Path.ellipse(in: rect),
                        Path.roundedRect(rect, radius: coordinate(&input, flavour: 4, extent: extent)),
                    ]))
            case 12:
                path.append(
                    Path.circle(center: point(&input), radius: coordinate(&input, flavour: flavour, extent: extent)))
            default: path.close()
            }
        }
        return path
    }

    static func transform(_ input: inout FuzzBytes) -> Transform {
        switch input.below(12) {
        case 0, 1, 2, 3: return .identity
        case 4: return .translation(input.between(-40, 40), input.between(-40, 40))
        case 5: return Transform.rotation(input.between(-7, 7)).scaledBy(input.between(0.1, 4), input.between(0.1, 4))
        case 6: return .scale(0)
        case 7: return Transform(a: 1, b: 2, c: 2, d: 4, tx: input.between(0, 30), ty: input.between(0, 30))
        case 8: return .scale(input.pick([1e300, 1e9, 1e-9, 1e-300, -1e300]))
        case 9:
            return Transform(
                a: input.pick([Double.nan, .infinity, 1]), b: 0, c: 0, d: 1,
                tx: input.pick([0, Double.nan, -.infinity]),
                ty: 0)
        case 10: return .translation(input.pick([1e300, -1e9, 0.5, -0.5]), input.pick([1e300, -1e9, 0.5, -0.5]))
        default:
            return Transform(
                a: input.between(-3, 3), b: input.between(-3, 3), c: input.between(-3, 3), d: input.between(-3, 3),
                tx: input.between(-20, 60), ty: input.between(-20, 60))
        }
    }

    static func style(_ input: inout FuzzBytes) -> StrokeStyle {
        StrokeStyle(
            width: input.pick([
                0, -1, .nan, .infinity, 1e300, 1e9, 0.01, 1, 1.5, input.between(0, 12), input.between(0, 80),
            ]),
            join: input.pick([.miter, .round, .bevel]), cap: input.pick([.butt, .round, .square]),
            miterLimit: input.pick([10, 1, 0, -3, .nan, .infinity, 1e300, input.between(0, 20)]))
    }
}
