import Catalog
import Foundation
import Geometry
import Raster
import SetCore
import Testing

@testable import SetTable

/// MegaSet's backgrounds on the card face: told apart at the smallest card the layout draws,
/// in every style and palette, by colour and, where hues cannot be relied on, by the band's shape.
@Suite("MegaSet backgrounds")
struct MegaSetBackgroundTests {
    static let themes = ThemeStyle.allCases.flatMap { style in Palette.allCases.map { Theme(style: style, palette: $0) }
    }

    /// The points a band may cover on a card at `frame`: halfway down a side, halfway along the
    /// top, and along the top near a corner; and a point of the face under no band or symbol.
    struct Probes {
        let side: (Double, Double), top: (Double, Double), corner: (Double, Double), inside: (Double, Double)

        init(_ r: RenderedCard) {
            let f = r.frame, m = r.metrics
            let band = m.borderWidth + CardArt.bandWidth(m) / 2
            side = (f.minX + band, f.midY)
            top = (f.midX, f.minY + band)
            corner = (f.minX + 0.75 * CardArt.cornerArm(m), f.minY + band)
            inside = (f.midX, f.minY + 0.22 * f.height)
        }
    }

    /// The smallest card the layout draws (40 pixels, in the smallest windows) and two larger ones.
    @Test(arguments: [40.0, 60, 120])
    func theThreeBackgroundsDifferOnTheFace(width: Double) {
        for theme in Self.themes {
            let cards = Background.allCases.map { RenderedCard("1RDF" + String($0.code), width: width, theme: theme) }
            let p = Probes(cards[0])
            for (background, card) in zip(Background.allCases, cards) {
                let band = theme.backgroundBand(background), tint = theme.backgroundTint(background)
                let name = "\(theme.style) \(theme.palette) \(background) at \(Int(width))"
                let covered = [p.side, p.top, p.corner].map { near(card.color($0.0, $0.1), band, 12) }
                let shape = theme.bandShape(background)
                switch shape {
                case .frame: #expect(covered == [true, true, true], "\(name)")
                case .sides: #expect(covered == [true, false, false], "\(name)")
                case .corners: #expect(covered == [false, false, true], "\(name)")
                }
                #expect(near(card.color(p.inside.0, p.inside.1), tint, 2), "\(name): the tint")
                #expect(theme.shapesBackgrounds == (theme.isColorblind || theme.style == .highContrast))
            }
            // Told apart by the pixels alone: no two backgrounds look the same at the probes.
            let looks = cards.map { card in [p.side, p.top, p.corner].map { card.color($0.0, $0.1) } }
            for i in 0..<3 {
                for j in (i + 1)..<3 {
                    let apart = zip(looks[i], looks[j]).map { distance($0, $1) }.max() ?? 0
                    #expect(
                        apart > 40, "\(theme.style) \(theme.palette) at \(Int(width)): \(i) and \(j) \(apart) apart")
                }
            }
        }
    }

    /// The cached parts the table draws with show the same background as `CardArt.draw`.
    @Test func theTablesCachedBacksCarryTheBackground() throws {
        let theme = Theme.colorblind
        for background in Background.allCases {
            let frame = Rect(10, 10, 60, 84)
            let buffer = try #require(PixelBuffer(width: 80, height: 110))
            let canvas = Canvas(buffer: buffer)
            canvas.clear(theme.felt)
            let card = try #require(Card(code: "2GOS" + String(background.code)))
            CardPartCache().draw(
                card, appearance: CardAppearance(), frame: frame, clip: Rect(0, 0, 80, 110), theme: theme, on: canvas)
            canvas.flush()
            let drawn = RenderedCard(card.code, width: 60, theme: theme, origin: 10)
            for (x, y) in [(12.0, 52.0), (40.0, 12), (16, 12), (40, 18)] {
                #expect(near(buffer.pixel(x: Int(x), y: Int(y))!, drawn.color(x, y), 3), "\(background) at \(x), \(y)")
            }
        }
    }

    /// The tint under the symbols keeps every ink as readable as on the plain face.
    @Test func everyInkStaysReadableOnEveryTint() {
        for theme in Self.themes {
            let inks = CardColor.allCases.map(theme.symbolColor)
            let plain = inks.map { $0.contrastRatio(with: theme.cardFace) }.min() ?? 0
            let floor = min(theme.inkContrastFloor, plain)
            for background in Background.allCases {
                for ink in inks {
                    let ratio = ink.contrastRatio(with: theme.backgroundTint(background))
                    #expect(ratio >= floor, "\(theme.style) \(theme.palette) \(background): \(ratio)")
                }
            }
            #expect((0...0.16).contains(theme.tintShare))
        }
        // The standard look keeps a tint a player sees; the colour-blind classic inks leave no room for one.
        #expect(Theme.standard.tintShare >= 0.08)
    }

    /// ΔE2000 between the three bands under simulated deutan, protan and tritan vision (Machado,
    /// Oliveira and Fernandes 2009, severity 1): at least 20 wherever the palette promises colours
    /// that need no hue, in the colour-blind palette and the high-contrast style.
    @Test func theBandsStayApartUnderSimulatedColourBlindness() {
        var rows: [String] = []
        for theme in Self.themes {
            let bands = Background.allCases.map(theme.backgroundBand)
            var row = "\(theme.style) \(theme.palette):"
            for vision in ColourVision.allCases {
                let lab = bands.map { ColourVision.lab(vision.simulate($0)) }
                let apart = [(0, 1), (0, 2), (1, 2)].map { ColourVision.deltaE2000(lab[$0.0], lab[$0.1]) }
                row += " \(vision) \(apart.map { String(format: "%.1f", $0) }.joined(separator: "/"))"
                if theme.shapesBackgrounds {
                    #expect(apart.allSatisfy { $0 >= 20 }, "\(theme.style) \(theme.palette) \(vision): \(apart)")
                }
            }
            rows.append(row)
        }
        print("MegaSet bands, ΔE2000 red–green/red–purple/green–purple:\n" + rows.joined(separator: "\n"))
    }

    /// A miss in the background is said in each palette's colour words.
    @Test func aBackgroundMissIsSaidInTheThemesWords() throws {
        let cards = try ["1RDFR", "2GOSR", "3PSOG"].map { try #require(Card(code: $0)) }
        let explanation = FeatureMismatch.explain(cards)
        #expect(
            MismatchWording.message(explanation, theme: .standard, catalog: .english)
                == "Not a Set: background (two red, one green)")
        #expect(
            MismatchWording.message(explanation, theme: .colorblind, catalog: .english)
                == "Not a Set: background (two orange, one bluish green)")
    }

    /// The published test pairs of Sharma, Wu and Dalal (2005), to check the ΔE2000 arithmetic above.
    @Test func deltaE2000MatchesSharmasTestData() {
        let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
            ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
            ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),
            ((50, -1.3802, -84.2814), (50, 0, -82.7485), 1.0),
            ((50, 2.5, 0), (73, 25, -18), 27.1492),
            ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
            ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
        ]
        for (a, b, expected) in pairs {
            #expect(abs(ColourVision.deltaE2000(a, b) - expected) < 1e-4, "\(a) \(b)")
        }
    }
}

