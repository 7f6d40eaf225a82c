import CollectionLayout

/// A description prepared for UIKit: templates applied, every section checked for constructs that
/// `UICollectionViewCompositionalLayout` cannot express, and the iOS 17 features it uses found.
///
/// Both ways of taking a description to UIKit read this plan: `LayoutDescriptionUIKit` builds
/// UIKit objects from it at run time, and ``SwiftCodeExport`` prints the code that builds them.
/// Neither decides on its own what maps and what does not.
public struct UIKitLayoutPlan: Hashable, Sendable {
    /// One section (or template) after its template chain was applied.
    public struct Section: Hashable, Sendable {
        /// The section's index; for a template, the number of the template in input order.
        public let index: Int
        /// The path of the section (`sections[2]`) or template (`templates.banner`).
        public let path: DescriptionPath
        /// The section's fields, its template's included.
        public let section: SectionDescription
        /// The list configuration when this is a list section (the section's own `list`, or the
        /// layout-wide one for a section without a group or a waterfall); nil for a group or
        /// waterfall section.
        public let list: ListDescription?
        /// For each field set in ``section``, the path of the object that set it.
        let origins: [String: DescriptionPath]

        /// The path of `field` where it was written: in the section, or in the template it came
        /// from (`templates.banner.group`).
        public func path(of field: String) -> DescriptionPath {
            (origins[field] ?? path).key(field)
        }

        /// The path of the list configuration this list section uses (`sections[1].list` or `list`).
        public var listPath: DescriptionPath {
            section.list != nil ? path(of: "list") : DescriptionPath.root.key("list")
        }

        /// The section without the fields UIKit's section objects do not hold (the item count and
        /// the template name): two sections that are equal here build equal UIKit sections. A
        /// waterfall section keeps its item count: its custom group holds every item.
        public var uikitShape: SectionDescription {
            var shape = section
            if shape.waterfall == nil { shape.itemCount = nil }
            shape.template = nil
            if list != nil { shape.list = list }
            return shape
        }
    }

    /// The collection view the description was written for; UIKit takes it from the collection
    /// view, not from the layout.
    public let environment: EnvironmentDescription
    /// Layout-wide settings.
    public let configuration: ConfigurationDescription
    /// The sections, in order.
    public let sections: [Section]
    /// Every template that names a group, a list or a waterfall (directly or through its own
    /// template), by name: an app can build any number of sections from one (the layout-factory
    /// pattern).
    public let templates: [String: Section]
    /// Paths of the parts that need iOS 17 (`uniformAcrossSiblings` dimensions and orthogonal
    /// scrolling properties), in description order; empty when iOS 16 suffices.
    public let iOS17Features: [DescriptionPath]
    /// The item count of every section: UIKit layouts take them from the data source.
    public var itemCounts: [Int] { sections.map { $0.section.itemCount ?? 0 } }
}

extension LayoutDescription {
    /// The description prepared for UIKit; see ``UIKitLayoutPlan``.
    ///
    /// - Throws: ``DescriptionError`` naming the path of every problem: what ``resolve(limits:)``
    ///   reports, and every construct without a UIKit equivalent.
    public func uikitPlan(limits: DescriptionLimits = DescriptionLimits()) throws(DescriptionError)
        -> UIKitLayoutPlan
    {
        let resolved = try resolve(limits: limits)
        var checker = UIKitMappingCheck(
            layoutReference: configuration.contentInsetsReference ?? .automatic)
        let layoutList = list
        func planned(_ merged: MergedSection, index: Int, path: DescriptionPath) -> UIKitLayoutPlan.Section {
            let section = merged.section
            let list = section.list ?? (section.group == nil && section.waterfall == nil ? layoutList : nil)
            return UIKitLayoutPlan.Section(
                index: index, path: path, section: section, list: list, origins: merged.origins)
        }
        let sections = resolved.sections.enumerated().map { index, merged in
            planned(merged, index: index, path: DescriptionPath.root.key("sections").index(index))
        }
        // Each template as a section of its own; `resolve` has checked every chain already.
        var asSections = self
        asSections.sections = templates.map { SectionDescription(template: $0.name) }
        var ignored: [DescriptionProblem] = []
        let mergedTemplates = asSections.mergedSections(problems: &ignored, limits: limits)
        var templateSections: [String: UIKitLayoutPlan.Section] = [:]
        for (index, (template, merged)) in zip(templates, mergedTemplates).enumerated()
        where templateSections[template.name] == nil && !merged.templateFailed
            && (merged.section.group != nil || merged.section.list != nil || merged.section.waterfall != nil
                || layoutList != nil)
        {
            let section = planned(
                merged, index: index, path: DescriptionPath.root.key("templates").key(template.name))
            templateSections[template.name] = section
            checker.check(section)
        }
        checker.checkBoundaryItems(
            configuration.boundarySupplementaryItems,
            at: DescriptionPath.root.key("configuration").key("boundarySupplementaryItems"))
        for section in sections {
            checker.check(section)
        }
        guard checker.problems.isEmpty else { throw DescriptionError(problems: checker.problems) }
        return UIKitLayoutPlan(
            environment: environment, configuration: configuration, sections: sections,
            templates: templateSections, iOS17Features: checker.iOS17Features)
    }
}

