import CollectionLayout
import LayoutDescription

/// The limits the playground holds every request to, set when the server starts
/// (`complayout serve --max-body-bytes`, `--max-input-bytes`, `--max-nesting`, `--max-values`,
/// `--max-template-chain`, `--max-template-items`, `--max-elements`), never by a request.
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
    /// The most elements one answer of `/api/frames` or `/api/visible` may list; nil (the default)
    /// for no limit.
    public var maximumElements: Int?

    /// The default limits.
    public init() {}
}
