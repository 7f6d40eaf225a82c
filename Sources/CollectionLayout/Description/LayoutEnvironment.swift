/// The size of a container and its insets (Apple's `NSCollectionLayoutContainer`).
public struct LayoutContainer: Hashable, Sendable {
    /// The container's size.
    public var contentSize: Size
    /// Insets inside the container, in points (R-PROVIDER-4).
    ///
    /// Implements R-PROVIDER-4.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a container.
    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size minus the insets.
    public var effectiveContentSize: Size {
        Size(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }

    /// The insets (identical to ``contentInsets``; insets are always points).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// The direction in which text and leading/trailing run.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right; frames are mirrored at the end of the solve (R-RTL).
    case rightToLeft
}

/// How solved frames are snapped to the display's pixel grid (R-ROUND).
public enum RoundingPolicy: Hashable, Sendable, CaseIterable {
    /// Exact arithmetic, no rounding.
    case none
    /// Current UIKit: sizes are floored to the pixel grid when resolved, positions accumulate,
    /// then origins round to the nearest pixel and sizes floor (R-ROUND-2).
    case modern
    /// iOS 13–14: solve exactly, then round every origin and size to the nearest pixel
    /// independently (R-ROUND-3).
    case legacy
}

/// What the layout knows about the collection view it lays out (Apple's
/// `NSCollectionLayoutEnvironment` plus the relevant trait-collection values).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container: the bounds size and, for section providers, the reference insets
    /// (R-PROVIDER-1).
    public var container: LayoutContainer
    /// The safe-area insets of the collection view.
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The layout margins, measured from the safe area (R-REF-4).
    public var layoutMargins: DirectionalEdgeInsets
    /// The readable content width; 672 by default (Layout rules, Defaults).
    public var readableContentWidth: Double
    /// The layout direction; left-to-right by default.
    public var layoutDirection: LayoutDirection
    /// Points-to-pixels scale, or nil for exact math.
    public var displayScale: Double?
    /// The rounding policy, or nil for the default: `.none` without a display scale, `.modern`
    /// with one (Layout rules, Defaults).
    public var roundingPolicy: RoundingPolicy?

    /// Creates an environment for a collection view of the given bounds size.
    public init(
        containerSize: Size,
        safeAreaInsets: DirectionalEdgeInsets = .zero,
        layoutMargins: DirectionalEdgeInsets = .zero,
        readableContentWidth: Double = 672,
        layoutDirection: LayoutDirection = .leftToRight,
        displayScale: Double? = nil,
        roundingPolicy: RoundingPolicy? = nil
    ) {
        self.container = LayoutContainer(contentSize: containerSize)
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.roundingPolicy = roundingPolicy
    }

    /// The rounding policy in force: ``roundingPolicy`` if set, else `.modern` with a display
    /// scale and `.none` without (R-ROUND-1).
    ///
    /// Implements R-ROUND-1.
    public var effectiveRoundingPolicy: RoundingPolicy {
        if let roundingPolicy { return displayScale == nil ? .none : roundingPolicy }
        return displayScale == nil ? .none : .modern
    }

    /// The insets a content-insets reference stands for (R-REF-1, R-REF-4). `.automatic`
    /// resolves to `.safeArea`.
    ///
    /// Implements R-REF-1. Implements R-REF-4.
    public func insets(for reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return safeAreaInsets
        case .layoutMargins:
            return safeAreaInsets + layoutMargins
        case .readableContent:
            var insets = safeAreaInsets + layoutMargins
            let remaining = container.contentSize.width - insets.leading - insets.trailing
            if remaining > readableContentWidth {
                let extra = (remaining - readableContentWidth) / 2
                insets.leading += extra
                insets.trailing += extra
            }
            return insets
        }
    }
}
