import Raster
import SetCore

/// WCAG 2.1 relative luminance and contrast ratio, and the pairs of colours a theme draws one on the other.
extension Color {
    /// Relative luminance, 0 (black) … 1 (white), of the opaque sRGB colour (WCAG 2.1, "relative luminance").
    ///
    /// Each channel is linearised (c/12.92 up to 0.04045, else ((c + 0.055)/1.055)^2.4)
    /// and weighted 0.2126 R + 0.7152 G + 0.0722 B; alpha is ignored.
    public var relativeLuminance: Double {
        0.2126 * Self.linear[Int(r)] + 0.7152 * Self.linear[Int(g)] + 0.0722 * Self.linear[Int(b)]
    }

    /// The contrast ratio (L1 + 0.05) / (L2 + 0.05) of two opaque colours, 1 … 21 (WCAG 2.1, "contrast ratio").
    public func contrastRatio(with other: Color) -> Double {
        let (x, y) = (relativeLuminance, other.relativeLuminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Each 8-bit channel value linearised; x^2.4 is (x^(1/5))^12, the fifth root by Newton's method.
    private static let linear: [Double] = (0...255).map { v in
        let s = Double(v) / 255
        guard s > 0.04045 else { return s / 12.92 }
        let x = (s + 0.055) / 1.055
        var root = x
        for _ in 0..<40 { root -= (root * root * root * root * root - x) / (5 * root * root * root * root) }
        var power = 1.0
        for _ in 0..<12 { power *= root }
        return power
    }
}

/// One pair of colours a theme draws one on the other, and the least contrast the pair needs in high contrast.
public struct ContrastPair: Equatable, Sendable {
    /// What is drawn on what, for a test's message (`button label on button`).
    public var name: String
    /// The text, mark or ring.
    public var foreground: Color
    /// What it is drawn on, opaque (translucent layers already composited).
    public var background: Color
    /// 4.5 for text, 3 for symbols, outlines and rings (WCAG 2.1 AA).
    public var minimum: Double

    /// The pair's contrast ratio.
    public var ratio: Double { foreground.contrastRatio(with: background) }
}

extension Theme {
    /// Every text, ink, outline and ring this theme draws, with what it is drawn on.
    ///
    /// Translucent colours are composited over what they cover: the HUD panel
    /// over the felt, the card-label pill over the face, a button's second line
    /// (its label at 70 %) over the button.
    public var contrastPairs: [ContrastPair] {
        let text = 4.5, graphic = 3.0
        let hud = panel.composited(over: felt) ?? panel
        let pill = buttonText.withAlpha(0.88).composited(over: cardFace) ?? buttonText
        func subtitle(_ label: Color, on face: Color) -> Color { label.withAlpha(0.7).composited(over: face) ?? label }
        var pairs = [
            ContrastPair(name: "text on HUD panel", foreground: self.text, background: hud, minimum: text),
            ContrastPair(
                name: "secondary text on HUD panel", foreground: textSecondary, background: hud,
                minimum: text),
            ContrastPair(name: "text on felt", foreground: self.text, background: felt, minimum: text),
            ContrastPair(name: "secondary text on felt", foreground: textSecondary, background: felt, minimum: text),
            ContrastPair(name: "text on player panel", foreground: self.text, background: feltShade, minimum: text),
            ContrastPair(
                name: "secondary text on player panel", foreground: textSecondary, background: feltShade,
                minimum: text),
            ContrastPair(name: "highlighted text on felt", foreground: accent, background: felt, minimum: text),
            ContrastPair(
                name: "active player on player panel", foreground: accent, background: feltShade,
                minimum: text),
            ContrastPair(
                name: "button label on button", foreground: buttonText, background: buttonFace,
                minimum: text),
            ContrastPair(
                name: "button label on pressed button", foreground: buttonText,
                background: buttonFacePressed, minimum: text),
            ContrastPair(
                name: "disabled label on disabled button", foreground: buttonTextDisabled,
                background: buttonFaceDisabled, minimum: text),
            ContrastPair(
                name: "second line on button", foreground: subtitle(buttonText, on: buttonFace),
                background: buttonFace, minimum: text),
            ContrastPair(
                name: "disabled second line on disabled button",
                foreground: subtitle(buttonTextDisabled, on: buttonFaceDisabled),
                background: buttonFaceDisabled, minimum: text),
            ContrastPair(
                name: "label on lit button", foreground: HUD.readableText(on: accent, theme: self),
                background: accent, minimum: text),
            ContrastPair(
                name: "panel text on card face", foreground: buttonText, background: cardFace,
                minimum: text),
            ContrastPair(name: "key label on its pill", foreground: cardFace, background: pill, minimum: text),
            ContrastPair(
                name: "card border on face", foreground: cardBorder, background: cardFace,
                minimum: graphic),
            // The overlays' focus ring goes round a button or a card on the panel, which is card face.
            ContrastPair(name: "focus ring on a panel", foreground: focusRing, background: cardFace, minimum: graphic),
        ]
        for color in CardColor.allCases {
            pairs.append(
                ContrastPair(
                    name: "\(colorName(color)) ink on face", foreground: symbolColor(color),
                    background: cardFace, minimum: graphic))
        }
        for (name, ring) in [("selection", selection), ("match", match), ("mismatch", mismatch), ("hint", hint)] {
            pairs.append(
                ContrastPair(
                    name: "\(name) ring on felt", foreground: ring, background: felt,
                    minimum: graphic))
        }
        return pairs
    }
}

extension Theme {
    /// The overlays' keyboard focus ring: the accent where it stands out 3:1 on
    /// the panel's card face, else the panel's text colour, which always does.
    public var focusRing: Color {
        accent.contrastRatio(with: cardFace) >= 3 ? accent : buttonText
    }
}
