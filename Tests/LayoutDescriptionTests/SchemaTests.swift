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
                "environment", "configuration", "section", "group", "stackGroup", "customGroup", "subitem",
                "item",
                "size", "insets", "edgeSpacing", "anchored", "anchor", "boundary", "decoration",
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
