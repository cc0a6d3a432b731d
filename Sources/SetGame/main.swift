import CSDL2

// Opens a resizable window titled "Set", paints it felt green and waits for the
// player to close it. The real table, input and CLI arrive in later issues.

guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
    print("set-game: cannot open a window (SDL: \(String(cString: SDL_GetError())))")
    exit(1)
}
defer { SDL_Quit() }

let windowFlags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
guard let window = SDL_CreateWindow("Set", Int32(SDL_WINDOWPOS_UNDEFINED_MASK), Int32(SDL_WINDOWPOS_UNDEFINED_MASK),
                                    1280, 800, windowFlags) else {
    print("set-game: cannot open a window (SDL: \(String(cString: SDL_GetError())))")
    exit(1)
}
defer { SDL_DestroyWindow(window) }

func paint() {
    guard let surface = SDL_GetWindowSurface(window) else { return }
    SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, 0x1e, 0x5b, 0x3a))
    SDL_UpdateWindowSurface(window)
}

paint()
var event = SDL_Event()
loop: while SDL_WaitEvent(&event) != 0 {
    switch event.type {
    case SDL_QUIT.rawValue:
        break loop
    case SDL_WINDOWEVENT.rawValue:
        paint()
    default:
        break
    }
}
