import SetCore
import SetProtocol

/// What reached the host's game, in arrival order: the input of `HostGame.apply(_:now:)`.
public enum HostIntent: Equatable, Sendable {
    /// A client said hello; `newToken` is the token a new seat gets (from a cryptographic generator).
    case helloReceived(Hello, newToken: SeatToken)
    /// The host's own player ended the lobby: play begins.
    case startRequested
    /// The host's own player chose the game's mode in the lobby: a new deal of it from `seed`
    /// (`date`'s puzzle in the daily mode); nothing while play goes on.
    case modeChosen(Game.Mode, seed: UInt64, date: DailyDate?)
    /// The host's own player asked for another game once this one is over: a new deal from `seed`
    /// to the seats still there, every score from zero.
    case playAgainRequested(seed: UInt64)
    /// A seated player claimed that three cards form a Set.
    case claimReceived([Card], seat: Int)
    /// A seated player's connection dropped; the seat is kept for a while.
    case connectionLost(seat: Int)
    /// A seated player gave the seat up.
    case leaveReceived(seat: Int)
    /// A seated player pinged, reporting its last round trip.
    case pingReceived(seat: Int, rttMs: Int?)
    /// Time passed; kept seats may expire.
    case clockTicked
}

/// What the host's game answers an intent with.
public enum HostOutcome: Equatable, Sendable {
    /// The hello's sender sits at `seat` (new, or taken back with its token).
    case welcomed(seat: Int, token: SeatToken)
    /// The hello's sender is not seated, and why.
    case refused(reason: String)
    /// Something happened at the table.
    case event(TableEvent)
}
