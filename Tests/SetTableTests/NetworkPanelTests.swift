import Geometry
import SetCore
import Testing
import VectorFont

@testable import SetTable

/// A network game's HUD: a title, status lines and eight players, readable in both orientations.
@Suite("Table: the network panel")
struct NetworkPanelTests {
    static let panel = NetworkPanel(
        title: "Network game", lines: ["Hosting on 192.168.1.20:7373", "Deck 40 \u{B7} Time 1:05"],
        rows: (0..<8).map {
            NetworkPanel.Row(
                name: "Player \($0)", detail: "12 Sets \u{B7} 10 pts \u{B7} 158 ms",
                isYou: $0 == 0, isConnected: $0 != 5)
        })

    @Test(arguments: [(1280, 800), (800, 1280), (1920, 1080), (640, 480)])
    func everyLineHasItsOwnRowInTheHUDClearOfTheMessage(width: Int, height: Int) {
        let layout = ScreenLayout(width: Double(width), height: Double(height), mode: .solo)
        let frames = Self.panel.frames(in: layout)
        #expect(frames.count == 11)
        for (n, frame) in frames.enumerated() {
            #expect(layout.hud.union(frame) == layout.hud, "line \(n) at \(frame) leaves the HUD \(layout.hud)")
            #expect(!frame.intersects(layout.message))
            for other in frames[(n + 1)...] { #expect(!frame.intersects(other)) }
        }
        // At the reference sizes a row is tall enough for the small text, not squeezed.
        if min(width, height) >= 800 {
            #expect(frames.allSatisfy { $0.height >= layout.metrics.smallText * 1.5 })
        }
    }

    @Test func aLongNameIsCutShortWithAnEllipsis() {
        #expect(HUD.shortened("Ann", fitting: 200, size: 14) == "Ann")
        let cut = HUD.shortened("Maximilian Longname", fitting: 40, size: 14)
        #expect(cut.hasSuffix("\u{2026}"))
        #expect(TextLayout(size: 14, weight: .medium).measure(cut).width <= 40)
    }
}
