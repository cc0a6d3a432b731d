import Geometry
import Raster
import Testing

/// A canvas on an owned, transparent buffer of the given size.
func makeCanvas(_ width: Int, _ height: Int, format: PixelFormat = .argb8888) -> Canvas {
    guard let buffer = PixelBuffer(width: width, height: height, format: format) else {
        fatalError("test buffer \(width)x\(height) could not be made")
    }
    return Canvas(buffer: buffer)
}

/// The coverage at a pixel after filling with opaque white over transparent black: its alpha.
func coverage(_ canvas: Canvas, _ x: Int, _ y: Int) -> Int {
    Int((canvas.buffer.premultipliedPixel(x: x, y: y) ?? 0) >> 24)
}

/// Every pixel's alpha, row by row.
func alphas(_ canvas: Canvas) -> [[Int]] {
    (0..<canvas.buffer.height).map { y in (0..<canvas.buffer.width).map { x in coverage(canvas, x, y) } }
}

/// The largest difference of one channel between two buffers of one size.
func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    var largest = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.premultipliedPixel(x: x, y: y) ?? 0, q = b.premultipliedPixel(x: x, y: y) ?? 0
            for shift in stride(from: 0, to: 32, by: 8) {
                largest = max(largest, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
    }
    return largest
}

/// A polygon through the given points, closed.
func polygon(_ points: [(Double, Double)]) -> Path {
    var path = Path()
    for (i, p) in points.enumerated() {
        if i == 0 { path.move(to: Point(p.0, p.1)) } else { path.line(to: Point(p.0, p.1)) }
    }
    path.close()
    return path
}

let white = Color.white

/// Whether two buffers of one size hold the same pixels; records where they first differ.
func samePixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
    for y in 0..<a.height {
        for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
            Issue.record("differs at (\(x), \(y))")
            return false
        }
    }
    return true
}

/// A buffer borrowed from memory with a guard band of `guardWords` words
/// before and after, and `padWords` unused words at the end of every row.
final class GuardedMemory {
    static let pattern: UInt32 = 0xDEAD_BEEF
    let width: Int, height: Int, padWords: Int, guardWords: Int
    let words: UnsafeMutablePointer<UInt32>
    var count: Int { guardWords * 2 + (width + padWords) * height }

    init(width: Int, height: Int, padWords: Int, guardWords: Int = 64) {
        self.width = width; self.height = height; self.padWords = padWords; self.guardWords = guardWords
        words = .allocate(capacity: guardWords * 2 + (width + padWords) * height)
        words.initialize(repeating: Self.pattern, count: guardWords * 2 + (width + padWords) * height)
        for y in 0..<height {
            (words + guardWords + y * (width + padWords)).update(repeating: 0, count: width)
        }
    }

    deinit { words.deallocate() }

    func buffer(format: PixelFormat = .argb8888) -> PixelBuffer? {
        PixelBuffer(
            borrowing: UnsafeMutableRawPointer(words + guardWords), width: width, height: height,
            pitch: (width + padWords) * 4, format: format)
    }

    /// Whether every word outside the pixels (guards and row padding) still holds the pattern.
    var outsideUntouched: Bool {
        for i in 0..<count {
            let j = i - guardWords
            let inside = j >= 0 && j < (width + padWords) * height && j % (width + padWords) < width
            if !inside && words[i] != Self.pattern { return false }
        }
        return true
    }
}
