import Foundation
import Testing

/// Every link of the README leads somewhere on GitHub, and its first screenful is a front page.
///
/// Pins the README of 1,072 lines whose first picture stood on line 194: a newcomer had to read the
/// speed figures' neighbourhood to see what the game looks like.
@Suite("The README's links and front page")
struct ReadmeLinksTests {
    static func readme() throws -> String {
        try String(contentsOf: ReadmeCommands.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func everyLinkLeadsToAFileAHeadingOrAWellFormedAddress() throws {
        let links = ReadmeLinks(markdown: try Self.readme())
        #expect(links.links.count >= 40)
        for link in links.links {
            let problem = links.problem(with: link, root: ReadmeCommands.packageRoot)
            #expect(problem == nil, "\(link): \(problem ?? "")")
        }
        #expect(links.undefinedReferences.isEmpty, "undefined references: \(links.undefinedReferences)")
    }

    @Test func everyImageIsAPictureOfTheRepository() throws {
        let links = ReadmeLinks(markdown: try Self.readme())
        let images = links.links.filter(\.isImage)
        #expect(images.count >= 20)
        for image in images {
            #expect(image.target.hasPrefix(".ci/screenshots/") && image.target.hasSuffix(".png"), "\(image)")
        }
    }

    @Test func theFrontPageHasEverythingANewcomerNeedsInItsFirst200Lines() throws {
        let lines = try Self.readme().components(separatedBy: "\n")
        let front = Array(lines.prefix(200))
        #expect(front.first == "# Set")
        // The picture right under the title.
        let picture = try #require(front.firstIndex { $0.hasPrefix("![") })
        #expect(picture <= 3)
        for heading in [
            "## Play", "## Install", "## Test", "## How to play", "## Modes",
            "## Playing with friends", "## The manual",
        ] {
            #expect(front.contains(heading), "\(heading) is not in the first 200 lines")
        }
        for flag in ["--host", "--join", "--serve"] {
            #expect(front.contains { $0.contains(flag) }, "the front page does not say \(flag)")
        }
        // The contents list links to every section of the manual that follows it.
        let links = ReadmeLinks(markdown: try Self.readme())
        let manualStart = try #require(lines.firstIndex(of: "## The manual"))
        let contents = lines[manualStart...].prefix { $0 == "## The manual" || !$0.hasPrefix("## ") }
            .joined(separator: "\n")
        let linked = Set(ReadmeLinks(markdown: contents).links.map(\.target))
        for line in lines.dropFirst(manualStart + 1) where line.hasPrefix("## ") {
            let anchor = "#" + ReadmeLinks.anchor(ofHeading: String(line.dropFirst(3)))
            #expect(linked.contains(anchor), "the contents do not link to \(line)")
            #expect(links.anchors.contains(String(anchor.dropFirst())))
        }
    }

    @Test func noLineIsWiderThan120Columns() throws {
        for (index, line) in try Self.readme().components(separatedBy: "\n").enumerated() {
            #expect(line.count <= 120, "line \(index + 1) has \(line.count) columns")
        }
    }

    // MARK: The guard itself

    @Test(arguments: [
        ("The rules", "the-rules"),
        ("Set-Chain (`chain`)", "set-chain-chain"),
        ("Timed 2:00 (`timed`)", "timed-200-timed"),
        ("Sprint 10, 20 and 30 (`sprint10`)", "sprint-10-20-and-30-sprint10"),
        ("Install (optional)", "install-optional"),
        ("A [linked](https://example.org) heading", "a-linked-heading"),
        ("Colour-blind mode — 3×3", "colour-blind-mode--33"),
    ])
    func aHeadingsAnchorFollowsGitHubsRules(heading: String, anchor: String) {
        #expect(ReadmeLinks.anchor(ofHeading: heading) == anchor)
    }

    @Test func brokenLinksAreFound() {
        let markdown = """
            # Title

            ## Title

            See [the rules](#title-1), [nothing](#nothing), [a file](Package.swift),
            [no file](Sources/Nowhere.md), [out](../x), ![a folder](Sources), [bad](https://),
            <https://example.org/ok>, [mail](mailto:a@b.c) and `[code](not-a-link.md)`.

            ![defined][pic] and ![undefined][nope]

            ```sh
            echo [fenced](not-a-link.md)
            ```

            [pic]: .ci/screenshots/mode-solo.png
            """
        let links = ReadmeLinks(markdown: markdown)
        #expect(links.anchors == ["title", "title-1"])
        let problems = links.links.map { links.problem(with: $0, root: ReadmeCommands.packageRoot) }
        #expect(
            problems == [
                nil,
                "no heading has the anchor #nothing",
                nil,
                "no file Sources/Nowhere.md in the repository",
                "../x leads out of the repository",
                "the image Sources is a folder",
                "https:// is not a well-formed address",
                "mailto:a@b.c is neither a relative path nor an http(s) address",
                nil,  // the autolink
                nil,  // the definition of [pic]
            ])
        #expect(links.links.last?.isImage == true)
        #expect(links.undefinedReferences.map(\.label) == ["nope"])
    }
}
