import SetCore
import SetInput
import SetTable

/// What every screen over the table shares: opening one (which stops the game clock and hides the
/// cards), the keyboard's focus ring, a press on a panel's button handed to its screen, and pages.
/// While one is open, input goes to it alone; each screen's own buttons are in its folder.
extension AppState {
    /// Opens `kind` over the table (`.none` closes what is open), fresh as `Screen.opening` makes it; Review,
    /// Replay and Practice do not open without a review or drills to show.
    public mutating func open(_ kind: OverlayKind) -> [Effect] {
        guard let next = Screen.opening(kind, in: self) else { return [] }
        return show(next)
    }

    /// Opens `next` over the table with its state; a finished game is never paused, and a screen already
    /// open stays as it is.
    mutating func show(_ next: Screen) -> [Effect] {
        let kind = next.kind
        guard kind != overlay, kind != .pause || !game.isGameOver else { return [] }
        let from = overlay
        if from == .none || from == .tutorial {
            // Whatever gesture was in progress is over.
            _ = gestures.handle(.focusLost, in: gestureContext)
            pressedButton = nil
        }
        screen = next
        overlayFocus = nil
        overlayPage = 0
        overlayPress = nil
        return [.overlayChanged(from: from, to: kind)]
    }

    /// Input under the menu or the statistics: Tab and the arrows move the focus
    /// ring, Enter or Space presses the focused button, Escape closes; a click on
    /// a button presses it, a click outside the panel closes it.
    mutating func inOverlay(_ event: InputEvent, now: Double) -> [Effect] {
        let panel = sceneOnScreen(now: now).panel
        let controls = panel?.controls ?? []
        switch event {
        case .keyDown(let key, let modifiers, let isRepeat):
            if Self.quits(key, modifiers), !isRepeat { return [.quit] }
            switch key {
            case .escape: return isRepeat ? [] : open(.none)
            case .f10 where overlay == .menu: return isRepeat ? [] : open(.none)
            case .f10: return isRepeat ? [] : open(.menu)
            case .f1 where overlay == .rules: return isRepeat ? [] : open(.none)
            case .f1: return isRepeat ? [] : open(.rules)
            case .tab: moveFocus(by: modifiers.contains(.shift) ? -1 : 1, over: controls.map(\.enabled))
            case .down, .right: moveFocus(by: 1, over: controls.map(\.enabled))
            case .up, .left: moveFocus(by: -1, over: controls.map(\.enabled))
            case .enter, .space:
                guard !isRepeat, let focus = overlayFocus, controls.indices.contains(focus) else { return [] }
                return press(controls[focus], now: now)
            default: break
            }
            return []
        case .pointerDown(.left, let at, _):
            overlayPress = .some(
                controls.firstIndex { $0.enabled && $0.frame.contains(at) }
                    ?? (panel?.frame.contains(at) == true ? -1 : nil))
            return []
        case .pointerUp(.left, let at, _):
            defer { overlayPress = nil }
            guard let pressed = overlayPress else { return [] }
            guard let index = pressed else {
                // Down and up outside the panel: the click closes it.
                return panel?.frame.contains(at) == true ? [] : open(.none)
            }
            guard controls.indices.contains(index), controls[index].frame.contains(at) else { return [] }
            return press(controls[index], now: now)
        case .resized(let w, let h):
            return perform(.resized(width: w, height: h), now: now)
        default:
            return []
        }
    }

    /// Moves the focus ring to the next (or previous) place that does something, round again after the last:
    /// `enabled` says which of the places in focus order do (the buttons; the tutorial's cards, then its buttons).
    mutating func moveFocus(by step: Int, over enabled: [Bool]) {
        guard enabled.contains(true) else { return }
        var index = overlayFocus ?? (step > 0 ? -1 : enabled.count)
        repeat {
            index = (index + step + enabled.count) % enabled.count
        } while !enabled[index]
        overlayFocus = index
    }

    /// What pressing an overlay's button does: Previous and Next turn any panel's pages; every other
    /// button is its screen's to carry out.
    private mutating func press(_ control: OverlayPanel.Control, now: Double) -> [Effect] {
        guard control.enabled else { return [] }
        if let step = control.button.pageStep { return turnPage(by: step, keepingFocusOn: control.button, now: now) }
        return pressOnScreen(control.button, now: now)
    }

    /// Previous or Next: from the page shown (a resize may have made fewer), one on or back.
    private mutating func turnPage(by step: Int, keepingFocusOn button: PanelButton, now: Double) -> [Effect] {
        let pages = sceneOnScreen(now: now).panel?.pageCount ?? 1
        overlayPage = max(0, min(overlayPage, pages - 1) + step)
        // The focus stays on the same button, wherever the new page puts it (the Modes pages hold
        // different numbers of modes), so Enter turns page after page and stops at the last.
        let turned = scene(now: now).panel?.controls ?? []
        overlayFocus = overlayFocus.flatMap { _ in turned.firstIndex { $0.button == button } }
        // The app traces the page shown.
        return [.overlayChanged(from: overlay, to: overlay)]
    }

    /// Whether a key quits (Q, Ctrl+Q), as it does everywhere.
    static func quits(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        KeyBindings.action(
            for: key, modifiers: modifiers, isRepeat: false, labelsShown: false, cardCount: 0,
            isTwoPlayer: false) == .quit
    }
}
