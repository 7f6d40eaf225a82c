extension PreparedLayout {
    /// A readable tree of the solved layout, for debugging and snapshot tests:
    /// sections, the group instances with their nested groups, and cells with frames and zIndex.
    ///
    /// ```text
    /// layout 390 × 653, vertical, leftToRight, 1 section
    /// section 0 (0, 0, 390, 653): 5 items, 2 per group, 3 groups
    ///   group 0 horizontal (16, 10, 358, 211)
    ///     cell 0.0 (16, 10, 179, 211)
    /// ```
    ///
    /// A list section (R-LIST-1) ends its line with its appearance: `…, 3 groups, list plain`.
    ///
    /// - Parameter maximumItemsPerSection: Cells listed per section before the rest are summarised.
    /// - Complexity: O(lines printed). The text is held whole; ``forEachTextDumpLine(maximumItemsPerSection:_:)``
    ///   streams it instead.
    public func textDump(maximumItemsPerSection: Int = 200) -> String {
        var text = ""
        forEachTextDumpLine(maximumItemsPerSection: maximumItemsPerSection) { line in
            text += line
            text += "\n"
        }
        return text
    }

    /// Calls `body` with every line of ``textDump(maximumItemsPerSection:)`` (without its line
    /// break), in order, holding none of them: memory stays bounded however many sections the
    /// layout has.
    ///
    /// - Parameters:
    ///   - maximumItemsPerSection: Cells listed per section before the rest are summarised.
    ///   - body: Receives each line.
    /// - Complexity: O(lines printed) time, O(template size) memory.
    public func forEachTextDumpLine(maximumItemsPerSection: Int = 200, _ body: (String) -> Void) {
        let sectionWord = sections.count == 1 ? "section" : "sections"
        var header =
            "layout \(contentSize), \(scrollDirection), \(environment.layoutDirection), \(sections.count) \(sectionWord)"
        if let scale = environment.displayScale {
            header += ", scale \(LayoutNumberFormat.string(scale)) \(environment.effectiveRoundingPolicy)"
        }
        body(header)
        for diagnostic in diagnostics {
            body("diagnostic \(diagnostic.kind): \(diagnostic)")
        }
        for item in layoutItems {
            body(describe(layoutItemAttributes(item, pinRect: nil), indent: ""))
        }
        for index in sections.indices {
            dumpSection(index, maximumItems: maximumItemsPerSection, into: body)
        }
    }

    private func dumpSection(_ index: Int, maximumItems: Int, into emit: (String) -> Void) {
        let geometry = sections[index]
        let frame = sectionFrame(at: index)!
        if let waterfall = geometry.waterfall {
            dumpWaterfall(index, waterfall, frame: frame, maximumItems: maximumItems, into: emit)
            return
        }
        if let flow = geometry.flow {
            dumpFlow(index, flow, frame: frame, maximumItems: maximumItems, into: emit)
            return
        }
        guard let template = geometry.template else {
            let what = geometry.boundaryItems.isEmpty ? "no geometry" : "no cells"
            emit("section \(index) \(frame): \(geometry.itemCount) items, \(what)")
            dumpSectionElements(geometry, section: index, into: emit)
            return
        }
        var line =
            "section \(index) \(frame): \(geometry.itemCount) items, \(template.itemCount) per group, "
            + "\(geometry.instanceCount) \(geometry.instanceCount == 1 ? "group" : "groups")"
        if let list = listConfiguration(inSection: index) {
            line += ", list \(list.appearance)\(list.showsSeparators ? "" : " without separators")"
        }
        emit(line)
        dumpSectionElements(geometry, section: index, into: emit)
        var printed = 0
        for instance in 0..<geometry.instanceCount {
            guard printed < maximumItems else {
                emit("  … \(geometry.itemCount - printed) more items")
                return
            }
            let used = min(template.itemCount, geometry.itemCount - instance * template.itemCount)
            dumpNode(
                0, of: template, geometry: geometry, section: index, instance: instance, used: used,
                into: emit)
            printed += used
        }
    }

    private func dumpNode(
        _ nodeIndex: Int, of template: Template, geometry: SectionGeometry, section: Int, instance: Int,
        used: Int,
        into emit: (String) -> Void
    ) {
        let node = template.nodes[nodeIndex]
        var frame = withInstance(geometry, template, instance: instance) { $0.nodeFrame(nodeIndex) }
        if nodeIndex == 0 && instance == geometry.instanceCount - 1 {
            frame.size[geometry.advanceAxis] = geometry.lastInstanceExtent
        }
        let indent = String(repeating: "  ", count: node.depth + 1)
        let arrangement = node.axis.map { $0 == .horizontal ? "horizontal" : "vertical" } ?? "custom"
        let label = nodeIndex == 0 ? "group \(instance)" : "group"
        emit("\(indent)\(label) \(arrangement) \(finalize(frame))")
        for supplementary in node.supplementaries {
            let attributes = groupSupplementaryAttributes(
                geometry, template, section: section, instance: instance, node: nodeIndex,
                supplementary: supplementary)
            emit(describe(attributes, indent: indent + "  "))
        }
        for child in node.children {
            switch child.kind {
            case .leaf(let leaf):
                guard leaf < used else { return }
                let item = instance * template.itemCount + leaf
                let zIndex = cellZIndex(geometry, template, slot: leaf)
                let cell = cellFrame(geometry, template, instance: instance, slot: leaf)
                emit(
                    "\(indent)  cell \(section).\(item) \(cell)" + (zIndex == 0 ? "" : " z \(zIndex)"))
                for index in template.itemSupplementaryRange(ofLeaf: leaf) {
                    let attributes = itemSupplementaryAttributes(
                        geometry, template, section: section, instance: instance, slot: leaf, index: index)
                    emit(describe(attributes, indent: indent + "    "))
                }
            case .group(let nested):
                guard template.nodes[nested].firstLeaf < used, template.nodes[nested].leafCount > 0 else {
                    continue
                }
                dumpNode(
                    nested, of: template, geometry: geometry, section: section, instance: instance,
                    used: used, into: emit)
            }
        }
    }
}

