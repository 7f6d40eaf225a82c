import LayoutDescription

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#else
    import UIKitCompatibility
#endif

extension UICollectionViewCompositionalLayout {
    /// A compositional layout built from a layout description: the same layout
    /// `complayout frames` solves, as UIKit objects.
    ///
    /// The layout's sections come from a section provider (list sections need the environment);
    /// its configuration holds the description's `configuration`. Put the layout into a collection
    /// view whose size, safe area and layout margins match the description's `environment`, with a
    /// data source giving the description's item counts, and its frames are those of
    /// `complayout frames`.
    ///
    /// ```swift
    /// let description = try LayoutDescription.decode(json)
    /// let layout = try UICollectionViewCompositionalLayout(description: description)
    /// ```
    ///
    /// - Throws: `DescriptionError` naming the path of every problem; see
    ///   ``UIKitLayoutBuilder/init(description:)``.
    @MainActor
    public convenience init(description: LayoutDescription) throws(DescriptionError) {
        let builder = try UIKitLayoutBuilder(description: description)
        self.init(
            sectionProvider: { index, environment in builder.section(at: index, environment: environment) },
            configuration: builder.configuration())
    }
}
