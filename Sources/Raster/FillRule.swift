/// Which points a path's outline encloses.
public enum FillRule: Equatable, Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd

    /// The 8-bit coverage of a pixel whose accumulated signed area is `s`
    /// (the winding number weighted by how much of the pixel each winding covers).
    ///
    /// Non-zero saturates |s| at 1; even-odd folds |s| into a triangle wave of
    /// period 2, as FreeType's `gray_hline` does with its `0x1FF` mask.
    @inline(__always)
    func coverage(_ s: Float) -> UInt32 {
        var t = abs(s)
        switch self {
        case .nonZero:
            t = min(t, 1)
        case .evenOdd:
            t -= 2 * (t * 0.5).rounded(.down)
            if t > 1 { t = 2 - t }
        }
        return UInt32(t * 255 + 0.5)
    }
}
