import Catalog
import Geometry
import Testing
import VectorFont

@testable import SetApp
@testable import SetCore
@testable import SetTable

/// A solo or two-player game with `cards` shuffled cards on the table and `deck` (default: the rest) in the deck.
func tableGame(cards: Int, seed: UInt64, mode: Game.Mode = .solo, deck: Int? = nil) -> Game {
    var rng = SplitMix64(seed: seed)
    var all = Card.all
    rng.shuffle(&all)
    let rest = Array(all.dropFirst(cards))
    return Game(table: Array(all.prefix(cards)), deck: Array(rest.prefix(deck ?? rest.count)), mode: mode, now: 0)
}

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

    /// The window sizes the screen layout is tested at (`ScreenLayoutTests.sizes` in SetTableTests).
    static let layoutSizes: [(Double, Double)] = [
        (320, 240), (640, 480), (800, 1280), (1280, 800), (1920, 1080), (2560, 1080),
        (1080, 1920), (1000, 1000), (3840, 2160), (7680, 4320),
    ]

    static let sizes = layoutSizes + [(240, 320), (480, 320), (5120, 2880)]

    func contains(_ outer: Rect, _ r: Rect) -> Bool {
        r.minX >= outer.minX - 1e-6 && r.minY >= outer.minY - 1e-6 && r.maxX <= outer.maxX + 1e-6
            && r.maxY <= outer.maxY + 1e-6
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
            #expect(
                control.frame.width >= 24 && control.frame.height >= 24, "\(label): \(control.name) \(control.frame)")
            #expect(contains(panel.frame, control.frame), "\(label): \(control.name) outside the panel")
            for other in panel.controls[(i + 1)...] {
                #expect(!control.frame.intersects(other.frame), "\(label): \(control.name) overlaps \(other.name)")
            }
        }
        for cell in panel.cells where !cell.text.isEmpty {
            #expect(contains(panel.frame, cell.frame), "\(label): \(cell.text) outside the panel")
            // Headings are wrapped in bold; the picked-out figures shrink a little to stay bold in their column.
            let weight: FontWeight = cell.isHeading ? .bold : .regular
            let width = TextLayout(size: panel.textSize, weight: weight).measure(cell.text).width
            #expect(width <= cell.frame.width + 0.5, "\(label): \(cell.text) is \(width) wide in \(cell.frame.width)")
            #expect(
                !panel.controls.contains { $0.frame.intersects(cell.frame) }, "\(label): \(cell.text) under a button")
            #expect(!panel.feltAreas.contains { $0.intersects(cell.frame) }, "\(label): \(cell.text) over the cards")
        }
        for area in panel.feltAreas {
            #expect(contains(panel.frame, area), "\(label): felt \(area) outside the panel")
            #expect(!panel.controls.contains { $0.frame.intersects(area) }, "\(label): felt under a button")
        }
        for (i, example) in panel.examples.enumerated() {
            #expect(panel.feltAreas.contains { contains($0, example.frame) }, "\(label): card \(i) off its felt")
            #expect(
                example.frame.width >= 8 && example.frame.height > example.frame.width,
                "\(label): card \(example.frame)")
            for other in panel.examples[(i + 1)...] {
                #expect(!example.frame.intersects(other.frame), "\(label): cards overlap")
            }
        }
    }

    @Test func theMenuFitsEveryWindow() throws {
        for (w, h) in Self.sizes {
            for mode in Game.Mode.allCases {
                let s = scene(w, h, overlay: .menu, mode: mode)
                let panel = try #require(OverlayPanel.build(for: s), "\(w)x\(h)")
                check(panel, in: s, "menu \(w)x\(h) \(mode)")
                let names = panel.controls.map(\.name)
                #expect(
                    Array(names.prefix(10)) == [
                        "rules", "modes", "settings", "stats", "pause", "newGame", "practice", "online", "about",
                        "quit",
                    ])
                // The modes come into the menu exactly when the HUD has no room for them.
                let hudHasModes = s.layout.buttonIDs.contains(.mode(.solo))
                #expect(names.contains("modeSolo") == !hudHasModes, "\(w)x\(h)")
            }
        }
    }

    @Test func theStatisticsFitEveryWindowAPageAtATimeWhereNeeded() throws {
        for (w, h) in Self.sizes {
            let first = scene(w, h, overlay: .stats)
            let panel = try #require(OverlayPanel.build(for: first), "\(w)x\(h)")
            var texts: [String] = []
            for page in 0..<panel.pageCount {
                let s = scene(w, h, overlay: .stats, page: page)
                let shown = try #require(OverlayPanel.build(for: s))
                check(shown, in: s, "stats \(w)x\(h) page \(page)")
                #expect(shown.controls.last?.name == "close")
                if shown.pageCount > 1 {
                    #expect(shown.controls.map(\.name) == ["previous", "next", "pastGames", "close"])
                    #expect(
                        shown.controls[0].enabled == (page > 0)
                            && shown.controls[1].enabled == (page < shown.pageCount - 1))
                }
                texts += shown.cells.map(\.text).filter { !$0.isEmpty }
            }
            // Every figure of --stats is shown once, in order.
            let expected = Self.table.flatMap(StatisticsTable.cells(of:)).filter { !$0.isEmpty }
            #expect(texts == expected, "\(w)x\(h)")
            // Readable: a page at a time rather than tiny text, where the window allows.
            #expect(
                panel.pageCount == 1 || panel.textSize <= OverlayPanel.smallestReadableText || w * h < 1_000_000,
                "\(w)x\(h)")
        }
    }

    @Test func theModeInPlayIsPickedOut() throws {
        let solo = try #require(OverlayPanel.build(for: scene(1280, 800, overlay: .stats)))
        #expect(
            solo.cells.filter(\.isPickedOut).map(\.text) == ["Set", "15", "12", "240", "7", "1:02:05", "95", "33.3"])
        let junior = try #require(OverlayPanel.build(for: scene(1280, 800, overlay: .stats, mode: .junior)))
        #expect(junior.cells.filter(\.isPickedOut).map(\.text) == ["Junior", "4", "1", "9", "0", "1:35", "41", "10.6"])
    }

    @Test func printedRowsSplitIntoCells() {
        #expect(StatisticsTable.cells(of: "                            Set  Junior") == ["", "Set", "Junior"])
        #expect(
            StatisticsTable.cells(of: "Best time (solo)        1:02:05    1:35") == [
                "Best time (solo)", "1:02:05", "1:35",
            ])
        #expect(
            StatisticsTable.cells(of: "Kinds of Set (solo)   found  median seconds  missed")
                == ["Kinds of Set (solo)", "found", "median seconds", "missed"])
        #expect(StatisticsTable(lines: Self.table, catalog: .english).sections.map(\.rows.count) == [8, 4, 6])
    }

    @Test func theRulesFitEveryWindowAndTellEverySectionInOrder() throws {
        let headings = [
            "The cards", "What a Set is", "Not a Set", "A game", "The mouse", "The keys", "Scoring",
            "The modes", "MegaSet",
        ]
        for (w, h) in Self.sizes {
            let first = try #require(OverlayPanel.build(for: scene(w, h, overlay: .rules)), "\(w)x\(h)")
            var shownHeadings: [String] = []
            var cards: [String] = []
            var frame: Rect?
            for page in 0..<first.pageCount {
                let s = scene(w, h, overlay: .rules, page: page)
                let shown = try #require(OverlayPanel.build(for: s))
                check(shown, in: s, "rules \(w)x\(h) page \(page)")
                #expect(shown.title == "Rules \u{B7} \(page + 1) of \(first.pageCount)")
                #expect(shown.controls.map(\.name) == ["previous", "next", "tutorial", "close"])
                #expect(
                    shown.controls[0].enabled == (page > 0) && shown.controls[1].enabled == (page < first.pageCount - 1)
                )
                // Every page of a window has the same panel: the buttons do not move under the mouse.
                #expect(frame == nil || frame == shown.frame, "\(w)x\(h) page \(page)")
                frame = shown.frame
                shownHeadings += shown.cells.filter(\.isHeading).map(\.text)
                cards += shown.examples.map(\.card.code)
                #expect(shown.textSize >= OverlayPanel.smallestReadableText)
            }
            #expect(shownHeadings == headings, "\(w)x\(h)")
            #expect(
                cards == [
                    "2RSO", "1GDF", "3POS", "2POF", "1RSS", "3GDO", "1GDS", "2GDS", "3GDS",
                    "1RDF", "2ROS", "3GSO", "1RDFR", "2GOSG", "3PSOP", "1RDFR", "2GOSR", "3PSOG",
                ], "\(w)x\(h)")
        }
    }

    @Test func theModesFitEveryWindowAndListEveryModeOnceUnderItsFamily() throws {
        for (w, h) in Self.sizes {
            let first = try #require(OverlayPanel.build(for: scene(w, h, overlay: .modes)), "\(w)x\(h)")
            var names: [String] = [], headings: [String] = []
            for page in 0..<first.pageCount {
                let s = scene(w, h, overlay: .modes, page: page)
                let shown = try #require(OverlayPanel.build(for: s))
                check(shown, in: s, "modes \(w)x\(h) page \(page)")
                names += shown.controls.map(\.name).filter { $0.hasPrefix("mode") }
                headings += shown.cells.filter(\.isHeading).map(\.text)
                #expect(Array(shown.controls.map(\.name).suffix(3)) == ["previous", "next", "close"])
                // The mode in play is the one not live.
                #expect(shown.controls.filter { $0.name == "modeSolo" }.allSatisfy { !$0.enabled })
            }
            #expect(
                names
                    == Game.Mode.allCases.sorted {
                        Variant.Family.allCases.firstIndex(of: $0.variant.family)! < Variant.Family.allCases.firstIndex(
                            of: $1.variant.family)!
                    }.map { ButtonID.mode($0).traceName }, "\(w)x\(h)")
            // In a game on this machine the computer players come first.
            #expect(headings == ["Against the computer", "Classic", "Puzzles", "Variants", "Sprints"], "\(w)x\(h)")
        }
    }

    @Test func theRulesShowANonSetMarkedAndExplainedInTheGamesWords() throws {
        let s = scene(1920, 1080, overlay: .rules, page: 2)
        let panel = try #require(OverlayPanel.build(for: s))
        #expect(panel.cells.first?.text == "Not a Set")
        #expect(panel.examples.map(\.card.code) == ["1RDF", "2ROS", "3GSO"])
        #expect(panel.examples.map(\.appearance.highlight) == [.mismatch, .mismatch, .mismatch])
        // The green card is the odd one out in colour; the red pair shares it.
        #expect(panel.examples.map(\.appearance.oddFeatures) == [[], [], [.color]])
        #expect(panel.cells.map(\.text).contains("Not a Set: colour (two red, one green)"))
        // In the colour-blind palette, the colour-blind words, as the message line has them.
        var blind = s
        blind.theme = .colorblind
        let words = MismatchWording.message(
            FeatureMismatch.explain(panel.examples.map(\.card)), theme: .colorblind, catalog: .english)
        #expect(words != "Not a Set: colour (two red, one green)")
        let text = try #require(OverlayPanel.build(for: blind)).cells.map(\.text).joined(separator: " ")
        #expect(text.contains(words))
    }

    @Test func theTutorialFitsEveryWindowAtEveryStep() throws {
        for (w, h) in Self.sizes {
            var tutorial = Tutorial()
            for step in 1...3 {
                // A miss on each step: the longest news the step can have.
                tutorial.select(0)
                tutorial.select(1)
                tutorial.select(2)
                if step == 3 { tutorial.deal() }
                var s = scene(w, h, overlay: .tutorial)
                s.tutorial = tutorial
                let panel = try #require(OverlayPanel.build(for: s), "\(w)x\(h)")
                check(panel, in: s, "tutorial \(w)x\(h) step \(step)")
                #expect(panel.title == "Tutorial \u{B7} step \(step) of 3")
                #expect(panel.examples.map(\.card) == tutorial.table)
                #expect(panel.controls.map(\.name) == ["skip", "next"])
                #expect(panel.controls[1].title == (step == 3 ? "Play" : "Next"))
                #expect(panel.cardsTakeFocus)
                // Steps 1 and 2 are done by finding the Set; step 3 by its deal.
                if step < 3 {
                    #expect(!panel.controls[1].enabled)
                    let set = step == 1 ? [0, 2, 3] : [1, 3, 5]
                    for index in tutorial.selection.count == 3 ? set : [] { tutorial.select(index) }
                    #expect(tutorial.isStepDone)
                    tutorial.advance()
                } else {
                    #expect(panel.controls[1].enabled)
                }
            }
        }
    }

    @Test func noOtherOverlayHasAPanelYet() {
        for kind in [OverlayKind.none, .pause] {
            #expect(OverlayPanel.build(for: scene(1280, 800, overlay: kind)) == nil)
        }
        // The tutorial's panel needs the tutorial.
        #expect(OverlayPanel.build(for: scene(1280, 800, overlay: .tutorial)) == nil)
    }
}
