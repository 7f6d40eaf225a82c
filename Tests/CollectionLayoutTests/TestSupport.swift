import CollectionLayout
import Testing

// Concise builders for layout descriptions, following the notation of the *Layout rules* article:
// `fw0.5` → `fw(0.5)`, `fh1` → `fh(1)`, `abs44` → `abs(44)`, insets are (top, leading, bottom, trailing).

/// `fractionalWidth(f)`.
func fw(_ value: Double) -> LayoutDimension { .fractionalWidth(value) }
/// `fractionalHeight(f)`.
func fh(_ value: Double) -> LayoutDimension { .fractionalHeight(value) }
/// `absolute(v)`.
func pt(_ value: Double) -> LayoutDimension { .absolute(value) }
/// `estimated(v)`.
func est(_ value: Double) -> LayoutDimension { .estimated(value) }

/// Insets in the rules' order (top, leading, bottom, trailing).
func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// Edge spacing; nil edges are fixed 0.
func edges(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
) -> LayoutEdgeSpacing {
    LayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
}

/// `IT(w, h)`.
func item(
    _ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalEdgeInsets = .zero,
    edges: LayoutEdgeSpacing? = nil
) -> LayoutItem {
    var result = LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
    result.contentInsets = insets
    result.edgeSpacing = edges
    return result
}