/// Walks a plan's sections for constructs UIKit cannot express and for iOS 17 features.
///
/// Every kind of content a section, group or item may hold is matched exhaustively here: a new
/// construct of the format is either mapped by the builders or reported by ``unsupported(_:at:)``
/// — the one place that says a construct has no UIKit equivalent.
struct UIKitMappingCheck {
    /// Every problem once, in the order found (a template's problem is found through each section
    /// using it, with the template's path).
    var problems: [DescriptionProblem] = []
    /// Every iOS 17 feature once, in the order found.
    var iOS17Features: [DescriptionPath] = []
    /// The layout's content-insets reference: the insets a section provider's environment holds.
    let layoutReference: ContentInsetsReference
    private var seenProblems: Set<DescriptionProblem> = []
    private var seenFeatures: Set<DescriptionPath> = []

    /// A check of a layout whose configuration uses `layoutReference`.
    init(layoutReference: ContentInsetsReference) {
        self.layoutReference = layoutReference
    }

    /// Reports a construct without a UIKit equivalent at `path`.
    mutating func unsupported(_ construct: String, at path: DescriptionPath) {
        let problem = DescriptionProblem(
            path: path, message: "\(construct) has no equivalent in UIKit's compositional layout")
        if seenProblems.insert(problem).inserted { problems.append(problem) }
    }

    /// Notes a part that needs iOS 17.
    mutating func needsIOS17(_ path: DescriptionPath) {
        if seenFeatures.insert(path).inserted { iOS17Features.append(path) }
    }

    mutating func check(_ plan: UIKitLayoutPlan.Section) {
        let section = plan.section
        if section.waterfall != nil {
            checkWaterfall(plan)
        } else if plan.list == nil, let group = section.group {
            check(group, at: plan.path(of: "group"))
        }
        // A waterfall section ignores orthogonal scrolling (R-WATERFALL-7); the builders leave
        // these properties out, so they need no iOS 17.
        if section.orthogonalScrollingProperties != nil && section.waterfall == nil {
            needsIOS17(plan.path(of: "orthogonalScrollingProperties"))
        }
        checkBoundaryItems(
            section.boundarySupplementaryItems, at: plan.path(of: "boundarySupplementaryItems"))
    }

    mutating func checkBoundaryItems(_ items: [BoundaryItemDescription]?, at path: DescriptionPath) {
        for (index, item) in (items ?? []).enumerated() {
            check(item.size, at: path.index(index).key("size"))
        }
    }

    mutating func check(_ group: GroupDescription, at path: DescriptionPath) {
        let bodyPath = path.key(group.keyword)
        switch group {
        case .horizontal(let body), .vertical(let body):
            check(body.size, at: bodyPath.key("size"))
            if body.count != nil && body.repeatingCount != nil {
                unsupported("a group with both \"count\" and \"repeatingCount\"", at: bodyPath)
            }
            if let key = body.count != nil ? "count" : body.repeatingCount != nil ? "repeatingCount" : nil,
                body.subitems.count != 1
            {
                unsupported(
                    "a group with \"\(key)\" and \(body.subitems.count) subitems (UIKit repeats exactly one)",
                    at: bodyPath.key("subitems"))
            }
            for (index, subitem) in body.subitems.enumerated() {
                let subitemPath = bodyPath.key("subitems").index(index)
                switch subitem {
                case .item(let item):
                    check(item.size, at: subitemPath.key("item").key("size"))
                    checkAnchored(item.supplementaryItems, at: subitemPath.key("item"))
                case .group(let nested):
                    check(nested, at: subitemPath)
                }
            }
            checkAnchored(body.supplementaryItems, at: bodyPath)
        case .custom(let body):
            check(body.size, at: bodyPath.key("size"))
        }
    }

    mutating func checkAnchored(_ items: [AnchoredItemDescription]?, at owner: DescriptionPath) {
        for (index, item) in (items ?? []).enumerated() {
            let path = owner.key("supplementaryItems").index(index)
            check(item.size, at: path.key("size"))
            for (key, anchor) in [("containerAnchor", item.containerAnchor), ("itemAnchor", item.itemAnchor)]
            {
                if let anchor, anchor.fractionalOffset != nil && anchor.absoluteOffset != nil {
                    unsupported(
                        "an anchor with both a fractional and an absolute offset", at: path.key(key))
                }
            }
        }
    }

    mutating func check(_ size: LayoutSize, at path: DescriptionPath) {
        for (key, dimension) in [("width", size.widthDimension), ("height", size.heightDimension)] {
            switch dimension.kind {
            case .uniformAcrossSiblings: needsIOS17(path.key(key))
            case .absolute, .estimated, .fractionalWidth, .fractionalHeight: break
            }
        }
    }
}
