import SetCore
import SetInput
import SetProtocol
import SetTable

extension AppState {
    /// The scene the player saw when the action came: the one the platform presented last, when it
    /// handed it to `reduce`, else the state's scene at `now`. What a press hits is looked up in it.
    func sceneOnScreen(now: Double) -> TableScene {
        onScreen ?? scene(now: now)
    }

    /// The scene to draw at game time `now`, on the state's own layout.
    public func scene(now: Double) -> TableScene {
        var scene = TableScene(game: game, now: now, layout: layout, theme: theme)
        scene.catalog = catalog
        scene.scrollOffset = scrollOffset
        scene.labelsShown = gestures.labelsShown || labelsAlwaysShown
        scene.labels = (0..<(game.table.count + game.previous.count)).map { index -> String in
            guard let character = KeyBindings.label(forCard: index)?.character else { return "" }
            return String(character).uppercased()
        }
        scene.dealPull = gestures.pull
        scene.turnAngle = gestures.turn.angle
        scene.turnProgress = gestures.turn.fraction
        scene.pressedButton = pressedButton
        scene.message = message
        scene.gameOverLines = gameOverLines
        scene.canUndo = history?.canUndo ?? false
        scene.undoCount = history?.undoCount ?? 0
        scene.overlay = overlay
        scene.overlayFocus = overlayFocus
        scene.overlayPage = overlayPage
        let recentTable = statistics?.recentTable ?? []
        let ratingsTable = RatingsTable.lines(ratings, catalog: catalog)
        scene.statisticsTable =
            statisticsTable + (recentTable.isEmpty ? [] : [""] + recentTable)
            + (ratingsTable.isEmpty ? [] : [""] + ratingsTable)
        scene.progress = statistics?.progress ?? []
        scene.ratingHistory = statistics?.ratingHistory ?? []
        scene.tutorial = tutorial
        scene.network = networkPanel(now: now)
        scene.networkResult = networkResult()
        scene.online = onlineShown
        scene.canReview = recordsGames && network == nil
        scene.pastGames = pastGamesListed
        if overlay == .review { scene.review = review?.shown(in: catalog) }
        if overlay == .replay { scene.replay = replayShown }
        if overlay == .practice { scene.practice = practiceShown }
        if let network, network.inLobby, network.connection == .seated, let room = network.room {
            scene.lobbyRoom = LobbyRoom(code: room.description, server: network.address)
        }
        // The host's lobby chooses among the modes played online.
        if let network, network.runsTable, network.inLobby, network.connection == .seated {
            scene.offeredModes = Set(NetProtocol.modes)
        }
        if let network {
            scene.offersComputers =
                network.runsTable && network.inLobby && network.connection == .seated && !network.againstComputer
        }
        scene.settings = TableScene.SettingsShown(
            motion: animates,
            labelsAlwaysShown: labelsAlwaysShown, volume: volume, muted: isMuted, gamesKept: gamesKept,
            recordsGames: recordsGames, language: settings.language)
        if animates { show(motion, at: now, in: &scene) }
        // Laid out last, from everything the overlay shows.
        scene.pausePanel = PausePanel.build(for: scene)
        scene.panel = OverlayPanel.build(for: scene, screen: screen)
        return scene
    }

    /// Whether anything on screen is still moving at `now`.
    public func isAnimating(at now: Double) -> Bool { motion.isActive(at: now) }

    /// Puts the cards in motion where they are at `now`, in window coordinates.
    private func show(_ motion: Motion, at now: Double, in scene: inout TableScene) {
        for (index, card) in game.table.enumerated() {
            guard let m = motion.cards[card], m.isMoving(at: now) else { continue }
            scene.shownFrames[index] = m.frame(at: now).offsetBy(dx: 0, dy: -scrollOffset)
            if m.flies { scene.flyingCards.insert(index) }
        }
        scene.leavingCards = motion.leaving.filter { $0.motion.isMoving(at: now) }.map {
            LeavingCard(
                card: $0.card, frame: $0.motion.frame(at: now).offsetBy(dx: 0, dy: -scrollOffset),
                highlight: $0.highlight)
        }
        scene.panelOpacity = motion.panelOpacity(at: now)
    }
}
