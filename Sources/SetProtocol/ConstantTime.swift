/// Comparisons of secrets (the password, seat tokens) whose time tells nothing about the secret.
package enum ConstantTime {
    /// Whether `a` and `b` hold the same bytes.
    ///
    /// Every byte of the longer array is visited and differences are OR-ed together,
    /// with no early exit, so the time depends on the lengths only, never on where
    /// the first difference lies.
    package static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt(bitPattern: a.count ^ b.count)
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            difference |= UInt(x ^ y)
        }
        return difference == 0
    }
}
