import CollectionLayout
import LayoutDescription

/// The limits the playground holds every request and connection to, set when the server starts
/// (`complayout serve --max-body-bytes`, `--max-input-bytes`, `--max-nesting`, `--max-values`,
/// `--max-template-chain`, `--max-template-items`, `--max-elements`, `--max-connections`), never by a
/// request. Every limit has a default: a server started without flags is bounded.
public struct PlaygroundLimits: Hashable, Sendable {
    /// The largest accepted request body (and edited file), in bytes: default
    /// ``PlaygroundAPI/maximumBodyBytes`` (1 MiB). Larger bodies are answered with 413.
    public var maximumBodyBytes = PlaygroundAPI.maximumBodyBytes
    /// The limits descriptions are read within (their input-size limit applies on top of
    /// ``maximumBodyBytes``).
    public var descriptionLimits = DescriptionLimits()
    /// The most items all templates of a layout may hold together
    /// (`PrepareOptions.maximumTemplateItemCount`, default 1,000,000).
    public var maximumTemplateItemCount = PrepareOptions().maximumTemplateItemCount
    /// The most elements one answer of `/api/frames` or `/api/visible` may list (default
    /// ``defaultMaximumElements``); a layout or screen over it is answered with 422 naming
    /// `--max-elements`, before its elements are computed.
    public var maximumElements = PlaygroundLimits.defaultMaximumElements
    /// The most connections open at once (default 32); further clients wait in the listen queue.
    public var maximumConnections = 32
    /// Seconds a connection may stay idle — before its request head is complete, between body
    /// chunks, or between requests — before it is closed (default 10).
    public var idleTimeoutSeconds = 10
    /// Seconds a request body may take to arrive in full (default 10); a slower one is answered
    /// with 408.
    public var bodyTimeoutSeconds = 10

    /// The default of ``maximumElements``: 100,000 elements (an answer of about 15 MB of JSON), as
    /// `complayout frames --visible` holds one screen to by default.
    public static let defaultMaximumElements = FramesOutput.defaultMaximumScreenElements

    /// The default limits.
    public init() {}
}
