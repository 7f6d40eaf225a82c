import Foundation

/// What a decoration kind was registered with: a view class or a nib.
enum DecorationViewRegistration: Hashable {
    case viewClass(String)
    case nib(String)
}

extension UICollectionViewLayout {
    /// Registers the view class that shows decoration views of `elementKind`, such as a section
    /// background (Apple's `register(_:forDecorationViewOfKind:)`); nil unregisters the kind.
    ///
    /// Headless: no view is ever created. The class name is recorded — see
    /// ``registeredDecorationViewClassNames`` — and replaces an earlier class or nib for the kind,
    /// as in UIKit. Registering does not change any frame.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = viewClass.map { .viewClass(String(describing: $0)) }
    }

    /// Registers the nib that shows decoration views of `elementKind` (Apple's
    /// `register(_:forDecorationViewOfKind:)` taking a nib); nil unregisters the kind.
    ///
    /// Headless: nothing is loaded. The nib's name is recorded — see
    /// ``registeredDecorationViewNibNames`` — and replaces an earlier class or nib for the kind.
    public func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = nib.map { .nib($0.name) }
    }

    /// The names of the view classes registered for decoration kinds, by kind (not part of UIKit).
    public var registeredDecorationViewClassNames: [String: String] {
        decorationRegistrations.compactMapValues {
            if case .viewClass(let name) = $0 { return name }
            return nil
        }
    }

    /// The names of the nibs registered for decoration kinds, by kind (not part of UIKit).
    public var registeredDecorationViewNibNames: [String: String] {
        decorationRegistrations.compactMapValues {
            if case .nib(let name) = $0 { return name }
            return nil
        }
    }
}
