import CollectionLayout
import LayoutDescription

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#else
    import UIKitCompatibility
#endif

/// Builds UIKit compositional-layout objects from a layout description: real UIKit objects on iOS,
/// tvOS, visionOS and Mac Catalyst, the `UIKitCompatibility` facade's everywhere else.
///
/// `UICollectionViewCompositionalLayout(description:)` is all most apps need. The builder
/// offers the finer pieces: one section for an index and an environment (list sections need the
/// environment), the section provider, and the layout configuration — for an app that mixes
/// described sections with sections of its own.
///
/// ```swift
/// let builder = try UIKitLayoutBuilder(description: description)
/// let layout = UICollectionViewCompositionalLayout(
///     sectionProvider: { index, environment in
///         index == 0 ? myOwnSection() : builder.section(at: index, environment: environment)
///     },
///     configuration: builder.configuration())
/// ```
///
/// Every field the description gives is set on the object UIKit's own initialiser made, so absent
/// fields keep UIKit's defaults, as they keep the engine's in `complayout frames`. The
/// description's `environment` and item counts are not part of a UIKit layout: the collection view
/// and its data source provide them.
@MainActor
public struct UIKitLayoutBuilder: Sendable {
    /// The checked description the builder reads.
    public let plan: UIKitLayoutPlan

    /// Reads `description` for UIKit.
    ///
    /// - Throws: `DescriptionError` naming the path of every problem: a section
    ///   without an item count or a group, a missing template, a construct without a UIKit
    ///   equivalent, or a part that needs a newer iOS than the one running.
    public init(description: LayoutDescription) throws(DescriptionError) {
        try self.init(plan: description.uikitPlan())
    }

    /// Uses a plan made with `LayoutDescription.uikitPlan(limits:)`.
    ///
    /// - Throws: `DescriptionError` when the plan uses iOS 17 features on an
    ///   older system.
    public init(plan: UIKitLayoutPlan) throws(DescriptionError) {
        if let path = plan.iOS17Features.first, !Self.iOS17Available {
            throw DescriptionError(path: path, "needs iOS 17, tvOS 17 or visionOS 1 in UIKit")
        }
        self.plan = plan
    }

    private static var iOS17Available: Bool {
        if #available(iOS 17.0, tvOS 17.0, *) { return true }
        return false
    }

    /// The number of sections the description has.
    public var numberOfSections: Int { plan.sections.count }

