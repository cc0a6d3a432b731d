import SetCore
import SetProtocol
import SetTable

/// Carrying out what the screens ask: the one place a screen's reducer reaches the rest of the app.
extension AppState {
    /// Sends `action` to the open screen's feature, whose state is at `path` (nil while the screen is
    /// closed: nothing happens), and carries out what it asks.
    mutating func send<Feature: ScreenFeature>(
        _ action: Feature.Action, to feature: Feature.Type, at path: WritableKeyPath<AppState, Feature.State?>,
        now: Double
    ) -> [Effect] {
        guard var state = self[keyPath: path] else { return [] }
        let requests = Feature.reduce(&state, action)
        self[keyPath: path] = state
        return carryOut(requests, now: now)
    }

    /// Runs `feature`'s reducer on `state`, the open screen's own, and shows the screen again as `screen`
    /// makes it of the state changed.
    mutating func send<Feature: ScreenFeature>(
        _ action: Feature.Action, to feature: Feature.Type, on state: Feature.State,
        as screen: (Feature.State) -> Screen, now: Double
    ) -> [Effect] {
        var state = state
        let requests = Feature.reduce(&state, action)
        self.screen = screen(state)
        return carryOut(requests, now: now)
    }

    /// Carries out a screen's requests in order, with the effects they make.
    mutating func carryOut(_ requests: [ScreenRequest], now: Double) -> [Effect] {
        var effects: [Effect] = []
        for request in requests {
            switch request {
            case .open(.online):
                message = nil
                effects += open(.online) + [.textInput(true)]
            case .open(.pastGames):
                // The list comes from the records.
                effects += open(.pastGames) + [.showPastGames]
            case .open(let kind):
                effects += open(kind)
            case .shown:
                effects.append(.overlayChanged(from: overlay, to: overlay))
            case .play(let intent):
                effects += apply(intent, now: now)
            case .choose(let mode):
                effects += choose(mode)
            case .leaveNetworkGame:
                effects += leaveNetworkGame()
            case .playNetworkGameAgain:
                effects += playAgain()
            case .say(let line):
                message = line
            case .problem(let problem):
                message = problem.message(in: catalog)
            case .unfocus:
                overlayFocus = nil
            case .tutorialSeen:
                tutorialSeen = true
            case .playAgainstComputer(let levels, let mode) where network != nil:
                // The lobby of a table this window runs: its mode, and the computer players sit down at it.
                effects += choose(mode) + [.addComputers(levels)]
            case .playAgainstComputer(let levels, let mode):
                // The player's name as Play online last had it, else the game's word for a player.
                let name = PlayerName(onlineDefaults.name) ?? PlayerName(catalog.text("Player")) ?? PlayerName("Player")
                guard let name else { break }
                effects.append(
                    .playOnline(OnlineRequest(choice: .againstComputer(levels, mode: mode), name: name, password: nil)))
            case .effect(let effect):
                effects.append(effect)
            }
        }
        return effects
    }
}
