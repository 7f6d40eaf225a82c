/// `Codable` conformances, so that a description can be embedded in other `Codable` types and read
/// with `JSONDecoder`. Decoding still goes through the validating reader: `init(from:)` reads a
/// generic ``DescriptionValue`` first and throws ``DescriptionError`` for invalid input.
extension DescriptionValue: Codable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads any JSON-like value. Object keys are sorted, because `Decoder` does not expose their
    /// input order.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var pairs: [(key: String, value: DescriptionValue)] = []
            for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                pairs.append((key.stringValue, try keyed.decode(DescriptionValue.self, forKey: key)))
            }
            self = .object(pairs)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var values: [DescriptionValue] = []
            while !unkeyed.isAtEnd { values.append(try unkeyed.decode(DescriptionValue.self)) }
            self = .array(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Writes the value; object keys keep their order where the encoder does.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let pairs):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for pair in pairs { try keyed.encode(pair.value, forKey: AnyKey(stringValue: pair.key)) }
        case .array(let values):
            var unkeyed = encoder.unkeyedContainer()
            for value in values { try unkeyed.encode(value) }
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        }
    }
}

extension LayoutDescription: Codable {
    /// Decodes through the validating reader, within the ``DescriptionLimits`` found in the
    /// decoder's `userInfo` under ``DescriptionLimits/userInfoKey`` (the defaults without them).
    ///
    /// - Throws: ``DescriptionError`` listing every problem, or the decoder's own error for
    ///   input that is not JSON-like.
    public init(from decoder: any Decoder) throws {
        let value = try DescriptionValue(from: decoder)
        let limits =
            decoder.userInfo[DescriptionLimits.userInfoKey] as? DescriptionLimits ?? DescriptionLimits()
        let limit = limits.effectiveDepth
        guard value.depth <= limit else {
            throw DescriptionError(path: .root, NestingScan.nestingMessage(limit: limit))
        }
        self = try LayoutDescription.decode(value)
    }

    /// Encodes the canonical value tree (``value``).
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
