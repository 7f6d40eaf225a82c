import Foundation

/// The actions revealed by swiping a list row (Apple's `UISwipeActionsConfiguration`).
///
/// A headless value returned by a list configuration's swipe-action providers: stored and
/// readable, never shown; it has no effect on geometry (R-LIST-2).
public final class UISwipeActionsConfiguration {
    /// The actions, first one outermost.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; true by default.
    public var performsFirstActionWithFullSwipe: Bool = true

    /// A configuration of the given actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// One action of a swiped list row (Apple's `UIContextualAction`): a title, an image, a colour and
/// a handler, stored as given. Nothing calls the handler here; a test may call it.
public final class UIContextualAction {
    /// How an action looks (Apple's `UIContextualAction.Style`).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// A normal action.
        case normal = 0
        /// An action that deletes or removes.
        case destructive
    }

    /// Performs the action: the action, the view that showed it, and a completion to call with
    /// whether it was performed (Apple's `UIContextualAction.Handler`).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The handler.
    public let handler: Handler
    /// The title, if any.
    public var title: String?
    /// The image, if any.
    public var image: UIImage?
    /// The background colour, if one was set (UIKit derives one from the style otherwise).
    public var backgroundColor: UIColor?

    /// An action of the given style and title, performed by `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
