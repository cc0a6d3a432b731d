import CSDL2
import Geometry
import Raster
import SetInput
import SetStorage

/// What one SDL event means to the app.
enum PlatformEvent: Equatable {
    /// Input for the gesture recognizer.
    case input(InputEvent)
    /// The window or the process was asked to close (window close, SIGINT).
    case quit
    /// The window's contents were lost and must be drawn again in full.
    case exposed
}

/// Translates SDL events into the platform-neutral events of `SetInput`.
///
/// Only this file and the window know SDL's event structures; everything
/// after it is plain Swift that tests drive without a window.
enum SDLEventTranslator {
    /// The meaning of an SDL event, or nil for events the game does not use.
    ///
    /// - Parameter windowSize: the window size, to turn the normalized
    ///   position of a multi-finger gesture into window coordinates.
    static func translate(_ event: SDL_Event, windowSize: WindowSize) -> PlatformEvent? {
        let time = Double(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard let button = pointerButton(b.button) else { return nil }
            let at = Point(Double(b.x), Double(b.y))
            return .input(
                event.type == SDL_MOUSEBUTTONDOWN.rawValue
                    ? .pointerDown(button, at: at, time: time)
                    : .pointerUp(button, at: at, time: time))
        case SDL_MOUSEMOTION:
            return .input(.pointerMove(to: Point(Double(event.motion.x), Double(event.motion.y)), time: time))
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            let flip = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            return .input(
                .wheel(
                    dx: Double(w.preciseX) * flip, dy: Double(w.preciseY) * flip,
                    at: Point(Double(w.mouseX), Double(w.mouseY))))
        case SDL_KEYDOWN:
            let k = event.key
            guard let key = key(for: k.keysym.sym) else { return nil }
            return .input(.keyDown(key, modifiers: modifiers(k.keysym.mod), isRepeat: k.repeat != 0))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .input(.textEntered(text))
        case SDL_MULTIGESTURE:
            let g = event.mgesture
            let center = Point(Double(g.x) * Double(windowSize.width), Double(g.y) * Double(windowSize.height))
            return .input(
                .multiGesture(
                    dTheta: Double(g.dTheta), dDist: Double(g.dDist), center: center,
                    fingers: Int(g.numFingers), time: time))
        case SDL_FINGERDOWN:
            return .input(.fingerDown(id: Int(truncatingIfNeeded: event.tfinger.fingerId), time: time))
        case SDL_FINGERUP:
            return .input(.fingerUp(id: Int(truncatingIfNeeded: event.tfinger.fingerId), time: time))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .input(.resized(width: Int(event.window.data1), height: Int(event.window.data2)))
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .input(.focusLost)
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                return .input(.hidden)
            case SDL_WINDOWEVENT_EXPOSED:
                return .exposed
            case SDL_WINDOWEVENT_CLOSE:
                return .quit
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private static func pointerButton(_ sdlButton: UInt8) -> PointerButton? {
        switch Int32(sdlButton) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return nil
        }
    }

    /// The game's key for an SDL keycode; SDL gives printable keys their ASCII code.
    static func key(for sym: SDL_Keycode) -> Key? {
        switch sym {
        case Int32(bitPattern: SDLK_F1.rawValue): return .f1
        case Int32(bitPattern: SDLK_F10.rawValue): return .f10
        case Int32(bitPattern: SDLK_F11.rawValue): return .f11
        case Int32(bitPattern: SDLK_UP.rawValue): return .up
        case Int32(bitPattern: SDLK_DOWN.rawValue): return .down
        case Int32(bitPattern: SDLK_LEFT.rawValue): return .left
        case Int32(bitPattern: SDLK_RIGHT.rawValue): return .right
        case Int32(bitPattern: SDLK_LSHIFT.rawValue): return .leftShift
        case Int32(bitPattern: SDLK_RSHIFT.rawValue): return .rightShift
        case Int32(bitPattern: SDLK_KP_ENTER.rawValue): return .enter
        case Int32(bitPattern: SDLK_HOME.rawValue): return .home
        case Int32(bitPattern: SDLK_END.rawValue): return .end
        default: return Key(ascii: Int(sym))
        }
    }

    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        let m = UInt32(mod)
        var result: KeyModifiers = []
        if m & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0 { result.insert(.ctrl) }
        if m & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0 { result.insert(.shift) }
        if m & (KMOD_LALT.rawValue | KMOD_RALT.rawValue) != 0 { result.insert(.alt) }
        if m & (KMOD_LGUI.rawValue | KMOD_RGUI.rawValue) != 0 { result.insert(.gui) }
        return result
    }

    /// Whether a size change waits in the queue: while the window is dragged to a new size, only the latest is drawn.
    static func resizePending() -> Bool {
        SDL_PumpEvents()
        var events = [SDL_Event](repeating: SDL_Event(), count: 32)
        let count = SDL_PeepEvents(&events, 32, SDL_PEEKEVENT, SDL_WINDOWEVENT.rawValue, SDL_WINDOWEVENT.rawValue)
        return events.prefix(Int(max(0, count))).contains {
            $0.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        }
    }

    /// Whether a pointer move waits in the queue: while the pointer moves, only the latest position is drawn.
    static func motionPending() -> Bool {
        SDL_PumpEvents()
        return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_MOUSEMOTION.rawValue, SDL_MOUSEMOTION.rawValue) > 0
    }
}
