import CSDL2

/// A failure reported by SDL, with SDL's own message.
struct SDLError: Error, CustomStringConvertible {
    var message: String

    /// The error SDL has just reported (`SDL_GetError`).
    static func current(_ context: String) -> SDLError {
        SDLError(message: "\(context) (SDL: \(String(cString: SDL_GetError())))")
    }

    var description: String { message }
}
