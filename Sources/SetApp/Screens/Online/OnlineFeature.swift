import SetCore
import SetInput
import SetProtocol
import SetTable

/// Play online: four text fields, the games heard on this network, and the ways to play (host here, a
/// new room on a server, a room by its code, a game heard).
public enum OnlineFeature: ScreenFeature {
    public typealias State = OnlineForm

    /// What the Play online screen can be asked.
    public enum Action: Equatable, Sendable {
        /// Text typed or pasted, into the field with the caret.
        case typed(String)
        /// An editing key (a caret move, a deletion) in the field with the caret.
        case edit(Key)
        /// The caret to the next field (Tab), or the one before (Shift+Tab).
        case nextField(backwards: Bool)
        /// The caret to this field (a click on it).
        case focus(OnlineForm.Field)
        /// Enter: by the code when one is typed, else in a new room when a server is, else here.
        case submit
        /// The games heard on this network lately.
        case heard([LanGame])
        /// Escape: back to the table.
        case close
        /// One of its buttons.
        case press(OnlineButton)
    }

    /// Edits the form, or plays as it says, or says what is missing.
    public static func reduce(_ form: inout OnlineForm, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .typed(let text):
            form[form.focus].insert(text)
            return [.effect(.fieldEdited(form.focus.rawValue))]
        case .edit(let key):
            return form[form.focus].edit(key) ? [.effect(.fieldEdited(form.focus.rawValue))] : []
        case .nextField(let backwards):
            let all = OnlineForm.Field.allCases
            let index = all.firstIndex(of: form.focus) ?? 0
            form.focus = all[(index + (backwards ? all.count - 1 : 1)) % all.count]
            return [.effect(.fieldEdited(form.focus.rawValue))]
        case .focus(let field):
            form.focus = field
            return [.effect(.fieldEdited(field.rawValue))]
        case .submit:
            let choice: OnlineForm.Choice =
                !form[.code].trimmed.isEmpty ? .joinRoom : !form[.server].trimmed.isEmpty ? .createRoom : .host
            return play(choice, form: form)
        case .heard(let games):
            form.lanGames = games
            return []
        case .close, .press(.close):
            return [.open(.none), .effect(.textInput(false))]
        case .press(.host): return play(.host, form: form)
        case .press(.create): return play(.createRoom, form: form)
        case .press(.join): return play(.joinRoom, form: form)
        case .press(.lan(let index)):
            guard form.lanGames.indices.contains(index) else { return [] }
            return play(.joinGame(form.lanGames[index]), form: form)
        case .press(.lanMore): return []
        }
    }

    /// Plays as the form says, or says what is missing.
    private static func play(_ choice: OnlineForm.Choice, form: OnlineForm) -> [ScreenRequest] {
        switch form.request(choice) {
        case .failure(let problem): [.problem(problem)]
        case .success(let request): [.say(nil), .effect(.textInput(false)), .effect(.playOnline(request))]
        }
    }
}

extension OverlayKind {
    /// Play online: host here, make a room on a server, join one by its code, or a game on this network.
    public static let online = OverlayKind(rawValue: "online")
}
