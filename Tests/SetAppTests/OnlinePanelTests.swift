import Geometry
import Testing

@testable import SetApp
@testable import SetCore
@testable import SetTable

/// The Play online screen at every window size, with no game heard on this network and with more
/// than it can list: it fits, and its fields and buttons stay where they are as games come and go.
@Suite struct OnlinePanelTests {
    static let counts = [0, 1, 2, 3, 4, 5, 6, 9, 64]

    /// The screen with `games` games heard, named `Player 0`, `Player 1`, ….
    func scene(_ w: Double, _ h: Double, games: Int) -> TableScene {
        var scene = TableScene(game: tableGame(cards: 12, seed: 5), now: 3, width: Int(w), height: Int(h))
        scene.overlay = .online
        let fields = [("server", "Server"), ("code", "Room code"), ("name", "Your name"), ("password", "Password")]
        scene.online = OnlineShown(
            fields: fields.map { OnlineShown.Field(name: $0.0, label: $0.1, shown: "", caret: 0, focused: false) },
            games: (0..<games).map {
                OnlineShown.Game(
                    name: "Player \($0)", address: "10.0.0.\($0 % 250 + 1):7373", mode: "solo", modeTitle: "Solo",
                    players: 1, password: false)
            })
        return scene
    }

    @Test func itFitsEveryWindowAndSaysHowManyGamesItDoesNotList() throws {
        for (w, h) in OverlayPanelTests.sizes {
            for count in Self.counts {
                let s = scene(w, h, games: count)
                let panel = try #require(OverlayPanel.build(for: s), "\(w)x\(h)")
                OverlayPanelTests().check(panel, in: s, "online \(w)x\(h), \(count) games")
                let window = Rect(0, 0, w, h)
                for box in panel.fieldBoxes {
                    #expect(OverlayPanelTests().contains(panel.frame, box.frame), "\(w)x\(h): \(box.field.name)")
                    #expect(
                        !panel.controls.contains { $0.frame.intersects(box.frame) }, "\(w)x\(h): \(box.field.name)")
                }
                #expect(OverlayPanelTests().contains(window, panel.frame))
                let names = panel.controls.map(\.name)
                let rows = names.filter { $0.hasPrefix("lan") && $0 != "lanMore" }
                // The games listed are the first ones, in order, each on the button named for its place.
                #expect(rows == (0..<rows.count).map { "lan\($0)" }, "\(w)x\(h): \(names)")
                #expect(
                    zip(rows.indices, panel.controls.filter { rows.contains($0.name) }).allSatisfy {
                        $1.title == "Player \($0): Solo, 1 player"
                    })
                #expect(rows.count + (names.contains("lanMore") ? 1 : 0) <= OverlayPanel.lanRows)
                if rows.count == count {
                    #expect(!names.contains("lanMore"), "\(w)x\(h), \(count) games")
                } else {
                    // The last row counts the rest, and cannot be pressed.
                    let more = try #require(panel.controls.first { $0.name == "lanMore" }, "\(w)x\(h), \(count)")
                    let rest = count - rows.count
                    #expect(more.title.hasPrefix("\(rest) ") && !more.enabled, "\(w)x\(h): \(more.title)")
                }
                #expect(names.first == "host" && names.last == "close")
            }
        }
    }

    @Test func itsFieldsAndButtonsStayPutAsGamesAreHeardAndForgotten() throws {
        for (w, h) in OverlayPanelTests.sizes {
            let first = try #require(OverlayPanel.build(for: scene(w, h, games: 0)))
            let fixed = ["host", "create", "join"]
            for count in Self.counts.dropFirst() {
                let panel = try #require(OverlayPanel.build(for: scene(w, h, games: count)))
                #expect(panel.frame.minY == first.frame.minY, "\(w)x\(h), \(count) games: the panel's top moved")
                #expect(panel.fieldBoxes.map(\.frame) == first.fieldBoxes.map(\.frame), "\(w)x\(h), \(count) games")
                for name in fixed {
                    #expect(
                        panel.controls.first { $0.name == name }?.frame
                            == first.controls.first { $0.name == name }?.frame,
                        "\(w)x\(h), \(count) games: \(name) moved")
                }
            }
        }
    }
}
