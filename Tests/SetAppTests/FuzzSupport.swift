import Geometry
import Raster
import SetCore
import SetTable

@testable import SetApp
@testable import SetInput

/// What a fuzz run did, for the assertions that prove it played.
struct FuzzTally {
    var events = 0
    var setsFound = 0
    /// Frames drawn of small windows (rendering at every size is too slow for a debug build).
    var framesDrawn = 0
    /// Clicks on a card that were checked to tap exactly that card.
    var tapsChecked = 0
    var gamesFinished = 0
    var dealt = 0
    /// The first broken invariant, with the seed and event number that reproduce it.
    var failure: String?
}

/// Drives a `AppState` with seeded random input: chaos (any event, any
/// coordinate, any size) mixed with play (clicks on the cards of a Set, on the
/// deal and claim buttons), so games really advance and end.
struct InputFuzzer {
    var rng: SplitMix64
    var controller: AppState
    var now = 0.0
    var tally = FuzzTally()
    /// Draws scenes of small windows now and then, incrementally, as the app does.
    let renderer = TableRenderer()
    var canvas: Canvas?
    let seed: UInt64
    /// The chance in 1000 that a step plays a sensible move rather than a random one.
    let playPerMille: Int

    init(seed: UInt64, mode: Game.Mode, playPerMille: Int = 450) {
        self.seed = seed
        self.playPerMille = playPerMille
        rng = SplitMix64(seed: seed)
        controller = AppState(game: Game(seed: seed, mode: mode, now: 0), width: 1280, height: 800)
    }

    // MARK: Random numbers

    mutating func chance(_ perMille: Int) -> Bool { rng.nextIndex(below: 1000) < perMille }
    mutating func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
    mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    mutating func pick<T>(_ items: [T]) -> T { items[rng.nextIndex(below: items.count)] }

    /// A coordinate that is usually sensible and sometimes absurd.
    mutating func wildValue(_ extent: Double) -> Double {
        switch rng.nextIndex(below: 20) {
        case 0: return .nan
        case 1: return pick([Double.infinity, -.infinity])
        case 2: return pick([-1e300, 1e300, -1e9, 1e9, -Double.greatestFiniteMagnitude])
        case 3: return pick([-0.0, 0, extent, extent - 0.5, Double(Int(extent)), -1, 1e-300])
        case 4, 5: return between(-extent, 2 * extent)
        default: return between(0, extent)
        }
    }

    mutating func wildPoint() -> Point {
        Point(wildValue(Double(controller.width)), wildValue(Double(controller.height)))
    }

    var scene: TableScene { controller.scene(now: now) }

    // MARK: Targets from the current layout

    /// The centre of card `index` as drawn now (possibly scrolled out of the board).
    func cardCentre(_ index: Int) -> Point? {
        scene.grid.frame(of: index, scrollOffset: controller.scrollOffset)?.center
    }

    func buttonCentre(_ id: ButtonID) -> Point? { scene.layout.frame(of: id)?.center }

    /// The card to click next to make progress: one of the first Set on the table.
    func playCard() -> Int? {
        let game = controller.game
        guard let set = SetFinder.firstSet(in: game.table) else { return nil }
        if game.selection.count == 3 { return set[0] }
        if let stray = game.selection.first(where: { !set.contains($0) }) { return stray }
        return set.first { !game.selection.contains($0) }
    }

    // MARK: Event scripts

    /// A press and release of the left button at `point`.
    mutating func click(_ point: Point) -> [InputEvent] {
        [.pointerDown(.left, at: point, time: now), .pointerUp(.left, at: point, time: now)]
    }

    /// A click on the centre of a button, or nothing when the layout has no such button.
    mutating func clickButton(_ id: ButtonID) -> [InputEvent] {
        guard let centre = buttonCentre(id) else { return [] }
        return click(centre)
    }

