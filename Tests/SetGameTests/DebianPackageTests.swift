import Foundation
import PNGFile
import SetCore
import SetTable
import Testing

@testable import SetPlatform
@testable import SetStorage

/// What the game writes for its Debian package (`set-game --package-files`, which `.ci/package` packs):
/// the copyright file in DEP-5, the changelog and control file as Debian's tools read them, the
/// releases they come from, and the scalable icon as an SVG renderer draws it.
@Suite("The Debian package's files", .onBlockingThreads)
struct DebianPackageTests {
    /// A DEP-5 file's paragraphs, each its fields in order, a continued field's lines joined by newlines.
    static func paragraphs(_ text: String) throws -> [[(name: String, value: String)]] {
        try text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { block in
            var fields: [(name: String, value: String)] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                if line.first == " " {
                    // A continuation line: a space, then text, or " ." for an empty line.
                    try #require(!fields.isEmpty, "a continuation with no field: \(line)")
                    fields[fields.count - 1].value += "\n" + (line == " ." ? "" : String(line.dropFirst()))
                } else {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    try #require(parts.count == 2 && parts[1].first == " ", "not a field: \(line)")
                    try #require(parts[0].allSatisfy { $0.isLetter || $0 == "-" }, "a bad field name: \(line)")
                    fields.append((String(parts[0]), String(parts[1].dropFirst())))
                }
            }
            return fields
        }
    }

    @Test func theCopyrightFileParsesAsDEP5() throws {
        let text = DebianCopyright.text
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 && !$0.hasSuffix(" ") })
        let paragraphs = try Self.paragraphs(text)
        let header = try #require(paragraphs.first)
        #expect(header.first?.name == "Format")
        #expect(header.first?.value == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
        #expect(header.map(\.name) == ["Format", "Upstream-Name", "Upstream-Contact", "Source", "Comment"])
        let files = paragraphs.dropFirst().filter { $0.first?.name == "Files" }
        let licenses = paragraphs.dropFirst().filter { $0.first?.name == "License" }
        #expect(files.count + licenses.count == paragraphs.count - 1)
        // Every Files paragraph: Files, Copyright and a licence's short name, whose text stands alone below.
        let defined = Dictionary(
            licenses.map { paragraph in
                let lines = paragraph[0].value.split(separator: "\n", maxSplits: 1)
                return (String(lines[0]), lines.count > 1 ? String(lines[1]) : "")
            }, uniquingKeysWith: { a, _ in a })
        #expect(licenses.allSatisfy { $0.count == 1 }, "a License paragraph has only its licence")
        #expect(defined.values.allSatisfy { $0.count > 200 }, "every licence has its text")
        for paragraph in files {
            #expect(paragraph.map(\.name) == ["Files", "Copyright", "License"], "\(paragraph)")
            let license = paragraph[2].value
            #expect(!license.contains("\n") && defined[license] != nil, "\(license) has no text")
            #expect(paragraph[1].value.first?.isNumber == true, "\(paragraph[1].value)")
        }
        // The game's own licence first; every licence text is used, ICU's from the header's comment.
        #expect(files.first?[0].value == "*" && files.first?[2].value == "Apache-2.0")
        let used = Set(files.map { $0[2].value })
        #expect(used.union(["Unicode-3.0"]) == Set(defined.keys))
        #expect(header.last?.value.contains("under the Unicode License") == true)
        // Licences that Debian ships are referred to, not copied.
        #expect(defined["Apache-2.0"]?.contains("/usr/share/common-licenses/Apache-2.0") == true)
        #expect(defined["Apache-2.0"]?.contains("TERMS AND CONDITIONS") == false)
        // The game's licence is the one the AppStream metadata declares.
        #expect(AppStreamMetadata.projectLicense == DebianCopyright.gameLicense)
    }

    /// The modules the build links into `set-game`, by the package that holds each, from the debug build's
    /// link list; the packages of this repository itself are left out.
    static func linkedPackages() throws -> [String: Set<String>] {
        let list = ProcessSupport.productsFolder.appendingPathComponent("set-game.product/Objects.LinkFileList")
        let text = try String(contentsOf: list, encoding: .utf8)
        let modules = Set(
            text.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: "/")
                return parts.last { $0.hasSuffix(".build") }.map { String($0.dropLast(".build".count)) }
            })
        let checkouts = ReadmeCommands.packageRoot.appendingPathComponent(".build/checkouts")
        let ours = Set(
            try FileManager.default.contentsOfDirectory(atPath: ReadmeCommands.packageRoot.path + "/Sources"))
        var packages: [String: Set<String>] = [:]
        for module in modules where !ours.contains(module) {
            let holder = try FileManager.default.contentsOfDirectory(atPath: checkouts.path).sorted().first { package in
                // SwiftPM's usual Sources/MODULE, or a path of the package's own (GRDB.swift keeps GRDB at its top).
                FileManager.default.fileExists(atPath: checkouts.path + "/\(package)/Sources/\(module)")
                    || FileManager.default.fileExists(atPath: checkouts.path + "/\(package)/\(module)")
            }
            packages[try #require(holder, "no checkout holds the module \(module)"), default: []].insert(module)
        }
        return packages
    }

    @Test func theCopyrightFileNamesEveryPackageLinkedIntoTheGameWithItsOwnLicence() throws {
        let linked = try Self.linkedPackages()
        let named = DebianCopyright.packages.map(\.files).filter { $0.split(separator: "/").count == 4 }
        #expect(
            Set(named) == Set(linked.keys.map { ".build/checkouts/\($0)/*" }),
            "linked: \(linked.keys.sorted()); named: \(named)")
        let checkouts = ReadmeCommands.packageRoot.appendingPathComponent(".build/checkouts").path
        for part in DebianCopyright.packages {
            let folder = checkouts + "/" + part.files.dropFirst(".build/checkouts/".count).dropLast(2)
            let license = try #require(
                try FileManager.default.contentsOfDirectory(atPath: folder).first {
                    $0.uppercased().hasPrefix("LICENSE")
                }, "\(folder) has no licence file")
            let text = try String(contentsOfFile: folder + "/" + license, encoding: .utf8)
            switch part.license {
            case DebianCopyright.runtimeExceptionLicense:
                #expect(text.contains("Apache License") && text.contains("Runtime Library Exception"), "\(folder)")
            case "Apache-2.0":
                #expect(text.contains("Apache License") && !text.contains("Runtime Library Exception"), "\(folder)")
            case "Expat":
                #expect(text.contains("Permission is hereby granted, free of charge"), "\(folder)")
            default:
                Issue.record("\(part.license) for \(folder)")
            }
        }
        // SwiftNIO's HTTP parser, llhttp, is linked (CNIOLLHTTP) and is MIT's.
        #expect(linked["swift-nio"]?.contains("CNIOLLHTTP") == true)
    }

    @Test func theReleasesAreNewestFirstOnRealDays() throws {
        let history = GameRelease.history
        #expect(GameRelease.version == history[0].version)
        for entry in history {
            #expect(entry.date != .unixEpoch, "\(entry.version) has no real day")
            let parts = entry.version.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(entry.version)")
            #expect(!entry.changes.isEmpty)
        }
        func number(_ version: String) -> [Int] { version.split(separator: ".").compactMap { Int($0) } }
        for (newer, older) in zip(history, history.dropFirst()) {
            #expect(number(newer.version).lexicographicallyPrecedes(number(older.version)) == false)
            #expect(newer.date > older.date, "\(newer.version) is not after \(older.version)")
        }
    }

    @Test(arguments: [
        ("2026-12-01", "Tue, 01 Dec 2026 12:00:00 +0000"), ("2026-11-27", "Fri, 27 Nov 2026 12:00:00 +0000"),
        ("1970-01-01", "Thu, 01 Jan 1970 12:00:00 +0000"), ("2024-02-29", "Thu, 29 Feb 2024 12:00:00 +0000"),
        ("1969-12-31", "Wed, 31 Dec 1969 12:00:00 +0000"),
    ])
    func aDayIsWrittenAsRFC2822(day: String, written: String) throws {
        #expect(DebianChangelog.rfc2822(try #require(DailyDate(day))) == written)
    }

    @Test func theChangelogIsWhatDpkgReadsAndTheVersionIsTheGames() throws {
        let text = DebianChangelog.text
        // Every line but the trailers (maintainer and date) within 80 columns, as lintian asks.
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.hasPrefix(" -- ") })
        #expect(text.hasPrefix("set-game (\(GameRelease.version)) unstable; urgency=medium\n\n  * "))
        #expect(
            text.contains(
                "\n -- The Set developers <set-game@users.noreply.github.com>  Tue, 01 Dec 2026 12:00:00 +0000\n"))
        guard let parse = ProcessSupport.which("dpkg-parsechangelog") else {
            Issue.record("dpkg-parsechangelog is missing: apt-get install -y dpkg-dev (the README's test command does)")
            return
        }
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("changelog")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let versions = try ProcessSupport.run(parse, ["-l", file.path, "--all", "--format", "rfc822"])
        #expect(versions.status == 0, "\(versions.stderr)")
        #expect(
            versions.stdout.split(separator: "\n").filter { $0.hasPrefix("Version: ") }.map { String($0.dropFirst(9)) }
                == GameRelease.history.map(\.version))
        let date = try ProcessSupport.run(parse, ["-l", file.path, "-S", "Timestamp"])
        // 2026-12-01 12:00 UTC.
        #expect(date.stdout == "1796126400\n", "\(date.stderr)")
        #expect(date.stderr.isEmpty, "\(date.stderr)")
    }

    @Test func theControlFilesDescriptionIsAsDebiansPolicyAsks() {
        let text = DebianControl.text
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        let synopsis = DebianControl.synopsis
        #expect(synopsis.count <= 80 && synopsis.first?.isLowercase == true && !synopsis.hasSuffix("."))
        #expect(!["a ", "an ", "the "].contains { synopsis.lowercased().hasPrefix($0) })
        #expect(text.contains("\nDepends: ${shlibs:Depends}, ${misc:Depends}\n"))
        #expect(text.contains("\nSection: games\n") && text.contains("\nMaintainer: \(DebianCopyright.contact)\n"))
        // The long description's paragraphs, each line led by a space, an empty line by " .".
        let description = text.components(separatedBy: "Description: \(synopsis)\n")[1]
        #expect(description.split(separator: "\n").allSatisfy { $0.hasPrefix(" ") })
        #expect(description.components(separatedBy: "\n .\n").count == DebianControl.paragraphs.count)
    }

    @Test func packageFilesWritesTheTreeAndTheMenuEntryStartsTheInstalledProgram() throws {
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessSupport.run(ProcessSupport.setGame.path, ["--package-files", folder.path], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        var written: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                written.append(path)
            }
        }
        let share = "root/usr/share/"
        let icons = AppIcon.sizes.map { "\(share)icons/hicolor/\($0)x\($0)/apps/set-game.png" }
        #expect(
            Set(written)
                == Set(
                    [
                        "debian/control", "debian/changelog",
                        "\(share)applications/io.github.set_game.SetGame.desktop",
                        "\(share)metainfo/io.github.set_game.SetGame.metainfo.xml", "\(share)man/man6/set-game.6",
                        "\(share)doc/set-game/copyright", "\(share)doc/set-game/changelog",
                        "\(share)icons/hicolor/scalable/apps/set-game.svg",
                    ] + icons
                        + InstalledCatalogs.current.languages.map { "\(share)locale/\($0)/LC_MESSAGES/set-game.mo" }))
        let entry = try String(
            contentsOfFile: folder.path + "/\(share)applications/io.github.set_game.SetGame.desktop", encoding: .utf8)
        #expect(entry.contains("\nExec=/usr/games/set-game\n") && entry.contains("\nIcon=set-game\n"))
        if let validator = ProcessSupport.which("desktop-file-validate") {
            let checked = try ProcessSupport.run(
                validator, [folder.path + "/\(share)applications/io.github.set_game.SetGame.desktop"])
            #expect(checked.status == 0 && checked.stdout.isEmpty, "\(checked.stdout)\(checked.stderr)")
        }
        // Each PNG icon is an image of its size.
        for size in AppIcon.sizes {
            let image = try PNG.read(path: folder.path + "/\(share)icons/hicolor/\(size)x\(size)/apps/set-game.png")
            #expect(image.width == size && image.height == size)
        }
    }

    /// An SVG renderer of Debian's (librsvg) draws the scalable icon as our rasterizer draws the PNG icon
    /// of the same size: a valid SVG of the same shapes, not only a well-formed file.
    @Test(
        .enabled(
            if: ProcessSupport.which("rsvg-convert") != nil,
            "needs rsvg-convert: apt-get install -y librsvg2-bin (the README's test command does)"))
    func librsvgDrawsTheScalableIconAsTheRasterizerDrawsThePNG() throws {
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("set-game.svg")
        try AppIcon.svg().write(to: svg, atomically: true, encoding: .utf8)
        let size = AppIcon.scalableSize
        let drawn = folder.appendingPathComponent("drawn.png")
        let rsvg = try ProcessSupport.tool("rsvg-convert", apt: "librsvg2-bin")
        let result = try ProcessSupport.run(
            rsvg, ["-w", "\(size)", "-h", "\(size)", "-o", drawn.path, svg.path], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let theirs = try PNG.read(path: drawn.path)
        let ours = try #require(AppIcon.render(size: size))
        #expect(theirs.width == size && theirs.height == size)
        // Compared as straight colours over white, channel by channel: edges anti-aliased by two
        // renderers differ a little, shapes not at all.
        var total = 0.0, differing = 0
        for y in 0..<size {
            for x in 0..<size {
                let a = try #require(theirs.pixel(x: x, y: y)), b = try #require(ours.pixel(x: x, y: y))
                let over = { (c: UInt8, alpha: UInt8) in (Int(c) * Int(alpha) + 255 * (255 - Int(alpha))) / 255 }
                let deltas = [
                    abs(over(a.r, a.a) - over(b.r, b.a)), abs(over(a.g, a.a) - over(b.g, b.a)),
                    abs(over(a.b, a.a) - over(b.b, b.a)),
                ]
                total += Double(deltas.reduce(0, +))
                if (deltas.max() ?? 0) > 64 { differing += 1 }
            }
        }
        let mean = total / Double(size * size * 3) / 255
        #expect(mean < 0.005, "mean difference \(mean)")
        // Pixels far apart only along edges: under half a percent of the picture.
        #expect(differing < size * size / 200, "\(differing) pixels differ by more than a quarter")
    }
}
