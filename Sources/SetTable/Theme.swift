import Raster
import SetCore

/// The colours of the table, the cards and the HUD, and the colour-blind cues.
///
/// A theme is a style (`ThemeStyle`: classic green, dark or high contrast,
/// which colours the felt, the cards, the states and the HUD) combined with a
/// palette (`Palette`: the symbol inks, their names and the colour letters).
/// `standard` is classic with the standard inks; `colorblind` is classic with
/// inks that stay apart under every common colour-vision deficiency, plus a
/// letter on every card.
public struct Theme: Equatable, Sendable {
    /// The look of the table, cards and HUD this theme was made from.
    public var style: ThemeStyle
    /// The inks this theme was made from.
    public var palette: Palette
    /// Whether cards carry a colour-independent mark (see `colorMark`).
    public var isColorblind: Bool
    /// The ink of red, green and purple symbols.
    public var red: Color, green: Color, purple: Color
    /// What the player would call each ink, for messages: the colour-blind inks are not red, green and purple.
    public var redName: String, greenName: String, purpleName: String

    /// The table's background.
    public var felt: Color
    /// A darker felt tone, for vignettes and wells.
    public var feltShade: Color
    /// The card's face.
    public var cardFace: Color
    /// The card's fine outline.
    public var cardBorder: Color
    /// The card's drop shadow (its alpha is the darkest layer's).
    public var cardShadow: Color

    /// The ring of a selected card.
    public var selection: Color
    /// The ring and badge of three selected cards that form a Set.
    public var match: Color
    /// The ring and badge of three selected cards that do not.
    public var mismatch: Color
    /// The band and badge of a hinted card.
    public var hint: Color
    /// The star drawn on the hint's badge.
    public var hintMark: Color

    /// The HUD's panels.
    public var panel: Color
    /// A button at rest.
    public var buttonFace: Color
    /// A button held down.
    public var buttonFacePressed: Color
    /// A button that cannot be used now.
    public var buttonFaceDisabled: Color
    /// The label of an enabled button.
    public var buttonText: Color
    /// The label of a disabled button.
    public var buttonTextDisabled: Color
    /// Text on the felt or on panels.
    public var text: Color
    /// Secondary text (captions, counters).
    public var textSecondary: Color
    /// The HUD's highlight (focus, active player).
    public var accent: Color

    /// The ink of symbols of `color`.
    public func symbolColor(_ color: CardColor) -> Color {
        switch color {
        case .red: red
        case .green: green
        case .purple: purple
        }
    }

    /// The word for the ink of `color` as this theme draws it (`red`, or `orange` in colour-blind mode).
    public func colorName(_ color: CardColor) -> String {
        switch color {
        case .red: redName
        case .green: greenName
        case .purple: purpleName
        }
    }

    /// A colour-independent cue per colour in colour-blind mode (the colour's
    /// initial, as in the card codes), `nil` in the standard theme.
    public func colorMark(_ color: CardColor) -> String? {
        isColorblind ? String(color.code) : nil
    }
}
