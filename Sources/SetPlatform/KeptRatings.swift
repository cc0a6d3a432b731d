import FoundationEssentials
import SetCore
import SetRecords
import SetStorage

/// The player's ratings as `games.sqlite` keeps them, rounded, for a network hello to tell the others.
enum KeptRatings {
    /// The rating in every mode with a rated game; none when the database cannot be read or is not there yet.
    static func read(locations: StorageLocations) -> [Game.Mode: Int] {
        guard FileManager.default.fileExists(atPath: locations.gamesDatabase),
            let database = try? GameDatabase(path: locations.gamesDatabase),
            let ratings = try? database.ratings()
        else { return [:] }
        return ratings.mapValues { Int($0.rating.rounded()) }
    }
}
