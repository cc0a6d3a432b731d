/// How a 32-bit pixel word is laid out (the SDL pixel formats the game draws into).
public enum PixelFormat: Equatable, Hashable, Sendable {
    /// `SDL_PIXELFORMAT_ARGB8888`: native-endian words `0xAARRGGBB`, premultiplied alpha.
    case argb8888
    /// `SDL_PIXELFORMAT_RGB888`: native-endian words `0xXXRRGGBB`; every word
    /// written has its top byte set to `0xFF` and the byte read is ignored.
    case xrgb8888
}

/// A rectangle of 32-bit pixels: memory it owns, or memory it was handed (an SDL surface).
///
/// Rows are `pitch` bytes apart; bytes between the end of one row's pixels and
/// the start of the next are never read or written.
///
/// The buffer is plain memory: reading it (`baseAddress`, `withWords`,
/// `pixel(x:y:)`, `premultipliedPixel(x:y:)`) returns what is there now and
/// finishes nobody's drawing. A canvas that defers drawing
/// (`Canvas.defersDrawing`) leaves its recorded calls out of the pixels until
/// `Canvas.flush()`, so whoever owns that canvas flushes it before the pixels
/// are read, presented, or drawn into by another canvas.
public final class PixelBuffer {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The distance between the starts of two rows, in bytes.
    public let pitch: Int
    /// The layout of each pixel word.
    public let format: PixelFormat
    /// The first byte of the first row.
    public let baseAddress: UnsafeMutableRawPointer
    private let ownsMemory: Bool

    /// The largest width or height accepted.
    public static let maxSide = 1 << 15
    /// The largest pixel count accepted (1 GiB of pixels).
    public static let maxPixels = 1 << 28

    /// Creates a buffer that owns its memory, every pixel transparent black
    /// (opaque black for `.xrgb8888`), or `nil` for a size of zero, below zero or absurdly large.
    public init?(width: Int, height: Int, format: PixelFormat = .argb8888) {
        guard Self.validSize(width, height) else { return nil }
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        words.initialize(repeating: format == .xrgb8888 ? 0xFF00_0000 : 0, count: width * height)
        self.width = width
        self.height = height
        self.pitch = width * 4
        self.format = format
        self.baseAddress = UnsafeMutableRawPointer(words)
        self.ownsMemory = true
    }

    /// Wraps memory owned by someone else (for example an SDL surface's
    /// `pixels`), without copying; the memory must outlive the buffer.
    ///
    /// Returns `nil` when the size is invalid, `pitch` is smaller than
    /// `width * 4` or not a multiple of 4, or the address is not 4-byte aligned.
    public init?(
        borrowing base: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int,
        format: PixelFormat
    ) {
        guard Self.validSize(width, height), pitch >= width * 4, pitch % 4 == 0,
            pitch <= Self.maxSide * 16, Int(bitPattern: base) % 4 == 0
        else { return nil }
        self.width = width
        self.height = height
        self.pitch = pitch
        self.format = format
        self.baseAddress = base
        self.ownsMemory = false
    }

    deinit {
        if ownsMemory { baseAddress.deallocate() }
    }

    private static func validSize(_ w: Int, _ h: Int) -> Bool {
        w > 0 && h > 0 && w <= maxSide && h <= maxSide && w * h <= maxPixels
    }

    /// The words of row `y` (no bounds check: callers stay inside `0..<height`).
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (baseAddress + y * pitch).assumingMemoryBound(to: UInt32.self)
    }

    /// Calls `body` with every pixel word (rows `rowStride` words apart, the
    /// last row ending at the buffer's end), e.g. to encode the image into a file.
    ///
    /// For `.xrgb8888` the top byte of each word is whatever the memory holds.
    public func withWords<R>(_ body: (_ words: UnsafeBufferPointer<UInt32>, _ rowStride: Int) throws -> R) rethrows -> R
    {
        let stride = pitch / 4
        let words = UnsafeBufferPointer(
            start: baseAddress.assumingMemoryBound(to: UInt32.self),
            count: (height - 1) * stride + width)
        return try body(words, stride)
    }

    /// The word `0xAARRGGBB` (premultiplied) at a pixel, alpha forced to `0xFF`
    /// for `.xrgb8888`, or `nil` outside the buffer.
    public func premultipliedPixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        let word = row(y)[x]
        return format == .xrgb8888 ? word | 0xFF00_0000 : word
    }

    /// The colour at a pixel with straight alpha, or `nil` outside the buffer.
    public func pixel(x: Int, y: Int) -> Color? {
        guard let word = premultipliedPixel(x: x, y: y) else { return nil }
        let a = UInt32(word >> 24)
        guard a > 0 else { return .clear }
        func straight(_ shift: UInt32) -> UInt8 {
            let c = (word >> shift) & 0xFF
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return Color(r: straight(16), g: straight(8), b: straight(0), a: UInt8(a))
    }
}
