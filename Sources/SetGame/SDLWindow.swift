import CSDL2
import Raster

/// The game's resizable SDL window and the surface the rasterizer draws into.
///
/// The window surface is SDL's own memory; `RenderTarget` hands it to Raster
/// as a borrowed pixel buffer, so a frame is drawn without a copy.
final class SDLWindow {
    let handle: OpaquePointer
    /// Whether the window fills the screen (its size is then the desktop's, not one to remember).
    private(set) var isFullscreen = false

    /// Opens a window titled "Set".
    init(size: WindowSize) throws {
        Self.presentFromPlainMemory()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow("Set", centered, centered,
                                            Int32(size.width), Int32(size.height), flags) else {
            throw SDLError.current("cannot open a window")
        }
        handle = window
        SDL_SetWindowMinimumSize(window, Int32(WindowSize.minimum.width), Int32(WindowSize.minimum.height))
    }

    deinit { SDL_DestroyWindow(handle) }

    /// Asks SDL for a window surface in plain memory (its native framebuffer).
    ///
    /// The game draws every pixel itself and presents only the rectangles that
    /// changed. SDL's default on X11 is a texture framebuffer that uploads the
    /// whole surface through OpenGL on every present (and holds a GL context);
    /// the native framebuffer (XShm) copies just the changed rectangles. The
    /// offscreen driver's default goes through EGL too, and in SDL 2.26 its
    /// resident memory then grows by a whole frame with each resize to a large
    /// size. SDL2's Wayland driver has no native framebuffer, so it keeps the texture.
    private static func presentFromPlainMemory() {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        guard driver != "wayland" else { return }
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }

    /// The size in window coordinates (the ones mouse events use).
    var size: WindowSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return WindowSize(width: Int(w), height: Int(h))
    }

    /// Switches between a window and the full screen at the desktop's resolution.
    func toggleFullscreen() {
        isFullscreen.toggle()
        SDL_SetWindowFullscreen(handle, isFullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }

    /// The window surface, fetched anew each time: SDL replaces it on resize.
    func surface() -> UnsafeMutablePointer<SDL_Surface>? { SDL_GetWindowSurface(handle) }

    /// Copies the given rectangles of the surface to the screen (all of it for an empty list).
    func present(_ rects: [Rect]) {
        guard !rects.isEmpty else {
            SDL_UpdateWindowSurface(handle)
            return
        }
        var sdlRects = rects.map { r -> SDL_Rect in
            let x0 = Int32(max(0, r.minX.rounded(.down))), y0 = Int32(max(0, r.minY.rounded(.down)))
            let x1 = Int32(r.maxX.rounded(.up)), y1 = Int32(r.maxY.rounded(.up))
            return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
        }
        SDL_UpdateWindowSurfaceRects(handle, &sdlRects, Int32(sdlRects.count))
    }
}
