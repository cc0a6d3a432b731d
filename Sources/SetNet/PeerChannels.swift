import NIOCore

/// The channels of the peers one loop of a rooms server writes to, kept by the slice of the second in
/// which each hears the heartbeat, so that a slice's tick looks only at its own peers.
struct PeerChannels {
    private var channels: [PeerID: any Channel] = [:]
    private var slices: SecondSlices<PeerID>

    /// Channels sorted into `slices` slices.
    init(slices: Int) {
        self.slices = SecondSlices(count: slices)
    }

    /// The channel of `peer`, if this loop writes to it.
    subscript(peer: PeerID) -> (any Channel)? { channels[peer] }

    /// Keeps `channel` for `peer`, in `slice` (taken modulo the slices).
    mutating func insert(_ channel: any Channel, for peer: PeerID, slice: Int) {
        channels[peer] = channel
        slices.insert(peer, in: slice)
    }

    /// Forgets `peer`'s channel, and returns it.
    @discardableResult
    mutating func remove(_ peer: PeerID) -> (any Channel)? {
        slices.remove(peer)
        return channels.removeValue(forKey: peer)
    }

    /// The peers in `slice`, with their channels.
    func peers(in slice: Int) -> [(PeerID, any Channel)] {
        slices.keys(in: slice).compactMap { peer in channels[peer].map { (peer, $0) } }
    }
}
