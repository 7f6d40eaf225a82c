/// The JSON Schema (draft 2020-12) of the description format, generated from the same
/// `DescriptionCatalog` specs that the reader checks input against.
///
/// `complayout schema` prints ``jsonText``; the repository keeps a copy in
/// `Schema/layout-description.schema.json`, which a test compares with the generated text.
public enum DescriptionSchema {
    /// The schema's `$id`.
    public static let identifier =
        "https://github.com/swift-compositional-layout/schema/layout-description-v1.schema.json"

    /// The schema as a value tree.
    public static var value: DescriptionValue {
        var definitions: [(key: String, value: DescriptionValue)] = []
        for spec in DescriptionCatalog.objects where spec.name != "document" {
            definitions.append((spec.name, object(spec)))
        }
        var root = object(DescriptionCatalog.document)
        guard case .object(var pairs) = root else { return root }
        pairs.insert(("$schema", .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
        pairs.insert(("$id", .string(identifier)), at: 1)
        pairs.insert(
            ("title", .string("Compositional layout description, version \(DescriptionCatalog.version)")),
            at: 2)
        pairs.append(("$defs", .object(definitions)))
        root = .object(pairs)
        return root
    }

    /// The schema as pretty-printed JSON, ending with a newline.
    public static var jsonText: String { value.jsonText }

    private static func object(_ spec: ObjectSpec) -> DescriptionValue {
        var pairs: [(key: String, value: DescriptionValue)] = [
            ("description", .string(spec.summary)), ("type", .string("object")),
        ]
        pairs.append(
            (
                "properties",
                .object(spec.fields.map { field in (field.name, schema(for: field.shape, field.summary)) })
            ))
        let required = spec.fields.filter { $0.isRequired }.map { DescriptionValue.string($0.name) }
        if !required.isEmpty { pairs.append(("required", .array(required))) }
        if spec.exclusivePair.count == 2 {
            pairs.append(("not", .object([("required", .array(spec.exclusivePair.map { .string($0) }))])))
        } else if spec.exclusivePair.count > 2 {
            // At most one of them: no two together.
            var together: [DescriptionValue] = []
            for (position, first) in spec.exclusivePair.enumerated() {
                for second in spec.exclusivePair[(position + 1)...] {
                    together.append(.object([("required", .array([.string(first), .string(second)]))]))
                }
            }
            pairs.append(("not", .object([("anyOf", .array(together))])))
        }
        if spec.exactlyOneField {
            pairs.append(("minProperties", .number(1)))
            pairs.append(("maxProperties", .number(1)))
        }
        pairs.append(("additionalProperties", .bool(false)))
        return .object(pairs)
    }

    private static func schema(for shape: ValueShape, _ summary: String? = nil) -> DescriptionValue {
        var pairs: [(key: String, value: DescriptionValue)] = []
        if let summary { pairs.append(("description", .string(summary))) }
        switch shape {
        case .integer(let range):
            pairs.append(("type", .string("integer")))
            pairs += bounds(range)
        case .number(let range):
            pairs.append(("type", .string("number")))
            pairs += bounds(range)
        case .boolean:
            pairs.append(("type", .string("boolean")))
        case .text:
            pairs.append(("type", .string("string")))
            pairs.append(("minLength", .number(1)))
        case .enumeration(let names):
            pairs.append(("enum", .array(names.map { .string($0) })))
        case .dimension:
            pairs.append(("type", .string("string")))
            pairs.append(("pattern", .string(DescriptionSyntax.dimensionPattern)))
        case .itemHeight:
            pairs.append(
                (
                    "oneOf",
                    .array([
                        schema(for: .number(.nonNegative)),
                        .object([
                            ("type", .string("string")),
                            ("pattern", .string(DescriptionSyntax.itemHeightPattern)),
                        ]),
                    ])
                ))
        case .rate:
            pairs.append(
                (
                    "oneOf",
                    .array([
                        .object([("enum", .array(DecelerationRateDescription.names.map { .string($0) }))]),
                        .object([
                            ("type", .string("number")), ("exclusiveMinimum", .number(0)),
                            ("exclusiveMaximum", .number(1)),
                        ]),
                    ])
                ))
        case .spacing:
            pairs.append(
                (
                    "oneOf",
                    .array([
                        schema(for: .number(.length)),
                        .object([
                            ("type", .string("string")),
                            ("pattern", .string(DescriptionSyntax.spacingPattern)),
                        ]),
                    ])
                ))
        case .insets:
            pairs.append(("oneOf", .array([schema(for: .number(.length)), reference("insets")])))
        case .pair:
            pairs.append(("type", .string("array")))
            pairs.append(("items", schema(for: .number(.length))))
            pairs.append(("minItems", .number(2)))
            pairs.append(("maxItems", .number(2)))
        case .frame:
            let length = schema(for: .number(.length))
            pairs.append(("type", .string("array")))
            pairs.append(
                ("prefixItems", .array([length, length, length, length, schema(for: .integer(.zIndex))])))
            pairs.append(("items", .bool(false)))
            pairs.append(("minItems", .number(4)))
        case .list(let element):
            pairs.append(("type", .string("array")))
            pairs.append(("items", schema(for: element)))
        case .map(let element):
            pairs.append(("type", .string("object")))
            pairs.append(("additionalProperties", schema(for: element)))
        case .object(let name):
            guard case .object(let referencePairs) = reference(name) else { break }
            pairs += referencePairs
        }
        return .object(pairs)
    }

    private static func reference(_ name: String) -> DescriptionValue {
        .object([("$ref", .string("#/$defs/\(name)"))])
    }

    private static func bounds(_ range: NumberRange) -> [(key: String, value: DescriptionValue)] {
        [
            (range.minimumIsExclusive ? "exclusiveMinimum" : "minimum", .number(range.minimum)),
            ("maximum", .number(range.maximum)),
        ]
    }
}
