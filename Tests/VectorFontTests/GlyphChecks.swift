import Testing

@testable import VectorFont

/// What every drawn letter keeps, whatever its script.
enum GlyphChecks {
    /// Each of `characters` has a glyph of its own: not the fallback box, a finite skeleton.
    static func expectOwnGlyphs(_ characters: [Character], in font: VectorFont = .standard) {
        for c in characters {
            let g = font.glyph(for: c)
            #expect(font.hasGlyph(for: c), "\(c)")
            #expect(g != font.fallback, "\(c)")
            #expect(!g.path.isEmpty && g.path.isFinite, "\(c)")
        }
    }

    /// Each of `characters` keeps its skeleton within its advance, and within `stroke` of the line's
    /// ascender and descender: the ink then stays within half a stroke of the skeleton.
    static func expectInkInside(_ characters: [Character], stroke: Double, in font: VectorFont = .standard) {
        for c in characters {
            let g = font.glyph(for: c)
            guard let b = g.bounds else {
                Issue.record("\(c) has no skeleton")
                continue
            }
            #expect(b.minX >= -1e-9 && b.maxX <= g.advance + 1e-9, "\(c): \(b.minX)...\(b.maxX) of \(g.advance)")
            #expect(-b.minY <= font.ascender + stroke + 1e-9, "\(c) rises to \(-b.minY)")
            #expect(-b.maxY >= font.descender - stroke - 1e-9, "\(c) drops to \(-b.maxY)")
        }
    }
}
