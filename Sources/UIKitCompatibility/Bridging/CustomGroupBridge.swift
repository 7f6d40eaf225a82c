import CollectionLayout
import Foundation

/// Collects what copying facades into engine values produced besides the values themselves: the
/// bridges of custom groups, whose item providers can only run once the engine knows group sizes;
/// and carries the gate that visible-items handlers are bridged through.
final class LayoutCopyContext {
    /// The custom groups met while copying, in order.
    var customGroups: [CustomGroupBridge] = []
    /// The gate of the layout being built (see ``VisibleItemsHandlerBridge``).
    let handlerGate: HandlerGate

    init(handlerGate: HandlerGate) {
        self.handlerGate = handlerGate
    }
}

/// Connects a custom group's item provider — Apple's non-`Sendable` closure over reference
/// types — to the engine, which wants a `@Sendable` provider returning values (R-CUSTOM-4).
///
/// The engine is handed ``engineProvider``, which only reads answers from ``CustomItemFrames``
/// and records the environments it had no answer for. After a solve, the layout calls
/// ``resolvePending()`` on the thread that prepares it: the user's closure runs there for each
/// recorded environment, its frames are stored, and the layout is solved again. The user's
/// closure is therefore never called from the engine, never concurrently, and never sent
/// across threads.
final class CustomGroupBridge {
    /// The user's provider.
    let provider: NSCollectionLayoutGroupCustomItemProvider
    /// The answers, shared with the engine.
    let frames = CustomItemFrames()

    init(provider: @escaping NSCollectionLayoutGroupCustomItemProvider) {
        self.provider = provider
    }

    /// The provider handed to the engine.
    var engineProvider: LayoutGroupCustomItemProvider {
        let frames = self.frames
        return { environment in frames.items(for: environment) }
    }

    /// Runs the user's provider for every environment the engine asked about without an answer.
    /// Returns whether there was any (the layout must then be solved again). The provider sees
    /// `traitCollection`, the collection view's.
    func resolvePending(traitCollection: UITraitCollection) -> Bool {
        let pending = frames.takePending()
        for environment in pending {
            let facade = LayoutEnvironmentFacade(environment, traitCollection: traitCollection)
            let items = provider(facade).map(\.value)
            frames.store(items, for: environment)
        }
        return !pending.isEmpty
    }
}

/// The frames a custom group's provider returned, per environment, readable from any thread.
///
/// `@unchecked Sendable` is justified: every stored property is a value type accessed only while
/// holding `lock`, so concurrent calls from the engine cannot race.
final class CustomItemFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [LayoutEnvironment: [LayoutGroupCustomItem]] = [:]
    private var pending: Set<LayoutEnvironment> = []

    /// The stored frames for `environment`; empty, and recorded as pending, when there are none yet.
    func items(for environment: LayoutEnvironment) -> [LayoutGroupCustomItem] {
        lock.lock()
        defer { lock.unlock() }
        if let items = answers[environment] { return items }
        pending.insert(environment)
        return []
    }

    /// Removes and returns the environments asked about without an answer.
    func takePending() -> [LayoutEnvironment] {
        lock.lock()
        defer { lock.unlock() }
        let result = Array(pending)
        pending.removeAll()
        return result
    }

    /// Stores the frames for `environment`.
    func store(_ items: [LayoutGroupCustomItem], for environment: LayoutEnvironment) {
        lock.lock()
        defer { lock.unlock() }
        answers[environment] = items
    }
}
