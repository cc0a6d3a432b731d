import Geometry
import Testing

/// Sine, cosine and the transforms built on them, from the standard library alone.
@Suite struct TrigonometryTests {
    @Test func quarterTurnsAreExact() {
        #expect(sine(0) == 0 && cosine(0) == 1)
        #expect(sine(.pi / 2) == 1 && cosine(.pi / 2) == 0)
        #expect(sine(-.pi / 2) == -1 && cosine(.pi) == -1)
    }

    @Test func knownAnglesAgreeWithTheirClosedForms() {
        // sin 30° = 1/2, cos 60° = 1/2, sin 45° = √2/2.
        #expect(abs(sine(.pi / 6) - 0.5) < 1e-15)
        #expect(abs(cosine(.pi / 3) - 0.5) < 1e-15)
        #expect(abs(sine(.pi / 4) - 2.0.squareRoot() / 2) < 1e-15)
        // Far from zero the range reduction still lands on the right value.
        #expect(abs(sine(1000 * .pi + .pi / 6) - 0.5) < 1e-12)
    }

    @Test func aQuarterTurnRotationMapsTheAxesExactly() {
        let turn = Transform.rotation(.pi / 2)
        #expect(turn.apply(Point(1, 0)) == Point(0, 1))
        #expect(turn.apply(Point(0, 1)) == Point(-1, 0))
    }

    @Test func transformsComposeInTheOrderWritten() {
        // Scale by 2 then move by (10, 0): (1, 1) → (2, 2) → (12, 2).
        let t = Transform.scale(2).translatedBy(10, 0)
        #expect(t.apply(Point(1, 1)) == Point(12, 2))
    }

    @Test func kappaPutsTheMidpointOfAQuarterArcOnTheCircle() {
        // The cubic (1,0) (1,k) (k,1) (0,1) at t = 1/2 is (P0 + 3·P1 + 3·P2 + P3) / 8:
        // x = y = (4 + 3k) / 8, which is √2/2 exactly when k = 4/3 (√2 − 1).
        let mid = (4 + 3 * kappa) / 8
        let radius = (2 * mid * mid).squareRoot()
        #expect(abs(radius - 1) < 1e-12)
    }
}
