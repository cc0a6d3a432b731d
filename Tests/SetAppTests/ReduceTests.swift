import Geometry
import Raster
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// The controller end to end without a window: input events in, intents and state out.
@Suite("App core: reduce")
struct ReduceTests {
    static let width = 1280, height = 800

    func controller(seed: UInt64 = 7, mode: Game.Mode = .solo) -> AppState {
        AppState(game: Game(seed: seed, mode: mode, now: 0), width: Self.width, height: Self.height)
    }

    func centre(ofCard index: Int, in c: AppState) -> Point {
        c.scene(now: 0).grid.frame(of: index, scrollOffset: c.scrollOffset)?.center ?? Point(-1, -1)
    }

    func click(_ c: inout AppState, at p: Point, now: Double = 1) -> [Effect] {
        reduce(&c, .input(.pointerDown(.left, at: p, time: now)), now: now)
            + reduce(&c, .input(.pointerUp(.left, at: p, time: now)), now: now)
    }

    @Test func clickingACardSelectsIt() {
        var c = controller()
        let card = c.game.table[4]
        let before = c.game
        let effects = click(&c, at: centre(ofCard: 4, in: c))
        #expect(effects.withoutRecords == [.applied(.cardTapped(index: 4), events: [.selected(card)])])
        #expect(
            effects.records == [.moves([RecordedMove(time: 0, kind: .select, cards: [card])], on: before, clock: 1)])
        #expect(c.game.selection == [4])
        #expect(c.game.selectionState == .partial)
    }

    @Test func clickingTheFeltDoesNothing() {
        var c = controller()
        let before = c.game
        #expect(click(&c, at: Point(2, 2)).isEmpty)
        #expect(c.game == before)
    }

    @Test func clickingTheThreeCardsOfASetMatchesAndScores() throws {
        var c = controller()
        let set = try #require(SetFinder.firstSet(in: c.game.table))
        for index in set { _ = click(&c, at: centre(ofCard: index, in: c), now: 2) }
        #expect(c.game.selectionState == .match)
        // 3 for the Set plus the full speed bonus of 6 (found within 5 s).
        #expect(c.game.score == 9)
    }

    @Test func theDealButtonDealsThree() throws {
        var c = controller(seed: 11)
        let frame = try #require(c.scene(now: 0).layout.frame(of: .deal))
        _ = click(&c, at: frame.center)
        #expect(c.game.table.count == 15)
        #expect(c.game.deck.count == 66)
    }

    @Test func aDragDownDealsOnceAndSelectsNothing() {
        var c = controller()
        let start = centre(ofCard: 0, in: c)
        var effects = reduce(&c, .input(.pointerDown(.left, at: start, time: 0)), now: 1)
        for step in 1...10 {
            effects += reduce(
                &c, .input(.pointerMove(to: Point(start.x, start.y + Double(step) * 20), time: 0)), now: 1)
        }
        effects += reduce(&c, .input(.pointerUp(.left, at: Point(start.x, start.y + 200), time: 0)), now: 1)
        let applied = effects.compactMap { if case .applied(let intent, _) = $0 { intent } else { nil } }
        #expect(applied == [.dealTapped(player: nil)])
        #expect(c.game.table.count == 15)
        #expect(c.game.selection.isEmpty)
        #expect(c.gestures.pull == 0)
    }

    @Test func theDragShowsItsPullWhileItLasts() {
        var c = controller()
        let start = Point(500, 100)
        _ = reduce(&c, .input(.pointerDown(.left, at: start, time: 0)), now: 1)
        // The deal distance at 800 px is max(40, 64) = 64 px: 32 px is half of it.
        _ = reduce(&c, .input(.pointerMove(to: Point(500, 132), time: 0)), now: 1)
        #expect(abs(c.gestures.pull - 0.5) < 1e-9)
        #expect(abs(c.scene(now: 1).dealPull - 0.5) < 1e-9)
    }

    @Test func ctrlRShufflesTheSameCards() {
        var c = controller()
        let before = c.game.table
        let effects = reduce(&c, .input(.keyDown(.r, modifiers: .ctrl, isRepeat: false)), now: 1)
        #expect(effects.withoutRecords == [.applied(.shuffleRequested, events: [.shuffled])])
        #expect(effects.records.map(\.kinds) == [[.shuffle]])
        #expect(c.game.table != before)
        #expect(Set(c.game.table) == Set(before))
    }

    @Test func aKnobTurnOfMoreThan120DegreesShuffles() {
        var c = controller()
        let centre = c.scene(now: 0).layout.board.center
        let radius = 200.0
        func at(_ degrees: Double) -> Point {
            let a = degrees * Double.pi / 180
            return Point(centre.x + radius * cosine(a), centre.y + radius * sine(a))
        }
        var shuffles = 0
        func count(_ effects: [Effect]) {
            shuffles += effects.filter { $0 == .applied(.shuffleRequested, events: [.shuffled]) }.count
        }
        count(reduce(&c, .input(.pointerDown(.right, at: at(0), time: 0)), now: 1))
        for degrees in stride(from: 10.0, through: 150, by: 10) {
            count(reduce(&c, .input(.pointerMove(to: at(degrees), time: 0)), now: 1))
        }
        count(reduce(&c, .input(.pointerUp(.right, at: at(150), time: 0)), now: 1))
        #expect(shuffles == 1)
    }

    @Test func labelKeysSelectCardsOnlyWhileLabelsAreShown() {
        var c = controller()
        #expect(reduce(&c, .input(.keyDown(.digit1, modifiers: [], isRepeat: false)), now: 1).isEmpty)
        _ = reduce(&c, .input(.keyDown(.k, modifiers: [], isRepeat: false)), now: 1)
        #expect(c.gestures.labelsShown)
        #expect(c.scene(now: 1).appearance(ofCard: 0).label == "1")
        _ = reduce(&c, .input(.keyDown(.digit1, modifiers: [], isRepeat: false)), now: 1)
        #expect(c.game.selection == [0])
        _ = reduce(&c, .input(.keyDown(.escape, modifiers: [], isRepeat: false)), now: 1)
        #expect(!c.gestures.labelsShown)
    }

    @Test func keysForDealHintNewGameQuitAndFullScreen() {
        var c = controller(seed: 3)
        _ = reduce(&c, .input(.keyDown(.space, modifiers: [], isRepeat: false)), now: 1)
        #expect(c.game.table.count == 15)
        _ = reduce(&c, .input(.keyDown(.h, modifiers: [], isRepeat: false)), now: 1)
        #expect(c.game.hintLevel == 1 || c.game.hintFoundNoSet)
        _ = reduce(&c, .input(.keyDown(.n, modifiers: [], isRepeat: false)), now: 1)
        #expect(c.game.table.count == 12)
        #expect(c.game.deck.count == 69)
        #expect(reduce(&c, .input(.keyDown(.q, modifiers: [], isRepeat: false)), now: 1) == [.quit])
        #expect(reduce(&c, .input(.keyDown(.f11, modifiers: [], isRepeat: false)), now: 1) == [.toggleFullScreen])
    }

    @Test func resizingRelaysTheTableOut() {
        var c = controller()
        let before = centre(ofCard: 0, in: c)
        let effects = reduce(&c, .input(.resized(width: 800, height: 1280)), now: 1)
        #expect(effects == [.relaidOut(width: 800, height: 1280)])
        #expect(c.scene(now: 1).width == 800)
        #expect(centre(ofCard: 0, in: c) != before)
    }

    @Test func theWheelScrollsABoardThatScrollsAndClampsAtItsEnds() throws {
        let cards = Array(Card.all.prefix(30))
        let game = Game(table: cards, deck: Array(Card.all.dropFirst(30)), now: 0)
        var c = AppState(game: game, width: 320, height: 240)
        let grid = c.scene(now: 0).grid
        try #require(grid.scrolls)
        _ = reduce(&c, .input(.wheel(dx: 0, dy: -1, at: Point(100, 100))), now: 1)
        #expect(c.scrollOffset > 0)
        for _ in 0..<200 { _ = reduce(&c, .input(.wheel(dx: 0, dy: -1, at: Point(100, 100))), now: 1) }
        #expect(c.scrollOffset == grid.scrollRange.upperBound)
        for _ in 0..<400 { _ = reduce(&c, .input(.wheel(dx: 0, dy: 1, at: Point(100, 100))), now: 1) }
        #expect(c.scrollOffset == 0)
    }

    @Test func twoPlayerClaimKeysClaimForTheirPlayer() {
        var c = controller(mode: .twoPlayer)
        _ = reduce(&c, .input(.keyDown(.rightShift, modifiers: .shift, isRepeat: false)), now: 1)
        #expect(c.game.isClaiming(player: 1))
        #expect(!c.game.isClaiming(player: 0))
    }

    @Test func aButtonDrawsPressedWhileHeld() throws {
        var c = controller()
        let frame = try #require(c.scene(now: 0).layout.frame(of: .hint))
        _ = reduce(&c, .input(.pointerDown(.left, at: frame.center, time: 0)), now: 1)
        #expect(c.pressedButton == .hint)
        _ = reduce(&c, .input(.pointerUp(.left, at: frame.center, time: 0)), now: 1)
        #expect(c.pressedButton == nil)
    }
}
