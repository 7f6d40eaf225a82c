// The shop's data as the home screen shows it: sections, items and the diffable snapshot.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompatibility
#endif

/// The sections of the shop's home screen, top to bottom.
public enum ShopSection: Int, CaseIterable, Hashable, Sendable {
    /// A sideways row of promotional banners, one page at a time.
    case banners
    /// The categories as an inset-grouped list with a header.
    case categories
    /// A two-column grid of products under a header.
    case products
}

/// One item of the home screen.
public struct ShopItem: Hashable, Sendable {
    /// A stable identifier.
    public var id: String
    /// What the cell shows.
    public var title: String
    /// The outline level in the category list: 0 for a category, 1 for a sub-category.
    public var level: Int

    /// Creates an item.
    public init(id: String, title: String, level: Int = 0) {
        self.id = id
        self.title = title
        self.level = level
    }
}

/// What the home screen shows.
public struct ShopCatalog: Sendable {
    /// The banners.
    public var banners: [ShopItem]
    /// The categories, sub-categories after their parent.
    public var categories: [ShopItem]
    /// The products.
    public var products: [ShopItem]

    /// Creates a catalog.
    public init(banners: [ShopItem], categories: [ShopItem], products: [ShopItem]) {
        self.banners = banners
        self.categories = categories
        self.products = products
    }

    /// A small catalog: 3 banners, 4 categories (one of them a sub-category), 6 products.
    public static let sample = ShopCatalog(
        banners: ["Winter sale", "New arrivals", "Free shipping"].enumerated().map {
            ShopItem(id: "banner-\($0.offset)", title: $0.element)
        },
        categories: [
            ShopItem(id: "clothing", title: "Clothing"),
            ShopItem(id: "shoes", title: "Shoes", level: 1),
            ShopItem(id: "home", title: "Home"),
            ShopItem(id: "toys", title: "Toys"),
        ],
        products: (1...6).map { ShopItem(id: "product-\($0)", title: "Product \($0)") })

    /// The diffable snapshot of the home screen: every section, in order, with its items.
    public func snapshot() -> NSDiffableDataSourceSnapshot<ShopSection, ShopItem> {
        var snapshot = NSDiffableDataSourceSnapshot<ShopSection, ShopItem>()
        snapshot.appendSections(ShopSection.allCases)
        snapshot.appendItems(banners, toSection: .banners)
        snapshot.appendItems(categories, toSection: .categories)
        snapshot.appendItems(products, toSection: .products)
        return snapshot
    }
}
