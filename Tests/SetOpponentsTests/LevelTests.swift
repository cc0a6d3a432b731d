import SetCore
import SetOpponents
import Testing

/// Each level measured as a player meets it, over 10,000 fresh 12-card tables.
@Suite struct LevelTests {
    static let fixed: [ComputerLevel] = [.beginner, .casual, .skilled, .expert]

    /// Within 5 % of `wanted`.
    static func near(_ value: Double?, _ wanted: Double) -> Bool {
        guard let value else { return false }
        return abs(value - wanted) <= 0.05 * wanted
    }

    /// The search times drawn per kind of Set have the pace's medians; the first claims per kind and over
    /// every table have the level's written figures (the README's table); wrong claims come at the level's
    /// rate within 1 percentage point.
    @Test(arguments: fixed) func aLevelPlaysAtItsWrittenPace(level: ComputerLevel) {
        let pace = level.pace
        let measured = PaceMeasurement.measure(pace, tables: 10_000, seed: 2026)
        #expect(measured.tables == 10_000)
        for kind in 0..<4 {
            #expect(
                Self.near(measured.searchMedians[kind], pace.medians[kind]),
                "\(level): one search, kind \(kind + 1): \(measured.searchMedians[kind] ?? -1) s")
            #expect(
                Self.near(measured.firstClaimMedians[kind], level.firstClaimSeconds.byKind[kind]),
                "\(level): first claim, kind \(kind + 1): \(measured.firstClaimMedians[kind] ?? -1) s")
        }
        #expect(
            Self.near(measured.firstClaimMedian, level.firstClaimSeconds.overall),
            "\(level): first claim \(measured.firstClaimMedian) s")
        #expect(
            abs(measured.missRate - pace.missRate) <= 0.01,
            "\(level): \(measured.missRate) of \(measured.claims) claims wrong")
    }

    /// The levels are ordered: each is faster than the one before at every kind, expert about 3 s and
    /// beginner about 25 s on a 12-card table.
    @Test func theLevelsAreOrdered() {
        for (slower, faster) in zip(Self.fixed, Self.fixed.dropFirst()) {
            for kind in 0..<4 {
                #expect(faster.firstClaimSeconds.byKind[kind] < slower.firstClaimSeconds.byKind[kind])
            }
            #expect(faster.pace.missRate < slower.pace.missRate)
        }
        #expect(ComputerLevel.expert.firstClaimSeconds.overall == 3.0)
        #expect(abs(ComputerLevel.beginner.firstClaimSeconds.overall - 25) < 1)
    }

    /// `you`: a player's own finds give a pace whose first claims per kind are the player's medians
    /// within 5 %; with fewer than 20 finds it is casual's pace.
    @Test func yourOwnPaceIsYourFindsMedians() {
        // A player who finds one-feature Sets in 4 s and four-feature ones in 11 s (medians of 7 finds each).
        let medians = [4.0, 5.5, 7.5, 11]
        var finds: [PlayerFind] = []
        for (kind, median) in medians.enumerated() {
            for step in [-3.0, -2, -1, 0, 1, 2, 3] {
                finds.append(PlayerFind(differingFeatures: kind + 1, seconds: median + step * 0.3))
            }
        }
        let pace = FindPace(finds: finds)
        let measured = PaceMeasurement.measure(pace, tables: 10_000, seed: 5, claimsPerTable: 1)
        for kind in 0..<4 {
            #expect(
                Self.near(measured.firstClaimMedians[kind], medians[kind]),
                "kind \(kind + 1): \(measured.firstClaimMedians[kind] ?? -1) s against \(medians[kind]) s")
        }
        #expect(FindPace(finds: Array(finds.prefix(19))) == ComputerLevel.casual.pace)
        // Times that are no times count for nothing.
        let junk = [PlayerFind](repeating: PlayerFind(differingFeatures: 2, seconds: .nan), count: 30)
        #expect(FindPace(finds: junk) == ComputerLevel.casual.pace)
    }

    /// A kind the player never found takes casual's ratio to the kinds they did: a player twice as slow
    /// as casual's first claims on kinds 1 to 3 gets twice casual's on kind 4.
    @Test func aKindNeverFoundFollowsTheOthers() {
        let casual = ComputerLevel.casual.firstClaimSeconds.byKind
        let finds = (0..<3).flatMap { kind in
            [PlayerFind](repeating: PlayerFind(differingFeatures: kind + 1, seconds: casual[kind] * 2), count: 8)
        }
        let pace = FindPace(finds: finds)
        let measured = PaceMeasurement.measure(pace, tables: 10_000, seed: 8, claimsPerTable: 1)
        #expect(Self.near(measured.firstClaimMedians[3], casual[3] * 2), "\(measured.firstClaimMedians)")
    }

    /// The levels by name, as `--level` takes them, and their buttons in the Modes screen's trace.
    @Test func levelNames() {
        #expect(ComputerLevel.allCases.map(\.name) == ["beginner", "casual", "skilled", "expert", "you"])
        #expect(
            ComputerLevel.allCases.map(\.buttonName) == [
                "levelBeginner", "levelCasual", "levelSkilled", "levelExpert", "levelYou",
            ])
        #expect(ComputerLevel(name: "Expert") == nil)
    }
}
