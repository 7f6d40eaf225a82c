import Foundation
import LayoutDescription
import Testing

/// The JSON Schema is generated from the reader's definitions and the committed copy is in sync.
@Suite("JSON Schema")
struct SchemaTests {
    @Test("Schema/layout-description.schema.json equals the generated schema")
    func committedCopyInSync() throws {
        let committed = try TestSupport.file("Schema/layout-description.schema.json")
        #expect(
            committed == DescriptionSchema.jsonText,
            "regenerate with: swift run complayout schema > Schema/layout-description.schema.json")
    }

    @Test("The schema is draft 2020-12 JSON with a definition for every object of the format")
    func shape() throws {
        let object = try JSONSerialization.jsonObject(with: Data(DescriptionSchema.jsonText.utf8))
        let root = try #require(object as? [String: Any])
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["required"] as? [String] == ["version", "sections"])
        let definitions = try #require(root["$defs"] as? [String: Any])
        #expect(
            Set(definitions.keys) == [
                "environment", "configuration", "list", "waterfall", "section", "group", "stackGroup",
                "customGroup",
                "subitem",
                "item",
                "size", "insets", "edgeSpacing", "anchored", "anchor", "boundary", "decoration",
                "orthogonalScrollingProperties",
            ])
        let section = try #require(definitions["section"] as? [String: Any])
        let properties = try #require(section["properties"] as? [String: Any])
        #expect(properties.keys.contains("orthogonalScrollingBehavior"))
        #expect(section["additionalProperties"] as? Bool == false)
        let group = try #require(definitions["group"] as? [String: Any])
        #expect(group["maxProperties"] as? Int == 1)
    }

    @Test("Every key the reader accepts is in the schema, and an unknown key is rejected by both")
    func readerAndSchemaAgree() throws {
        let schema = DescriptionSchema.jsonText
        for key in [
            "readableContentWidth", "interSectionSpacing", "supplementaryContentInsetsReference",
            "repeatingCount",
            "interItemSpacing", "fractionalOffset", "pinToVisibleBounds", "background", "frames",
        ] {
            #expect(schema.contains("\"\(key)\""), "\(key) missing from the schema")
        }
        #expect(!schema.contains("\"itemcount\""))
        #expect(TestSupport.problems(MalformedCase.withSection("itemcount: 2")).count == 1)
    }

    @Test("The dimension pattern in the schema accepts what the reader accepts")
    func dimensionPattern() throws {
        let pattern = try NSRegularExpression(pattern: Self.dimensionPattern())
        for text in [
            "fractionalWidth(1/3)", "absolute(44)", "uniformAcrossSiblings(estimate: 44)", "estimated(.5)",
        ] {
            let range = NSRange(text.startIndex..., in: text)
            #expect(pattern.firstMatch(in: text, range: range) != nil, "\(text)")
        }
        for text in ["half", "absolute()", "fractionalWidht(1)"] {
            let range = NSRange(text.startIndex..., in: text)
            #expect(pattern.firstMatch(in: text, range: range) == nil, "\(text)")
        }
    }

    private static func dimensionPattern() throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(DescriptionSchema.jsonText.utf8))
        let root = object as? [String: Any]
        let definitions = root?["$defs"] as? [String: Any]
        let size = definitions?["size"] as? [String: Any]
        let properties = size?["properties"] as? [String: Any]
        let width = properties?["width"] as? [String: Any]
        return try #require(width?["pattern"] as? String)
    }
}

/// The reader keeps every field the format defines: a document that uses every field of every
/// object re-encodes with all of them (a field declared in the spec but dropped by the reader or the
/// encoder would go missing).
@Suite("Field coverage")
struct FieldCoverageTests {
    /// Every key path of a value, with list indexes erased: `sections[].group.vertical.count`.
    private static func keyPaths(_ value: DescriptionValue, prefix: String = "") -> Set<String> {
        switch value {
        case .object(let pairs):
            return pairs.reduce(into: Set<String>()) { result, pair in
                let path = prefix.isEmpty ? pair.key : prefix + "." + pair.key
                result.insert(path)
                result.formUnion(keyPaths(pair.value, prefix: path))
            }
        case .array(let values):
            return values.reduce(into: Set<String>()) { $0.formUnion(keyPaths($1, prefix: prefix + "[]")) }
        default:
            return []
        }
    }

    @Test("Every key of the all-fields document survives decoding and encoding")
    func noFieldDropped() throws {
        let input = try DescriptionValue.parse(DecodingTests.everything)
        let encoded = try LayoutDescription.decoded(DecodingTests.everything).value
        let missing = Self.keyPaths(input).subtracting(Self.keyPaths(encoded))
        #expect(missing.isEmpty, "dropped: \(missing.sorted())")
    }

    @Test("The all-fields document uses every field the schema defines")
    func documentCoversSchema() throws {
        let used = Set(
            Self.keyPaths(try DescriptionValue.parse(DecodingTests.everything)).map {
                String($0.split(separator: ".").last!)
            })
        guard case .object(let definitions)? = DescriptionSchema.value["$defs"] else {
            Issue.record("no $defs")
            return
        }
        for (name, definition) in definitions {
            guard case .object(let properties)? = definition["properties"] else { continue }
            for property in properties where !used.contains(property.key) {
                Issue.record("\(name).\(property.key) is not exercised by DecodingTests.everything")
            }
        }
    }
}
