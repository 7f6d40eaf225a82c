import CollectionLayout
import Foundation

extension UICollectionView {
    /// How to create and configure the cells of one kind of item (Apple's
    /// `UICollectionView.CellRegistration`, iOS 14). Dequeuing with it creates a `Cell` through
    /// `init(frame:)` and runs the handler on it.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item: the cell, its index path and the item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The configuration handler.
        public let handler: Handler
        /// The nib the cell would be loaded from on iOS; cells are created with `init(frame:)` here.
        public let cellNib: UINib?

        /// A registration whose cells are created with `init(frame:)` and configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            self.cellNib = nil
        }

        /// A registration naming a nib; the nib is recorded and the cell created with `init(frame:)`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            self.cellNib = cellNib
        }
    }

    /// How to create and configure the supplementary views of one element kind (Apple's
    /// `UICollectionView.SupplementaryRegistration`, iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view: the view, its element kind and its index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The element kind the registration is for.
        public let elementKind: String
        /// The configuration handler.
        public let handler: Handler
        /// The nib the view would be loaded from on iOS; views are created with `init(frame:)` here.
        public let supplementaryNib: UINib?

        /// A registration for `elementKind` whose views are configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.supplementaryNib = nil
        }

        /// A registration naming a nib; the nib is recorded and the view created with `init(frame:)`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.supplementaryNib = supplementaryNib
        }
    }

    /// A new cell of the registration's class, with the item's frame, configured by the
    /// registration's handler for `item` — a headless record of what was configured (iOS reuses
    /// cells; here each call creates one). A nil `item` leaves the cell unconfigured.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = Cell(registeredWithFrame: frameOfItem(at: indexPath))
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view of the registration's class, with its element's frame, configured
    /// by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let frame = storage?.view.preparedLayout.attributes(
            forSupplementaryOfKind: registration.elementKind, at: LayoutIndexPath(indexPath)
        ).map { CGRect($0.frame) }
        let view = Supplementary(registeredWithFrame: frame ?? .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// Registers a cell class for `identifier`, for ``dequeueReusableCell(withReuseIdentifier:for:)``.
    /// Classes that are not ``UICollectionViewCell`` subclasses, and nil, remove the registration.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses.cells[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Registers a supplementary view class for `elementKind` and `identifier`, for
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        registeredClasses.supplementaries[RegisteredClasses.Key(kind: elementKind, identifier: identifier)] =
            viewClass as? UICollectionReusableView.Type
    }

    /// A new cell of the class registered for `identifier` (a plain ``UICollectionViewCell`` when
    /// none is, where UIKit raises), with the item's frame.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let type = registeredClasses.cells[identifier] ?? UICollectionViewCell.self
        return type.init(registeredWithFrame: frameOfItem(at: indexPath))
    }

    /// A new supplementary view of the class registered for `elementKind` and `identifier` (a plain
    /// ``UICollectionReusableView`` when none is, where UIKit raises), with the element's frame.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = RegisteredClasses.Key(kind: elementKind, identifier: identifier)
        let type = registeredClasses.supplementaries[key] ?? UICollectionReusableView.self
        let frame = storage?.view.preparedLayout.attributes(
            forSupplementaryOfKind: elementKind, at: LayoutIndexPath(indexPath)
        ).map { CGRect($0.frame) }
        return type.init(registeredWithFrame: frame ?? .zero)
    }

    /// The layout's frame of the item, zero when it does not exist.
    private func frameOfItem(at indexPath: IndexPath) -> CGRect {
        storage.flatMap { naturalFrame(of: indexPath, in: $0.view) } ?? .zero
    }
}

/// The classes registered with a collection view by reuse identifier.
struct RegisteredClasses {
    /// A supplementary registration's element kind and identifier.
    struct Key: Hashable {
        let kind: String
        let identifier: String
    }

    var cells: [String: UICollectionViewCell.Type] = [:]
    var supplementaries: [Key: UICollectionReusableView.Type] = [:]
}
