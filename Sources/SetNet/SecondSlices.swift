/// Keys dealt among the slices of a second, each key in one slice, so that a slice's tick looks only at
/// its own keys: a rooms server's rooms by the slice their clocks tick in, and its connections by the
/// slice they hear the heartbeat in.
struct SecondSlices<Key: Hashable & Sendable>: Sendable {
    private var slices: [Set<Key>]
    private var sliceOf: [Key: Int] = [:]

    /// `count` empty slices (at least one).
    init(count: Int) {
        slices = Array(repeating: [], count: max(1, count))
    }

    /// Puts `key` in `slice` (taken modulo the slices, negative ones too), out of any slice it was in.
    mutating func insert(_ key: Key, in slice: Int) {
        remove(key)
        let slice = index(of: slice)
        slices[slice].insert(key)
        sliceOf[key] = slice
    }

    /// Takes `key` out of its slice.
    mutating func remove(_ key: Key) {
        guard let slice = sliceOf.removeValue(forKey: key) else { return }
        slices[slice].remove(key)
    }

    /// The keys in `slice` (taken modulo the slices).
    func keys(in slice: Int) -> Set<Key> { slices[index(of: slice)] }

    private func index(of slice: Int) -> Int { (slice % slices.count + slices.count) % slices.count }
}
