import SetCore

/// The constants both ends of a network game agree on.
public enum NetProtocol {
    /// The protocol version every frame carries; a frame of another version is refused.
    public static let version = 1
    /// The TCP port a host listens on unless told otherwise.
    public static let defaultPort = 7373
    /// The largest frame body, in bytes (64 KiB); a longer frame is refused and its sender disconnected.
    public static let maxFrameBytes = 65_536
    /// The most players at one table.
    public static let maxSeats = 8
    /// The modes a network game may be: every mode but those that take turns at one screen (two players).
    public static let modes: [Game.Mode] = Game.Mode.allCases.filter { !$0.takesTurns }
}
