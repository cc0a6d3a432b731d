import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Peers: flood, silence and ping by the clock")
struct PeerRulesTests {
    @Test func fiftyMessagesASecondPassAndTheFiftyFirstDoesNot() {
        var rate = RateLimit()
        let fifty = (0..<50).map { rate.admit(at: 10 + Double($0) * 0.019) }
        // The 51st arrives 0.95 s after the first: 51 within one second.
        let fiftyFirst = rate.admit(at: 10.95)
        #expect(fifty == Array(repeating: true, count: 50))
        #expect(!fiftyFirst)
        #expect(rate.reason == "more than 50 messages in a second")
    }

    @Test func justUnderFiftyASecondGoesOnForever() {
        var rate = RateLimit()
        // One message every 20.1 ms: 50 in any second, never 51.
        let verdicts = (0..<1_000).map { rate.admit(at: Double($0) * 0.0201) }
        #expect(verdicts == Array(repeating: true, count: 1_000))
    }

    @Test func aBurstIsForgottenAfterASecond() {
        var rate = RateLimit(limit: 3, window: 1)
        let verdicts = [0, 0.1, 0.2, 0.99, 1.1, 1.15, 1.16].map { rate.admit(at: $0) }
        // A refused message is not counted. At 1.1 the messages of 0 and 0.1 have left
        // the window; at 1.16 those of 0.2, 1.1 and 1.15 fill it again.
        #expect(verdicts == [true, true, true, false, true, true, false])
    }

    @Test func silenceTimesOutAfter30Seconds() {
        var idle = IdleTimeout(now: 100)
        #expect(!idle.hasExpired(at: 129.999))
        #expect(idle.hasExpired(at: 130))
        idle.heard(at: 125)
        #expect(!idle.hasExpired(at: 154.9))
        #expect(idle.hasExpired(at: 155))
        // An older time never winds the clock back.
        idle.heard(at: 110)
        #expect(idle.lastHeard == 125)
        #expect(idle.reason == "sent nothing for 30 seconds")
    }

    @Test func aPingsRoundTripIsMeasuredInMilliseconds() {
        var ping = Ping()
        let first = ping.send(at: 2.0)
        let wrongID = ping.receivePong(id: 1, at: 2.1)
        let answered = ping.receivePong(id: 0, at: 2.0374)
        let twice = ping.receivePong(id: 0, at: 2.5)
        let second = ping.send(at: 3.0)
        // A pong that never came is forgotten when the next ping leaves.
        let third = ping.send(at: 4.0)
        let lost = ping.receivePong(id: 1, at: 4.01)
        let slow = ping.receivePong(id: 2, at: 100.0)
        #expect(first == .ping(id: 0, rttMs: nil))
        #expect(wrongID == nil)
        #expect(answered == 37)
        #expect(twice == nil)
        #expect(second == .ping(id: 1, rttMs: 37))
        #expect(third == .ping(id: 2, rttMs: 37))
        #expect(lost == nil)
        #expect(slow == Ping.maxRoundTripMs)
    }
}
