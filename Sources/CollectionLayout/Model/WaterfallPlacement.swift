/// The columns of a waterfall section across the scroll axis (R-WATERFALL-1): how many, how wide,
/// and where each starts relative to the first.
public struct WaterfallColumnLayout: Hashable, Sendable {
    /// The most columns a waterfall section has; larger fixed counts and adaptive counts are
    /// capped here (R-WATERFALL-1).
    public static let maximumCount = 1024

    /// The number of columns, at least 1.
    public let count: Int
    /// The width of every column, never negative.
    public let width: Double
    /// The space between neighbouring columns.
    public let spacing: Double

    /// Columns of a given count, width and spacing (count clamped to `1...maximumCount`, width
    /// and spacing to zero or more).
    public init(count: Int, width: Double, spacing: Double) {
        self.count = min(max(count, 1), Self.maximumCount)
        self.width = max(width, 0)
        self.spacing = max(spacing, 0)
    }

    /// The columns of R-WATERFALL-1 in `availableWidth` (the section's width across the scroll
    /// axis inside its reference and content insets): a fixed count, or as many columns of at
    /// least `minimumWidth` as fit with `spacing` between them, at least one. Every column is
    /// `(availableWidth − (count − 1) · spacing) / count` wide.
    ///
    /// Implements R-WATERFALL-1.
    ///
    /// - Precondition: none; a non-finite or non-positive minimum width gives one column.
    public init(columns: LayoutWaterfall.Columns, availableWidth: Double, spacing: Double) {
        let spacing = max(spacing, 0)
        let available = max(availableWidth, 0)
        var count: Int
        switch columns {
        case .count(let fixed):
            count = fixed
        case .adaptive(let minimumWidth):
            let fitting = (available + spacing) / (minimumWidth + spacing)
            // Compared as a Double first: converting a huge or NaN quotient to Int would trap.
            count = minimumWidth > 0 && fitting.isFinite ? Int(min(fitting, Double(Self.maximumCount))) : 1
        }
        count = min(max(count, 1), Self.maximumCount)
        self.init(
            count: count, width: (available - Double(count - 1) * spacing) / Double(count), spacing: spacing)
    }

    /// Where column `column` starts, relative to the first column's start.
    @inline(__always)
    public func origin(ofColumn column: Int) -> Double {
        Double(column) * (width + spacing)
    }
}

/// The state of a waterfall placement between two items: where the next item of each column
/// would start. ``place(length:)`` is the one place the placement rule lives (R-WATERFALL-2);
/// the engine, ``WaterfallPlacement/frames(lengths:columns:itemSpacing:)`` and builders of
/// platform layouts all go through it, so they agree to the last bit.
public struct WaterfallCursor: Hashable, Sendable {
    /// Where the next item of each column would start, relative to the content start.
    public private(set) var nextPositions: [Double]
    /// The space between consecutive items of a column.
    public let itemSpacing: Double

    /// A cursor before the first item: every column starts at 0.
    public init(columnCount: Int, itemSpacing: Double) {
        nextPositions = Array(repeating: 0, count: max(columnCount, 1))
        self.itemSpacing = max(itemSpacing, 0)
    }

    /// A cursor resumed from saved next positions (at least one).
    public init(nextPositions: [Double], itemSpacing: Double) {
        self.nextPositions = nextPositions.isEmpty ? [0] : nextPositions
        self.itemSpacing = max(itemSpacing, 0)
    }

    /// Places the next item, `length` long along the scroll axis (R-WATERFALL-2): it goes to the
    /// column whose next position is smallest — the leading one among equals — and starts there;
    /// that column's next position moves to the item's end plus the item spacing.
    ///
    /// Implements R-WATERFALL-2.
    ///
    /// - Returns: The item's column (0 is the leading one) and its start.
    /// - Complexity: O(columns).
    @inline(__always)
    public mutating func place(length: Double) -> (column: Int, position: Double) {
        let spacing = itemSpacing
        return nextPositions.withUnsafeMutableBufferPointer {
            Self.place(length: length, itemSpacing: spacing, in: $0)
        }
    }

    /// Where the next item goes, whatever its length (R-WATERFALL-2): the column whose next
    /// position is smallest, the leading one among equals, and that position.
    ///
    /// - Complexity: O(columns).
    @inline(__always)
    public var nextPlacement: (column: Int, position: Double) {
        nextPositions.withUnsafeBufferPointer { Self.nextPlacement(in: $0) }
    }

    /// ``nextPlacement`` on raw next positions (at least one), for replays that keep them in a
    /// temporary buffer.
    @inline(__always)
    static func nextPlacement(in nextPositions: UnsafeBufferPointer<Double>) -> (
        column: Int, position: Double
    ) {
        var column = 0
        var position = nextPositions[0]
        for candidate in 1..<nextPositions.count where nextPositions[candidate] < position {
            column = candidate
            position = nextPositions[candidate]
        }
        return (column, position)
    }

    /// ``place(length:)`` on raw next positions (at least one): the one implementation of
    /// R-WATERFALL-2 that every placement goes through.
    @inline(__always)
    static func place(
        length: Double, itemSpacing: Double, in nextPositions: UnsafeMutableBufferPointer<Double>
    )
        -> (column: Int, position: Double)
    {
        let (column, position) = nextPlacement(in: UnsafeBufferPointer(nextPositions))
        nextPositions[column] = position + length + itemSpacing
        return (column, position)
    }

    /// The length of the content placed so far (R-WATERFALL-4): the end of the longest column,
    /// without the spacing after its last item; 0 before the first item.
    public var contentLength: Double {
        max(0, (nextPositions.max() ?? 0) - itemSpacing)
    }
}

/// The waterfall placement as one pure function (R-WATERFALL-1, R-WATERFALL-2): for code that
/// has every item's length at hand, such as the item provider of a platform layout's custom
/// group.
public enum WaterfallPlacement {
    /// The frames of items of the given lengths, relative to the content's top-leading corner, in
    /// left-to-right vertical terms (mirror them for right-to-left, R-WATERFALL-6), and the content
    /// height (R-WATERFALL-4).
    ///
    /// With columns 183 wide and 8 apart, item spacing 8 and lengths
    /// `[100, 50, 70, 30, 60, 40]`, the items start at (0, 0), (191, 0), (191, 58), (0, 108),
    /// (191, 136) and (0, 146); the content is 196 tall.
    ///
    /// Implements R-WATERFALL-4. Implements R-WATERFALL-6.
    ///
    /// - Complexity: O(items · columns).
    public static func frames(
        lengths: some Sequence<Double>, columns: WaterfallColumnLayout, itemSpacing: Double
    ) -> (frames: [Rect], contentHeight: Double) {
        var cursor = WaterfallCursor(columnCount: columns.count, itemSpacing: itemSpacing)
        var frames: [Rect] = []
        frames.reserveCapacity(lengths.underestimatedCount)
        for length in lengths {
            let clamped = length.isFinite ? max(length, 0) : 0
            let (column, position) = cursor.place(length: clamped)
            frames.append(
                Rect(x: columns.origin(ofColumn: column), y: position, width: columns.width, height: clamped))
        }
        return (frames, cursor.contentLength)
    }
}
