import SetCore

/// What the game remembers between launches besides the game: the window size,
/// whether it filled the screen, the palette, the theme, motion, the key labels, the sound's volume and mute,
/// and whether the tutorial was seen. Their flags (`--size`, `--colorblind`, `--theme`, `--animation`,
/// `--labels`, `--volume`) override them and are remembered in turn.
///
/// Plain values only: the theme is its name, which the layers above map to their own types.
package struct RememberedSettings: Equatable, Sendable {
    /// The size of the window when the game last closed (or as last asked for).
    package var windowSize: WindowSize?
    /// Whether the window filled the screen (F11) when the game last closed.
    package var fullscreen: Bool?
    /// Whether the colour-blind palette is on.
    package var colorblind: Bool?
    /// The theme's style by name (`classic`, `dark`, `highContrast`; the palette is `colorblind`).
    package var theme: String?
    /// Whether changes are shown in motion (`--animation`, `--no-animation`).
    package var animation: Bool?
    /// The mode whose game was closed while paused: it opens paused again.
    package var pausedMode: Game.Mode?
    /// The sound's volume, 0 ... 100 (`--volume`); absent in files from before there was sound.
    package var volume: Int?
    /// Whether the sound is muted (M).
    package var muted: Bool?
    /// Whether the cards always show their key labels.
    package var labelsAlwaysShown: Bool?
    /// Whether the tutorial was finished or skipped: it no longer opens by itself.
    package var tutorialSeen: Bool?
    /// How many games the games database keeps, the latest; nil keeps every one.
    package var gamesKept: Int?
    /// The language chosen, by code (`de`, `pt_BR`); nil follows the system's.
    package var language: String?

    /// Settings with these values; nil is "not remembered".
    package init(
        windowSize: WindowSize? = nil, fullscreen: Bool? = nil, colorblind: Bool? = nil, animation: Bool? = nil,
        pausedMode: Game.Mode? = nil, volume: Int? = nil, muted: Bool? = nil, labelsAlwaysShown: Bool? = nil,
        theme: String? = nil, tutorialSeen: Bool? = nil
    ) {
        self.tutorialSeen = tutorialSeen
        self.labelsAlwaysShown = labelsAlwaysShown
        self.windowSize = windowSize
        self.fullscreen = fullscreen
        self.colorblind = colorblind
        self.animation = animation
        self.pausedMode = pausedMode
        self.volume = volume
        self.muted = muted
        self.theme = theme
    }
}

extension RememberedSettings: StoredValue {
    /// `{"format": "set-game/settings", "version": 1, "settings": {"window": [1280, 800], "fullscreen": false, "colorblind": false}}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/settings", key: "settings") }

    /// Every key the file's `settings` object can hold.
    package static var fileKeys: [String] { CodingKeys.allCases.map(\.stringValue) }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case window, fullscreen, colorblind, animation, volume, muted, theme
        case labelsAlwaysShown = "labels"
        case tutorialSeen = "tutorial"
        case pausedMode = "paused"
        case gamesKept
        case language
    }

    /// Reads the settings; a window size outside the limits makes the file unreadable.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let window = try c.decodeIfPresent([Int].self, forKey: .window) {
            let size = window.count == 2 ? WindowSize(width: window[0], height: window[1]) : nil
            guard let size, size.isWithinLimits else {
                throw FileFormatError(
                    "the window size \(window) is outside \(WindowSize.minimum)…\(WindowSize.maximum)")
            }
            windowSize = size
        }
        fullscreen = try c.decodeIfPresent(Bool.self, forKey: .fullscreen)
        colorblind = try c.decodeIfPresent(Bool.self, forKey: .colorblind)
        animation = try c.decodeIfPresent(Bool.self, forKey: .animation)
        // Not a string leaves the classic one; a name the game does not know, the layer that knows themes drops.
        theme = (try? c.decodeIfPresent(String.self, forKey: .theme)) ?? nil
        // A mode this version does not know only means the game opens running.
        pausedMode = (try? c.decodeIfPresent(String.self, forKey: .pausedMode)).flatMap {
            $0.flatMap(Game.Mode.init(rawValue:))
        }
        if let volume = try c.decodeIfPresent(Int.self, forKey: .volume) {
            guard (0...100).contains(volume) else { throw FileFormatError("the volume \(volume) is outside 0…100") }
            self.volume = volume
        }
        muted = try c.decodeIfPresent(Bool.self, forKey: .muted)
        labelsAlwaysShown = try c.decodeIfPresent(Bool.self, forKey: .labelsAlwaysShown)
        // Anything but a yes means the tutorial may still open on a first launch; no reason to refuse the file.
        tutorialSeen = (try? c.decodeIfPresent(Bool.self, forKey: .tutorialSeen)) ?? nil
        // Anything but a count from 1 up keeps every game: nothing is deleted on a misreading.
        gamesKept = ((try? c.decodeIfPresent(Int.self, forKey: .gamesKept)) ?? nil).flatMap { $0 >= 1 ? $0 : nil }
        // A code as gettext writes one (`de`, `pt_BR`, `en@pseudo`); anything else follows the system.
        language = ((try? c.decodeIfPresent(String.self, forKey: .language)) ?? nil).flatMap {
            Self.isLanguageCode($0) ? $0 : nil
        }
    }

    /// Whether `code` is one a language may have: 2 or 3 letters, a country (`_BR`) and a variant (`@pseudo`)
    /// of ASCII letters, digits and `_ @ -` at most.
    package static func isLanguageCode(_ code: String) -> Bool {
        let letters = code.prefix { $0.isASCII && $0.isLetter }
        return (2...3).contains(letters.count) && code.count <= 24
            && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_@-".contains($0)) }
    }

    /// Writes what is known.
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(windowSize.map { [$0.width, $0.height] }, forKey: .window)
        try c.encodeIfPresent(fullscreen, forKey: .fullscreen)
        try c.encodeIfPresent(colorblind, forKey: .colorblind)
        try c.encodeIfPresent(animation, forKey: .animation)
        try c.encodeIfPresent(pausedMode?.rawValue, forKey: .pausedMode)
        try c.encodeIfPresent(volume, forKey: .volume)
        try c.encodeIfPresent(muted, forKey: .muted)
        try c.encodeIfPresent(labelsAlwaysShown, forKey: .labelsAlwaysShown)
        try c.encodeIfPresent(theme, forKey: .theme)
        try c.encodeIfPresent(tutorialSeen, forKey: .tutorialSeen)
        try c.encodeIfPresent(gamesKept, forKey: .gamesKept)
        try c.encodeIfPresent(language, forKey: .language)
    }
}
