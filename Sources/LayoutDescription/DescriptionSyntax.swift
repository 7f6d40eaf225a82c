import CollectionLayout

/// The string syntax of dimensions and spacings (the description format, R-DIM-4).
enum DescriptionSyntax {
    /// Splits `name(argument)` into its parts, or nil.
    static func call(_ text: String) -> (name: String, argument: String)? {
        let trimmed = text.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = String(trimmed[..<open]).trimmingSpaces
        let argument = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        return (name, argument.trimmingSpaces)
    }

    /// Reads a decimal number or a fraction `a/b`, computed once as `Double(a) / Double(b)`
    /// (R-DIM-4). Returns nil for anything else, including a zero denominator.
    static func number(_ text: String) -> Double? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        func decimal(_ part: Substring) -> Double? {
            let spelled = String(part).trimmingSpaces
            guard DescriptionValue.isDecimalLiteral(spelled) else { return nil }
            return Double(spelled)
        }
        switch parts.count {
        case 1: return decimal(parts[0])
        case 2:
            guard let numerator = decimal(parts[0]), let denominator = decimal(parts[1]), denominator != 0
            else { return nil }
            return numerator / denominator
        default: return nil
        }
    }

    /// The dimension kind spelled `name`.
    static func dimensionKind(_ name: String) -> LayoutDimension.Kind? {
        switch name {
        case "absolute": return .absolute
        case "estimated": return .estimated
        case "fractionalWidth": return .fractionalWidth
        case "fractionalHeight": return .fractionalHeight
        case "uniformAcrossSiblings": return .uniformAcrossSiblings
        default: return nil
        }
    }

    /// The format's spelling of a dimension: `fractionalWidth(0.5)`; values print in the shortest
    /// form that reads back to the same `Double`.
    static func string(_ dimension: LayoutDimension) -> String {
        let value = DescriptionNumberFormat.string(dimension.dimension)
        switch dimension.kind {
        case .absolute: return "absolute(\(value))"
        case .estimated: return "estimated(\(value))"
        case .fractionalWidth: return "fractionalWidth(\(value))"
        case .fractionalHeight: return "fractionalHeight(\(value))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(\(value))"
        }
    }

    /// The format's spelling of a spacing: `fixed(8)` or `flexible(8)`.
    static func string(_ spacing: LayoutSpacing) -> String {
        (spacing.isFlexibleSpacing ? "flexible(" : "fixed(") + DescriptionNumberFormat.string(spacing.spacing)
            + ")"
    }

    /// The JSON Schema pattern of a number or fraction inside a call.
    static let numberPattern = #"[-+]?"# + unsignedNumberPattern
    /// The JSON Schema pattern of a non-negative number inside a dimension (R-DIM-3).
    static let unsignedNumberPattern = #"\+?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?"#
    /// The JSON Schema pattern of a dimension string.
    static let dimensionPattern =
        #"^\s*(absolute|estimated|fractionalWidth|fractionalHeight|uniformAcrossSiblings)\s*\(\s*(estimate:\s*)?"#
        + unsignedNumberPattern + #"(\s*/\s*"# + unsignedNumberPattern + #")?\s*\)\s*$"#
    /// The JSON Schema pattern of a spacing string.
    static let spacingPattern = #"^\s*(fixed|flexible)\s*\(\s*"# + numberPattern + #"\s*\)\s*$"#
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

extension DescriptionValue {
    /// Whether `text` is `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    static func isDecimalLiteral(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) {
                scalars.removeFirst()
                count += 1
            }
            return count
        }
        if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
        var mantissa = digits()
        if scalars.first == "." {
            scalars.removeFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }
}
