import CollectionLayout

/// Walks a ``DescriptionValue`` against the specs of `DescriptionCatalog`, collecting every
/// problem with its path instead of stopping at the first.
final class DescriptionReader {
    private(set) var problems: [DescriptionProblem] = []

    func report(_ path: DescriptionPath, _ message: String) {
        problems.append(DescriptionProblem(path: path, message: message))
    }

    /// The fields of an object checked against its spec: unknown keys (with a suggestion),
    /// missing required keys and, for one-of objects, exactly one key.
    struct Fields {
        let spec: ObjectSpec
        let path: DescriptionPath
        let pairs: [(key: String, value: DescriptionValue)]

        /// The keys present, in input order.
        var keys: [String] { pairs.map { $0.key } }
    }

    func object(_ value: DescriptionValue, _ specName: String, at path: DescriptionPath) -> Fields? {
        let spec = DescriptionCatalog.spec(specName)
        guard case .object(let pairs) = value else {
            report(path, "expected \(Self.expectation(for: .object(specName))), got \(value.summary)")
            return nil
        }
        let names = spec.fields.map { $0.name }
        var known: [(key: String, value: DescriptionValue)] = []
        for pair in pairs {
            if spec.field(pair.key) == nil {
                report(
                    path.key(pair.key),
                    "unknown key \"\(pair.key)\" in \(spec.name)\(Suggestion.hint(for: pair.key, among: names))"
                )
            } else {
                known.append(pair)
            }
        }
        let exclusive = spec.exclusivePair.filter { name in known.contains { $0.key == name } }
        if exclusive.count > 1 {
            let both = exclusive.map { "\"\($0)\"" }.joined(separator: " and ")
            report(path, "found both \(both): a \(spec.name) has one or the other")
        }
        if spec.exactlyOneField {
            if known.count != 1 && pairs.count == known.count {
                let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
                let found = known.isEmpty ? "none" : known.map { "\"\($0.key)\"" }.joined(separator: " and ")
                report(path, "expected exactly one of \(list), found \(found)")
            }
        } else {
            for field in spec.fields
            where field.isRequired && !known.contains(where: { $0.key == field.name }) {
                report(path, "missing required key \"\(field.name)\" (\(field.summary))")
            }
        }
        return Fields(spec: spec, path: path, pairs: known)
    }

    /// The value, spec and path of a declared field if it is present.
    func field(_ fields: Fields, _ name: String) -> (
        value: DescriptionValue, shape: ValueShape, path: DescriptionPath
    )? {
        guard let spec = fields.spec.field(name) else {
            assertionFailure("\(fields.spec.name) has no field \(name)")
            return nil
        }
        guard let value = fields.pairs.first(where: { $0.key == name })?.value else { return nil }
        return (value, spec.shape, fields.path.key(name))
    }

    /// Reads a present field with `read`, passing its value, shape and path.
    func read<T>(
        _ fields: Fields, _ name: String, _ read: (DescriptionValue, ValueShape, DescriptionPath) -> T?
    ) -> T? {
        guard let (value, shape, path) = field(fields, name) else { return nil }
        return read(value, shape, path)
    }

    // MARK: Scalars

    func number(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> Double? {
        guard case .number(let number) = value else {
            report(path, "expected \(Self.expectation(for: shape)), got \(value.summary)")
            return nil
        }
        return checked(number, shape, at: path)
    }

    private func checked(_ number: Double, _ shape: ValueShape, at path: DescriptionPath) -> Double? {
        guard number.isFinite else {
            report(path, "expected a finite number, got \(DescriptionNumberFormat.string(number))")
            return nil
        }
        let range: NumberRange
        switch shape {
        case .integer(let integerRange):
            guard number == number.rounded() else {
                report(path, "expected an integer, got \(DescriptionNumberFormat.string(number))")
                return nil
            }
            range = integerRange
        case .number(let numberRange): range = numberRange
        default: range = .length
        }
        guard range.contains(number) else {
            report(
                path,
                "expected \(Self.expectation(for: shape)), got \(DescriptionNumberFormat.string(number))")
            return nil
        }
        return number
    }

    func integer(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> Int? {
        number(value, shape, at: path).map { Int($0) }
    }

    func bool(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> Bool? {
        guard case .bool(let flag) = value else {
            report(path, "expected true or false, got \(value.summary)")
            return nil
        }
        return flag
    }

    func text(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> String? {
        guard case .string(let string) = value, !string.isEmpty else {
            report(path, "expected a non-empty string, got \(value.summary)")
            return nil
        }
        return string
    }

    func name(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> String? {
        guard case .enumeration(let names) = shape else { return nil }
        let list = names.joined(separator: " | ")
        guard case .string(let string) = value else {
            report(path, "expected one of \(list), got \(value.summary)")
            return nil
        }
        guard names.contains(string) else {
            report(
                path,
                "expected one of \(list), got \"\(string)\"\(Suggestion.hint(for: string, among: names))")
            return nil
        }
        return string
    }

    /// Reads an `enumeration` value and maps it through `table` (same order as the shape's names).
    func named<T>(
        _ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath, _ table: [String: T]
    )
        -> T?
    {
        name(value, shape, at: path).flatMap { table[$0] }
    }

    // MARK: Compound values

    func list<T>(
        _ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath,
        element: (DescriptionValue, ValueShape, DescriptionPath) -> T?
    ) -> [T]? {
        guard case .list(let elementShape) = shape else { return nil }
        guard case .array(let values) = value else {
            report(path, "expected \(Self.expectation(for: shape)), got \(value.summary)")
            return nil
        }
        var result: [T] = []
        var complete = true
        for (position, member) in values.enumerated() {
            if let converted = element(member, elementShape, path.index(position)) {
                result.append(converted)
            } else {
                complete = false
            }
        }
        return complete ? result : nil
    }

    func numbers(_ value: DescriptionValue, at path: DescriptionPath, counts: Set<Int>, what: String)
        -> [Double]?
    {
        guard case .array(let values) = value, counts.contains(values.count) else {
            report(path, "expected \(what), got \(value.summary)")
            return nil
        }
        var result: [Double] = []
        for (position, element) in values.enumerated() {
            guard let number = number(element, .number(.length), at: path.index(position)) else { return nil }
            result.append(number)
        }
        return result
    }

    func pair(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> Point? {
        numbers(value, at: path, counts: [2], what: Self.expectation(for: .pair)).map {
            Point(x: $0[0], y: $0[1])
        }
    }
}
