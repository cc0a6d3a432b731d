import Geometry
import Testing

@Suite("arcTangent2")
struct ArcTangentTests {
    static let known: [(y: Double, x: Double, angle: Double)] = [
        (0, 1, 0),
        (1, 1, .pi / 4),
        (1, 0, .pi / 2),
        (1, -1, 3 * .pi / 4),
        (0, -1, .pi),
        (-0.0, -1, -.pi),
        (-1, -1, -3 * .pi / 4),
        (-1, 0, -.pi / 2),
        (-1, 1, -.pi / 4),
        (3.0.squareRoot(), 1, .pi / 3),
        (1, 3.0.squareRoot(), .pi / 6),
        (1e-300, -1, .pi),
        (5, 0.000_001, .pi / 2 - 2e-7),
        (0, 0, 0),
        (1e308, 1e308, .pi / 4),  // x² + y² would overflow
        (1e-300, -1e-300, 3 * .pi / 4),  // x² + y² would underflow
        (.infinity, 1, .pi / 2),
        (1, -.infinity, .pi),
        (-.infinity, -.infinity, -3 * .pi / 4),
    ]

    @Test("matches atan2 at the compass points and the 30° and 60° rays", arguments: known)
    func knownAngles(_ c: (y: Double, x: Double, angle: Double)) {
        #expect(abs(arcTangent2(c.y, c.x) - c.angle) <= 4e-16)
    }

    // 180° itself is left out: `sine(.pi)` is −0, whose angle is −π, as in C.
    @Test("inverts sine and cosine around the whole circle, 1° apart, to 1e-15")
    func roundTrip() {
        for degree in -179...179 {
            let angle = Double(degree) * .pi / 180
            let radius = 37.5
            let found = arcTangent2(radius * sine(angle), radius * cosine(angle))
            #expect(abs(found - angle) < 1e-15, "at \(degree)°")
        }
    }

    @Test("a NaN input gives NaN")
    func nan() {
        #expect(arcTangent2(.nan, 1).isNaN)
        #expect(arcTangent2(1, .nan).isNaN)
    }
}
