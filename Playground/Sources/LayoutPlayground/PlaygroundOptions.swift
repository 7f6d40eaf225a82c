import CollectionLayout
import LayoutDescription

/// The query options of the playground's `POST /api/frames` and `POST /api/visible`: the options of
/// `complayout frames` under the same names (`width`, `height`, `scale`, `strict`, `offset=X,Y`,
/// repeatable `orthogonal-offset=SECTION:X`, `sizes=` with the text of a `--sizes` file), plus the
/// gesture of an orthogonal row being dragged and the `function-name` of `POST /api/swift` (as
/// `complayout swift --function-name`). A route ignores the options that do not concern it.
public struct PlaygroundOptions: Hashable, Sendable {
    /// A drag of one orthogonal row (R-ORTHO-15, R-ORTHO-16).
    public struct Drag: Hashable, Sendable {
        /// The dragged section.
        public var section: Int
        /// The row's offset when the drag began.
        public var startOffset: Double
        /// The release velocity in points per second, positive towards trailing content; nil while
        /// the finger is still down.
        public var velocity: Double?
    }

    /// A device preset (`device=iphone-16-pro`), applied before `width`, `height` and `scale`, as
    /// `complayout --device` is.
    public var device: LayoutDevice?
    /// Container width (overrides `environment.width`).
    public var width: Double?
    /// Container height (overrides `environment.height`).
    public var height: Double?
    /// Display scale (overrides `environment.displayScale`).
    public var scale: Double?
    /// Every diagnostic is an error (R-DIAG-4).
    public var strict = false
    /// The requested content offset; nil for the initial offset.
    public var contentOffset: Point?
    /// Requested orthogonal offsets by section. A dragged section's entry is where the finger is.
    public var orthogonalOffsets: [Int: Double] = [:]
    /// The row being dragged, if any.
    public var drag: Drag?
    /// The limits the request is held to: set by the server from its own options, never read from
    /// the query.
    public var limits = PlaygroundLimits()
    /// Preferred sizes, as `complayout frames --sizes` reads them (R-SIZING-5): with
    /// `/api/frames` every listed element is measured, with `/api/visible` the view measures what
    /// becomes visible. nil to keep every estimate.
    public var sizes: SizesDescription?
    /// The name of the function `POST /api/swift` writes (`function-name=makeFeedLayout`, as
    /// `complayout swift --function-name`); nil for `SwiftCodeExport`'s default, `makeLayout`.
    public var functionName: String?
    /// The text of a second description (`transition-to=`): `POST /api/picture` then draws the
    /// transition from the body's layout to this one at ``progress`` (R-TRANS-4).
    public var transitionTo: String?
    /// The progress of the transition drawn by `POST /api/picture` (`progress=0.5`), 0 … 1; nil for
    /// 0. Only with ``transitionTo``.
    public var progress: Double?

    /// Creates empty options (the description's own environment, the initial offset).
    public init() {}

    /// Reads the options from query items.
    ///
    /// - Parameter query: `(name, value)` pairs in order; names may repeat.
    /// - Throws: ``PlaygroundFailure/badRequest(_:)`` naming the option and what it expects.
    public init(query: [(name: String, value: String)]) throws(PlaygroundFailure) {
        var dragSection: Int?
        var dragStart: Double?
        var velocity: Double?
        for (name, value) in query {
            switch name {
            case "device":
                guard let preset = LayoutDevice.named(value) else {
                    throw .badRequest(
                        "unknown device \"\(value)\" (known: "
                            + PlaygroundDevices.all.map(\.name).joined(separator: ", ") + ")")
                }
                device = preset
            case "width", "height":
                guard let number = Self.number(value), number >= 0, number <= 10_000_000 else {
                    throw .badRequest(
                        "\(name) must be a finite number between 0 and 10000000; got \"\(value)\"")
                }
                if name == "width" { width = number } else { height = number }
            case "scale":
                guard let number = Self.number(value), number > 0, number <= 100 else {
                    throw .badRequest(
                        "scale must be a number greater than 0 and at most 100; got \"\(value)\"")
                }
                scale = number
            case "strict":
                strict = value == "true" || value == "1" || value.isEmpty
            case "offset":
                let parts = value.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let x = Self.number(parts[0]), let y = Self.number(parts[1]) else {
                    throw .badRequest(
                        "offset expects X,Y with two finite numbers, such as 0,500; got \"\(value)\"")
                }
                contentOffset = Point(x: x, y: y)
            case "orthogonal-offset":
                let parts = value.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, let section = Int(parts[0]), section >= 0,
                    let x = Self.number(parts[1])
                else {
                    throw .badRequest(
                        "orthogonal-offset expects SECTION:X with a section index and a finite number, "
                            + "such as 1:40; got \"\(value)\"")
                }
                guard orthogonalOffsets[section] == nil else {
                    throw .badRequest("orthogonal-offset gives section \(section) twice")
                }
                orthogonalOffsets[section] = x
            case "sizes":
                do throws(DescriptionError) {
                    sizes = try SizesDescription.decode(value)
                } catch {
                    throw .badRequest(
                        "sizes: " + error.problems.map(\.description).joined(separator: "; "))
                }
            case "function-name":
                guard SwiftCodeExport.isValidFunctionName(value) else {
                    throw .badRequest(
                        "function-name \"\(value)\" is not a Swift identifier "
                            + "(letters, digits and _, not starting with a digit, not a keyword)")
                }
                functionName = value
            case "transition-to":
                transitionTo = value
            case "progress":
                guard let number = Self.number(value), number >= 0, number <= 1 else {
                    throw .badRequest("progress expects a number between 0 and 1; got \"\(value)\"")
                }
                progress = number
            case "drag":
                guard let section = Int(value), section >= 0 else {
                    throw .badRequest("drag expects a section index; got \"\(value)\"")
                }
                dragSection = section
            case "drag-start":
                guard let number = Self.number(value) else {
                    throw .badRequest("drag-start expects a finite number; got \"\(value)\"")
                }
                dragStart = number
            case "velocity":
                guard let number = Self.number(value) else {
                    throw .badRequest(
                        "velocity expects a finite number (points per second); got \"\(value)\"")
                }
                velocity = number
            default:
                throw .badRequest(
                    "unknown option \"\(name)\" (known: device, width, height, scale, strict, offset, "
                        + "orthogonal-offset, drag, drag-start, velocity, sizes, function-name, "
                        + "transition-to, progress)")
            }
        }
        if progress != nil && transitionTo == nil {
            throw .badRequest("progress needs transition-to (the text of the second description)")
        }
        if let dragSection {
            guard let dragStart, orthogonalOffsets[dragSection] != nil else {
                throw .badRequest(
                    "drag=\(dragSection) needs drag-start and orthogonal-offset=\(dragSection):X (where the finger is)"
                )
            }
            drag = Drag(section: dragSection, startOffset: dragStart, velocity: velocity)
        } else if dragStart != nil || velocity != nil {
            throw .badRequest("drag-start and velocity need drag=SECTION")
        }
    }

    /// A finite decimal number of at most 1e12 in magnitude (no hexadecimal, `inf` or `nan`).
    static func number(_ text: some StringProtocol) -> Double? {
        let trimmed = String(text).filter { $0 != " " }
        guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789.+-eE".contains($0) }),
            let value = Double(trimmed), value.isFinite, abs(value) <= 1e12
        else { return nil }
        return value
    }
}
