import CollectionLayout

extension ResolvedLayout {
    /// Notes that explain, where a reader could be surprised, how a section's items of estimated
    /// length along their group's axis behave once measured (R-FLOW-1), for `complayout validate`:
    ///
    /// - a re-flowing section: its groups hold as many measured items as fit, and the next item
    ///   starts the next group, so the count per group seen at the estimates is not kept;
    /// - a group with `count` (or `repeatingCount`) of such items: it keeps its count, so measured
    ///   items can overflow it;
    /// - a group of such items that does not re-flow for another reason (nested groups, items of
    ///   fixed length beside them, orthogonal scrolling, anchored supplementaries): its items keep
    ///   their places.
    ///
    /// Notes are not problems: the description is valid either way.
    ///
    /// - Parameter prepared: This layout prepared without measurements; whether a section
    ///   re-flows is the engine's answer (`PreparedLayout.isFlowSection(_:)`).
    /// - Complexity: O(sections × subitems of their top-level groups).
    public func flowNotes(in prepared: PreparedLayout) -> [DescriptionProblem] {
        var notes: [DescriptionProblem] = []
        for (index, merged) in sections.enumerated() {
            guard let group = merged.section.group, let (axis, stack) = Self.stack(group),
                stack.subitems.contains(where: { Self.isEstimatedItem($0, along: axis) })
            else { continue }
            let path = descriptionPath(for: LayoutPath(section: index, components: [.property("group")]))
            let axisName = axis == .horizontal ? "width" : "height"
            if prepared.isFlowSection(index) {
                notes.append(
                    DescriptionProblem(
                        path: path,
                        message:
                            "the items' estimated \(axisName)s re-flow once measured: each group holds as many "
                            + "items as fit with its spacing and the next item starts the next group, so the "
                            + "number per group can change (R-FLOW-1)"))
            } else if let count = stack.count ?? stack.repeatingCount {
                notes.append(
                    DescriptionProblem(
                        path: path.key(stack.count != nil ? "count" : "repeatingCount"),
                        message:
                            "the group keeps \(count) items once they are measured, however long their "
                            + "\(axisName)s turn out: items longer than their share overflow it; without a count "
                            + "it would re-flow (R-FLOW-1)"))
            } else {
                notes.append(
                    DescriptionProblem(
                        path: path,
                        message:
                            "the items' estimated \(axisName)s do not re-flow once measured: only a section's "
                            + "own group whose subitems are all items estimated along its axis, not scrolling "
                            + "orthogonally and without badges, does (R-FLOW-1); each item keeps its place"))
            }
        }
        return notes
    }

    /// The axis and body of a horizontal or vertical group; nil for a custom group.
    private static func stack(_ group: GroupDescription) -> (Axis, StackGroupDescription)? {
        switch group {
        case .horizontal(let stack): (.horizontal, stack)
        case .vertical(let stack): (.vertical, stack)
        case .custom: nil
        }
    }

    /// Whether `subitem` is an item whose length along `axis` is estimated.
    private static func isEstimatedItem(_ subitem: SubitemDescription, along axis: Axis) -> Bool {
        guard case .item(let item) = subitem else { return false }
        return item.size[axis].isEstimated
    }
}
