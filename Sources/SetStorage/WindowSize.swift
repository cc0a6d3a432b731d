/// A window size in SDL window coordinates, as given by `--size WxH`.
package struct WindowSize: Equatable, Sendable, CustomStringConvertible {
    /// Width in SDL window coordinates.
    package var width: Int
    /// Height in SDL window coordinates.
    package var height: Int

    /// The smallest window in which the HUD stays usable.
    package static let minimum = WindowSize(width: 320, height: 240)
    /// The largest window the game accepts (8K UHD).
    static let maximum = WindowSize(width: 7680, height: 4320)
    /// The size of a first window when none is given or remembered.
    package static let standard = WindowSize(width: 1280, height: 800)

    /// A size as it is, within the limits or not.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (for example `1280x800`); nil for anything else or a size
    /// outside `minimum`…`maximum`.
    package init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        let size = WindowSize(width: w, height: h)
        guard size.isWithinLimits else { return nil }
        self = size
    }

    /// Whether both sides lie between the minimum and the maximum.
    var isWithinLimits: Bool {
        (Self.minimum.width...Self.maximum.width).contains(width)
            && (Self.minimum.height...Self.maximum.height).contains(height)
    }

    /// The size moved into the limits.
    package var clamped: WindowSize {
        WindowSize(
            width: min(max(width, Self.minimum.width), Self.maximum.width),
            height: min(max(height, Self.minimum.height), Self.maximum.height))
    }

    package var description: String { "\(width)x\(height)" }
}
