import CSDL2
import Geometry
import Raster
import SetStorage

/// The game's resizable SDL window and the surface the rasterizer draws into.
///
/// The window surface is SDL's own memory; `RenderTarget` hands it to Raster
/// as a borrowed pixel buffer, so a frame is drawn without a copy.
final class SDLWindow {
    let handle: OpaquePointer
    /// Whether the window fills the screen (its size is then the desktop's, not one to remember).
    private(set) var isFullscreen = false
    /// The size the window has, or had before it filled the screen: the one to remember.
    private var sizeAsWindow: WindowSize

    /// Opens a window titled "Set" of `size`, filling the screen if `fullscreen`.
    init(size: WindowSize, fullscreen: Bool = false) throws {
        Self.presentFromPlainMemory()
        // A click on a window that is not focused both focuses it and acts, as
        // in any desktop program; SDL's X11 driver otherwise drops a button press
        // that comes within a few milliseconds of the focus change.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard
            let window = SDL_CreateWindow(
                "Set", centered, centered,
                Int32(size.width), Int32(size.height), flags)
        else {
            throw SDLError.current("cannot open a window")
        }
        handle = window
        sizeAsWindow = size
        SDL_SetWindowMinimumSize(window, Int32(WindowSize.minimum.width), Int32(WindowSize.minimum.height))
        if fullscreen { toggleFullscreen() }
    }

    /// The usable area of the main display (the screen less panels and docks), or nil if SDL cannot tell.
    ///
    /// Asked before a window exists, to size the first one.
    static func usableDisplayArea() -> WindowSize? {
        var bounds = SDL_Rect()
        guard SDL_GetNumVideoDisplays() > 0, SDL_GetDisplayUsableBounds(0, &bounds) == 0,
            bounds.w > 0, bounds.h > 0
        else { return nil }
        return WindowSize(width: Int(bounds.w), height: Int(bounds.h))
    }

    /// Names the window, e.g. "Set", "Set — two players" or "Set — daily puzzle 2026-11-23".
    func setTitle(_ title: String) {
        SDL_SetWindowTitle(handle, title)
    }

    /// Shows `icon` in the title bar, the task bar and the window switcher.
    func setIcon(_ icon: PixelBuffer) {
        // Window managers read the icon as straight (not premultiplied) alpha.
        var words = [UInt32]()
        words.reserveCapacity(icon.width * icon.height)
        for y in 0..<icon.height {
            for x in 0..<icon.width {
                let c = icon.pixel(x: x, y: y) ?? .clear
                words.append(UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
            }
        }
        words.withUnsafeMutableBytes { bytes in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(icon.width), Int32(icon.height), 32,
                    Int32(icon.width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return }
            SDL_SetWindowIcon(handle, surface)
            SDL_FreeSurface(surface)
        }
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

    /// The refresh rate of the display the window is on, in frames a second;
    /// 60 where SDL cannot tell (it reports 0 for Xvfb and some drivers).
    var refreshRate: Int {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(handle)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Int(mode.refresh_rate)
    }

    /// The size to remember: the window's, or the one it returns to from full screen.
    var windowedSize: WindowSize { isFullscreen ? sizeAsWindow : size }

    /// Switches between a window and the full screen at the desktop's resolution.
    ///
    /// Leaving full screen puts the window back at the size it had: SDL asks the
    /// window manager for that (`_NET_WM_STATE`), and where none answers (a bare
    /// X server, a kiosk) the window would otherwise keep the screen's size.
    /// Puts `text` on the system clipboard (the X selection under X11); a failure is only reported.
    /// Starts (true) or stops SDL's text input, which the Play online screen's fields take.
    func setTextInput(_ on: Bool) {
        if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    func setClipboardText(_ text: String) {
        if SDL_SetClipboardText(text) != 0 {
            Diagnostics.warn("set-game: \(SDLError.current("cannot copy to the clipboard"))")
        }
    }

    /// The text on the system clipboard, or nil when it holds none.
    func clipboardText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    func toggleFullscreen() {
        if !isFullscreen { sizeAsWindow = size }
        isFullscreen.toggle()
        SDL_SetWindowFullscreen(handle, isFullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        if !isFullscreen, size != sizeAsWindow {
            SDL_SetWindowSize(handle, Int32(sizeAsWindow.width), Int32(sizeAsWindow.height))
        }
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
