import SetCore
import SetInput
import SetProtocol
import SetTable

/// The Play online screen: four text fields and the ways to play online.
extension AppState {
    /// Opens the Play online screen over the table, its fields filled from `onlineDefaults`.
    mutating func openOnline() -> [Effect] {
        message = nil
        return open(.online) + [.textInput(true)]
    }

    /// Closes the Play online screen.
    mutating func closeOnline() -> [Effect] {
        return open(.none) + [.textInput(false)]
    }

    /// One event while the Play online screen is open: typing goes to the field with the caret,
    /// Tab moves it, Enter plays (by the code when one is typed, else in a new room when a server
    /// is, else here), Escape closes; a click on a field puts the caret there, on a button presses it.
    mutating func inOnline(_ event: InputEvent, now: Double) -> [Effect] {
        guard var form = online else { return closeOnline() }
        defer { if overlay == .online { online = form } }
        let panel = sceneOnScreen(now: now).panel
        switch event {
        case .textEntered(let text):
            form[form.focus].insert(text)
            return [.fieldEdited(form.focus.rawValue)]
        case .keyDown(let key, let modifiers, let isRepeat):
            // Q is a letter here: only Ctrl+Q quits.
            if modifiers.contains(.ctrl), key == .q { return isRepeat ? [] : [.quit] }
            if modifiers.contains(.ctrl), key == .v { return isRepeat ? [] : [.pasteRequested] }
            if modifiers.contains(.ctrl) || modifiers.contains(.alt) || modifiers.contains(.gui) { return [] }
            switch key {
            case .escape: return isRepeat ? [] : closeOnline()
            case .tab:
                let all = OnlineForm.Field.allCases
                let index = all.firstIndex(of: form.focus) ?? 0
                let step = modifiers.contains(.shift) ? all.count - 1 : 1
                form.focus = all[(index + step) % all.count]
                return [.fieldEdited(form.focus.rawValue)]
            case .enter:
                guard !isRepeat else { return [] }
                let choice: OnlineForm.Choice =
                    !form[.code].trimmed.isEmpty ? .joinRoom : !form[.server].trimmed.isEmpty ? .createRoom : .host
                online = form
                return play(choice, form: form)
            default:
                return form[form.focus].edit(key) ? [.fieldEdited(form.focus.rawValue)] : []
            }
        case .pointerDown(.left, let at, _):
            if let box = panel?.fieldBoxes.first(where: { $0.frame.contains(at) }),
                let field = OnlineForm.Field(rawValue: box.field.name)
            {
                form.focus = field
                return [.fieldEdited(field.rawValue)]
            }
            overlayPress = .some(panel?.controls.firstIndex { $0.enabled && $0.frame.contains(at) })
            return []
        case .pointerUp(.left, let at, _):
            defer { overlayPress = nil }
            guard let pressed = overlayPress, let index = pressed, let controls = panel?.controls,
                controls.indices.contains(index), controls[index].frame.contains(at)
            else { return [] }
            online = form
            guard case .online(let button) = controls[index].button else { return [] }
            return press(button, form: form)
        case .resized(let w, let h):
            return perform(.resized(width: w, height: h), now: now)
        default:
            return []
        }
    }

    /// What a Play online button does.
    private mutating func press(_ button: OnlineButton, form: OnlineForm) -> [Effect] {
        switch button {
        case .host: return play(.host, form: form)
        case .create: return play(.createRoom, form: form)
        case .join: return play(.joinRoom, form: form)
        case .close: return closeOnline()
        case .lan(let index):
            guard form.lanGames.indices.contains(index) else { return [] }
            return play(.joinGame(form.lanGames[index]), form: form)
        case .lanMore: return []
        }
    }

    /// Plays as the form says, or says what is missing.
    private mutating func play(_ choice: OnlineForm.Choice, form: OnlineForm) -> [Effect] {
        switch form.request(choice) {
        case .failure(let problem):
            message = problem.message
            return []
        case .success(let request):
            message = nil
            return [.textInput(false), .playOnline(request)]
        }
    }

    /// The screen as the scene shows it: the password as dots, the games as lines.
    var onlineShown: OnlineShown? {
        guard let online, overlay == .online else { return nil }
        let fields = OnlineForm.Field.allCases.map { field in
            let text = online[field]
            let shown = field == .password ? String(repeating: "\u{2022}", count: text.text.count) : text.text
            return OnlineShown.Field(
                name: field.rawValue, label: field.label, shown: shown, caret: text.caret,
                focused: online.focus == field)
        }
        let games = online.lanGames.map { game in
            OnlineShown.Game(
                name: game.name.text, address: game.joinAddress, mode: game.mode.rawValue, modeTitle: game.mode.title,
                players: game.players, password: game.password)
        }
        return OnlineShown(fields: fields, games: games)
    }
}
