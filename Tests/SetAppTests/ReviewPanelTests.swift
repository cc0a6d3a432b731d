import Catalog
import Geometry
import Testing

@testable import SetApp
@testable import SetCore
@testable import SetTable

/// Review and Past games at every window size: inside the window, the table's cards on
/// their felt, each group's rings round its own cards, the timeline inside the panel.
@Suite struct ReviewPanelTests {
    /// A solo game from seed 5, played a little: a miss, a hint, a deal over a Set, a Set found (Replay's).
    static var record: GameRecord { ReplayTests.record }

    func scene(_ w: Double, _ h: Double, step: Int) -> TableScene {
        var scene = TableScene(game: Game(seed: 5, now: 0), now: 3, width: Int(w), height: Int(h))
        scene.overlay = .review
        let record = Self.record
        scene.review = ReviewShown(
            record: record, step: step, title: "Review \u{B7} Solo", slow: [], unseen: record.unseenGroups,
            catalog: .english)
        return scene
    }

    @Test func theRecordHoldsTheMovesTheTestsLookFor() {
        #expect(
            Self.record.moves.map(\.kind) == [
                .select, .select, .select, .missed, .select, .deselect, .hint, .deal, .select, .select, .select, .found,
            ])
        #expect(Self.record.moves[7].overGroup)
        #expect(Self.record.unseenGroups[Self.record.moves[7].table]?.isEmpty == false)
    }

    @Test func reviewFitsEveryWindowAtEveryStep() throws {
        let layout = OverlayPanelTests()
        for (w, h) in OverlayPanelTests.sizes {
            for step in [0, 3, 7, 11] {
                let s = scene(w, h, step: step)
                let panel = try #require(OverlayPanel.build(for: s), "\(w)x\(h)")
                let label = "review \(w)x\(h) step \(step)"
                layout.check(panel, in: s, label)
                let shown = try #require(s.review)
                #expect(panel.examples.map(\.card) == shown.table.cards, "\(label)")
                // One ring per group and card, each round a card of its group.
                #expect(panel.outlines.count == shown.table.groups.count * 3, "\(label)")
                for outline in panel.outlines {
                    #expect(panel.examples.contains { outline.frame.insetBy(dx: 1, dy: 1).contains($0.frame.center) })
                }
                let timeline = try #require(panel.timeline)
                #expect(layout.contains(panel.frame, timeline.frame), "\(label): timeline \(timeline.frame)")
                #expect(!panel.controls.contains { $0.frame.intersects(timeline.frame) }, "\(label): timeline")
                #expect(!panel.feltAreas.contains { $0.intersects(timeline.frame) }, "\(label): timeline on the felt")
                #expect(timeline.marks.map(\.kind) == [.missed, .hint, .dealOverGroup, .found])
                #expect(panel.controls.map(\.name) == ["previousStep", "nextStep", "replay", "close"])
                #expect(panel.controls[0].enabled == (step > 0) && panel.controls[1].enabled == (step < 11))
                // A click on the strip reads back the time of the move under it.
                #expect(abs(timeline.time(atX: timeline.cursor) - shown.move.time) < 0.01 * Self.record.seconds + 1e-9)
            }
        }
    }

    @Test func anUltraSetTablesHundredsOfGroupsAreCountedAndOnlyTheOneFoundIsRinged() throws {
        var game = Game(seed: 11, mode: .ultra, now: 0)
        var record = GameRecord(starting: game, at: 0)
        let group = try #require(game.board?.nextGroup)
        for (n, card) in group.cards.enumerated() {
            let before = game
            let index = try #require(game.table.firstIndex(of: card))
            let events = game.apply(.cardTapped(index: index), now: Double(n + 1))
            record.record(.cardTapped(index: index), events: events, before: before, after: game)
        }
        let found = try #require(record.moves.lastIndex { $0.kind == .found })
        let table = record.tables[record.moves[found].table]
        #expect(table.groups.count > OverlayPanel.mostGroupsRinged)
        var scene = TableScene(game: Game(seed: 5, now: 0), now: 3, width: 1280, height: 800)
        scene.overlay = .review
        scene.review = ReviewShown(
            record: record, step: found, title: "Review", slow: [], unseen: [:], catalog: .english)
        let panel = try #require(OverlayPanel.build(for: scene))
        #expect(panel.outlines.count == 4)
        #expect(panel.cells.first?.text.hasSuffix("\(table.groups.count) groups on the table") == true)
    }

    @Test func anUltraSetTablePastTheListingLimitSaysSoInsteadOfNoGroups() throws {
        var game = Game(seed: 11, mode: .ultra, now: 0)
        var record = GameRecord(starting: game, at: 0)
        var time = 0.0
        func play(_ intent: Intent) {
            let before = game
            time += 1
            let events = game.apply(intent, now: time)
            record.record(intent, events: events, before: before, after: game)
        }
        // Deals past UltraSet's 30 listed cards, over the groups on the table, then a card picked there.
        while game.table.count <= GroupRule.ultraSet.listingLimit { play(.dealTapped()) }
        #expect(game.table.count == 33)
        play(.cardTapped(index: 0))
        let steps = record.moves.count
        let first = try #require(
            ReviewShown(record: record, step: 0, title: "Review", slow: [], unseen: [:], catalog: .english))
        #expect(first.listsGroups && !first.table.groups.isEmpty)
        let past = try #require(
            ReviewShown(record: record, step: steps - 1, title: "Review", slow: [], unseen: [:], catalog: .english))
        #expect(past.move.kind == .select && past.table.cards.count == 33)
        #expect(!past.listsGroups && past.table.groups.isEmpty)
        var scene = TableScene(game: Game(seed: 5, now: 0), now: 3, width: 1280, height: 800)
        scene.overlay = .review
        scene.review = past
        let panel = try #require(OverlayPanel.build(for: scene))
        let heading = panel.cells.first?.text ?? ""
        #expect(heading.hasSuffix("too many groups to list"), "\(heading)")
        #expect(panel.outlines.isEmpty)
        for (w, h) in OverlayPanelTests.sizes {
            var sized = TableScene(game: Game(seed: 5, now: 0), now: 3, width: Int(w), height: Int(h))
            sized.overlay = .review
            sized.review = past
            OverlayPanelTests().check(
                try #require(OverlayPanel.build(for: sized)), in: sized, "past the limit \(w)x\(h)")
        }
        scene.review = first
        let opening = try #require(OverlayPanel.build(for: scene)).cells.first?.text ?? ""
        #expect(opening.hasSuffix("\(first.table.groups.count) groups on the table"), "\(opening)")
    }

    @Test func replayFitsEveryWindowWhileItsCardsMove() throws {
        let layout = OverlayPanelTests()
        let record = Self.record
        let moment = try #require(record.moment(after: 8))
        for (w, h) in OverlayPanelTests.sizes {
            for progress in [0.0, 0.5, 1.0] {
                var scene = TableScene(game: Game(seed: 5, now: 0), now: 3, width: Int(w), height: Int(h))
                scene.overlay = .replay
                scene.replay = ReplayShown(
                    title: "Replay \u{B7} Solo", position: 22, seconds: record.seconds, speed: 2, playing: true,
                    table: record.tables[1], moment: moment, leaving: progress < 1 ? record.tables[0] : nil,
                    progress: progress, markers: [])
                let panel = try #require(OverlayPanel.build(for: scene), "\(w)x\(h)")
                let label = "replay \(w)x\(h) at \(progress)"
                if progress == 1 {
                    layout.check(panel, in: scene, label)
                } else {
                    // Cards on their way may pass over each other, never off the felt.
                    for example in panel.examples {
                        #expect(panel.feltAreas.contains { layout.contains($0, example.frame) }, "\(label)")
                    }
                }
                #expect(
                    panel.controls.map(\.name) == ["play", "pause", "speed1", "speed2", "speed4", "close"], "\(label)")
                #expect(panel.controls.map(\.enabled) == [false, true, true, false, true, true], "\(label)")
                // Every card of the new table is there; the three dealt are on their way until the end.
                #expect(Set(panel.examples.map(\.card)) == Set(record.tables[1].cards), "\(label)")
                let dealt = Set(record.tables[1].cards).subtracting(record.tables[0].cards)
                #expect(dealt.count == 3)
                let still = OverlayPanel.build(
                    for: {
                        var s = scene; s.replay?.leaving = nil; return s
                    }())
                let landed = panel.examples.filter { dealt.contains($0.card) }.map(\.frame)
                let places = still?.examples.filter { dealt.contains($0.card) }.map(\.frame) ?? []
                #expect((landed == places) == (progress == 1), "\(label)")
                let bar = try #require(panel.timeline)
                #expect(layout.contains(panel.frame, bar.frame), "\(label): seek bar")
            }
        }
    }

    @Test func practiceFitsEveryWindowOnItsDrillsAndItsTables() throws {
        let layout = OverlayPanelTests()
        let table = DrillTable.findAll(seed: 4, sets: 5)
        let offers = DrillKind.allCases.map { PracticeShown.Offer(kind: $0, available: true, line: "a line") }
        for (w, h) in OverlayPanelTests.sizes {
            for shown in [
                PracticeShown(offers: offers, table: nil, selection: [], found: [], verdict: nil, isDone: false),
                PracticeShown(
                    offers: offers, table: table, selection: [2], found: [table.targets[0]], verdict: "A Set!",
                    isDone: false),
            ] {
                var scene = TableScene(game: Game(seed: 5, now: 0), now: 3, width: Int(w), height: Int(h))
                scene.overlay = .practice
                scene.practice = shown
                let panel = try #require(OverlayPanel.build(for: scene), "\(w)x\(h)")
                let label = "practice \(w)x\(h) \(shown.table == nil ? "drills" : "table")"
                layout.check(panel, in: scene, label)
                if shown.table == nil {
                    #expect(panel.controls.map(\.name) == ["drillSlow", "drillWeakest", "drillFindAll", "close"])
                } else {
                    #expect(panel.examples.map(\.card) == table.cards, "\(label)")
                    #expect(panel.controls.map(\.name) == ["drillNext", "drills", "close"])
                }
            }
        }
    }

    @Test func pastGamesFitEveryWindowAPageAtATime() throws {
        let layout = OverlayPanelTests()
        let rows = (1...23).reversed().map {
            PastGamesShown.Row(
                id: Int64($0), when: "2026-11-28 09:\($0)", mode: .solo, seconds: 245, finds: 27, result: .finished)
        }
        for (w, h) in OverlayPanelTests.sizes {
            var scene = TableScene(game: Game(seed: 5, now: 0), now: 3, width: Int(w), height: Int(h))
            scene.overlay = .pastGames
            scene.pastGames = PastGamesShown(rows: rows)
            let first = try #require(OverlayPanel.build(for: scene))
            var listed: [String] = []
            for page in 0..<first.pageCount {
                scene.overlayPage = page
                let panel = try #require(OverlayPanel.build(for: scene))
                layout.check(panel, in: scene, "past games \(w)x\(h) page \(page)")
                listed += panel.controls.map(\.name).filter { $0.hasPrefix("game") }
            }
            #expect(listed == rows.map { "game\($0.id)" }, "\(w)x\(h)")
        }
    }
}