/// Normal vision and the three dichromacies, simulated on sRGB colours.
enum ColourVision: String, CaseIterable, CustomStringConvertible {
    case normal, deutan, protan, tritan

    var description: String { rawValue }

    /// Machado et al.'s matrices at severity 1.0, on linear RGB.
    private var matrix: [[Double]]? {
        switch self {
        case .normal: nil
        case .protan:
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deutan:
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritan:
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        }
    }

    /// The colour as this vision sees it, as linear RGB.
    func simulate(_ color: Color) -> [Double] {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).power(2.4)
        }
        let rgb = [linear(color.r), linear(color.g), linear(color.b)]
        guard let matrix else { return rgb }
        return matrix.map { row in min(1, max(0, zip(row, rgb).reduce(0) { $0 + $1.0 * $1.1 })) }
    }

    /// CIE L*a*b* (D65) of linear sRGB.
    static func lab(_ rgb: [Double]) -> (Double, Double, Double) {
        let (r, g, b) = (rgb[0], rgb[1], rgb[2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? t.power(1.0 / 3) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), with kL = kC = kH = 1.
    static func deltaE2000(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first, (l2, a2, b2) = second
        let radians = Double.pi / 180
        let cBar = ((a1 * a1 + b1 * b1).squareRoot() + (a2 * a2 + b2 * b2).squareRoot()) / 2
        let c7 = cBar.power(7)
        let g = 0.5 * (1 - (c7 / (c7 + 25.0.power(7))).squareRoot())
        let (a1p, a2p) = ((1 + g) * a1, (1 + g) * a2)
        let (c1p, c2p) = ((a1p * a1p + b1 * b1).squareRoot(), (a2p * a2p + b2 * b2).squareRoot())
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let h = atan2(b, a) / radians
            return h < 0 ? h + 360 : h
        }
        let (h1, h2) = (hue(b1, a1p), hue(b2, a2p))
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dL = l2 - l1, dC = c2p - c1p
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh / 2 * radians)
        let lBar = (l1 + l2) / 2, cBarP = (c1p + c2p) / 2
        var hBar = h1 + h2
        if c1p * c2p != 0 {
            hBar = abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2)
        }
        let t =
            1 - 0.17 * cos((hBar - 30) * radians) + 0.24 * cos(2 * hBar * radians)
            + 0.32 * cos((3 * hBar + 6) * radians) - 0.20 * cos((4 * hBar - 63) * radians)
        let dTheta = 30 * exp(-((hBar - 275) / 25) * ((hBar - 275) / 25))
        let cp7 = cBarP.power(7)
        let rC = 2 * (cp7 / (cp7 + 25.0.power(7))).squareRoot()
        let sL = 1 + 0.015 * (lBar - 50) * (lBar - 50) / (20 + (lBar - 50) * (lBar - 50)).squareRoot()
        let sC = 1 + 0.045 * cBarP, sH = 1 + 0.015 * cBarP * t
        let rT = -sin(2 * dTheta * radians) * rC
        let (l, c, h) = (dL / sL, dC / sC, dH / sH)
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }
}

extension Double {
    /// `self` to the power `exponent`, for the colour arithmetic's non-integer powers.
    fileprivate func power(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}
