/// Custom groups: the frames their item provider returns become the template's leaves (R-CUSTOM).
extension TemplateBuilder {
    /// Adds the frames a custom group's provider returns, relative to the group's outer origin
    /// (R-CUSTOM-1, R-CUSTOM-3, R-CUSTOM-4).
    ///
    /// Implements R-CONT-4. Implements R-CUSTOM-1. Implements R-CUSTOM-3. Implements R-CUSTOM-4.
    mutating func placeCustomItems(
        _ provider: LayoutGroupCustomItemProvider, slot: Rect, insets: DirectionalEdgeInsets, node: Int
    ) throws(LayoutError) {
        var environment = context.environment
        environment.container = LayoutContainer(contentSize: slot.size, contentInsets: insets)
        let items: [LayoutGroupCustomItem]
        if let cached = customItems[path], cached.size == slot.size {
            items = cached.items
        } else {
            items = provider(environment)
            customItems[path] = (slot.size, items)
        }
        guard leafFrames.count + items.count <= context.templateItemBudget else {
            throw .templateTooLarge(
                itemCount: leafFrames.count + items.count, limit: context.templateItemBudget, at: path)
        }
        if items.isEmpty {
            try context.report(
                .groupHoldsNoItems, at: path, "the custom group's item provider returned no frames")
        }
        for (position, item) in items.enumerated() {
            let frame = item.frame
            for value in [frame.minX, frame.minY, frame.width, frame.height] where !value.isFinite {
                throw .invalidNumber(value, at: path.appending("customItems", index: position))
            }
            leafFrames.append(frame.offsetBy(dx: slot.minX, dy: slot.minY))
            // Only custom groups carry their own zIndex (R-Z-2); earlier leaves use the default.
            while leafZIndices.count < leafFrames.count - 1 {
                leafZIndices.append(Template.defaultCellZIndex)
            }
            leafZIndices.append(item.zIndex)
            nodes[node].children.append(Template.Node.Child(kind: .leaf(leafFrames.count - 1), slotEnd: 0))
        }
    }
}
