import CollectionLayout

/// The `orthogonalScrollingProperties` object of a section, an extension of the description format that mirrors
/// Apple's `UICollectionLayoutSectionOrthogonalScrollingProperties` (R-ORTHO-13).
public struct OrthogonalScrollingPropertiesDescription: Hashable, Sendable {
    /// The deceleration rate; `automatic` when absent.
    public var decelerationRate: DecelerationRateDescription?
    /// The bounce; `automatic` when absent.
    public var bounce: BounceDescription?

    /// Creates the properties; absent fields are `automatic`.
    public init(decelerationRate: DecelerationRateDescription? = nil, bounce: BounceDescription? = nil) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }

    /// The engine value.
    public var engineProperties: OrthogonalScrollingProperties {
        var properties = OrthogonalScrollingProperties()
        switch decelerationRate ?? .automatic {
        case .automatic: properties.decelerationRate = .automatic
        case .normal: properties.decelerationRate = .normal
        case .fast: properties.decelerationRate = .fast
        case .custom(let rate): properties.decelerationRate = .custom(rate)
        }
        switch bounce ?? .automatic {
        case .automatic: properties.bounce = .automatic
        case .always: properties.bounce = .always
        case .never: properties.bounce = .never
        }
        return properties
    }
}

/// `automatic`, `normal`, `fast`, or a number: the fraction of velocity kept per millisecond.
public enum DecelerationRateDescription: Hashable, Sendable {
    /// The behaviour's default rate.
    case automatic
    /// `UIScrollView.DecelerationRate.normal` (0.998).
    case normal
    /// `UIScrollView.DecelerationRate.fast` (0.99).
    case fast
    /// A custom rate, greater than 0 and less than 1.
    case custom(Double)

    /// The names accepted besides a number.
    static let names = ["automatic", "normal", "fast"]
}

/// Whether the orthogonal scroller bounces at its ends.
public enum BounceDescription: String, Hashable, Sendable, CaseIterable {
    /// Bounces when the content is larger than the viewport.
    case automatic
    /// Always bounces.
    case always
    /// Never bounces.
    case never
}

extension DescriptionReader {
    func orthogonalProperties(_ value: DescriptionValue, at path: DescriptionPath)
        -> OrthogonalScrollingPropertiesDescription?
    {
        guard let fields = object(value, "orthogonalScrollingProperties", at: path) else { return nil }
        let before = problems.count
        let rate = read(fields, "decelerationRate") { self.decelerationRate($0, $1, at: $2) }
        let bounce = read(fields, "bounce") {
            self.named($0, $1, at: $2, NameTables.table(BounceDescription.self))
        }
        guard problems.count == before else { return nil }
        return OrthogonalScrollingPropertiesDescription(decelerationRate: rate, bounce: bounce)
    }

    func decelerationRate(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath)
        -> DecelerationRateDescription?
    {
        switch value {
        case .number(let rate):
            guard rate.isFinite, rate > 0, rate < 1 else {
                report(
                    path,
                    "expected \(Self.expectation(for: shape)), got \(DescriptionNumberFormat.string(rate))")
                return nil
            }
            return .custom(rate)
        case .string("automatic"): return .automatic
        case .string("normal"): return .normal
        case .string("fast"): return .fast
        case .string(let name):
            let hint = Suggestion.hint(for: name, among: DecelerationRateDescription.names)
            report(path, "expected \(Self.expectation(for: shape)), got \"\(name)\"\(hint)")
            return nil
        default:
            report(path, "expected \(Self.expectation(for: shape)), got \(value.summary)")
            return nil
        }
    }
}

extension Encoding {
    static func orthogonalProperties(_ properties: OrthogonalScrollingPropertiesDescription)
        -> DescriptionValue
    {
        var pairs: Pairs = []
        switch properties.decelerationRate {
        case .automatic?: pairs.append(("decelerationRate", .string("automatic")))
        case .normal?: pairs.append(("decelerationRate", .string("normal")))
        case .fast?: pairs.append(("decelerationRate", .string("fast")))
        case .custom(let rate)?: pairs.append(("decelerationRate", .number(rate)))
        case nil: break
        }
        add(&pairs, "bounce", properties.bounce.map { .string($0.rawValue) })
        return .object(pairs)
    }
}

extension DescriptionCatalog {
    static let orthogonalScrollingProperties = ObjectSpec(
        name: "orthogonalScrollingProperties",
        summary: "How an orthogonal section decelerates and bounces (R-ORTHO-13).",
        fields: [
            FieldSpec(
                name: "decelerationRate", shape: .rate,
                summary: "automatic, normal (0.998), fast (0.99) or a number between 0 and 1 (exclusive)."),
            FieldSpec(
                name: "bounce", shape: .enumeration(BounceDescription.allCases.map { $0.rawValue }),
                summary: "Whether the row bounces at its ends; automatic by default."),
        ])
}