    /// A sensible move: select a card of a Set, deal when none is left, claim first with two players.
    mutating func playMove() -> [InputEvent] {
        let game = controller.game
        if game.isGameOver { return [.keyDown(.n, modifiers: [], isRepeat: false)] }
        if game.mode == .twoPlayer, game.turn == .open {
            let player = rng.nextIndex(below: 2)
            if game.tableHasSet {
                if chance(500) {
                    return [.keyDown(player == 0 ? .leftShift : .rightShift, modifiers: [], isRepeat: false)]
                }
                return clickButton(.claim(player: player))
            }
            return clickButton(.dealFor(player: player))
        }
        guard let index = playCard() else {
            if game.mode == .solo {
                return chance(500) ? [.keyDown(.space, modifiers: [], isRepeat: false)] : clickButton(.deal)
            }
            return []
        }
        if controller.gestures.labelsShown, let key = KeyBindings.label(forCard: index), chance(300) {
            return [.keyDown(key, modifiers: [], isRepeat: false)]
        }
        guard let centre = cardCentre(index) else { return [] }
        let board = scene.layout.board
        if !board.contains(centre) {
            // Scroll the card into view first.
            return [.wheel(dx: 0, dy: centre.y < board.midY ? -3 : 3, at: board.center)]
        }
        return click(centre)
    }

    /// A random event or short gesture, anything at all.
    mutating func chaos() -> [InputEvent] {
        switch rng.nextIndex(below: 13) {
        case 0:
            return click(wildPoint())
        case 1:
            // A click on a card or button, maybe slightly off-centre.
            let newGameToo = chance(20)
            let targets =
                (0..<controller.game.table.count).compactMap(cardCentre)
                + scene.layout.buttonIDs.filter { $0 != .newGame || newGameToo }.compactMap(buttonCentre)
            guard !targets.isEmpty else { return click(wildPoint()) }
            let target = pick(targets)
            return click(Point(target.x + between(-8, 8), target.y + between(-8, 8)))
        case 2:
            return drag(.left)
        case 3:
            return knob()
        case 4:
            return keys()
        case 5:
            return twist()
        case 6:
            return [.wheel(dx: wildValue(3), dy: chance(100) ? wildValue(5) : between(-4, 4), at: wildPoint())]
        case 7:
            return [resize()]
        case 8:
            return [.focusLost]
        case 9:
            // A lone press, move or release: gestures cut short or never started.
            let button = pick([PointerButton.left, .middle, .right])
            switch rng.nextIndex(below: 3) {
            case 0: return [.pointerDown(button, at: wildPoint(), time: eventTime())]
            case 1: return [.pointerMove(to: wildPoint(), time: eventTime())]
            default: return [.pointerUp(button, at: wildPoint(), time: eventTime())]
            }
        case 10:
            return [
                pick([
                    InputEvent.fingerDown(id: rng.nextIndex(below: 4), time: eventTime()),
                    .fingerUp(id: rng.nextIndex(below: 4), time: eventTime()),
                ])
            ]
        case 11:
            return drag(pick([.middle, .right]))
        default:
            return [
                .multiGesture(
                    dTheta: wildValue(1), dDist: wildValue(1), center: wildPoint(),
                    fingers: rng.nextIndex(below: 4), time: eventTime())
            ]
        }
    }

    /// The time stamped on an event: usually now, sometimes nonsense.
    mutating func eventTime() -> Double {
        chance(20) ? wildValue(100) : now
    }

