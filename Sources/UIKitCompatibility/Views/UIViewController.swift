import Foundation

/// A headless stand-in for Apple's `UIViewController`, so that view-controller code that builds a
/// collection view — `viewDidLoad()`, `configureHierarchy()`, `configureDataSource()` — compiles and
/// runs. It loads its ``view`` on first access and calls ``viewDidLoad()``; nothing presents it.
open class UIViewController {
    private var loadedView: UIView?

    /// The title shown in navigation bars; nil unless set.
    open var title: String?

    /// A view controller; nib names are recorded nowhere (views are built in code here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A view controller without a nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A view controller decoded from an archive; nothing is archived here, so this is always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access. On iOS the
    /// window sizes it; here set its ``UIView/frame``, and subviews with flexible
    /// ``UIView/autoresizingMask`` follow.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether ``view`` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view: an empty ``UIView`` with a zero frame unless overridden.
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Called once the root view is loaded; does nothing unless overridden.
    open func viewDidLoad() {}

    /// Loads the root view unless it is loaded already.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }
}
