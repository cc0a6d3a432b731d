import SetCore
import SetInput
import SetTable

/// The pause cover as the window drives it: a press or a key plays on.
extension AppState {
    /// Pauses the game: P, the menu's Pause, the window losing focus or being hidden; a network game
    /// goes on at the host.
    mutating func pause() -> [Effect] {
        overlay == .none && network == nil ? open(.pause) : []
    }

    /// Input under the pause cover: a press or a key plays on and does nothing
    /// else; Q quits; the window still follows its size; anything else waits.
    mutating func whilePaused(_ event: InputEvent, now: Double) -> [Effect] {
        switch event {
        case .pointerDown(let button, _, _):
            resumingPress = button == .left
        case .keyDown(let key, let modifiers, let isRepeat):
            // Shift alone (a claim key) and a held key's repeats do not wake the game.
            guard !isRepeat, key != .leftShift, key != .rightShift else { return [] }
            if Self.quits(key, modifiers) { return carryOut(PauseFeature.reduce(.quit), now: now) }
        case .resized(let w, let h):
            return perform(.resized(width: w, height: h), now: now)
        case .pointerUp, .pointerMove, .wheel, .multiGesture, .fingerDown, .fingerUp, .focusLost, .hidden,
            .textEntered:
            return []
        }
        return carryOut(PauseFeature.reduce(.resume), now: now)
    }
}
