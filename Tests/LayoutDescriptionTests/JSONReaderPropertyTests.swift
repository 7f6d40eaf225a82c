import LayoutDescription
import PropertyBased
import Testing

/// Random JSON values written out and read back by both readers: the same values and the same
/// locations; random number spellings read to the `Double` the standard library reads.
@Suite("Portable JSON reader: properties")
struct JSONReaderPropertyTests {
    /// A small deterministic generator (SplitMix64) driven by the property's seed.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Characters for strings and keys: ASCII, JSON's escaped characters, controls the writer
    /// escapes, and multi-byte scalars (a combining accent, CJK, an emoji). Not U+FEFF, which YAML
    /// drops at the start of a string, nor U+2028, which YAML refuses in a key, nor C1 controls,
    /// which both readers refuse (see the malformed-input table).
    static let alphabet: [Unicode.Scalar] = [
        "a", "b", "Z", "0", "9", " ", ":", ",", "{", "]", "#", "-", ".", "\"", "\\", "/", "\n", "\r", "\t",
        "\u{1}", "\u{1F}", "é", "\u{301}", "名", "😀", "\u{FFFD}", "'", "&", "*", "!", "|", ">",
    ]

    static func string(_ random: inout Random) -> String {
        var text = ""
        for _ in 0..<random.below(8) { text.unicodeScalars.append(alphabet[random.below(alphabet.count)]) }
        return text
    }

    static func number(_ random: inout Random) -> Double {
        switch random.below(4) {
        case 0: return Double(Int(truncatingIfNeeded: random.next()) >> random.below(64))
        case 1: return Double(random.below(100_000)) / Double([1, 2, 3, 10, 100, 7][random.below(6)])
        case 2:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 0.5
        default: return Double(random.below(2000)) - 1000
        }
    }

    static func value(_ random: inout Random, depth: Int) -> DescriptionValue {
        let kind = depth >= 5 ? random.below(4) : random.below(6)
        switch kind {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return .number(number(&random))
        case 3: return .string(string(&random))
        case 4: return .array((0..<random.below(5)).map { _ in value(&random, depth: depth + 1) })
        default:
            var keys: [String] = []
            for _ in 0..<random.below(5) {
                let key = string(&random)
                if !keys.contains(key) { keys.append(key) }
            }
            return .object(keys.map { (key: $0, value: value(&random, depth: depth + 1)) })
        }
    }

    @Test("Random JSON values written out read back the same with both readers, located alike")
    func randomValues() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var random = Random(state: seed)
            let original = Self.value(&random, depth: 0)
            for json in [original.jsonText, ReaderParity.compactJSON(original)] {
                let bytes = Array(json.utf8)
                let portable = ReaderParity.portable(bytes)
                #expect(portable == .value(original), "\(json)")
                #expect(ReaderParity.native(bytes) == portable, "\(json)")
                let problems = ReaderParity.probes(of: original)
                let (native, portableLocations) = ReaderParity.locations(
                    of: problems, in: json, limits: DescriptionLimits())
                #expect(native == portableLocations, "\(json)")
            }
        }
    }

    @Test("A mutated JSON example never traps; when both readers read it, they read the same")
    func mutatedExamples() async throws {
        let original = Array(try DescriptionValue.parse(BuiltInExamples.text(named: "mosaic")!).jsonText.utf8)
        let replacements: [UInt8] =
            Array("{}[]:,-\"\\ \n\t0123456789.eE+aZ/u".utf8) + [0xFF, 0x00, 0xC3, 0x7F]
        await propertyCheck(
            count: 500, input: Gen.int(in: 0..<original.count), Gen.element(of: replacements), Gen.bool
        ) { position, byte, inserting in
            var bytes = original
            if inserting {
                bytes.insert(byte ?? 0, at: position)
            } else {
                bytes[position] = byte ?? 0
            }
            let portable = ReaderParity.portable(bytes)
            let native = ReaderParity.native(bytes)
            if case .value = portable, case .value = native { #expect(portable == native) }
            if let error = portable.error {
                #expect(error.problems.count == 1 && !error.problems[0].message.isEmpty)
                // A problem that is not a syntax error is the YAML reader's own (one mutation
                // cannot add a second problem that YAML would meet first).
                if !error.problems[0].message.hasPrefix("syntax error") { #expect(portable == native) }
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(DescriptionJSONReader.locations(of: error.problems, in: text).count == 1)
            }
        }
    }

    @Test("Random number spellings read to the Double that Double(text) reads")
    func randomNumbers() async {
        await propertyCheck(count: 2000, input: Gen.uint64()) { seed in
            var random = Random(state: seed)
            var text = random.below(2) == 0 ? "-" : ""
            let integerDigits = 1 + random.below(random.below(4) == 0 ? 40 : 17)
            text += String(1 + random.below(9))
            for _ in 1..<integerDigits { text += String(random.below(10)) }
            if random.below(2) == 0 {
                text += "."
                for _ in 0...random.below(25) { text += String(random.below(10)) }
            }
            if random.below(2) == 0 {
                text += ["e", "E"][random.below(2)] + ["", "+", "-"][random.below(3)]
                text += String(random.below(random.below(3) == 0 ? 400 : 30))
            }
            let expected = Double(text)!
            let read = try? DescriptionJSONReader.parse("[\(text)]")
            #expect(read == .array([.number(expected)]), "\(text)")
            if case .array(let values) = read, case .number(let value) = values.first {
                #expect(value.bitPattern == expected.bitPattern, "\(text)")
            }
        }
    }

    @Test("Every double, written the shortest way, reads back to itself")
    func shortestSpellings() async {
        await propertyCheck(count: 2000, input: Gen.uint64()) { bits in
            let value = Double(bitPattern: bits)
            guard value.isFinite else { return }
            let read = try? DescriptionJSONReader.parse("[\(value.description)]")
            guard case .array(let values) = read, case .number(let number) = values.first else {
                Issue.record("\(value) did not read")
                return
            }
            #expect(number.bitPattern == value.bitPattern, "\(value)")
        }
    }
}
