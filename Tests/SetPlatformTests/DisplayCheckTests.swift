import Testing

@testable import SetPlatform
@testable import SetStorage

/// Which video drivers count as a display the player can see.
@Suite("Display check")
struct DisplayCheckTests {
    @Test(arguments: ["x11", "wayland", "KMSDRM"])
    func aDriverThatShowsAWindowPasses(driver: String) {
        #expect(DisplayCheck.problem(driver: driver, environment: [:]) == nil)
    }

    @Test(arguments: ["offscreen", "dummy", "evdev"])
    func anInvisibleDriverSDLFellBackToIsRefused(driver: String) {
        #expect(
            DisplayCheck.problem(driver: driver, environment: ["HOME": "/root"])
                == "cannot open a window: no display to show it on (neither DISPLAY nor WAYLAND_DISPLAY is set; "
                + "SDL fell back to its \(driver) driver)")
    }

    @Test func theMessageNamesTheDisplaysThatAreSet() {
        // SDL can land on offscreen with DISPLAY set when x11 fails in a way it skips over.
        let problem = DisplayCheck.problem(
            driver: "offscreen",
            environment: ["DISPLAY": ":5", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
        #expect(
            problem
                == "cannot open a window: no display to show it on (DISPLAY is :5; SDL fell back to its offscreen driver)"
        )
    }

    @Test(arguments: ["offscreen", "OFFSCREEN", "x11,offscreen", "wayland, offscreen", "x11,\toffscreen\u{00A0}"])
    func anInvisibleDriverAskedForByNameIsAccepted(request: String) {
        #expect(DisplayCheck.problem(driver: "offscreen", environment: ["SDL_VIDEODRIVER": request]) == nil)
    }

    @Test func askingForAnotherDriverDoesNotExcuseTheFallback() {
        #expect(DisplayCheck.problem(driver: "dummy", environment: ["SDL_VIDEODRIVER": "offscreen"]) != nil)
        #expect(DisplayCheck.problem(driver: "offscreen", environment: ["SDL_VIDEODRIVER": "offscreenx"]) != nil)
        // Only blanks are trimmed, as Foundation's `.whitespaces` trimmed them: not a line break.
        #expect(DisplayCheck.problem(driver: "offscreen", environment: ["SDL_VIDEODRIVER": "offscreen\n"]) != nil)
    }

    @Test func noDriverAtAllIsAProblem() {
        #expect(DisplayCheck.problem(driver: nil, environment: [:]) == "cannot open a window: SDL has no video driver")
    }
}
