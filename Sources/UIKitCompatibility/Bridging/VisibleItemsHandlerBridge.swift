import CollectionLayout
import Foundation

/// Connects a section's visible-items invalidation handler — Apple's non-`Sendable` closure over
/// reference-type items — to the engine, which wants a `@Sendable` closure mutating
/// `inout [LayoutVisibleItem]` values (R-HANDLER-6).
///
/// The engine calls handlers synchronously while it computes displayed elements
/// (`PreparedLayout.displayedElements`), on the thread that asked. The closure handed to the engine
/// (``engineHandler``) runs the user's handler only while the owning layout's ``HandlerGate`` is
/// open on the current thread, that is, inside one of the layout's own calls into the engine; it
/// then wraps each engine item in a ``VisibleItemFacade``, calls the user's handler with them, and
/// copies the facades' values back. Anywhere else — a `PreparedLayout` obtained from
/// ``UICollectionViewCompositionalLayout/preparedLayout()`` and used on another thread, or outside
/// the layout's calls — it leaves the items unchanged.
///
/// `@unchecked Sendable` is justified: the stored closure is only called from the thread that is
/// inside the owning layout's call, synchronously, exactly as if that call had invoked it directly.
/// The layout and the section the closure came from are not `Sendable`, so that thread is the one
/// the closure belongs to. The bridge only stores the closure otherwise (a `PreparedLayout` that
/// outlives the layout on another thread may release it there).
final class VisibleItemsHandlerBridge: @unchecked Sendable {
    private let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    private let gate: HandlerGate

    init(handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler, gate: HandlerGate) {
        self.handler = handler
        self.gate = gate
    }

    /// The handler handed to the engine.
    var engineHandler: VisibleItemsInvalidationHandler {
        { [self] items, offset, environment in
            run(&items, offset: offset, environment: environment)
        }
    }

    private func run(_ items: inout [LayoutVisibleItem], offset: Point, environment: LayoutEnvironment) {
        guard gate.isOpenOnCurrentThread else { return }
        let facades = items.map(VisibleItemFacade.init)
        handler(
            facades, CGPoint(offset),
            LayoutEnvironmentFacade(environment, traitCollection: gate.traitCollection))
        items = facades.map(\.value)
    }
}

/// Marks the stretches of time during which a layout is inside its own call into the engine, and
/// on which thread (see ``VisibleItemsHandlerBridge``). Calls may nest on that thread (a handler
/// may query the layout again).
///
/// `@unchecked Sendable` is justified: the mutable state is only accessed while holding `lock`.
final class HandlerGate: @unchecked Sendable {
    private let lock = NSLock()
    private var openThread: pthread_t?
    private var depth = 0
    private var openTraitCollection = UITraitCollection()

    /// Runs `body` with the gate open on the current thread; handlers see `traitCollection`, the
    /// collection view's.
    func whileOpen<Result>(traitCollection: UITraitCollection, _ body: () -> Result) -> Result {
        lock.lock()
        openTraitCollection = traitCollection
        if let openThread {
            precondition(
                pthread_equal(openThread, pthread_self()) != 0,
                "UICollectionViewCompositionalLayout used from two threads at once")
        }
        openThread = pthread_self()
        depth += 1
        lock.unlock()
        defer {
            lock.lock()
            depth -= 1
            if depth == 0 { openThread = nil }
            lock.unlock()
        }
        return body()
    }

    /// The traits of the call the gate is open for.
    var traitCollection: UITraitCollection {
        lock.lock()
        defer { lock.unlock() }
        return openTraitCollection
    }

    /// Whether the current thread is inside ``whileOpen(traitCollection:_:)``.
    var isOpenOnCurrentThread: Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let openThread else { return false }
        return pthread_equal(openThread, pthread_self()) != 0
    }
}
