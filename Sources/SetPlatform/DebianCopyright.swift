/// The Debian package's `copyright` file, in Debian's machine-readable format (copyright-format 1.0,
/// "DEP-5"): the game's own licence, and those of the code linked into the program with it.
///
/// The program is one static binary: besides the game it holds the Swift packages the build fetches
/// (`.build/checkouts/NAME`, each a `Files:` paragraph here) and the toolchain's runtime, of which
/// ICU needs its notice carried along. `DebianCopyrightTests` checks the list against the modules
/// the build links and each package's own licence file.
enum DebianCopyright {
    /// Who made the game, as the package's `Maintainer` and the copyright holder.
    static let holder = "The Set developers"
    /// Where the developers are reached.
    static let contact = "The Set developers <set-game@users.noreply.github.com>"

    /// One `Files:` paragraph: a part of the program, who holds its copyright, and its licence.
    struct Part: Equatable {
        /// The files' pattern, from the top of the source tree.
        var files: String
        /// The `Copyright:` field's years and holders.
        var copyright: String
        /// The licence's short name, as DEP-5 writes it.
        var license: String
    }

    /// The game's own licence.
    static let gameLicense = "Apache-2.0"
    /// The Swift packages' licence with the Swift project's Runtime Library Exception.
    static let runtimeExceptionLicense = "Apache-2.0 with Runtime-Library exception"

    /// The Swift packages linked into the program, by the folder the build fetches each into.
    static let packages: [Part] = [
        Part(
            files: ".build/checkouts/swift-argument-parser/*",
            copyright: "2020-2025 Apple Inc. and the Swift project authors", license: runtimeExceptionLicense),
        Part(
            files: ".build/checkouts/swift-async-algorithms/*",
            copyright: "2022-2025 Apple Inc. and the Swift project authors", license: runtimeExceptionLicense),
        Part(
            files: ".build/checkouts/swift-atomics/*",
            copyright: "2020-2025 Apple Inc. and the Swift project authors", license: runtimeExceptionLicense),
        Part(
            files: ".build/checkouts/swift-collections/*",
            copyright: "2021-2026 Apple Inc. and the Swift project authors", license: runtimeExceptionLicense),
        Part(
            files: ".build/checkouts/swift-log/*",
            copyright: "2018-2025 Apple Inc. and the Swift Logging API project authors", license: "Apache-2.0"),
        Part(
            files: ".build/checkouts/swift-metrics/*",
            copyright: "2018-2026 Apple Inc. and the Swift Metrics API project authors", license: "Apache-2.0"),
        Part(
            files: ".build/checkouts/swift-nio/*",
            copyright: "2017-2025 Apple Inc. and the SwiftNIO project authors", license: "Apache-2.0"),
        Part(
            files: ".build/checkouts/swift-nio/Sources/CNIOLLHTTP/*", copyright: "2018 Fedor Indutny",
            license: "Expat"),
        Part(
            files: ".build/checkouts/swift-nio-extras/*",
            copyright: "2017-2025 Apple Inc. and the SwiftNIO project authors", license: "Apache-2.0"),
        Part(
            files: ".build/checkouts/swift-numerics/*",
            copyright: "2019-2025 Apple Inc. and the Swift Numerics project authors", license: runtimeExceptionLicense),
        Part(
            files: ".build/checkouts/swift-prometheus/*",
            copyright: "2018-2025 SwiftPrometheus project authors", license: "Apache-2.0"),
        Part(
            files: ".build/checkouts/swift-service-lifecycle/*",
            copyright: "2019-2025 Apple Inc. and the SwiftServiceLifecycle project authors", license: "Apache-2.0"),
        Part(files: ".build/checkouts/GRDB.swift/*", copyright: "2015-2025 Gwendal Roué", license: "Expat"),
    ]

    /// Every `Files:` paragraph, the game's first.
    static var parts: [Part] {
        [Part(files: "*", copyright: "2026 \(holder)", license: gameLicense)] + packages
    }

