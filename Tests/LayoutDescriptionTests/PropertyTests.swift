import CollectionLayout
import LayoutDescription
import PropertyBased
import Testing

/// Properties over generated input: arbitrary bytes never trap, mutated descriptions either read
/// or report problems with paths, and generated values survive both encodings.
@Suite("Properties")
struct PropertyTests {
    @Test("Arbitrary bytes never trap: they read as a description or yield problems")
    func arbitraryBytes() async {
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...120)) { bytes in
            let problems = TestSupport.problems(bytes: bytes)
            #expect(problems.allSatisfy { !$0.message.isEmpty })
        }
    }

    @Test("A mutated example reads and round-trips, or yields problems; never traps")
    func mutatedExample() async throws {
        let original = Array(try TestSupport.file("Examples/mosaic.yaml").utf8)
        let replacements: [UInt8] = Array("{}[]:,-#&* \n\"'0123456789.aZ/()".utf8) + [0xFF, 0x00]
        await propertyCheck(
            count: 300, input: Gen.int(in: 0..<original.count), Gen.element(of: replacements)
        ) { position, byte in
            var bytes = original
            bytes[position] = byte ?? 0
            let problems = TestSupport.problems(bytes: bytes)
            if problems.isEmpty, let description = try? LayoutDescription.decode(bytes) {
                #expect((try? LayoutDescription.decoded(description.yamlText())) == description)
            }
        }
    }

    @Test("Generated dimensions, spacings and insets survive JSON and YAML encoding exactly")
    func generatedValuesRoundTrip() async {
        let kinds = LayoutDimension.Kind.allCases
        await propertyCheck(
            count: 200, input: Gen.element(of: kinds), Gen.double(in: 0...100_000),
            Gen.double(in: -500...500),
            Gen.bool
        ) { kind, value, inset, flexible in
            var item = ItemDescription(
                size: LayoutSize(
                    widthDimension: LayoutDimension(kind: kind ?? .absolute, dimension: value),
                    heightDimension: .absolute(value)),
                contentInsets: DirectionalEdgeInsets(
                    top: inset, leading: -inset, bottom: inset / 3, trailing: 0))
            item.edgeSpacing = LayoutEdgeSpacing(
                leading: flexible ? .flexible(inset) : .fixed(inset), top: nil, trailing: .fixed(value),
                bottom: nil)
            var body = StackGroupDescription(
                size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [.item(item)])
            body.interItemSpacing = flexible ? .flexible(value / 7) : .fixed(value / 7)
            var section = SectionDescription(itemCount: Int(value), group: .horizontal(body))
            section.interGroupSpacing = inset
            let description = LayoutDescription(sections: [section])
            #expect((try? LayoutDescription.decoded(description.jsonText())) == description)
            #expect((try? LayoutDescription.decoded(description.yamlText())) == description)
        }
    }
}
