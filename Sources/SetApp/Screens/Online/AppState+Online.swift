import SetCore
import SetInput
import SetProtocol
import SetTable

/// The Play online screen: four text fields and the ways to play online.
extension AppState {
    /// Opens the Play online screen over the table, its fields filled from `onlineDefaults`, with text input on.
    mutating func openOnline() -> [Effect] {
        carryOut([.open(.online)], now: latestTime)
    }

    /// One event while the Play online screen is open: typing goes to the field with the caret,
    /// Tab moves it, Enter plays, Escape closes; a click on a field puts the caret there, on a button
    /// presses it. Q is a letter here: only Ctrl+Q quits.
    mutating func inOnline(_ event: InputEvent, now: Double) -> [Effect] {
        guard online != nil else { return carryOut([.open(.none), .effect(.textInput(false))], now: now) }
        let panel = sceneOnScreen(now: now).panel
        let action: OnlineFeature.Action
        switch event {
        case .textEntered(let text):
            action = .typed(text)
        case .keyDown(let key, let modifiers, let isRepeat):
            if modifiers.contains(.ctrl), key == .q { return isRepeat ? [] : [.quit] }
            if modifiers.contains(.ctrl), key == .v { return isRepeat ? [] : [.pasteRequested] }
            if modifiers.contains(.ctrl) || modifiers.contains(.alt) || modifiers.contains(.gui) { return [] }
            switch key {
            case .escape:
                guard !isRepeat else { return [] }
                action = .close
            case .tab:
                action = .nextField(backwards: modifiers.contains(.shift))
            case .enter:
                guard !isRepeat else { return [] }
                action = .submit
            default:
                action = .edit(key)
            }
        case .pointerDown(.left, let at, _):
            if let box = panel?.fieldBoxes.first(where: { $0.frame.contains(at) }),
                let field = OnlineForm.Field(rawValue: box.field.name)
            {
                action = .focus(field)
            } else {
                overlayPress = .some(panel?.controls.firstIndex { $0.enabled && $0.frame.contains(at) })
                return []
            }
        case .pointerUp(.left, let at, _):
            defer { overlayPress = nil }
            guard let pressed = overlayPress, let index = pressed, let controls = panel?.controls,
                controls.indices.contains(index), controls[index].frame.contains(at),
                let button = controls[index].button.as(OnlineButton.self)
            else { return [] }
            action = .press(button)
        case .resized(let w, let h):
            return perform(.resized(width: w, height: h), now: now)
        default:
            return []
        }
        return send(action, to: OnlineFeature.self, at: \.online, now: now)
    }

    /// The screen as the scene shows it: the password as dots, the games as lines.
    var onlineShown: OnlineShown? {
        guard let online, overlay == .online else { return nil }
        let fields = OnlineForm.Field.allCases.map { field in
            let text = online[field]
            let shown = field == .password ? String(repeating: "\u{2022}", count: text.text.count) : text.text
            return OnlineShown.Field(
                name: field.rawValue, label: field.label(in: catalog), shown: shown, caret: text.caret,
                focused: online.focus == field)
        }
        let games = online.lanGames.map { game in
            OnlineShown.Game(
                name: game.name.text, address: game.joinAddress, mode: game.mode.rawValue,
                modeTitle: game.mode.title(in: catalog),
                players: game.players, password: game.password)
        }
        return OnlineShown(fields: fields, games: games)
    }
}
