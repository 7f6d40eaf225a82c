/// Limits that keep hostile input from exhausting memory or the stack while a description (or a
/// sizes file) is read: its size, its nesting, how many values it expands to, and how long a chain
/// of section templates may be.
///
/// The defaults suit hand-written and generated descriptions alike; raise a limit for an unusually
/// large input, lower one for a server that reads untrusted text. Every input over a limit is a
/// ``DescriptionError`` naming the limit, where it was hit, and how to raise it — never a crash.
///
/// ```swift
/// var limits = DescriptionLimits()
/// limits.maximumTemplateChainDepth = 128
/// let description = try LayoutDescription.decode(text, limits: limits)
/// let resolved = try description.resolve(limits: limits)
/// ```
///
/// `complayout` sets the same limits with `--max-input-bytes`, `--max-nesting`, `--max-values` and
/// `--max-template-chain`.
public struct DescriptionLimits: Hashable, Sendable {
    /// The largest accepted input, in bytes (default 8 MiB; `--max-input-bytes`).
    public var maximumInputBytes: Int
    /// The deepest accepted nesting of lists and objects (default 64; `--max-nesting`), at most
    /// ``nestingCeiling``: a larger value is read as the ceiling.
    public var maximumDepth: Int
    /// The most values (scalars, lists, objects) a document may hold or expand to through YAML
    /// aliases and merge keys (default 200,000; `--max-values`).
    public var maximumValueCount: Int
    /// The longest chain of section templates — `template: name` in a template naming another
    /// (default 64; `--max-template-chain`).
    public var maximumTemplateChainDepth: Int

    /// The deepest nesting any limit allows (500). Reading a document is recursive, and deeper
    /// documents could overflow the stack of a thread with a small stack (the YAML parser itself
    /// stops at 1,000 levels).
    public static let nestingCeiling = 500

    /// The default limits.
    public init() {
        self.init(
            maximumInputBytes: 8 * 1024 * 1024, maximumDepth: 64, maximumValueCount: 200_000,
            maximumTemplateChainDepth: 64)
    }

    /// Limits with the given values; a value below 1 refuses every input that reaches it.
    public init(
        maximumInputBytes: Int, maximumDepth: Int, maximumValueCount: Int, maximumTemplateChainDepth: Int
    ) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.maximumValueCount = maximumValueCount
        self.maximumTemplateChainDepth = maximumTemplateChainDepth
    }

    #if !hasFeature(Embedded)
        /// The `userInfo` key under which a `Decoder` may carry the limits for decoding a
        /// ``LayoutDescription`` through `Codable` (only the nesting limit applies there; the decoder
        /// itself reads the text).
        public static let userInfoKey = CodingUserInfoKey(rawValue: "LayoutDescription.DescriptionLimits")!
    #endif

    /// Why `value` is no use as a limit set by the command-line flag `flag`, or nil: every limit is
    /// at least 1, and `--max-nesting` at most ``nestingCeiling``. `complayout` and
    /// `complayout serve` refuse such values as usage errors.
    public static func flagProblem(_ flag: String, value: Int) -> String? {
        if value < 1 { return "\(flag) must be at least 1; got \(value)." }
        if flag == DescriptionLimit.depth.flag, value > nestingCeiling {
            return
                "\(flag) must be at most \(nestingCeiling) (reading deeper documents could overflow the stack); "
                + "got \(value)."
        }
        return nil
    }

    /// The nesting depth enforced: `maximumDepth`, at most `nestingCeiling`.
    var effectiveDepth: Int { Swift.min(maximumDepth, Self.nestingCeiling) }
}

extension DescriptionLimits {
    /// The default largest accepted input, in bytes (8 MiB).
    @available(
        *, deprecated, message: "use DescriptionLimits().maximumInputBytes; limits are now configurable"
    )
    public static let maximumInputBytes = 8 * 1024 * 1024
    /// The default deepest accepted nesting of lists and objects (64).
    @available(*, deprecated, message: "use DescriptionLimits().maximumDepth; limits are now configurable")
    public static let maximumDepth = 64
    /// The default most values a document may expand to (200,000).
    @available(
        *, deprecated, message: "use DescriptionLimits().maximumValueCount; limits are now configurable"
    )
    public static let maximumValueCount = 200_000
    /// The default longest chain of section templates (64).
    @available(
        *, deprecated,
        message: "use DescriptionLimits().maximumTemplateChainDepth; limits are now configurable"
    )
    public static let maximumTemplateChainDepth = 64
}

/// One of the limits of ``DescriptionLimits``, for messages: how a problem names the limit it hit
/// and how to raise it.
enum DescriptionLimit {
    case inputBytes, depth, valueCount, templateChainDepth

    /// The `complayout` (and `complayout serve`) flag that sets the limit.
    var flag: String {
        switch self {
        case .inputBytes: "--max-input-bytes"
        case .depth: "--max-nesting"
        case .valueCount: "--max-values"
        case .templateChainDepth: "--max-template-chain"
        }
    }

    /// The ``DescriptionLimits`` property that sets the limit.
    var property: String {
        switch self {
        case .inputBytes: "DescriptionLimits.maximumInputBytes"
        case .depth: "DescriptionLimits.maximumDepth"
        case .valueCount: "DescriptionLimits.maximumValueCount"
        case .templateChainDepth: "DescriptionLimits.maximumTemplateChainDepth"
        }
    }

    /// `raise it with --flag (DescriptionLimits.property)`, the end of every message of this limit.
    var raise: String { "raise it with \(flag) (\(property))" }
}
