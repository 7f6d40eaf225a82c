import CollectionLayout
import Foundation

// Conversions between Foundation's Core Graphics types and the engine's geometry.

extension Point {
    /// The engine point of a Foundation point.
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension Size {
    /// The engine size of a Foundation size.
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Rect {
    /// The engine rectangle of a Foundation rectangle.
    init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}

extension CGPoint {
    /// The Foundation point of an engine point.
    init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension CGSize {
    /// The Foundation size of an engine size.
    init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension CGRect {
    /// The Foundation rectangle of an engine rectangle.
    init(_ rect: Rect) {
        self.init(
            x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
            height: CGFloat(rect.height))
    }
}

extension IndexPath {
    /// The Foundation index path of an engine index path.
    init(_ indexPath: LayoutIndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}

extension LayoutIndexPath {
    /// The engine index path of a Foundation index path (section and item).
    init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}

// The engine's transform is `LayoutTransform`; Foundation has an `AffineTransform` of its own.
extension LayoutTransform {
    /// The engine transform of a Core Graphics transform.
    init(_ transform: CGAffineTransform) {
        self.init(
            a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
            tx: Double(transform.tx), ty: Double(transform.ty))
    }
}

extension CGAffineTransform {
    /// The Core Graphics transform of an engine transform.
    init(_ transform: LayoutTransform) {
        self.init(
            a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
            d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
}
