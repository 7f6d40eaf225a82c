import CollectionLayout
import Foundation

extension UICollectionViewCompositionalLayout {
    /// The solved layout for the collection view's current state — the prepared layout of the
    /// collection view's headless view, with its measurements — nil without a collection view.
    /// Traps with the engine's message when the layout cannot be solved, as UIKit raises.
    var current: SolvedLayout? {
        guard let facts = synchronize(), let view = collectionView?.storage?.view else { return nil }
        return SolvedLayout(
            prepared: view.preparedLayout, sections: facts.sections,
            listConfigurations: facts.listConfigurations)
    }

    /// Solves the layout for the collection view's current size, insets, traits and item counts
    /// unless it is solved for them already, and hands the result to the collection view's headless
    /// view (the only place the collection view's layout is prepared). Section providers run here,
    /// on this thread, once per section. Nil without a collection view.
    @discardableResult
    func synchronize() -> SolveFacts? {
        guard let collectionView else { return nil }
        if preparesBeforeNextQuery {
            // A bounds change invalidated the layout (R-INVAL-1): `prepare()`, which an override
            // may extend, comes back here.
            preparesBeforeNextQuery = false
            prepare()
        }
        let inputs = collectionView.solveInputs
        if let cache, cache.inputs == inputs, collectionView.headlessViewIsCurrent() { return cache.facts }
        let configuration = storedConfiguration.value
        let (sections, customGroups, listConfigurations) = sectionValues(
            for: inputs, configuration: configuration)
        let facts = SolveFacts(
            sections: sections.map(SectionFacts.init), listConfigurations: listConfigurations)
        let engineLayout = Self.engineLayout(sections, configuration: configuration)
        cache = SolveCache(
            inputs: inputs, facts: facts, engineLayout: engineLayout, customGroups: customGroups)
        collectionView.solveHeadlessView(
            layout: engineLayout, environment: inputs.environment, itemCounts: inputs.itemCounts)
        resolveCustomGroupsAfterChange()
        return facts
    }

    /// Lets custom groups answer the group sizes the last solve asked about and solves again until
    /// none is left (see ``CustomGroupBridge``); called after every change of the headless view,
    /// since measurements can change the sizes custom groups are asked about.
    func resolveCustomGroupsAfterChange() {
        defer { collectionView?.applyPreferredAttributesInvalidations() }
        guard let cache, !cache.customGroups.isEmpty, let collectionView else { return }
        for _ in 0..<Self.maximumCustomGroupPasses {
            guard Self.resolvePending(cache.customGroups, traitCollection: cache.inputs.traitCollection)
            else {
                return
            }
            collectionView.solveHeadlessView(
                layout: cache.engineLayout, environment: cache.inputs.environment,
                itemCounts: cache.inputs.itemCounts)
        }
        preconditionFailure(Self.unsettledCustomGroupsMessage)
    }

    /// The engine's prepared layout for the collection view's current size, insets and item counts
    /// (not part of UIKit): the native result, with its diagnostics and its exact queries
    /// (R-QUERY-1), without the collection view's measurements. Section providers run again
    /// for it. Its sections' visible-items invalidation handlers act only inside the collection
    /// view's visible-element queries (see ``UICollectionView/visibleLayoutAttributes``); its own
    /// `displayedElements` leaves items as the layout placed them.
    ///
    /// - Throws: `LayoutError` when the engine rejects the layout (where the UIKit-named queries
    ///   trap); ``UICollectionViewLayoutError/noCollectionView`` without a collection view.
    public func preparedLayout() throws -> PreparedLayout {
        guard let collectionView else { throw UICollectionViewLayoutError.noCollectionView }
        let inputs = collectionView.solveInputs
        let configuration = storedConfiguration.value
        let (sections, customGroups, _) = sectionValues(for: inputs, configuration: configuration)
        let engineLayout = Self.engineLayout(sections, configuration: configuration)
        for _ in 0..<Self.maximumCustomGroupPasses {
            let prepared = try engineLayout.prepare(in: inputs.environment, itemCounts: inputs.itemCounts)
            if !Self.resolvePending(customGroups, traitCollection: inputs.traitCollection) {
                return prepared
            }
        }
        preconditionFailure(Self.unsettledCustomGroupsMessage)
    }

    /// The engine layout over copied section values: the engine only ever sees these values
    /// (R-PROVIDER-3: providers are pure).
    static func engineLayout(
        _ sections: [LayoutSection?], configuration: CompositionalLayoutConfiguration
    ) -> CompositionalLayout {
        CompositionalLayout(
            sectionProvider: { index, _ in sections.indices.contains(index) ? sections[index] : nil },
            configuration: configuration)
    }

    /// Runs the item providers of custom groups for the sizes the engine asked about; returns
    /// whether there were any (the layout must then be solved again).
    private static func resolvePending(
        _ customGroups: [CustomGroupBridge], traitCollection: UITraitCollection
    ) -> Bool {
        var resolvedMore = false
        for bridge in customGroups where bridge.resolvePending(traitCollection: traitCollection) {
            resolvedMore = true
        }
        return resolvedMore
    }

    /// The value of every section, the custom groups they contain and the list configurations of
    /// list sections — calling the section provider, on this thread, once per section.
    func sectionValues(
        for inputs: SolveInputs, configuration: CompositionalLayoutConfiguration
    ) -> ([LayoutSection?], [CustomGroupBridge], [UICollectionLayoutListConfiguration?]) {
        let count = inputs.itemCounts.count
        switch source {
        case .section(let section, let customGroups, let listConfiguration):
            return (
                Array(repeating: section, count: count), customGroups,
                Array(repeating: listConfiguration, count: count)
            )
        case .provider(let provider):
            let context = LayoutCopyContext(handlerGate: handlerGate)
            let environment = LayoutEnvironmentFacade(
                CompositionalLayout(sectionProvider: { _, _ in nil }, configuration: configuration)
                    .providerEnvironment(for: inputs.environment), traitCollection: inputs.traitCollection)
            let sections = inputs.itemCounts.indices.map { provider($0, environment) }
            return (
                sections.map { $0?.value(context) }, context.customGroups,
                sections.map { $0?.listConfiguration }
            )
        }
    }

    /// How many times a layout with custom groups is solved at most: once to learn the group sizes
    /// their providers are asked about, once with the answers, and a margin for nested estimates.
    private static var maximumCustomGroupPasses: Int { 4 }

    private static var unsettledCustomGroupsMessage: String {
        "UICollectionViewCompositionalLayout: custom group sizes did not settle after "
            + "\(maximumCustomGroupPasses) passes; item providers must be pure"
    }
}