    /// A drag in a random direction and length (down from the top deals).
    mutating func drag(_ button: PointerButton) -> [InputEvent] {
        let start =
            chance(900)
            ? Point(between(0, Double(controller.width)), between(0, Double(controller.height))) : wildPoint()
        let angle = between(0, 2 * .pi), length = chance(100) ? wildValue(5000) : between(0, Double(controller.height))
        let steps = 1 + rng.nextIndex(below: 8)
        var events: [InputEvent] = [.pointerDown(button, at: start, time: now)]
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            events.append(
                .pointerMove(
                    to: Point(start.x + cosine(angle) * length * t, start.y + sine(angle) * length * t),
                    time: now + 0.02 * Double(step)))
        }
        let end = Point(start.x + cosine(angle) * length, start.y + sine(angle) * length)
        if chance(900) { events.append(.pointerUp(button, at: end, time: now + 0.02 * Double(steps + 1))) }
        return events
    }

    /// A right-button circle around the board centre, some turning far enough to shuffle.
    mutating func knob() -> [InputEvent] {
        let centre = scene.layout.board.center
        let radius = pick([0.0, 4, between(10, 400), wildValue(1000)])
        let sweep = between(-3 * .pi, 3 * .pi), start = between(0, 2 * .pi)
        let steps = 2 + rng.nextIndex(below: 24)
        var events: [InputEvent] = []
        for step in 0...steps {
            let angle = start + sweep * Double(step) / Double(steps)
            let point = Point(centre.x + radius * cosine(angle), centre.y + radius * sine(angle))
            events.append(
                step == 0
                    ? .pointerDown(.right, at: point, time: now)
                    : .pointerMove(to: point, time: now + 0.01 * Double(step)))
        }
        if chance(900), case .pointerMove(let last, _) = events[events.count - 1] {
            events.append(.pointerUp(.right, at: last, time: now + 0.01 * Double(steps + 1)))
        }
        return events
    }

    /// Key presses: any key, random modifiers, some repeats, runs of arrows.
    mutating func keys() -> [InputEvent] {
        var key = pick(Key.allCases)
        // New Game is rare, or the fuzz would never finish a game.
        if key == .n, !chance(30) { key = .k }
        var modifiers = KeyModifiers()
        if chance(250) { modifiers = KeyModifiers(rawValue: UInt8(rng.nextIndex(below: 16))) }
        let repeats =
            key == .up || key == .down ? rng.nextIndex(below: 20) : (chance(100) ? rng.nextIndex(below: 4) : 0)
        var events: [InputEvent] = [.keyDown(key, modifiers: modifiers, isRepeat: false)]
        for _ in 0..<repeats { events.append(.keyDown(key, modifiers: modifiers, isRepeat: true)) }
        return events
    }

    /// Two fingers down, a run of rotation steps, fingers up.
    mutating func twist() -> [InputEvent] {
        let steps = 1 + rng.nextIndex(below: 16)
        let centre = wildPoint()
        var events: [InputEvent] = [.fingerDown(id: 0, time: now), .fingerDown(id: 1, time: now)]
        for step in 1...steps {
            let dTheta = chance(50) ? wildValue(10) : between(-0.2, 0.2)
            events.append(
                .multiGesture(
                    dTheta: dTheta, dDist: between(-0.01, 0.01), center: centre,
                    fingers: chance(900) ? 2 : rng.nextIndex(below: 5),
                    time: now + (chance(100) ? 0.6 : 0.02) * Double(step)))
        }
        if chance(900) {
            events += [.fingerUp(id: 1, time: now + 1), .fingerUp(id: 0, time: now + 1)]
        }
        return events
    }

    /// A new window size: tiny, odd, common, huge or zero.
    mutating func resize() -> InputEvent {
        let sizes = [
            (0, 0), (1, 1), (320, 240), (1, 4320), (7680, 1), (641, 479), (1280, 800), (1920, 1080),
            (3840, 2160), (7680, 4320), (800, 1280), (-5, 100), (2, 3), (17, 480), (100, 60), (333, 251),
        ]
        if chance(300) {
            return .resized(width: rng.nextIndex(below: 7681), height: rng.nextIndex(below: 4321))
        }
        let (w, h) = pick(sizes)
        return .resized(width: w, height: h)
    }

    // MARK: Running

    /// Sends `count` events (scripts are cut at the count), checking the invariants after each.
    mutating func run(events count: Int) {
        while tally.events < count, tally.failure == nil {
            // Keep the window playable most of the time.
            if controller.width < 320 || controller.height < 240, chance(100) {
                send(.resized(width: 1280, height: 800))
                continue
            }
            var script = chance(playPerMille) ? playMove() : chaos()
            if script.count > 2, chance(50) {
                // Something else interrupts a gesture half way.
                script.insert(contentsOf: chaos().prefix(1), at: rng.nextIndex(below: script.count))
            }
            // A click on a card must tap that card, whatever came before.
            var expectedTap: Int?
            // (Paused, the click plays on instead: it taps nothing.)
            if !controller.isPaused,
                script.count == 2, case .pointerDown(.left, let at, _) = script[0],
                case .pointerUp(.left, at, _) = script[1],
                case .card(let index)? = hitTest(at, scene: scene)
            {
                expectedTap = index
            }
            var tapped = false
            let whole = script.count <= count - tally.events
            for event in script.prefix(count - tally.events) {
                for case .applied(.cardTapped(let index), _) in send(event) where index == expectedTap { tapped = true }
                if tally.failure != nil { return }
            }
            if let expectedTap, !tapped, whole {
                tally.failure = "seed \(seed), event \(tally.events): a click on card \(expectedTap) did not tap it"
                return
            }
            if expectedTap != nil, whole { tally.tapsChecked += 1 }
            advanceTime()
        }
    }

    /// Time passes: usually a little, sometimes a lot, sometimes not at all; the app ticks.
    mutating func advanceTime() {
        switch rng.nextIndex(below: 100) {
        case 0..<10: break
        case 10..<95: now += between(0.01, 0.5)
        case 95..<99: now += between(2, 15)
        default: now += between(30, 600)
        }
        if chance(300) {
            let before = controller.game
            let effects = reduce(&controller, .clock, now: now)
            record(effects, before: before, event: "tick")
        }
    }

    @discardableResult
    mutating func send(_ event: InputEvent) -> [Effect] {
        let before = controller.game
        // Now and then the app hands over a nonsense time; the game must shrug it off.
        let effects = reduce(
            &controller, .input(event), now: chance(5) ? pick([Double.nan, .infinity, -.infinity, -1e300]) : now)
        tally.events += 1
        record(effects, before: before, event: "\(event)")
        return effects
    }

    mutating func record(_ effects: [Effect], before: Game, event: String) {
        if controller.game.clock < before.clock, controller.game.seed == before.seed {
            tally.failure = "seed \(seed), event \(tally.events) (\(event)): the clock went back"
        }
        for case .applied(_, let events) in effects {
            for gameEvent in events {
                switch gameEvent {
                case .collected: tally.setsFound += 1
                case .dealt: tally.dealt += 1
                default: break
                }
            }
        }
        if !before.isGameOver, controller.game.isGameOver { tally.gamesFinished += 1 }
        if let broken = brokenInvariant() {
            tally.failure = "seed \(seed), event \(tally.events) (\(event)): \(broken)"
        }
        if controller.width * controller.height <= 400 * 300, chance(50) { draw() }
    }

    /// Draws the current scene into a canvas of the window's size, reusing the last one when the size holds.
    mutating func draw() {
        if canvas?.buffer.width != controller.width || canvas?.buffer.height != controller.height {
            canvas = PixelBuffer(width: controller.width, height: controller.height).map(Canvas.init)
            renderer.invalidate()
        }
        guard let canvas else { return }
        _ = renderer.render(scene, into: canvas)
        tally.framesDrawn += 1
    }

    /// The first invariant the controller breaks now, or nil.
    func brokenInvariant() -> String? {
        let game = controller.game
        let cards = game.table + game.deck + game.foundSets.flatMap { $0 }
        if cards.count != 81 { return "\(cards.count) cards in play" }
        if Set(cards.map(\.ordinal)).count != 81 { return "a card is duplicated" }
        for found in game.foundSets where found.count != 3 || !Card.isSet(found) {
            return "found \(found) is not a Set"
        }
        if Set(game.selection).count != game.selection.count { return "selection \(game.selection) repeats" }
        if game.selection.count > 3 { return "selection \(game.selection) too long" }
        if game.selection.contains(where: { !game.table.indices.contains($0) }) {
            return "selection \(game.selection) off a table of \(game.table.count)"
        }
        if game.isGameOver, !(game.deck.isEmpty && !game.tableHasSet && game.selection.isEmpty) {
            return
                "game over with \(game.deck.count) in the deck, Set on the table \(game.tableHasSet), selection \(game.selection)"
        }
        if !game.isGameOver, game.deck.isEmpty, !game.tableHasSet { return "no Set left but the game goes on" }
        if game.hintedIndices.count != game.hintedCards.count { return "hinted cards off the table" }
        if game.mode == .twoPlayer {
            if game.players.map(\.setsFound).reduce(0, +) != game.foundSets.count {
                return "players found \(game.players.map(\.setsFound)), table lost \(game.foundSets.count) Sets"
            }
            if let deadline = game.turn.deadline, !deadline.isFinite { return "deadline \(deadline)" }
            if game.turn.player == nil, !game.selection.isEmpty {
                return "selection \(game.selection) with no one's turn"
            }
        }
        if !game.clock.isFinite { return "clock \(game.clock)" }
        let range = scene.grid.scrollRange
        if !range.contains(controller.scrollOffset) { return "scroll \(controller.scrollOffset) outside \(range)" }
        if !(0...1).contains(controller.gestures.pull) { return "deal pull \(controller.gestures.pull)" }
        if !controller.gestures.turn.angle.isFinite || !(0...1).contains(controller.gestures.turn.fraction) {
            return "turn \(controller.gestures.turn)"
        }
        if controller.width < 0 || controller.height < 0 { return "size \(controller.width)x\(controller.height)" }
        return nil
    }
}
