import GRDB
import SetCore
import Testing

@testable import SetRecords

/// Ratings and the computer players of a game, kept beside the games.
@Suite("The games database: ratings")
struct RatingDatabaseTests {
    /// Each mode's rating is its latest change's; the count is its rated games; the history is in order.
    @Test func theLatestChangeIsTheRatingNow() throws {
        let database = try GameDatabase()
        #expect(try database.ratings().isEmpty)
        try database.insert(RatedGame(mode: .solo, playedAt: 10, before: 1200, after: 1230.5, games: 1), gameId: nil)
        try database.insert(RatedGame(mode: .timed, playedAt: 20, before: 1200, after: 1180, games: 1), gameId: nil)
        try database.insert(RatedGame(mode: .solo, playedAt: 30, before: 1230.5, after: 1221, games: 2), gameId: nil)
        let ratings = try database.ratings()
        #expect(ratings[.solo] == ModeRating(rating: 1221, games: 2))
        #expect(ratings[.timed] == ModeRating(rating: 1180, games: 1))
        #expect(ratings[.ultra] == nil)
        let history = try database.ratingHistory(of: .solo)
        #expect(history.map(\.after) == [1230.5, 1221])
        #expect(history.map(\.playedAt) == [10, 30])
        #expect(history.map(\.change) == [31, -10])
    }

    /// A game with computer players names each seat's level, and reads back the same; its rating row
    /// names the game, and deleting the game keeps the rating.
    @Test func aGameNamesItsComputerPlayers() throws {
        let database = try GameDatabase()
        let game = Game(seed: 4, mode: .sprint10, now: 0)
        let record = GameRecord(
            starting: game, at: 100, players: ["Ada", "Alan", "Ann"], computers: ["expert", "expert", ""])
        let id = try database.insert(record)
        #expect(try database.record(id)?.computers == ["expert", "expert", ""])
        try database.insert(RatedGame(mode: .sprint10, playedAt: 1, before: 1200, after: 1210, games: 1), gameId: id)
        let named = try database.queue.read { try Int64.fetchOne($0, sql: "SELECT gameId FROM rating") }
        #expect(named == id)
        try database.queue.write { try $0.execute(sql: "DELETE FROM game WHERE id = ?", arguments: [id]) }
        #expect(try database.ratings()[.sprint10] == ModeRating(rating: 1210, games: 1))
        // A game with no computer names none.
        let plain = try database.insert(GameRecord(starting: game, at: 100, players: ["Ann", "Bob"]))
        #expect(try database.record(plain)?.computers == [])
    }
}
