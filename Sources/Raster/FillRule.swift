/// Which points a path's outline encloses.
public enum FillRule: Equatable, Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// A fill rule as a type, so that the resolving loop is specialised for it.
///
/// `coverage(s)` is the 8-bit coverage of a pixel whose accumulated signed
/// area is `s` (the winding number weighted by how much of the pixel each
/// winding covers). Non-zero saturates |s| at 1; even-odd folds |s| into a
/// triangle wave of period 2, as FreeType's `gray_hline` does with its
/// `0x1FF` mask.
protocol CoverageRule {
    static func coverage(_ s: Float) -> UInt32
    /// `coverage` of four sums at once.
    static func coverage(_ s: SIMD4<Float>) -> SIMD4<UInt32>
}

extension CoverageRule {
    @inline(__always)
    static func coverage(_ s: SIMD4<Float>) -> SIMD4<UInt32> {
        var c = SIMD4<UInt32>()
        for k in 0..<4 { c[k] = coverage(s[k]) }
        return c
    }
}

enum NonZeroRule: CoverageRule {
    @inline(__always)
    static func coverage(_ s: Float) -> UInt32 { toByte(min(abs(s), 1)) }

    @inline(__always)
    static func coverage(_ s: SIMD4<Float>) -> SIMD4<UInt32> {
        // |s| by clearing the sign bits, then min(|s|, 1) and `toByte` lane by lane.
        let a = unsafeBitCast(unsafeBitCast(s, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let t = a.replacing(with: 1, where: a .> 1)
        return unsafeBitCast(t * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    }
}

enum EvenOddRule: CoverageRule {
    @inline(__always)
    static func coverage(_ s: Float) -> UInt32 {
        var t = abs(s)
        t -= 2 * (t * 0.5).rounded(.down)
        return toByte(t > 1 ? 2 - t : t)
    }
}

/// `t · 255` rounded to nearest, for `t` in 0...1, without a checked
/// conversion: adding 2²³ puts the integer part in the low mantissa bits.
@inline(__always)
func toByte(_ t: Float) -> UInt32 {
    (t * 255 + 8_388_608).bitPattern & 0xFF
}
