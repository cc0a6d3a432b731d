import Foundation
import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Protocol: frames and messages")
struct NetCodecTests {
    static let snapshot = TableSnapshot(
        cards: cards("1RDF 2GOS 3POO"), deckCount: 69,
        players: [
            PlayerSnapshot(seat: 0, name: name("Ann"), score: 2, sets: 3, connected: true, pingMs: 12),
            PlayerSnapshot(seat: 3, name: name("Zoë 🎲"), score: -1, sets: 0, connected: false, pingMs: nil),
        ],
        gameOver: false)

    static let clientMessages: [ClientMessage] = [
        .hello(Hello(name: name("Ann"))),
        .hello(Hello(name: name("Bob the Builder"), password: "sesame", seatToken: token("a"))),
        .claim(cards("1RDF 2GOS 3POO")),
        .leave,
        .ping(id: 0, rttMs: nil),
        .ping(id: 41, rttMs: 17),
        .hello(Hello(name: name("Ann"), destination: .room(RoomCode("ABCD-EFGH")!))),
        .hello(Hello(name: name("Ann"), password: "sesame", destination: .newRoom(.ultra))),
        .start,
        .chooseMode(.sprint20),
        .chooseMode(.megaSet),
        .claim(cards("1RDFR 2GOSG 3POOP")),
        .playAgain,
    ]

    static let hostMessages: [HostMessage] = [
        .welcome(seat: 7, token: token("f")),
        .refused(reason: "wrong password"),
        .table(snapshot),
        .table(TableSnapshot(cards: [], deckCount: 0, players: [], gameOver: true)),
        .table(
            TableSnapshot(
                cards: cards("1RDFR 2GOSG 3POOP"), deckCount: 240, players: [], gameOver: false, mode: .megaSet)),
        .event(.setFound(seat: 1, cards: cards("1RDF 2GOS 3POO"))),
        // An UltraSet's four and a GhostSet's six reach every window as they are.
        .event(.setFound(seat: 2, cards: cards("1RDS 2RDS 1RDO 2RDO"))),
        .event(.setFound(seat: 0, cards: cards("1RDF 2GOS 3POO 1GSO 2PDF 3RSS"))),
        .event(.miss(seat: 2)),
        .event(.dealtThree(cards("3PSO 2GDF 1RDS"))),
        .event(.tooLate(seat: 0)),
        .event(.playerJoined(seat: 4, name: name("Eve"))),
        .event(.playerDropped(seat: 4)),
        .event(.playerReconnected(seat: 4)),
        .event(.playerLeft(seat: 4)),
        .event(.gameOver),
        .pong(id: 41),
        .ping,
        .room(code: RoomCode("XY23-45ZZ")!, owner: true),
    ]

    @Test(arguments: clientMessages)
    func clientMessagesRoundTrip(message: ClientMessage) throws {
        let frame = try NetCodec.encode(message)
        #expect(try NetCodec.decode(ClientMessage.self, from: frame) == message)
    }

    @Test(arguments: hostMessages)
    func hostMessagesRoundTrip(message: HostMessage) throws {
        let frame = try NetCodec.encode(message)
        #expect(try NetCodec.decode(HostMessage.self, from: frame) == message)
    }

