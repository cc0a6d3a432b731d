import RealModule
import SetCore
import SetOpponents
import SetProtocol

/// A computer level's rating in a mode, measured the way it is earned: games between two computer players
/// at the host's own table, with a person watching so that they play. A share S of the groups against a
/// player rated R stands for R + 800 · log10(S / (1 − S)), the rating at which the formula expects that
/// share. `casual` stands at 1200, a new player's rating; `beginner` and `skilled` are measured against
/// it, and `expert` against `skilled`, so that no share comes near all or nothing.
public enum LevelRatingMeasurement {
    /// The rating `casual` stands at.
    public static let anchor = Rating.start

    /// The fixed levels' ratings in `mode`, from `games` games of each pairing dealt from `seed`.
    public static func ratings(in mode: Game.Mode, games: Int, seed: UInt64) -> [ComputerLevel: Double] {
        let beginner = anchor + difference(share(of: .beginner, against: .casual, in: mode, games: games, seed: seed))
        let skilled = anchor + difference(share(of: .skilled, against: .casual, in: mode, games: games, seed: seed))
        let expert = skilled + difference(share(of: .expert, against: .skilled, in: mode, games: games, seed: seed))
        return [.beginner: beginner, .casual: anchor, .skilled: skilled, .expert: expert]
    }

    /// `level`'s share of the groups in `games` games of `mode` against `other`, each dealt from its own seed.
    public static func share(
        of level: ComputerLevel, against other: ComputerLevel, in mode: Game.Mode, games: Int, seed: UInt64
    ) -> Double {
        var found = (level: 0, other: 0)
        var seeds = SplitMix64(seed: seed)
        for _ in 0..<games {
            let result = play(level, against: other, in: mode, seed: seeds.next())
            found.level += result.0
            found.other += result.1
        }
        let total = found.level + found.other
        return total == 0 ? 0.5 : Double(found.level) / Double(total)
    }

    /// How far above its opponent a share of the groups puts a player: 800 · log10(S / (1 − S)), with the
    /// share kept within 1 % and 99 %.
    public static func difference(_ share: Double) -> Double {
        let s = min(max(share, 0.01), 0.99)
        return 800 * Double.log10(s / (1 - s))
    }

    /// One game of `mode` between a computer of `first` and one of `second`, to its end (or 2 hours of
    /// game clock): the groups each found.
    public static func play(
        _ first: ComputerLevel, against second: ComputerLevel, in mode: Game.Mode, seed: UInt64
    ) -> (Int, Int) {
        var game = HostGame(
            seed: seed, mode: mode, date: DailyDate(year: 2026, month: 1, day: 1), now: 0, started: false)
        var seeds = SplitMix64(seed: seed ^ 0x5EED)
        game.seatComputer(first, seed: seeds.next())
        game.seatComputer(second, seed: seeds.next())
        if let watcher = PlayerName("Watcher") {
            game.apply(.helloReceived(Hello(name: watcher), newToken: .random(using: &seeds)), now: 0)
        }
        game.apply(.startRequested, now: 0)
        var now = 0.0
        _ = game.playComputers(at: now)
        while !game.isGameOver, now < 7_200 {
            // The next moment anything happens: a computer's move, or Timed's end.
            let end = game.timeLeft.map { now + $0 }
            guard let next = [game.nextComputerMove, end].compactMap({ $0 }).min() else { break }
            now = max(now, next)
            game.apply(.clockTicked, now: now)
            _ = game.playComputers(at: now)
        }
        return (game.seats[0]?.sets ?? 0, game.seats[1]?.sets ?? 0)
    }
}