    /// The file's text.
    static var text: String {
        var paragraphs = [
            """
            Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
            Upstream-Name: set-game
            Upstream-Contact: \(contact)
            Source: \(AppStreamMetadata.homepage)
            Comment: The program is one static binary. Besides the game it holds the Swift
             packages below, which the build fetches into .build/checkouts, and the Swift
             toolchain's runtime: the standard library, Foundation and Dispatch, Copyright
             2014-2025 Apple Inc. and the Swift project authors, under the Apache License
             2.0 with the Runtime Library Exception, and ICU (swift-foundation-icu),
             Copyright 2016 and later Unicode, Inc. and others, under the Unicode License
             V3, whose notice follows.
            """
        ]
        paragraphs += parts.map { part in
            "Files: \(part.files)\nCopyright: \(part.copyright)\nLicense: \(part.license)"
        }
        paragraphs += [apache, runtimeException, expat, unicode]
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    private static let apache = """
        License: Apache-2.0
         Licensed under the Apache License, Version 2.0 (the "License"); you may not
         use this file except in compliance with the License. You may obtain a copy of
         the License at https://www.apache.org/licenses/LICENSE-2.0
         .
         Unless required by applicable law or agreed to in writing, software
         distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
         WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied. See the
         License for the specific language governing permissions and limitations under
         the License.
         .
         On Debian systems, the full text of the Apache License, Version 2.0 can be
         found in /usr/share/common-licenses/Apache-2.0.
        """

    private static let runtimeException = """
        License: Apache-2.0 with Runtime-Library exception
         Licensed under the Apache License, Version 2.0, with the Runtime Library
         Exception below. On Debian systems, the full text of the Apache License,
         Version 2.0 can be found in /usr/share/common-licenses/Apache-2.0.
         .
         Runtime Library Exception to the Apache 2.0 License:
         .
         As an exception, if you use this Software to compile your source code and
         portions of this Software are embedded into the binary product as a result,
         you may redistribute such product without providing attribution as would
         otherwise be required by Sections 4(a), 4(b) and 4(d) of the License.
        """

    private static let expat = """
        License: Expat
         Permission is hereby granted, free of charge, to any person obtaining a copy
         of this software and associated documentation files (the "Software"), to deal
         in the Software without restriction, including without limitation the rights
         to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
         copies of the Software, and to permit persons to whom the Software is
         furnished to do so, subject to the following conditions:
         .
         The above copyright notice and this permission notice shall be included in
         all copies or substantial portions of the Software.
         .
         THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
         IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
         FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
         AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
         LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
         OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
         SOFTWARE.
        """

    private static let unicode = """
        License: Unicode-3.0
         UNICODE LICENSE V3
         .
         COPYRIGHT AND PERMISSION NOTICE
         .
         Copyright © 2016-2024 Unicode, Inc.
         .
         NOTICE TO USER: Carefully read the following legal agreement. BY
         DOWNLOADING, INSTALLING, COPYING OR OTHERWISE USING DATA FILES, AND/OR
         SOFTWARE, YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF THE
         TERMS AND CONDITIONS OF THIS AGREEMENT. IF YOU DO NOT AGREE, DO NOT
         DOWNLOAD, INSTALL, COPY, DISTRIBUTE OR USE THE DATA FILES OR SOFTWARE.
         .
         Permission is hereby granted, free of charge, to any person obtaining a
         copy of data files and any associated documentation (the "Data Files") or
         software and any associated documentation (the "Software") to deal in the
         Data Files or Software without restriction, including without limitation
         the rights to use, copy, modify, merge, publish, distribute, and/or sell
         copies of the Data Files or Software, and to permit persons to whom the
         Data Files or Software are furnished to do so, provided that either (a)
         this copyright and permission notice appear with all copies of the Data
         Files or Software, or (b) this copyright and permission notice appear in
         associated Documentation.
         .
         THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY
         KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
         MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT OF
         THIRD PARTY RIGHTS.
         .
         IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS NOTICE
         BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES,
         OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,
         WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION,
         ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA
         FILES OR SOFTWARE.
         .
         Except as contained in this notice, the name of a copyright holder shall
         not be used in advertising or otherwise to promote the sale, use or other
         dealings in these Data Files or Software without prior written
         authorization of the copyright holder.
        """
}
