import Glibc
import Testing

@testable import SetPlatform

/// The game clock stands still while the game is paused and runs on from there.
@Suite struct PlayClockTests {
    @Test func aStoppedClockStandsStillAndRunsOnFromWhereItStopped() {
        var clock = PlayClock(startingAt: 100)
        usleep(20_000)
        clock.setStopped(true)
        let stoppedAt = clock.now
        #expect(stoppedAt >= 100.02 && clock.isStopped)
        usleep(30_000)
        #expect(clock.now == stoppedAt)
        clock.setStopped(false)
        let resumed = clock.now
        // It runs on from where it stopped, not from where it would have been.
        #expect(resumed >= stoppedAt && resumed - stoppedAt < 0.02)
        usleep(20_000)
        #expect(clock.now - stoppedAt >= 0.02)
    }

    @Test func aClockMadeStoppedReadsItsStartUntilStarted() {
        var clock = PlayClock(startingAt: 42, stopped: true)
        usleep(10_000)
        #expect(clock.now == 42)
        clock.setStopped(false)
        clock.setStopped(false)
        usleep(10_000)
        #expect(clock.now > 42.009)
        #expect(PlayClock(startingAt: .nan).now < 1)
    }
}
