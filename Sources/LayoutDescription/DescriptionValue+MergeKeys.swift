import Yams

/// A composed YAML node as one of the three kinds a description is made of.
///
/// Composing resolves every alias to the node it names, so an alias never reaches the reader; Yams 6
/// still lists aliases as a fourth kind of node (for writing YAML), which lands in `unsupported`.
/// Going through the optional accessors keeps the reader free of warnings with Yams 5 and 6 alike.
enum ComposedNode {
    case scalar(Node.Scalar)
    case sequence(Node.Sequence)
    case mapping(Node.Mapping)
    case unsupported

    init(_ node: Node) {
        if let scalar = node.scalar {
            self = .scalar(scalar)
        } else if let sequence = node.sequence {
            self = .sequence(sequence)
        } else if let mapping = node.mapping {
            self = .mapping(mapping)
        } else {
            self = .unsupported
        }
    }
}

/// YAML merge keys: `<<: *base` copies the keys of the object anchored as `base` into the object
/// that holds the merge key; `<<: [*first, *second]` merges several.
///
/// The keys written in the object itself win over merged ones, and an earlier object in a merge
/// list wins over a later one (the YAML merge-key convention). Merged objects may themselves merge.
/// The merged keys take the place of the `<<` key, so a problem in a merged value is reported at its
/// path in the object that merged it (`sections[1].group…`), like a key written there.
enum MergeKeys {
    /// The hint that ends every merge-key error.
    static let hint =
        "merge keys take an anchored object, such as <<: *base, or a list of them; "
        + "to share whole sections, a `templates` entry and `template: name` also work"

    /// The key–value pairs of `mapping` with its merge keys expanded.
    ///
    /// Every merged pair counts against `budget`, the same budget that limits how far aliases may
    /// expand a document; merges nested deeper than the nesting limit are rejected.
    ///
    /// - Throws: ``DescriptionError`` at `path.<<` for a merge value that is not an object or a list
    ///   of objects, for merges nested too deep, and when the budget runs out.
    static func expandedPairs(of mapping: Node.Mapping, at path: DescriptionPath, budget: inout ValueBudget)
        throws(DescriptionError) -> [(key: Node, value: Node)]
    {
        guard mapping.contains(where: { isMergeKey($0.key) }) else { return Array(mapping) }
        let explicit = Set(mapping.compactMap { isMergeKey($0.key) ? nil : $0.key.scalar?.string })
        var merged: Set<String> = []
        var result: [(key: Node, value: Node)] = []
        var sawMergeKey = false
        for pair in mapping {
            guard isMergeKey(pair.key) else {
                result.append(pair)
                continue
            }
            let mergePath = path.key("<<")
            if sawMergeKey {
                throw DescriptionError(path: mergePath, "duplicate key \"<<\"; \(hint)")
            }
            sawMergeKey = true
            for source in try sources(of: pair.value, at: mergePath) {
                for (key, value) in try flattened(source, at: mergePath, depth: 1, budget: &budget) {
                    guard let name = key.scalar?.string, !explicit.contains(name), !merged.contains(name)
                    else { continue }
                    merged.insert(name)
                    result.append((key, value))
                }
            }
        }
        return result
    }

    /// Whether `key` is a plain (unquoted) `<<`: a quoted `"<<"` is an ordinary key.
    private static func isMergeKey(_ key: Node) -> Bool {
        guard let scalar = key.scalar else { return false }
        return scalar.string == "<<" && scalar.style == .plain
    }

    /// The objects a merge value names, in order of precedence.
    private static func sources(of value: Node, at path: DescriptionPath) throws(DescriptionError)
        -> [Node.Mapping]
    {
        switch ComposedNode(value) {
        case .mapping(let mapping):
            return [mapping]
        case .sequence(let sequence):
            var mappings: [Node.Mapping] = []
            for (position, element) in sequence.enumerated() {
                guard let mapping = element.mapping else {
                    throw DescriptionError(
                        path: path.index(position),
                        "a merge list holds \(kind(of: element)) here\(line(of: element)); \(hint)")
                }
                mappings.append(mapping)
            }
            return mappings
        case .scalar, .unsupported:
            throw DescriptionError(
                path: path, "a merge key holds \(kind(of: value))\(line(of: value)); \(hint)")
        }
    }

    /// The pairs `mapping` contributes to a merge: its own keys, then what it merges itself.
    private static func flattened(
        _ mapping: Node.Mapping, at path: DescriptionPath, depth: Int, budget: inout ValueBudget
    ) throws(DescriptionError) -> [(key: Node, value: Node)] {
        let limit = budget.limits.effectiveDepth
        guard depth <= limit else {
            throw DescriptionError(
                path: path,
                "merge keys are nested deeper than \(limit) levels (\(DescriptionLimit.depth.raise)); \(hint)"
            )
        }
        var result: [(key: Node, value: Node)] = []
        var inner: [Node.Mapping] = []
        for pair in mapping {
            if isMergeKey(pair.key) {
                inner += try sources(of: pair.value, at: path)
            } else {
                result.append(pair)
            }
        }
        for source in inner {
            result += try flattened(source, at: path, depth: depth + 1, budget: &budget)
        }
        try budget.spend(result.count, at: path)
        return result
    }

    private static func kind(of node: Node) -> String {
        switch ComposedNode(node) {
        case .scalar(let scalar): "the value \"\(scalar.string)\""
        case .sequence: "a list"
        case .mapping: "an object"
        case .unsupported: "an unsupported YAML node"
        }
    }

    /// ` (line L)` for a node that knows where it was written.
    private static func line(of node: Node) -> String {
        node.mark.map { " (line \($0.line))" } ?? ""
    }
}
