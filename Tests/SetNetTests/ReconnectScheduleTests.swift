import Testing

@testable import SetNet
@testable import SetProtocol

/// The client's side of a lost link: 5 silent seconds mean it is lost; attempts follow every second for 120.
@Suite("Reconnect: the client's silence timer and retry schedule")
struct ReconnectScheduleTests {
    @Test func fiveSecondsWithoutTheHostsHeartbeatIsALostLink() {
        var silence = IdleTimeout(limit: 5, now: 100)
        silence.heard(at: 101)
        #expect(!silence.hasExpired(at: 105.9))
        #expect(silence.hasExpired(at: 106))
        silence.heard(at: 105.5)
        #expect(!silence.hasExpired(at: 110.4))
    }

    @Test func theFirstAttemptIsAtOnceAndTheNextEverySecond() {
        var schedule = ReconnectSchedule(lostAt: 50)
        #expect(schedule.delay(at: 50) == 0)
        schedule.attempted(at: 50)
        #expect(schedule.delay(at: 50.25) == 0.75)
        // An attempt that took longer than the interval (a connect timing out) is followed at once.
        #expect(schedule.delay(at: 51.5) == 0)
        schedule.attempted(at: 51.5)
        #expect(schedule.delay(at: 51.5) == 1)
    }

    @Test func attemptsStopWhenTheSeatsTwoMinutesAreUp() {
        var schedule = ReconnectSchedule(lostAt: 0)
        schedule.attempted(at: 119.5)
        #expect(schedule.delay(at: 119.75) == 0.25)
        #expect(schedule.delay(at: 120) == nil)
        #expect(schedule.reason == "the host did not come back within 120 seconds")
    }

    @Test func everyAttemptOfALossLastingTwoMinutesIsWithinTwoSecondsOfTheLast() {
        // Attempts failing after 1.5 s (the reconnect's connect timeout) from the loss to the end.
        var schedule = ReconnectSchedule(lostAt: 0)
        var now = 0.0
        var starts: [Double] = []
        while let delay = schedule.delay(at: now) {
            now += delay
            starts.append(now)
            schedule.attempted(at: now)
            now += 1.5
        }
        let gaps = zip(starts.dropFirst(), starts).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 <= 2 })
        #expect(starts.count == 80)
    }
}