    /// The section at `index` for `environment`, or nil past the last section (which ends the
    /// layout, as a section provider's nil does).
    ///
    /// A group section is `NSCollectionLayoutSection(group:)`; a list section is
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` with the description's list
    /// configuration; a waterfall section is one custom group holding the description's item count
    /// of items (see ``waterfallSection(_:environment:)``). The section's other fields are then set
    /// on it.
    public func section(at index: Int, environment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection?
    {
        guard plan.sections.indices.contains(index) else { return nil }
        return section(plan.sections[index], itemCount: nil, environment: environment)
    }

    /// The section at `index` for a data source holding `itemCount` items in it, or nil past the
    /// last section.
    ///
    /// UIKit's section provider is not told how many items a section has, and a waterfall section's
    /// custom group must hold every item: for an app whose data decides the count, this overload
    /// builds a waterfall section for `itemCount` items instead of the description's `itemCount`.
    /// Other sections repeat their group and are the same as ``section(at:environment:)``'s.
    public func section(at index: Int, itemCount: Int, environment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection?
    {
        guard plan.sections.indices.contains(index) else { return nil }
        return section(plan.sections[index], itemCount: itemCount, environment: environment)
    }

    /// A new section made from the template called `name`, or nil when the description has no such
    /// template with a group or a list: for apps whose server sends templates and whose own data
    /// decides how many sections of each to show (the layout-factory pattern).
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout { index, environment in
    ///     builder.section(template: feed.sections[index].style, environment: environment)
    /// }
    /// ```
    ///
    /// A waterfall template needs the section's item count: use
    /// ``section(template:itemCount:environment:)``; this method builds it for the template's own
    /// `itemCount`, and returns nil for a waterfall template without one.
    public func section(template name: String, environment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection?
    {
        plan.templates[name].flatMap { section($0, itemCount: nil, environment: environment) }
    }

    /// A new section made from the template called `name` for `itemCount` items, or nil when the
    /// description has no such template with a group, a list or a waterfall. The item count
    /// matters to waterfall templates only, whose custom group holds every item; other templates
    /// give ``section(template:environment:)``'s section.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout { index, environment in
    ///     builder.section(
    ///         template: "photos", itemCount: feed.sections[index].photos.count, environment: environment)
    /// }
    /// ```
    public func section(
        template name: String, itemCount: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection? {
        plan.templates[name].flatMap { section($0, itemCount: itemCount, environment: environment) }
    }

    /// The section for `planned`; `itemCount` replaces the description's count of a waterfall
    /// section (nil keeps it, and a waterfall without a count gives nil).
    func section(
        _ planned: UIKitLayoutPlan.Section, itemCount: Int?, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection? {
        let section: NSCollectionLayoutSection
        if var waterfall = plan.uikitWaterfall(planned) {
            guard let count = itemCount ?? planned.section.itemCount else { return nil }
            waterfall = waterfall.withItemCount(count)
            section = Self.waterfallSection(waterfall, environment: environment)
        } else if let list = planned.list {
            section = .list(using: Self.listConfiguration(list), layoutEnvironment: environment)
        } else if let group = planned.section.group {
            section = NSCollectionLayoutSection(group: Self.group(group))
        } else {
            // `uikitPlan()` requires a group, a list or a waterfall in every section and template
            // it keeps.
            return nil
        }
        Self.apply(planned.section, to: section)
        return section
    }

    /// The layout configuration: scroll direction, spacing between sections, content insets
    /// reference and layout-level boundary items.
    public func configuration() -> UICollectionViewCompositionalLayoutConfiguration {
        let description = plan.configuration
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        if let direction = description.scrollDirection {
            configuration.scrollDirection = direction == .vertical ? .vertical : .horizontal
        }
        if let spacing = description.interSectionSpacing {
            configuration.interSectionSpacing = CGFloat(spacing)
        }
        if let reference = description.contentInsetsReference {
            configuration.contentInsetsReference = Self.reference(reference)
        }
        if let items = description.boundarySupplementaryItems {
            configuration.boundarySupplementaryItems = items.map(Self.boundaryItem)
        }
        return configuration
    }

    /// Sets the fields `description` gives on `section`, as app code sets them after creating it.
    static func apply(_ description: SectionDescription, to section: NSCollectionLayoutSection) {
        if let insets = description.contentInsets { section.contentInsets = Self.insets(insets) }
        // A waterfall section ignores inter-group spacing and orthogonal scrolling
        // (R-WATERFALL-7): they are left at UIKit's defaults.
        let waterfall = description.waterfall != nil
        if let spacing = description.interGroupSpacing, !waterfall {
            section.interGroupSpacing = CGFloat(spacing)
        }
        if let reference = description.contentInsetsReference {
            section.contentInsetsReference = Self.reference(reference)
        }
        if let reference = description.supplementaryContentInsetsReference {
            section.supplementaryContentInsetsReference = Self.reference(reference)
        }
        if let follows = description.supplementariesFollowContentInsets {
            section.supplementariesFollowContentInsets = follows
        }
        if let items = description.boundarySupplementaryItems {
            section.boundarySupplementaryItems = items.map(Self.boundaryItem)
        }
        if let items = description.decorationItems {
            section.decorationItems = items.map(Self.decorationItem)
        }
        if let behavior = description.orthogonalScrollingBehavior, !waterfall {
            section.orthogonalScrollingBehavior = Self.behavior(behavior)
        }
        if let properties = description.orthogonalScrollingProperties, !waterfall {
            if #available(iOS 17.0, tvOS 17.0, *) {
                Self.apply(properties, to: section.orthogonalScrollingProperties)
            }
        }
    }
}
