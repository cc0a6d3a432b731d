import CWChar

/// Stores one 32-bit word in a run of pixels.
///
/// Long runs go to the C library's `wmemset`, which picks the widest stores
/// the CPU has at run time (AVX2, AVX-512, `rep stos`) where the portable
/// build emits 16-byte stores: about twice as fast for a solid span in cache
/// and for a clear on its way to memory. Copying from a row of the word
/// (`memcpy`) was the earlier way; it does the same on some CPUs and is
/// twice as slow as a store on others (AMD Zen 4, 4K frames).
enum WordFill {
    /// The shortest run handed to `wmemset`; below it the call costs more than it saves.
    static let bulkCount = 32

    /// Whether `wchar_t` is a 32-bit word (glibc); elsewhere runs are stored in Swift.
    static let hasWordSet = MemoryLayout<wchar_t>.size == 4

    /// Stores `word` in `count` pixels from `p`.
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt32>, _ word: UInt32, _ count: Int) {
        if count >= bulkCount && hasWordSet {
            p.withMemoryRebound(to: wchar_t.self, capacity: count) {
                _ = wmemset($0, wchar_t(truncatingIfNeeded: Int32(bitPattern: word)), count)
            }
        } else {
            p.update(repeating: word, count: count)
        }
    }

    /// Stores `byte` in `count` bytes from `p` (a clip mask's row): the
    /// bytes up to a word boundary one by one, the words between with
    /// `fill`, the rest one by one. Left to the compiler, a byte loop.
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt8>, byte: UInt8, _ count: Int) {
        var head = (4 &- Int(bitPattern: UInt(bitPattern: p)) & 3) & 3
        if head > count { head = count }
        for i in 0..<head { p[i] = byte }
        let words = (count &- head) >> 2
        if words > 0 {
            UnsafeMutableRawPointer(p + head).withMemoryRebound(to: UInt32.self, capacity: words) {
                fill($0, UInt32(byte) &* 0x0101_0101, words)
            }
        }
        for i in (head &+ words << 2)..<count { p[i] = byte }
    }
}