/// A third of the group's width, its full height, with a 20 × 20 "badge" anchored to its
/// top-trailing corner (the item of the badged grids).
func badgedThirdItem() -> LayoutItem {
    var badged = item(fw(1.0 / 3), fh(1))
    badged.supplementaryItems = [
        LayoutSupplementaryItem(
            layoutSize: size(pt(20), pt(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    ]
    return badged
}

/// `LayoutSize(w, h)`.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

private func configure(
    _ group: LayoutGroup, spacing: LayoutSpacing?, insets: DirectionalEdgeInsets, edges: LayoutEdgeSpacing?
) -> LayoutGroup {
    var result = group
    result.interItemSpacing = spacing
    result.contentInsets = insets
    result.edgeSpacing = edges
    return result
}

/// `HG(w, h, [subitems])`.
func hgroup(
    _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [any LayoutSubitemConvertible],
    spacing: LayoutSpacing? = nil, insets: DirectionalEdgeInsets = .zero, edges: LayoutEdgeSpacing? = nil
) -> LayoutGroup {
    configure(
        .horizontal(layoutSize: size(width, height), subitems: subitems), spacing: spacing, insets: insets,
        edges: edges)
}

/// `VG(w, h, [subitems])`.
func vgroup(
    _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [any LayoutSubitemConvertible],
    spacing: LayoutSpacing? = nil, insets: DirectionalEdgeInsets = .zero, edges: LayoutEdgeSpacing? = nil
) -> LayoutGroup {
    configure(
        .vertical(layoutSize: size(width, height), subitems: subitems), spacing: spacing, insets: insets,
        edges: edges)
}

/// A section around `group`.
func section(
    _ group: LayoutGroup, insets: DirectionalEdgeInsets = .zero, interGroupSpacing: Double = 0,
    reference: ContentInsetsReference = .automatic
) -> LayoutSection {
    var result = LayoutSection(group: group)
    result.contentInsets = insets
    result.interGroupSpacing = interGroupSpacing
    result.contentInsetsReference = reference
    return result
}

/// A configuration.
func configuration(
    scroll: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
    reference: ContentInsetsReference = .automatic
) -> CompositionalLayoutConfiguration {
    var result = CompositionalLayoutConfiguration()
    result.scrollDirection = scroll
    result.interSectionSpacing = interSectionSpacing
    result.contentInsetsReference = reference
    return result
}

/// The worked examples' default environment: 390 × 844, no insets, left-to-right, exact math.
func environment(
    width: Double = 390, height: Double = 844, direction: LayoutDirection = .leftToRight,
    scale: Double? = nil, policy: RoundingPolicy? = nil, safeArea: DirectionalEdgeInsets = .zero,
    margins: DirectionalEdgeInsets = .zero, readableContentWidth: Double = 672
) -> LayoutEnvironment {
    LayoutEnvironment(
        containerSize: Size(width: width, height: height), safeAreaInsets: safeArea, layoutMargins: margins,
        readableContentWidth: readableContentWidth, layoutDirection: direction, displayScale: scale,
        roundingPolicy: policy)
}

/// Prepares a single-section-description layout.
func prepare(
    _ section: LayoutSection, itemCounts: [Int], in environment: LayoutEnvironment = environment(),
    configuration: CompositionalLayoutConfiguration = .init(), strict: Bool = false
) throws(LayoutError) -> PreparedLayout {
    try CompositionalLayout(section: section, configuration: configuration)
        .prepare(in: environment, itemCounts: itemCounts, options: PrepareOptions(strict: strict))
}

/// Prepares a provider-based layout.
func prepare(
    provider: @escaping CompositionalLayout.SectionProvider, itemCounts: [Int],
    in environment: LayoutEnvironment = environment(),
    configuration: CompositionalLayoutConfiguration = .init(), strict: Bool = false
) throws(LayoutError) -> PreparedLayout {
    try CompositionalLayout(sectionProvider: provider, configuration: configuration)
        .prepare(in: environment, itemCounts: itemCounts, options: PrepareOptions(strict: strict))
}

/// `(x, y, w, h)`.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Every cell frame of a section, in item order.
func frames(_ layout: PreparedLayout, section: Int = 0) -> [Rect] {
    Array(layout.itemFrames(inSection: section))
}

/// Tolerance for exact arithmetic.
let exact = 1e-6
/// Tolerance where the worked examples print values rounded to four decimals.
let printed = 1e-4

func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double) -> Bool {
    abs(lhs - rhs) <= tolerance
}

func isClose(_ lhs: Rect, _ rhs: Rect, tolerance: Double) -> Bool {
    isClose(lhs.minX, rhs.minX, tolerance: tolerance) && isClose(lhs.minY, rhs.minY, tolerance: tolerance)
        && isClose(lhs.width, rhs.width, tolerance: tolerance)
        && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// Compares two frame lists component by component; on failure records one issue printing both lists.
func expectFrames(
    _ actual: [Rect], _ expected: [Rect], tolerance: Double = exact, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let matches =
        actual.count == expected.count
        && zip(actual, expected).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    guard !matches else { return }
    var text = comment.isEmpty ? "frames differ" : "frames differ (\(comment))"
    text += "\n  expected (\(expected.count)):"
    for (index, frame) in expected.enumerated() {
        let mark = index < actual.count && isClose(actual[index], frame, tolerance: tolerance) ? " " : "*"
        text += "\n   \(mark)[\(index)] \(frame)"
    }
    text += "\n  actual (\(actual.count)):"
    for (index, frame) in actual.enumerated() { text += "\n    [\(index)] \(frame)" }
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}

/// Compares a size with a tolerance.
func expectSize(
    _ actual: Size, _ expected: Size, tolerance: Double = exact,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let matches =
        isClose(actual.width, expected.width, tolerance: tolerance)
        && isClose(actual.height, expected.height, tolerance: tolerance)
    if !matches {
        Issue.record(
            Comment(rawValue: "size differs: expected \(expected), actual \(actual)"),
            sourceLocation: sourceLocation)
    }
}

/// Expects `body` to throw a `LayoutError` and returns it.
func expectLayoutError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> PreparedLayout
) -> LayoutError? {
    do {
        let layout = try body()
        Issue.record(
            Comment(rawValue: "expected a LayoutError, got a layout:\n\(layout.textDump())"),
            sourceLocation: sourceLocation)
        return nil
    } catch let error as LayoutError {
        return error
    } catch {
        Issue.record(
            Comment(rawValue: "expected a LayoutError, got \(error)"), sourceLocation: sourceLocation)
        return nil
    }
}

/// A path in section `section` made of property names; `name[i]` strings become indexed components.
func path(section: Int?, _ components: String...) -> LayoutPath {
    LayoutPath(
        section: section,
        components: components.map { text in
            if let open = text.firstIndex(of: "["), text.hasSuffix("]"),
                let index = Int(text[text.index(after: open)..<text.index(before: text.endIndex)])
            {
                return .index(String(text[..<open]), index)
            }
            return .property(text)
        })
}
