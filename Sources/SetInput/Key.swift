/// A key the game knows, named after what is printed on it (US layout).
///
/// Letters and digits have their character as raw value; the other keys a word.
public enum Key: String, Equatable, Hashable, Sendable, CaseIterable {
    /// A letter key (SDL keycodes `SDLK_a` … `SDLK_z`).
    case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z
    /// A digit key on the main row (`SDLK_0` … `SDLK_4`).
    case digit0 = "0"
    case digit1 = "1"
    case digit2 = "2"
    case digit3 = "3"
    case digit4 = "4"
    /// A digit key on the main row (`SDLK_5` … `SDLK_9`).
    case digit5 = "5"
    case digit6 = "6"
    case digit7 = "7"
    case digit8 = "8"
    case digit9 = "9"
    /// A whitespace or editing key (`SDLK_SPACE`, `SDLK_ESCAPE`, `SDLK_RETURN`, `SDLK_TAB`, `SDLK_BACKSPACE`).
    case space, escape, enter, tab, backspace
    /// An arrow key (`SDLK_UP`, `SDLK_DOWN`, `SDLK_LEFT`, `SDLK_RIGHT`).
    case up, down, left, right
    /// The F1, F10 and F11 function keys (`SDLK_F1`, `SDLK_F10`, `SDLK_F11`).
    case f1, f10, f11
    /// The editing keys of a text field (`SDLK_HOME`, `SDLK_END`, `SDLK_DELETE`).
    case home, end, delete
    /// A shift key on its own (`SDLK_LSHIFT`, `SDLK_RSHIFT`): the two-player claim keys.
    case leftShift, rightShift

    /// The key whose SDL keycode is this ASCII code: `a`–`z` (and `A`–`Z`), `0`–`9`,
    /// space, return (13), escape (27), tab (9), backspace (8) and delete (127); nil for any other code.
    ///
    /// SDL2 gives these keys their ASCII code as `SDL_Keycode`, so the app maps them with
    /// one call and names only F11, the arrows and the shift keys itself.
    public init?(ascii code: Int) {
        switch code {
        case 8: self = .backspace
        case 9: self = .tab
        case 13: self = .enter
        case 27: self = .escape
        case 32: self = .space
        case 127: self = .delete
        case 48...57, 97...122:
            self.init(rawValue: String(Character(Unicode.Scalar(UInt8(code)))))
        case 65...90:
            self.init(ascii: code + 32)
        default:
            return nil
        }
    }

    /// The character printed on a letter or digit key (lowercase), nil for other keys.
    public var character: Character? {
        rawValue.count == 1 ? rawValue.first : nil
    }
}

/// The modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Equatable, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set of modifiers from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Either Control key.
    public static let ctrl = KeyModifiers(rawValue: 1 << 0)
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either GUI (Super, Windows, Command) key.
    public static let gui = KeyModifiers(rawValue: 1 << 3)
}
