import SetCore
import SetInput
import SetTable

/// The overlays: the pause cover, the menu and the statistics. Opening one
/// stops the game (the platform stops the game clock) and hides the cards;
/// while one is open, input goes to it alone.
extension AppState {
    /// Opens `kind` over the table (`.none` closes what is open); a finished game is never paused.
    mutating func open(_ kind: OverlayKind) -> [Effect] {
        guard kind != overlay, kind != .pause || !game.isGameOver else { return [] }
        let from = overlay
        if from == .none || from == .tutorial {
            // Whatever gesture was in progress is over.
            _ = gestures.handle(.focusLost, in: gestureContext)
            pressedButton = nil
        }
        overlay = kind
        tutorial = kind == .tutorial ? Tutorial() : nil
        overlayFocus = nil
        overlayPage = 0
        overlayPress = nil
        return [.overlayChanged(from: from, to: kind)]
    }

    /// Pauses the game: P, the menu's Pause, the window losing focus or being hidden.
    mutating func pause() -> [Effect] {
        overlay == .none ? open(.pause) : []
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
            if Self.quits(key, modifiers) { return [.quit] }
        case .resized(let w, let h):
            return perform(.resized(width: w, height: h), now: now)
        case .pointerUp, .pointerMove, .wheel, .multiGesture, .fingerDown, .fingerUp, .focusLost, .hidden,
            .textEntered:
            return []
        }
        return open(.none)
    }

    /// Input under the menu or the statistics: Tab and the arrows move the focus
    /// ring, Enter or Space presses the focused button, Escape closes; a click on
    /// a button presses it, a click outside the panel closes it.
    mutating func inOverlay(_ event: InputEvent, now: Double) -> [Effect] {
        let panel = OverlayPanel(scene: scene(now: now))
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

    /// What pressing an overlay's button does.
    private mutating func press(_ control: OverlayPanel.Control, now: Double) -> [Effect] {
        guard control.enabled else { return [] }
        if overlay == .review, let effects = pressInReview(control.name) { return effects }
        if overlay == .replay, let effects = pressInReplay(control.name) { return effects }
        if overlay == .practice, let effects = pressInPractice(control.name) { return effects }
        if control.name.hasPrefix("game"), let id = Int64(control.name.dropFirst(4)) { return [.openReview(id)] }
        switch control.name {
        case "pastGames": return open(.pastGames) + [.showPastGames]
        case "practice": return [.openPractice]
        case "leave": return open(.none) + leaveNetworkGame()
        case "stats": return open(.stats)
        case "online": return openOnline()
        case "rules": return open(.rules)
        case "modes": return open(.modes)
        case "tutorial": return open(.tutorial)
        case "settings": return open(.settings)
        case "palette", "theme":
            // Each press moves to the next value, round again after the last.
            func next<T: CaseIterable & Equatable>(_ value: T) -> T {
                let all = Array(T.allCases)
                return all[((all.firstIndex(of: value) ?? 0) + 1) % all.count]
            }
            theme =
                control.name == "theme"
                ? Theme(style: next(theme.style), palette: theme.palette)
                : Theme(style: theme.style, palette: next(theme.palette))
            return [.settingsChanged]
        case "motion":
            animates.toggle()
            // Off: every change from now on is a cut, and what was moving is in place.
            if !animates { motion = Motion() }
            return [.settingsChanged]
        case "labels":
            labelsAlwaysShown.toggle()
            return [.settingsChanged]
        case "gamesKept":
            // Every game, then fewer and fewer of the latest, round again.
            let choices = Self.gamesKeptChoices
            gamesKept = choices[((choices.firstIndex(of: gamesKept) ?? 0) + 1) % choices.count]
            return [.settingsChanged]
        case "volumeDown", "volumeUp":
            // In steps of ten; a change of volume also unmutes, as --volume does.
            let step = control.name == "volumeUp" ? 10 : -10
            volume = min(100, max(0, (volume + step) / 10 * 10))
            isMuted = false
            return [.settingsChanged]
        case "pause": return open(.pause)
        case "close": return open(.none)
        case "quit": return [.quit]
        case "newGame": return open(.none) + apply(.newGameTapped, now: now)
        case "previous", "next":
            // From the page shown (a resize may have made fewer), one on or back.
            let pages = OverlayPanel(scene: scene(now: now))?.pageCount ?? 1
            overlayPage = max(0, min(overlayPage, pages - 1) + (control.name == "next" ? 1 : -1))
            // The focus stays on the same button, wherever the new page puts it (the Modes pages hold
            // different numbers of modes), so Enter turns page after page and stops at the last.
            let turned = OverlayPanel(scene: scene(now: now))?.controls ?? []
            overlayFocus = overlayFocus.flatMap { _ in turned.firstIndex { $0.name == control.name } }
            // The app traces the page shown.
            return [.overlayChanged(from: overlay, to: overlay)]
        default:
            guard let mode = Game.Mode.allCases.first(where: { ButtonID.mode($0).traceName == control.name }) else {
                return []
            }
            if network != nil { return open(.none) + chooseNetworkMode(mode) }
            return open(.none) + [.switchMode(mode)]
        }
    }

    /// Whether a key quits (Q, Ctrl+Q), as it does everywhere.
    static func quits(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        KeyBindings.action(
            for: key, modifiers: modifiers, isRepeat: false, labelsShown: false, cardCount: 0,
            isTwoPlayer: false) == .quit
    }
}
