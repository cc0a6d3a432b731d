import SetAudio
import SetCore
import SetTable
import Testing

@testable import SetApp

/// The tutorial alone. Its first table is 2GOF, 2ROS, 3POF, 1ROF: the first, third and fourth are a Set.
@Suite("Screens alone: tutorial")
struct TutorialFeatureTests {
    @Test func cardsAreSelectedWithTheirSoundsAndAMissIsHeard() {
        var tutorial = Tutorial()
        #expect(
            TutorialFeature.reduce(&tutorial, .select(0)) == [
                .effect(.tutorialMoved("select", sound: .select(count: 1)))
            ])
        #expect(TutorialFeature.reduce(&tutorial, .select(0)) == [.effect(.tutorialMoved("select", sound: .deselect))])
        // Off the table: nothing.
        #expect(TutorialFeature.reduce(&tutorial, .select(4)) == [])
        _ = TutorialFeature.reduce(&tutorial, .select(0))
        _ = TutorialFeature.reduce(&tutorial, .select(1))
        #expect(TutorialFeature.reduce(&tutorial, .select(2)) == [.effect(.tutorialMoved("select", sound: .miss))])
        // The next click starts again.
        #expect(
            TutorialFeature.reduce(&tutorial, .select(0)) == [
                .effect(.tutorialMoved("select", sound: .select(count: 1)))
            ])
    }

    @Test func aSetFoundLetsTheTutorialGoOnToItsEnd() {
        var tutorial = Tutorial()
        // No dealing before the step that asks for it.
        #expect(TutorialFeature.reduce(&tutorial, .deal) == [])
        _ = TutorialFeature.reduce(&tutorial, .select(0))
        _ = TutorialFeature.reduce(&tutorial, .select(2))
        #expect(TutorialFeature.reduce(&tutorial, .select(3)) == [.effect(.tutorialMoved("select", sound: .setFound))])
        #expect(TutorialFeature.reduce(&tutorial, .next) == [.unfocus, .effect(.tutorialMoved("next", sound: nil))])
        #expect(tutorial.step == 2 && tutorial.table.count == 6)
    }

    @Test func skippingEndsItAndRemembersItWasSeen() {
        var tutorial = Tutorial()
        #expect(TutorialFeature.reduce(&tutorial, .skip) == [.tutorialSeen, .open(.none), .effect(.settingsChanged)])
    }
}
