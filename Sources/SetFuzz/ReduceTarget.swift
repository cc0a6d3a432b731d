import Geometry
import SetApp
import SetCore
import SetInput
import SetNet
import SetProtocol
import SetStorage

/// The application's `reduce`, fed what a window can send it: clicks anywhere and on the
/// cards of a group, drags, wheels, keys, text, twists, resizes to any size, time, frames;
/// and in a network game, what a host sends, from a host's game the same bytes play. After
/// every action the game holds its deck's cards once each, its selection is on the table,
/// its clock is finite, and a solo game saves as a file that reads back as the same game.
enum ReduceTarget {
    static func run(_ bytes: [UInt8]) {
        var input = FuzzBytes(bytes)
        let mode = input.pick(Game.Mode.allCases)
        let networked = input.chance(250) && HostGame.modes.contains(mode)
        var run = Run(input: input, mode: mode, networked: networked)
        run.play()
    }

    /// One run: the app's state, the time, and in a network game the host it plays against.
    struct Run {
        var input: FuzzBytes
        var state: AppState
        var host: HostGame?
        var now = 0.0
        let mode: Game.Mode

        init(input: FuzzBytes, mode: Game.Mode, networked: Bool) {
            self.input = input
            self.mode = mode
            let (width, height) = (self.input.pick([1280, 800, 320, 1920]), self.input.pick([800, 1280, 240, 1080]))
            if networked {
                state = AppState(
                    network: NetworkTable(role: .client, address: "127.0.0.1:7373"), width: width, height: height)
                var host = HostGame(seed: UInt64(self.input.byte()), mode: mode, now: 0)
                var generator = SplitMix64(seed: 7)
                let token = SeatToken.random(using: &generator)
                if let name = PlayerName("Ann") {
                    _ = host.apply(.helloReceived(Hello(name: name), newToken: token), now: 0)
                }
                self.host = host
                _ = reduce(&state, .network(.received(.welcome(seat: 0, token: token))), now: 0)
                _ = reduce(&state, .network(.received(.table(host.snapshot))), now: 0)
            } else {
                state = AppState(
                    game: Game(seed: UInt64(self.input.byte()), mode: mode, now: 0), width: width, height: height)
            }
        }

        mutating func play() {
            var steps = 0
            var action = AppAction.clock
            while !input.isExhausted, steps < 1_500 {
                steps += 1
                now += input.pick([0, 0.016, 0.1, 0.25, 1, 6.5, 60, -1, .nan])
                action = nextAction()
                let effects = reduce(&state, action, now: now)
                if host != nil { answer(effects) }
                // The save every 25th action: it is most of a run's time.
                check(after: action, saving: steps % 25 == 0)
            }
            check(after: action, saving: true)
        }

        /// The next thing the window, the clock or the host does.
        mutating func nextAction() -> AppAction {
            let width = Double(state.width), height = Double(state.height)
            switch input.below(16) {
            case 0, 1, 2:
                // A click on a card of the group the game would find first, to make progress.
                let scene = state.scene(now: now)
                let table = state.game.table
                let group =
                    state.game.board.flatMap { $0.nextGroup?.cards }
                    ?? SetFinder.firstSet(in: table).map {
                        $0.map { table[$0] }
                    }
                if let card = group.flatMap({ input.pick($0) }), let index = table.firstIndex(of: card),
                    let frame = scene.grid.frame(of: index, scrollOffset: state.scrollOffset)
                {
                    return .input(.pointerDown(.left, at: frame.center, time: now))
                }
                return .input(.pointerUp(.left, at: Point(input.wild(width), input.wild(height)), time: now))
            case 3: return .input(.pointerUp(input.pick([.left, .right, .middle]), at: point(), time: now))
            case 4: return .input(.pointerDown(input.pick([.left, .right, .middle]), at: point(), time: now))
            case 5: return .input(.pointerMove(to: point(), time: now))
            case 6: return .input(.wheel(dx: input.wild(10), dy: input.wild(10) - 5, at: point()))
            case 7, 8:
                let modifiers = KeyModifiers(rawValue: input.chance(800) ? 0 : input.byte() & 0xF)
                return .input(.keyDown(input.pick(Key.allCases), modifiers: modifiers, isRepeat: input.chance(50)))
            case 9:
                return .input(
                    .multiGesture(
                        dTheta: input.wild(1) - 0.5, dDist: input.wild(1) - 0.5, center: point(),
                        fingers: input.below(4), time: now))
            case 10:
                return .input(
                    .resized(
                        width: input.pick([1280, 320, 0, -5, 7680, 1, 4321]),
                        height: input.pick([800, 240, 0, -1, 4320, 1, 99])))
            case 11: return input.pick([.clock, .frame, .input(.focusLost), .input(.hidden)])
            case 12:
                return .input(
                    .textEntered(input.pick(["a", "ABCD-EFGH", "\u{202E}", "é", "", "1234567890123456789012"])))
            case 13: return .intent(input.pick([.hintTapped, .dealTapped(player: nil), .shuffleRequested, .tick]))
            case 14: return .wallClock(input.wild(1e6))
            default:
                guard let host else { return .intent(.cardTapped(index: input.below(30) - 2)) }
                return .network(.received(input.chance(700) ? .table(host.snapshot) : .event(event())))
            }
        }

