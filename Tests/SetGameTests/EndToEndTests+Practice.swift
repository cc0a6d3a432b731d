import Foundation
import SetCore
import SetRecords
import Testing

@testable import SetStorage

/// Practice in the real window: every drill played with the mouse, on tables that hold the
/// Sets they promise, and the weakest kind the one the statistics make weakest.
extension EndToEndTests {
    @Test func everyDrillIsPlayedOnTablesThatHoldTheirSets() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Statistics where Sets that differ in 3 features are slowest: 6 finds at 20 s, the rest at 5 s.
        var statistics = Statistics()
        for kind in SetKind.allCases {
            for _ in 0..<6 { statistics.findTimes[kind.rawValue - 1].add(kind == .threeFeatures ? 20 : 5) }
        }
        let storage = Storage(
            locations: StorageLocations(
                stateFolder: folder.path + "/state/set-game", dataFolder: folder.path + "/data/set-game"),
            echoesWarnings: false)
        #expect(storage.saveStatistics(statistics))

        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "2026", "--size", "1280x800"])
        _ = try xdotool(x, "windowmove", "--sync", window.id, "0", "0")
        func click(_ frame: [Double]) throws {
            let (cx, cy) = (Int((frame[0] + frame[2] / 2).rounded()), Int((frame[1] + frame[3] / 2).rounded()))
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "click", "1")
        }
        // A Set found in the game: the slow moment to come.
        let start = try #require(window.lines().first)
        let cards = try #require(start["cards"] as? [[String: Any]])
        let opening = Self.ids(start).compactMap(Card.init(code:))
        let set = try #require(SetFinder.firstSet(in: opening))
        for index in set {
            try click(try #require(cards[index]["frame"] as? [Double]))
            usleep(100_000)
        }
        try #require(ProcessSupport.wait { window.lines().last?["selection"] as? String == "match" })

        func practiceLine(after count: Int, _ holds: @escaping ([String: Any]) -> Bool) throws -> [String: Any] {
            try #require(
                ProcessSupport.wait {
                    window.lines().dropFirst(count).contains { ($0["practice"] as? [String: Any]).map(holds) ?? false }
                }, "no such practice line")
            return try #require(window.lines().last { ($0["practice"] as? [String: Any]).map(holds) ?? false })
        }
        func press(_ name: String, in line: [String: Any]) throws {
            let buttons = try #require(line["overlayButtons"] as? [String: [String: Any]])
            #expect(buttons[name]?["enabled"] as? Bool == true, "\(name)")
            try click(try #require(buttons[name]?["frame"] as? [Double], "no \(name) in \(buttons.keys.sorted())"))
        }
        /// Clicks each group's cards, 100 ms apart, and returns the line that shows the table done.
        func find(_ groups: [[String]], on line: [String: Any]) throws -> [String: Any] {
            let practice = try #require(line["practice"] as? [String: Any])
            let shown = try #require(practice["cards"] as? [[String: Any]])
            let count = window.lines().count
            for group in groups {
                for code in group {
                    let card = try #require(shown.first { $0["id"] as? String == code })
                    try click(try #require(card["frame"] as? [Double]))
                    usleep(100_000)
                }
            }
            return try practiceLine(after: count) { $0["done"] as? Bool == true }
        }

        var count = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "F10")
        try #require(
            ProcessSupport.wait { window.lines().dropFirst(count).contains { $0["overlay"] as? String == "menu" } })
        try press("practice", in: try #require(window.lines().last))
        let drills = try practiceLine(after: count) { $0["drill"] == nil }

        // Your slow moments: the table the Set was found on, and that Set.
        count = window.lines().count
        try press("drillSlow", in: drills)
        let slow = try practiceLine(after: count) { $0["drill"] as? String == "slow" }
        let slowPractice = try #require(slow["practice"] as? [String: Any])
        let slowCards = ((slowPractice["cards"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        #expect(slowCards == Self.ids(start))
        let target = try #require(slowPractice["target"] as? [[String]])
        #expect(target.map(Set.init) == [Set(set.map { opening[$0].code })])
        _ = try find(target, on: slow)

        // Your weakest kind: Sets that differ in 3 features, on every table dealt.
        count = window.lines().count
        try press("drills", in: try #require(window.lines().last))
        let again = try practiceLine(after: count) { $0["drill"] == nil }
        count = window.lines().count
        try press("drillWeakest", in: again)
        let weakest = try practiceLine(after: count) { $0["drill"] as? String == "weakest" }
        let weakPractice = try #require(weakest["practice"] as? [String: Any])
        let weakCards = ((weakPractice["cards"] as? [[String: Any]]) ?? []).compactMap {
            ($0["id"] as? String).flatMap(Card.init(code:))
        }
        let weakSets = SetFinder.allSets(in: weakCards).map { $0.map { weakCards[$0] } }
        #expect(!weakSets.isEmpty && weakSets.allSatisfy { SetKind($0) == .threeFeatures })
        let weakTarget = try #require(weakPractice["target"] as? [[String]])
        #expect(Set(weakTarget.map(Set.init)) == Set(weakSets.map { Set($0.map(\.code)) }))
        _ = try find([weakTarget[0]], on: weakest)

        // Find them all: every Set on the table, each of them a Set, and the count the table promises.
        count = window.lines().count
        try press("drills", in: try #require(window.lines().last))
        let third = try practiceLine(after: count) { $0["drill"] == nil }
        count = window.lines().count
        try press("drillFindAll", in: third)
        let all = try practiceLine(after: count) { $0["drill"] as? String == "findAll" }
        let allPractice = try #require(all["practice"] as? [String: Any])
        let allCards = ((allPractice["cards"] as? [[String: Any]]) ?? []).compactMap {
            ($0["id"] as? String).flatMap(Card.init(code:))
        }
        let allTarget = try #require(allPractice["target"] as? [[String]])
        #expect(allTarget.count == SetFinder.allSets(in: allCards).count && allTarget.count >= 4)
        let done = try find(allTarget, on: all)
        #expect(((done["practice"] as? [String: Any])?["found"] as? [[String]])?.count == allTarget.count)
        try window.quit(self, x)
        // The database remembers each drill.
        let database = try GameDatabase(path: folder.path + "/data/set-game/games.sqlite")
        #expect(try database.drills().map(\.kind) == [.slow, .weakest, .findAll])
    }
}
