/// An 8-bit colour with straight (not premultiplied) alpha.
public struct Color: Equatable, Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// Creates a colour from 8-bit channels.
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Creates an opaque colour from `0xRRGGBB`.
    @inlinable public init(rgb: UInt32) {
        self.init(
            r: UInt8(truncatingIfNeeded: rgb >> 16),
            g: UInt8(truncatingIfNeeded: rgb >> 8),
            b: UInt8(truncatingIfNeeded: rgb))
    }

    /// The same colour with another alpha (0...1, clamped).
    public func withAlpha(_ alpha: Double) -> Color {
        let clamped = alpha.isNaN ? 0 : min(1, max(0, alpha))
        return Color(r: r, g: g, b: b, a: UInt8((clamped * 255).rounded()))
    }

    /// The colour a fraction `t` (0...1) of the way to `other`, channel by channel.
    public func mixed(with other: Color, _ t: Double) -> Color {
        let u = t.isNaN ? 0 : min(1, max(0, t))
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * u).rounded())
        }
        return Color(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
    }

    /// The opaque colour this one shows composited source-over onto `below`,
    /// to the bit what painting it over a pixel of `below` stores; nil when
    /// `below` is not opaque.
    ///
    /// A translucent panel over a plain backdrop can so be painted as the
    /// opaque colour it comes to: stored, not blended pixel by pixel.
    public func composited(over below: Color) -> Color? {
        guard below.a == 255 else { return nil }
        let word = Blend.over(premultipliedARGB, below.premultipliedARGB)
        return Color(
            r: UInt8(truncatingIfNeeded: word >> 16), g: UInt8(truncatingIfNeeded: word >> 8),
            b: UInt8(truncatingIfNeeded: word))
    }

    /// The colour as premultiplied ARGB in one 32-bit word (`0xAARRGGBB`).
    @inlinable public var premultipliedARGB: UInt32 {
        func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * UInt32(a) + 127) / 255 }
        return UInt32(a) << 24 | pm(r) << 16 | pm(g) << 8 | pm(b)
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
