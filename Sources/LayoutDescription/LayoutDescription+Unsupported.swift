/// Checks for parts of the format that the engine does not implement yet. They are read and
/// validated like everything else, so that wiring them later only touches the layout builder;
/// until then a description that uses them is rejected with a problem at their path.
extension LayoutDescription {
    static let notSupported = "is not supported yet by the engine"

    func unsupportedFeatures(in sections: [MergedSection], problems: inout [DescriptionProblem]) {
        if let items = configuration.boundarySupplementaryItems, !items.isEmpty {
            problems.append(
                DescriptionProblem(
                    path: DescriptionPath.root.key("configuration").key("boundarySupplementaryItems"),
                    message: "layout-level boundary supplementary items \(Self.notSupported)"))
        }
        for (index, merged) in sections.enumerated() {
            let base = DescriptionPath.root.key("sections").index(index)
            let section = merged.section
            if let behavior = section.orthogonalScrollingBehavior, behavior != .none {
                problems.append(
                    DescriptionProblem(
                        path: merged.path(of: "orthogonalScrollingBehavior", default: base),
                        message:
                            "orthogonal scrolling (\(behavior.rawValue)) \(Self.notSupported); only none is"))
            }
            if let items = section.boundarySupplementaryItems, !items.isEmpty {
                problems.append(
                    DescriptionProblem(
                        path: merged.path(of: "boundarySupplementaryItems", default: base),
                        message: "boundary supplementary items \(Self.notSupported)"))
            }
            if let items = section.decorationItems, !items.isEmpty {
                problems.append(
                    DescriptionProblem(
                        path: merged.path(of: "decorationItems", default: base),
                        message: "decoration items \(Self.notSupported)"))
            }
            if let group = section.group {
                Self.unsupported(in: group, at: merged.path(of: "group", default: base), problems: &problems)
            }
        }
    }

    private static func unsupported(
        in group: GroupDescription, at path: DescriptionPath, problems: inout [DescriptionProblem]
    ) {
        switch group {
        case .horizontal(let body): unsupported(in: body, at: path.key("horizontal"), problems: &problems)
        case .vertical(let body): unsupported(in: body, at: path.key("vertical"), problems: &problems)
        case .custom: break
        }
    }

    private static func unsupported(
        in body: StackGroupDescription, at path: DescriptionPath, problems: inout [DescriptionProblem]
    ) {
        if let items = body.supplementaryItems, !items.isEmpty {
            problems.append(
                DescriptionProblem(
                    path: path.key("supplementaryItems"), message: "group supplementary items \(notSupported)"
                ))
        }
        for (position, subitem) in body.subitems.enumerated() {
            let subitemPath = path.key("subitems").index(position)
            switch subitem {
            case .item(let item):
                if let items = item.supplementaryItems, !items.isEmpty {
                    problems.append(
                        DescriptionProblem(
                            path: subitemPath.key("item").key("supplementaryItems"),
                            message: "item supplementary items \(notSupported)"))
                }
            case .group(let nested):
                unsupported(in: nested, at: subitemPath, problems: &problems)
            }
        }
    }
}
