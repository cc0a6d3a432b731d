import Foundation
import SetCore
import Testing

/// A fast player in the real window: moves made while cards are still moving
/// never hold the cards back, and a click lands on the card drawn under it.
///
/// Pins the table that stopped settling: every select set every moving card
/// off again, so toggles 100 ms apart stretched a deal's half-second motion
/// to two seconds, and clicks aimed at one card landed on another passing under it.
extension EndToEndTests {
    /// A traced frame as (x, y, width, height).
    typealias Frame = (x: Double, y: Double, w: Double, h: Double)

    static func frame(_ value: Any?) -> Frame? {
        guard let f = value as? [Double], f.count == 4 else { return nil }
        return (f[0], f[1], f[2], f[3])
    }

    @Test func togglesEveryHundredMillisecondsDoNotStretchADealsMotion() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "5", "--size", "1280x800"])
        func burst(disturbed: Bool) throws -> [String: Any] {
            let n = window.lines().count
            var sent = 0
            _ = try xdotool(x, "key", "--window", window.id, "space")
            try #require(
                ProcessSupport.wait { window.lines().dropFirst(n).contains { $0["event"] as? String == "deal" } })
            if disturbed {
                // K shows the labels (Escape hides them at the end); then the label key 1 selects and
                // deselects card 1, every 100 ms for 1.5 s: one xdotool call, which keeps the pace itself
                // however slowly a loaded machine starts a process.
                _ = try xdotool(x, "key", "--window", window.id, "k")
                sent = 15
                let keys = ["key", "--window", window.id, "--delay", "100"] + Array(repeating: "1", count: sent)
                _ = try xdotool(x, arguments: keys)
            }
            try #require(
                ProcessSupport.wait(timeout: 10) { !animationEnds(window.lines(), from: n).isEmpty },
                "the deal's motion never ended")
            usleep(200_000)
            if disturbed {
                // Every toggle sent reached the game.
                func toggles() -> Int {
                    window.lines().dropFirst(n).filter { $0["event"] as? String == "select" }.count
                }
                _ = ProcessSupport.wait(timeout: 5) { toggles() >= sent }
                #expect(toggles() == sent, "\(toggles()) of \(sent) toggles reached the game")
                _ = try xdotool(x, "key", "--window", window.id, "Escape")
            }
            return try #require(animationEnds(window.lines(), from: n).first)
        }
        // A calm deal and a disturbed one, back to back. A loaded machine's wave of work can stretch one
        // and not the other, so a pair over the bound is measured again: three pairs at most.
        var pairs: [(calm: Double, busy: Double)] = []
        repeat {
            let calm = try burst(disturbed: false)
            let busy = try burst(disturbed: true)
            #expect(calm["kind"] as? String == "deal" && busy["kind"] as? String == "deal")
            pairs.append(
                (try #require(calm["durationMs"] as? Double), try #require(busy["durationMs"] as? Double)))
        } while pairs.count < 3 && pairs.last.map { $0.busy > $0.calm + 150 } == true
        let last = try #require(pairs.last)
        #expect(last.busy <= last.calm + 150, "undisturbed and with toggles, in ms: \(pairs)")
        try window.quit(self, x)
    }

    @Test func aCardInFlightIsClickedWhereItIsShown() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "5", "--size", "1280x800"])
        // The last card dealt waits on the deck for 140 ms before it sets off. The first deal is clicked where
        // its line shows that card; a loaded machine can be later than 140 ms with that click, which then finds
        // the deck bare and selects nothing. Every later deal is sent with its click in one xdotool call, the
        // pointer already on the deck where the first line showed the card, so the two reach the game together.
        var n = 0
        var last: [String: Any] = [:]
        var selected: [String: Any]?
        var deck: (Int, Int)?
        for attempt in 0..<10 where selected == nil {
            n = window.lines().count
            if let deck {
                _ = try xdotool(x, "mousemove", "--window", window.id, "\(deck.0)", "\(deck.1)")
                _ = try xdotool(x, "key", "--window", window.id, "space", "click", "1")
            } else {
                _ = try xdotool(x, "key", "--window", window.id, "space")
            }
            try #require(ProcessSupport.wait(timeout: 5) { window.lines().count > n })
            let deal = try #require(window.lines().dropFirst(n).first { $0["event"] as? String == "deal" })
            let cards = try #require(deal["cards"] as? [[String: Any]])
            // Where the last card is shown, not its place.
            last = try #require(cards.last)
            let shown = try #require(Self.frame(last["shown"])), place = try #require(Self.frame(last["frame"]))
            #expect(shown.x != place.x || shown.y != place.y)
            // Cards at rest have no `shown`; every card moving in a re-form has one. The first deal,
            // 12 cards to 15, re-forms the grid; a later one may leave the cards where they are.
            if attempt == 0 { #expect(cards.allSatisfy { $0["shown"] != nil }) }
            let centre = (Int(shown.x + shown.w / 2), Int(shown.y + shown.h / 2))
            if let deck {
                // The pointer waits where this deal showed its last card (the grid's re-layout may shift it a pixel).
                let inside =
                    Double(deck.0) > shown.x + 8 && Double(deck.0) < shown.x + shown.w - 8
                    && Double(deck.1) > shown.y + 8 && Double(deck.1) < shown.y + shown.h - 8
                #expect(inside, "the pointer at \(deck) is off the card shown at \(shown)")
            } else {
                _ = try xdotool(x, "mousemove", "--window", window.id, "\(centre.0)", "\(centre.1)", "click", "1")
                deck = centre
            }
            // The deal's other lines (its animationEnd, on a slow machine) may come before the click's.
            let from = n + 1
            if ProcessSupport.wait(
                timeout: 3, { window.lines().dropFirst(from).contains { $0["event"] as? String == "select" } })
            {
                selected = window.lines().dropFirst(from).first { $0["event"] as? String == "select" }
            } else {
                try #require(ProcessSupport.wait { !animationEnds(window.lines(), from: from).isEmpty })
            }
        }
        let select = try #require(selected, "ten clicks on a card leaving the deck selected nothing")
        let now = try #require(select["cards"] as? [[String: Any]])
        #expect(
            now.filter { $0["selected"] as? Bool == true }.compactMap { $0["id"] as? String } == [last["id"] as? String]
        )
        // Once everything has landed, no card has `shown`.
        try #require(ProcessSupport.wait { !animationEnds(window.lines(), from: n).isEmpty })
        let end = try #require(animationEnds(window.lines(), from: n).first)
        #expect((end["cards"] as? [[String: Any]])?.allSatisfy { $0["shown"] == nil } == true)
        try window.quit(self, x)
    }

    /// A point of a card the pointer can take at any moment of the motion under
    /// way: inside both where it is shown and where it is going (a straight
    /// glide passes over the whole overlap), and outside every other moving
    /// card's way. Nil when there is none yet.
    static func aim(at index: Int, in cards: [[String: Any]]) -> (Int, Int)? {
        guard let place = frame(cards[index]["frame"]) else { return nil }
        let shown = frame(cards[index]["shown"]) ?? place
        let left = max(place.x, shown.x), right = min(place.x + place.w, shown.x + shown.w)
        let top = max(place.y, shown.y), bottom = min(place.y + place.h, shown.y + shown.h)
        guard right - left > 8, bottom - top > 8 else { return nil }
        return clearPoint(in: (left, top, right - left, bottom - top), of: cards, except: index)
    }

    /// A point of `area` outside every moving card's way, but `except`'s; nil if none.
    static func clearPoint(in area: Frame, of cards: [[String: Any]], except: Int? = nil) -> (Int, Int)? {
        let ways: [(from: Frame, to: Frame)] = cards.indices.compactMap { other in
            guard other != except, let s = frame(cards[other]["shown"]), let p = frame(cards[other]["frame"]) else {
                return nil
            }
            return (s, p)
        }
        for fy in [0.5, 0.3, 0.7, 0.15, 0.85] {
            for fx in [0.5, 0.3, 0.7, 0.15, 0.85] {
                let px = area.x + area.w * fx, py = area.y + area.h * fy
                if !ways.contains(where: { sweeps(from: $0.from, to: $0.to, over: (px, py)) }) {
                    return (Int(px.rounded()), Int(py.rounded()))
                }
            }
        }
        return nil
    }

    /// Whether a card going straight from `a` to `b` covers `point` (give or take `margin`) at some moment.
    ///
    /// Deals, departures and glides go straight, their edges each moving linearly (only a shuffle arcs, and
    /// the fast player never shuffles): the point is under the card for the moments that keep it inside all
    /// four edges, and it is swept if any such moment is left.
    static func sweeps(from a: Frame, to b: Frame, over point: (x: Double, y: Double), margin: Double = 2) -> Bool {
        var earliest = 0.0, latest = 1.0
        // Each edge gives c + d·t ≤ 0 for the moments t in 0...1 that keep the point on its inner side.
        let edges: [(c: Double, d: Double)] = [
            (a.x - margin - point.x, b.x - a.x),
            (point.x - (a.x + a.w) - margin, (a.x + a.w) - (b.x + b.w)),
            (a.y - margin - point.y, b.y - a.y),
            (point.y - (a.y + a.h) - margin, (a.y + a.h) - (b.y + b.h)),
        ]
        for (c, d) in edges {
            if d > 0 {
                latest = min(latest, -c / d)
            } else if d < 0 {
                earliest = max(earliest, -c / d)
            } else if c > 0 {
                return false
            }
        }
        return earliest <= latest
    }

    @Test func aWholeGameAtAFastPlayersPaceSelectsExactlyTheCardsAimedAt() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "23", "--size", "1280x800"])
        var rng = SplitMix64(seed: 23)
        var lastClick = Date()
        var clicks = 0, pauses = 0, whileMoving = 0

        /// Clicks each point 100–150 ms after the click before, all from one xdotool call, so a loaded
        /// machine's slow start of a process cannot stretch the pace; returns the line each click causes.
        func click(_ points: [(Int, Int)]) throws -> [[String: Any]] {
            var arguments: [String] = []
            for point in points {
                let pace = 0.1 + Double(rng.next() % 51) / 1000
                if arguments.isEmpty {
                    let wait = pace - Date().timeIntervalSince(lastClick)
                    if wait > 0 { usleep(UInt32(wait * 1e6)) }
                } else {
                    arguments += ["sleep", String(format: "%.3f", pace)]
                }
                arguments += ["mousemove", "--window", window.id, "\(point.0)", "\(point.1)", "click", "1"]
            }
            let n = window.lines().count
            _ = try xdotool(x, arguments: arguments)
            lastClick = Date()
            clicks += points.count
            func answers() -> [[String: Any]] {
                Array(
                    window.lines().dropFirst(n).filter { $0["event"] as? String != "animationEnd" }.prefix(points.count)
                )
            }
            try #require(
                ProcessSupport.wait(timeout: 5) { answers().count == points.count },
                "clicks at \(points) changed \(answers().count) lines")
            return answers()
        }
        func click(_ point: (Int, Int)) throws -> [String: Any] { try click([point])[0] }
        func ids(_ line: [String: Any], selected: Bool? = nil) -> [String] {
            (line["cards"] as? [[String: Any]] ?? []).filter { selected == nil || $0["selected"] as? Bool == selected }
                .compactMap { $0["id"] as? String }
        }
        /// The latest line, once `id` can be aimed at: at once, or when the motion under way has ended.
        func settledEnough(for id: String) throws -> [String: Any] {
            func aimable(_ line: [String: Any]) -> Bool {
                guard let index = ids(line).firstIndex(of: id) else { return true }
                return Self.aim(at: index, in: line["cards"] as? [[String: Any]] ?? []) != nil
            }
            let line = try #require(window.lines().last)
            if aimable(line) { return line }
            // Every way to it crosses a card still on its way: look a moment longer.
            pauses += 1
            _ = ProcessSupport.wait(timeout: 3) { window.lines().last?["animating"] as? Bool == false }
            return try #require(window.lines().last)
        }

        var sets = 0
        for _ in 0..<400 {
            let last = try #require(window.lines().last)
            if last["gameOver"] as? Bool == true { break }
            let table = ids(last).compactMap(Card.init(code:))
            let matched = last["selection"] as? String == "match" ? Set(ids(last, selected: true)) : []
            // The next Set among the cards that stay, preferring cards at rest.
            let cards = last["cards"] as? [[String: Any]] ?? []
            let candidates = SetFinder.allSets(in: table).filter { $0.allSatisfy { !matched.contains(table[$0].code) } }
            let pick = candidates.first { $0.allSatisfy { Self.aim(at: $0, in: cards) != nil } } ?? candidates.first
            guard let set = pick else {
                if !matched.isEmpty {
                    // No Set among the cards that stay: take the found one by clicking one of its cards.
                    let index = try #require(ids(last).firstIndex { matched.contains($0) })
                    let line = try click(try #require(Self.aim(at: index, in: cards)))
                    #expect((line["detail"] as? String)?.hasPrefix("collected ") == true, "\(line["detail"] ?? "")")
                    continue
                }
                let deal = try #require((last["buttons"] as? [String: Any])?["deal"] as? [String: Any])
                try #require(
                    deal["enabled"] as? Bool == true, "no Set on the table and no cards to deal, but no game over")
                // Dealt cards fly out of the Deal 3 button: press it where none is passing.
                let f = try #require(Self.frame(deal["frame"]))
                if let point = Self.clearPoint(in: f, of: last["cards"] as? [[String: Any]] ?? []) {
                    let line = try click(point)
                    #expect(line["event"] as? String == "deal", "\(line["event"] ?? "")")
                } else {
                    pauses += 1
                    _ = ProcessSupport.wait(timeout: 3) { window.lines().last?["animating"] as? Bool == false }
                }
                continue
            }
            let wanted = set.map { table[$0].code }
            // The first click may take the Set found before and start cards moving; the other two follow it
            // in one call, aimed from the line it caused, while the cards it set off are still on their way.
            var left = wanted
            while let next = left.first {
                let line = try settledEnough(for: next)
                let now = line["cards"] as? [[String: Any]] ?? []
                // The Set's cards can be clicked in any order: after the first, every one that can be aimed
                // at now goes in the batch, and one a moving card crosses waits for a later line.
                var batch: [(id: String, point: (Int, Int))] = []
                for id in left where left.count < wanted.count || batch.isEmpty {
                    let index = try #require(ids(line).firstIndex(of: id), "\(id) left the table")
                    if let point = Self.aim(at: index, in: now) { batch.append((id, point)) }
                }
                try #require(!batch.isEmpty, "\(next) cannot be aimed at")
                for (move, after) in zip(batch, try click(batch.map(\.point))) {
                    // Exactly the card aimed at was selected, as the line's own account of the move says.
                    let detail = after["detail"] as? String ?? ""
                    let selected = detail.components(separatedBy: "; ").filter { $0.hasPrefix("selected ") }
                    #expect(
                        after["event"] as? String == "select" && selected == ["selected \(move.id)"],
                        "aimed at \(move.id) at \(move.point): \(after["event"] ?? "") \(detail)")
                    // The game's own word that the click came while cards moved: a card drawn away from its
                    // place in the frame the player saw. A click that takes a Set starts a motion of its own.
                    let cards = after["cards"] as? [[String: Any]] ?? []
                    if !detail.contains("collected "), cards.contains(where: { $0["shown"] != nil }) {
                        whileMoving += 1
                    }
                }
                left.removeAll { id in batch.contains { $0.id == id } }
            }
            let judged = try #require(window.lines().last { $0["event"] as? String == "select" })
            #expect((judged["detail"] as? String)?.contains("matched ") == true, "\(wanted): \(judged["detail"] ?? "")")
            sets += 1
        }
        print("a fast player: \(clicks) clicks, \(whileMoving) while cards moved, \(pauses) pauses, \(sets) Sets")
        let end = try #require(window.lines().last)
        #expect(end["gameOver"] as? Bool == true)
        #expect(end["deck"] as? Int == 0)
        #expect(
            !window.lines().contains { $0["selection"] as? String == "mismatch" },
            "a Set clicked card by card was judged a miss")
        let left = ids(end).compactMap(Card.init(code:))
        #expect((end["matched"] as? Int ?? 0) * 3 + left.count == 81 && !SetFinder.containsSet(left))
        #expect(sets == end["matched"] as? Int)
        // Most clicks came at the pace: pauses only where every Set had a card still flying in.
        #expect(pauses * 3 < clicks, "\(pauses) pauses in \(clicks) clicks")
        // And many of them while cards were still on their way.
        #expect(whileMoving >= 10, "only \(whileMoving) clicks while cards moved")
        try window.quit(self, x)
    }
}
