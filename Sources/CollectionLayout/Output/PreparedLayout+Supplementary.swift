extension PreparedLayout {
    /// The attributes of a supplementary element, or nil when none of that kind exists at
    /// `indexPath` (R-QUERY-4). Frames are natural (unpinned); see ``elements(in:pinnedTo:)``.
    ///
    /// - Complexity: O(boundary items + anchored supplementaries of one template).
    public func attributes(forSupplementaryOfKind kind: String, at indexPath: LayoutIndexPath)
        -> LayoutAttributes?
    {
        if indexPath.item == Int.max {
            guard indexPath.section == 0, let item = layoutItems.first(where: { $0.kind == kind }) else {
                return nil
            }
            return layoutItemAttributes(item, pinRect: nil)
        }
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let section = indexPath.section
        let geometry = sections[section]
        if indexPath.item == 0, let item = geometry.boundaryItems.first(where: { $0.kind == kind }) {
            return boundaryAttributes(item, geometry: geometry, section: section, pinRect: nil)
        }
        guard let template = geometry.template else { return nil }
        if indexPath.item < geometry.itemCount {
            let instance = indexPath.item / template.itemCount
            let slot = indexPath.item - instance * template.itemCount
            for index in template.itemSupplementaryRange(ofLeaf: slot)
            where template.itemSupplementaries[index].kind == kind {
                return itemSupplementaryAttributes(
                    geometry, template, section: section, instance: instance, slot: slot, index: index)
            }
        }
        guard let perInstance = template.groupSupplementaryCounts[kind], perInstance > 0 else { return nil }
        let instance = indexPath.item / perInstance
        let ordinal = indexPath.item - instance * perInstance
        guard instance < geometry.instanceCount else { return nil }
        for node in template.nodes.indices
        where groupIsUsed(template, node: node, geometry: geometry, instance: instance) {
            for supplementary in template.nodes[node].supplementaries
            where supplementary.kind == kind && supplementary.ordinal == ordinal {
                return groupSupplementaryAttributes(
                    geometry, template, section: section, instance: instance, node: node,
                    supplementary: supplementary)
            }
        }
        return nil
    }

    /// The attributes of a decoration, or nil when none of that kind exists at `indexPath`
    /// (R-INDEX-7, R-QUERY-4).
    ///
    /// Implements R-INDEX-7.
    public func attributes(forDecorationOfKind kind: String, at indexPath: LayoutIndexPath)
        -> LayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let decorations = sections[indexPath.section].decorations
        guard decorations.indices.contains(indexPath.item), decorations[indexPath.item].kind == kind else {
            return nil
        }
        return decorationAttributes(
            decorations[indexPath.item], geometry: sections[indexPath.section], section: indexPath.section,
            index: indexPath.item)
    }

    /// Every decoration of the layout, section by section (R-DECOR-5).
    public var decorations: [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (section, geometry) in sections.enumerated() {
            for (index, decoration) in geometry.decorations.enumerated() {
                result.append(
                    decorationAttributes(decoration, geometry: geometry, section: section, index: index))
            }
        }
        return result
    }

    // MARK: - Building attributes

    /// Implements R-INDEX-4.
    func layoutItemAttributes(_ item: PlacedBoundaryItem, pinRect: Rect?) -> LayoutAttributes {
        var frame = rounder.finalize(item.frame)
        if let pinRect, item.pins {
            frame = pinned(frame, edgeClass: item.edgeClass, pinRect: pinRect, bounds: layoutPinBounds)
        }
        return LayoutAttributes(
            category: .supplementary, indexPath: LayoutIndexPath(item: Int.max, section: 0),
            frame: mirrored(frame), zIndex: item.zIndex, extras: item.kindExtras)
    }

    /// Implements R-INDEX-2.
    func boundaryAttributes(
        _ item: PlacedBoundaryItem, geometry: SectionGeometry, section: Int, pinRect: Rect?
    ) -> LayoutAttributes {
        let axis = scrollAxis
        var raw = item.frame
        raw.origin[axis] += geometry.start
        var frame = rounder.finalize(raw)
        if let pinRect, item.pins {
            frame = pinned(
                frame, edgeClass: item.edgeClass, pinRect: pinRect,
                bounds: (geometry.start + geometry.contentBoxStart, geometry.start + geometry.contentBoxEnd))
        }
        return LayoutAttributes(
            category: .supplementary, indexPath: LayoutIndexPath(item: 0, section: section),
            frame: mirrored(frame), zIndex: item.zIndex, extras: item.kindExtras)
    }

    /// Implements R-Z-4.
    func decorationAttributes(
        _ decoration: PlacedDecoration, geometry: SectionGeometry, section: Int, index: Int
    ) -> LayoutAttributes {
        var raw = decoration.frame
        raw.origin[scrollAxis] += geometry.start
        return LayoutAttributes(
            category: .decoration, indexPath: LayoutIndexPath(item: index, section: section),
            frame: finalize(raw), zIndex: decoration.zIndex, extras: decoration.kindExtras)
    }

    /// Implements R-ANCHOR-6.
    func itemSupplementaryAttributes(
        _ geometry: SectionGeometry, _ template: Template, section: Int, instance: Int, slot: Int, index: Int
    ) -> LayoutAttributes {
        let placement = placement(of: geometry)
        let item = instance * template.itemCount + slot
        let supplementary = measured(
            template.itemSupplementaries[index], geometry, LayoutIndexPath(item: item, section: section))
        let container = withInstance(geometry, template, instance: instance) { $0.leafFrame(slot) }
        return .anchored(
            supplementary, frame: placement.anchoredFrame(supplementary, container: container),
            indexPath: LayoutIndexPath(item: item, section: section))
    }

    func groupSupplementaryAttributes(
        _ geometry: SectionGeometry, _ template: Template, section: Int, instance: Int, node: Int,
        supplementary: AnchoredSupplementary
    ) -> LayoutAttributes {
        let placement = placement(of: geometry)
        let container = withInstance(geometry, template, instance: instance) { view in
            var container = view.contentFrame(node)
            if node == 0 && instance == geometry.instanceCount - 1 {
                // R-ANCHOR-5: a trimmed last instance anchors to its trimmed frame.
                let advance = geometry.advanceAxis
                container.size[advance] -= view.nodeFrame(0).size[advance] - geometry.lastInstanceExtent
            }
            return container
        }
        let perInstance = template.groupSupplementaryCounts[supplementary.kind] ?? 1
        let indexPath = LayoutIndexPath(
            item: instance * perInstance + supplementary.ordinal, section: section)
        let sized = measured(supplementary, geometry, indexPath)
        return .anchored(
            sized, frame: placement.anchoredFrame(sized, container: container), indexPath: indexPath)
    }

    /// An anchored supplementary at its measured size, when it self-sizes and has been measured
    /// (R-EST-9).
    @inline(__always)
    func measured(
        _ supplementary: AnchoredSupplementary, _ geometry: SectionGeometry, _ indexPath: LayoutIndexPath
    ) -> AnchoredSupplementary {
        guard supplementary.estimated != nil, let sizes = geometry.sizing?.supplementarySizes, !sizes.isEmpty,
            let size = sizes[SupplementaryElementKey(elementKind: supplementary.kind, indexPath: indexPath)]
        else { return supplementary }
        return supplementary.measured(size)
    }

    /// Whether a group of an instance holds at least one item (groups with no item are not placed,
    /// R-NEST-3).
    func groupIsUsed(_ template: Template, node: Int, geometry: SectionGeometry, instance: Int) -> Bool {
        geometry.groupIsUsed(node, instance: instance)
    }

    /// Mirrors a rounded frame for right-to-left layouts (R-RTL-1, R-ROUND-6).
    ///
    /// Implements R-RTL-1.
    @inline(__always)
    func mirrored(_ rect: Rect) -> Rect {
        guard mirrors else { return rect }
        var result = rect
        result.origin.x = rounder.nearest(contentSize.width - rect.origin.x - rect.size.width)
        return result
    }
}

extension LayoutAttributes {
    /// The attributes of an anchored supplementary at `frame` (R-ANCHOR, R-INDEX-5, R-INDEX-6),
    /// sharing its kind's box. A factory rather than an initializer, so that the value is moved
    /// to visitors (see `extras`).
    ///
    /// Implements R-INDEX-6.
    @inline(__always)
    static func anchored(_ supplementary: AnchoredSupplementary, frame: Rect, indexPath: LayoutIndexPath)
        -> LayoutAttributes
    {
        LayoutAttributes(
            category: .supplementary, indexPath: indexPath, frame: frame, zIndex: supplementary.zIndex,
            extras: supplementary.kindExtras)
    }
}
