import CollectionLayout
import Foundation

extension UICollectionViewCompositionalLayout {
    /// The solved layout for the collection view's current state, nil without a collection view.
    /// Traps with the engine's message when the layout cannot be solved, as UIKit raises.
    var current: SolvedLayout? {
        guard let collectionView else { return nil }
        let inputs = collectionView.solveInputs
        if let cache, cache.inputs == inputs { return cache.solved }
        do {
            let solved = try solve(inputs)
            cache = (inputs, solved)
            return solved
        } catch {
            preconditionFailure("UICollectionViewCompositionalLayout: \(error)")
        }
    }

    /// The engine's prepared layout for the collection view's current size, insets and item counts
    /// (not part of UIKit): the native result, with its diagnostics and its exact queries
    /// (SPEC R-QUERY-1). Section providers run again for it. Its sections' visible-items
    /// invalidation handlers act only inside the collection view's visible-element queries (see
    /// ``UICollectionView/visibleLayoutAttributes``); its own `displayedElements` leaves items as
    /// the layout placed them.
    ///
    /// - Throws: `LayoutError` when the engine rejects the layout (where the UIKit-named queries
    ///   trap); ``UICollectionViewLayoutError/noCollectionView`` without a collection view.
    public func preparedLayout() throws -> PreparedLayout {
        guard let collectionView else { throw UICollectionViewLayoutError.noCollectionView }
        let inputs = collectionView.solveInputs
        return try solve(inputs).prepared
    }

    /// Copies the sections into values — calling the section provider, on this thread, once per
    /// section — and solves them.
    ///
    /// Custom groups may need more than one solve: the first tells which group sizes their item
    /// providers must be asked about (see ``CustomGroupBridge``).
    private func solve(_ inputs: SolveInputs) throws(LayoutError) -> SolvedLayout {
        let configuration = storedConfiguration.value
        let (sections, customGroups, listConfigurations) = sectionValues(
            for: inputs, configuration: configuration)
        // The engine only ever sees these values (SPEC R-PROVIDER-3: providers are pure).
        let engineLayout = CompositionalLayout(
            sectionProvider: { index, _ in sections.indices.contains(index) ? sections[index] : nil },
            configuration: configuration)
        let facts = sections.map(SectionFacts.init)
        for _ in 0..<Self.maximumCustomGroupPasses {
            let prepared = try engineLayout.prepare(in: inputs.environment, itemCounts: inputs.itemCounts)
            var resolvedMore = false
            for bridge in customGroups where bridge.resolvePending(traitCollection: inputs.traitCollection) {
                resolvedMore = true
            }
            if !resolvedMore {
                return SolvedLayout(
                    prepared: prepared, sections: facts, listConfigurations: listConfigurations)
            }
        }
        preconditionFailure(
            "UICollectionViewCompositionalLayout: custom group sizes did not settle after "
                + "\(Self.maximumCustomGroupPasses) passes; item providers must be pure")
    }

    /// The value of every section, the custom groups they contain and the list configurations of
    /// list sections.
    private func sectionValues(
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
}
