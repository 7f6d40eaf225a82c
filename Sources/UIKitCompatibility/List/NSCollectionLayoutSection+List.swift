import CollectionLayout
import Foundation

extension NSCollectionLayoutSection {
    /// A list section (Apple's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
    /// R-LIST-1): the engine's `LayoutSection.list(using:layoutEnvironment:)` for the
    /// configuration's geometry — full-width rows of 44 points estimated, no spacing (R-LIST-2),
    /// the appearance's reference insets, top padding and bottom inset (R-LIST-3,
    /// R-LIST-4) — with headers and footers of UIKit's kinds, ``UICollectionView/elementKindSectionHeader``
    /// and ``UICollectionView/elementKindSectionFooter``.
    ///
    /// The section's properties show the list's values (`contentInsets.bottom` is 16 in grouped
    /// appearances, for example) and can be changed like any section's, as apps do. The
    /// configuration's separators, swipe actions and colours are kept with the section and change
    /// no frame.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let environment =
            (layoutEnvironment as? LayoutEnvironmentFacade)?.value
            ?? LayoutEnvironment(containerSize: Size(layoutEnvironment.container.contentSize))
        let base = LayoutSection.list(using: configuration.value, layoutEnvironment: environment)
        return NSCollectionLayoutSection(list: base, configuration: configuration)
    }

    /// The list configuration the section was made from, nil for a section made from a group (not
    /// part of UIKit): where tests read a list's swipe actions and separators back.
    public var listConfiguration: UICollectionLayoutListConfiguration? {
        if case .list(_, let configuration) = content { return configuration }
        return nil
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section of `configuration` (Apple's
    /// `UICollectionViewCompositionalLayout.list(using:)`, R-LIST-1).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }
}

extension UICollectionViewCompositionalLayout {
    /// The list configuration of `section` as the layout was last solved for its collection view —
    /// nil for a section that is not a list section, that does not exist, or without a collection
    /// view (not part of UIKit). Tests read a list's swipe actions and separators from it, as UIKit
    /// reads them when a row is swiped.
    public func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let configurations = current?.listConfigurations, configurations.indices.contains(section)
        else {
            return nil
        }
        return configurations[section]
    }
}
