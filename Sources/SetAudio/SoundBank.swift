/// Every sound the mixer can play, rendered once, before playback starts.
///
/// The audio callback must not synthesize or allocate, so sounds are rendered
/// up front (all fourteen of the game's are 204 696 samples, 4.3 s, 0.8 MB)
/// and the mixer copies them into memory of its own.
public struct SoundBank: Equatable, Sendable {
    /// The buffers, at 48 kHz, in the order commands name them.
    public let buffers: [[Float]]

    /// A bank of arbitrary buffers (for tests and tools); a command's sound is an index into it.
    public init(buffers: [[Float]]) {
        self.buffers = buffers
    }

    /// The game's sounds, rendered in `SoundName.allCases` order, so `SoundName.index` names each.
    public init() {
        buffers = SoundName.allCases.map { $0.sound.render() }
    }

    /// The buffer of one of the game's sounds (empty if this bank was not made by `init()`).
    public subscript(name: SoundName) -> [Float] {
        let i = name.index
        return buffers.indices.contains(i) ? buffers[i] : []
    }

    /// The number of samples in all the buffers together.
    public var totalLength: Int { buffers.reduce(0) { $0 + $1.count } }
}
