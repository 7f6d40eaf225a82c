import CollectionLayout
import Foundation
import LayoutDescription
import Testing

/// `DescriptionLimits` as a value: each limit holds by default, can be raised and lowered per read,
/// and an input over it is a `DescriptionError` naming the limit, where it was hit, and the flag and
/// property that raise it.
@Suite("Description limits")
struct DescriptionLimitsTests {
    /// The photo grid's section behind templates `t0 → t1 → … → t(length − 1)`, used by one section.
    static func templateChain(_ length: Int) -> String {
        var lines = ["version: 1", "environment: {width: 390, height: 844}", "templates:"]
        for index in 0..<length {
            lines.append("  t\(index):")
            lines.append(
                index < length - 1
                    ? "    template: t\(index + 1)"
                    : "    itemCount: 3\n    group: {horizontal: {size: {width: \"fractionalWidth(1)\", "
                        + "height: \"absolute(100)\"}, subitems: [{item: {size: {width: \"fractionalWidth(1/3)\", "
                        + "height: \"fractionalHeight(1)\"}}}]}}")
        }
        return lines.joined(separator: "\n") + "\nsections:\n  - template: t0\n"
    }

    /// `depth` nested flow lists.
    static func nested(_ depth: Int) -> String {
        "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    }

    /// The message of the first problem `body` throws, or nil when it throws none.
    static func message(_ body: () throws(DescriptionError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.problems.first.map(\.description)
        }
    }

    @Test(
        "The defaults are the limits that were fixed before: 8 MiB, 64 levels, 200,000 values, 64 templates")
    func defaults() {
        let limits = DescriptionLimits()
        #expect(limits.maximumInputBytes == 8 * 1024 * 1024)
        #expect(limits.maximumDepth == 64)
        #expect(limits.maximumValueCount == 200_000)
        #expect(limits.maximumTemplateChainDepth == 64)
        #expect(DescriptionLimits.nestingCeiling == 500)
    }

    @Test("Input size: bytes over the limit name it and --max-input-bytes; at the limit they are read")
    func inputBytes() {
        let text = Array("version: 1\nsections: []\n".utf8)  // 24 bytes
        var limits = DescriptionLimits()
        limits.maximumInputBytes = 23
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(text, limits: limits)
            }
                == "(document): the input is 24 bytes, more than the input limit of 23 bytes; "
                + "raise it with --max-input-bytes (DescriptionLimits.maximumInputBytes)")
        limits.maximumInputBytes = 24
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try LayoutDescription.decode(text, limits: limits)
            }
                == nil)
        // The default reads 9 MiB of nothing only when raised (the layout is then empty).
        let large = [UInt8](repeating: 0x20, count: 9 * 1024 * 1024)
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(large) }?
                .contains("more than the input limit of 8388608 bytes") == true)
        limits.maximumInputBytes = 10 * 1024 * 1024
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try DescriptionValue.parse(large, limits: limits)
            }
                == "(document): the input is empty; expected a layout description object")
    }

    @Test("Nesting: 65 levels are refused by default, accepted at --max-nesting 100; 4 refused at 3")
    func nesting() {
        // `a:` is one level (the document object); 64 lists inside make 65, and the converter names
        // the path of the innermost list (63 `[0]`s after `a`).
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(Self.nested(64)) }
                == "a" + String(repeating: "[0]", count: 63)
                + ": lists and objects are nested deeper than 64 levels; "
                + "raise it with --max-nesting (DescriptionLimits.maximumDepth)")
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(Self.nested(63)) }
                == nil)
        var limits = DescriptionLimits()
        limits.maximumDepth = 100
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try DescriptionValue.parse(Self.nested(64), limits: limits)
            } == nil)
        limits.maximumDepth = 3
        // Three levels: the object, two lists. The converter names the path of the fourth.
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try DescriptionValue.parse(Self.nested(2), limits: limits)
            } == nil)
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try DescriptionValue.parse(Self.nested(3), limits: limits)
            } == "a[0][0]: lists and objects are nested deeper than 3 levels; "
                + "raise it with --max-nesting (DescriptionLimits.maximumDepth)")
    }

    @Test("Nesting beyond the ceiling of 500 is read as 500, never deeper (no stack overflow)")
    func nestingCeiling() {
        var limits = DescriptionLimits()
        limits.maximumDepth = 100_000
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try DescriptionValue.parse(Self.nested(5_000), limits: limits)
            }?.contains("nested deeper than 500 levels") == true)
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try DescriptionValue.parse(Self.nested(499), limits: limits)
            } == nil)
    }

    @Test("Values: a flat list over the limit names --max-values; a raised limit reads it")
    func values() {
        // The object, the key `a`, the list and 11 numbers: 14 values.
        let text = "a: [" + Array(repeating: "0", count: 11).joined(separator: ", ") + "]\n"
        var limits = DescriptionLimits()
        limits.maximumValueCount = 13
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(text, limits: limits)
            }
                == "(document): the document holds more than 13 values; "
                + "raise it with --max-values (DescriptionLimits.maximumValueCount)")
        limits.maximumValueCount = 14
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(text, limits: limits)
            }
                == nil)
    }

    @Test("Values: aliases expanding past a lowered limit name the path and --max-values")
    func aliasExpansion() {
        // 10 values in the text (the scan counts them before composing); composed, the aliases
        // expand `a`'s list (4 values) twice: object, 4, list `b`, 4 + 4 = 14.
        let text = "a: &a [x, y, z]\nb: [*a, *a]\n"
        var limits = DescriptionLimits()
        limits.maximumValueCount = 10
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(text, limits: limits)
            }?
            .hasSuffix(
                "the document expands to more than 10 values (alias bomb?); "
                    + "raise it with --max-values (DescriptionLimits.maximumValueCount)") == true)
        limits.maximumValueCount = 14
        #expect(
            Self.message { () throws(DescriptionError) in _ = try DescriptionValue.parse(text, limits: limits)
            }
                == nil)
    }

    @Test("Template chains: 65 templates are refused by default, resolve at 100, and 5 are refused at 4")
    func templateChain() throws {
        let long = try LayoutDescription.decode(Self.templateChain(65))
        #expect(
            Self.message { () throws(DescriptionError) in _ = try long.resolve() }
                == "templates.t0.template: the template chain t0 → t1 → t2 → … is longer than the limit of 64 "
                + "templates; shorten the chain or raise it with --max-template-chain "
                + "(DescriptionLimits.maximumTemplateChainDepth)")
        var limits = DescriptionLimits()
        limits.maximumTemplateChainDepth = 100
        let resolved = try long.resolve(limits: limits)
        #expect(resolved.itemCounts == [3])
        limits.maximumTemplateChainDepth = 4
        let short = try LayoutDescription.decode(Self.templateChain(5))
        // t1 → t2 → t3 → t4 is 4 long; t0 makes 5.
        #expect(
            Self.message { () throws(DescriptionError) in _ = try short.resolve(limits: limits) }
                == "templates.t0.template: the template chain t0 → t1 → t2 → … is longer than the limit of 4 "
                + "templates; shorten the chain or raise it with --max-template-chain "
                + "(DescriptionLimits.maximumTemplateChainDepth)")
        limits.maximumTemplateChainDepth = 1
        let two = try LayoutDescription.decode(Self.templateChain(2))
        #expect(
            Self.message { () throws(DescriptionError) in _ = try two.resolve(limits: limits) }?
                .hasPrefix("templates.t0.template: the template chain t0 → t1 is longer than the limit of 1 ")
                == true)
    }

    @Test("Sizes files and Codable decoding are read within the limits given")
    func sizesAndCodable() throws {
        var limits = DescriptionLimits()
        limits.maximumDepth = 2
        let sizes = Array(#"{"cells": {"0:0": {"height": 10}}}"#.utf8)
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try SizesDescription.decode(sizes, limits: limits)
            }?
            .contains("nested deeper than 2 levels; raise it with --max-nesting") == true)
        limits.maximumDepth = 3
        #expect(
            Self.message { () throws(DescriptionError) in
                _ = try SizesDescription.decode(sizes, limits: limits)
            }
                == nil)

        let json = Data(#"{"version": 1, "sections": [{"itemCount": 1}]}"#.utf8)
        let decoder = JSONDecoder()
        limits.maximumDepth = 2
        decoder.userInfo[DescriptionLimits.userInfoKey] = limits
        #expect(throws: DescriptionError.self) { try decoder.decode(LayoutDescription.self, from: json) }
        limits.maximumDepth = 3
        decoder.userInfo[DescriptionLimits.userInfoKey] = limits
        #expect(throws: Never.self) { try decoder.decode(LayoutDescription.self, from: json) }
    }

    @Test("Problems in text over the default input limit are located when read with a raised limit")
    func locationsWithinLimits() {
        let padding = String(repeating: "#", count: 8 * 1024 * 1024) + "\n"
        let text = padding + "version: 1\nsectoins: []\n"
        let problem = DescriptionProblem(path: .root.key("sectoins"), message: "unknown key \"sectoins\"")
        #expect(DescriptionSourceLocation.locations(of: [problem], in: text) == [.start])
        var limits = DescriptionLimits()
        limits.maximumInputBytes = 9 * 1024 * 1024
        #expect(
            DescriptionSourceLocation.locations(of: [problem], in: text, limits: limits)
                == [DescriptionSourceLocation(line: 3, column: 1)])
    }

    @Test("Flag values below 1, and --max-nesting above the ceiling, are refused with the flag's name")
    func flagProblems() {
        #expect(
            DescriptionLimits.flagProblem("--max-values", value: 0)
                == "--max-values must be at least 1; got 0.")
        #expect(DescriptionLimits.flagProblem("--max-values", value: 1) == nil)
        #expect(DescriptionLimits.flagProblem("--max-nesting", value: 500) == nil)
        #expect(
            DescriptionLimits.flagProblem("--max-nesting", value: 501)?.hasPrefix(
                "--max-nesting must be at most 500") == true)
        #expect(DescriptionLimits.flagProblem("--max-template-chain", value: 501) == nil)
    }
}
