import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Host: the session's routing and rules")
struct HostSessionTests {
    static let theSet = cards("3PDS 2GOF 1RSO")
    let ann = PeerID(1)
    let bob = PeerID(2)
    let eve = PeerID(3)

    /// A session over `Tables.oneSet` with Ann (seat 0) and Bob (seat 1) connected and seated at time 0.
    func seated() -> (HostSession, SplitMix64) {
        var session = HostSession(game: HostGame(table: cards(Tables.oneSet), deck: cards("1RDF 1RDS 1RDO"), now: 0))
        var generator = SplitMix64(seed: 0)
        for (peer, player) in [(ann, "Ann"), (bob, "Bob")] {
            _ = session.apply(.peerConnected(peer), now: 0, using: &generator)
            let hello = ClientMessage.hello(Hello(name: name(player)))
            _ = session.apply(.messageReceived(hello, from: peer), now: 0, using: &generator)
        }
        return (session, generator)
    }

    @Test func aHelloIsWelcomedAndEveryoneSeesTheNewPlayer() {
        var (session, generator) = seated()
        _ = session.apply(.peerConnected(eve), now: 1, using: &generator)
        let hello = ClientMessage.hello(Hello(name: name("Eve")))
        let outputs = session.apply(.messageReceived(hello, from: eve), now: 1, using: &generator)
        let welcome = outputs.first
        guard case .send(.welcome(seat: 2, _), to: eve)? = welcome else {
            Issue.record("expected a welcome to seat 2, got \(String(describing: welcome))")
            return
        }
        let snapshot = HostMessage.table(session.game.snapshot)
        #expect(
            Array(outputs.dropFirst()) == [
                .send(.event(.playerJoined(seat: 2, name: name("Eve"))), to: ann),
                .send(.event(.playerJoined(seat: 2, name: name("Eve"))), to: bob),
                .send(.event(.playerJoined(seat: 2, name: name("Eve"))), to: eve),
                .log("seat 2 (Eve) joined"),
                .send(snapshot, to: ann), .send(snapshot, to: bob), .send(snapshot, to: eve),
            ])
        #expect(session.game.snapshot.players.map(\.name.text) == ["Ann", "Bob", "Eve"])
    }

    @Test func theFirstClaimScoresAndTheSecondIsToldItIsTooLate() {
        var (session, generator) = seated()
        let first = session.apply(.messageReceived(.claim(Self.theSet), from: bob), now: 2.000, using: &generator)
        let second = session.apply(.messageReceived(.claim(Self.theSet), from: ann), now: 2.003, using: &generator)
        let snapshot = HostMessage.table(session.game.snapshot)
        #expect(
            first == [
                .send(.event(.setFound(seat: 1, cards: Self.theSet)), to: ann),
                .send(.event(.setFound(seat: 1, cards: Self.theSet)), to: bob),
                .log("seat 1 (Bob) found 3PDS 2GOF 1RSO"),
                .send(.event(.dealtThree(cards("1RDF 1RDS 1RDO"))), to: ann),
                .send(.event(.dealtThree(cards("1RDF 1RDS 1RDO"))), to: bob),
                .send(snapshot, to: ann), .send(snapshot, to: bob),
            ])
        #expect(second == [.send(.event(.tooLate(seat: 0)), to: ann)])
        #expect(session.game.snapshot.players.map(\.score) == [0, 1])
    }

    @Test func aMoveBeforeHelloDisconnects() {
        var (session, generator) = seated()
        _ = session.apply(.peerConnected(eve), now: 1, using: &generator)
        #expect(
            session.apply(.messageReceived(.claim(Self.theSet), from: eve), now: 1, using: &generator)
                == [.disconnect(eve, reason: "sent a move before hello")])
        #expect(session.connectedPeers == [ann, bob])
        #expect(session.game.table == cards(Tables.oneSet))
    }

    @Test func aMalformedFrameDisconnectsThatPeerOnlyAndKeepsItsSeat() {
        var (session, generator) = seated()
        let outputs = session.apply(.frameRefused(.malformedJSON, from: bob), now: 4, using: &generator)
        let snapshot = HostMessage.table(session.game.snapshot)
        #expect(
            outputs == [
                .send(.refused(reason: "a frame is not valid JSON"), to: bob),
                .disconnect(bob, reason: "a frame is not valid JSON"),
                .send(.event(.playerDropped(seat: 1)), to: ann),
                .log("seat 1 (Bob) dropped; the seat is kept"),
                .send(snapshot, to: ann),
            ])
        #expect(session.game.seats[1]?.connected == false)
        // The channel's close comes back from the glue and changes nothing more.
        #expect(session.apply(.peerClosed(bob), now: 4, using: &generator).isEmpty)
    }

    @Test func theFiftyFirstMessageInASecondDisconnects() {
        var (session, generator) = seated()
        for index in 0..<50 {
            let outputs = session.apply(
                .messageReceived(.ping(id: index, rttMs: nil), from: ann),
                now: 10 + Double(index) * 0.01, using: &generator)
            #expect(outputs == [.send(.pong(id: index), to: ann)])
        }
        let fiftyFirst = ClientMessage.ping(id: 50, rttMs: nil)
        let outputs = session.apply(.messageReceived(fiftyFirst, from: ann), now: 10.5, using: &generator)
        // A flood's connection lingers before it closes; a silent peer's (below) does not.
        #expect(outputs.first == .disconnect(ann, reason: "more than 50 messages in a second", lingers: true))
        #expect(session.connectedPeers == [bob])
        #expect(session.game.seats[0]?.connected == false)
    }

    @Test func aPeerSilentFor30SecondsIsDisconnectedAndPingsKeepOneAlive() {
        var (session, generator) = seated()
        _ = session.apply(.messageReceived(.ping(id: 0, rttMs: 12), from: ann), now: 20, using: &generator)
        let outputs = session.apply(.clockTicked, now: 30, using: &generator)
        #expect(outputs.first == .disconnect(bob, reason: "sent nothing for 30 seconds"))
        #expect(session.connectedPeers == [ann])
        #expect(session.game.snapshot.players.map(\.connected) == [true, false])
        #expect(session.game.snapshot.players.map(\.pingMs) == [12, nil])
        #expect(session.apply(.clockTicked, now: 49.9, using: &generator).isEmpty)
        #expect(
            session.apply(.clockTicked, now: 50, using: &generator).first
                == .disconnect(ann, reason: "sent nothing for 30 seconds"))
    }

    @Test func latenciesAloneGoOutAtMostEveryFiveSecondsAndOnlyWhenTheyChangeNoticeably() {
        var (session, generator) = seated()
        func ping(_ peer: PeerID, _ rttMs: Int, at now: Double) {
            let outputs = session.apply(
                .messageReceived(.ping(id: 0, rttMs: rttMs), from: peer), now: now, using: &generator)
            #expect(outputs == [.send(.pong(id: 0), to: peer)])
        }
        func tables(at now: Double) -> [PeerID] {
            session.apply(.clockTicked, now: now, using: &generator).compactMap { output in
                if case .send(.table, let peer) = output { peer } else { nil }
            }
        }
        ping(ann, 12, at: 1)
        #expect(tables(at: 1.5) == [ann, bob])
        #expect(session.game.snapshot.players.map(\.pingMs) == [12, nil])
        // A new latency a second later waits for the fifth second since the last such table.
        ping(bob, 40, at: 2)
        #expect(tables(at: 2.5) == [])
        #expect(tables(at: 6.4) == [])
        #expect(tables(at: 6.5) == [ann, bob])
        // The same latency again is no change, and 4 ms either way is jitter, not news.
        ping(ann, 12, at: 20)
        #expect(tables(at: 20.5) == [])
        ping(ann, 16, at: 21)
        ping(bob, 36, at: 21)
        #expect(tables(at: 21.5) == [])
        // The table that goes out shows the latest figures, and the next change is measured from them.
        ping(ann, 17, at: 22)
        #expect(tables(at: 22.5) == [ann, bob])
        #expect(session.game.snapshot.players.map(\.pingMs) == [17, 36])
        ping(ann, 12, at: 27)
        #expect(tables(at: 27.5) == [ann, bob])
        // A game's change carries the latencies with it, and the tick owes nothing after it.
        ping(ann, 30, at: 40)
        _ = session.apply(.messageReceived(.claim(Self.theSet), from: bob), now: 40.2, using: &generator)
        #expect(session.game.snapshot.players.map(\.pingMs) == [30, 36])
        #expect(tables(at: 50) == [])
    }

    @Test func aRoundTripIsNoticeableFromFiveMillisecondsAndAFifthOfTheOneShown() {
        #expect(HostSession.isNoticeable(from: nil, to: 3))
        #expect(HostSession.isNoticeable(from: 3, to: nil))
        #expect(!HostSession.isNoticeable(from: nil, to: nil))
        #expect(!HostSession.isNoticeable(from: 0, to: 4))
        #expect(HostSession.isNoticeable(from: 0, to: 5))
        #expect(!HostSession.isNoticeable(from: 24, to: 20))
        #expect(HostSession.isNoticeable(from: 25, to: 20))
        #expect(!HostSession.isNoticeable(from: 100, to: 119))
        #expect(HostSession.isNoticeable(from: 100, to: 120))
        #expect(HostSession.isNoticeable(from: 100, to: 80))
        #expect(!HostSession.isNoticeable(from: 300, to: 241))
    }

    @Test func aPeerThatNeverSaysHelloTimesOut() {
        var (session, generator) = seated()
        _ = session.apply(.peerConnected(eve), now: 5, using: &generator)
        _ = session.apply(.messageReceived(.ping(id: 0, rttMs: nil), from: ann), now: 34, using: &generator)
        _ = session.apply(.messageReceived(.ping(id: 0, rttMs: nil), from: bob), now: 34, using: &generator)
        // Pings with no round trip yet change no latency, so no table follows them.
        #expect(
            session.apply(.clockTicked, now: 35, using: &generator) == [
                .disconnect(eve, reason: "sent nothing for 30 seconds")
            ])
    }

    @Test func aTokenTakesTheSeatBackFromAStaleConnection() throws {
        var (session, generator) = seated()
        let bobsToken = try #require(session.game.seats[1]?.token)
        _ = session.apply(.peerConnected(eve), now: 3, using: &generator)
        let outputs = session.apply(
            .messageReceived(.hello(Hello(name: name("Bob"), seatToken: bobsToken)), from: eve),
            now: 3, using: &generator)
        #expect(
            outputs.prefix(2) == [
                .disconnect(bob, reason: "seat 1 was taken back by a new connection"),
                .send(.welcome(seat: 1, token: bobsToken), to: eve),
            ])
        #expect(session.seat(of: eve) == 1)
        #expect(session.connectedPeers == [ann, eve])
        #expect(session.apply(.peerClosed(bob), now: 3, using: &generator).isEmpty)
        #expect(session.game.seats[1]?.connected == true)
    }

    @Test func aRefusedHelloIsToldWhyAndDisconnected() {
        var session = HostSession(game: HostGame(table: cards(Tables.oneSet), deck: [], password: "sesame", now: 0))
        var generator = SplitMix64(seed: 0)
        _ = session.apply(.peerConnected(eve), now: 0, using: &generator)
        #expect(
            session.apply(
                .messageReceived(.hello(Hello(name: name("Eve"), password: "guess")), from: eve),
                now: 0, using: &generator)
                == [.send(.refused(reason: "wrong password"), to: eve), .disconnect(eve, reason: "wrong password")])
        #expect(session.connectedPeers.isEmpty)
    }
}
