import Foundation
import LayoutDescription
import Testing

/// Encoding a description and reading it back gives an equal description: decode(encode(x)) == x.
@Suite("Round trip")
struct RoundTripTests {
    static var documents: [(String, String)] {
        get throws {
            var result = [("everything", DecodingTests.everything)]
            for name in BuiltInExamples.names {
                result.append((name, try TestSupport.file("Examples/\(name).yaml")))
            }
            for name in [
                "R-CONT-1", "R-NEST-1_R-NEST-2", "R-CUSTOM-1_R-CUSTOM-2_R-CUSTOM-3", "R-REF-2_R-REF-4",
                "R-STACK-3_R-STACK-5", "R-BOUNDARY-3_R-BOUNDARY-9",
                "R-BOUNDARY-3_R-BOUNDARY-9-not-following", "R-ANCHOR-badge", "R-DECOR-1",
                "R-ORTHO-2_R-ORTHO-4", "R-PIN-2_R-PIN-3_R-PIN-4",
            ] {
                result.append((name, try TestSupport.file("Tests/Fixtures/rule-examples/\(name).yaml")))
            }
            return result
        }
    }

    @Test("JSON and YAML encodings read back to the same description")
    func roundTrip() throws {
        for (name, text) in try Self.documents {
            let description = try LayoutDescription.decoded(text)
            let json = description.jsonText()
            let yaml = description.yamlText()
            #expect(try LayoutDescription.decoded(json) == description, "\(name) via JSON:\n\(json)")
            #expect(try LayoutDescription.decoded(yaml) == description, "\(name) via YAML:\n\(yaml)")
            #expect(try LayoutDescription.decoded(json).jsonText() == json, "\(name): encoding is stable")
        }
    }

    @Test("Encoding uses the canonical spelling")
    func canonicalSpelling() throws {
        let text = MalformedCase.item(
            #"size: {width: "fractionalWidth( 1 / 4 )", height: "uniformAcrossSiblings(estimate: 44)"}, "#
                + "contentInsets: {top: 2, leading: 2, bottom: 2, trailing: 2}")
        let json = try LayoutDescription.decoded(text).jsonText()
        #expect(json.contains(#""width": "fractionalWidth(0.25)""#))
        #expect(json.contains(#""height": "uniformAcrossSiblings(44)""#))
        #expect(json.contains(#""contentInsets": 2"#))
        #expect(json.hasPrefix("{\n  \"version\": 1,\n  \"sections\": ["))
    }

    @Test("Strings with quotes, backslashes and control characters survive both encodings")
    func escaping() throws {
        let description = LayoutDescription(
            schemaReference: "a \"quoted\" \\ path\twith\ncontrol \u{1} and ünïcødé", sections: [])
        #expect(try LayoutDescription.decoded(description.jsonText()) == description)
        #expect(try LayoutDescription.decoded(description.yamlText()) == description)
    }
}

/// `Codable` goes through the same validating reader.
@Suite("Codable")
struct CodableTests {
    @Test("JSONDecoder reads a description; JSONEncoder output reads back equal")
    func jsonCoders() throws {
        let description = try LayoutDescription.decoded(DecodingTests.everything)
        let data = try JSONEncoder().encode(description)
        #expect(try JSONDecoder().decode(LayoutDescription.self, from: data) == description)
        let fromText = try JSONDecoder().decode(
            LayoutDescription.self, from: Data(description.jsonText().utf8))
        #expect(fromText == description)
    }

    @Test("JSONDecoder reports DescriptionError with paths for invalid descriptions")
    func jsonDecoderErrors() throws {
        let data = Data(#"{"version": 1, "sections": [{"itemCount": -1, "group": {}}]}"#.utf8)
        do {
            _ = try JSONDecoder().decode(LayoutDescription.self, from: data)
            Issue.record("expected an error")
        } catch let error as DescriptionError {
            #expect(error.problems.map(\.path.description) == ["sections[0].itemCount", "sections[0].group"])
        }
    }
}
