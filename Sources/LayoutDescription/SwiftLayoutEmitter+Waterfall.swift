import CollectionLayout

/// Waterfall sections as Swift statements: UIKit has no waterfall section, so the generated code
/// builds one custom group whose frames a helper function of the generated file computes.
extension SwiftLayoutEmitter {
    /// Writes `let section = NSCollectionLayoutSection(group: …)` for a waterfall section: the
    /// heights, the width its columns share (R-WATERFALL-1, from the section provider's
    /// environment as ``UIKitWaterfall/availableWidth(containerSize:containerInsets:)`` derives it),
    /// the frames from ``waterfallHelper``'s function, and a custom group holding them.
    static func waterfallSection(
        _ waterfall: UIKitWaterfall, at path: DescriptionPath, into writer: inout SwiftCodeWriter
    ) {
        let description = waterfall.waterfall
        let engine = description.waterfall
        let horizontal = waterfall.scrollDirection == .horizontal
        let columnWord = description.minimumColumnWidth != nil ? "adaptive columns" : "columns"
        writer.comment(path.description)
        writer.comment(
            "UIKit has no waterfall section: one custom group holds all \(waterfall.itemCount) items, placed in"
        )
        writer.comment("\(columnWord) by waterfallFrames (below), which mirrors complayout's waterfall rule.")
        let heightsName = writer.unusedName("waterfallHeights")
        let heights =
            (description.itemHeights.flatMap { $0.isEmpty ? nil : $0 }
            ?? [WaterfallDescription.defaultItemHeight]).map(height)
        let declaration = "let \(heightsName): [NSCollectionLayoutDimension] = ["
        let single = declaration + heights.joined(separator: ", ") + "]"
        if writer.indentation.count + single.count <= SwiftCodeWriter.lineLength {
            writer.line(single)
        } else {
            writer.open(declaration)
            packed(heights.map { $0 + "," }, into: &writer)
            writer.close("]")
        }
        let widthName = writer.unusedName("waterfallWidth")
        let containerSize = waterfall.ignoresContainerInsets ? "contentSize" : "effectiveContentSize"
        let insets =
            horizontal
            ? waterfall.contentInsets.top + waterfall.contentInsets.bottom
            : waterfall.contentInsets.leading + waterfall.contentInsets.trailing
        writer.line(
            "let \(widthName) = layoutEnvironment.container.\(containerSize).\(horizontal ? "height" : "width")"
                + (insets == 0 ? "" : " - \(SwiftLiteral.number(insets))"))
        let columns: String
        switch engine.columns {
        case .count(let count): columns = "\(count)"
        case .adaptive(let minimumWidth):
            columns =
                "waterfallColumnCount(minimumWidth: \(SwiftLiteral.number(minimumWidth)), width: \(widthName), "
                + "spacing: \(SwiftLiteral.number(engine.columnSpacing)))"
        }
        let placedName = writer.unusedName("waterfall")
        writer.call(
            "let \(placedName) = waterfallFrames",
            [
                "itemCount: \(waterfall.itemCount)", "heights: \(heightsName)", "columns: \(columns)",
                "width: \(widthName)", "itemSpacing: \(SwiftLiteral.number(engine.itemSpacing))",
                "columnSpacing: \(SwiftLiteral.number(engine.columnSpacing))",
            ])
        let groupName = writer.unusedName("group")
        let sizeName = writer.unusedName("groupSize")
        let length = ".absolute(\(placedName).length)"
        writer.call(
            "let \(sizeName) = NSCollectionLayoutSize",
            horizontal
                ? ["widthDimension: \(length)", "heightDimension: .fractionalHeight(1)"]
                : ["widthDimension: .fractionalWidth(1)", "heightDimension: \(length)"])
        writer.open("let \(groupName) = NSCollectionLayoutGroup.custom(layoutSize: \(sizeName)) { _ in")
        if horizontal {
            writer.comment("A horizontal layout's columns are rows: heights run along x.")
            writer.open("\(placedName).frames.map {")
            var arguments = ["frame: CGRect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width)"]
            if waterfall.cellZIndex != 0 { arguments.append("zIndex: \(waterfall.cellZIndex)") }
            writer.call("NSCollectionLayoutGroupCustomItem", arguments)
            writer.close()
        } else if waterfall.cellZIndex != 0 {
            writer.comment("Cells of a decorated section are above its decorations.")
            writer.line(
                "\(placedName).frames.map { NSCollectionLayoutGroupCustomItem(frame: $0, zIndex: \(waterfall.cellZIndex)) }"
            )
        } else {
            writer.line("\(placedName).frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }")
        }
        writer.close()
        writer.line("let section = NSCollectionLayoutSection(group: \(groupName))")
    }

