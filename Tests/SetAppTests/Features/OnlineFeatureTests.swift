import SetCore
import SetInput
import SetProtocol
import SetTable
import Testing

@testable import SetApp

/// Play online alone: the form edited, and what Enter and the buttons ask for.
@Suite("Screens alone: Play online")
struct OnlineFeatureTests {
    @Test func typingGoesToTheFieldWithTheCaretAndTabMovesIt() {
        var form = OnlineForm(name: "Ann")
        #expect(form.focus == .server)
        #expect(OnlineFeature.reduce(&form, .typed("sets.example.org")) == [.effect(.fieldEdited("server"))])
        #expect(form[.server].text == "sets.example.org")
        #expect(OnlineFeature.reduce(&form, .edit(.backspace)) == [.effect(.fieldEdited("server"))])
        #expect(form[.server].text == "sets.example.or")
        #expect(OnlineFeature.reduce(&form, .nextField(backwards: false)) == [.effect(.fieldEdited("code"))])
        _ = OnlineFeature.reduce(&form, .nextField(backwards: true))
        _ = OnlineFeature.reduce(&form, .nextField(backwards: true))
        #expect(form.focus == .password)
        #expect(OnlineFeature.reduce(&form, .focus(.name)) == [.effect(.fieldEdited("name"))])
        #expect(form.focus == .name)
    }

    @Test func enterJoinsByTheCodeElseMakesARoomElseHostsHere() throws {
        let ann = try #require(PlayerName("Ann"))
        var form = OnlineForm(name: "Ann")
        #expect(
            OnlineFeature.reduce(&form, .submit)
                == [
                    .say(nil), .effect(.textInput(false)),
                    .effect(.playOnline(OnlineRequest(choice: .host, name: ann))),
                ])
        let server = try #require(ServerAddress("sets.example.org"))
        form = OnlineForm(server: "sets.example.org", name: "Ann")
        #expect(
            OnlineFeature.reduce(&form, .submit).last
                == .effect(.playOnline(OnlineRequest(choice: .createRoom(server), name: ann))))
        _ = OnlineFeature.reduce(&form, .typed("K7QM-2XWP"))
        let code = try #require(RoomCode("K7QM-2XWP"))
        #expect(
            OnlineFeature.reduce(&form, .submit).last
                == .effect(.playOnline(OnlineRequest(choice: .joinRoom(server, code), name: ann))))
    }

    @Test func whatIsMissingIsSaidAndNothingIsAsked() {
        var form = OnlineForm(name: "Ann")
        #expect(OnlineFeature.reduce(&form, .press(.create)) == [.problem(.server)])
        #expect(OnlineForm.Problem.server.message(in: .english) == "Type the server's address: HOST or HOST:PORT")
        #expect(OnlineFeature.reduce(&form, .press(.lan(0))) == [])
        #expect(OnlineFeature.reduce(&form, .press(.lanMore)) == [])
        #expect(OnlineFeature.reduce(&form, .close) == [.open(.none), .effect(.textInput(false))])
        #expect(OnlineFeature.reduce(&form, .press(.close)) == [.open(.none), .effect(.textInput(false))])
    }

    @Test func aGameHeardIsListedAndJoinedByItsRow() throws {
        var form = OnlineForm(name: "Ann")
        let bea = try #require(PlayerName("Bea"))
        let game = LanGame(name: bea, address: "127.0.0.1", port: 7777, mode: .solo, players: 1, password: false)
        #expect(OnlineFeature.reduce(&form, .heard([game])) == [])
        #expect(form.lanGames == [game])
        let ann = try #require(PlayerName("Ann"))
        #expect(
            OnlineFeature.reduce(&form, .press(.lan(0))).last
                == .effect(.playOnline(OnlineRequest(choice: .joinGame(game), name: ann))))
    }
}