        /// A point in the window, now and then far outside it or not a number.
        mutating func point() -> Point { Point(input.wild(Double(state.width)), input.wild(Double(state.height))) }

        /// Any event a host might send, the table's cards among them.
        mutating func event() -> TableEvent {
            let cards = Array((host?.table ?? []).prefix(3))
            return input.pick([
                .setFound(seat: input.below(9), cards: cards), .miss(seat: input.below(9)), .dealtThree(cards),
                .tooLate(seat: 0), .playerDropped(seat: input.below(9)), .playerLeft(seat: input.below(9)),
                .gameOver, .gameStarted, .newGame, .modeChosen(input.pick(Game.Mode.allCases)),
            ])
        }

        /// In a network game, the host takes the app's claims and its answers reach the app.
        mutating func answer(_ effects: [Effect]) {
            for case .send(let message) in effects {
                guard case .claim(let cards) = message, var host = self.host else { continue }
                for outcome in host.apply(.claimReceived(cards, seat: 0), now: now) {
                    if case .event(let event) = outcome {
                        _ = reduce(&state, .network(.received(.event(event))), now: now)
                    }
                }
                _ = reduce(&state, .network(.received(.table(host.snapshot))), now: now)
                self.host = host
            }
        }

        /// What holds after every action.
        func check(after action: AppAction, saving: Bool) {
            let game = state.game
            let what = "\(mode) after \(action)"
            Invariant.check(game.clock.isFinite, "\(what): clock \(game.clock)")
            Invariant.check(Set(game.selection).count == game.selection.count, "\(what): selection repeats")
            Invariant.check(Set(game.table).count == game.table.count, "\(what): a card twice on the table")
            Invariant.check(state.width >= 0 && state.height >= 0, "\(what): size \(state.width)x\(state.height)")
            Invariant.check(state.scrollOffset.isFinite, "\(what): scroll \(state.scrollOffset)")
            guard host == nil else { return }
            Invariant.check(game.table.allSatisfy(mode.variant.deals), "\(what): a card of another deck")
            if game.board == nil, mode.engine != .dailyPuzzle {
                let cards = game.table + game.deck + game.foundSets.flatMap { $0 }
                Invariant.check(
                    cards.count == mode.deck.count && Set(cards).count == cards.count,
                    "\(what): \(cards.count) cards in play")
                for found in game.foundSets { Invariant.check(Card.isSet(found), "\(what): found \(found)") }
            }
            // The game saves as the file it is kept in, and the file reads back as the same game.
            guard saving else { return }
            do {
                let saved = try VersionedFile.decode(Game.self, from: try VersionedFile.encode(game))
                Invariant.check(saved == game, "\(what): the saved game reads back otherwise")
            } catch {
                Invariant.fail("\(what): the game does not save and read back: \(error)")
            }
        }
    }
}
