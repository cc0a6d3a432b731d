// Throwaway stand-in for the `cards` branch's Theme, CardAppearance and CardArt; deleted when it merges.
import Raster
import SetCore

/// Stub theme.
public struct Theme: Sendable {
    /// Stub.
    public static let standard = Theme(isColorblind: false)
    /// Stub.
    public static let colorblind = Theme(isColorblind: true)
    /// Stub.
    public var isColorblind: Bool
    /// Stub.
    public func symbolColor(_ color: CardColor) -> Color {
        switch color {
        case .red: Color(rgb: 0xD0202A)
        case .green: Color(rgb: 0x108A3A)
        case .purple: Color(rgb: 0x6A2C9A)
        }
    }
    /// Stub.
    public func colorMark(_ color: CardColor) -> String? { isColorblind ? String(color.code) : nil }
    /// Stub.
    public var felt = Color(rgb: 0x1E6B48), feltShade = Color(rgb: 0x185A3C), cardFace = Color(rgb: 0xFCFBF7),
               cardBorder = Color(rgb: 0xC8C4B8), cardShadow = Color(r: 0, g: 0, b: 0, a: 60),
               selection = Color(rgb: 0x2F7BEA), match = Color(rgb: 0x2BB24C), mismatch = Color(rgb: 0xE0432F),
               hint = Color(rgb: 0xF2B630)
    /// Stub.
    public var panel = Color(rgb: 0x143F2C), buttonFace = Color(rgb: 0xF3EFE4), buttonFacePressed = Color(rgb: 0xD6D0BF),
               buttonFaceDisabled = Color(rgb: 0x5A7466), buttonText = Color(rgb: 0x1D2A24),
               buttonTextDisabled = Color(rgb: 0x93A89C), text = Color(rgb: 0xF4F1E8),
               textSecondary = Color(rgb: 0xA9C3B5), accent = Color(rgb: 0xF2B630)
}

/// Stub appearance.
public struct CardAppearance: Sendable {
    /// Stub.
    public enum Highlight: Sendable { case none, selected, match, mismatch }
    /// Stub.
    public var highlight: Highlight
    /// Stub.
    public var isHinted: Bool
    /// Stub.
    public var label: String?
    /// Stub.
    public init(highlight: Highlight = .none, isHinted: Bool = false, label: String? = nil) {
        self.highlight = highlight
        self.isHinted = isHinted
        self.label = label
    }
}

/// Stub art.
public enum CardArt {
    /// Stub.
    public static let aspectRatio = 1.4
    /// Stub.
    public static func draw(_ card: Card, in frame: Rect, appearance: CardAppearance, theme: Theme, on canvas: Canvas) {
        let r = frame.width * 0.08
        canvas.fill(.roundedRect(frame, radius: r), color: theme.cardFace)
        let ring: Color? = switch appearance.highlight {
        case .none: appearance.isHinted ? theme.hint : nil
        case .selected: theme.selection
        case .match: theme.match
        case .mismatch: theme.mismatch
        }
        if let ring {
            canvas.stroke(.roundedRect(frame.insetBy(dx: 2, dy: 2), radius: r), style: StrokeStyle(width: 4), color: ring)
        }
        let n = card.number.count
        let h = frame.height * 0.18
        for i in 0..<n {
            let y = frame.midY + (Double(i) - Double(n - 1) / 2) * h * 1.3 - h / 2
            canvas.fill(.ellipse(in: Rect(frame.minX + frame.width * 0.2, y, frame.width * 0.6, h)),
                        color: theme.symbolColor(card.color))
        }
        if let label = appearance.label {
            let t = TextLayout(size: frame.width * 0.2, weight: .bold)
            canvas.stroke(t.path(for: label, in: Rect(frame.minX, frame.minY, frame.width * 0.3, frame.width * 0.3)),
                          style: t.strokeStyle, color: .black)
        }
    }
    /// Stub.
    public static func inkBounds(of frame: Rect) -> Rect { frame.insetBy(dx: -3, dy: -3) }
}
