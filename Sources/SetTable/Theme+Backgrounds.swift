import Raster
import SetCore

// MegaSet's fifth feature as each theme draws it: a band round the face in the background's
// colour, over a light tint of it under the symbols. The band is what tells the backgrounds
// apart; the tint stays light enough that every ink keeps its contrast on it.

extension Theme {
    /// The line a background's band follows round the face.
    public enum BandShape: Equatable, Sendable {
        /// All the way round.
        case frame
        /// Down the left and right edges.
        case sides
        /// Round the four corners only.
        case corners
    }

    /// Whether the band's shape tells the backgrounds apart as well as its colour: in the
    /// colour-blind palette and the high-contrast style, a cue that needs no hue.
    public var shapesBackgrounds: Bool { isColorblind || style == .highContrast }

    /// The line the band of `background` follows: the frame, the sides or the corners where
    /// the shape is a cue (`shapesBackgrounds`), else the frame for all three.
    public func bandShape(_ background: Background) -> BandShape {
        guard shapesBackgrounds else { return .frame }
        return [BandShape.frame, .sides, .corners][background.index]
    }

    /// The colour of the band of `background`.
    ///
    /// The colour-blind palette uses the Okabe–Ito inks (orange, bluish green, violet): light,
    /// middle and dark, at least 26 apart in ΔE2000 under simulated deutan, protan and tritan
    /// vision. The high-contrast style's standard bands are a light red, a deep green and a
    /// near-black purple, at least 23 apart under the same simulations; its own inks are not,
    /// as red and green come within 8 under deutan vision. The standard palette's other styles
    /// use their inks.
    public func backgroundBand(_ background: Background) -> Color {
        let colors: [Color] =
            switch (palette, style) {
            case (.colorblind, _): [Color(rgb: 0xE69F00), Color(rgb: 0x007A5A), Color(rgb: 0x3B1466)]
            case (.standard, .highContrast): [Color(rgb: 0xF4A0A0), Color(rgb: 0x1E7B45), Color(rgb: 0x2E0F52)]
            case (.standard, _): [red, green, purple]
            }
        return colors[background.index]
    }

    /// The face under the symbols of a card with `background`: the band's colour mixed into the
    /// face as far as `tintShare` allows.
    public func backgroundTint(_ background: Background) -> Color {
        cardFace.mixed(with: backgroundBand(background), tintShare)
    }

    /// How much of the band's colour the face takes under the symbols: up to 16 %, as much as
    /// keeps every ink at the contrast it has to have on the plain face (`inkContrastFloor`)
    /// on every tint.
    public var tintShare: Double {
        let inks = CardColor.allCases.map(symbolColor)
        let floor = min(inkContrastFloor, inks.map { $0.contrastRatio(with: cardFace) }.min() ?? 1)
        var share = 0.16
        while share > 0 {
            let tints = Background.allCases.map { cardFace.mixed(with: backgroundBand($0), share) }
            if tints.allSatisfy({ tint in inks.allSatisfy { $0.contrastRatio(with: tint) >= floor } }) { break }
            share -= 0.01
        }
        return max(0, share)
    }

    /// The contrast every ink keeps on the face: 2:1 in the classic style, 2.7:1 in the others.
    public var inkContrastFloor: Double { style == .classic ? 2 : 2.7 }

    /// The word for `background` in messages: the name of the ink its band is a shade of.
    public func backgroundName(_ background: Background) -> String {
        colorName(CardColor(index: background.index) ?? .red)
    }
}
