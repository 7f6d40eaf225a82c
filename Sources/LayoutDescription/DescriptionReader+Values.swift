import CollectionLayout

extension DescriptionReader {
    /// What a value of `shape` looks like, for "expected …" messages.
    static func expectation(for shape: ValueShape) -> String {
        switch shape {
        case .integer(let range): return "an integer \(range.summary)"
        case .number(let range): return "a number \(range.summary)"
        case .boolean: return "true or false"
        case .text: return "a non-empty string"
        case .enumeration(let names): return "one of " + names.joined(separator: " | ")
        case .dimension: return "a dimension like \"fractionalWidth(0.5)\""
        case .itemHeight: return "a number, or \"fractionalWidth(f)\", \"estimated(v)\" or \"absolute(v)\""
        case .rate: return "automatic | normal | fast, or a number > 0 and < 1"
        case .spacing: return "a spacing like \"fixed(8)\" or \"flexible(8)\", or a number"
        case .insets: return "a number or an object {top, leading, bottom, trailing}"
        case .pair: return "a list of two numbers [x, y]"
        case .frame: return "a frame [x, y, width, height] or [x, y, width, height, zIndex]"
        case .list(let element): return "a list of \(Self.noun(for: element))"
        case .map(let element): return "an object whose values are \(Self.noun(for: element))"
        case .object(let name): return "\(DescriptionCatalog.spec(name).name) object"
        }
    }

    private static func noun(for shape: ValueShape) -> String {
        switch shape {
        case .object(let name): return "\(name) objects"
        case .enumeration(let names): return "names (" + names.joined(separator: " | ") + ")"
        case .frame: return "frames [x, y, width, height(, zIndex)]"
        default: return "values (\(expectation(for: shape)))"
        }
    }

    /// Reads a dimension string (the description format, R-DIM-3, R-DIM-4).
    ///
    /// Implements R-DIM-4.
    func dimension(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath)
        -> LayoutDimension?
    {
        let expected = Self.expectation(for: .dimension)
        guard case .string(let text) = value else {
            report(path, "expected \(expected), got \(value.summary)")
            return nil
        }
        guard let (name, rawArgument) = DescriptionSyntax.call(text) else {
            report(path, "expected \(expected), got \"\(text)\"")
            return nil
        }
        guard let kind = DescriptionSyntax.dimensionKind(name) else {
            let hint = Suggestion.hint(for: name, among: DescriptionNames.dimensionKinds)
            report(path, "expected \(expected), got \"\(text)\": unknown dimension \"\(name)\"\(hint)")
            return nil
        }
        var argument = rawArgument
        if kind == .uniformAcrossSiblings, argument.hasPrefix("estimate:") {
            argument = String(argument.dropFirst("estimate:".count))
        }
        guard let number = DescriptionSyntax.number(argument) else {
            report(
                path,
                "expected \(expected), got \"\(text)\": \"\(argument)\" is not a number or a fraction a/b")
            return nil
        }
        guard number.isFinite, number >= 0 else {
            report(path, "dimension values must be finite and ≥ 0 (R-DIM-3), got \"\(text)\"")
            return nil
        }
        guard number <= NumberRange.nonNegative.maximum else {
            report(
                path,
                "dimension value too large (limit \(Int(NumberRange.nonNegative.maximum))), got \"\(text)\"")
            return nil
        }
        return LayoutDimension(kind: kind, dimension: number)
    }

    /// Reads a spacing: `fixed(v)`, `flexible(v)` or a bare number (fixed).
    func spacing(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> LayoutSpacing? {
        let expected = Self.expectation(for: .spacing)
        switch value {
        case .number:
            return number(value, .number(.length), at: path).map { LayoutSpacing.fixed($0) }
        case .string(let text):
            guard let (name, argument) = DescriptionSyntax.call(text), name == "fixed" || name == "flexible"
            else {
                report(path, "expected \(expected), got \"\(text)\"")
                return nil
            }
            guard let amount = DescriptionSyntax.number(argument), argument.firstIndex(of: "/") == nil else {
                report(path, "expected \(expected), got \"\(text)\": \"\(argument)\" is not a number")
                return nil
            }
            guard NumberRange.length.contains(amount) else {
                report(path, "expected a spacing \(NumberRange.length.summary), got \"\(text)\"")
                return nil
            }
            return name == "fixed" ? .fixed(amount) : .flexible(amount)
        default:
            report(path, "expected \(expected), got \(value.summary)")
            return nil
        }
    }

    /// Reads insets: a number for every edge or an object of edges (missing edges are 0).
    func insets(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath)
        -> DirectionalEdgeInsets?
    {
        switch value {
        case .number:
            return number(value, .number(.length), at: path).map { DirectionalEdgeInsets(all: $0) }
        case .object:
            guard let fields = object(value, "insets", at: path) else { return nil }
            let before = problems.count
            let edge = { (name: String) in self.read(fields, name) { self.number($0, $1, at: $2) } ?? 0 }
            let insets = DirectionalEdgeInsets(
                top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing")
            )
            return problems.count == before ? insets : nil
        default:
            report(path, "expected \(Self.expectation(for: .insets)), got \(value.summary)")
            return nil
        }
    }

    /// Reads a custom-group frame `[x, y, w, h]` or `[x, y, w, h, zIndex]` (R-CUSTOM-5).
    ///
    /// Implements R-CUSTOM-5.
    func frame(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath)
        -> LayoutGroupCustomItem?
    {
        guard let numbers = numbers(value, at: path, counts: [4, 5], what: Self.expectation(for: .frame))
        else {
            return nil
        }
        var zIndex = 0
        if numbers.count == 5 {
            guard let z = integer(.number(numbers[4]), .integer(.zIndex), at: path.index(4)) else {
                return nil
            }
            zIndex = z
        }
        return LayoutGroupCustomItem(
            frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), zIndex: zIndex)
    }

    /// Reads an edge-spacing object.
    func edgeSpacing(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath)
        -> LayoutEdgeSpacing?
    {
        guard let fields = object(value, "edgeSpacing", at: path) else { return nil }
        let before = problems.count
        let edge = { (name: String) in self.read(fields, name) { self.spacing($0, $1, at: $2) } }
        let spacing = LayoutEdgeSpacing(
            leading: edge("leading"), top: edge("top"), trailing: edge("trailing"), bottom: edge("bottom"))
        return problems.count == before ? spacing : nil
    }

    /// Reads a size object.
    func size(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath) -> LayoutSize? {
        guard let fields = object(value, "size", at: path) else { return nil }
        let width = read(fields, "width") { dimension($0, $1, at: $2) }
        let height = read(fields, "height") { dimension($0, $1, at: $2) }
        guard let width, let height else { return nil }
        return LayoutSize(widthDimension: width, heightDimension: height)
    }
}