    @Test func framesAreFlatSortedJSONWithTheVersion() throws {
        #expect(
            try NetCodec.encode(ClientMessage.claim(cards("1RDF 2GOS 3POO")))
                == bytes(#"{"cards":["1RDF","2GOS","3POO"],"type":"claim","v":1}"#))
        #expect(
            try NetCodec.encode(ClientMessage.hello(Hello(name: name("Ann"))))
                == bytes(#"{"name":"Ann","type":"hello","v":1}"#))
        #expect(
            try NetCodec.encode(
                ClientMessage.hello(Hello(name: name("Ann"), destination: .room(RoomCode("abcdefgh")!))))
                == bytes(#"{"name":"Ann","room":"ABCDEFGH","type":"hello","v":1}"#))
        #expect(
            try NetCodec.encode(ClientMessage.hello(Hello(name: name("Ann"), destination: .newRoom(.memory))))
                == bytes(#"{"create":"memory","name":"Ann","type":"hello","v":1}"#))
        #expect(
            try NetCodec.encode(HostMessage.room(code: RoomCode("ABCDEFGH")!, owner: false))
                == bytes(#"{"code":"ABCDEFGH","owner":false,"type":"room","v":1}"#))
        #expect(
            try NetCodec.encode(HostMessage.event(.miss(seat: 2)))
                == bytes(#"{"event":{"kind":"miss","seat":2},"type":"event","v":1}"#))
    }

    /// A hello tells the player's ratings by mode; a mode this build does not know is passed over, and an
    /// older hello with none reads as none.
    @Test func aHelloCarriesThePlayersRatings() throws {
        let hello = ClientMessage.hello(Hello(name: name("Ann"), ratings: [.solo: 1232, .timed: 980]))
        #expect(
            try NetCodec.encode(hello)
                == bytes(#"{"name":"Ann","ratings":{"solo":1232,"timed":980},"type":"hello","v":1}"#))
        #expect(try NetCodec.decode(ClientMessage.self, from: NetCodec.encode(hello)) == hello)
        let newer = #"{"v":1,"type":"hello","name":"Ann","ratings":{"solo":1232,"chess":1500}}"#
        #expect(
            try NetCodec.decode(ClientMessage.self, from: bytes(newer))
                == .hello(Hello(name: name("Ann"), ratings: [.solo: 1232])))
    }

    /// A computer player is a player with `bot`, and a known rating comes as `rating`; an older host's
    /// player with neither reads as a person with no rating.
    @Test func aPlayerMayBeAComputerAndHaveARating() throws {
        let ada = PlayerSnapshot(
            seat: 0, name: name("Ada"), score: 2, sets: 2, connected: true, pingMs: nil, computer: .expert,
            rating: 2367)
        let text = String(decoding: try JSONEncoder().encode(ada), as: UTF8.self)
        #expect(text.contains(#""bot":"expert""#) && text.contains(#""rating":2367"#))
        #expect(try JSONDecoder().decode(PlayerSnapshot.self, from: Data(text.utf8)) == ada)
        let older = #"{"seat":1,"name":"Bob","score":0,"sets":0,"connected":true}"#
        let bob = try JSONDecoder().decode(PlayerSnapshot.self, from: Data(older.utf8))
        #expect(bob.computer == nil && bob.rating == nil)
    }

    @Test func aSnapshotCarriesTheDeckSizeOnly() throws {
        let text = String(decoding: try NetCodec.encode(HostMessage.table(Self.snapshot)), as: UTF8.self)
        #expect(
            text == #"{"table":{"cards":["1RDF","2GOS","3POO"],"deck":69,"gameOver":false,"players":["#
                + #"{"connected":true,"name":"Ann","pingMs":12,"score":2,"seat":0,"sets":3},"#
                + #"{"connected":false,"name":"Zoë 🎲","score":-1,"seat":3,"sets":0}],"started":true},"type":"table","v":1}"#
        )
    }

    @Test(arguments: [
        (#"{"v":1,"type":"claim""#, NetProtocolError.malformedJSON),
        ("", .malformedJSON),
        ("[1,2,3]", .malformedJSON),
        (#""hello""#, .malformedJSON),
        (#"{"type":"hello","name":"Ann"}"#, .missingHeader),
        (#"{"v":"1","type":"hello","name":"Ann"}"#, .missingHeader),
        (#"{"v":1,"name":"Ann"}"#, .missingHeader),
        (#"{"v":2,"type":"hello","name":"Ann"}"#, .unsupportedVersion(2)),
        (#"{"v":0,"type":"hello","name":"Ann"}"#, .unsupportedVersion(0)),
        (#"{"v":1,"type":"shout"}"#, .unknownType("shout")),
        (#"{"v":1,"type":"welcome","seat":0,"token":"11111111111111111111111111111111"}"#, .unknownType("welcome")),
        (#"{"v":1,"type":"hello"}"#, .invalidField("name")),
        (#"{"v":1,"type":"hello","name":"Abcdefghijklmnopqrstu"}"#, .invalidField("name")),
        (#"{"v":1,"type":"hello","name":"Ann\u0007"}"#, .invalidField("name")),
        (#"{"v":1,"type":"hello","name":"\u202Enna"}"#, .invalidField("name")),
        (#"{"v":1,"type":"hello","name":"Ann","token":"../../etc/passwd"}"#, .invalidField("token")),
        (#"{"v":1,"type":"claim","cards":["1RDF","2GOS"]}"#, .invalidField("cards")),
        (#"{"v":1,"type":"claim","cards":["1RDF","1RDF","3POO"]}"#, .invalidField("cards")),
        (#"{"v":1,"type":"claim","cards":["1RDF","%s%n","3POO"]}"#, .invalidField("cards.1")),
        (#"{"v":1,"type":"ping","id":-1}"#, .invalidField("id")),
        (#"{"v":1,"type":"ping","id":1,"rttMs":60001}"#, .invalidField("rttMs")),
        (#"{"v":1,"type":"hello","name":"Ann","room":"ABCD-EFG0"}"#, .invalidField("room")),
        (#"{"v":1,"type":"hello","name":"Ann","room":"ABCDEFGHJ"}"#, .invalidField("room")),
        (#"{"v":1,"type":"hello","name":"Ann","create":"twoPlayer"}"#, .invalidField("create")),
        (#"{"v":1,"type":"hello","name":"Ann","create":"solo","room":"ABCDEFGH"}"#, .invalidField("create")),
        (#"{"v":1,"type":"mode","mode":"chess"}"#, .invalidField("mode")),
        (#"{"v":1,"type":"mode"}"#, .invalidField("mode")),
        (#"{"v":1,"type":"hello","name":"Ann","ratings":{"solo":20000}}"#, .invalidField("ratings")),
        (#"{"v":1,"type":"hello","name":"Ann","ratings":{"solo":"high"}}"#, .invalidField("ratings.solo")),
        (#"{"v":1,"type":"hello","name":"Ann","ratings":[1200]}"#, .invalidField("ratings")),
    ])
    func malformedClientFramesAreRefused(text: String, error: NetProtocolError) {
        #expect(throws: error) { try NetCodec.decode(ClientMessage.self, from: bytes(text)) }
    }

    @Test func bytesThatAreNotUTF8AreMalformed() {
        #expect(throws: NetProtocolError.malformedJSON) {
            try NetCodec.decode(ClientMessage.self, from: [0xFF, 0xFE, 0x7B, 0x00, 0xC0])
        }
    }

    @Test func aFrameOver64KiBIsRefusedBeforeItIsRead() throws {
        let body = #"{"v":1,"type":"leave"}"#
        let fits = bytes(body + String(repeating: " ", count: 65_536 - body.utf8.count))
        #expect(fits.count == 65_536)
        #expect(try NetCodec.decode(ClientMessage.self, from: fits) == .leave)
        #expect(throws: NetProtocolError.frameTooLarge(bytes: 65_537)) {
            try NetCodec.decode(ClientMessage.self, from: fits + [0x20])
        }
    }

    @Test func aHostFrameWithImpossibleCountsIsRefused() {
        let tooManyCards = #"{"v":1,"type":"table","table":{"cards":["1RDF"],"deck":81,"gameOver":false,"players":[]}}"#
        #expect(throws: NetProtocolError.invalidField("table.deck")) {
            try NetCodec.decode(HostMessage.self, from: bytes(tooManyCards))
        }
        // MegaSet's deck is 243 cards; the others' 81.
        let tooManyMega =
            #"{"v":1,"type":"table","table":{"cards":["1RDFR"],"deck":243,"gameOver":false,"mode":"megaSet","players":[]}}"#
        #expect(throws: NetProtocolError.invalidField("table.deck")) {
            try NetCodec.decode(HostMessage.self, from: bytes(tooManyMega))
        }
        let fullMega =
            #"{"v":1,"type":"table","table":{"cards":["1RDFR"],"deck":242,"gameOver":false,"mode":"megaSet","players":[]}}"#
        #expect(throws: Never.self) { try NetCodec.decode(HostMessage.self, from: bytes(fullMega)) }
        // A card of the other deck: a classic card in MegaSet, a MegaSet card elsewhere.
        for (mode, card) in [("megaSet", "1RDF"), ("ultra", "1RDFR"), ("junior", "1RDS")] {
            let wrongDeck =
                #"{"v":1,"type":"table","table":{"cards":["\#(card)"],"deck":3,"gameOver":false,"mode":"\#(mode)","players":[]}}"#
            #expect(throws: NetProtocolError.invalidField("table.cards"), "\(mode) \(card)") {
                try NetCodec.decode(HostMessage.self, from: bytes(wrongDeck))
            }
        }
        // A group is 3, 4 or 6 different cards; five, or one card twice, is no group.
        for codes in [#"["1RDF","2GOS","3POO","1GSO","2PDF"]"#, #"["1RDF","1RDF","3POO","1GSO"]"#] {
            let found = #"{"v":1,"type":"event","event":{"kind":"setFound","seat":1,"cards":"# + codes + "}}"
            #expect(throws: NetProtocolError.invalidField("event.cards"), "\(codes)") {
                try NetCodec.decode(HostMessage.self, from: bytes(found))
            }
        }
        let badSeat = #"{"v":1,"type":"welcome","seat":8,"token":"11111111111111111111111111111111"}"#
        #expect(throws: NetProtocolError.invalidField("seat")) {
            try NetCodec.decode(HostMessage.self, from: bytes(badSeat))
        }
    }

    @Test func theHostsHeartbeatIsABarePingAndAClientOneWithoutAnIDIsRefused() throws {
        #expect(try NetCodec.encode(HostMessage.ping) == bytes(#"{"type":"ping","v":1}"#))
        #expect(throws: NetProtocolError.unsupportedVersion(2)) {
            try NetCodec.decode(HostMessage.self, from: bytes(#"{"v":2,"type":"ping"}"#))
        }
        // The host's ping and the client's share a type; the client's needs an id.
        #expect(throws: NetProtocolError.invalidField("id")) {
            try NetCodec.decode(ClientMessage.self, from: bytes(#"{"v":1,"type":"ping"}"#))
        }
    }

    @Test func reasonsReadAsSentences() {
        #expect(
            NetProtocolError.unsupportedVersion(2).description
                == "protocol version 2 is not spoken here (version 1 is)")
        #expect(
            NetProtocolError.frameTooLarge(bytes: 70_000).description
                == "a frame of 70000 bytes is over the 65536-byte limit")
        #expect(NetProtocolError.unknownType("a\nb").description == #"unknown message type "a?b""#)
        #expect(NetProtocolError.invalidField("name").description == "bad or missing name")
    }
}
