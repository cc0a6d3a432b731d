import CSDL2
import Glibc
import Raster

/// The window surface as something Raster can draw into.
///
/// A 32-bit XRGB or ARGB surface (what X11 and the offscreen driver give) is
/// borrowed directly: the canvas writes into SDL's own memory. Any other
/// format is drawn into an owned ARGB buffer and converted on present.
/// SDL replaces the window surface when the window changes size, so the
/// target remembers which surface it wraps and is rebuilt when that changes.
final class RenderTarget {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let canvas: Canvas
    private let pixels: UnsafeMutableRawPointer
    private let width: Int32, height: Int32
    private let convertsOnPresent: Bool

    /// Wraps a window surface; nil when it has no pixels or an unusable size.
    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        let s = surface.pointee
        guard let pixels = s.pixels, let format = s.format?.pointee.format else { return nil }
        let borrowed: PixelFormat? =
            switch format {
            case SDL_PIXELFORMAT_ARGB8888.rawValue: .argb8888
            case SDL_PIXELFORMAT_RGB888.rawValue: .xrgb8888
            default: nil
            }
        let buffer: PixelBuffer?
        if let borrowed {
            Self.mapAtOnce(pixels, bytes: Int(s.pitch) * Int(s.h))
            buffer = PixelBuffer(
                borrowing: pixels, width: Int(s.w), height: Int(s.h), pitch: Int(s.pitch), format: borrowed)
        } else {
            buffer = PixelBuffer(width: Int(s.w), height: Int(s.h), format: .argb8888)
        }
        guard let buffer else { return nil }
        self.surface = surface
        self.pixels = pixels
        self.width = s.w
        self.height = s.h
        self.convertsOnPresent = borrowed == nil
        self.canvas = Canvas(buffer: buffer)
        // Record each frame and draw it band by band at present, so a large
        // window's frame is drawn through the caches instead of sweeping the
        // whole surface once per path (Raster draws small buffers at once anyway).
        // Whoever draws on it flushes: `TableRenderer.render` and `prepareForPresent`.
        canvas.defersDrawing = true
    }

    /// Has the kernel map every page of a new surface in one call, before the
    /// frame is drawn into it.
    ///
    /// SDL makes a new shared-memory surface at each new window size: 33 MB,
    /// 8,100 pages at 4K, none of them mapped yet. Touched one by one, each
    /// costs a fault (a trap into the kernel and back) besides the zeroing;
    /// `MADV_POPULATE_WRITE` (Linux 5.14) maps them all at once, which takes
    /// a 4K surface's first full write from 26–33 ms to 15–22 ms (SDL floor
    /// program, same X server). Where the kernel lacks it the call fails and
    /// the pages come one fault at a time, as before.
    static func mapAtOnce(_ pixels: UnsafeMutableRawPointer, bytes: Int) {
        let page = max(4096, sysconf(Int32(_SC_PAGESIZE)))
        let start = Int(bitPattern: pixels) & ~(page - 1)
        let end = (Int(bitPattern: pixels) + bytes + page - 1) & ~(page - 1)
        guard bytes > 0, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(first, end - start, MADV_POPULATE_WRITE)
    }

    /// Whether this target still wraps `surface` as it is now.
    func wraps(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        surface == self.surface && surface.pointee.pixels == pixels
            && surface.pointee.w == width && surface.pointee.h == height
    }

    /// Finishes the frame's drawing and copies an owned buffer into the surface
    /// (a borrowed one is already there).
    ///
    /// The flush is this target's: the canvas defers drawing and the buffer
    /// does not flush it when read, so anything drawn on `canvas` outside
    /// `TableRenderer` (which flushes at the end of a render) reaches the
    /// surface here.
    func prepareForPresent() {
        canvas.flush()
        guard convertsOnPresent, let format = surface.pointee.format?.pointee.format else { return }
        let buffer = canvas.buffer
        SDL_ConvertPixels(
            width, height, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(buffer.pitch),
            format, pixels, surface.pointee.pitch)
    }
}