extension PreparedLayout {
    /// A waterfall section: its columns, then its cells in item order (R-WATERFALL).
    private func dumpWaterfall(
        _ index: Int, _ waterfall: WaterfallSection, frame: Rect, maximumItems: Int,
        into emit: (String) -> Void
    ) {
        let geometry = sections[index]
        let columns = waterfall.columns
        emit(
            "section \(index) \(frame): \(geometry.itemCount) items, waterfall of \(columns.count) "
                + "\(columns.count == 1 ? "column" : "columns") "
                + "\(LayoutNumberFormat.string(columns.width)) wide")
        dumpSectionElements(geometry, section: index, into: emit)
        for item in 0..<geometry.itemCount {
            guard item < maximumItems else {
                emit("  … \(geometry.itemCount - item) more items")
                return
            }
            let cell = waterfallCellAttributes(
                geometry, waterfall, indexPath: LayoutIndexPath(item: item, section: index))
            emit(
                "  cell \(index).\(item) \(cell.frame)" + (cell.zIndex == 0 ? "" : " z \(cell.zIndex)"))
        }
    }

    /// A flow section: its lines, then its cells in item order (R-FLOW).
    private func dumpFlow(
        _ index: Int, _ flow: FlowSection, frame: Rect, maximumItems: Int, into emit: (String) -> Void
    ) {
        let geometry = sections[index]
        emit(
            "section \(index) \(frame): \(geometry.itemCount) items, flow of \(flow.lineCount) "
                + "\(flow.lineCount == 1 ? "line" : "lines")")
        dumpSectionElements(geometry, section: index, into: emit)
        for item in 0..<geometry.itemCount {
            guard item < maximumItems else {
                emit("  … \(geometry.itemCount - item) more items")
                return
            }
            let cell = flowCellAttributes(
                geometry, flow, indexPath: LayoutIndexPath(item: item, section: index))
            emit(
                "  cell \(index).\(item) \(cell.frame)" + (cell.zIndex == 0 ? "" : " z \(cell.zIndex)"))
        }
    }

    fileprivate func dumpSectionElements(
        _ geometry: SectionGeometry, section: Int, into emit: (String) -> Void
    ) {
        for (index, decoration) in geometry.decorations.enumerated() {
            let attributes = decorationAttributes(
                decoration, geometry: geometry, section: section, index: index)
            emit(describe(attributes, indent: "  "))
        }
        for item in geometry.boundaryItems {
            let attributes = boundaryAttributes(item, geometry: geometry, section: section, pinRect: nil)
            emit(describe(attributes, indent: "  "))
        }
    }

    /// One line for a supplementary or decoration: `supplementary section-header 0.0 (0, 0, 390, 44) z 1`.
    fileprivate func describe(_ attributes: LayoutAttributes, indent: String) -> String {
        let category = attributes.category == .decoration ? "decoration" : "supplementary"
        return
            "\(indent)\(category) \(attributes.elementKind ?? "") \(attributes.indexPath) \(attributes.frame) "
            + "z \(attributes.zIndex)"
    }
}

extension ScrollDirection: CustomStringConvertible {
    /// `vertical` or `horizontal`.
    public var description: String { self == .vertical ? "vertical" : "horizontal" }
}

extension LayoutDirection: CustomStringConvertible {
    /// `leftToRight` or `rightToLeft`.
    public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}

extension RoundingPolicy: CustomStringConvertible {
    /// `none`, `modern` or `legacy`.
    public var description: String {
        switch self {
        case .none: return "none"
        case .modern: return "modern"
        case .legacy: return "legacy"
        }
    }
}

extension LayoutDiagnostic.Kind: CustomStringConvertible {
    /// The Swift case name.
    public var description: String {
        switch self {
        case .contentInsetsIgnoredOnEstimatedAxis: return "contentInsetsIgnoredOnEstimatedAxis"
        case .subitemsDropped: return "subitemsDropped"
        case .groupHoldsNoItems: return "groupHoldsNoItems"
        case .unboundedGroup: return "unboundedGroup"
        case .repeatingGroupOverflows: return "repeatingGroupOverflows"
        }
    }
}
