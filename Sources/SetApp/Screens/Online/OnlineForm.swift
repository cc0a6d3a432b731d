import Catalog
import SetCore
import SetOpponents
import SetProtocol

/// The Play online screen as the player fills it in: the server, a room's code, a name and a
/// password, which field has the caret, and the games heard on this network.
public struct OnlineForm: Equatable, Sendable {
    /// The fields, in the screen's order.
    public enum Field: String, CaseIterable, Sendable {
        case server, code, name, password

        /// The label shown beside the field.
        public func label(in catalog: Catalog) -> String {
            switch self {
            case .server: catalog.text("Server")
            case .code: catalog.text("Room code")
            case .name: catalog.text("Your name")
            case .password: catalog.text("Password")
            }
        }

        /// The most characters the field takes.
        var limit: Int {
            switch self {
            case .server: 255
            case .code: 12
            case .name: PlayerName.maxCharacters
            case .password: Hello.maxPasswordBytes
            }
        }
    }

    /// Each field's text and caret.
    public private(set) var fields: [Field: TextField]
    /// The field with the caret.
    public var focus: Field
    /// The games on this network, as last heard.
    public var lanGames: [LanGame] = []

    /// A form with the remembered server and the player's name filled in, the caret in the code.
    public init(server: String = "", name: String = "") {
        var fields: [Field: TextField] = [:]
        for field in Field.allCases { fields[field] = TextField(limit: field.limit) }
        fields[.server] = TextField(server, limit: Field.server.limit)
        fields[.name] = TextField(name, limit: Field.name.limit)
        self.fields = fields
        focus = server.isEmpty ? .server : .code
    }

    /// The field's text and caret.
    public subscript(field: Field) -> TextField {
        get { fields[field] ?? TextField() }
        set { fields[field] = newValue }
    }

    /// A way to play the form offers.
    public enum Choice: Equatable, Sendable {
        /// Host here.
        case host
        /// Make a room on the server typed.
        case createRoom
        /// Join the room of the code typed, on the server typed.
        case joinRoom
        /// Join a game heard on this network.
        case joinGame(LanGame)
    }

    /// What the form asks for, or why it cannot yet.
    public func request(_ choice: Choice) -> Result<OnlineRequest, OnlineForm.Problem> {
        let typedName = self[.name].trimmed
        guard let name = typedName.isEmpty ? PlayerName("Player") : PlayerName(typedName) else {
            return .failure(.name)
        }
        let password = self[.password].text.isEmpty ? nil : self[.password].text
        let server = ServerAddress(self[.server].trimmed)
        switch choice {
        case .host:
            return .success(OnlineRequest(choice: .host, name: name, password: password))
        case .createRoom:
            guard let server else { return .failure(.server) }
            return .success(OnlineRequest(choice: .createRoom(server), name: name, password: password))
        case .joinRoom:
            guard let server else { return .failure(.server) }
            guard let code = RoomCode(self[.code].trimmed) else {
                return .failure(.roomCode)
            }
            return .success(OnlineRequest(choice: .joinRoom(server, code), name: name, password: password))
        case .joinGame(let game):
            return .success(OnlineRequest(choice: .joinGame(game), name: name, password: password))
        }
    }

    /// Why the form cannot be sent yet, for the message line.
    public enum Problem: Error, Equatable, Sendable {
        /// The name is not 1 to 20 printable characters.
        case name
        /// The server's address is not HOST or HOST:PORT.
        case server
        /// The room code is not one.
        case roomCode

        /// What to fix, in the language in use.
        public func message(in catalog: Catalog) -> String {
            switch self {
            case .name: catalog.text("A name is 1 to 20 printable characters")
            case .server: catalog.text("Type the server's address: HOST or HOST:PORT")
            case .roomCode: catalog.text("A room code is 8 letters and digits, like K7QM-2XWP")
            }
        }
    }
}

/// What the Play online screen asks the app to do: where to play, as whom.
public struct OnlineRequest: Equatable, Sendable {
    /// Where to play.
    public enum Choice: Equatable, Sendable {
        /// Host a game on this computer.
        case host
        /// Make a room on this rooms server.
        case createRoom(ServerAddress)
        /// Join the room of this code on this rooms server.
        case joinRoom(ServerAddress, RoomCode)
        /// Join a game heard on this network.
        case joinGame(LanGame)
        /// Play `mode` against these computer players, on a table of this machine's alone (the Modes screen).
        case againstComputer([ComputerLevel], mode: Game.Mode)
    }

    /// Where to play.
    public var choice: Choice
    /// The player's name.
    public var name: PlayerName
    /// The password typed, if any.
    public var password: String?
}