    /// `pieces` packed onto lines of at most the column limit, as `swift format` packs array
    /// elements.
    private static func packed(_ pieces: [String], into writer: inout SwiftCodeWriter) {
        var current = ""
        for piece in pieces {
            if current.isEmpty {
                current = piece
            } else if writer.indentation.count + current.count + 1 + piece.count <= SwiftCodeWriter.lineLength
            {
                current += " " + piece
            } else {
                writer.line(current)
                current = piece
            }
        }
        if !current.isEmpty { writer.line(current) }
    }

    /// A waterfall item height as an `NSCollectionLayoutDimension` (R-WATERFALL-3).
    static func height(_ height: WaterfallItemHeight) -> String {
        switch height {
        case .absolute(let points): return ".absolute(\(SwiftLiteral.number(points)))"
        case .estimated(let points): return ".estimated(\(SwiftLiteral.number(points)))"
        case .fractionalWidth(let fraction): return ".fractionalWidth(\(SwiftLiteral.number(fraction)))"
        }
    }

    /// The helper functions a file with waterfall sections ends with: `waterfallFrames`, and
    /// `waterfallColumnCount` when `adaptive` columns are used.
    ///
    /// They restate the engine's waterfall rule (R-WATERFALL-1, R-WATERFALL-2, R-WATERFALL-3,
    /// R-WATERFALL-4) because generated code imports only UIKit and cannot call the engine; the
    /// arithmetic is the engine's, operation for operation, so the frames are equal to the last
    /// bit, which `.ci/swift-export-check` and the exporter's tests check.
    static func waterfallHelper(adaptive: Bool) -> [String] {
        var lines = [
            "",
            "/// The frames of a waterfall section's items relative to its custom group, and the length (height)",
            "/// of its content. `columns` columns share `width`, `columnSpacing` apart. Each item goes to the column",
            "/// that ends first (the leading one on ties), `itemSpacing` below that column's last item. Heights",
            "/// repeat over the items; `.fractionalWidth(f)` is `f` times the column width, and an estimated",
            "/// height counts as its estimate, since a custom group's items cannot size themselves.",
            "///",
            "/// UIKit has no waterfall section. This function mirrors complayout's waterfall layout rules",
            "/// (R-WATERFALL-1, R-WATERFALL-2, R-WATERFALL-3 and R-WATERFALL-4) operation for operation: code",
            "/// generated to import only UIKit cannot call the layout engine, so it restates the rule.",
            "private func waterfallFrames(",
            "    itemCount: Int, heights: [NSCollectionLayoutDimension], columns: Int, width: CGFloat,",
            "    itemSpacing: CGFloat, columnSpacing: CGFloat",
            ") -> (frames: [CGRect], length: CGFloat) {",
            "    let columnCount = min(max(columns, 1), 1024)",
            "    let spacings = CGFloat(columnCount - 1) * columnSpacing",
            "    let columnWidth = max((max(width, 0) - spacings) / CGFloat(columnCount), 0)",
            "    var nextY = [CGFloat](repeating: 0, count: columnCount)",
            "    var frames: [CGRect] = []",
            "    for index in 0..<itemCount {",
            "        let height =",
            "            heights.isEmpty ? NSCollectionLayoutDimension.estimated(44) : heights[index % heights.count]",
            "        let length = max(height.isFractionalWidth ? height.dimension * columnWidth : height.dimension, 0)",
            "        var column = 0",
            "        for candidate in 1..<columnCount where nextY[candidate] < nextY[column] {",
            "            column = candidate",
            "        }",
            "        frames.append(",
            "            CGRect(",
            "                x: CGFloat(column) * (columnWidth + columnSpacing), y: nextY[column], width: columnWidth,",
            "                height: length))",
            "        nextY[column] = nextY[column] + length + itemSpacing",
            "    }",
            "    return (frames, max((nextY.max() ?? 0) - itemSpacing, 0))",
            "}",
        ]
        if adaptive {
            lines += [
                "",
                "/// How many columns at least `minimumWidth` wide fit in `width`, `spacing` apart: at least 1,",
                "/// at most 1024 (complayout's rule R-WATERFALL-1).",
                "private func waterfallColumnCount(minimumWidth: CGFloat, width: CGFloat, spacing: CGFloat) -> Int {",
                "    let fitting = (max(width, 0) + spacing) / (minimumWidth + spacing)",
                "    return fitting.isFinite ? min(max(Int(min(fitting, 1024)), 1), 1024) : 1",
                "}",
            ]
        }
        return lines
    }
}
