/// Whether SDL found a display the player can see.
///
/// With neither `DISPLAY` nor `WAYLAND_DISPLAY` set (an SSH session, a text
/// console, a cron job), Debian's SDL 2.26 falls back to its `offscreen` video
/// driver: the window "opens" where nobody can see it and the game would wait
/// for input forever. Those drivers are fine when asked for by name in
/// `SDL_VIDEODRIVER` (tests and benchmarks do), never as a silent fallback.
enum DisplayCheck {
    /// SDL's video drivers that show nothing on any screen.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Why the window cannot be shown, or nil when SDL's driver shows it.
    ///
    /// - Parameters:
    ///   - driver: the video driver SDL initialised (`SDL_GetCurrentVideoDriver`), nil if none.
    ///   - environment: the process's environment (`SDL_VIDEODRIVER`, `DISPLAY`, `WAYLAND_DISPLAY`).
    static func problem(driver: String?, environment: [String: String]) -> String? {
        guard let driver else { return "cannot open a window: SDL has no video driver" }
        guard invisibleDrivers.contains(driver.lowercased()) else { return nil }
        let requested = (environment["SDL_VIDEODRIVER"] ?? "")
            .split(separator: ",").map { trimmed($0).lowercased() }
        if requested.contains(driver.lowercased()) { return nil }
        let displays = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in
            environment[name].flatMap { $0.isEmpty ? nil : "\(name) is \($0)" }
        }
        let set = displays.isEmpty ? "neither DISPLAY nor WAYLAND_DISPLAY is set" : displays.joined(separator: ", ")
        return "cannot open a window: no display to show it on (\(set); SDL fell back to its \(driver) driver)"
    }

    /// A word of `SDL_VIDEODRIVER` without the blanks around it: tabs and Unicode
    /// space separators (Foundation's `CharacterSet.whitespaces`), not line breaks.
    private static func trimmed(_ word: Substring) -> String {
        let scalars = word.unicodeScalars
        let isBlank = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
            let last = scalars.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
