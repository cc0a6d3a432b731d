import Geometry

/// A mouse button.
public enum PointerButton: Equatable, Hashable, Sendable {
    /// The primary button: clicks and pull-down-to-deal.
    case left
    /// The middle button (unused by the game).
    case middle
    /// The secondary button: turning the shuffle knob around the board centre.
    case right
}

/// Something the player did, in platform-neutral terms; the app translates SDL events into these.
///
/// Positions are in window coordinates (the ones SDL mouse events use), times in
/// seconds from any fixed origin (SDL's millisecond timestamps divided by 1000).
/// The SDL counterparts: `SDL_MOUSEBUTTONDOWN`/`UP` and `SDL_MOUSEMOTION`,
/// `SDL_MOUSEWHEEL` (`preciseY`), `SDL_KEYDOWN` (`Key(ascii:)` for letters, digits,
/// space, return, escape; `keysym.mod` for the modifiers; `repeat`), `SDL_MULTIGESTURE`,
/// `SDL_FINGERDOWN`/`UP`, `SDL_WINDOWEVENT_SIZE_CHANGED` and `SDL_WINDOWEVENT_FOCUS_LOST`.
public enum InputEvent: Equatable, Sendable {
    /// A mouse button went down. Touch-synthesized mouse events are welcome: a one-finger
    /// tap clicks and a one-finger swipe down deals; a second finger cancels the drag.
    case pointerDown(PointerButton, at: Point, time: Double)
    /// The pointer moved, with or without a button held.
    case pointerMove(to: Point, time: Double)
    /// A mouse button went up.
    case pointerUp(PointerButton, at: Point, time: Double)
    /// The wheel turned, in notches; `dy > 0` when it turned away from the player
    /// (SDL's convention, after undoing `SDL_MOUSEWHEEL_FLIPPED`).
    case wheel(dx: Double, dy: Double, at: Point)
    /// A key went down; `isRepeat` when it is the keyboard's auto-repeat.
    case keyDown(Key, modifiers: KeyModifiers, isRepeat: Bool)
    /// Text typed while a text field takes it (`SDL_TEXTINPUT`): what the keyboard layout, dead keys
    /// and input method made of the keys, or a paste.
    case textEntered(String)
    /// One step of a multi-finger gesture (`SDL_MULTIGESTURE`): the rotation since the
    /// previous step in radians (positive turns clockwise on screen), the change of
    /// finger spread, the gesture centre and the number of fingers down.
    case multiGesture(dTheta: Double, dDist: Double, center: Point, fingers: Int, time: Double)
    /// A finger touched the screen (`SDL_FINGERDOWN`).
    case fingerDown(id: Int, time: Double)
    /// A finger left the screen (`SDL_FINGERUP`).
    case fingerUp(id: Int, time: Double)
    /// The window's drawable size changed, in window coordinates.
    case resized(width: Int, height: Int)
    /// The window lost keyboard and mouse focus: whatever gesture was in progress is over.
    case focusLost
    /// The window was minimised or hidden: nobody can see the table.
    case hidden
}
