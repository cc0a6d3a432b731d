import Geometry
@testable import SetCore
@testable import SetTable
import Testing

/// The menu and the statistics at every window size: inside the window, every
/// text inside its panel and its cell, every button at least 24 × 24 pixels.
@Suite struct OverlayPanelTests {
    /// The statistics as `--stats` prints them (the README's example).
    static let table = [
        "                            Set  Junior",
        "Games started                15       4",
        "Games finished               12       1",
        "Sets found                  240       9",
        "Hints used                    7       0",
        "Best time (solo)        1:02:05    1:35",
        "Best score (solo)            95      41",
        "Seconds per Set (solo)     33.3    10.6",
        "",
        "Daily puzzles solved      3",
        "Current streak (days)     3",
        "Longest streak (days)     3",
        "Best daily time        1:02",
        "",
        "Kinds of Set (solo)   found  median seconds  missed",
        "differ in 1 feature      41             6.0       2",
        "differ in 2 features    118             9.0       5",
        "differ in 3 features    152            12.5      11",
        "differ in 4 features     64            21.0       9",
        "all                     375            11.0      27",
    ]

    static let sizes = ScreenLayoutTests.sizes + [(240, 320), (480, 320), (5120, 2880)]

    func contains(_ outer: Rect, _ r: Rect) -> Bool {
        r.minX >= outer.minX - 1e-6 && r.minY >= outer.minY - 1e-6 && r.maxX <= outer.maxX + 1e-6 && r.maxY <= outer.maxY + 1e-6
    }

    func scene(_ w: Double, _ h: Double, overlay: OverlayKind, mode: Game.Mode = .solo, page: Int = 0) -> TableScene {
        var scene = TableScene(game: tableGame(cards: 12, seed: 5, mode: mode), now: 3, width: Int(w), height: Int(h))
        scene.overlay = overlay
        scene.overlayPage = page
        scene.statisticsTable = Self.table
        return scene
    }

    func check(_ panel: OverlayPanel, in scene: TableScene, _ label: String) {
        let window = Rect(0, 0, Double(scene.width), Double(scene.height))
        #expect(contains(window, panel.frame), "\(label): panel \(panel.frame)")
        #expect(contains(panel.frame, panel.titleFrame), "\(label): title")
        let title = TextLayout(size: panel.titleSize, weight: .bold).measure(panel.title).width
        #expect(title <= panel.titleFrame.width + 0.5, "\(label): title \(title) in \(panel.titleFrame.width)")
        for (i, control) in panel.controls.enumerated() {
            #expect(control.frame.width >= 24 && control.frame.height >= 24, "\(label): \(control.name) \(control.frame)")
            #expect(contains(panel.frame, control.frame), "\(label): \(control.name) outside the panel")
            for other in panel.controls[(i + 1)...] {
                #expect(!control.frame.intersects(other.frame), "\(label): \(control.name) overlaps \(other.name)")
            }
        }
        for cell in panel.cells where !cell.text.isEmpty {
            #expect(contains(panel.frame, cell.frame), "\(label): \(cell.text) outside the panel")
            let width = TextLayout(size: panel.textSize).measure(cell.text).width
            #expect(width <= cell.frame.width + 0.5, "\(label): \(cell.text) is \(width) wide in \(cell.frame.width)")
            #expect(!panel.controls.contains { $0.frame.intersects(cell.frame) }, "\(label): \(cell.text) under a button")
        }
    }

    @Test func theMenuFitsEveryWindow() throws {
        for (w, h) in Self.sizes {
            for mode in Game.Mode.allCases {
                let s = scene(w, h, overlay: .menu, mode: mode)
                let panel = try #require(OverlayPanel(scene: s), "\(w)x\(h)")
                check(panel, in: s, "menu \(w)x\(h) \(mode)")
                let names = panel.controls.map(\.name)
                #expect(Array(names.prefix(5)) == ["settings", "stats", "pause", "newGame", "quit"])
                // The modes come into the menu exactly when the HUD has no room for them.
                let hudHasModes = s.layout.buttonIDs.contains(.mode(.solo))
                #expect(names.contains("modeSolo") == !hudHasModes, "\(w)x\(h)")
            }
        }
    }

    @Test func theStatisticsFitEveryWindowAPageAtATimeWhereNeeded() throws {
        for (w, h) in Self.sizes {
            let first = scene(w, h, overlay: .stats)
            let panel = try #require(OverlayPanel(scene: first), "\(w)x\(h)")
            var texts: [String] = []
            for page in 0..<panel.pageCount {
                let s = scene(w, h, overlay: .stats, page: page)
                let shown = try #require(OverlayPanel(scene: s))
                check(shown, in: s, "stats \(w)x\(h) page \(page)")
                #expect(shown.controls.last?.name == "close")
                if shown.pageCount > 1 {
                    #expect(shown.controls.map(\.name) == ["previous", "next", "close"])
                    #expect(shown.controls[0].enabled == (page > 0) && shown.controls[1].enabled == (page < shown.pageCount - 1))
                }
                texts += shown.cells.map(\.text).filter { !$0.isEmpty }
            }
            // Every figure of --stats is shown once, in order.
            let expected = Self.table.flatMap(StatisticsTable.cells(of:)).filter { !$0.isEmpty }
            #expect(texts == expected, "\(w)x\(h)")
            // Readable: a page at a time rather than tiny text, where the window allows.
            #expect(panel.pageCount == 1 || panel.textSize <= OverlayPanel.smallestReadableText || w * h < 1_000_000, "\(w)x\(h)")
        }
    }

    @Test func theModeInPlayIsPickedOut() throws {
        let solo = try #require(OverlayPanel(scene: scene(1280, 800, overlay: .stats)))
        #expect(solo.cells.filter(\.isPickedOut).map(\.text) == ["Set", "15", "12", "240", "7", "1:02:05", "95", "33.3"])
        let junior = try #require(OverlayPanel(scene: scene(1280, 800, overlay: .stats, mode: .junior)))
        #expect(junior.cells.filter(\.isPickedOut).map(\.text) == ["Junior", "4", "1", "9", "0", "1:35", "41", "10.6"])
    }

    @Test func printedRowsSplitIntoCells() {
        #expect(StatisticsTable.cells(of: "                            Set  Junior") == ["", "Set", "Junior"])
        #expect(StatisticsTable.cells(of: "Best time (solo)        1:02:05    1:35") == ["Best time (solo)", "1:02:05", "1:35"])
        #expect(StatisticsTable.cells(of: "Kinds of Set (solo)   found  median seconds  missed")
                == ["Kinds of Set (solo)", "found", "median seconds", "missed"])
        #expect(StatisticsTable(lines: Self.table).sections.map(\.rows.count) == [8, 4, 6])
    }

    @Test func noOtherOverlayHasAPanelYet() {
        for kind in [OverlayKind.none, .pause] { #expect(OverlayPanel(scene: scene(1280, 800, overlay: kind)) == nil) }
    }
}
