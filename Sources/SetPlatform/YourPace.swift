import SetCore
import SetOpponents
import SetRecords
import SetStorage

/// The `you` level's pace: the player's own finds in their last 50 games kept in `games.sqlite`.
enum YourPace {
    /// The games whose finds give the pace.
    static let games = 50

    /// The pace of the finds recorded under `locations`; `casual`'s when there are fewer than
    /// `FindPace.findsForOwnPace` of them, or the database cannot be read.
    static func read(locations: StorageLocations) -> FindPace {
        guard let database = try? GameDatabase(path: locations.gamesDatabase),
            let progress = try? database.progress(latest: games)
        else { return ComputerLevel.casual.pace }
        return FindPace(finds: finds(in: progress))
    }

    /// Every find of `progress`, by its kind of Set.
    static func finds(in progress: [GameProgress]) -> [PlayerFind] {
        progress.flatMap { game in
            game.kindSeconds.enumerated().flatMap { kind, seconds in
                seconds.map { PlayerFind(differingFeatures: kind + 1, seconds: $0) }
            }
        }
    }
}
