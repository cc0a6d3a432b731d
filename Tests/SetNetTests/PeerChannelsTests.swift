import NIOCore
import NIOEmbedded
import Testing

@testable import SetNet

@Suite("Rooms server: each loop's channels by the slice of the second they hear the heartbeat in")
struct PeerChannelsTests {
    @Test func aSliceHoldsItsOwnPeersAndAPeerMovesWhenKeptAgain() {
        var channels = PeerChannels(slices: 100)
        let (a, b, c) = (EmbeddedChannel(), EmbeddedChannel(), EmbeddedChannel())
        channels.insert(a, for: PeerID(1), slice: 3)
        channels.insert(b, for: PeerID(2), slice: 103)
        channels.insert(c, for: PeerID(3), slice: 4)
        #expect(Set(channels.peers(in: 3).map(\.0)) == [PeerID(1), PeerID(2)])
        #expect(channels.peers(in: 4).map(\.0) == [PeerID(3)])
        #expect(channels.peers(in: 5).isEmpty)
        #expect(channels[PeerID(3)] === c)
        // Kept again in another slice, a peer leaves its first.
        channels.insert(c, for: PeerID(3), slice: 5)
        #expect(channels.peers(in: 4).isEmpty)
        #expect(channels.peers(in: 5).map(\.0) == [PeerID(3)])
        #expect(channels.remove(PeerID(1)) === a)
        #expect(channels.remove(PeerID(1)) == nil)
        #expect(channels[PeerID(1)] == nil)
        #expect(channels.peers(in: 3).map(\.0) == [PeerID(2)])
    }
}
