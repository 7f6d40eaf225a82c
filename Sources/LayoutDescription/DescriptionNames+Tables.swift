import CollectionLayout

/// The format's names of the engine's enumerations, both ways.
enum NameTables {
    static let roundingPolicies: [String: RoundingPolicy] = [
        "none": .none, "modern": .modern, "legacy": .legacy,
    ]
    static let layoutDirections: [String: LayoutDirection] = [
        "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
    ]
    static let scrollDirections: [String: ScrollDirection] = [
        "vertical": .vertical, "horizontal": .horizontal,
    ]
    static let references: [String: ContentInsetsReference] = [
        "automatic": .automatic, "none": .none, "safeArea": .safeArea, "layoutMargins": .layoutMargins,
        "readableContent": .readableContent,
    ]

    /// The name of `value` in `table`.
    static func name<T: Equatable>(of value: T, in table: [String: T]) -> String {
        table.first { $0.value == value }!.key
    }

    /// A table of a `String`-backed enumeration's cases.
    static func table<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> [String: T]
    where T.RawValue == String {
        Dictionary(uniqueKeysWithValues: T.allCases.map { ($0.rawValue, $0) })
    }
}
