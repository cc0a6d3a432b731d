import SetAudio
import SetCore
import SetTable
import Testing

@testable import SetApp

/// Review and Replay alone, on `ReplayTests.record`: twelve moves at 3, 6, 9, 9, 12, … 30, 30 seconds.
@Suite("Screens alone: review and replay")
struct ReviewFeatureTests {
    static func review() -> ReviewState {
        ReviewState(record: ReplayTests.record, id: 1, when: "2026-11-28 09:14", medians: [:])
    }

    @Test func reviewStepsWithinTheGameAndIsShownAgainOnlyWhenItMoves() {
        var review = Self.review()
        #expect(ReviewFeature.reduce(&review, .back) == [])
        #expect(ReviewFeature.reduce(&review, .on) == [.shown])
        #expect(review.step == 1)
        #expect(ReviewFeature.reduce(&review, .last) == [.shown])
        #expect(review.step == 11)
        #expect(ReviewFeature.reduce(&review, .press(.nextStep)) == [])
        #expect(ReviewFeature.reduce(&review, .first) == [.shown])
        #expect(review.step == 0)
        // The nearest move to 10 s is the first of the two at 9 s; to 13 s, the one at 12 s.
        _ = ReviewFeature.reduce(&review, .nearest(seconds: 10))
        #expect(review.step == 2)
        _ = ReviewFeature.reduce(&review, .nearest(seconds: 13))
        #expect(review.step == 4)
        _ = ReviewFeature.reduce(&review, .press(.previousStep))
        #expect(review.step == 3)
    }

    @Test func replayStartsAtTheMoveBeforeTheOneShownAndFromTheStartAtTheLast() throws {
        var review = Self.review()
        review.go(to: 5)
        #expect(ReviewFeature.reduce(&review, .replay) == [.open(.replay)])
        let replay = try #require(review.replay)
        #expect(replay.position == 12 && replay.made == 5 && replay.playing && replay.speed == 1)
        review.go(to: 11)
        _ = ReviewFeature.reduce(&review, .press(.replay))
        #expect(review.replay?.position == 0 && review.replay?.made == 0)
    }

    @Test func reviewClosesToWhereItWasOpenedFrom() {
        var review = Self.review()
        #expect(ReviewFeature.reduce(&review, .close) == [.open(.none)])
        review.returnsTo = .pastGames
        #expect(ReviewFeature.reduce(&review, .press(.close)) == [.open(.pastGames)])
    }

    @Test func replayMovesOnTheWallClockWithTheSoundOfEachMovePassed() throws {
        var review = Self.review()
        _ = ReviewFeature.reduce(&review, .replay)
        // The first frame only sets where the clock starts.
        #expect(ReplayFeature.reduce(&review, .frame(wall: 100)) == [])
        #expect(review.replay?.anchor == ReplayState.Anchor(wall: 100, position: 0))
        // 4 s on at 1×: the card selected at 3 s is heard.
        #expect(
            ReplayFeature.reduce(&review, .frame(wall: 104))
                == [.effect(.replayed("select", sound: .select(count: 1), table: 0))])
        #expect(review.replay?.position == 4 && review.replay?.made == 1)
        // Nothing passed: only shown again.
        #expect(ReplayFeature.reduce(&review, .frame(wall: 104.5)) == [.shown])
        // Twice the pace from a new anchor: 1 s of wall clock is 2 s of play.
        #expect(ReplayFeature.reduce(&review, .press(.speed(2))) == [.shown])
        #expect(ReplayFeature.reduce(&review, .frame(wall: 200)) == [])
        _ = ReplayFeature.reduce(&review, .frame(wall: 201))
        #expect(review.replay?.position == 6.5 && review.replay?.made == 2)
    }

    @Test func replaySeeksPlaysAndPausesAndClosesToReviewAtTheMoveReached() {
        var review = Self.review()
        _ = ReviewFeature.reduce(&review, .replay)
        #expect(ReplayFeature.reduce(&review, .playOrPause) == [.shown])
        #expect(review.replay?.playing == false)
        _ = ReplayFeature.reduce(&review, .seek(to: 100))
        #expect(review.replay?.position == 30 && review.replay?.made == 12)
        _ = ReplayFeature.reduce(&review, .skip(seconds: -5))
        #expect(review.replay?.position == 25 && review.replay?.made == 9)
        // Play at the end starts again from the beginning.
        _ = ReplayFeature.reduce(&review, .seek(to: 30))
        _ = ReplayFeature.reduce(&review, .press(.play))
        #expect(review.replay?.position == 0 && review.replay?.playing == true)
        _ = ReplayFeature.reduce(&review, .seek(to: 12))
        #expect(ReplayFeature.reduce(&review, .press(.close)) == [.open(.review)])
        #expect(review.replay == nil && review.step == 4)
    }
}
