import Catalog
import Geometry
import PNGFile
import Raster
import SetApp
import SetCore
import SetInput
import SetStorage
import SetTable

/// `--screenshot`: the opening table drawn headless into a PNG file.
package enum Screenshot {
    /// The names `--overlay` takes, for the help and the manual: every screen a player opens, and the charts.
    package static let overlayNames = Screen.kinds.map(\.rawValue).joined(separator: ", ") + " or charts"

    /// Renders the opening table at the requested size and writes it as PNG.
    ///
    /// The file is replaced whole or not at all; a missing folder is an error
    /// (the path was typed by hand), not something to create.
    /// - Parameter overlay: the overlay drawn over the table (`--overlay`), opened as a player opens it.
    /// - Parameter charts: with `.stats`, the page of charts, drawn from sample games (`--overlay charts`).
    package static func write(
        to path: String, settings: LaunchSettings, overlay: OverlayKind = .none, charts: Bool = false
    ) throws {
        var lines: [String] = []
        let plan = LaunchPlan.screenshotPlan(settings, locations: .current)
        let catalogs = InstalledCatalogs.current
        let catalog = catalogs.launching(chosen: plan.appSettings.language).catalog
        if overlay == .stats {
            let text = Storage(locations: .current).loadStatistics().table(
                today: DailyDate.localToday, catalog: catalog
            ) {
                $0.title(in: catalog)
            }
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
        }
        var scene = scene(
            settings, seed: settings.play.seed ?? UInt64.random(in: 0...UInt64.max), plan: plan,
            overlay: overlay, statistics: lines, catalogs: catalogs)
        if charts {
            // 40 sample games that get quicker, on the last page of the statistics.
            scene.progress = sampleProgress(seed: settings.play.seed ?? 5)
            scene.panel = OverlayPanel.build(for: scene)
            scene.overlayPage = max(0, (scene.panel?.pageCount ?? 1) - 1)
            scene.panel = OverlayPanel.build(for: scene)
        }
        guard let buffer = render(scene) else {
            throw ScreenshotError(message: "cannot draw a \(scene.width)x\(scene.height) screenshot")
        }
        let png: [UInt8]
        do {
            png = try PNG.encode(buffer, channels: .rgb)
        } catch {
            throw ScreenshotError(message: error.description)
        }
        do {
            try AtomicFile.write(png, to: path, createsFolder: false)
        } catch {
            let reason = error.path == path ? error.reason : error.description
            throw ScreenshotError(message: "cannot write \(path): \(reason)")
        }
    }

    /// The opening table of a game from `seed`, at the size asked for, in `theme`
    /// (by default the classic look with the palette `--colorblind` asks for),
    /// with `overlay` opened over it as a player opens it.
    /// - Parameter plan: the remembered settings (theme, motion, key labels, volume); nil draws the defaults.
    static func scene(
        _ settings: LaunchSettings, seed: UInt64, plan: LaunchPlan? = nil, overlay: OverlayKind = .none,
        statistics: [String] = [], catalogs: InstalledCatalogs = .none
    ) -> TableScene {
        let asked = settings.overrides
        let size = (asked.size ?? .standard).clamped
        let game = settings.play.daily.map { Game(daily: $0, now: 0) } ?? Game(seed: seed, mode: settings.mode, now: 0)
        let palette: Palette = asked.colorblind == true ? .colorblind : .standard
        let shown =
            plan?.appSettings
            ?? AppState.Settings(
                theme: Theme(style: asked.theme ?? .classic, palette: palette), animates: true,
                labelsAlwaysShown: asked.labelsAlwaysShown ?? false)
        let catalog = catalogs.launching(chosen: asked.language ?? shown.language).catalog
        var state = AppState(game: game, width: size.width, height: size.height, settings: shown, catalog: catalog)
        state.installation = GameRelease.installation(.current, languages: catalogs.languages)
        _ = reduce(&state, .statisticsTableChanged(statistics), now: 0)
        // The keys a player presses: P; F10; F10, Tab to Settings or on to Statistics, and Enter;
        // F1; F1, Tab past Next to Tutorial, and Enter.
        let keys: [Key] =
            switch overlay {
            case .pause: [.p]
            case .menu: [.f10]
            case .modes: [.f10, .tab, .tab, .enter]
            case .settings: [.f10, .tab, .tab, .tab, .enter]
            case .stats: [.f10, .tab, .tab, .tab, .tab, .enter]
            case .rules: [.f1]
            case .tutorial: [.f1, .tab, .tab, .enter]
            case .online: [.f10] + Array(repeating: .tab, count: 8) + [.enter]
            default: []
            }
        for key in keys { _ = reduce(&state, .input(.keyDown(key, modifiers: [], isRepeat: false)), now: 0) }
        if overlay == .practice {
            // Find them all, one Set found.
            let offer = PracticeOffer(slowMoments: [], weakest: nil, weakestMedian: nil, overallMedian: nil, seed: seed)
            _ = reduce(&state, .practiceLoaded(offer), now: 0)
            func click(_ frame: Rect?) {
                guard let at = frame?.center else { return }
                _ = reduce(&state, .input(.pointerDown(.left, at: at, time: 0)), now: 0)
                _ = reduce(&state, .input(.pointerUp(.left, at: at, time: 0)), now: 0)
            }
            click(state.scene(now: 0).panel?.controls.first { $0.button == .practice(.drill(.findAll)) }?.frame)
            if let panel = state.scene(now: 0).panel, let first = state.practice?.table?.targets.first {
                for card in first { click(panel.examples.first { $0.card == card }?.frame) }
            }
        }
        if ![.none, .practice, .review, .replay].contains(overlay), state.overlay != overlay {
            // A screen no key reaches (About, Past games): opened as its menu button opens it.
            _ = state.open(overlay)
        }
        if overlay == .review || overlay == .replay {
            let record = sampleRecord(game)
            let review = ReviewState(
                record: record, id: nil, when: "seed \(game.seed)", medians: [:])
            _ = reduce(&state, .reviewLoaded(review), now: 0)
            // The first find: the move worth seeing first.
            let find = record.moves.firstIndex { $0.kind == .found } ?? 0
            for _ in 0..<find { _ = reduce(&state, .input(.keyDown(.right, modifiers: [], isRepeat: false)), now: 0) }
            if overlay == .replay {
                // R replays from the move before the find; a second and a quarter in, the cards are on their way.
                _ = reduce(&state, .input(.keyDown(.r, modifiers: [], isRepeat: false)), now: 0)
                _ = reduce(&state, .wallClock(0), now: 0)
                _ = reduce(&state, .wallClock(2.6), now: 0)
            }
        }
        return state.scene(now: 0)
    }

    /// The pace of 40 sample games from `seed`: each played by a player who takes a little less
    /// time per Set than in the game before, and more for the Sets that differ in more features.
    static func sampleProgress(seed: UInt64) -> [GameProgress] {
        var rng = SplitMix64(seed: seed)
        return (0..<40).map { n in
            var kinds = [[Double]](repeating: [], count: SetKind.allCases.count)
            var seconds = 0.0
            for _ in 0..<24 {
                let kind = Int(rng.next() % 4)
                let time = (14 - Double(n) * 0.15) * (0.55 + 0.25 * Double(kind)) + Double(rng.next() % 60) / 10
                kinds[kind].append(time)
                seconds += time
            }
            return GameProgress(finds: 24, seconds: seconds, kindSeconds: kinds)
        }
    }

    /// A record of `game` played a little, as Review shows it: a miss, a hint, a deal with a
    /// Set on the table, then Sets found, a few seconds apart.
    static func sampleRecord(_ start: Game) -> GameRecord {
        var game = start
        var record = GameRecord(starting: game, at: 0)
        var time = 0.0
        func play(_ intent: Intent) {
            time += 2.5
            let before = game
            let events = game.apply(intent, now: time)
            record.record(intent, events: events, before: before, after: game)
        }
        if let set = SetFinder.firstSet(in: game.table),
            let other = game.table.indices.first(where: { !set.contains($0) })
        {
            for index in [set[0], set[1], other] { play(.cardTapped(index: index)) }
            play(.cardTapped(index: other))
        }
        play(.hintTapped)
        play(.dealTapped())
        for _ in 0..<4 {
            if game.selectionState == .match, let taken = game.selection.first { play(.cardTapped(index: taken)) }
            guard let set = SetFinder.firstSet(in: game.table) else { break }
            for index in set { play(.cardTapped(index: index)) }
        }
        return record
    }

    /// The scene drawn in full, or nil for a size Raster cannot hold.
    static func render(_ scene: TableScene) -> PixelBuffer? {
        guard let buffer = PixelBuffer(width: scene.width, height: scene.height) else { return nil }
        // `renderFull` flushes the canvas, so the pixels are finished before they are encoded.
        TableRenderer().renderFull(scene, into: Canvas(buffer: buffer))
        return buffer
    }
}

/// A screenshot that could not be made.
struct ScreenshotError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
