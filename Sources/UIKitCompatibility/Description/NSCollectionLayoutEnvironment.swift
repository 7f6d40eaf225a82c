import CollectionLayout
import Foundation

/// The size of a container and its insets (Apple's `NSCollectionLayoutContainer`): the collection
/// view for a section provider (R-PROVIDER-1), the group for a custom group's item provider
/// (R-CUSTOM-1).
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size minus ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets inside the container, in points (R-PROVIDER-4).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in points; identical to ``contentInsets`` because insets are never fractions
    /// here (R-PROVIDER-4).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or a custom group's item provider knows about its surroundings
/// (Apple's `NSCollectionLayoutEnvironment`).
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits: size classes, idiom, display scale, layout direction and text
    /// size (see ``UICollectionView/traitCollection``).
    var traitCollection: UITraitCollection { get }
}

/// The environment handed to user closures: a snapshot of the engine's `LayoutEnvironment` and the
/// collection view's traits.
final class LayoutEnvironmentFacade: NSCollectionLayoutEnvironment {
    let value: LayoutEnvironment
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(_ value: LayoutEnvironment, traitCollection: UITraitCollection) {
        self.value = value
        self.container = LayoutContainerFacade(value.container)
        self.traitCollection = traitCollection
    }
}

/// The container handed to user closures: a snapshot of the engine's `LayoutContainer`.
final class LayoutContainerFacade: NSCollectionLayoutContainer {
    let value: LayoutContainer

    init(_ value: LayoutContainer) {
        self.value = value
    }

    var contentSize: CGSize { CGSize(value.contentSize) }
    var effectiveContentSize: CGSize { CGSize(value.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(value.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(value.effectiveContentInsets)
    }
}
