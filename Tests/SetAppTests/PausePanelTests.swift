import Geometry
import Testing
import VectorFont

@testable import SetApp
@testable import SetCore
@testable import SetTable

/// The pause panel at every window size: inside the board, its texts inside it, no card drawn.
@Suite struct PausePanelTests {
    func contains(_ outer: Rect, _ r: Rect) -> Bool {
        r.minX >= outer.minX - 1e-9 && r.minY >= outer.minY - 1e-9 && r.maxX <= outer.maxX + 1e-9
            && r.maxY <= outer.maxY + 1e-9
    }

    @Test func thePanelFitsTheBoardAtEverySize() throws {
        for (w, h) in OverlayPanelTests.layoutSizes + [(320, 240), (240, 320)] {
            for mode in Game.Mode.allCases {
                var scene = TableScene(
                    game: tableGame(cards: 12, seed: 4, mode: mode), now: 5, width: Int(w), height: Int(h))
                #expect(PausePanel.build(for: scene) == nil)
                scene.overlay = .pause
                let panel = try #require(PausePanel.build(for: scene))
                scene.pausePanel = panel
                let board = scene.layout.board
                #expect(contains(board, panel.frame), "\(w)x\(h) \(mode): \(panel.frame) outside \(board)")
                for (text, rect, size) in [
                    (panel.title, panel.titleFrame, panel.titleSize),
                    (panel.line, panel.lineFrame, panel.lineSize),
                ] {
                    #expect(contains(panel.frame, rect), "\(w)x\(h): \(text)")
                    let measured = TextLayout(size: size, weight: text == panel.title ? .bold : .regular).measure(text)
                    #expect(
                        measured.width <= rect.width + 0.5,
                        "\(w)x\(h): \(text) is \(measured.width) wide in \(rect.width)")
                    #expect(size >= 6, "\(w)x\(h): \(text) at \(size) px")
                }
                let items = scene.displayList(layout: scene.layout)
                #expect(!items.contains { if case .card = $0.key { true } else { false } }, "\(w)x\(h)")
            }
        }
    }
}
