import NIOCore

/// The channels of the peers one loop of a rooms server writes to, kept by the slice of the second in
/// which each hears the heartbeat, so that a slice's tick looks only at its own peers.
struct PeerChannels {
    private var channels: [PeerID: (channel: any Channel, slice: Int)] = [:]
    private var slices: [Set<PeerID>]

    /// Channels sorted into `slices` slices.
    init(slices: Int) {
        self.slices = Array(repeating: [], count: max(1, slices))
    }

    /// The channel of `peer`, if this loop writes to it.
    subscript(peer: PeerID) -> (any Channel)? { channels[peer]?.channel }

    /// Keeps `channel` for `peer`, in `slice` (taken modulo the slices).
    mutating func insert(_ channel: any Channel, for peer: PeerID, slice: Int) {
        remove(peer)
        channels[peer] = (channel, slice % slices.count)
        slices[slice % slices.count].insert(peer)
    }

    /// Forgets `peer`'s channel, and returns it.
    @discardableResult
    mutating func remove(_ peer: PeerID) -> (any Channel)? {
        guard let (channel, slice) = channels.removeValue(forKey: peer) else { return nil }
        slices[slice].remove(peer)
        return channel
    }

    /// The peers in `slice`, with their channels.
    func peers(in slice: Int) -> [(PeerID, any Channel)] {
        slices[slice % slices.count].compactMap { peer in channels[peer].map { (peer, $0.channel) } }
    }
}
